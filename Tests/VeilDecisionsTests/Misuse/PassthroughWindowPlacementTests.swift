import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

/// N15: when the anchor's window has no scene, no window of its own can be made for a modal
/// whose backdrop lets taps through; it was presented from the anchor's window while the stack
/// kept it in a chain of its own. It now stands in the window's chain, with a warning.
@Suite struct PassthroughWindowPlacementTests {
  /// A toast the README spells.
  static let passThrough = ModalStyle.custom(
    placement: .topBanner(), backdrop: Backdrop.clear.onTap(.passesThrough),
    transition: .move(edge: .top))

  @Test func aPassThroughModalWithoutASceneStandsInTheWindowsChainAndSaysSo() {
    let placement = PassthroughWindowPlacement(
      style: Self.passThrough, anchorWindowHasScene: false)
    #expect(placement == .anchorsWindow(warning: .passThroughWindowUnavailable))
    #expect(placement.layer == .window)
    #expect(placement.warning == .passThroughWindowUnavailable)
    #expect(placement.warning?.message.hasPrefix("Veil:") == true)
  }

  @Test func aPassThroughModalWithASceneGetsItsOwnWindowSilently() {
    let placement = PassthroughWindowPlacement(
      style: Self.passThrough, anchorWindowHasScene: true)
    #expect(placement == .asStyled(.ownWindow))
    #expect(placement.warning == nil)
  }

  @Test(arguments: [true, false])
  func otherModalsStandInTheWindowsChainWithOrWithoutAScene(hasScene: Bool) {
    for style in [ModalStyle.card, .fullScreen, .testSheet] {
      let placement = PassthroughWindowPlacement(style: style, anchorWindowHasScene: hasScene)
      #expect(placement == .asStyled(.window))
      #expect(placement.warning == nil)
    }
  }
}
