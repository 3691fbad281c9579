#if os(iOS)
  import UIKit
  import VeilCore
  import VeilDecisions

  /// The keyboard over a presentation's container, for a placement that avoids it: how far it
  /// reaches into the container, and the keyboard's own animation for following it.
  ///
  /// VeilDecisions' `KeyboardTracker` decides both from UIKit's notifications: the height from
  /// the keyboard's frame at the end of its move, converted here into the container, and the
  /// animation from the notification's duration and curve.
  @MainActor
  final class KeyboardObserver: NSObject {
    /// How far the keyboard reaches into the container from its bottom, in points; 0 while it
    /// is hidden.
    var height: Double { tracker.height }
    /// Called inside the keyboard's animation when ``height`` changed.
    var onChange: () -> Void = {}

    private weak var containerView: UIView?
    private var tracker = KeyboardTracker()

    /// Starts following the keyboard over `containerView`.
    func start(in containerView: UIView) {
      self.containerView = containerView
      let center = NotificationCenter.default
      center.addObserver(
        self, selector: #selector(keyboardWillChange(_:)),
        name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
      center.addObserver(
        self, selector: #selector(keyboardWillChange(_:)),
        name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    /// Stops following the keyboard.
    func stop() {
      NotificationCenter.default.removeObserver(self)
    }

    @objc private func keyboardWillChange(_ notification: Notification) {
      guard let containerView, let window = containerView.window else { return }
      let info = notification.userInfo ?? [:]
      let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
      let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
      let change: KeyboardTracker.Notification
      if notification.name == UIResponder.keyboardWillHideNotification {
        change = .willHide(duration: duration, curve: curve)
      } else {
        let screenFrame = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        let end = screenFrame.map {
          Rect(
            containerView.convert(
              window.convert($0, from: window.screen.coordinateSpace), from: window))
        }
        change = .willChangeFrame(end: end, duration: duration, curve: curve)
      }
      guard let move = tracker.handle(change, container: Rect(containerView.bounds)) else {
        return
      }
      UIView.animate(
        withDuration: move.duration, delay: 0,
        options: [
          UIView.AnimationOptions(rawValue: move.animationOptionsRawValue), .beginFromCurrentState,
        ]
      ) {
        self.onChange()
      }
    }
  }
#endif
