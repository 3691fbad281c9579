#if os(iOS)
  import UIKit
  import VeilDecisions

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
    /// it: the root, or the topmost presented controller that took the question over
    /// (VeilDecisions' `StatusBarDecider`).
    private var topmostUnderlying: UIViewController? {
      underlying?.rootViewController.map { root in
        StatusBarDecider.topmost(
          from: root, presented: { $0.presentedViewController },
          takesOver: {
            !$0.isBeingDismissed
              && ($0.modalPresentationStyle == .fullScreen
                || $0.modalPresentationCapturesStatusBarAppearance)
          })
      }
    }

    /// The controller that answers a status-bar question in the app's window: the topmost one,
    /// or the child it hands the question to, as UIKit follows them.
    private func decider(following child: KeyPath<UIViewController, UIViewController?>)
      -> UIViewController?
    {
      topmostUnderlying.map { StatusBarDecider.decider(from: $0, child: { $0[keyPath: child] }) }
    }
  }
#endif
