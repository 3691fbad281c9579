/// How a sheet rests and responds: its detents, which one is selected, where dimming starts,
/// the grabber, and who takes a drag that starts on scrolling content.
///
/// The properties mirror `UISheetPresentationController`'s, with the same defaults, so that the
/// iOS layer can hand them to UIKit directly and VeilCore can reproduce them elsewhere.
///
/// ```swift
/// // The half-sheet article's half sheet: the medium detent with a grabber.
/// let halfSheet = SheetConfiguration.halfSheet
/// let both = SheetConfiguration()
///   .detents([.medium, .large])
///   .largestUndimmedDetent(.medium)
/// ```
public struct SheetConfiguration: Hashable, Sendable {
  /// The heights where the sheet can rest, in any order. UIKit's default is `[.large]`; an empty
  /// list resolves to `[.large]` too (see ``SheetDetent/resolve(_:in:)``).
  public var detents: [SheetDetent]
  /// The detent the sheet rests at; `nil` (the default) selects the smallest, as UIKit's
  /// `selectedDetentIdentifier` does. An identifier that names no active detent also selects the
  /// smallest.
  public var selectedDetentIdentifier: SheetDetent.Identifier?
  /// The largest detent that leaves the content underneath undimmed, as UIKit's
  /// `largestUndimmedDetentIdentifier`; `nil` (the default) dims at every detent.
  public var largestUndimmedDetentIdentifier: SheetDetent.Identifier?
  /// Whether the sheet shows a grabber at its top edge, as `prefersGrabberVisible` (default
  /// `false`).
  public var prefersGrabberVisible: Bool
  /// Whether an upward drag on scrolling content that sits at its top edge expands the sheet to
  /// a larger detent before the content scrolls, as `prefersScrollingExpandsWhenScrolledToEdge`
  /// (default `true`).
  public var prefersScrollingExpandsWhenScrolledToEdge: Bool
  /// Whether dragging the sheet down below its smallest detent dismisses it (default `true`);
  /// `false` is UIKit's `isModalInPresentation`, where the sheet rubber-bands and springs back.
  public var allowsDismissalByDrag: Bool
  /// The corner radius the sheet asks UIKit for, as `preferredCornerRadius`; `nil` (the
  /// default) keeps the system's own radius, which differs between iOS versions and devices.
  /// Negative, NaN and infinite radii become `nil`.
  public var preferredCornerRadius: Double? {
    didSet { preferredCornerRadius = preferredCornerRadius.flatMap(Self.cleanRadius) }
  }

  /// Creates a sheet configuration; every parameter defaults to UIKit's default.
  ///
  /// - Parameters:
  ///   - detents: The heights where the sheet can rest.
  ///   - selectedDetentIdentifier: The detent the sheet rests at; `nil` for the smallest.
  ///   - largestUndimmedDetentIdentifier: The largest detent without dimming; `nil` to dim at
  ///     every detent.
  ///   - prefersGrabberVisible: Whether the sheet shows a grabber.
  ///   - prefersScrollingExpandsWhenScrolledToEdge: Whether scrolling up at the top edge expands
  ///     the sheet first.
  ///   - allowsDismissalByDrag: Whether dragging below the smallest detent dismisses.
  ///   - preferredCornerRadius: The corner radius to ask UIKit for; `nil` for the system's.
  public init(
    detents: [SheetDetent] = [.large],
    selectedDetentIdentifier: SheetDetent.Identifier? = nil,
    largestUndimmedDetentIdentifier: SheetDetent.Identifier? = nil,
    prefersGrabberVisible: Bool = false,
    prefersScrollingExpandsWhenScrolledToEdge: Bool = true,
    allowsDismissalByDrag: Bool = true,
    preferredCornerRadius: Double? = nil
  ) {
    self.detents = detents
    self.selectedDetentIdentifier = selectedDetentIdentifier
    self.largestUndimmedDetentIdentifier = largestUndimmedDetentIdentifier
    self.prefersGrabberVisible = prefersGrabberVisible
    self.prefersScrollingExpandsWhenScrolledToEdge = prefersScrollingExpandsWhenScrolledToEdge
    self.allowsDismissalByDrag = allowsDismissalByDrag
    self.preferredCornerRadius = preferredCornerRadius.flatMap(Self.cleanRadius)
  }

