#if os(iOS)
  import UIKit
  import VeilCore

  extension UIViewController {
    /// Presents `viewController` as UIKit's own sheet and calls `onDetentChange` each time the
    /// user drags it to another detent, as UIKit's
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` (Veil is the sheet's
    /// delegate, so the app cannot be). Move it yourself with
    /// ``UIKit/UIViewController/selectSheetDetent(_:)``, which calls no handler. Otherwise as
    /// ``UIKit/UIViewController/present(_:style:animated:onEvent:completion:)-(_,SheetStyle,_,_,_)``.
    ///
    /// ```swift
    /// present(places, style: .sheet.detents([.medium, .large])) { detent in
    ///   places.showsSearchField = detent == .large
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - viewController: The controller to present. Its `modalPresentationStyle` is set by
    ///     Veil.
    ///   - style: The sheet; it opens at its ``/VeilCore/SheetStyle/selectedDetentIdentifier``.
    ///   - animated: Whether to animate the presentation and the dismissals Veil starts.
    ///   - onEvent: Called on the main actor with each lifecycle event; `nil` for none.
    ///   - completion: Called once, when the presentation is logically complete (`didPresent`).
    ///   - onDetentChange: Called on the main actor with the identifier of the detent the user
    ///     moved the sheet to.
    public func present(
      _ viewController: UIViewController,
      style: SheetStyle,
      animated: Bool = true,
      onEvent: ((ModalEvent) -> Void)? = nil,
      completion: (() -> Void)? = nil,
      onDetentChange: @escaping (SheetDetent.Identifier) -> Void
    ) {
      presentModal(
        viewController, style: ModalStyle(sheet: style), animated: animated, onEvent: onEvent,
        completion: completion, sheetDetents: SheetDetentLink(onChange: onDetentChange))
    }

    /// Moves the Veil sheet this controller is shown in to another of its detents, animated:
    /// UIKit's `selectedDetentIdentifier` set inside `animateChanges(_:)`, with Veil knowing of
    /// it. As with UIKit's own, the change handler is not called.
    ///
    /// Call it on the presented controller or on any of its children. A detent the sheet does
    /// not have is reported as a misuse in a debug build, and the sheet stays where it is.
    /// Outside a sheet presented by Veil's `present(_:style:)` it does nothing and returns
    /// `false`: set `sheetPresentationController.selectedDetentIdentifier` there.
    ///
    /// ```swift
    /// @objc func search() {
    ///   selectSheetDetent(.large)
    /// }
    /// ```
    ///
    /// - Parameter identifier: The detent to rest at.
    /// - Returns: Whether the controller is in a Veil sheet, which took the request.
    @discardableResult
    public func selectSheetDetent(_ identifier: SheetDetent.Identifier) -> Bool {
      guard let driver = veilSheetDriver else { return false }
      driver.sheetDetentAsked(identifier)
      return true
    }

    /// The driver of the Veil sheet this controller is in: found on the controller at the top of
    /// its parent chain, which is the presented one. UIKit makes a presentation controller on
    /// first access, so only a presented controller's is read.
    private var veilSheetDriver: ModalDriver? {
      var top: UIViewController = self
      while let parent = top.parent { top = parent }
      guard top.presentingViewController != nil,
        let delegate = top.sheetPresentationController?.delegate as? SheetPresentationDelegate
      else { return nil }
      return delegate.driver
    }
  }
#endif
