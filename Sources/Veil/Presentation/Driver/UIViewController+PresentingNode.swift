#if os(iOS)
  import UIKit
  import VeilCore
  import VeilDecisions

  /// UIKit's side of VeilDecisions' object seams: the few members the engine's decisions read
  /// live, in one place.
  extension UIViewController: PresentingNode {
    package var presentedNode: (any PresentingNode)? { presentedViewController }

    package var childNodes: [any PresentingNode] { children }

    package var hasTransitionCoordinator: Bool { transitionCoordinator != nil }

    package func waitForTransition(_ completion: @escaping @MainActor () -> Void) -> Bool {
      guard let coordinator = transitionCoordinator else { return false }
      return coordinator.animate(alongsideTransition: nil) { _ in
        MainActor.assumeIsolated { completion() }
      }
    }
  }
#endif
