#if os(iOS)
  import SwiftUI
  import UIKit
  import Veil
  import XCTest

  /// `modalInteractiveDismissDisabled(_:)` inside the content, on a real window: the user's
  /// dismissals are refused for a custom modal and for UIKit's sheet, the sheet keeps its
  /// detents, and the lock follows the content while the modal is on screen.
  @MainActor
  final class InteractiveDismissTests: XCTestCase {
    /// Whether the content asks to keep the user out.
    final class Lock: ObservableObject {
      @Published var isLocked = true
    }

    /// A `.modal` whose content locks itself while `lock.isLocked`.
    struct LockedHarness: View {
      @ObservedObject var model: PresentationModel
      @ObservedObject var lock: Lock
      let style: ModalStyle
      let recorder: EventRecorder
      let probe: ContentProbe

      var body: some View {
        let record: (ModalEvent) -> Void = { recorder.record($0) }
        return Color.white
          .ignoresSafeArea()
          .modal(isPresented: $model.isPresented, style: style, onEvent: record) {
            ProbeContent(probe: probe)
              .modalInteractiveDismissDisabled(lock.isLocked)
          }
      }
    }

    private func present(
      _ style: ModalStyle, lock: Lock, file: StaticString = #filePath, line: UInt = #line
    ) -> (WindowFixture, PresentationModel, EventRecorder, UIView)? {
      let model = PresentationModel()
      let recorder = EventRecorder()
      let probe = ContentProbe()
      let fixture = WindowFixture.install(
        hostingRoot(
          LockedHarness(
            model: model, lock: lock, style: style, recorder: recorder, probe: probe)),
        in: self, file: file, line: line)
      model.isPresented = true
      guard
        waitUntil("didPresent", file: file, line: line, condition: { recorder.isPresentedNow }),
        let content = probe.view
      else { return nil }
      return (fixture, model, recorder, content)
    }

    func test_aLockedCardRefusesTheEscapeGestureUntilTheContentUnlocks() {
      let lock = Lock()
      guard let (fixture, model, recorder, content) = present(.card, lock: lock) else { return }
      defer { fixture.close() }
      XCTAssertFalse(Inspection.performEscape(from: content), "the locked card refuses escape")
      runLoop(for: 0.3)
      XCTAssertTrue(model.isPresented, "the binding stays true")
      assertEvents(recorder, [.willPresent, .didPresent], "locked")

      lock.isLocked = false
      runLoop(for: 0.1)
      XCTAssertTrue(Inspection.performEscape(from: content), "the unlocked card takes escape")
      waitUntil("didDismiss after unlocking") { recorder.hasDismissed }
      XCTAssertFalse(model.isPresented)
    }

    func test_aLockedSheetIsModalInPresentationAndKeepsItsDetents() {
      let lock = Lock()
      let style = ModalStyle(sheet: .sheet.detents([.medium, .large]))
      guard let (fixture, _, _, content) = present(style, lock: lock) else { return }
      defer { fixture.close() }
      guard let sheet = fixture.topPresented else { return XCTFail("no sheet is presented") }
      XCTAssertTrue(sheet.isModalInPresentation, "the content's lock reaches UIKit's sheet")
      XCTAssertEqual(sheet.sheetPresentationController?.detents.count, 2, "detents are kept")
      XCTAssertFalse(Inspection.performEscape(from: content), "the locked sheet refuses escape")

      lock.isLocked = false
      waitUntil("the sheet is unlocked") { !sheet.isModalInPresentation }
    }
  }
#endif
