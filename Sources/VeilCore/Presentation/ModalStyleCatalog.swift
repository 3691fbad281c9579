extension ModalStyle {
  /// A built-in style with the name the `veil` command knows it by and a one-line description.
  ///
  /// ```swift
  /// for entry in ModalStyle.builtIns {
  ///   print(entry.name, "-", entry.summary)
  /// }
  /// ```
  public struct BuiltIn: Hashable, Sendable {
    /// The style's name: its Swift spelling, with a variant after a dot
    /// (`overCurrentContext.flipHorizontal`, `blur.dark`).
    public let name: String
    /// One line saying what the style looks like and which seed it comes from.
    public let summary: String
    /// The style.
    public let style: ModalStyle
  }

  /// Every built-in style and its variants, in the order a gallery shows them.
  public static let builtIns: [BuiltIn] = [
    BuiltIn(
      name: "cover",
      summary: "See-through cover: fades in from 1.2× over black at 0.2 in 0.2 s (seed 000)",
      style: .cover),
    BuiltIn(
      name: "card",
      summary: "The cover with a 16-point rounded card kept 20 points from the sides",
      style: .card),
    BuiltIn(
      name: "lightbox",
      summary: "Photo over black: fades in, slides off the edge it is dragged to (seed 001)",
      style: .lightbox),
    BuiltIn(
      name: "fullScreen",
      summary: "UIKit's opaque full-screen modal, covering vertically (seed 002)",
      style: .fullScreen),
    BuiltIn(
      name: "overCurrentContext",
      summary: "Over the visible screen, black at 0.5, covering vertically (seed 003)",
      style: .overCurrentContext),
    BuiltIn(
      name: "overCurrentContext.flipHorizontal",
      summary: "Over the visible screen, black at 0.5, flipping horizontally (seed 003)",
      style: .overCurrentContext(.flipHorizontal)),
    BuiltIn(
      name: "overCurrentContext.crossDissolve",
      summary: "Over the visible screen, black at 0.5, cross-dissolving (seed 003)",
      style: .overCurrentContext(.crossDissolve)),
    BuiltIn(
      name: "blur",
      summary: "A regular blur fading in over 0.7 s, seed 003's custom transition",
      style: .blur),
    BuiltIn(
      name: "blur.light",
      summary: "The blur style with a light blur (seed 003)",
      style: .blur(.light)),
    BuiltIn(
      name: "blur.dark",
      summary: "The blur style with a dark blur (seed 003)",
      style: .blur(.dark)),
    BuiltIn(
      name: "blur.extraLight",
      summary: "The blur style with an extra-light blur (seed 003)",
      style: .blur(.extraLight)),
    BuiltIn(
      name: "sheet",
      summary: "Bottom sheet at the medium detent with a grabber (seed 004)",
      style: .sheet),
  ]

  /// The built-in style called `name` (see ``builtIns``), or `nil`. Names are matched exactly.
  ///
  /// - Parameter name: A built-in style's name, such as `cover` or `blur.dark`.
  /// - Returns: The style, or `nil` if no built-in style has that name.
  public static func builtIn(named name: String) -> ModalStyle? {
    builtIns.first { $0.name == name }?.style
  }
}
