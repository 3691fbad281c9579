#if os(iOS)
  import UIKit
  import Veil
  import XCTest

  /// The second review's presence finding (N9), checked on real UIKit.
  @MainActor
  final class PresenceFindingTests: XCTestCase {
    /// N9: a UIKit-API card in the middle of a chain, under a controller the app presented with
    /// UIKit, is removed by dismissing its presenter's presenter (the root dismisses everything
    /// above it). Its container can leave the window at the start of the top dismissal while
    /// its presenting controller is cleared only at the end; it must still be reported gone
    /// (`parentDismissed`) once the dismissal is over, and the window's next modal must present.
    func test_N9_aModalRemovedInTheMiddleOfAChainIsReportedGoneAndTheNextPresents() {
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      let firstRecorder = EventRecorder()
      let first = ObservingController(recorder: firstRecorder)
      root.present(first, style: .card)
      guard
        waitUntil("N9: the first card is presented", condition: { firstRecorder.isPresentedNow })
      else { return }
      waitUntil("N9: the first card's transition has ended") { first.transitionCoordinator == nil }
      let recorder = EventRecorder()
      let middle = ObservingController(recorder: recorder)
      first.present(middle, style: .card)
      guard waitUntil("N9: the middle card is presented", condition: { recorder.isPresentedNow })
      else { return }
      waitUntil("N9: the middle card's transition has ended") {
        middle.transitionCoordinator == nil
      }
      let top = UIViewController()
      top.view.backgroundColor = .white
      middle.present(top, animated: true)
      let isTopPresented = {
        top.presentingViewController === middle && top.transitionCoordinator == nil
      }
      guard waitUntil("N9: the app's own controller is presented", condition: isTopPresented)
      else { return }

      root.dismiss(animated: true)
      guard
        waitUntil("N9: the middle card reports didDismiss", condition: { recorder.hasDismissed })
      else { return }
      waitUntil("N9: the first card reports didDismiss") { firstRecorder.hasDismissed }
      assertEvents(recorder, EventRecorder.cycle(.parentDismissed), "N9: the middle card")
      assertEvents(firstRecorder, EventRecorder.cycle(.parentDismissed), "N9: the first card")
      XCTAssertNil(middle.presentingViewController, "N9: the middle card has left the chain")
      XCTAssertTrue(fixture.presentedControllers.isEmpty, "N9: nothing is left on screen")

      // The window's stack waits for nothing: its next modal presents.
      let nextRecorder = EventRecorder()
      root.present(ObservingController(recorder: nextRecorder), style: .card)
      waitUntil("N9: the window's next modal is presented") { nextRecorder.isPresentedNow }
    }
  }
#endif
