/// UIKit's own sheet (`UISheetPresentationController`): its detents, which one is selected,
/// where dimming starts, the grabber, its corner radius, and whether the user may dismiss it;
/// how it is sized on an iPad and in landscape (``sizing(_:)``, ``SheetSizing``) and what
/// surface it shows (``surface(_:)``, ``SheetSurface``).
///
/// A sheet is a kind of modal of its own, apart from ``ModalStyle``: UIKit draws it, moves it and
/// dims behind it, so a sheet offers only the settings UIKit reads, and a ``ModalStyle`` offers
/// none of these. Nothing turns one kind into the other. Present it with
/// `.modal(isPresented:style:)`, as any style:
///
/// ```swift
/// .modal(isPresented: $shown, style: .sheet) { Details() }   // large, as SwiftUI's sheet
/// .modal(isPresented: $shown, style: .sheet.detents([.medium, .large]).showsGrabber()) {
///   Details()
/// }
/// ```
///
/// The defaults are SwiftUI's and UIKit's: ``sheet`` is large, without a grabber, dimming at
/// every detent, dismissed by a drag down. ``halfSheet`` is the half-sheet article's medium
/// sheet with a grabber. As ``ModalStyle``'s, its properties are read-only and the modifiers
/// return a changed copy; a later modifier of a setting replaces an earlier one.
public struct SheetStyle: Hashable, Sendable {
  /// The heights where the sheet can rest, in any order. UIKit's default is `[.large]`; an empty
  /// list resolves to `[.large]` too (see ``SheetDetent/resolve(_:in:)``).
  public internal(set) var detents: [SheetDetent]
  /// The detent the sheet rests at; `nil` (the default) selects the smallest, as UIKit's
  /// `selectedDetentIdentifier` does. An identifier that names no active detent also selects the
  /// smallest.
  public internal(set) var selectedDetentIdentifier: SheetDetent.Identifier?
  /// The largest detent that leaves the content underneath undimmed, as UIKit's
  /// `largestUndimmedDetentIdentifier`; `nil` (the default) dims at every detent.
  public internal(set) var largestUndimmedDetentIdentifier: SheetDetent.Identifier?
  /// Whether the sheet shows a grabber at its top edge, UIKit's `prefersGrabberVisible`
  /// (default `false`).
  public internal(set) var showsGrabber: Bool
  /// Whether an upward drag on scrolling content that sits at its top edge expands the sheet to
  /// a larger detent before the content scrolls, as `prefersScrollingExpandsWhenScrolledToEdge`
  /// (default `true`).
  public internal(set) var prefersScrollingExpandsWhenScrolledToEdge: Bool
  /// Whether the user is kept from dismissing the sheet (default `false`), SwiftUI's
  /// `interactiveDismissDisabled` and UIKit's `isModalInPresentation`: a drag below the smallest
  /// detent rubber-bands and springs back, and the detents still work.
  public internal(set) var isInteractiveDismissDisabled: Bool
  /// The corner radius the sheet asks UIKit for, as `preferredCornerRadius`; `nil` (the
  /// default) keeps the system's own radius, which differs between iOS versions and devices.
  /// Negative, NaN and infinite radii become `nil`.
  public internal(set) var preferredCornerRadius: Double? {
    didSet { preferredCornerRadius = preferredCornerRadius.flatMap(Self.cleanRadius) }
  }
  /// How the sheet is sized on an iPad and in compact height (see `SheetStyle+Sizing.swift`).
  var sizingOptions = SizingOptions()
  /// The sheet's surface (see `SheetSurface.swift`).
  var surfaceSetting = SheetSurface.system
  /// Whether the sheet keeps its detent when the software keyboard appears (default `true`);
  /// see ``keepsDetentForKeyboard(_:)`` in `SheetStyle+Keyboard.swift`.
  public internal(set) var keepsDetentForKeyboard = true
  /// Which haptic feedback the sheet plays when it presents, when the user moves it to another
  /// detent, and when it is dismissed (``haptics(_:)``); ``ModalHaptics/none``, the default,
  /// plays nothing.
  public internal(set) var haptics = ModalHaptics.none

