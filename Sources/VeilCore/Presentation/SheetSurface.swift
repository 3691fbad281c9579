/// What a sheet's surface is: the system's own, a colour, a material or nothing.
///
/// SwiftUI's `presentationBackground(_:)` (iOS 16.4) for Veil's sheets, on iOS 15 and later:
///
/// ```swift
/// .modal(isPresented: $shown, style: .sheet.surface(.material(.systemThinMaterial))) {
///   Filters()
/// }
/// ```
///
/// - ``system`` (the default) is the surface the system gives a sheet. UIKit draws none on
///   iOS 15–18: the presented view is the sheet, so Veil paints the system background behind
///   the content, as SwiftUI's sheet does. On iOS 26, for an app built with the iOS 26 SDK and
///   not opted out with `UIDesignRequiresCompatibility`, UIKit draws Liquid Glass behind a
///   sheet at a partial detent (and its opaque background at full height) itself: Veil then
///   leaves the content's host clear, so nothing hides the glass.
/// - ``color(_:)`` paints a colour behind the content, and ``material(_:)`` a blur of what is
///   behind the sheet, with one of UIKit's blur styles (``Backdrop/BlurStyle``).
/// - ``clear`` paints nothing: the content brings its own surface, or the sheet is
///   see-through over the dimming on iOS 15–18 (over the glass on iOS 26).
public struct SheetSurface: Hashable, Sendable {
  package enum Kind: Hashable, Sendable {
    case system
    case clear
    case color(ModalColor)
    case material(Backdrop.BlurStyle)
  }

  package let kind: Kind

  /// The system's own surface: the system background on iOS 15–18, UIKit's Liquid Glass on
  /// iOS 26 (see ``SheetSurface``).
  public static let system = SheetSurface(kind: .system)

  /// No surface: the host stays clear and the content draws its own.
  public static let clear = SheetSurface(kind: .clear)

  /// A colour behind the content.
  ///
  /// - Parameter color: The colour; a translucent one lets the dimming (or, on iOS 26, the
  ///   glass) show through.
  /// - Returns: The surface.
  public static func color(_ color: ModalColor) -> SheetSurface {
    SheetSurface(kind: .color(color))
  }

  /// A blur of what lies behind the sheet, as `UIVisualEffectView` draws it.
  ///
  /// - Parameter style: One of UIKit's blur styles; the materials follow the light or dark
  ///   appearance.
  /// - Returns: The surface.
  public static func material(_ style: Backdrop.BlurStyle) -> SheetSurface {
    SheetSurface(kind: .material(style))
  }
}

extension SheetStyle {
  /// The sheet's surface (default ``SheetSurface/system``).
  public var surface: SheetSurface { surfaceSetting }

  /// A copy with another surface, as SwiftUI's `presentationBackground(_:)`.
  ///
  /// - Parameter surface: The surface: ``SheetSurface/system``, ``SheetSurface/clear``,
  ///   ``SheetSurface/color(_:)`` or ``SheetSurface/material(_:)``.
  /// - Returns: The modified sheet.
  public func surface(_ surface: SheetSurface) -> Self {
    setting(\.surfaceSetting, to: surface)
  }
}
