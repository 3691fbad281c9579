import VeilCore

/// Whether UIKit's `present(_:style:)` may go ahead, decided before anything is set up.
package enum UIKitPresentRequest: Hashable, Sendable {
  /// Present.
  case proceed
  /// Present nothing, and report why.
  case refuse(RuntimeWarning)

  /// The answer for one call.
  ///
  /// A controller already presented is refused first: UIKit would throw for it whatever the
  /// presenter. A presenter outside a window is refused next: UIKit cannot present from it,
  /// and Veil has no later moment to try again, as a SwiftUI anchor has when it enters one.
  ///
  /// - Parameters:
  ///   - presenter: The presenting controller's type name, for the message.
  ///   - presenterIsInWindow: Whether its view is loaded and in a window.
  ///   - presented: The presented controller's type name, for the message.
  ///   - presentedIsAlreadyPresented: Whether it has a presenting controller or is being
  ///     presented.
  package init(
    presenter: String, presenterIsInWindow: Bool,
    presented: String, presentedIsAlreadyPresented: Bool
  ) {
    if presentedIsAlreadyPresented {
      self = .refuse(.presentAlreadyPresentedController(presented: presented))
    } else if !presenterIsInWindow {
      self = .refuse(.presentFromControllerWithoutWindow(presenter: presenter))
    } else {
      self = .proceed
    }
  }
}

extension UIKitPresentRequest {
  /// The warning a refused request reports; `nil` when it proceeds.
  package var warning: RuntimeWarning? {
    switch self {
    case .proceed: nil
    case .refuse(let warning): warning
    }
  }
}
