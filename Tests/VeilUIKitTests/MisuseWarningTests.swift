#if os(iOS)
  import SwiftUI
  import UIKit
  import Veil
  import VeilDecisions
  import XCTest

  /// The misuses Veil reports instead of swallowing, on a real window: each test binds a
  /// `RuntimeWarningRecorder` around the run loop it turns (the binding is the main thread's,
  /// so the work the run loop does inside it reports there) and reads what was reported.
  @MainActor
  final class MisuseWarningTests: XCTestCase {
    /// `.onModalEvent` before or after the `.modal` it means to hear.
    struct ListenerHarness: View {
      @ObservedObject var model: PresentationModel
      let listensBeforeModal: Bool
      let recorder: EventRecorder

      var body: some View {
        if listensBeforeModal {
          Color.white
            .onModalEvent { recorder.record($0) }
            .modal(isPresented: $model.isPresented, style: .card) { Text("Card") }
        } else {
          Color.white
            .modal(isPresented: $model.isPresented, style: .card) { Text("Card") }
            .onModalEvent { recorder.record($0) }
        }
      }
    }

    /// `.modalEnvironment` before the `.modal` it means to configure.
    struct EnvironmentHarness: View {
      @ObservedObject var model: PresentationModel

      var body: some View {
        Color.white
          .modalEnvironment(.appearance)
          .modal(isPresented: $model.isPresented, style: .card) { Text("Card") }
      }
    }

    /// `.onModalEvent` meant for a `.modal` inside an `if`, before an outer `.modal`.
    struct ConditionalListenerHarness: View {
      @ObservedObject var model: PresentationModel
      @ObservedObject var inner: PresentationModel

      var body: some View {
        VStack {
          if inner.isPresented {
            Color.white.modal(isPresented: .constant(false), style: .card) { Text("Inner") }
          }
        }
        .onModalEvent { _ in }
        .modal(isPresented: $model.isPresented, style: .card) { Text("Card") }
      }
    }

    /// Shows `root`, turns the run loop for half a second with `recorder` bound (presenting
    /// `model`'s modal half-way when there is one), and returns what was reported.
    private func warnings(
      showing root: UIViewController, presenting model: PresentationModel? = nil
    ) -> [RuntimeWarning] {
      let recorder = RuntimeWarningRecorder()
      RuntimeWarnings.recorder.withValue(recorder) {
        let fixture = WindowFixture.install(root, in: self)
        runLoop(for: 0.25)
        model?.isPresented = true
        runLoop(for: 0.5)
        fixture.close()
      }
      return recorder.warnings
    }

    func test_onModalEventBeforeModalIsReported() {
      let model = PresentationModel()
      let harness = ListenerHarness(
        model: model, listensBeforeModal: true, recorder: EventRecorder())
      XCTAssertEqual(
        warnings(showing: hostingRoot(harness), presenting: model),
        [.misplacedModalModifier(.onModalEvent)])
    }

    func test_onModalEventAfterModalIsNot() {
      let model = PresentationModel()
      let harness = ListenerHarness(
        model: model, listensBeforeModal: false, recorder: EventRecorder())
      XCTAssertEqual(warnings(showing: hostingRoot(harness), presenting: model), [])
    }

    func test_modalEnvironmentBeforeModalIsReported() {
      let model = PresentationModel()
      let harness = EnvironmentHarness(model: model)
      XCTAssertEqual(
        warnings(showing: hostingRoot(harness), presenting: model),
        [.misplacedModalModifier(.modalEnvironment)])
    }

    /// N16: a listener whose `.modal` is inside an `if` that is false at first is not reported
    /// at appearance (it was, and a log line cannot be taken back), nor once the inner `.modal`
    /// appears; only a presentation of the outer `.modal` it misses reports it.
    func test_N16_aListenerForAModalInsideAFalseIfIsNotReportedAtAppearance() {
      let model = PresentationModel()
      let inner = PresentationModel()
      let harness = ConditionalListenerHarness(model: model, inner: inner)
      let recorder = RuntimeWarningRecorder()
      RuntimeWarnings.recorder.withValue(recorder) {
        let fixture = WindowFixture.install(hostingRoot(harness), in: self)
        runLoop(for: 0.4)
        XCTAssertEqual(recorder.warnings, [], "nothing is misplaced while nothing presents")
        inner.isPresented = true
        runLoop(for: 0.3)
        XCTAssertEqual(recorder.warnings, [], "the listener now reaches the inner .modal")
        fixture.close()
      }
    }

    func test_presentFromAControllerOutsideAWindowIsReportedAndPresentsNothing() {
      let recorder = RuntimeWarningRecorder()
      let outside = UIViewController()
      let presented = UIViewController()
      var completed = false
      RuntimeWarnings.recorder.withValue(recorder) {
        outside.present(presented, style: .card) { completed = true }
        runLoop(for: 0.3)
      }
      XCTAssertEqual(
        recorder.warnings, [.presentFromControllerWithoutWindow(presenter: "UIViewController")])
      XCTAssertNil(presented.presentingViewController)
      XCTAssertFalse(completed)
    }

    func test_theEventHandlerOnModalHearsItsModal() {
      let model = PresentationModel()
      let recorder = EventRecorder()
      struct Harness: View {
        @ObservedObject var model: PresentationModel
        let recorder: EventRecorder

        var body: some View {
          let record: (ModalEvent) -> Void = { recorder.record($0) }
          return Color.white
            .modal(isPresented: $model.isPresented, style: .card, onEvent: record) {
              Text("Card")
            }
        }
      }
      let fixture = WindowFixture.install(
        hostingRoot(Harness(model: model, recorder: recorder)), in: self)
      defer { fixture.close() }
      model.isPresented = true
      waitUntil("didPresent") { recorder.isPresentedNow }
      model.isPresented = false
      waitUntil("didDismiss") { recorder.hasDismissed }
      assertEvents(recorder, EventRecorder.cycle(.programmatic), "onEvent:")
    }
  }
#endif
