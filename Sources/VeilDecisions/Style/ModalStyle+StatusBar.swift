import VeilCore

extension ModalStyle {
  /// Whether the presented controller takes over the status bar's appearance
  /// (`modalPresentationCapturesStatusBarAppearance`).
  ///
  /// Apple: status bar control "is transferred from the presenting to the presented view
  /// controller only if the presented controller's `modalPresentationStyle` value is
  /// `.fullScreen`"; every Veil custom style is `.custom`, so without this the presenter keeps
  /// it and a lightbox shows dark status bar text on black. It is `true` for the styles that
  /// cover the screen: a full-screen placement, a style that removes the presenting content,
  /// or a backdrop dimmed to at least half its strength (``captureDimAlpha``), where the
  /// presenter's choice no longer fits what is under the status bar. Sheets are UIKit's own
  /// presentations and keep UIKit's rule.
  package var capturesStatusBarAppearance: Bool {
    guard sheetStyle == nil else { return false }
    if placement.isFullScreen { return true }
    return removesPresentingContent
      || backdrop.dimAlpha(atStrength: 1) >= Self.captureDimAlpha
  }

  /// The dim alpha from which a backdrop covers the presenting screen for the status bar: at
  /// half black the presenter's dark text is already unreadable on it.
  package static let captureDimAlpha = 0.5
}
