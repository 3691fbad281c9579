#if os(iOS)
  import UIKit

  /// A zero-size child controller in a sheet's controller that says when the sheet's view will
  /// disappear, and has disappeared, while the sheet is being dismissed.
  ///
  /// UIKit calls no sheet delegate method when a sheet is dismissed programmatically (Apple,
  /// `presentationControllerDidDismiss(_:)`), and a UIKit-API sheet is the app's own
  /// controller, which Veil cannot subclass; a child controller still gets the appearance
  /// callbacks its parent forwards (the public `addChild(_:)`). What its reports mean is
  /// decided by `ModalScreenDriver` (VeilDecisions).
  ///
  /// A navigation or tab bar controller's children are its pages, so the observer goes into
  /// the page it shows (the top or selected one) instead; into no other container (a split or
  /// page view controller), where the driver still hears of the sheet's departure when its
  /// container leaves the window, as before.
  @MainActor
  final class SheetDismissalObserver: UIViewController {
    /// The sheet's presented controller, whose dismissal the observer watches.
    private weak var presented: UIViewController?

    /// The controller's view will disappear while it is being dismissed; `true` when the
    /// user drives the transition.
    private var onWillDisappear: (_ isInteractive: Bool) -> Void = { _ in }
    /// The controller's view has disappeared while it was being dismissed.
    private var onDidDisappear: () -> Void = {}

    /// Whether a presentation observes through it; not after ``remove(from:)``.
    private var isObserving = false

    /// Puts an observer into `controller`, or gives the one already there these callbacks;
    /// `nil` when the controller is a container it cannot join.
    @discardableResult
    static func install(
      in controller: UIViewController,
      onWillDisappear: @escaping (_ isInteractive: Bool) -> Void,
      onDidDisappear: @escaping () -> Void
    ) -> SheetDismissalObserver? {
      guard let parent = host(in: controller) else { return nil }
      let observer = existing(in: parent) ?? SheetDismissalObserver()
      observer.presented = controller
      observer.onWillDisappear = onWillDisappear
      observer.onDidDisappear = onDidDisappear
      observer.isObserving = true
      if observer.parent !== parent {
        parent.addChild(observer)
        parent.view.addSubview(observer.view)
        observer.didMove(toParent: parent)
      }
      return observer
    }

    /// The controller the observer joins as a child: the presented one, or the page a
    /// navigation or tab bar controller shows; `nil` for another container.
    private static func host(in controller: UIViewController) -> UIViewController? {
      switch controller {
      case let navigation as UINavigationController: navigation.topViewController
      case let tabs as UITabBarController: tabs.selectedViewController
      case is UISplitViewController, is UIPageViewController: nil
      default: controller
      }
    }

    /// Stops reporting at once, and leaves its parent on the next turn (not from inside one of
    /// its own callbacks), unless a presentation installed it again meanwhile.
    func remove() {
      onWillDisappear = { _ in }
      onDidDisappear = {}
      isObserving = false
      DispatchQueue.main.async { [weak self] in
        guard let self, !isObserving, parent != nil else { return }
        willMove(toParent: nil)
        view.removeFromSuperview()
        removeFromParent()
      }
    }

    private static func existing(in controller: UIViewController) -> SheetDismissalObserver? {
      controller.children.lazy.compactMap { $0 as? SheetDismissalObserver }.first
    }

    override func loadView() {
      let view = UIView(frame: .zero)
      view.isUserInteractionEnabled = false
      view.accessibilityElementsHidden = true
      self.view = view
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      guard let presented, presented.isBeingDismissed else { return }
      onWillDisappear(presented.transitionCoordinator?.isInteractive ?? false)
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      guard let presented, presented.isBeingDismissed else { return }
      onDidDisappear()
    }
  }
#endif
