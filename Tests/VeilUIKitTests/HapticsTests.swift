#if os(iOS)
  import UIKit
  import Veil
  import XCTest

  /// Haptic feedback on a real window (features C7): a style's `haptics` plays its presentation's
  /// feedback once the modal has presented and its dismissal's once it has left, each once, and
  /// a style without haptics plays nothing.
  ///
  /// No public API observes a feedback generator, and a simulator has no Taptic Engine, so the
  /// feedback is read through the player's package hook (`ModalHapticsPlayer.willPlay`), just
  /// before Veil calls UIKit's generator: this file runs in the package's plan only, and the
  /// hosted bundle leaves it out. Whether the device then vibrates is UIKit's decision (the
  /// Taptic Engine, the app in the foreground, the System Haptics setting) and a manual check.
  @MainActor
  final class HapticsTests: XCTestCase {
    /// Presents a controller with `present` from a new window, dismisses it through UIKit, and
    /// returns the feedback played after `didPresent` and after `didDismiss`.
    private func playedFeedback(
      file: StaticString = #filePath, line: UInt = #line,
      _ present: (_ root: UIViewController, _ controller: UIViewController) -> Void
    ) -> (presented: [ModalHaptics.Feedback], dismissed: [ModalHaptics.Feedback])? {
      var played: [ModalHaptics.Feedback] = []
      ModalHapticsPlayer.willPlay = { played.append($0) }
      addTeardownBlock { @MainActor in ModalHapticsPlayer.willPlay = nil }
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self, file: file, line: line)
      defer { fixture.close() }
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      present(root, controller)
      guard
        waitUntil("didPresent", file: file, line: line, condition: { recorder.isPresentedNow })
      else { return nil }
      runLoop(for: 0.2)
      let presented = played
      controller.dismiss(animated: true)
      guard waitUntil("didDismiss", file: file, line: line, condition: { recorder.hasDismissed })
      else { return nil }
      runLoop(for: 0.2)
      return (presented, played)
    }

    func test_C7_aStylePlaysItsFeedbackOncePresentedAndOnceDismissed() {
      let haptics = ModalHaptics(onPresent: .impact(.light), onDismiss: .notification(.success))
      guard
        let played = playedFeedback({
          $0.present($1, style: ModalStyle.card.haptics(haptics), animated: true)
        })
      else { return }
      XCTAssertEqual(played.presented, [.impact(.light)], "once, when the card has presented")
      XCTAssertEqual(
        played.dismissed, [.impact(.light), .notification(.success)],
        "the dismissal's once, when it has left")
    }

    func test_C7_aSheetPlaysItsOwnHaptics() {
      guard
        let played = playedFeedback({
          $0.present($1, style: SheetStyle.halfSheet.haptics(.standard), animated: true)
        })
      else { return }
      XCTAssertEqual(played.presented, [.impact(.light)])
      XCTAssertEqual(played.dismissed, [.impact(.light)], "the standard haptics skip dismissal")
    }

    func test_C7_aStyleWithoutHapticsPlaysNothing() {
      guard
        let played = playedFeedback({ $0.present($1, style: ModalStyle.drawer, animated: true) })
      else { return }
      XCTAssertEqual(played.dismissed, [])
    }
  }
#endif
