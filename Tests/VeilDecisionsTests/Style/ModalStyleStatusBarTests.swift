import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

@Suite struct ModalStyleStatusBarTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let name: String
    let style: ModalStyle
    let captures: Bool
    var testDescription: String { "\(name) → \(captures)" }
  }

  static let rows: [Row] = [
    Row(name: "lightbox", style: .lightbox, captures: true),
    Row(name: "fullScreen", style: .fullScreen, captures: true),
    Row(name: "overCurrentContext", style: .overCurrentContext, captures: true),
    Row(name: "blur", style: .blur, captures: true),
    Row(name: "cover", style: .cover, captures: false),
    Row(name: "card", style: .card, captures: false),
    Row(name: "sheet", style: .testSheet, captures: false),
    Row(name: "cover at half", style: .cover(dimming: 0.5), captures: true),
    Row(name: "cover just below half", style: .cover(dimming: 0.49), captures: false),
    Row(name: "cover at NaN", style: .cover(dimming: .nan), captures: false),
    Row(
      name: "removes the presenter", style: .card.removesPresentingContent(true), captures: true),
  ]

  @Test(arguments: rows)
  func stylesThatCoverTheScreenTakeTheStatusBar(row: Row) {
    #expect(row.style.capturesStatusBarAppearance == row.captures)
  }
}

/// V1: the status bar's text colour over a modal that takes it over.
@Suite struct ModalStyleStatusBarTextTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let name: String
    let style: ModalStyle
    let text: StatusBarText
    var testDescription: String { "\(name) → \(text)" }
  }

  static let rows: [Row] = [
    Row(name: "lightbox (black at 1)", style: .lightbox, text: .light),
    Row(name: "dark blur", style: .blur(.dark), text: .light),
    Row(name: "always-dark material", style: .blur(.systemThinMaterialDark), text: .light),
    Row(name: "light blur", style: .blur(.extraLight), text: .dark),
    Row(name: "adaptive blur", style: .blur(.systemMaterial), text: .followsInterfaceStyle),
    Row(name: "cover at half black", style: .cover(dimming: 0.5), text: .light),
    Row(
      name: "white dim at 0.8",
      style: .cover.backdrop(.dim(.white, opacity: 0.8)), text: .dark),
    Row(
      name: "fullScreen paints the system background", style: .fullScreen,
      text: .followsInterfaceStyle),
    Row(name: "card keeps the presenter's", style: .card, text: .followsInterfaceStyle),
    Row(name: "sheet keeps UIKit's", style: .testSheet, text: .followsInterfaceStyle),
  ]

  @Test(arguments: rows)
  func theTextReadsOnWhatIsUnderTheStatusBar(row: Row) {
    #expect(row.style.statusBarText == row.text)
  }

  @Test func aDarkBlurUnderABlackDimOfLessThanHalfIsDecidedByTheBlur() {
    let style = ModalStyle.blur(.dark).backdrop(.blur(.dark).dimmed(.white, opacity: 0.2))
    #expect(style.statusBarText == .light)
  }
}
