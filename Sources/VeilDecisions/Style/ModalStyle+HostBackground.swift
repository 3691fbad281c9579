import VeilCore

extension ModalStyle {
  /// Whether the view that hosts the modal's content paints the system background (`true`) or
  /// stays clear so the backdrop and the presenting screen show through (`false`).
  ///
  /// Opaque when the style is a sheet, because `UISheetPresentationController` draws no surface
  /// of its own on iOS 15–18: the presented view *is* the sheet, so a clear host leaves seed
  /// 004's text floating over the dimmed screen. Opaque too when the style removes the
  /// presenting content (UIKit takes the screen behind away, so there is nothing to see
  /// through), and for a popover that becomes a sheet in a compact width. A popover that stays
  /// one is clear: UIKit draws its bubble and arrow. Every other style is see-through: its
  /// content brings its own surface, as seed 000's white card does. What a sheet's host paints
  /// is its surface's decision (``hostSurface(systemDrawsSheetSurface:)``); this says only that
  /// a sheet's host is the sheet's surface rather than see-through.
  package var hostPaintsBackground: Bool {
    sheetStyle != nil || removesPresentingContent
      // A popover draws its own surface, unless UIKit shows it as a sheet.
      || popoverStyle?.adaptsToSheetInCompactWidth == true
  }
}
