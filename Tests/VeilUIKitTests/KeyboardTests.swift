#if os(iOS)
  import UIKit
  import Veil
  import XCTest

  /// B10 for Veil-drawn styles on a real window: a card whose field is focused moves above the
  /// software keyboard, on the keyboard's own animation. A simulator with a hardware keyboard
  /// connected shows no software keyboard: the test skips itself then.
  @MainActor
  final class KeyboardTests: XCTestCase {
    /// A card's content: a text field at its bottom edge.
    final class FieldController: UIViewController {
      let field = UITextField()

      override func loadView() {
        view = UIView()
        view.backgroundColor = .white
        preferredContentSize = CGSize(width: 280, height: 200)
        field.borderStyle = .roundedRect
        field.frame = CGRect(x: 10, y: 160, width: 260, height: 34)
        field.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
        view.addSubview(field)
      }
    }

    /// The keyboard's notification as the test hears it, and whether the card was animated
    /// with the keyboard's duration.
    @MainActor
    final class KeyboardLog: NSObject {
      var endFrame: CGRect?
      var duration: Double?
      var movedWithTheKeyboard = false
      weak var content: UIView?

      @objc func keyboardWillChange(_ notification: Notification) {
        let info = notification.userInfo ?? [:]
        endFrame = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
        let duration = self.duration ?? 0
        // On the next turn, while the keyboard's animation (a quarter of a second) still runs:
        // whatever order the observers are called in, Veil's has animated the card by then.
        DispatchQueue.main.async { [weak self] in
          guard let self, let content else { return }
          movedWithTheKeyboard =
            movedWithTheKeyboard || KeyboardTests.hasAnimation(lasting: duration, above: content)
        }
      }

      /// Focuses `field` with this log observing `name`, and waits for the keyboard to settle;
      /// returns its end frame in screen coordinates and `view`'s window, or skips when no
      /// software keyboard appears (a hardware keyboard is connected).
      func focus(
        _ field: UIResponder, in view: UIView, observing name: Notification.Name
      ) throws -> (screenFrame: CGRect, window: UIWindow) {
        NotificationCenter.default.addObserver(
          self, selector: #selector(keyboardWillChange(_:)), name: name, object: nil)
        defer { NotificationCenter.default.removeObserver(self) }
        field.becomeFirstResponder()
        runLoop(for: 1.5) { self.endFrame == nil }
        guard let screenFrame = endFrame, let window = view.window,
          screenFrame.height > 0, screenFrame.minY < window.screen.bounds.height
        else {
          field.resignFirstResponder()
          throw XCTSkip("B10: no software keyboard appeared (a hardware keyboard is connected)")
        }
        runLoop(for: 1)
        return (screenFrame, window)
      }
    }

    /// A centred card's focused field ends above the keyboard's top edge (half a point of
    /// tolerance for rounding), and the card starts moving with an animation of the duration
    /// the keyboard's notification gave (within 0.01 s). A failure means the focused content
    /// stays under the keyboard, or jumps (or follows a timing of its own) instead of riding
    /// with it.
    func test_B10_aCardsFocusedFieldRidesAboveTheKeyboard() throws {
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      defer { fixture.close() }
      let recorder = EventRecorder()
      let controller = FieldController()
      root.present(controller, style: .card, onEvent: { recorder.record($0) })
      guard waitUntil("B10: didPresent", condition: { recorder.isPresentedNow }) else { return }
      runLoop(for: 0.3)

      let log = KeyboardLog()
      log.content = controller.view
      let (screenFrame, window) = try log.focus(
        controller.field, in: controller.view,
        observing: UIResponder.keyboardWillChangeFrameNotification)
      let keyboardTop = window.convert(screenFrame, from: window.screen.coordinateSpace).minY
      let fieldBottom = controller.field.convert(controller.field.bounds, to: window).maxY
      XCTAssertLessThanOrEqual(fieldBottom, keyboardTop + 0.5, "the field is above the keyboard")
      XCTAssertTrue(
        log.movedWithTheKeyboard,
        "the card moves with an animation of the keyboard's duration, \(log.duration ?? -1) s")
      controller.field.resignFirstResponder()
      runLoop(for: 0.6)
    }

    /// Whether `view` or one of its superviews has a position or bounds animation of
    /// `duration` seconds (0.01 s tolerance).
    static func hasAnimation(lasting duration: Double, above view: UIView) -> Bool {
      var current: UIView? = view
      while let layer = current?.layer {
        for key in layer.animationKeys() ?? [] {
          if let animation = layer.animation(forKey: key),
            abs(animation.duration - duration) <= 0.01,
            key.hasPrefix("position") || key.hasPrefix("bounds")
          {
            return true
          }
        }
        current = current?.superview
      }
      return false
    }
  }
#endif
