import Foundation
import VeilCore

/// Draws ``ModalFrame``s as SVG: the presenting screen, the backdrop at the frame's strength,
/// and the content card with its corner radius, opacity, scale, offset and y-rotation.
///
/// The filmstrip draws many frames with it; the animated preview draws one and animates its
/// attributes. Drawing a frame writes into the document and allocates nothing else: ids and
/// lists of numbers are written piece by piece, never built as strings.
///
/// The y-rotation is drawn as a horizontal scale by its cosine: SVG has no perspective, and
/// at ``ModalFrame/perspectiveDistance`` the difference from a true perspective is a few
/// points at the card's edge.
struct FrameArtist: Sendable {
  /// The backdrop the style draws at each frame's strength.
  var backdrop: Backdrop
  /// Whether the content shows a sheet's grabber.
  var showsGrabber: Bool
  /// The container (the canvas of one frame), in points.
  var container: Size
  /// How the content is drawn inside its rect.
  var content: ContentLayout
  /// A picture that replaces the stand-in content, or nil.
  var picture: PreviewContent? = nil
  /// The size of the fully presented content, which the picture is fitted into.
  var pictureSize = Size(width: 0, height: 0)
  /// How far a software keyboard reaches up from the container's bottom edge; 0 draws none.
  var keyboardHeight = 0.0
  /// A sheet's surface, drawn behind the stand-in content in place of its white; `nil` (not
  /// a sheet) and ``/VeilCore/SheetSurface/system`` draw the white, iOS 15–18's system
  /// background in light mode.
  var surface: SheetSurface? = nil
  /// Whether the layout runs right to left: the screen, the backdrop, the content and the
  /// finger are mirrored across the container, as the iOS layer mirrors VeilCore's layout
  /// terms (``/VeilCore/LayerGeometry``); the keyboard and the screen's outline are symmetric.
  var isRightToLeft = false

  /// Works out how to draw a style's content from its fully presented frame.
  ///
  /// Content that fills the whole container and does not remove the presenting screen is a
  /// see-through layer: an app draws its own view in it, which the preview stands in for with
  /// a card of ``StandIn/contentSize`` (the 300 × 300 pt view of the see-through cover and
  /// pan-to-dismiss articles) in the
  /// middle.
  ///
  /// - Parameters:
  ///   - resting: The frame of the fully presented modal.
  ///   - removesPresentingContent: Whether the style hides the presenting screen.
  /// - Returns: The layout.
  static func layout(resting: ModalFrame, removesPresentingContent: Bool) -> ContentLayout {
    if removesPresentingContent { return .opaque }
    let rect = resting.contentRect
    let container = resting.containerSize
    guard rect.x == 0, rect.y == 0, rect.width == container.width,
      rect.height == container.height
    else { return .card }
    let margin = 20.0
    let width = min(StandIn.contentSize.width, max(rect.width - 2 * margin, 0))
    let height = min(StandIn.contentSize.height, max(rect.height - 2 * margin, 0))
    return .seeThrough(
      card: Rect(
        x: (rect.width - width) / 2, y: (rect.height - height) / 2, width: width, height: height
      ))
  }

  /// The id of the presenting screen's group.
  static let presentingScreenID: StaticString = "presenting-screen"
  /// The id of the clip path that keeps each frame inside its screen.
  static let screenClipID: StaticString = "screen"

  /// The corner radius of the phone's screen in the drawing: a stand-in, not a measurement.
  var screenCornerRadius: Double { min(container.width, container.height) * 0.12 }

