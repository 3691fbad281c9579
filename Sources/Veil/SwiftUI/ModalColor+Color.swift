#if os(iOS)
  import SwiftUI
  import VeilCore

  extension ModalColor {
    /// The sRGB components of a SwiftUI color, for a backdrop or an in-place lightbox.
    ///
    /// Veil's colors are values its engine can draw anywhere, `veil preview` included, so a
    /// dynamic color is resolved once, in `traitCollection`, as it is for a `UIColor`.
    ///
    /// ```swift
    /// .modal(isPresented: $shown, style: .cover.backdrop(.dim(ModalColor(.indigo), opacity: 0.4))) {
    ///   Panel()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - color: The color to read.
    ///   - traitCollection: The traits a dynamic color is resolved in; the current ones by
    ///     default.
    public init(_ color: Color, in traitCollection: UITraitCollection = .current) {
      self.init(UIColor(color), in: traitCollection)
    }
  }
#endif