  /// Creates a sheet; every parameter defaults to UIKit's and SwiftUI's default.
  ///
  /// - Parameters:
  ///   - detents: The heights where the sheet can rest.
  ///   - selectedDetentIdentifier: The detent the sheet rests at; `nil` for the smallest.
  ///   - largestUndimmedDetentIdentifier: The largest detent without dimming; `nil` to dim at
  ///     every detent.
  ///   - showsGrabber: Whether the sheet shows a grabber.
  ///   - prefersScrollingExpandsWhenScrolledToEdge: Whether scrolling up at the top edge expands
  ///     the sheet first.
  ///   - isInteractiveDismissDisabled: Whether the user is kept from dismissing the sheet.
  ///   - preferredCornerRadius: The corner radius to ask UIKit for; `nil` for the system's.
  ///   - keepsDetentForKeyboard: Whether the sheet keeps its detent when the keyboard appears,
  ///     rather than UIKit raising it to its largest.
  public init(
    detents: [SheetDetent] = [.large],
    selectedDetentIdentifier: SheetDetent.Identifier? = nil,
    largestUndimmedDetentIdentifier: SheetDetent.Identifier? = nil,
    showsGrabber: Bool = false,
    prefersScrollingExpandsWhenScrolledToEdge: Bool = true,
    isInteractiveDismissDisabled: Bool = false,
    preferredCornerRadius: Double? = nil,
    keepsDetentForKeyboard: Bool = true
  ) {
    self.detents = detents
    self.selectedDetentIdentifier = selectedDetentIdentifier
    self.largestUndimmedDetentIdentifier = largestUndimmedDetentIdentifier
    self.showsGrabber = showsGrabber
    self.prefersScrollingExpandsWhenScrolledToEdge = prefersScrollingExpandsWhenScrolledToEdge
    self.isInteractiveDismissDisabled = isInteractiveDismissDisabled
    self.preferredCornerRadius = preferredCornerRadius.flatMap(Self.cleanRadius)
    self.keepsDetentForKeyboard = keepsDetentForKeyboard
  }

  /// A finite, non-negative radius, or `nil`.
  private static func cleanRadius(_ radius: Double) -> Double? {
    radius.isFinite && radius >= 0 ? radius : nil
  }

  /// SwiftUI's sheet: the large detent, no grabber, dimming behind it, dismissed by a drag down.
  /// It slides up with UIKit's modal spring.
  public static let sheet = SheetStyle()

  /// The half-sheet article's half sheet: the medium detent alone, with a grabber.
  public static let halfSheet = SheetStyle(detents: [.medium], showsGrabber: true)

  // MARK: Copy and modify

  /// A copy with other detents; the selected and the largest undimmed detents are kept.
  ///
  /// - Parameter detents: The heights where the sheet can rest.
  /// - Returns: The modified sheet.
  public func detents(_ detents: [SheetDetent]) -> Self {
    setting(\.detents, to: detents)
  }

  /// A copy that rests at another detent (`nil` for the smallest).
  ///
  /// - Parameter identifier: The detent to rest at.
  /// - Returns: The modified sheet.
  public func selectedDetent(_ identifier: SheetDetent.Identifier?) -> Self {
    setting(\.selectedDetentIdentifier, to: identifier)
  }

  /// A copy whose dimming starts above another detent (`nil` to dim at every detent).
  ///
  /// - Parameter identifier: The largest detent without dimming.
  /// - Returns: The modified sheet.
  public func largestUndimmedDetent(_ identifier: SheetDetent.Identifier?) -> Self {
    setting(\.largestUndimmedDetentIdentifier, to: identifier)
  }

  /// A copy that shows or hides the grabber, as SwiftUI's
  /// `presentationDragIndicator(.visible)`.
  ///
  /// - Parameter shows: Whether the sheet shows a grabber.
  /// - Returns: The modified sheet.
  public func showsGrabber(_ shows: Bool = true) -> Self {
    setting(\.showsGrabber, to: shows)
  }

  /// A copy where scrolling up at the top edge does, or does not, expand the sheet first.
  ///
  /// - Parameter expands: Whether scrolling expands the sheet before the content scrolls.
  /// - Returns: The modified sheet.
  public func scrollingExpandsWhenScrolledToEdge(_ expands: Bool) -> Self {
    setting(\.prefersScrollingExpandsWhenScrolledToEdge, to: expands)
  }

  /// A copy the user can, or cannot, dismiss, as SwiftUI's `interactiveDismissDisabled(_:)`; the
  /// detents are kept and still work.
  ///
  /// - Parameter disabled: Whether a drag below the smallest detent springs back instead of
  ///   dismissing; `true` by default.
  /// - Returns: The modified sheet.
  public func interactiveDismissDisabled(_ disabled: Bool = true) -> Self {
    setting(\.isInteractiveDismissDisabled, to: disabled)
  }

  /// A copy that asks UIKit for a corner radius (`nil` for the system's own).
  ///
  /// - Parameter radius: The radius in points; negative, NaN and infinite radii become `nil`.
  /// - Returns: The modified sheet.
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
  public func resolvedSelectedDetent(in context: SheetDetent.Context) -> SheetDetent.Resolved {
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

  /// The detent the sheet rests at in `context`; the old name of
  /// ``resolvedSelectedDetent(in:)``, which no longer shares a name with the modifier
  /// ``selectedDetent(_:)``.
  ///
  /// - Parameter context: The context to resolve in.
  /// - Returns: The resolved detent the sheet rests at.
  @available(*, deprecated, renamed: "resolvedSelectedDetent(in:)")
  public func selectedDetent(in context: SheetDetent.Context) -> SheetDetent.Resolved {
    resolvedSelectedDetent(in: context)
  }
}

extension SheetStyle: CopyModifying {}
