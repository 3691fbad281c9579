#if os(iOS)
  import UIKit
  import VeilCore
  import VeilDecisions

  extension ModalDriver {
    /// UIKit showed the popover as a sheet in a compact width, or as a popover.
    func popoverAdapted(toSheet: Bool) { handle(.popoverAdapted(toSheet: toSheet)) }

    /// The delegate that makes `controller` a popover of `popover`, configured and pointing at
    /// its source: the named one when it is on screen, else the anchor's view, with a warning when
    /// a named source was not found (`PopoverSourceCheck`).
    func popoverDelegate(
      for controller: UIViewController, popover: PopoverStyle, anchor: UIViewController?,
      in window: UIWindow?
    ) -> PopoverPresentationDelegate {
      let anchorView = anchor?.viewIfLoaded
      var namedView: UIView?
      if case .id(let id) = popover.source {
        namedView = ModalTransitionSources.shared.view(for: id)
      }
      let sourceView: UIView?
      let check = PopoverSourceCheck(
        source: popover.source, namedSourceIsInWindow: namedView != nil)
      switch check {
      case .namedSource:
        sourceView = namedView
      case .anchor(let warning):
        warning?.report()
        sourceView = anchorView
      }
      let isRightToLeft =
        (anchorView ?? window)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
      let delegate = PopoverPresentationDelegate(
        driver: self, popover: popover, isRightToLeft: isRightToLeft)
      // The UIKit API's anchor is the presenting controller itself; SwiftUI's stands where
      // the modifier does.
      let pointing = PopoverPointing(
        check: check, anchorIsAControllersView: !(anchor is AnchorViewController),
        plan: PopoverPlan(popover: popover, isRightToLeft: isRightToLeft))
      delegate.configure(controller, sourceView: sourceView, pointing: pointing, in: window)
      return delegate
    }
  }
#endif
