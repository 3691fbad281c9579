/// Which controller of the app's window answers what a full-screen root answers (the status
/// bar, the orientations), for the clear root of the window a pass-through modal is shown in:
/// that window lies above the app's, so UIKit asks its root, which asks the app's window in
/// turn.
///
/// The walk is UIKit's: from the window's root along the presented controllers, a presented
/// controller takes the question over only if it covers the screen (`.fullScreen`) or sets
/// `modalPresentationCapturesStatusBarAppearance` (Apple, on that property), and not while it
/// is being dismissed; then along `childForStatusBarStyle` / `childForStatusBarHidden`, as a
/// container hands the question to a child.
///
/// ```swift
/// let top = StatusBarDecider.topmost(from: root, presented: \.presented, takesOver: \.covers)
/// let decider = StatusBarDecider.decider(from: top, child: \.child)
/// ```
package enum StatusBarDecider {
  /// How many containers a question is handed through at most: a container hands it on a few
  /// levels at most; the bound only guards a cycle.
  package static let maximumChildHops = 16

  /// The controller UIKit would ask first: `root`, or the last presented controller above it
  /// that takes the question over.
  ///
  /// - Parameters:
  ///   - root: The window's root controller.
  ///   - presented: A controller's `presentedViewController`.
  ///   - takesOver: Whether a presented controller takes the question over: it is not being
  ///     dismissed, and is `.fullScreen` or captures the status bar's appearance.
  /// - Returns: The topmost controller that answers.
  package static func topmost<Node>(
    from root: Node, presented: (Node) -> Node?, takesOver: (Node) -> Bool
  ) -> Node {
    var top = root
    var next = presented(root)
    while let current = next {
      if takesOver(current) { top = current }
      next = presented(current)
    }
    return top
  }

  /// The controller that answers: `top`, or the child it hands the question to, followed as
  /// UIKit follows them, at most ``maximumChildHops`` times, stopping at a controller that
  /// names itself.
  ///
  /// - Parameters:
  ///   - top: The topmost controller (``topmost(from:presented:takesOver:)``).
  ///   - child: A controller's `childForStatusBarStyle` or `childForStatusBarHidden`.
  /// - Returns: The controller whose answer counts.
  package static func decider<Node: AnyObject>(from top: Node, child: (Node) -> Node?) -> Node {
    var decider = top
    for _ in 0..<maximumChildHops {
      guard let next = child(decider), next !== decider else { break }
      decider = next
    }
    return decider
  }
}
