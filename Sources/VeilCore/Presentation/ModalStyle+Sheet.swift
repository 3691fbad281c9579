extension ModalStyle {
  /// The style a ``SheetStyle`` is presented and previewed with: UIKit's sheet route, carrying
  /// the sheet itself.
  ///
  /// The settings UIKit draws by itself are fixed here, for the preview only: a bottom sheet at
  /// the selected detent's height, sliding up with UIKit's modal spring over black at 0.2, with
  /// the sheet's corner radius or 10 points. Apple publishes neither the sheet's default radius
  /// nor its dimming; 10 points and 0.2 are estimates for iOS 15's sheets, not measurements.
  ///
  /// - Parameter sheet: The sheet.
  package init(sheet: SheetStyle) {
    let animation = SystemTransition.coverVertical.animation
    self.init(
      placement: .bottomSheet(),
      backdrop: .dim(.black, opacity: 0.2),
      transition: .move(edge: .bottom),
      insertionAnimation: animation,
      removalAnimation: animation,
      cornerRadius: sheet.preferredCornerRadius ?? 10,
      sheetStyle: sheet)
    haptics = sheet.haptics
  }

  /// Whether a sheet shows a grabber at its top edge; `false` for a style that is not a sheet.
  package var showsGrabber: Bool {
    sheetStyle?.showsGrabber ?? false
  }
}
