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

    /// Shows `root`, turns the run loop for half a second with `recorder` bound, and returns
    /// what was reported.
    private func warnings(showing root: UIViewController) -> [RuntimeWarning] {
      let recorder = RuntimeWarningRecorder()
      RuntimeWarnings.recorder.withValue(recorder) {
        let fixture = WindowFixture.install(root, in: self)
        runLoop(for: 0.5)
        fixture.close()
      }
      return recorder.warnings
    }

    func test_onModalEventBeforeModalIsReported() {
      let harness = ListenerHarness(
        model: PresentationModel(), listensBeforeModal: true, recorder: EventRecorder())
      XCTAssertEqual(
        warnings(showing: hostingRoot(harness)), [.misplacedModalModifier(.onModalEvent)])
    }

    func test_onModalEventAfterModalIsNot() {
      let harness = ListenerHarness(
        model: PresentationModel(), listensBeforeModal: false, recorder: EventRecorder())
      XCTAssertEqual(warnings(showing: hostingRoot(harness)), [])
    }

    func test_modalEnvironmentBeforeModalIsReported() {
      let harness = EnvironmentHarness(model: PresentationModel())
      XCTAssertEqual(
        warnings(showing: hostingRoot(harness)), [.misplacedModalModifier(.modalEnvironment)])
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
