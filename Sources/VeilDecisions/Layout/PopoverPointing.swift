import VeilCore

/// What a popover points at on its source view, and which arrows it may show there.
///
/// A named source and the view a SwiftUI `.modal` modifier stands on are things the user sees:
/// the popover points at the whole view (`sourceRect` `CGRect.null`, which UIKit reads as the
/// view's bounds and follows as they change, from iOS 13.2) with the style's arrows. A
/// UIKit-API popover with no source, or whose named source is not on screen, falls back to
/// the presenting controller's root view, which often fills the screen: UIKit then finds no
/// room outside it and lays the popover over the screen with an arrow that points at nothing
/// in particular. There it points at a 1 × 1 point at the view's centre with no arrow
/// (`permittedArrowDirections` empty), so UIKit centres the popover on the view.
package struct PopoverPointing: Hashable, Sendable {
  /// The rectangle of the source view the popover points at.
  package enum Anchor: Hashable, Sendable {
    /// The view's bounds (`sourceRect` `CGRect.null`).
    case wholeView
    /// A 1 × 1 rectangle at the centre of the view's bounds (``centreRect(in:)``).
    case centrePoint
  }

  /// The rectangle the popover points at.
  package var anchor: Anchor
  /// The directions UIKit may point the arrow in; empty for no arrow.
  package var permittedArrowDirections: Set<PopoverPlan.ArrowDirection>

  /// What the popover of `plan` points at.
  ///
  /// - Parameters:
  ///   - check: Whether the popover points at its named source or at its anchor.
  ///   - anchorIsAControllersView: Whether the anchor is the presenting controller's root
  ///     view (the UIKit API), rather than the view a SwiftUI modifier stands on.
  ///   - plan: The popover's plan, which says the style's arrows.
  package init(check: PopoverSourceCheck, anchorIsAControllersView: Bool, plan: PopoverPlan) {
    switch check {
    case .anchor where anchorIsAControllersView:
      anchor = .centrePoint
      permittedArrowDirections = []
    case .namedSource, .anchor:
      anchor = .wholeView
      permittedArrowDirections = plan.permittedArrowDirections
    }
  }

  /// The `sourceRect` for a view of `bounds`: `nil` for the whole view (`CGRect.null`), else
  /// the 1 × 1 rectangle centred on the bounds' centre.
  ///
  /// - Parameter bounds: The source view's bounds; ``/VeilCore/Rect`` keeps them finite.
  /// - Returns: `nil` to point at the whole view, else a finite rectangle.
  package func sourceRect(in bounds: Rect) -> Rect? {
    switch anchor {
    case .wholeView: nil
    case .centrePoint: Self.centreRect(in: bounds)
    }
  }

  /// The 1 × 1 rectangle centred on the centre of `bounds`.
  ///
  /// - Parameter bounds: The view's bounds.
  /// - Returns: A finite 1 × 1 rectangle.
  package static func centreRect(in bounds: Rect) -> Rect {
    Rect(x: bounds.midX - 0.5, y: bounds.midY - 0.5, width: 1, height: 1)
  }
}
