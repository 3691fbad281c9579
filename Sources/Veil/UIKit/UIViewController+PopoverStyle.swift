#if os(iOS)
  import UIKit
  import VeilCore

  extension UIViewController {
    /// Presents `viewController` as UIKit's popover, configured by a
    /// ``/VeilCore/PopoverStyle`` (arrow edges, size, whether it stays a popover on iPhone,
    /// whether a tap outside dismisses it), with Veil's lifecycle and events. It points at the
    /// view `PopoverStyle.source(_:)` names, else at this controller's view.
    /// Otherwise as
    /// ``UIKit/UIViewController/present(_:style:animated:completion:)-(_,ModalStyle,_,_)``.
    ///
    /// ```swift
    /// present(SortViewController(), style: .popover.source(sortButton).arrowEdges([.top]))
    /// ```
    ///
    /// - Parameters:
    ///   - viewController: The controller to present. Its `modalPresentationStyle` is set by
    ///     Veil; its `preferredContentSize`, when it sets one, is the popover's size unless the
    ///     style names one.
    ///   - style: The popover.
    ///   - animated: Whether to animate the presentation and the dismissals Veil starts.
    ///   - completion: Called once, when the presentation is logically complete (`didPresent`).
    public func present(
      _ viewController: UIViewController,
      style: PopoverStyle,
      animated: Bool = true,
      completion: (() -> Void)? = nil
    ) {
      present(
        viewController, style: ModalStyle(popover: style), animated: animated,
        completion: completion)
    }

    /// Presents `viewController` as UIKit's popover and calls `onEvent` with each of its
    /// lifecycle events. Otherwise as
    /// ``UIKit/UIViewController/present(_:style:animated:completion:)-(_,PopoverStyle,_,_)``.
    ///
    /// ```swift
    /// present(SortViewController(), style: .popover.source(sortButton), onEvent: log)
    /// ```
    ///
    /// - Parameters:
    ///   - viewController: The controller to present. Its `modalPresentationStyle` is set by
    ///     Veil.
    ///   - style: The popover.
    ///   - animated: Whether to animate the presentation and the dismissals Veil starts.
    ///   - onEvent: Called on the main actor with each lifecycle event.
    ///   - completion: Called once, when the presentation is logically complete (`didPresent`).
    public func present(
      _ viewController: UIViewController,
      style: PopoverStyle,
      animated: Bool = true,
      onEvent: @escaping (ModalEvent) -> Void,
      completion: (() -> Void)? = nil
    ) {
      present(
        viewController, style: ModalStyle(popover: style), animated: animated, onEvent: onEvent,
        completion: completion)
    }
  }

  extension PopoverStyle {
    /// This popover pointing at `view`: a button, a cell's view. The view is held weakly and
    /// looked at when the popover is presented; once it is gone or out of a window, the
    /// popover points at the presenting controller's view, and a warning in the console says
    /// so.
    ///
    /// ```swift
    /// present(SortViewController(), style: .popover.source(sortButton))
    /// ```
    ///
    /// - Parameter view: The view the arrow points at.
    /// - Returns: The popover.
    @MainActor
    public func source(_ view: UIView) -> PopoverStyle {
      source(ZoomSourceID(view: view))
    }
  }
#endif
