#if os(iOS)
  import UIKit
  import VeilCore

  extension UIViewController {
    /// Presents and dismisses the Veil modals of this controller's window from code, looked up
    /// at each call (``ModalPresenter``).
    ///
    /// ```swift
    /// @objc func signOut() {
    ///   modalPresenter.dismissAll()
    /// }
    /// ```
    public var modalPresenter: ModalPresenter {
      ModalPresenter(viewController: self)
    }

    /// Dismisses the Veil modals presented above this controller, top first; this controller
    /// stays. For a controller presented with `present(_:style:)`, the modals above its modal;
    /// for a controller that is not presented (the window's root, a controller in its
    /// navigation stack), all the window's modals but the pass-through ones (toasts); for any
    /// other, nothing.
    ///
    /// - Parameter animated: Whether the last dismissal (the lowest that goes) animates.
    public func dismissModalsAbove(animated: Bool = true) {
      // Under a full-screen cover UIKit takes this controller's view out of the window; the
      // controllers it presents are still in it.
      let chain = sequence(first: self as UIViewController) { $0.presentedViewController }
      guard let window = chain.lazy.compactMap({ $0.viewIfLoaded?.window }).first else { return }
      let host = ModalStackHost.host(for: window)
      if let driver = host.driver(presenting: self) ?? parent.flatMap(host.driver(presenting:)) {
        driver.dismissAbove(animated: animated)
      } else if presentingViewController == nil {
        // The window's root, or a controller inside it: every modal stands above it.
        host.dismiss(.all(includingOwnWindows: false), animated: animated)
      }
    }
  }

  extension UIWindow {
    /// Presents and dismisses this window's Veil modals from code (``ModalPresenter``).
    public var modalPresenter: ModalPresenter {
      ModalPresenter(window: self)
    }
  }
#endif
