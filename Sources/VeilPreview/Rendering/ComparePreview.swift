import VeilCore

/// Two previews on one clock, for `veil compare`: side by side as animations, one above the
/// other as filmstrips, or overlaid as curves.
///
/// Each phase lasts as long as the slower style's: the faster one holds its settled frame
/// until the other settles, so that the same instant is shown for both at every moment.
struct ComparePreview: Sendable {
  /// The previews, left (or top) first. They sample the same phases.
  var previews: [StylePreview]

  /// Space around and between the drawings, in points.
  static let margin = 40.0
  /// Height of the caption under each animation, in points.
  static let captionHeight = 72.0

  /// The longest duration of each track over the previews.
  var spans: [Double] {
    let count = previews.map(\.tracks.count).max() ?? 0
    return (0..<count).map { index in
      previews.compactMap { index < $0.tracks.count ? $0.tracks[index].duration : nil }.max() ?? 0
    }
  }

  /// The rendering in `format`: animated, filmstrip or curves (other formats give the curves).
  func render(_ format: PreviewFormat) -> [UInt8] {
    switch format {
    case .animated: animated()
    case .filmstrip: filmstrips()
    default: CurvesPlot(previews: previews).render()
    }
  }

  private func animated() -> [UInt8] {
    let container = previews.first?.settings.container ?? PreviewSettings.defaultContainer
    let count = Double(previews.count)
    let width = 2 * Self.margin + count * container.width + (count - 1) * Self.margin
    let height = 2 * Self.margin + container.height + Self.captionHeight
    var xml = XMLWriter(capacity: 32_768)
    xml.declaration()
    SVGDocument.start(
      width: width, height: height, displayScale: 0.5,
      title: previews.map(\.name).joined(separator: " vs ") + ": animated, one clock", to: &xml)
    xml.empty("rect") {
      $0.attribute("width", width)
      $0.attribute("height", height)
      $0.attribute("fill", literal: "#FFFFFF")
    }
    let spans = self.spans
    for (index, preview) in previews.enumerated() {
      let left = Self.margin + Double(index) * (container.width + Self.margin)
      xml.start("g")
      // The drawing asks to be shown at half its size; here it is drawn at its own.
      xml.attribute("transform") {
        FrameArtist.writeTranslation(Vector(x: left, y: Self.margin), to: &$0)
        $0.append(" scale(2)")
      }
      xml.embed(
        svg: AnimatedPreview(preview: preview, spans: spans).render(), idPrefix: "s\(index)-")
      xml.end()
      xml.start("text")
      xml.attribute("x", left + container.width / 2)
      xml.attribute("y", Self.margin + container.height + Self.captionHeight * 0.6)
      xml.attribute("text-anchor", literal: "middle")
      xml.attribute("font-family", literal: SVGDocument.fontFamily)
      xml.attribute("font-size", literal: "28")
      xml.attribute("fill", literal: "#1D1D1F")
      xml.text(preview.name)
      xml.end()
    }
    xml.finish()
    return xml.buffer.bytes
  }

  private func filmstrips() -> [UInt8] {
    let spans = self.spans
    let strips = previews.map { Filmstrip(preview: $0, spans: spans) }
    let sizes = strips.map(\.size)
    let width = sizes.map(\.width).max() ?? 0
    let height = sizes.reduce(0) { $0 + $1.height }
    var xml = XMLWriter(capacity: 65_536)
    xml.declaration()
    SVGDocument.start(
      width: width, height: height, displayScale: 0.5,
      title: previews.map(\.name).joined(separator: " vs ") + ": filmstrips, one clock",
      to: &xml)
    var top = 0.0
    for (index, strip) in strips.enumerated() {
      xml.start("g")
      xml.attribute("transform") {
        FrameArtist.writeTranslation(Vector(x: 0, y: top), to: &$0)
        $0.append(" scale(2)")
      }
      xml.embed(svg: strip.render(), idPrefix: "s\(index)-")
      xml.end()
      top += sizes[index].height
    }
    xml.finish()
    return xml.buffer.bytes
  }
}
