extension ModalStyle {
  // MARK: - Reading

  /// Whether a sheet shows a grabber at its top edge (UIKit's `prefersGrabberVisible`): the
  /// ``sheetConfiguration``'s setting, `false` for a style that is not a sheet.
  public var showsGrabber: Bool {
    sheetConfiguration?.prefersGrabberVisible ?? false
  }

  // MARK: - Copy and modify: drags

  /// This style with another drag-to-dismiss behaviour, or none.
  ///
  /// ```swift
  /// let photo = ModalStyle.cover.dragToDismiss(.lightbox)
  /// let card = ModalStyle.card.dragToDismiss(DragToDismiss(directions: .down))
  /// ```
  ///
  /// - Parameter drag: How a drag moves the modal and when it dismisses; `nil` for no drag.
  /// - Returns: A copy with the drag behaviour replaced.
  public func dragToDismiss(_ drag: DragToDismiss?) -> ModalStyle {
    setting(\.dragToDismiss, to: drag)
  }

  // MARK: - Copy and modify: sheets

  /// This style with another sheet configuration, or none (the style is then not a sheet).
  ///
  /// - Parameter configuration: The sheet's detents, dimming, grabber and scrolling behaviour.
  /// - Returns: A copy with the sheet configuration replaced.
  public func sheetConfiguration(_ configuration: SheetConfiguration?) -> ModalStyle {
    setting(\.sheetConfiguration, to: configuration)
  }

  /// This style with other sheet detents.
  ///
  /// Like the other sheet modifiers, it starts from UIKit's default ``SheetConfiguration`` if
  /// the style has none yet.
  ///
  /// ```swift
  /// let sheet = ModalStyle.sheet.detents([.medium, .large]).largestUndimmedDetent(.medium)
  /// ```
  ///
  /// - Parameter detents: The heights where the sheet can rest.
  /// - Returns: A copy with the detents replaced.
  public func detents(_ detents: [SheetDetent]) -> ModalStyle {
    updatingSheet { $0.detents(detents) }
  }

  /// This style resting at another detent (`nil` for the smallest).
  ///
  /// - Parameter identifier: The detent the sheet rests at.
  /// - Returns: A copy with the selected detent replaced.
  public func selectedDetent(_ identifier: SheetDetent.Identifier?) -> ModalStyle {
    updatingSheet { $0.selectedDetent(identifier) }
  }

  /// This style dimming only above another detent (`nil` to dim at every detent).
  ///
  /// - Parameter identifier: The largest detent that leaves the content behind undimmed.
  /// - Returns: A copy with the largest undimmed detent replaced.
  public func largestUndimmedDetent(_ identifier: SheetDetent.Identifier?) -> ModalStyle {
    updatingSheet { $0.largestUndimmedDetent(identifier) }
  }

  /// This style with the sheet grabber shown or hidden.
  ///
  /// A grabber belongs to a sheet: showing it on a style without a ``sheetConfiguration``
  /// starts from UIKit's default one; hiding it there changes nothing.
  ///
  /// - Parameter visible: Whether a grabber is drawn at the top of a sheet.
  /// - Returns: A copy with the grabber setting replaced.
  public func grabber(_ visible: Bool = true) -> ModalStyle {
    guard visible || sheetConfiguration != nil else { return self }
    return updatingSheet { $0.grabberVisible(visible) }
  }

  /// This style where an upward drag on content scrolled to its top edge does, or does not,
  /// expand the sheet before the content scrolls.
  ///
  /// - Parameter expands: Whether scrolling expands the sheet first.
  /// - Returns: A copy with the setting replaced.
  public func scrollingExpandsWhenScrolledToEdge(_ expands: Bool) -> ModalStyle {
    updatingSheet { $0.scrollingExpandsWhenScrolledToEdge(expands) }
  }

  /// A copy whose sheet configuration (UIKit's default if there is none) is changed by `change`.
  private func updatingSheet(_ change: (SheetConfiguration) -> SheetConfiguration) -> ModalStyle {
    sheetConfiguration(change(sheetConfiguration ?? SheetConfiguration()))
  }
}
