import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

@Suite struct ModalStyleHostBackgroundTests {
  @Test(arguments: [
    (ModalStyle.testSheet, true),
    (ModalStyle.testSheet(fraction: 0.8, showsGrabber: false), true),
    (ModalStyle.fullScreen, true),
    (ModalStyle.cover, false),
    (ModalStyle.card, false),
    (ModalStyle.lightbox, false),
  ])
  func builtInStylesPaintWhenTheyAreSheetsOrHideTheScreen(style: ModalStyle, paints: Bool) {
    #expect(style.hostPaintsBackground == paints)
  }

  @Test func aCustomStyleThatRemovesTheScreenPaints() {
    #expect(ModalStyle.custom().removesPresentingContent(true).hostPaintsBackground)
    #expect(!ModalStyle.custom().hostPaintsBackground)
  }

  @Test func aSheetThatKeepsThePresenterStillPaints() {
    // The rule the hosting view followed before: opaque only when the screen is removed.
    #expect(!ModalStyle.testSheet.removesPresentingContent)
    #expect(ModalStyle.testSheet.hostPaintsBackground)
  }
}
