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
  }
#endif
