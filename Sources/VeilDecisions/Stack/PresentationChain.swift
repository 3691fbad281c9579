import VeilCore

/// Where a modal is presented from, and whether it can be now, over ``PresentingNode``s.
///
/// UIKit presents from one controller at a time per window: presenting from a controller that
/// already presents something fails with "Attempt to present … which is already presenting".
/// So Veil starts at the root of the anchor's own window and climbs to the topmost presented
/// controller that is not on its way out. That is what lets a modal open from inside a sheet,
/// a popover or another Veil modal (the see-through cover article).
@MainActor
package enum PresentationChain {
  /// The controller to present from: the topmost presented controller above `root` that is
  /// not being dismissed.
  package static func presenter(above root: any PresentingNode) -> any PresentingNode {
    var top = root
    while let presented = top.presentedNode, !presented.isBeingDismissed {
      top = presented
    }
    return top
  }

  /// The controller whose transition must end before `presenter` can present: the
  /// controller it presents (on its way out), `presenter` itself while it is being presented
  /// or dismissed, or a child of it in a transition of its own (a navigation push, whose
  /// coordinator the presenter does not see: `transitionCoordinator` only looks up).
  package static func blockingNode(for presenter: any PresentingNode) -> (any PresentingNode)? {
    if let presented = presenter.presentedNode { return presented }
    if isInTransition(presenter) { return presenter }
    return transitioningDescendant(of: presenter)
  }

  /// The controller whose transition must end before `controller` can be dismissed: itself,
  /// while it is still being presented or dismissed (UIKit calls `…TransitionDidEnd` from
  /// inside `completeTransition(_:)`, before the transition is over), the controller it
  /// presents, while that one is (a cascade dismisses each modal from the end of the one
  /// above it), or any controller of the window's chain from `root` in a transition (a
  /// presentation cancelled and already unlinked leaves only its presenter's coordinator).
  /// UIKit refuses a dismissal "while a presentation or dismiss is in progress".
  package static func dismissalBlocker(
    for controller: any PresentingNode, root: (any PresentingNode)?
  ) -> (any PresentingNode)? {
    let nodes = [controller, controller.presentedNode].compactMap { $0 } + chain(from: root)
    return nodes.first(where: isInTransition)
  }

  /// Whether `node` is in the presentation chain that starts at `root` (the root or a
  /// controller it presents, directly or not).
  package static func contains(_ node: any PresentingNode, from root: any PresentingNode) -> Bool {
    chain(from: root).contains { $0 === node }
  }

  /// Whether `node` is on screen in `root`'s chain: a controller of the chain, or a child of
  /// one at any depth (a controller a Veil sheet shows inside its container). UIKit refuses to
  /// present either: one is presented already, the other has a parent.
  private static func isShown(_ node: any PresentingNode, from root: any PresentingNode) -> Bool {
    func holds(_ parent: any PresentingNode) -> Bool {
      parent.childNodes.contains { $0 === node || holds($0) }
    }
    return chain(from: root).contains { $0 === node || holds($0) }
  }

  /// What the driver decides from: where the anchor's window starts, and the controller to
  /// present (if it has been made).
  ///
  /// - Parameters:
  ///   - root: The root controller of the anchor's window; `nil` when it has no window.
  ///   - controller: The controller about to be presented, when it exists before presenting
  ///     (a UIKit-API modal's own controller).
  /// - Returns: The check, and the presenter or the blocking controller it found.
  package static func check(
    root: (any PresentingNode)?, presenting controller: (any PresentingNode)?
  ) -> (check: ModalScreenDriver.PresenterCheck, node: (any PresentingNode)?) {
    guard let root else { return (.notInWindow, nil) }
    if let controller, isShown(controller, from: root) || controller.isBeingPresented {
      return (.alreadyPresented, nil)
    }
    let presenter = presenter(above: root)
    if let blocking = blockingNode(for: presenter) { return (.busy, blocking) }
    return (.ready, presenter)
  }

  private static func transitioningDescendant(
    of node: any PresentingNode
  ) -> (any PresentingNode)? {
    for child in node.childNodes {
      if isInTransition(child) { return child }
      if let found = transitioningDescendant(of: child) { return found }
    }
    return nil
  }

  /// Whether `node` is in a UIKit transition: being presented or dismissed, or holding a
  /// transition coordinator.
  private static func isInTransition(_ node: any PresentingNode) -> Bool {
    node.isBeingPresented || node.isBeingDismissed || node.hasTransitionCoordinator
  }

  /// The controller a modal opened from code (a toast, `ModalPresenter`) is anchored to in a
  /// window: the topmost of `root`'s chain whose view is in the window (`isInWindow`), not being
  /// dismissed; `root` when none is. The window's root is not enough: under a full-screen
  /// presentation UIKit removes the presenting controllers' views ("The views belonging to the
  /// presenting view controller are removed after the presentation completes",
  /// `UIModalPresentationStyle.fullScreen`), and an anchor out of the window joins no stack.
  ///
  /// - Parameters:
  ///   - root: The window's root controller.
  ///   - isInWindow: Whether a controller's view is in the window.
  /// - Returns: The controller to anchor to.
  package static func anchor(
    from root: any PresentingNode, isInWindow: (any PresentingNode) -> Bool
  ) -> any PresentingNode {
    chain(from: root).last { isInWindow($0) && !$0.isBeingDismissed } ?? root
  }

  /// `root` and every controller it presents, directly or not, top last; empty without a
  /// root.
  private static func chain(from root: (any PresentingNode)?) -> [any PresentingNode] {
    var nodes: [any PresentingNode] = []
    var next = root
    while let node = next {
      nodes.append(node)
      next = node.presentedNode
    }
    return nodes
  }
}
