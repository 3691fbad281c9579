#if os(iOS)
  import UIKit
  import VeilDecisions

  /// The window a modal is shown in when its backdrop lets taps through
  /// (`Backdrop.TapBehavior.passesThrough`).
  ///
  /// UIKit's presentation container swallows every touch, and public API offers no way into it.
  /// So such a modal is presented from the clear root of a window of its own, just above the
  /// app's: a touch that lands on the modal's content (or on anything presented above it) stays
  /// here, any other touch falls through to the windows below, and the presenting screen stays
  /// interactive around the modal.
  ///
  /// A full-screen window above the app's decides the status bar and the orientations, so its
  /// root asks the app's window instead; and if the modal's content took key status (a text
  /// field), hiding the window hands it back to the window that had it.
  @MainActor
  final class PassthroughWindow: UIWindow {
    /// The window that was key when this one opened, given key status back when it closes.
    private weak var previousKeyWindow: UIWindow?
    /// Which touches the window keeps, and when it gives key status back (VeilDecisions'
    /// `PassthroughWindowPolicy`).
    private var policy = PassthroughWindowPolicy()

    /// Creates a window over `window`, in the same scene, ready to present from its root.
    init?(over window: UIWindow) {
      guard let scene = window.windowScene else { return nil }
      super.init(windowScene: scene)
      previousKeyWindow = scene.keyWindow ?? window
      windowLevel = window.windowLevel + 1
      backgroundColor = .clear
      rootViewController = PassthroughRootViewController(underlying: window)
      isHidden = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      nil
    }

    override var isHidden: Bool {
      willSet { policy.willSetHidden(newValue, isHidden: isHidden, isKey: isKeyWindow) }
      didSet {
        // UIKit picks some other window when a key window hides; the one the user was in is
        // the right one.
        if policy.didSetHidden(isHidden: isHidden) { previousKeyWindow?.makeKey() }
      }
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      guard let hit = super.hitTest(point, with: event) else { return nil }
      let keeps = PassthroughWindowPolicy.keepsTouch(
        presentedFrom: rootViewController, presented: { $0.presentedViewController },
        contains: { hit.isDescendant(of: $0.view) })
      return keeps ? hit : nil
    }
  }
#endif
