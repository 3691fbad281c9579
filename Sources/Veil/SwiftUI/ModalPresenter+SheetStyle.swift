#if os(iOS)
  import SwiftUI
  import UIKit
  import VeilCore

  extension ModalPresenter {
    /// Presents SwiftUI content in UIKit's sheet, from code; otherwise as
    /// ``present(style:animated:onEvent:content:)-(ModalStyle,_,_,_)``.
    ///
    /// ```swift
    /// presenter.present(style: .halfSheet) { FiltersView() }
    /// ```
    ///
    /// - Parameters:
    ///   - style: The sheet's detents, grabber and corner radius.
    ///   - animated: Whether to animate its presentation and the dismissals Veil starts.
    ///   - onEvent: Called on the main actor with each lifecycle event, once each, in order.
    ///   - content: The content.
    /// - Returns: The modal, to dismiss it or to dismiss down to it later.
    @discardableResult
    public func present<Content: View>(
      style: SheetStyle,
      animated: Bool = true,
      onEvent: ((ModalEvent) -> Void)? = nil,
      @ViewBuilder content: () -> Content
    ) -> PresentedModal {
      present(
        style: ModalStyle(sheet: style), animated: animated, onEvent: onEvent, content: content)
    }

    /// Presents a view controller in UIKit's sheet, from code; otherwise as
    /// ``present(_:style:animated:onEvent:)-(_,ModalStyle,_,_)``.
    ///
    /// - Parameters:
    ///   - viewController: The controller to present; it must not be presented already.
    ///   - style: The sheet's detents, grabber and corner radius.
    ///   - animated: Whether to animate its presentation and the dismissals Veil starts.
    ///   - onEvent: Called on the main actor with each lifecycle event, once each, in order.
    /// - Returns: The modal, to dismiss it or to dismiss down to it later.
    @discardableResult
    public func present(
      _ viewController: UIViewController,
      style: SheetStyle,
      animated: Bool = true,
      onEvent: ((ModalEvent) -> Void)? = nil
    ) -> PresentedModal {
      present(viewController, style: ModalStyle(sheet: style), animated: animated, onEvent: onEvent)
    }
  }
#endif
