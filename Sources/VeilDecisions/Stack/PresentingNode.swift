import VeilCore

/// A view controller as the presenter lookup reads it: only the members it needs.
///
/// UIKit's `UIViewController` conforms in Veil; the scripted UIKit of the tests conforms with
/// plain objects. The lookup reads these live, in the middle of a decision, which is why this
/// is an object seam rather than a value.
@MainActor
package protocol PresentingNode: AnyObject {
  /// `presentedViewController`.
  var presentedNode: (any PresentingNode)? { get }
  /// `children`: a navigation controller's pushed controllers, a tab's pages.
  var childNodes: [any PresentingNode] { get }
  /// `isBeingPresented`.
  var isBeingPresented: Bool { get }
  /// `isBeingDismissed`.
  var isBeingDismissed: Bool { get }
  /// Whether `transitionCoordinator` is non-`nil`.
  var hasTransitionCoordinator: Bool { get }
  /// Queues `completion` for the end of the running transition (the coordinator's
  /// `animate(alongsideTransition: nil, completion:)`); `false` when it was not queued (no
  /// coordinator, or the coordinator refused).
  func waitForTransition(_ completion: @escaping @MainActor () -> Void) -> Bool
}