  /// Writes what every frame refers to: the presenting screen and the screen's clip.
  ///
  /// - Parameter xml: The writer, inside the document's root element.
  func writeDefinitions(to xml: inout XMLWriter) {
    xml.start("defs")
    StandIn.writePresentingScreen(id: Self.presentingScreenID, container: container, to: &xml)
    xml.start("clipPath")
    xml.attribute("id", literal: Self.screenClipID)
    StandIn.rect(
      x: 0, y: 0, width: container.width, height: container.height, radius: screenCornerRadius,
      fill: "#000000", to: &xml)
    xml.end()
    if let picture {
      let size: Size =
        switch content {
        case .seeThrough(let card): card.size
        case .opaque, .card: pictureSize
        }
      picture.writePattern(size: size, to: &xml)
    }
    xml.end()
  }

  /// Writes one frame at the origin: a group clipped to the screen.
  ///
  /// - Parameters:
  ///   - frame: The frame.
  ///   - index: The frame's number, unique in the document (it names the frame's blur filter).
  ///   - behind: Toasts at rest under the content (`--stack`), drawn as plain cards with the
  ///     frame's corner radius.
  ///   - xml: The writer.
  func writeFrame(
    _ frame: ModalFrame, index: Int, behind: [Rect] = [], to xml: inout XMLWriter
  ) {
    xml.start("g")
    xml.attribute("clip-path", literal: "url(#screen)")
    startMirroring(to: &xml)
    writePresentingScreen(to: &xml)
    let attachedToContent = backdrop.attachment == .content
    if !attachedToContent {
      writeBackdrop(strength: frame.backdropStrength, index: index, origin: .zero, to: &xml)
    }
    for card in behind { writeStackedToast(card, cornerRadius: frame.cornerRadius, to: &xml) }
    xml.start("g")
    xml.attribute("opacity", frame.contentOpacity, decimals: 3)
    xml.attribute("transform") { writeContentTransform(frame, to: &$0) }
    if attachedToContent {
      let origin = Vector(x: -frame.contentRect.x, y: -frame.contentRect.y)
      writeBackdrop(strength: frame.backdropStrength, index: index, origin: origin, to: &xml)
    }
    // A clip (a zoom's thumbnail shape) cuts the content and takes the corner radius.
    if let clip = frame.contentClip { writeClip(clip, of: frame, index: index, to: &xml) }
    writeCard(size: frame.contentRect.size, to: &xml) { path in
      Self.writeCardPath(
        size: frame.contentRect.size, radius: frame.contentClip == nil ? frame.cornerRadius : 0,
        corners: frame.roundedCorners, to: &path)
    }
    if frame.contentClip != nil { xml.end() }
    xml.end()
    endMirroring(to: &xml)
    writeKeyboard(to: &xml)
    xml.end()
    writeScreenOutline(to: &xml)
  }

  /// Starts a group that mirrors what is drawn in it across the container when the layout runs
  /// right to left; ``endMirroring(to:)`` ends it. Nothing is written left to right.
  func startMirroring(to xml: inout XMLWriter) {
    guard isRightToLeft else { return }
    xml.start("g")
    xml.attribute("class", literal: "right-to-left")
    xml.attribute("transform") {
      $0.append("matrix(-1,0,0,1,")
      $0.append(container.width)
      $0.append(",0)")
    }
  }

  /// Ends the group ``startMirroring(to:)`` started.
  func endMirroring(to xml: inout XMLWriter) {
    if isRightToLeft { xml.end() }
  }

  /// Writes a toast at rest in a stack: a card at `rect`, its stand-in content drawn.
  private func writeStackedToast(_ rect: Rect, cornerRadius: Double, to xml: inout XMLWriter) {
    xml.start("g")
    xml.attribute("class", literal: "stacked-toast")
    xml.attribute("transform") { Self.writeTranslation(Vector(x: rect.x, y: rect.y), to: &$0) }
    xml.start("path")
    xml.attribute("d") {
      Self.writeCardPath(size: rect.size, radius: cornerRadius, corners: .all, to: &$0)
    }
    xml.attribute("fill", literal: "#FFFFFF")
    xml.attribute("stroke", literal: StandIn.blockColor)
    xml.end()
    StandIn.writeContent(size: rect.size, grabber: false, to: &xml)
    xml.end()
  }

