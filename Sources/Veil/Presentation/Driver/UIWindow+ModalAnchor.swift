#if os(iOS)
  import UIKit
  import VeilDecisions

  extension UIWindow {
    /// The controller a modal opened from code (a toast, `ModalPresenter`) is anchored to: the
    /// topmost of the root's presentation chain whose view is in this window
    /// (VeilDecisions' `PresentationChain.anchor(from:isInWindow:)`), so that it still joins
    /// the window's stack under a full-screen cover, whose presenters' views UIKit removes.
    var modalAnchorController: UIViewController? {
      guard let root = rootViewController else { return nil }
      let anchor = PresentationChain.anchor(from: root) { [weak self] node in
        guard let self else { return false }
        return (node as? UIViewController)?.viewIfLoaded?.window === self
      }
      return anchor as? UIViewController ?? root
    }
  }
#endif
