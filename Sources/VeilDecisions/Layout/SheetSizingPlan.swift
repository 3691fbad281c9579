import VeilCore

/// How the iOS layer presents one sheet's size, decided here: the presentation style, UIKit's
/// sizing flags, and the preferred content size the controller carries.
///
/// UIKit adapts a sheet to the size class itself (see ``/VeilCore/SheetSizing``); the plan is
/// what it needs to be told, the same on every device:
///
/// ```swift
/// let plan = SheetStyle.sheet.sizing(.form).preferredContentSize(width: 500, height: 400)
///   .uiKitSizingPlan
/// plan.presentationStyle      // .formSheet
/// plan.prefersPageSizing      // false (set from iOS 17)
/// plan.preferredContentSize   // 500 × 400
/// ```
package struct SheetSizingPlan: Hashable, Sendable {
  /// The `UIModalPresentationStyle` the controller gets.
  package enum PresentationStyle: Hashable, Sendable {
    /// `.pageSheet`.
    case pageSheet
    /// `.formSheet`.
    case formSheet
  }

  /// The controller's `modalPresentationStyle`, set before UIKit makes its sheet presentation
  /// controller.
  package var presentationStyle: PresentationStyle
  /// `UISheetPresentationController.prefersPageSizing`, from iOS 17: `true` for a page, `false`
  /// for a form, so the sheet is sized as its style says even where UIKit reads this flag
  /// rather than the presentation style.
  package var prefersPageSizing: Bool
  /// `prefersEdgeAttachedInCompactHeight`.
  package var prefersEdgeAttachedInCompactHeight: Bool
  /// `widthFollowsPreferredContentSizeWhenEdgeAttached`.
  package var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool
  /// The size the presented controller publishes as its `preferredContentSize`, or `nil` to
  /// leave the controller's own (the app's, for a UIKit controller).
  package var preferredContentSize: Size?
  /// Whether a SwiftUI host may publish its content's ideal size as its preferred content size
  /// (`UIHostingController.sizingOptions`, iOS 16): always for a fitted sheet without a size
  /// of its own, whose size that is; never when the sheet asks for a size, is a form, or its
  /// width follows the preferred size, where UIKit would read the content's ideal size as the
  /// sheet's (SwiftUI's own form sheet takes the system's size, not the content's).
  package var hostPublishesContentSize: Bool
}

extension SheetStyle {
  /// The sizing plan for UIKit (see ``SheetSizingPlan``).
  package var uiKitSizingPlan: SheetSizingPlan {
    SheetSizingPlan(
      presentationStyle: sizing.isFormSheet ? .formSheet : .pageSheet,
      prefersPageSizing: !sizing.isFormSheet,
      prefersEdgeAttachedInCompactHeight: prefersEdgeAttachedInCompactHeight,
      widthFollowsPreferredContentSizeWhenEdgeAttached:
        widthFollowsPreferredContentSizeWhenEdgeAttached,
      preferredContentSize: preferredContentSize,
      hostPublishesContentSize: preferredContentSize == nil
        && (sizing == .fitted
          || (!sizing.isFormSheet && !widthFollowsPreferredContentSizeWhenEdgeAttached))
    )
  }
}