  /// A finite, non-negative radius, or `nil`.
  private static func cleanRadius(_ radius: Double) -> Double? {
    radius.isFinite && radius >= 0 ? radius : nil
  }

  /// The half-sheet article's half sheet: the medium detent alone, with a grabber.
  public static let halfSheet = SheetConfiguration(detents: [.medium], prefersGrabberVisible: true)

  // MARK: Copy and modify

  /// A copy with other detents.
  ///
  /// - Parameter detents: The heights where the sheet can rest.
  /// - Returns: The modified configuration.
  public func detents(_ detents: [SheetDetent]) -> Self {
    setting(\.detents, to: detents)
  }

  /// A copy that rests at another detent (`nil` for the smallest).
  ///
  /// - Parameter identifier: The detent to rest at.
  /// - Returns: The modified configuration.
  public func selectedDetent(_ identifier: SheetDetent.Identifier?) -> Self {
    setting(\.selectedDetentIdentifier, to: identifier)
  }

  /// A copy whose dimming starts above another detent (`nil` to dim at every detent).
  ///
  /// - Parameter identifier: The largest detent without dimming.
  /// - Returns: The modified configuration.
  public func largestUndimmedDetent(_ identifier: SheetDetent.Identifier?) -> Self {
    setting(\.largestUndimmedDetentIdentifier, to: identifier)
  }

  /// A copy that shows or hides the grabber.
  ///
  /// - Parameter visible: Whether the sheet shows a grabber.
  /// - Returns: The modified configuration.
  public func grabberVisible(_ visible: Bool = true) -> Self {
    setting(\.prefersGrabberVisible, to: visible)
  }

  /// A copy where scrolling up at the top edge does, or does not, expand the sheet first.
  ///
  /// - Parameter expands: Whether scrolling expands the sheet before the content scrolls.
  /// - Returns: The modified configuration.
  public func scrollingExpandsWhenScrolledToEdge(_ expands: Bool) -> Self {
    setting(\.prefersScrollingExpandsWhenScrolledToEdge, to: expands)
  }

  /// A copy that a drag can, or cannot, dismiss.
  ///
  /// - Parameter allowed: Whether dragging below the smallest detent dismisses.
  /// - Returns: The modified configuration.
  public func dismissalByDrag(_ allowed: Bool) -> Self {
    setting(\.allowsDismissalByDrag, to: allowed)
  }

  /// A copy that asks UIKit for a corner radius (`nil` for the system's own).
  ///
  /// - Parameter radius: The radius in points; negative, NaN and infinite radii become `nil`.
  /// - Returns: The modified configuration.
  public func cornerRadius(_ radius: Double?) -> Self {
    setting(\.preferredCornerRadius, to: radius)
  }

  // MARK: Resolving

  /// The active detents in `context`, smallest first (see ``SheetDetent/resolve(_:in:)``).
  ///
  /// - Parameter context: The context to resolve in.
  /// - Returns: At least one resolved detent, in increasing height.
  public func resolvedDetents(in context: SheetDetent.Context) -> [SheetDetent.Resolved] {
    SheetDetent.resolve(detents, in: context)
  }

  /// The detent the sheet rests at in `context`: the selected one if it is active, else the
  /// smallest.
  ///
  /// - Parameter context: The context to resolve in.
  /// - Returns: The resolved detent the sheet rests at.
  public func selectedDetent(in context: SheetDetent.Context) -> SheetDetent.Resolved {
    let resolved = resolvedDetents(in: context)
    if let selectedDetentIdentifier,
      let selected = resolved.first(where: { $0.identifier == selectedDetentIdentifier })
    {
      return selected
    }
    // `resolve` never returns an empty list; the fallback only keeps this total.
    return resolved.first
      ?? SheetDetent.Resolved(identifier: .large, height: context.maximumDetentValue)
  }
}

extension SheetConfiguration: CopyModifying {}
