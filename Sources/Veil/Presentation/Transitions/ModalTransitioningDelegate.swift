#if os(iOS)
  import ObjectiveC
  import UIKit
  import VeilCore
  import VeilDecisions

  /// Hands UIKit a Veil presentation's presentation controller and animators.
  ///
  /// UIKit holds a controller's `transitioningDelegate` weakly, so the presented controller
  /// itself retains this object (``retain(by:)``, an associated object, public Objective-C
  /// runtime API) and nothing else does: it goes when the presented controller goes. It refers
  /// to the driver weakly. Styles that cover the screen take over the status bar
  /// (`ModalStyle.capturesStatusBarAppearance`).
  @MainActor
  final class ModalTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The style being presented.
    let style: ModalStyle
    /// Receives the presentation's events.
    weak var driver: ModalDriver?
    /// The animator of the transition running now, if any.
    private(set) var activeAnimator: ModalTransitionAnimator?

    init(style: ModalStyle, driver: ModalDriver) {
      self.style = style
      self.driver = driver
    }

    /// Makes `controller` keep this delegate for as long as it lives, and sets it as its
    /// transitioning delegate.
    func retain(by controller: UIViewController) {
      objc_setAssociatedObject(
        controller, &ModalTransitioningDelegate.associationKey, self,
        .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      controller.transitioningDelegate = self
      controller.modalPresentationStyle = .custom
      controller.modalPresentationCapturesStatusBarAppearance = style.capturesStatusBarAppearance
    }

    /// Lets go of the delegate kept by `controller`.
    static func release(from controller: UIViewController) {
      objc_setAssociatedObject(
        controller, &associationKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// The delegate `controller` keeps, if it keeps one.
    static func retained(by controller: UIViewController) -> ModalTransitioningDelegate? {
      objc_getAssociatedObject(controller, &associationKey) as? ModalTransitioningDelegate
    }

    private static var associationKey: UInt8 = 0

    /// Forgets the animator of a transition that has ended.
    func transitionDidEnd() {
      activeAnimator = nil
    }

    // UIKit declares the protocol on the main actor (`NS_SWIFT_UI_ACTOR`).
    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? {
      let controller = ModalPresentationController(
        style: style, presented: presented, presenting: presenting)
      controller.driver = driver
      return controller
    }

    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      activeAnimator = ModalTransitionAnimator(presenting: true, driver: driver)
      return activeAnimator
    }

    func animationController(
      forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      activeAnimator = ModalTransitionAnimator(presenting: false, driver: driver)
      return activeAnimator
    }
  }
#endif
