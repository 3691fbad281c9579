#if os(iOS)
  import SwiftUI
  import UIKit
  import Veil
  import XCTest

  /// S5: while a `.fullScreen` modal is up, UIKit has taken the presenting view out of its
  /// window, and SwiftUI may not update it there. The app's binding set to `false` from outside
  /// any view (a timer, a network answer) must still close the modal: Veil reads the binding
  /// after each main run-loop turn meanwhile (`BindingFeeds` in VeilDecisions).
  @MainActor
  final class FullScreenBindingTests: XCTestCase {
    func test_S5_bindingFalseFromATimerClosesAFullScreenModal() {
      runTimerCycle(item: false)
    }

    func test_S5_itemNilFromATimerClosesAFullScreenModal() {
      runTimerCycle(item: true)
    }

    private func runTimerCycle(item: Bool, file: StaticString = #filePath, line: UInt = #line) {
      let name = item ? "fullScreen (item)" : "fullScreen (flag)"
      let model = PresentationModel()
      let recorder = EventRecorder()
      let probe = ContentProbe()
      let root: UIViewController =
        item
        ? hostingRoot(
          ItemHarness(model: model, style: .fullScreen, recorder: recorder, probe: probe))
        : hostingRoot(
          FlagHarness(model: model, style: .fullScreen, recorder: recorder, probe: probe))
      let fixture = WindowFixture.install(root, in: self, file: file, line: line)
      if item { model.item = ModalItem(id: 1) } else { model.isPresented = true }
      guard
        waitUntil(
          "\(name): didPresent", file: file, line: line, condition: { recorder.isPresentedNow })
      else { return }
      waitUntil("\(name): the presentation transition has ended", file: file, line: line) {
        fixture.topPresented?.transitionCoordinator == nil
      }
      runLoop(for: 0.3)
      XCTAssertNil(
        root.viewIfLoaded?.window,
        "\(name): UIKit took the presenting view out of the window (the condition of S5)",
        file: file, line: line)
      // From a timer, as an app's callback would: no view of the app updates in this turn.
      Timer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { _ in
        MainActor.assumeIsolated {
          if item { model.item = nil } else { model.isPresented = false }
        }
      }
      guard
        waitUntil(
          "S5: \(name): didDismiss after the app set the binding from a timer while the"
            + " presenting view was out of the window", timeout: 5, file: file, line: line,
          condition: { recorder.hasDismissed })
      else { return }
      assertEvents(
        recorder, EventRecorder.cycle(.programmatic), "S5: \(name)", file: file, line: line)
      waitUntil("\(name): the presenting view is back in the window", file: file, line: line) {
        root.viewIfLoaded?.window === fixture.window
      }
    }
  }
#endif
