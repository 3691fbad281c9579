import VeilCore

/// Every built-in style in every format, and the `index.html` that shows them: what
/// `veil preview --all --out DIR` writes.
///
/// ```swift
/// let files = Gallery(settings: PreviewSettings()).files(in: "gallery")
/// ```
public struct Gallery: Sendable {
  /// How every style is sampled.
  public var settings: PreviewSettings
  /// The styles, in the order the page shows them.
  public var styles: [ModalStyle.BuiltIn]

  /// The formats written for each style.
  public static let formats: [PreviewFormat] = [.animated, .filmstrip, .curves, .csv, .json]

  /// A drag the gallery shows after the styles: a style, a drag, and what it shows.
  struct DragCard: Sendable {
    /// The entry's name and its files' base name.
    var name: String
    /// The style dragged, as the command would name it.
    var styleName: String
    /// The style.
    var style: ModalStyle
    /// The drag.
    var drag: PreviewDrag
    /// What the card shows, after the command that renders it.
    var summary: String
  }

  /// The drags shown: lightbox dismissed and springing back, a sheet moving between detents
  /// and dismissed.
  static let dragCards: [DragCard] = [
    DragCard(
      name: "drag.lightbox.dismiss", styleName: "lightbox", style: .lightbox,
      drag: PreviewDrag(translation: Vector(x: 0, y: 160), velocity: Vector(x: 0, y: 900)),
      summary: "Flung down past the threshold: the photo follows the finger, the black "
        + "fades, and the release carries it off at the finger's speed."),
    DragCard(
      name: "drag.lightbox.springBack", styleName: "lightbox", style: .lightbox,
      drag: PreviewDrag(translation: Vector(x: 0, y: 60)),
      summary: "Pulled 60 pt and let go: short of the threshold, it springs back."),
    DragCard(
      name: "drag.halfSheet.detents", styleName: "'halfSheet --detents medium,large'",
      style: ModalStyle(
        sheet: SheetStyle.halfSheet.detents([.medium, .large]).selectedDetent(.medium)),
      drag: PreviewDrag(translation: Vector(x: 0, y: -200), velocity: Vector(x: 0, y: -600)),
      summary: "Pulled up 200 pt from medium and let go moving up: it settles at large."),
    DragCard(
      name: "drag.halfSheet.dismiss", styleName: "halfSheet", style: ModalStyle(sheet: .halfSheet),
      drag: PreviewDrag(translation: Vector(x: 0, y: 300), velocity: Vector(x: 0, y: 1_200)),
      summary: "Flung down from medium: it is dismissed, the dimming fading with it."),
  ]

  /// Creates a gallery of `styles`, by default every built-in one.
  ///
  /// - Parameters:
  ///   - settings: How every style is sampled.
  ///   - styles: The styles, in display order.
  public init(
    settings: PreviewSettings = PreviewSettings(),
    styles: [ModalStyle.BuiltIn] = ModalStyle.builtIns
  ) {
    self.settings = settings
    self.styles = styles
  }

  /// The files: `NAME.animated.svg`, `NAME.filmstrip.svg`, `NAME.curves.svg`, `NAME.csv` and
  /// `NAME.json` for each style and for each of the drags the gallery shows, then `index.html`.
  ///
  /// - Parameter directory: The directory the paths start with.
  /// - Returns: The files, in order.
  public func files(in directory: String) -> [PreviewFile] {
    var files: [PreviewFile] = []
    files.reserveCapacity((styles.count + Self.dragCards.count) * Self.formats.count + 1)
    var entries: [GalleryPage.Entry] = []
    for builtIn in styles {
      let preview = StylePreview(builtIn, settings: settings)
      let (animated, curves) = write(preview, in: directory, to: &files)
      entries.append(
        entry(for: preview, summary: builtIn.summary, animated: animated, curves: curves))
    }
    for card in Self.dragCards {
      var cardSettings = settings
      cardSettings.drag = card.drag
      cardSettings.phases = .both
      let preview = StylePreview(name: card.name, style: card.style, settings: cardSettings)
      let (animated, curves) = write(preview, in: directory, to: &files)
      let command =
        "\(card.styleName) --drag \(Self.vector(card.drag.translation))"
        + (card.drag.velocity == .zero ? "" : " --velocity \(Self.vector(card.drag.velocity))")
      entries.append(
        GalleryPage.Entry(
          name: card.name, summary: card.summary,
          parameters: [("Drag", command)]
            + preview.tracks.map { track in
              (
                track.kind == .dragging ? "Finger" : "Release",
                "\(ArgumentValue.display((track.duration * 1000).rounded() / 1000)) s"
              )
            },
          animation: fileName(card.name, .animated),
          links: Self.formats.map { ($0.rawValue, fileName(card.name, $0)) },
          drawing: GalleryPage.Entry.Drawing(preview, animated: animated, curves: curves)))
    }
    files.append(
      PreviewFile(
        path: Self.path(directory, "index.html"),
        contents: GalleryPage.render(entries: entries, settings: settings)))
    return files
  }

  /// `NAME.SUFFIX`, the file of one style in one format.
  ///
  /// - Parameters:
  ///   - name: The style's name.
  ///   - format: The format.
  /// - Returns: The file name.
  public func fileName(_ name: String, _ format: PreviewFormat) -> String {
    name + "." + format.fileSuffix
  }

