#if os(iOS)
  import UIKit
  import Veil
  import XCTest

  /// The transition's progress a presented controller follows (features D2), through
  /// ``ModalTransitionProgressObserving`` on a real window: it rises through values between 0
  /// and 1 while the card presents and ends on 1, then falls through them while it is dismissed
  /// and ends on 0.
  ///
  /// Touches cannot be made with public API: the progress a drag moves is the Linux suite's
  /// (`TransitionProgressTests.aDragLowersItAsTheBackdropFades`) and a manual check.
  @MainActor
  final class TransitionProgressTests: XCTestCase {
    /// A controller that records its modal's events and every progress it is told.
    final class ProgressController: UIViewController, ModalEventObserving,
      ModalTransitionProgressObserving
    {
      let recorder = EventRecorder()
      private(set) var progress: [Double] = []

      override func loadView() {
        view = UIView()
        view.backgroundColor = .white
        preferredContentSize = CGSize(width: 240, height: 160)
      }

      func modalViewController(_ viewController: UIViewController, didReceive event: ModalEvent) {
        recorder.record(event)
      }

      func modalViewController(
        _ viewController: UIViewController, didUpdateTransitionProgress progress: Double
      ) {
        self.progress.append(progress)
      }
    }

    func test_D2_theProgressRisesToOneAndFallsToZero() {
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      defer { fixture.close() }
      let controller = ProgressController()
      // A slow presentation, so that several display refreshes fall inside it.
      let style = ModalStyle.card.animation(.easeInOut(duration: 0.5))
      root.present(controller, style: style, animated: true)
      guard
        waitUntil("didPresent", condition: { controller.recorder.isPresentedNow }),
        waitUntil("the progress ends on 1", condition: { controller.progress.last == 1 })
      else { return }
      let rising = controller.progress
      XCTAssertTrue(
        rising.contains { $0 > 0 && $0 < 1 },
        "values between 0 and 1 while the card presents: \(rising)")
      XCTAssertTrue(rising.allSatisfy { (0...1).contains($0) }, "within 0…1: \(rising)")
      XCTAssertEqual(
        zip(rising, rising.dropFirst()).filter { $0.1 < $0.0 - 1e-9 }.count, 0,
        "an ease-in-out presentation never goes back: \(rising)")
      let start = controller.progress.count
      controller.dismiss(animated: true)
      guard
        waitUntil("didDismiss", condition: { controller.recorder.hasDismissed }),
        waitUntil("the progress ends on 0", condition: { controller.progress.last == 0 })
      else { return }
      let falling = Array(controller.progress[start...])
      XCTAssertTrue(
        falling.contains { $0 > 0 && $0 < 1 },
        "values between 0 and 1 while the card is dismissed: \(falling)")
    }
  }
#endif