  /// Writes the software keyboard over everything at the container's bottom edge, in the light
  /// keyboard's grey, when ``keyboardHeight`` is above 0.
  func writeKeyboard(to xml: inout XMLWriter) {
    guard keyboardHeight > 0 else { return }
    xml.empty("rect") {
      $0.attribute("class", literal: "keyboard")
      $0.attribute("y", container.height - keyboardHeight)
      $0.attribute("width", container.width)
      $0.attribute("height", keyboardHeight)
      $0.attribute("fill", literal: "#D1D3D9")
    }
  }

  /// Starts a group cut to `clip`, rounded as `frame`'s corners; the caller ends it.
  private func writeClip(
    _ clip: Rect, of frame: ModalFrame, index: Int, to xml: inout XMLWriter
  ) {
    xml.start("clipPath")
    xml.attribute("id") {
      $0.append("content-clip-")
      $0.append(Double(index), decimals: 0)
    }
    xml.start("path")
    xml.attribute("transform") { Self.writeTranslation(Vector(x: clip.x, y: clip.y), to: &$0) }
    xml.attribute("d") {
      Self.writeCardPath(
        size: clip.size, radius: frame.cornerRadius, corners: frame.roundedCorners, to: &$0)
    }
    xml.end()
    xml.end()
    xml.start("g")
    xml.attribute("clip-path") {
      $0.append("url(#content-clip-")
      $0.append(Double(index), decimals: 0)
      $0.append(")")
    }
  }

  /// Writes the presenting screen, drawn from its definition.
  func writePresentingScreen(to xml: inout XMLWriter) {
    xml.empty("use") { $0.attribute("xlink:href", literal: "#presenting-screen") }
  }

  /// Writes the finger touching the screen at `point` (in layout terms, mirrored when the
  /// layout runs right to left): a translucent disc with a white rim, about a fingertip's size.
  func writeFinger(at point: Vector, to xml: inout XMLWriter) {
    xml.empty("circle") {
      $0.attribute("class", literal: "finger")
      $0.attribute("cx", isRightToLeft ? container.width - point.x : point.x)
      $0.attribute("cy", point.y)
      $0.attribute("r", literal: "22")
      $0.attribute("fill", literal: "#1D1D1F")
      $0.attribute("fill-opacity", literal: "0.35")
      $0.attribute("stroke", literal: "#FFFFFF")
      $0.attribute("stroke-width", literal: "3")
    }
  }

  /// Writes the phone's outline over a frame.
  func writeScreenOutline(to xml: inout XMLWriter) {
    xml.start("rect")
    xml.attribute("width", container.width)
    xml.attribute("height", container.height)
    xml.attribute("rx", screenCornerRadius)
    xml.attribute("fill", literal: "none")
    xml.attribute("stroke", literal: "#1D1D1F")
    xml.attribute("stroke-width", literal: "4")
    xml.end()
  }

