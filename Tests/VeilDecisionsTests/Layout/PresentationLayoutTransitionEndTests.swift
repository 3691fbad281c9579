import Testing
import VeilCore

@testable import VeilDecisions

/// What a custom presentation does when UIKit ends one of its transitions.
@Suite struct PresentationLayoutTransitionEndTests {
  @Test func aModalThatStaysShowsItsRestingFrame() {
    #expect(
      PresentationLayout.transitionEnd(presenting: true, completed: true, reason: .programmatic)
        == .showRestingFrame)
    // A dismissal turned around (a drag caught it, the binding flipped back).
    #expect(
      PresentationLayout.transitionEnd(presenting: false, completed: false, reason: .backdropTap)
        == .showRestingFrame)
  }

  /// A dismissal leaves the content to UIKit (it removes the presented view); a cancelled
  /// presentation's content is still in the container and is taken out.
  @Test func aModalThatIsGoneIsTakenDown() {
    #expect(
      PresentationLayout.transitionEnd(presenting: false, completed: true, reason: .backdropTap)
        == .tearDown(removesContent: false, zoomSource: .event(.didDismiss(.backdropTap))))
    #expect(
      PresentationLayout.transitionEnd(presenting: true, completed: false, reason: .programmatic)
        == .tearDown(removesContent: true, zoomSource: .presentationRefused))
  }
}
