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
  @MainActor
  final class SheetDismissalObserver: UIViewController {
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
    ) {
      let observer = existing(in: controller) ?? SheetDismissalObserver()
      observer.onWillDisappear = onWillDisappear
      observer.onDidDisappear = onDidDisappear
      observer.isObserving = true
      guard observer.parent !== controller else { return }
      controller.addChild(observer)
      controller.view.addSubview(observer.view)
      observer.didMove(toParent: controller)
    }

    /// Takes the observer out of `controller`: its callbacks at once, the child controller on
    /// the next turn (not from inside one of its own callbacks), unless a presentation
    /// installed it again meanwhile.
    static func remove(from controller: UIViewController) {
      guard let observer = existing(in: controller) else { return }
      observer.onWillDisappear = { _ in }
      observer.onDidDisappear = {}
      observer.isObserving = false
      DispatchQueue.main.async { [weak observer] in
        guard let observer, !observer.isObserving else { return }
        observer.willMove(toParent: nil)
        observer.view.removeFromSuperview()
        observer.removeFromParent()
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
      guard let parent, parent.isBeingDismissed else { return }
      onWillDisappear(parent.transitionCoordinator?.isInteractive ?? false)
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      guard let parent, parent.isBeingDismissed else { return }
      onDidDisappear()
    }
  }
#endif
