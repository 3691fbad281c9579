#if os(iOS)
  import UIKit
  import VeilCore

  extension ModalColor {
    /// The sRGB components of a UIKit color, for a backdrop or an in-place lightbox.
    ///
    /// A dynamic color (a system or asset-catalog color that follows light and dark mode) is
    /// resolved in `traitCollection`; the result is one fixed color. Components outside sRGB
    /// (a Display P3 color) are clamped to 0…1.
    ///
    /// ```swift
    /// let brand = ModalColor(UIColor(named: "Brand") ?? .black)
    /// ```
    ///
    /// - Parameters:
    ///   - color: The color to read.
    ///   - traitCollection: The traits a dynamic color is resolved in; the current ones by
    ///     default.
    public init(_ color: UIColor, in traitCollection: UITraitCollection = .current) {
      var red: CGFloat = 0
      var green: CGFloat = 0
      var blue: CGFloat = 0
      var alpha: CGFloat = 1
      let resolved = color.resolvedColor(with: traitCollection)
      if !resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha) {
        // Not convertible to RGB (a pattern color): its grey, if it has one.
        var white: CGFloat = 0
        if resolved.getWhite(&white, alpha: &alpha) { (red, green, blue) = (white, white, white) }
      }
      self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
  }
#endif
