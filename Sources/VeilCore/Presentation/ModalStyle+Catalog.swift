extension ModalStyle {
  /// A built-in style with the name the `veil` command knows it by and a one-line description.
  ///
  /// ```swift
  /// for entry in ModalStyle.builtIns {
  ///   print(entry.name, "-", entry.summary)
  /// }
  /// ```
  public struct BuiltIn: Hashable, Sendable {
    /// A built-in style of either kind: one of Veil's own (``ModalStyle``) or UIKit's sheet
    /// (``SheetStyle``), each presented by its own `.modal(…, style:)` overload.
    ///
    /// ```swift
    /// for entry in ModalStyle.builtIns {
    ///   switch entry.kind {
    ///   case .modal(let style): print(entry.name, style.placement)
    ///   case .sheet(let sheet): print(entry.name, sheet.detents)
    ///   }
    /// }
    /// ```
    public enum Kind: Hashable, Sendable {
      /// A style Veil draws and moves.
      case modal(ModalStyle)
      /// UIKit's sheet.
      case sheet(SheetStyle)
    }

    /// The style's name: its Swift spelling, with a variant after a dot
    /// (`overCurrentContext.flipHorizontal`, `blur.dark`).
    public let name: String
    /// One line saying what the style looks like, short enough for an 80-column `veil styles`.
    public let summary: String
    /// The style, of its kind.
    public let kind: Kind
    /// The style as the preview and the iOS layer read it, a sheet included.
    package let style: ModalStyle

    init(name: String, summary: String, style: ModalStyle) {
      self.name = name
      self.summary = summary
      self.kind = .modal(style)
      self.style = style
    }

    init(name: String, summary: String, sheet: SheetStyle) {
      self.name = name
      self.summary = summary
      self.kind = .sheet(sheet)
      self.style = ModalStyle(sheet: sheet)
    }
  }

  /// Every built-in style and its variants, in the order a gallery shows them.
  public static let builtIns: [BuiltIn] = [
    BuiltIn(
      name: "cover",
      summary: "See-through cover, fading in from 1.2× scale",
      style: .cover),
    BuiltIn(
      name: "card",
      summary: "The cover with a rounded card inset 20 pt",
      style: .card),
    BuiltIn(
      name: "lightbox",
      summary: "Drag to dismiss: a photo over black",
      style: .lightbox),
    BuiltIn(
      name: "lightbox.zoom",
      summary: "The lightbox opening out of a thumbnail",
      style: ModalStyle.lightbox.zoom(from: .preview).resolvingZoomSource(.preview)),
    BuiltIn(
      name: "fullScreen",
      summary: "UIKit's full-screen modal, covering upwards",
      style: .fullScreen),
    BuiltIn(
      name: "overCurrentContext",
      summary: "Over the screen, covering vertically",
      style: .overCurrentContext),
    BuiltIn(
      name: "overCurrentContext.flipHorizontal",
      summary: "Over the screen, flipping horizontally",
      style: .overCurrentContext(transition: .flipHorizontal)),
    BuiltIn(
      name: "overCurrentContext.crossDissolve",
      summary: "Over the screen, cross-dissolving",
      style: .overCurrentContext(transition: .crossDissolve)),
    BuiltIn(
      name: "blur",
      summary: "A blurred backdrop fading in over 0.7 s",
      style: .blur),
    BuiltIn(
      name: "blur.light",
      summary: "The blur style with a light blur",
      style: .blur(.light)),
    BuiltIn(
      name: "blur.dark",
      summary: "The blur style with a dark blur",
      style: .blur(.dark)),
    BuiltIn(
      name: "blur.extraLight",
      summary: "The blur style with an extra-light blur",
      style: .blur(.extraLight)),
    BuiltIn(
      name: "toast",
      summary: "A banner at the top, touches passing by it",
      style: .toast),
    BuiltIn(
      name: "toast.bottom",
      summary: "The toast at the bottom edge",
      style: .toast.bottom),
    BuiltIn(
      name: "sheet",
      summary: "UIKit's sheet, large as SwiftUI's",
      sheet: .sheet),
    BuiltIn(
      name: "halfSheet",
      summary: "Half sheet with a grabber, at medium detent",
      sheet: .halfSheet),
    BuiltIn(
      name: "drawer",
      summary: "Side drawer sliding in from the leading edge",
      style: .drawer),
    BuiltIn(
      name: "drawer.trailing",
      summary: "The drawer on the trailing edge",
      style: .drawer(.trailing)),
  ]

  /// The built-in style called `name` (see ``builtIns``), or `nil`. Names are matched exactly.
  ///
  /// - Parameter name: A built-in style's name, such as `cover` or `blur.dark`.
  /// - Returns: The entry, or `nil` if no built-in style has that name.
  public static func builtIn(named name: String) -> BuiltIn? {
    builtIns.first { $0.name == name }
  }
}
