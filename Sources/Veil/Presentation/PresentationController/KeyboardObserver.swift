#if os(iOS)
  import UIKit
  import VeilDecisions

  /// The keyboard over a presentation's container, for a placement that avoids it: how far it
  /// reaches into the container, and the keyboard's own animation for following it.
  ///
  /// VeilDecisions' `PresentationLayout` decides both from UIKit's notifications: the height
  /// from the keyboard's frame at the end of its move, converted into the container, and the
  /// animation from the notification's duration and curve.
  @MainActor
  final class KeyboardObserver: NSObject {
    /// How far the keyboard reaches into the container from its bottom, in points; 0 while it
    /// is hidden.
    private(set) var height: Double = 0
    /// Called inside the keyboard's animation when ``height`` changed.
    var onChange: () -> Void = {}

    private weak var containerView: UIView?

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
      var keyboardTop: Double?
      if notification.name != UIResponder.keyboardWillHideNotification,
        let screenFrame = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
      {
        keyboardTop =
          containerView.convert(
            window.convert(screenFrame, from: window.screen.coordinateSpace), from: window
          ).minY
      }
      let height = PresentationLayout.keyboardHeight(
        keyboardTop: keyboardTop, containerBottom: containerView.bounds.maxY)
      guard height != self.height else { return }
      self.height = height
      let animation = PresentationLayout.keyboardAnimation(
        duration: info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
        curve: info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt)
      UIView.animate(
        withDuration: animation.duration, delay: 0,
        options: [UIView.AnimationOptions(rawValue: animation.curve << 16), .beginFromCurrentState]
      ) {
        self.onChange()
      }
    }
  }
#endif
