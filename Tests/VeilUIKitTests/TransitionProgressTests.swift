#if os(iOS)
  import SwiftUI
  import UIKit
  import Veil
  import XCTest

  /// The transition's progress a presented controller follows (features D2), through
  /// ``ModalTransitionProgressObserving`` on a real window, and SwiftUI content through
  /// `ModalContext.transitionProgress`: it rises through values between 0 and 1 while the card
  /// presents and ends on 1, then falls through them while it is dismissed and ends on 0.
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

    /// Every transition progress SwiftUI content rendered with.
    final class ProgressLog {
      var values: [Double] = []
    }

    /// Content that records the progress it is rendered with.
    struct ProgressContent: View {
      let log: ProgressLog
      @Environment(\.modal) private var modal

      var body: some View {
        let progress = modal.transitionProgress
        if log.values.last != progress { log.values.append(progress) }
        return Color.white
          .frame(width: 240, height: 160)
          .scaleEffect(0.9 + 0.1 * progress)
      }
    }

    struct ProgressHarness: View {
      @ObservedObject var model: PresentationModel
      let log: ProgressLog
      let recorder: EventRecorder

      var body: some View {
        let record: (ModalEvent) -> Void = { recorder.record($0) }
        return Color.white
          .ignoresSafeArea()
          .modal(
            isPresented: $model.isPresented,
            style: .card.animation(.easeInOut(duration: 0.5)),
            onEvent: record
          ) {
            ProgressContent(log: log)
          }
      }
    }

    func test_D2_swiftUIContentReadsTheProgressFromZeroToOneAndBack() {
      let model = PresentationModel()
      let log = ProgressLog()
      let recorder = EventRecorder()
      let fixture = WindowFixture.install(
        hostingRoot(ProgressHarness(model: model, log: log, recorder: recorder)), in: self)
      defer { fixture.close() }
      model.isPresented = true
      guard
        waitUntil("didPresent", condition: { recorder.isPresentedNow }),
        waitUntil("the content renders with 1", condition: { log.values.last == 1 })
      else { return }
      XCTAssertTrue(
        log.values.contains { $0 > 0 && $0 < 1 },
        "the content rendered with values between 0 and 1 while presenting: \(log.values)")
      let start = log.values.count
      model.isPresented = false
      guard waitUntil("didDismiss", condition: { recorder.hasDismissed }) else { return }
      let falling = Array(log.values[start...])
      XCTAssertTrue(
        falling.contains { $0 > 0 && $0 < 1 },
        "the content rendered with values between 0 and 1 while dismissed: \(falling)")
    }
  }
#endif
