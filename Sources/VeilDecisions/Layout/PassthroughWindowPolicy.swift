/// The window a pass-through modal is shown in: which touches it keeps, and when it gives key
/// status back to the window the user was in.
///
/// - **Touches.** The window keeps a touch that lands on the modal's content or on anything
///   presented above it: a hit inside a controller of the chain presented from its clear root.
///   Any other touch falls through to the windows below.
/// - **Key status.** If the window was key when it hides (the modal's text field took key
///   status), UIKit gives key status to some other window; the one that was key when the modal
///   opened is the right one, so it gets it back.
///
/// ```swift
/// var policy = PassthroughWindowPolicy()
/// policy.willSetHidden(true, isHidden: false, isKey: true)
/// policy.didSetHidden(isHidden: true)   // true: make the previous window key
/// ```
package struct PassthroughWindowPolicy: Hashable, Sendable {
  /// Whether the window was key when it was asked to hide.
  package private(set) var wasKeyWhenHidden = false

  /// A policy for a window that has not hidden yet.
  package init() {}

  /// Whether the window keeps a touch: some controller presented from `root` (following
  /// `presented`) `contains` the hit view.
  ///
  /// - Parameters:
  ///   - root: The window's root controller.
  ///   - presented: A controller's `presentedViewController`.
  ///   - contains: Whether a controller's view contains the hit view.
  /// - Returns: Whether to keep the touch (else it falls through).
  package static func keepsTouch<Node>(
    presentedFrom root: Node?, presented: (Node) -> Node?, contains: (Node) -> Bool
  ) -> Bool {
    var next = root.flatMap(presented)
    while let current = next {
      if contains(current) { return true }
      next = presented(current)
    }
    return false
  }

  /// The window's `isHidden` is about to be set to `hidden`.
  ///
  /// - Parameters:
  ///   - hidden: The new value.
  ///   - isHidden: The value now.
  ///   - isKey: Whether the window is key now.
  package mutating func willSetHidden(_ hidden: Bool, isHidden: Bool, isKey: Bool) {
    if hidden, !isHidden { wasKeyWhenHidden = isKey }
  }

  /// The window's `isHidden` was set.
  ///
  /// - Parameter isHidden: The value now.
  /// - Returns: Whether to give key status back to the window that was key when the modal
  ///   opened: the window hid while it was key. Answered once per hiding.
  package mutating func didSetHidden(isHidden: Bool) -> Bool {
    guard isHidden, wasKeyWhenHidden else { return false }
    wasKeyWhenHidden = false
    return true
  }
}
