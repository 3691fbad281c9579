import VeilCore

/// Why a presentation the window's stack started never reached the screen. The modal then
/// ends with `willDismiss(.parentDismissed)` and `didDismiss(.parentDismissed)` and no
/// `didPresent`; the warning says why.
package enum PresentationRefusal: Hashable, Sendable {
  /// UIKit's `present(_:animated:completion:)` did not take the controller (UIKit logs its
  /// own reason just before).
  case refusedByUIKit
  /// The controller is already in the window's presentation chain: UIKit would throw.
  case alreadyPresented

  /// The warning for a refused presentation of a controller of type `presented`.
  ///
  /// - Parameter presented: The presented controller's type name, for the message.
  /// - Returns: The warning.
  package func warning(presented: String) -> RuntimeWarning {
    switch self {
    case .refusedByUIKit: .presentationRefusedByUIKit(presented: presented)
    case .alreadyPresented: .presentAlreadyPresentedController(presented: presented)
    }
  }
}
