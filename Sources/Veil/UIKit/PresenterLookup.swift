#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Finds the view controller a modal should be presented from.
  ///
  /// UIKit presents from one controller at a time per window: presenting from a controller that
  /// already presents something fails with "Attempt to present … which is already presenting".
  /// So Veil starts at the root of the anchor's own window and climbs to the topmost presented
  /// controller that is not on its way out. That is what lets a modal open from inside a sheet,
  /// a popover or another Veil modal (seed 000).
  @MainActor
  enum PresenterLookup {
    /// The controller to present from, or `nil` while the anchor has no window yet.
    static func presenter(for anchor: UIViewController) -> UIViewController? {
      guard let window = anchor.viewIfLoaded?.window, var top = window.rootViewController else {
        return nil
      }
      while let presented = top.presentedViewController, !presented.isBeingDismissed {
        top = presented
      }
      return top
    }

    /// The controller whose transition must end before `presenter` can present: the
    /// controller it presents that is on its way out, or `presenter` itself while it is being
    /// presented or dismissed. `nil` when `presenter` can present now.
    static func controllerInTransition(blocking presenter: UIViewController) -> UIViewController? {
      if let presented = presenter.presentedViewController { return presented }
      return isTransitioning(presenter) ? presenter : nil
    }

    /// Whether `controller` is in the middle of a transition, when UIKit would refuse to present
    /// from it.
    static func isTransitioning(_ controller: UIViewController) -> Bool {
      controller.isBeingPresented || controller.isBeingDismissed
        || controller.transitionCoordinator != nil
    }
  }
#endif
