#if os(iOS)
  import UIKit

  /// The clear root of a ``PassthroughWindow``: it presents the modal and lets the app's window
  /// decide what a full-screen root decides (status bar, orientations), so a toast neither
  /// shows a hidden status bar nor allows a rotation the screen under it forbids.
  @MainActor
  final class PassthroughRootViewController: UIViewController {
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
