extension ModalStyle {
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
    setting(\.configuredDragToDismiss, to: drag)
  }
}
