#if os(iOS)
  import UIKit

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
    /// Whether this window was key when it was asked to hide.
    private var wasKeyWhenHidden = false

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
      willSet {
        if newValue, !isHidden { wasKeyWhenHidden = isKeyWindow }
      }
      didSet {
        // UIKit picks some other window when a key window hides; the one the user was in is
        // the right one.
        guard isHidden, wasKeyWhenHidden else { return }
        wasKeyWhenHidden = false
        previousKeyWindow?.makeKey()
      }
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      guard let hit = super.hitTest(point, with: event) else { return nil }
      var presented = rootViewController?.presentedViewController
      while let controller = presented {
        if hit.isDescendant(of: controller.view) { return hit }
        presented = controller.presentedViewController
      }
      return nil
    }
  }

  /// The clear root of a ``PassthroughWindow``: it presents the modal and lets the app's window
  /// decide what a full-screen root decides (status bar, orientations), so a toast neither
  /// shows a hidden status bar nor allows a rotation the screen under it forbids.
  @MainActor
  private final class PassthroughRootViewController: UIViewController {
    private weak var underlying: UIWindow?

    init(underlying window: UIWindow) {
      underlying = window
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      nil
    }

    override func loadView() {
      let view = UIView()
      view.backgroundColor = .clear
      self.view = view
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      // The window above now answers for the status bar: have UIKit ask it, and so the app.
      setNeedsStatusBarAppearanceUpdate()
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
      decider(following: \.childForStatusBarStyle)?.preferredStatusBarStyle ?? .default
    }

    override var prefersStatusBarHidden: Bool {
      decider(following: \.childForStatusBarHidden)?.prefersStatusBarHidden ?? false
    }

    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation {
      decider(following: \.childForStatusBarHidden)?.preferredStatusBarUpdateAnimation ?? .fade
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
      topmostUnderlying?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }

    /// The controller of the app's window that UIKit would ask if this window were not above
    /// it: the root, or the topmost presented controller that took the question over. Apple
    /// (`modalPresentationCapturesStatusBarAppearance`): control passes to a presented
    /// controller only if it is `.fullScreen` or sets that property.
    private var topmostUnderlying: UIViewController? {
      guard var top = underlying?.rootViewController else { return nil }
      var presented = top.presentedViewController
      while let next = presented {
        if !next.isBeingDismissed,
          next.modalPresentationStyle == .fullScreen
            || next.modalPresentationCapturesStatusBarAppearance
        {
          top = next
        }
        presented = next.presentedViewController
      }
      return top
    }

    /// The controller that answers a status-bar question in the app's window: the topmost one,
    /// or the child it hands the question to, as UIKit follows them.
    private func decider(following child: KeyPath<UIViewController, UIViewController?>)
      -> UIViewController?
    {
      guard var decider = topmostUnderlying else { return nil }
      // A container hands the question on a few levels at most; the bound only guards a cycle.
      for _ in 0..<16 {
        guard let next = decider[keyPath: child], next !== decider else { break }
        decider = next
      }
      return decider
    }
  }
#endif