  /// Writes the backdrop at `strength`: the blur (a blurred copy of the presenting screen
  /// faded in over it, with its tint), then the dim as a rectangle over it.
  ///
  /// - Parameters:
  ///   - strength: The frame's backdrop strength, 0…1.
  ///   - index: The frame's number, which names its blur filter.
  ///   - origin: Where the container's top-leading corner is in the current coordinates.
  ///   - xml: The writer.
  func writeBackdrop(strength: Double, index: Int, origin: Vector, to xml: inout XMLWriter) {
    if let blur = backdrop.blur {
      xml.start("filter")
      xml.attribute("id") { Self.writeBlurID(index, to: &$0) }
      // The whole screen, not the default 10 % margin: the blur must not be cut at the edges.
      xml.attribute("x", literal: "0")
      xml.attribute("y", literal: "0")
      xml.attribute("width", literal: "1")
      xml.attribute("height", literal: "1")
      xml.attribute("filterUnits", literal: "objectBoundingBox")
      xml.empty("feGaussianBlur") {
        // CSS and SVG define a blur's radius as the Gaussian's standard deviation
        // (Filter Effects Module Level 1, the blur() function).
        $0.attribute("stdDeviation", backdrop.blurRadius(atStrength: strength), decimals: 2)
        $0.attribute("edgeMode", literal: "duplicate")
      }
      xml.end()
      xml.start("g")
      if origin != .zero {
        xml.attribute("transform") { Self.writeTranslation(origin, to: &$0) }
      }
      xml.empty("use") {
        $0.attribute("xlink:href", literal: "#presenting-screen")
        $0.attribute("filter") {
          $0.append("url(#")
          Self.writeBlurID(index, to: &$0)
          $0.append(")")
        }
        $0.attribute("opacity", strength, decimals: 3)
      }
      let tint = BlurTint(blur.style)
      writeRect(origin: origin, fill: tint.color, opacity: tint.alpha * strength, to: &xml)
      xml.end()
    }
    if let dim = backdrop.dim {
      writeRect(
        origin: origin, fill: Color(dim.color), opacity: backdrop.dimAlpha(atStrength: strength),
        to: &xml)
    }
  }

  /// Writes the content at the origin of the current coordinates, as ``content`` lays it out:
  /// its background (opaque or a card) with an outline, and the stand-in content.
  ///
  /// - Parameters:
  ///   - size: The content's size.
  ///   - xml: The writer.
  ///   - path: Writes the outline of the content's rect with the frame's corner radius (a
  ///     path's `d` attribute).
  func writeCard(
    size: Size, to xml: inout XMLWriter, path: (inout AttributeValue) -> Void
  ) {
    switch content {
    case .opaque, .card:
      xml.start("path")
      xml.attribute("d", value: path)
      writeSurfaceFill(to: &xml)
      if case .card = content { xml.attribute("stroke", literal: StandIn.blockColor) }
      xml.end()
      if picture == nil { StandIn.writeContent(size: size, grabber: showsGrabber, to: &xml) }
    case .seeThrough(let card):
      xml.start("g")
      xml.attribute("transform") { Self.writeTranslation(Vector(x: card.x, y: card.y), to: &$0) }
      xml.start("path")
      xml.attribute("d") {
        Self.writeCardPath(
          size: card.size, radius: StandIn.contentCornerRadius, corners: .all, to: &$0)
      }
      xml.attribute("fill", literal: contentFill)
      xml.end()
      if picture == nil { StandIn.writeContent(size: card.size, grabber: false, to: &xml) }
      xml.end()
    }
  }

  /// Writes the content's fill: the picture's pattern, else a sheet's surface (a colour at its
  /// alpha, a material as its blur style's tint, nothing for a clear one), else the stand-in's
  /// white.
  private func writeSurfaceFill(to xml: inout XMLWriter) {
    guard picture == nil, let kind = surface?.kind else {
      return xml.attribute("fill", literal: contentFill)
    }
    switch kind {
    case .system:
      xml.attribute("fill", literal: contentFill)
    case .clear:
      xml.attribute("fill", literal: "none")
    case .color(let color):
      xml.attribute("fill") { Color(color).write(to: &$0) }
      xml.attribute("fill-opacity", color.alpha, decimals: 3)
    case .material(let style):
      let tint = BlurTint(style)
      xml.attribute("fill") { tint.color.write(to: &$0) }
      xml.attribute("fill-opacity", tint.alpha, decimals: 3)
    }
  }

  /// The content's fill: the picture's pattern, or the stand-in's colour.
  private var contentFill: StaticString {
    picture == nil ? StandIn.contentColor : PreviewContent.patternFill
  }

