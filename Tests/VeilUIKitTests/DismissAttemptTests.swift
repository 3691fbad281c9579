#if os(iOS)
  import SwiftUI
  import UIKit
  import Veil
  import XCTest

  /// E3 on a real window: a user's dismissal that a lock refuses reaches the app
  /// (`.onModalDismissAttempt`, `present(_:style:onDismissAttempt:)`), and the app can then
  /// dismiss. The escape gesture and UIKit's own sheet callback are driven through public API;
  /// no public API makes a tap or a drag.
  @MainActor
  final class DismissAttemptTests: XCTestCase {
    /// Records the attempts a handler hears.
    final class AttemptLog {
      var attempts: [ModalDismissAttempt] = []
    }

    /// How the harness presents: a Veil style, or UIKit's sheet through the sheet overload.
    enum Presentation {
      case style(ModalStyle)
      case sheet(SheetStyle)
    }

    /// A `.modal` whose content is locked and dismisses itself from its attempt handler.
    struct ConfirmingHarness: View {
      @ObservedObject var model: PresentationModel
      let presentation: Presentation
      let recorder: EventRecorder
      let probe: ContentProbe
      let log: AttemptLog

      var body: some View {
        let record: (ModalEvent) -> Void = { recorder.record($0) }
        let base = Color.white.ignoresSafeArea()
        switch presentation {
        case .style(let style):
          base.modal(isPresented: $model.isPresented, style: style, onEvent: record) {
            ConfirmingContent(probe: probe, log: log)
          }
        case .sheet(let sheet):
          base.modal(isPresented: $model.isPresented, style: sheet, onEvent: record) {
            ConfirmingContent(probe: probe, log: log)
          }
        }
      }
    }

    /// Locked content that, told of an attempt, "confirms" and dismisses its modal.
    struct ConfirmingContent: View {
      let probe: ContentProbe
      let log: AttemptLog
      @Environment(\.modal) private var modal

      var body: some View {
        ProbeContent(probe: probe)
          .modalInteractiveDismissDisabled()
          .onModalDismissAttempt { attempt in
            log.attempts.append(attempt)
            modal.dismiss()
          }
      }
    }

    /// The content's escape gesture on a locked SwiftUI card, lightbox and sheet: the handler hears one
    /// `escapeGesture` and dismisses, and the cycle closes as the app's own dismissal. A
    /// failure means a refused dismissal is silent again (the app cannot ask before
    /// discarding), or the handler runs where SwiftUI forbids the dismissal it starts.
    func test_E3_aLockedModalTellsTheContentOfTheEscapeAndTheContentDismisses() {
      let presentations: [(String, Presentation)] = [
        ("card", .style(.card)), ("lightbox", .style(.lightbox)), ("sheet", .sheet(.sheet)),
      ]
      for (name, presentation) in presentations {
        let model = PresentationModel()
        let recorder = EventRecorder()
        let probe = ContentProbe()
        let log = AttemptLog()
        let fixture = WindowFixture.install(
          hostingRoot(
            ConfirmingHarness(
              model: model, presentation: presentation, recorder: recorder, probe: probe,
              log: log)),
          in: self)
        defer { fixture.close() }
        model.isPresented = true
        guard waitUntil("E3 \(name): didPresent", condition: { recorder.isPresentedNow }),
          let content = probe.view
        else { continue }
        _ = Inspection.performEscape(from: content)
        guard waitUntil("E3 \(name): didDismiss", condition: { recorder.hasDismissed }) else {
          continue
        }
        XCTAssertEqual(log.attempts, [.escapeGesture], "E3 \(name): one attempt")
        assertEvents(recorder, EventRecorder.cycle(.programmatic), "E3 \(name)")
        XCTAssertFalse(model.isPresented, "E3 \(name): the binding follows")
      }
    }

    /// UIKit's `presentationControllerDidAttemptToDismiss(_:)` for a UIKit-API sheet whose
    /// controller the app made `isModalInPresentation`, called on the sheet's delegate as
    /// UIKit calls it after refusing a pull or a tap on the dimming: the app hears one
    /// `sheetGesture`, and its `dismiss(animated:)` from the handler closes the sheet. A
    /// failure means Veil's sheet delegate swallows UIKit's callback, which an app that lets
    /// Veil present its sheet can no longer implement itself.
    func test_E3_aUIKitSheetPassesOnUIKitsRefusedAttempt() {
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      defer { fixture.close() }
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      controller.isModalInPresentation = true
      var attempts: [ModalDismissAttempt] = []
      root.present(
        controller, style: .sheet,
        onDismissAttempt: { [weak controller] attempt in
          attempts.append(attempt)
          controller?.dismiss(animated: true)
        })
      guard waitUntil("E3: didPresent", condition: { recorder.isPresentedNow }),
        let presentation = controller.sheetPresentationController,
        let delegate = presentation.delegate
      else { return XCTFail("E3: no sheet with a delegate") }
      delegate.presentationControllerDidAttemptToDismiss?(presentation)
      guard waitUntil("E3: didDismiss", condition: { recorder.hasDismissed }) else { return }
      XCTAssertEqual(attempts, [.sheetGesture])
      assertEvents(recorder, EventRecorder.cycle(.programmatic), "E3 UIKit sheet")
    }

    /// A UIKit-API card the style locks: the escape gesture is refused and reported, once;
    /// the modal stays until the app dismisses. A failure means the UIKit API's
    /// `onDismissAttempt:` hears nothing, or the refused escape dismissed the card anyway.
    func test_E3_aLockedUIKitCardReportsTheEscape() {
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      defer { fixture.close() }
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      var attempts: [ModalDismissAttempt] = []
      root.present(
        controller, style: .card.interactiveDismissDisabled(),
        onDismissAttempt: { attempts.append($0) })
      guard waitUntil("E3: didPresent", condition: { recorder.isPresentedNow }),
        let label = controller.view.subviews.first(where: { $0 is UILabel })
      else { return }
      XCTAssertFalse(Inspection.performEscape(from: label), "the locked card stays")
      waitUntil("E3: the attempt is delivered") { !attempts.isEmpty }
      runLoop(for: 0.3)
      XCTAssertEqual(attempts, [.escapeGesture])
      assertEvents(recorder, [.willPresent, .didPresent], "E3 UIKit card stays")
      controller.dismiss(animated: true)
      waitUntil("E3: didDismiss") { recorder.hasDismissed }
    }
  }
#endif
