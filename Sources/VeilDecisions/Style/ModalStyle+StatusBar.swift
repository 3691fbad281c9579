import Foundation
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

/// The colour of the status bar's text over a modal that takes over the status bar (V1).
package enum StatusBarText: Hashable, Sendable {
  /// Light text, for a dark backdrop (UIKit's `.lightContent`).
  case light
  /// Dark text, for a light backdrop (UIKit's `.darkContent`).
  case dark
  /// Text that follows the interface style of the content's host (UIKit's `.default`).
  case followsInterfaceStyle
}

extension ModalStyle {
  /// The status bar's text colour while this style is up.
  ///
  /// Only a style that ``capturesStatusBarAppearance`` is asked; any other keeps the
  /// presenter's choice. A host that paints the system background (``hostPaintsBackground``)
  /// shows that background under the status bar, which follows the host's interface style, as
  /// `.default` does. A see-through style shows its backdrop there: a dim covering at least
  /// half (``captureDimAlpha``) decides by its colour (a lightbox's black wants light text), and
  /// otherwise a blur that is always dark or always light decides; an adaptive blur follows the
  /// interface style. The host's interface style is the presenting view's colour scheme, so
  /// without this a lightbox or a dark blur over a light app shows dark text on black.
  package var statusBarText: StatusBarText {
    guard capturesStatusBarAppearance, !hostPaintsBackground else {
      return .followsInterfaceStyle
    }
    if let dim = backdrop.dim, backdrop.dimAlpha(atStrength: 1) >= Self.captureDimAlpha {
      return dim.color.isLight ? .dark : .light
    }
    switch backdrop.blur?.style.tone {
    case .some(.dark): return .light
    case .some(.light): return .dark
    case .some(.adaptive), nil: return .followsInterfaceStyle
    }
  }
}

extension ModalColor {
  /// Whether dark text reads on this colour: its relative luminance (sRGB, as WCAG computes it
  /// from the components) is above the middle grey's.
  fileprivate var isLight: Bool {
    func linear(_ component: Double) -> Double {
      let value = component.isNaN ? 0 : min(max(component, 0), 1)
      return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    let luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    // The luminance at which black and white text have the same contrast.
    return luminance > 0.179
  }
}

extension Backdrop.BlurStyle {
  /// Whether the blur is always dark, always light, or follows the interface style.
  fileprivate enum Tone {
    case dark, light, adaptive
  }

  fileprivate var tone: Tone {
    switch self {
    case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
      .systemThickMaterialDark, .systemChromeMaterialDark:
      return .dark
    case .extraLight, .light, .systemUltraThinMaterialLight, .systemThinMaterialLight,
      .systemMaterialLight, .systemThickMaterialLight, .systemChromeMaterialLight:
      return .light
    case .regular, .prominent, .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial,
      .systemThickMaterial, .systemChromeMaterial:
      return .adaptive
    }
  }
}
