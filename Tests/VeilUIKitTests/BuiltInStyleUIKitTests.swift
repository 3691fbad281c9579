#if os(iOS)
  import UIKit
  import Veil
  import XCTest

  /// Every built-in style (``ModalStyle/builtIns``), presented for real through UIKit's
  /// `present(_:style:animated:completion:)` from the root controller of a key window.
  ///
  /// Each style runs a full cycle: events reach the presented controller's
  /// ``ModalEventObserving`` exactly once each and in order; the completion runs once, at
  /// `didPresent`; a dismissal through UIKit (`dismiss(animated:)`, as the documentation says to
  /// dismiss) or by the user (the VoiceOver escape gesture) is reported with its reason; and the
  /// controller and its presentation controller are released afterwards.
  @MainActor
  final class BuiltInStyleUIKitTests: XCTestCase {
    func test_everyBuiltInStyle_dismissAnimatedThroughUIKit() {
      for entry in ModalStyle.builtIns {
        runCycle(entry, animated: true, escape: false)
      }
    }

    func test_everyBuiltInStyle_escapeGestureDismisses() {
      for entry in ModalStyle.builtIns {
        runCycle(entry, animated: true, escape: true)
      }
    }

    /// Presents `entry`'s style, dismisses it and checks events, completion and lifetimes.
    private func runCycle(
      _ entry: ModalStyle.BuiltIn, animated: Bool, escape: Bool,
      file: StaticString = #filePath, line: UInt = #line
    ) {
      let name = "\(entry.name) (UIKit, \(escape ? "escape gesture" : "dismiss(animated:)"))"
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self, file: file, line: line)
      defer { fixture.close() }
      let recorder = EventRecorder()
      let presented = WeakReference<UIViewController>()
      let presentation = WeakReference<UIPresentationController>()
      var completions = 0
      autoreleasepool {
        let controller = ObservingController(recorder: recorder)
        presented.object = controller
        root.present(controller, style: entry.style, animated: animated) {
          completions += 1
          XCTAssertEqual(
            recorder.events, [.willPresent, .didPresent],
            "\(name): the completion runs at didPresent", file: file, line: line)
        }
      }
      guard
        waitUntil(
          "\(name): didPresent after present(_:style:)", file: file, line: line,
          condition: { recorder.isPresentedNow })
      else { return }
      // The test keeps no strong reference past this block, so the release check means what
      // it says.
      let dismissed: Bool = autoreleasepool {
        guard let controller = presented.object else {
          XCTFail(
            "\(name): the presented controller is kept while on screen", file: file, line: line)
          return false
        }
        // A pass-through style (the toasts) is presented from the root of a window of its
        // own when the scene has one.
        let passesThrough = entry.style.backdrop.tapBehavior == .passesThrough
        XCTAssertTrue(
          controller.presentingViewController === root
            || (passesThrough && controller.presentingViewController != nil
              && controller.presentingViewController?.view.window !== root.view.window),
          "\(name): presented from the window's root", file: file, line: line)
        presentation.object = controller.presentationController
        if escape {
          // VoiceOver's focus is in the content: the gesture goes up from there, through
          // Veil's presented view, or in UIKit's sheet through Veil's container (N5).
          let start = controller.view
          XCTAssertTrue(
            start.map(Inspection.performEscape(from:)) ?? false,
            "\(name): the escape gesture on the content is handled", file: file, line: line)
        } else {
          controller.dismiss(animated: animated)
        }
        return true
      }
      guard dismissed else { return }
      guard
        waitUntil(
          "\(name): didDismiss after the dismissal", file: file, line: line,
          condition: { recorder.hasDismissed })
      else { return }
      assertEvents(
        recorder, EventRecorder.cycle(escape ? .escapeGesture : .programmatic), name,
        file: file, line: line)
      XCTAssertEqual(
        completions, 1, "\(name): the completion runs exactly once", file: file, line: line)
      waitUntil(
        "\(name): the presented controller and its presentation controller are released after"
          + " the dismissal", file: file, line: line
      ) { presented.object == nil && presentation.object == nil }
    }
  }
#endif
