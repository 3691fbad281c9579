#if os(iOS)
  import UIKit
  import VeilCore

  extension UIViewController {
    /// Presents `viewController` as UIKit's own sheet, configured by a ``/VeilCore/SheetStyle``
    /// (detents, grabber, largest undimmed detent, corner radius, whether the user may dismiss
    /// it, sizing, surface), with Veil's lifecycle and events. Otherwise as
    /// ``UIKit/UIViewController/present(_:style:animated:completion:)-(_,ModalStyle,_,_)``.
    ///
    /// ```swift
    /// present(FiltersViewController(), style: .sheet.detents([.medium, .large]))
    /// ```
    ///
    /// - Parameters:
    ///   - viewController: The controller to present. Its `modalPresentationStyle` is set by
    ///     Veil.
    ///   - style: The sheet.
    ///   - animated: Whether to animate the presentation and the dismissals Veil starts.
    ///   - completion: Called once, when the presentation is logically complete (`didPresent`).
    public func present(
      _ viewController: UIViewController,
      style: SheetStyle,
      animated: Bool = true,
      completion: (() -> Void)? = nil
    ) {
      present(
        viewController, style: ModalStyle(sheet: style), animated: animated,
        completion: completion)
    }

    /// Presents `viewController` as UIKit's own sheet and calls `onEvent` with each of its
    /// lifecycle events. Otherwise as
    /// ``UIKit/UIViewController/present(_:style:animated:onEvent:completion:)-(_,ModalStyle,_,_,_)``.
    ///
    /// ```swift
    /// present(FiltersViewController(), style: .sheet, onEvent: log)
    /// ```
    ///
    /// - Parameters:
    ///   - viewController: The controller to present. Its `modalPresentationStyle` is set by
    ///     Veil.
    ///   - style: The sheet.
    ///   - animated: Whether to animate the presentation and the dismissals Veil starts.
    ///   - onEvent: Called on the main actor with each lifecycle event.
    ///   - completion: Called once, when the presentation is logically complete (`didPresent`).
    public func present(
      _ viewController: UIViewController,
      style: SheetStyle,
      animated: Bool = true,
      onEvent: @escaping (ModalEvent) -> Void,
      completion: (() -> Void)? = nil
    ) {
      present(
        viewController, style: ModalStyle(sheet: style), animated: animated, onEvent: onEvent,
        completion: completion)
    }
  }
#endif
