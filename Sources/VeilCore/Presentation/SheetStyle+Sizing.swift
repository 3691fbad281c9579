extension SheetStyle {
  /// The sizing settings a sheet stores together: how it is sized on an iPad, the content size
  /// it asks for, and how it appears in compact height.
  struct SizingOptions: Hashable, Sendable {
    var sizing = SheetSizing.page
    var preferredContentSize: Size?
    var prefersEdgeAttachedInCompactHeight = false
    var widthFollowsPreferredContentSizeWhenEdgeAttached = false
  }

  /// The size UIKit gives a form sheet on an iPad when the controller asks for none: 540 × 620
  /// points.
  ///
  /// Apple documents only that the form sheet's default size "is smaller than that of the
  /// page sheet" (`UIModalPresentationStyle.formSheet`); 540 × 620 is the size iPadOS 13–15
  /// draws, and iPadOS 16 made form sheets slightly larger, so treat it as an estimate within
  /// about 10 %. Veil uses it to fill in a preferred size that gives only one dimension, and
  /// for `veil preview`; it never sends it to UIKit in place of the system's own default.
  public static let defaultFormSheetSize = Size(width: 540, height: 620)

  /// How the sheet is sized on an iPad in a regular-width, regular-height size class: a page
  /// (the default) or a form (see ``SheetSizing`` for what each becomes on an iPhone).
  public var sizing: SheetSizing { sizingOptions.sizing }

  /// The size the sheet asks UIKit for, as its controller's `preferredContentSize`; `nil` (the
  /// default) leaves the controller's own, which for a SwiftUI sheet is none (UIKit's
  /// default form size) and for a UIKit controller is whatever the app set.
  ///
  /// A form sheet on an iPad takes this size (UIKit keeps it inside the screen); an
  /// edge-attached sheet in compact height takes its width when
  /// ``widthFollowsPreferredContentSizeWhenEdgeAttached`` is on. A page sheet ignores it, as
  /// UIKit does. Never negative, NaN or infinite: see ``preferredContentSize(width:height:)``.
  public var preferredContentSize: Size? { sizingOptions.preferredContentSize }

  /// Whether the sheet stays attached to the bottom edge in compact height (an iPhone in
  /// landscape) instead of covering the screen, UIKit's `prefersEdgeAttachedInCompactHeight`
  /// (default `false`, full screen).
  public var prefersEdgeAttachedInCompactHeight: Bool {
    sizingOptions.prefersEdgeAttachedInCompactHeight
  }

  /// Whether an edge-attached sheet is as wide as ``preferredContentSize`` rather than the
  /// container's safe area, UIKit's `widthFollowsPreferredContentSizeWhenEdgeAttached`
  /// (default `false`). UIKit reads it only while the sheet is edge-attached, that is in
  /// compact height with ``prefersEdgeAttachedInCompactHeight`` on.
  public var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool {
    sizingOptions.widthFollowsPreferredContentSizeWhenEdgeAttached
  }

  // MARK: Copy and modify

  /// A copy sized as a page or as a form on an iPad, as SwiftUI's `presentationSizing(_:)`.
  ///
  /// ```swift
  /// .modal(isPresented: $editing, style: .sheet.sizing(.form)) { EditForm() }
  /// ```
  ///
  /// - Parameter sizing: ``SheetSizing/page`` or ``SheetSizing/form``.
  /// - Returns: The modified sheet.
  public func sizing(_ sizing: SheetSizing) -> Self {
    var copy = self
    copy.sizingOptions.sizing = sizing
    return copy
  }

  /// A copy that asks UIKit for a content size: a form sheet's size on an iPad, and an
  /// edge-attached sheet's width when ``widthFollowsPreferredContentSizeWhenEdgeAttached``.
  ///
  /// A dimension that is zero, negative, NaN or infinite is "no preference" for that
  /// dimension and takes ``defaultFormSheetSize``'s; when both are, the sheet asks for no size
  /// at all (as `preferredContentSize(nil)`).
  ///
  /// - Parameters:
  ///   - width: The width in points.
  ///   - height: The height in points.
  /// - Returns: The modified sheet.
  public func preferredContentSize(width: Double, height: Double) -> Self {
    preferredContentSize(Size(width: width, height: height))
  }

  /// A copy that asks UIKit for a content size, or for none (`nil`); as
  /// ``preferredContentSize(width:height:)``.
  ///
  /// - Parameter size: The size in points, or `nil` to leave the controller's own.
  /// - Returns: The modified sheet.
  public func preferredContentSize(_ size: Size?) -> Self {
    var copy = self
    copy.sizingOptions.preferredContentSize = size.flatMap(Self.cleanPreferredSize)
    return copy
  }

  /// A copy that stays attached to the bottom edge in compact height instead of covering the
  /// screen, optionally as wide as its ``preferredContentSize``.
  ///
  /// ```swift
  /// .sheet.edgeAttachedInCompactHeight(widthFollowsPreferredContentSize: true)
  ///   .preferredContentSize(width: 420, height: 0)
  /// ```
  ///
  /// - Parameters:
  ///   - attached: Whether the sheet stays on the bottom edge in compact height; `true` by
  ///     default.
  ///   - widthFollowsPreferredContentSize: Whether the edge-attached sheet takes the preferred
  ///     content size's width instead of the safe area's; `false` by default.
  /// - Returns: The modified sheet.
  public func edgeAttachedInCompactHeight(
    _ attached: Bool = true, widthFollowsPreferredContentSize: Bool = false
  ) -> Self {
    var copy = self
    copy.sizingOptions.prefersEdgeAttachedInCompactHeight = attached
    copy.sizingOptions.widthFollowsPreferredContentSizeWhenEdgeAttached =
      widthFollowsPreferredContentSize
    return copy
  }

  /// `size` with every "no preference" dimension (0, after ``Size``'s own clamping of
  /// negative, NaN and infinite values) filled from ``defaultFormSheetSize``, or `nil` when
  /// both are.
  private static func cleanPreferredSize(_ size: Size) -> Size? {
    guard size.width > 0 || size.height > 0 else { return nil }
    return Size(
      width: size.width > 0 ? size.width : defaultFormSheetSize.width,
      height: size.height > 0 ? size.height : defaultFormSheetSize.height)
  }
}