  /// Appends `preview` in every format to `files`, and returns the two renderings the page
  /// inlines, so that neither is rendered twice.
  private func write(
    _ preview: StylePreview, in directory: String, to files: inout [PreviewFile]
  ) -> (animated: [UInt8], curves: [UInt8]) {
    var animated: [UInt8] = []
    var curves: [UInt8] = []
    for format in Self.formats {
      let contents = preview.render(format)
      if format == .animated { animated = contents }
      if format == .curves { curves = contents }
      files.append(
        PreviewFile(path: Self.path(directory, fileName(preview.name, format)), contents: contents))
    }
    return (animated, curves)
  }

  private static func vector(_ vector: Vector) -> String {
    ArgumentValue.display(vector.x) + "," + ArgumentValue.display(vector.y)
  }

  private static func path(_ directory: String, _ file: String) -> String {
    directory.hasSuffix("/") ? directory + file : directory + "/" + file
  }

  private func entry(
    for preview: StylePreview, summary: String, animated: [UInt8], curves: [UInt8]
  ) -> GalleryPage.Entry {
    let style = preview.style
    var parameters: [(String, String)] = [
      ("Backdrop", StyleDescription.backdrop(style.backdrop))
    ]
    do {
      let resting = preview.restingFrame
      parameters.append(("Content", StyleDescription.content(resting)))
    }
    for timeline in preview.timelines {
      let animation = timeline.sampler.animation(for: timeline.phase)
      parameters.append(
        (
          timeline.phase.isPresenting ? "Presentation" : "Dismissal",
          StyleDescription.animation(animation, settlesIn: timeline.duration)
        ))
    }
    return GalleryPage.Entry(
      name: preview.name, summary: summary, parameters: parameters,
      animation: fileName(preview.name, .animated),
      links: Self.formats.map { ($0.rawValue, fileName(preview.name, $0)) },
      drawing: GalleryPage.Entry.Drawing(preview, animated: animated, curves: curves))
  }
}

/// Short descriptions of a style's parts, for people: the gallery and `veil styles`.
enum StyleDescription {
  /// "black at 0.2, taps dismiss"; "regular blur (20 pt), black at 0.1 over it".
  static func backdrop(_ backdrop: Backdrop) -> String {
    var parts: [String] = []
    if let blur = backdrop.blur {
      parts.append("\(blur.style.rawValue) blur (\(ArgumentValue.display(blur.radius)) pt)")
    }
    if let dim = backdrop.dim {
      let over = backdrop.blur == nil ? "" : " over it"
      parts.append(
        "\(color(dim.color)) at \(ArgumentValue.display(dim.opacity * dim.color.alpha))\(over)")
    }
    if parts.isEmpty { parts.append("none") }
    switch backdrop.tapBehavior {
    case .dismisses: parts.append("taps dismiss")
    case .passesThrough: parts.append("taps pass through")
    case .blocks: break
    }
    if backdrop.attachment == .content { parts.append("moves with the content") }
    return parts.joined(separator: ", ")
  }

  /// "black", "white", or `rgb(r, g, b)` in 0…255.
  static func color(_ color: ModalColor) -> String {
    switch (color.red, color.green, color.blue) {
    case (0, 0, 0): return "black"
    case (1, 1, 1): return "white"
    default:
      let channels = [color.red, color.green, color.blue].map {
        ArgumentValue.display(($0 * 255).rounded())
      }
      return "rgb(" + channels.joined(separator: ", ") + ")"
    }
  }

  /// "390 × 422 pt at (0, 422), corners 16 pt".
  static func content(_ frame: ModalFrame) -> String {
    let rect = frame.contentRect
    let corners =
      frame.cornerRadius > 0 ? ", corners \(ArgumentValue.display(frame.cornerRadius)) pt" : ""
    return "\(ArgumentValue.display(rect.width)) × \(ArgumentValue.display(rect.height)) pt "
      + "at (\(ArgumentValue.display(rect.x)), \(ArgumentValue.display(rect.y)))\(corners)"
  }

  /// "ease-in-out, 0.2 s"; "spring, response 0.55 s, damping ratio 1, settles in 0.9 s".
  static func animation(_ animation: ModalAnimation, settlesIn duration: Double) -> String {
    if let spring = animation.spring {
      return "spring, response \(ArgumentValue.display(spring.response)) s, damping ratio "
        + "\(ArgumentValue.display(spring.dampingRatio)), settles in "
        + "\(ArgumentValue.display((duration * 1000).rounded() / 1000)) s"
    }
    let curve = animation.timingCurve.map(self.curve) ?? "curve"
    return "\(curve), \(ArgumentValue.display(animation.settlingDuration)) s"
  }

  /// Core Animation's name of a curve, or its control points.
  static func curve(_ curve: TimingCurve) -> String {
    switch curve {
    case .linear: "linear"
    case .easeIn: "ease-in"
    case .easeOut: "ease-out"
    case .easeInOut: "ease-in-out"
    case .default: "Core Animation's default curve"
    default:
      "cubic Bézier ("
        + [curve.x1, curve.y1, curve.x2, curve.y2].map(ArgumentValue.display)
        .joined(separator: ", ") + ")"
    }
  }
}
