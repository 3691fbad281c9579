#if os(iOS)
  import UIKit

  /// A presented controller that follows its modal's transition, as SwiftUI content reads
  /// `ModalContext.transitionProgress`: adopt it in the controller you present with
  /// ``UIKit/UIViewController/present(_:style:animated:completion:)-(_,ModalStyle,_,_)``.
  ///
  /// The progress runs from 0 (dismissed) to 1 (presented), the value the backdrop follows:
  /// up while the modal presents, down while it is dismissed, and down and up again as a
  /// drag-to-dismiss gesture moves it. While a Veil-drawn transition plays it is reported on
  /// every display refresh; during a drag at every movement of the finger; it always ends on
  /// exactly 1 once presented and 0 once dismissed. UIKit animates its sheets and popovers
  /// itself: there only the ends are reported. Veil samples a transition only for a controller
  /// that adopts this protocol.
  ///
  /// ```swift
  /// final class MenuViewController: UIViewController, ModalTransitionProgressObserving {
  ///   func modalViewController(
  ///     _ viewController: UIViewController, didUpdateTransitionProgress progress: Double
  ///   ) {
  ///     let scale = 0.9 + 0.1 * progress
  ///     stackView.transform = CGAffineTransform(scaleX: scale, y: scale)
  ///   }
  /// }
  /// ```
  @MainActor
  public protocol ModalTransitionProgressObserving: AnyObject {
    /// Called when the transition's progress of the modal that shows `viewController` changes.
    ///
    /// - Parameters:
    ///   - viewController: The presented controller.
    ///   - progress: How presented the modal is, 0…1.
    func modalViewController(
      _ viewController: UIViewController, didUpdateTransitionProgress progress: Double)
  }
#endif
