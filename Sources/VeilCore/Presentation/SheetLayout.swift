/// Where UIKit puts a sheet at rest, for one size class: what a ``SheetStyle`` becomes on an
/// iPad, on an iPhone in portrait and on an iPhone in landscape.
///
/// Decided from Apple's documentation of `UIModalPresentationStyle.pageSheet` and
/// `.formSheet` and of `UISheetPresentationController`'s `prefersEdgeAttachedInCompactHeight`
/// and `widthFollowsPreferredContentSizeWhenEdgeAttached` (see ``SheetSizing``). UIKit decides
/// it on the device; Veil's iOS layer only hands UIKit the style and flags. `veil preview`
/// draws from it, and tests pin what each setting means.
package enum SheetLayout: Hashable, Sendable {
  /// Standing on the bottom edge at its detent's height, as wide as `width` (centred), or as
  /// the container when `width` is `nil`.
  case bottom(width: Double?)
  /// Covering the whole container (compact height without an edge attachment).
  case fullScreen
  /// Centred in the container with a size of its own (a page or a form on an iPad).
  case centered(Size)
}

/// The two size classes a sheet's layout depends on.
package struct SheetSizeClasses: Hashable, Sendable {
  /// Whether the width is compact (every iPhone in portrait, a narrow iPad split).
  package var isCompactWidth: Bool
  /// Whether the height is compact (an iPhone in landscape).
  package var isCompactHeight: Bool

  package init(isCompactWidth: Bool, isCompactHeight: Bool) {
    self.isCompactWidth = isCompactWidth
    self.isCompactHeight = isCompactHeight
  }

  /// The widest container `veil preview` counts as compact in width: UIKit takes size classes
  /// from the device and the multitasking layout, not from a width, so the preview estimates
  /// them. 600 points lies between the widest iPhone in portrait (440) and the narrowest
  /// regular-width iPad layouts (678, a half split on a 12.9-inch iPad), and above an
  /// 11-inch iPad's half split (590 points), which UIKit makes compact.
  package static let compactWidthLimit = 600.0

  /// The preview's estimate for `container`: compact in width below
  /// ``compactWidthLimit``, compact in height below ``ModalContainer/compactHeightLimit``.
  ///
  /// - Parameter container: The container.
  package init(estimatingFrom container: ModalContainer) {
    self.init(
      isCompactWidth: container.size.width < Self.compactWidthLimit,
      isCompactHeight: container.size.height < ModalContainer.compactHeightLimit)
  }
}

extension SheetStyle {
  /// A page sheet's size on an iPad, as `veil preview` draws it: 704 points wide and as tall
  /// as the safe area allows less 40 points at the top and the bottom each side.
  ///
  /// Apple documents the page sheet only as "roughly the size of a page" whose "actual
  /// dimensions vary" with the screen and orientation (`UIModalPresentationStyle.pageSheet`);
  /// these numbers are an estimate of iPadOS 15–17's page sheet, not a measurement.
  package static let previewPageSheetWidth = 704.0
  /// The margin above and below a centred sheet in the preview, in points (see
  /// ``previewPageSheetWidth``): an estimate.
  package static let previewCenteredMargin = 40.0

  /// Where the sheet rests for `sizeClasses`.
  ///
  /// - Compact height: full screen, or edge-attached on the bottom edge, as wide as the
  ///   preferred content size when the width follows it (else the container's safe area).
  /// - Compact width, regular height: the full-width bottom sheet, a form as a page.
  /// - Regular both: centred; a form at its preferred content size (or
  ///   ``defaultFormSheetSize``), a fitted sheet at its preferred size or else its content's
  ///   (or the form's), a page at the page's size.
  ///
  /// - Parameters:
  ///   - sizeClasses: The presenting window's size classes.
  ///   - fittingSize: The content's ideal size, if measured (a fitted sheet's size).
  /// - Returns: The layout.
  package func layout(in sizeClasses: SheetSizeClasses, fittingSize: Size? = nil) -> SheetLayout {
    if sizeClasses.isCompactHeight {
      guard prefersEdgeAttachedInCompactHeight else { return .fullScreen }
      let followed = widthFollowsPreferredContentSizeWhenEdgeAttached
      return .bottom(width: followed ? preferredContentSize?.width : nil)
    }
    if sizeClasses.isCompactWidth { return .bottom(width: nil) }
    if sizing.isForm { return .centered(preferredContentSize ?? Self.defaultFormSheetSize) }
    if sizing.isFormSheet {
      return .centered(preferredContentSize ?? fittingSize ?? Self.defaultFormSheetSize)
    }
    return .centered(
      Size(width: Self.previewPageSheetWidth, height: .greatestFiniteMagnitude))
  }

  /// The sheet's rectangle at rest in `container`, standing at `detentHeight` when it stands
  /// on the bottom edge; never NaN, never outside the container.
  ///
  /// An edge-attached sheet is as wide as the safe area (UIKit:
  /// `widthFollowsPreferredContentSizeWhenEdgeAttached`'s "width of its container's safe
  /// area") or its preferred width, at most the safe area, centred. A centred sheet keeps
  /// ``previewCenteredMargin`` above and below inside the safe area.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - sizeClasses: The container's size classes.
  ///   - detentHeight: The height of the detent the sheet rests at.
  /// - Returns: The rectangle in container coordinates.
  package func restingRect(
    in container: ModalContainer, sizeClasses: SheetSizeClasses, detentHeight: Double
  ) -> Rect {
    let bottomSheet = Placement.bottomSheet(height: detentHeight).contentRect(in: container)
    switch layout(in: sizeClasses, fittingSize: container.fittingSize) {
    case .fullScreen:
      return container.bounds
    case .bottom(let width):
      guard sizeClasses.isCompactHeight else { return bottomSheet }
      let safe = container.availableRect(avoidingKeyboard: false)
      let wanted = Swift.min(width ?? safe.width, safe.width)
      return Rect(
        x: safe.midX - wanted / 2, y: bottomSheet.y, width: wanted, height: bottomSheet.height)
    case .centered(let size):
      let area = container.availableRect(avoidingKeyboard: true)
        .inset(by: Insets(top: Self.previewCenteredMargin, bottom: Self.previewCenteredMargin))
      let width = Swift.min(size.width, area.width)
      let height = Swift.min(size.height, area.height)
      return Rect(
        x: area.midX - width / 2, y: area.midY - height / 2, width: width, height: height)
    }
  }
}

extension SheetLayout {
  /// The corners a renderer rounds: the top ones on the bottom edge, all four when centred,
  /// none when the sheet covers the screen.
  package var roundedCorners: ModalFrame.Corners {
    switch self {
    case .bottom: .top
    case .fullScreen: []
    case .centered: .all
    }
  }
}
