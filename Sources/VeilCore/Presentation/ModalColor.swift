/// An sRGB colour with alpha, each component in 0…1: the colour of a dimming backdrop.
///
/// Named `ModalColor` rather than `Color` so that it never clashes with SwiftUI's `Color` in a
/// file that imports both.
///
/// ```swift
/// let scrim = ModalColor(red: 0, green: 0, blue: 0, alpha: 1)
/// let paper = ModalColor(white: 0.95)
/// ```
public struct ModalColor: Hashable, Sendable {
  /// The red component, 0…1.
  public let red: Double
  /// The green component, 0…1.
  public let green: Double
  /// The blue component, 0…1.
  public let blue: Double
  /// The alpha component, 0…1.
  public let alpha: Double

  /// Creates a colour. Components are clamped to 0…1; a NaN colour component becomes 0 and a
  /// NaN alpha 1.
  ///
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - alpha: The alpha component; opaque by default.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red.unitClamped
    self.green = green.unitClamped
    self.blue = blue.unitClamped
    self.alpha = alpha.clamped(to: 0...1, nanFallback: 1)
  }

  /// Creates a grey. As ``init(red:green:blue:alpha:)`` for bad input.
  ///
  /// - Parameters:
  ///   - white: The grey level, 0 black to 1 white.
  ///   - alpha: The alpha component; opaque by default.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Opaque black.
  public static let black = ModalColor(white: 0)
  /// Opaque white.
  public static let white = ModalColor(white: 1)
  /// Fully transparent black.
  public static let clear = ModalColor(white: 0, alpha: 0)
}
