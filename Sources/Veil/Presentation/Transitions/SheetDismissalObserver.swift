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
  /// The sheet's controller is always Veil's: its SwiftUI host, or the container a UIKit-API
  /// sheet's controller is presented in (``SheetContainerController``), so the observer never
  /// joins a navigation or tab bar controller's pages.
  @MainActor
  final class SheetDismissalObserver: UIViewController {
    /// The sheet's presented controller, its parent, whose dismissal it watches.
    private weak var presented: UIViewController?

    /// The controller's view will disappear while it is being dismissed; `true` when the
    /// user drives the transition.
    private var onWillDisappear: (_ isInteractive: Bool) -> Void = { _ in }
    /// The controller's view has disappeared while it was being dismissed.
    private var onDidDisappear: () -> Void = {}

    /// Whether a presentation observes through it; not after ``remove(from:)``.
    private var isObserving = false

    /// Puts an observer into `controller`, or gives the one already there these callbacks.
    static func install(
      in controller: UIViewController,
      onWillDisappear: @escaping (_ isInteractive: Bool) -> Void,
      onDidDisappear: @escaping () -> Void
    ) -> SheetDismissalObserver {
      let observer = existing(in: controller) ?? SheetDismissalObserver()
      observer.presented = controller
      observer.onWillDisappear = onWillDisappear
      observer.onDidDisappear = onDidDisappear
      observer.isObserving = true
      if observer.parent !== controller {
        controller.addChild(observer)
        controller.view.addSubview(observer.view)
        observer.didMove(toParent: controller)
      }
      return observer
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
