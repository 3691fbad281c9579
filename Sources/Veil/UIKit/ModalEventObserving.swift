#if os(iOS)
  import UIKit
  import VeilCore

  /// A controller that wants to hear the lifecycle events of a modal presented with
  /// ``UIKit/UIViewController/present(_:style:animated:completion:)-(_,ModalStyle,_,_)``: adopt it in the presented
  /// controller, the presenting one, or both. A closure passed as `onEvent:`
  /// (``UIKit/UIViewController/present(_:style:animated:onEvent:completion:)-(_,ModalStyle,_,_,_)``)
  /// hears the same events without a conformance, before the observers do.
  ///
  /// ```swift
  /// final class PhotoViewController: UIViewController, ModalEventObserving {
  ///   func modalViewController(_ viewController: UIViewController, didReceive event: ModalEvent) {
  ///     if case .didDismiss(.drag) = event { analytics.log("swiped away") }
  ///   }
  /// }
  /// ```
  @MainActor
  public protocol ModalEventObserving: AnyObject {
    /// Called with each event of the modal that shows `viewController`, in order:
    /// `willPresent`, `didPresent`, `willDismiss(reason)`, `didDismiss(reason)`.
    ///
    /// - Parameters:
    ///   - viewController: The presented controller.
    ///   - event: What happened.
    func modalViewController(_ viewController: UIViewController, didReceive event: ModalEvent)

    /// Called when the user tries to dismiss the modal that shows `viewController` and a lock
    /// refuses: the style's `interactiveDismissDisabled`, or the `isModalInPresentation` of a
    /// controller presented as a sheet. Veil's counterpart of UIKit's
    /// `presentationControllerDidAttemptToDismiss(_:)`, for every style; ask, then dismiss with
    /// `dismiss(animated:)`. Does nothing unless implemented.
    ///
    /// - Parameters:
    ///   - viewController: The presented controller.
    ///   - attempt: The gesture the lock refused.
    func modalViewController(
      _ viewController: UIViewController, didAttemptToDismiss attempt: ModalDismissAttempt)
  }

  extension ModalEventObserving {
    /// Does nothing: an observer hears refused dismissal attempts only if it implements this.
    ///
    /// - Parameters:
    ///   - viewController: The presented controller.
    ///   - attempt: The gesture the lock refused.
    public func modalViewController(
      _ viewController: UIViewController, didAttemptToDismiss attempt: ModalDismissAttempt
    ) {}
  }
#endif
