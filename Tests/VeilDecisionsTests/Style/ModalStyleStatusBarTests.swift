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
