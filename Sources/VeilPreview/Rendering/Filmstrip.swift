import VeilCore

/// One SVG with a row of evenly spaced frames per phase, side by side, each frame's time
/// under it.
///
/// Each row shows ``framesPerPhase`` frames at exactly evenly spaced times from the phase's
/// start to its settled end. The engine is closed form, so each frame is computed at its own
/// time rather than taken from the nearest sample of `--fps`: the captions read the times the
/// frames show, at any frame rate, and a short phase at a low rate keeps every column.
/// Every frame is drawn at the container's size in points; the SVG asks to be shown at half
/// that, so a row fits a page.
struct Filmstrip: Sendable {
  /// The preview drawn.
  var preview: StylePreview
  /// The time each row spans, when it must be longer than its track (to share another
  /// preview's clock: `veil compare`); nil for the tracks' own durations. A row longer than its
  /// track shows the settled frame after the track ends.
  var spans: [Double]? = nil

  /// Frames per phase: the start, the end, and four between.
  static let framesPerPhase = 6
  /// Space around the strip and between frames, in points.
  static let margin = 40.0
  /// Space between frames, in points.
  static let gap = 32.0
  /// Height of a row's title above its frames, in points.
  static let titleHeight = 64.0
  /// Height of the time under each frame, in points.
  static let captionHeight = 56.0

  /// The drawing's size in points (it asks to be shown at half of it).
  var size: Size {
    let container = preview.settings.container
    let columns = Double(Self.framesPerPhase)
    let rowHeight = Self.titleHeight + container.height + Self.captionHeight
    return Size(
      width: 2 * Self.margin + columns * container.width + (columns - 1) * Self.gap,
      height: 2 * Self.margin + Double(preview.tracks.count) * rowHeight)
  }

  /// The SVG.
  func render() -> [UInt8] {
    let container = preview.settings.container
    let artist = preview.artist
    let rows = preview.tracks
    let width = size.width
    let rowHeight = Self.titleHeight + container.height + Self.captionHeight
    let height = size.height
    var xml = XMLWriter(capacity: 16_384 + rows.count * Self.framesPerPhase * 2_048)
    xml.declaration()
    SVGDocument.start(
      width: width, height: height, displayScale: 0.5, title: title(), to: &xml)
    artist.writeDefinitions(to: &xml)
    xml.empty("rect") {
      $0.attribute("width", width)
      $0.attribute("height", height)
      $0.attribute("fill", literal: "#FFFFFF")
    }
    var frameIndex = 0
    for (row, timeline) in rows.enumerated() {
      let top = Self.margin + Double(row) * rowHeight
      writeRowTitle(timeline, top: top, to: &xml)
      for column in 0..<Self.framesPerPhase {
        let span = spans.map {
          row < $0.count ? max($0[row], timeline.duration) : timeline.duration
        }
        let time = Self.sampleTime(column: column, of: timeline, span: span)
        let frame = timeline.frame(at: time)
        let left = Self.margin + Double(column) * (container.width + Self.gap)
        xml.start("g")
        xml.attribute("transform") {
          FrameArtist.writeTranslation(Vector(x: left, y: top + Self.titleHeight), to: &$0)
        }
        artist.writeFrame(
          frame, index: frameIndex, behind: preview.stackedToasts(at: time, of: timeline.kind),
          to: &xml)
        if let finger = timeline.finger(at: time) { artist.writeFinger(at: finger, to: &xml) }
        writeCaption(time: time, container: container, to: &xml)
        xml.end()
        frameIndex += 1
      }
    }
    xml.finish()
    return xml.buffer.bytes
  }

  /// The time of a column: `column / (framesPerPhase − 1)` of the phase's duration (or of
  /// `span`), exactly 0 for the first column and exactly the duration for the last.
  static func sampleTime(column: Int, of timeline: PreviewTrack, span: Double? = nil) -> Double {
    let length = span ?? timeline.duration
    let last = framesPerPhase - 1
    guard last > 0, column > 0 else { return 0 }
    guard column < last else { return length }
    return length * Double(column) / Double(last)
  }

  private func title() -> String {
    "\(preview.name): filmstrip, \(GalleryPage.settingsLine(preview.settings))"
  }

  private func writeRowTitle(_ timeline: PreviewTrack, top: Double, to xml: inout XMLWriter) {
    xml.start("text")
    xml.attribute("x", Self.margin)
    xml.attribute("y", top + Self.titleHeight * 0.6)
    xml.attribute("font-family", literal: SVGDocument.fontFamily)
    xml.attribute("font-size", literal: "30")
    xml.attribute("fill", literal: "#1D1D1F")
    xml.text(preview.name)
    xml.text(literal: " · ")
    xml.text(literal: timeline.kind.title)
    xml.text(literal: ", ")
    xml.text(timeline.duration, decimals: 3)
    xml.text(literal: " s")
    xml.end()
  }

  private func writeCaption(time: Double, container: Size, to xml: inout XMLWriter) {
    xml.start("text")
    xml.attribute("x", container.width / 2)
    xml.attribute("y", container.height + Self.captionHeight * 0.7)
    xml.attribute("text-anchor", literal: "middle")
    xml.attribute("font-family", literal: SVGDocument.fontFamily)
    xml.attribute("font-size", literal: "28")
    xml.attribute("fill", literal: "#6E6E73")
    xml.text(time, decimals: 3)
    xml.text(literal: " s")
    xml.end()
  }
}

/// The root element every preview SVG shares.
enum SVGDocument {
  /// The font of captions: the system's, then any sans-serif.
  static let fontFamily: StaticString = "-apple-system, system-ui, Helvetica, Arial, sans-serif"

  /// Starts the `<svg>` element with its namespaces, view box and title.
  ///
  /// - Parameters:
  ///   - width: The drawing's width in points (user units).
  ///   - height: The drawing's height in points.
  ///   - displayScale: The size it asks to be shown at, as a fraction of the drawing's.
  ///   - title: The document's title, for screen readers and tooltips.
  ///   - xml: The writer.
  static func start(
    width: Double, height: Double, displayScale: Double, title: String, to xml: inout XMLWriter
  ) {
    xml.start("svg")
    xml.attribute("xmlns", literal: "http://www.w3.org/2000/svg")
    xml.attribute("xmlns:xlink", literal: "http://www.w3.org/1999/xlink")
    xml.attribute("width", width * displayScale, decimals: 0)
    xml.attribute("height", height * displayScale, decimals: 0)
    xml.attribute("viewBox") {
      $0.append("0 0 ")
      $0.append(width)
      $0.append(" ")
      $0.append(height)
    }
    xml.start("title")
    xml.text(title)
    xml.end()
  }
}
