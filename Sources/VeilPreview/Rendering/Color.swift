import VeilCore

/// A colour written as `rgb(r,g,b)` with 0…255 channels; its alpha is applied separately.
struct Color: Hashable, Sendable {
  /// Red, green and blue, 0…1.
  var red: Double
  var green: Double
  var blue: Double

  /// The colour of a ``ModalColor``, without its alpha.
  init(_ color: ModalColor) {
    self.init(red: color.red, green: color.green, blue: color.blue)
  }

  init(red: Double, green: Double, blue: Double) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Writes `rgb(r,g,b)`.
  func write(to value: inout AttributeValue) {
    value.append("rgb(")
    value.append((red.clamped01 * 255).rounded(), decimals: 0)
    value.append(",")
    value.append((green.clamped01 * 255).rounded(), decimals: 0)
    value.append(",")
    value.append((blue.clamped01 * 255).rounded(), decimals: 0)
    value.append(")")
  }
}

extension Double {
  /// This value clamped to 0…1; NaN becomes 0.
  fileprivate var clamped01: Double { isNaN ? 0 : Swift.min(Swift.max(self, 0), 1) }
}

/// The tint a blur style lays over its blurred copy of the presenting screen, in the preview.
///
/// Apple publishes no numbers for `UIBlurEffect`'s tints; these are Veil's approximations,
/// chosen so that the styles read as they do on a device in light mode: light styles brighten,
/// dark styles darken, thicker materials cover more. Adaptive styles are drawn light.
struct BlurTint: Hashable, Sendable {
  /// The tint's colour.
  var color: Color
  /// The tint's alpha at full strength.
  var alpha: Double

  /// The tint of `style`.
  init(_ style: Backdrop.BlurStyle) {
    let white = Color(red: 1, green: 1, blue: 1)
    let dark = Color(red: 0.11, green: 0.11, blue: 0.12)
    switch style {
    case .extraLight: (color, alpha) = (white, 0.6)
    case .light: (color, alpha) = (white, 0.35)
    case .dark: (color, alpha) = (dark, 0.5)
    case .regular: (color, alpha) = (white, 0.3)
    case .prominent: (color, alpha) = (white, 0.5)
    case .systemUltraThinMaterial, .systemUltraThinMaterialLight: (color, alpha) = (white, 0.15)
    case .systemThinMaterial, .systemThinMaterialLight: (color, alpha) = (white, 0.3)
    case .systemMaterial, .systemMaterialLight: (color, alpha) = (white, 0.45)
    case .systemThickMaterial, .systemThickMaterialLight: (color, alpha) = (white, 0.6)
    case .systemChromeMaterial, .systemChromeMaterialLight: (color, alpha) = (white, 0.5)
    case .systemUltraThinMaterialDark: (color, alpha) = (dark, 0.15)
    case .systemThinMaterialDark: (color, alpha) = (dark, 0.3)
    case .systemMaterialDark: (color, alpha) = (dark, 0.45)
    case .systemThickMaterialDark: (color, alpha) = (dark, 0.6)
    case .systemChromeMaterialDark: (color, alpha) = (dark, 0.5)
    }
  }
}