  /// Writes a rectangle over the container in `fill` at `opacity`.
  private func writeRect(
    origin: Vector, fill: Color, opacity: Double, to xml: inout XMLWriter
  ) {
    xml.start("rect")
    if origin.x != 0 { xml.attribute("x", origin.x) }
    if origin.y != 0 { xml.attribute("y", origin.y) }
    xml.attribute("width", container.width)
    xml.attribute("height", container.height)
    xml.attribute("fill") { fill.write(to: &$0) }
    xml.attribute("fill-opacity", opacity, decimals: 3)
    xml.end()
  }

  /// Writes the content's transform: to the centre of its rect plus the offset, scaled (with
  /// the y-rotation's cosine across), back by half its size, so the card's own coordinates
  /// start at its top-leading corner.
  func writeContentTransform(_ frame: ModalFrame, to value: inout AttributeValue) {
    let rect = frame.contentRect
    let center = Vector(x: rect.midX + frame.offset.x, y: rect.midY + frame.offset.y)
    let scale = frame.contentScale
    Self.writeTranslation(center, to: &value)
    value.append(" scale(")
    value.append(scale * Self.cosine(degrees: frame.rotationY), decimals: 4)
    value.append(",")
    value.append(scale, decimals: 4)
    value.append(") ")
    Self.writeTranslation(Vector(x: -rect.width / 2, y: -rect.height / 2), to: &value)
  }

  /// The cosine of an angle in degrees, exact at multiples of 90°.
  static func cosine(degrees: Double) -> Double {
    let turned = degrees.truncatingRemainder(dividingBy: 360)
    switch turned.magnitude {
    case 90, 270: return 0
    case 180: return -1
    default: return cos(turned * .pi / 180)
    }
  }

  /// Writes `translate(x,y)`.
  static func writeTranslation(_ offset: Vector, to value: inout AttributeValue) {
    value.append("translate(")
    value.append(offset.x)
    value.append(",")
    value.append(offset.y)
    value.append(")")
  }

  /// Writes a frame's blur filter id, `blur-INDEX`.
  static func writeBlurID(_ index: Int, to value: inout AttributeValue) {
    value.append("blur-")
    value.append(Double(index), decimals: 0)
  }

  /// Writes the outline of a `size` rectangle at the origin with `radius` on `corners`, as
  /// path data. Every corner is an arc (of radius 0 where it is square), so paths of one
  /// size always have the same commands and can be animated into each other.
  static func writeCardPath(
    size: Size, radius: Double, corners: ModalFrame.Corners, to path: inout AttributeValue
  ) {
    let width = size.width
    let height = size.height
    let largest = min(width, height) / 2
    let round = min(radius, largest)
    let topLeading = corners.contains(.topLeading) ? round : 0
    let topTrailing = corners.contains(.topTrailing) ? round : 0
    let bottomTrailing = corners.contains(.bottomTrailing) ? round : 0
    let bottomLeading = corners.contains(.bottomLeading) ? round : 0
    path.append("M")
    point(topLeading, 0, to: &path)
    path.append("H")
    path.append(width - topTrailing)
    arc(topTrailing, to: width, topTrailing, path: &path)
    path.append("V")
    path.append(height - bottomTrailing)
    arc(bottomTrailing, to: width - bottomTrailing, height, path: &path)
    path.append("H")
    path.append(bottomLeading)
    arc(bottomLeading, to: 0, height - bottomLeading, path: &path)
    path.append("V")
    path.append(topLeading)
    arc(topLeading, to: topLeading, 0, path: &path)
    path.append("Z")
  }

  private static func point(_ x: Double, _ y: Double, to path: inout AttributeValue) {
    path.append(x)
    path.append(",")
    path.append(y)
  }

  private static func arc(
    _ radius: Double, to x: Double, _ y: Double, path: inout AttributeValue
  ) {
    path.append("A")
    path.append(radius)
    path.append(",")
    path.append(radius)
    path.append(" 0 0 1 ")
    point(x, y, to: &path)
  }
}
