import VeilCore

/// The stand-ins a preview draws where an app would have its own views: the presenting screen
/// behind the modal (a title bar and a few grey blocks, so that see-through backdrops show
/// what they cover) and the modal's content (a white card with an accent block and lines of
/// "text").
///
/// Every measure is a fraction of the container or of the content, so any `--size` looks
/// like a phone. Colours are iOS's light-mode system colours, as Apple's Human Interface
/// Guidelines list them (Color page): systemGroupedBackground #F2F2F7, systemGray4 #D1D1D6,
/// systemGray3 #C7C7CC, systemGray #8E8E93, systemIndigo #5856D6, label #000000.
enum StandIn {
  /// The presenting screen's background: systemGroupedBackground.
  static let screenColor: StaticString = "#F2F2F7"
  /// Blocks on the presenting screen: systemGray4.
  static let blockColor: StaticString = "#D1D1D6"
  /// The title bar's title and the content's text lines: systemGray.
  static let textColor: StaticString = "#8E8E93"
  /// The content's accent block: systemIndigo.
  static let accentColor: StaticString = "#5856D6"
  /// The content's background.
  static let contentColor: StaticString = "#FFFFFF"
  /// The sheet's grabber: systemGray3.
  static let grabberColor: StaticString = "#C7C7CC"

  /// The size of the app's view the preview stands in for: the 300 × 300 pt view of the
  /// see-through cover article (a card) and the pan-to-dismiss article (a photo). Fitting placements are measured at this size.
  static let contentSize = Size(width: 300, height: 300)
  /// The corner radius of that view, as the see-through cover article clips it: 16 pt.
  static let contentCornerRadius = 16.0

  /// The stand-in status bar's height, in points: about a notched iPhone's, shrunk on small
  /// canvases. A drawing choice, not a measurement.
  static func statusBarHeight(_ container: Size) -> Double { min(47, container.height * 0.06) }

  /// Writes the presenting screen as a group with `id`, to be drawn with `<use>`.
  ///
  /// - Parameters:
  ///   - id: The group's id.
  ///   - container: The screen's size.
  ///   - xml: The writer.
  static func writePresentingScreen(id: StaticString, container: Size, to xml: inout XMLWriter) {
    let width = container.width
    let height = container.height
    let margin = width * 0.05
    let statusBar = statusBarHeight(container)
    let titleBar = min(44, height * 0.06)
    xml.start("g")
    xml.attribute("id", literal: id)
    rect(x: 0, y: 0, width: width, height: height, radius: 0, fill: screenColor, to: &xml)
    // The title bar, white under the status bar, with a centred title.
    rect(
      x: 0, y: 0, width: width, height: statusBar + titleBar, radius: 0, fill: "#FFFFFF",
      to: &xml)
    rect(
      x: width * 0.35, y: statusBar + titleBar * 0.3, width: width * 0.3, height: titleBar * 0.4,
      radius: titleBar * 0.2, fill: textColor, to: &xml)
    // A large block (a photo, a chart), then rows of a list.
    var top = statusBar + titleBar + margin
    let hero = height * 0.22
    rect(
      x: margin, y: top, width: width - 2 * margin, height: hero, radius: width * 0.03,
      fill: blockColor, to: &xml)
    top += hero + margin
    let row = height * 0.075
    while top + row <= height - margin {
      rect(
        x: margin, y: top, width: row, height: row, radius: row * 0.2, fill: blockColor,
        to: &xml)
      rect(
        x: margin * 2 + row, y: top + row * 0.2, width: (width - 3 * margin - row) * 0.7,
        height: row * 0.22, radius: row * 0.11, fill: textColor, to: &xml)
      rect(
        x: margin * 2 + row, y: top + row * 0.58, width: (width - 3 * margin - row) * 0.45,
        height: row * 0.18, radius: row * 0.09, fill: blockColor, to: &xml)
      top += row + margin * 0.6
    }
    xml.end()
  }

  /// Writes the content's inside (everything but its background) for a content rect of
  /// `size` at the origin: an accent block and lines of "text", inset from every edge so that
  /// no corner radius can cut them.
  ///
  /// - Parameters:
  ///   - size: The content's size.
  ///   - grabber: Whether to draw a sheet's grabber at the top.
  ///   - xml: The writer.
  static func writeContent(size: Size, grabber: Bool, to xml: inout XMLWriter) {
    let width = size.width
    let height = size.height
    let inset = min(width, height) * 0.08 + 4
    if grabber {
      // A stand-in about the size of UIKit's sheet grabber (a drawing choice, not a published
      // measurement).
      rect(
        x: (width - 36) / 2, y: 5, width: 36, height: 5, radius: 2.5, fill: grabberColor,
        to: &xml)
    }
    let inner = width - 2 * inset
    guard inner > 0, height > 2 * inset else { return }
    let accent = min((height - 2 * inset) * 0.45, inner * 0.75)
    rect(
      x: inset, y: inset + (grabber ? 8 : 0), width: inner, height: accent, radius: inset * 0.5,
      fill: accentColor, to: &xml)
    var top = inset + (grabber ? 8 : 0) + accent + inset * 0.8
    let line = max(min(height * 0.025, 14), 3)
    var index = 0
    while top + line <= height - inset, index < 6 {
      let fraction = index % 3 == 2 ? 0.55 : 0.9
      rect(
        x: inset, y: top, width: inner * fraction, height: line, radius: line / 2,
        fill: textColor, to: &xml)
      top += line * 2
      index += 1
    }
  }

  /// Writes a rectangle with rounded corners.
  static func rect(
    x: Double, y: Double, width: Double, height: Double, radius: Double, fill: StaticString,
    to xml: inout XMLWriter
  ) {
    xml.start("rect")
    if x != 0 { xml.attribute("x", x) }
    if y != 0 { xml.attribute("y", y) }
    xml.attribute("width", width)
    xml.attribute("height", height)
    if radius > 0 { xml.attribute("rx", radius) }
    xml.attribute("fill", literal: fill)
    xml.end()
  }
}
