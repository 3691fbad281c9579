import VeilCore

/// One SVG that plots every field of a preview's frames over time: content opacity, scale,
/// offset x and y, rotation, corner radius and backdrop strength, one row per field and one
/// column per phase, each row on its own axis.
///
/// Each row's axis runs from the field's smallest to its largest value over every phase and
/// every style plotted, written at its left, so a 844-point offset and a 0…1 opacity are both
/// readable and the phases of a row compare directly. A field that never changes is drawn as a
/// flat line with its value. Each phase's column is marked with the animation's
/// logical-completion time (dashed) and the time it settles (solid). A drag adds two rows, the
/// finger's x and y in the container, drawn in the drag's column only (the finger is up during
/// the release), so the content can be read against the finger that moves it.
///
/// The curves are read from the engine's closed form at ``pointsPerPhase`` exactly evenly
/// spaced times (a run of equal values is drawn by its ends) (more than the timeline's frames when the rate is low), so a spring's overshoot
/// is drawn where it is, not where a frame happened to fall. With two previews (`veil compare`)
/// the second is drawn dashed over the first, on the same axes and the same clock.
struct CurvesPlot: Sendable {
  /// The previews plotted: one, or two to compare. They must sample the same phases.
  var previews: [StylePreview]

  /// Points per phase and style: smooth at the plot's width.
  static let pointsPerPhase = 241
  /// Width of the labels left of the rows, in points.
  static let labelWidth = 190.0
  /// Width of one phase's plot, in points.
  static let plotWidth = 420.0
  /// Height of one row's plot, in points.
  static let rowHeight = 56.0
  /// Space between rows, in points.
  static let rowGap = 18.0
  /// Space between phase columns, in points.
  static let columnGap = 36.0
  /// Space around the plot, in points.
  static let margin = 24.0
  /// Height of the title and legend above the rows, in points.
  static let headerHeight = 84.0
  /// Height of the time axis below the rows, in points.
  static let axisHeight = 40.0

  /// The rows plotted: every frame field, and the finger's for a drag.
  var fields: [Field] {
    previews.contains { $0.settings.drag != nil }
      ? Field.frameFields + Field.fingerFields : Field.frameFields
  }

  /// The plot's size in points.
  var size: Size {
    let columns = Double(previews.first?.tracks.count ?? 0)
    let width =
      2 * Self.margin + Self.labelWidth + columns * Self.plotWidth
      + max(columns - 1, 0) * Self.columnGap
    let rows = Double(fields.count)
    let height =
      2 * Self.margin + Self.headerHeight + rows * Self.rowHeight + (rows - 1) * Self.rowGap
      + Self.axisHeight
    return Size(width: width, height: height)
  }

  /// The left edge of a phase's column, in points.
  static func columnLeft(_ column: Int) -> Double {
    margin + labelWidth + Double(column) * (plotWidth + columnGap)
  }

  /// The top edge of a field's row, in points.
  static func rowTop(_ row: Int) -> Double {
    margin + headerHeight + Double(row) * (rowHeight + rowGap)
  }

  /// The seconds a phase's column spans: the longest settling time of the previews plotted.
  func span(ofColumn column: Int) -> Double {
    let longest = previews.compactMap { preview in
      column < preview.tracks.count ? preview.tracks[column].duration : nil
    }.max()
    return max(longest ?? 0, 1e-3)
  }

  /// The x of `time` in a phase's column, in points.
  func x(_ time: Double, column: Int) -> Double {
    Self.columnLeft(column) + Self.plotWidth * min(max(time / span(ofColumn: column), 0), 1)
  }

  /// The SVG.
  func render() -> [UInt8] {
    var xml = XMLWriter(capacity: 65_536 * max(previews.count, 1))
    xml.declaration()
    writeDocument(to: &xml)
    xml.finish()
    return xml.buffer.bytes
  }

  /// Writes the `<svg>` element, for a file or for a page that embeds it.
  func writeDocument(to xml: inout XMLWriter) {
    let size = self.size
    SVGDocument.start(
      width: size.width, height: size.height, displayScale: 1, title: title(), to: &xml)
    xml.empty("rect") {
      $0.attribute("width", size.width)
      $0.attribute("height", size.height)
      $0.attribute("fill", literal: "#FFFFFF")
    }
    CurvesLegend.writeHeader(previews, to: &xml)
    let fields = self.fields
    let values = CurveSampling.values(of: previews, fields: fields)
    let spans = columns.map { span(ofColumn: $0) }
    for (row, field) in fields.enumerated() {
      let range = CurveSampling.range(values.map { $0[row] })
      CurvesLegend.writeRowLabel(field, range: range, row: row, to: &xml)
      for column in columns {
        writePanel(row: row, column: column, to: &xml)
        if case .finger = field.source,
          values.allSatisfy({ column >= $0[row].count || $0[row][column].isEmpty })
        {
          // Said, so that an empty row is not taken for a missing curve.
          PlotMarks.writeText(
            x: Self.columnLeft(column) + Self.plotWidth / 2,
            y: Self.rowTop(row) + Self.rowHeight / 2 + 5, size: 13, color: "#6E6E73",
            anchor: true, to: &xml
          ) { $0.text(literal: "finger up") }
        }
        for (series, preview) in previews.enumerated()
        where column < preview.tracks.count && !values[series][row][column].isEmpty {
          writeCurve(
            values[series][row][column], row: row, column: column,
            reach: preview.tracks[column].duration / spans[column],
            range: range, field: field, dashed: series > 0, to: &xml)
        }
      }
    }
    let rows = fields.count
    for column in columns {
      writeMarkers(column: column, rows: rows, to: &xml)
      writeTimeAxis(column: column, rows: rows, to: &xml)
      writeCursor(column: column, rows: rows, to: &xml)
    }
    xml.end()
  }

  private var columns: Range<Int> { 0..<(previews.first?.tracks.count ?? 0) }

  private func title() -> String {
    let names = previews.map(\.name).joined(separator: " vs ")
    let settings = previews.first.map { GalleryPage.settingsLine($0.settings) } ?? ""
    return "\(names): curves, \(settings)"
  }

  private func writePanel(row: Int, column: Int, to xml: inout XMLWriter) {
    xml.empty("rect") {
      $0.attribute("x", Self.columnLeft(column))
      $0.attribute("y", Self.rowTop(row))
      $0.attribute("width", Self.plotWidth)
      $0.attribute("height", Self.rowHeight)
      $0.attribute("fill", literal: "#F5F5F7")
    }
  }

  private func writeCurve(
    _ values: [Double], row: Int, column: Int, reach: Double, range: ClosedRange<Double>,
    field: Field, dashed: Bool, to xml: inout XMLWriter
  ) {
    let left = Self.columnLeft(column)
    // A column wider than this style's phase (a compared style settles later) ends the curve
    // where this phase settles: `reach` is the phase's share of the column.
    let step = Self.plotWidth * min(max(reach, 0), 1) / Double(max(values.count - 1, 1))
    let top = Self.rowTop(row)
    let extent = range.upperBound - range.lowerBound
    let scale = extent > 1e-9 ? Self.rowHeight / extent : 0
    xml.empty("polyline") {
      $0.attribute("class", literal: "curve")
      $0.attribute("fill", literal: "none")
      $0.attribute("stroke", literal: field.color)
      $0.attribute("stroke-width", literal: "2.5")
      $0.attribute("stroke-linejoin", literal: "round")
      if dashed { $0.attribute("stroke-dasharray", literal: "7 4") }
      $0.attribute("points") { list in
        let last = values.count - 1
        for index in 0..<values.count {
          let value = values[index]
          // Inside a run of equal values (a field that does not move, a settled tail) only the
          // run's ends are needed: the line between them is the same.
          if index > 0 && index < last && value == values[index - 1]
            && value == values[index + 1]
          {
            continue
          }
          if index > 0 { list.append(" ") }
          list.append(left + Double(index) * step, decimals: 1)
          list.append(",")
          let y =
            scale == 0
            ? top + Self.rowHeight / 2
            : top + Self.rowHeight
              - (min(max(value, range.lowerBound), range.upperBound) - range.lowerBound) * scale
          list.append(y, decimals: 1)
        }
      }
    }
  }

  /// The logical-completion and settled times of every series in a column, as vertical lines
  /// over every row, the settled time's value written above.
  private func writeMarkers(column: Int, rows: Int, to xml: inout XMLWriter) {
    let top = Self.rowTop(0)
    let bottom = Self.rowTop(rows - 1) + Self.rowHeight
    for (series, preview) in previews.enumerated() where column < preview.tracks.count {
      let timeline = preview.tracks[column]
      let logical = min(timeline.logicalDuration, timeline.duration)
      let dash: StaticString? = series > 0 ? "2 3" : nil
      let logicalX = x(logical, column: column)
      xml.empty("line") {
        $0.attribute("class", literal: "marker logical")
        $0.attribute("data-time", logical, decimals: 4)
        $0.attribute("x1", logicalX)
        $0.attribute("y1", top)
        $0.attribute("x2", logicalX)
        $0.attribute("y2", bottom)
        $0.attribute("stroke", literal: "#FF9F0A")
        $0.attribute("stroke-width", literal: "1.5")
        $0.attribute("stroke-dasharray", literal: dash ?? "4 3")
      }
      let settledX = x(timeline.duration, column: column)
      xml.empty("line") {
        $0.attribute("class", literal: "marker settled")
        $0.attribute("data-time", timeline.duration, decimals: 4)
        $0.attribute("x1", settledX)
        $0.attribute("y1", top)
        $0.attribute("x2", settledX)
        $0.attribute("y2", bottom)
        $0.attribute("stroke", literal: "#1D1D1F")
        $0.attribute("stroke-width", literal: "1.5")
        if let dash { $0.attribute("stroke-dasharray", literal: dash) }
      }
    }
  }

  private func writeTimeAxis(column: Int, rows: Int, to xml: inout XMLWriter) {
    let span = span(ofColumn: column)
    let baseline = Self.rowTop(rows - 1) + Self.rowHeight + 18
    let step = Self.tickStep(span)
    var tick = 0
    while Double(tick) * step <= span * (1 + 1e-9) {
      let time = Double(tick) * step
      let tickX = x(time, column: column)
      PlotMarks.writeLine(
        x1: tickX, y1: baseline - 16, x2: tickX, y2: baseline - 10, color: "#6E6E73", to: &xml)
      PlotMarks.writeText(
        x: tickX, y: baseline + 4, size: 12, color: "#6E6E73", anchor: true, to: &xml
      ) {
        $0.text(time, decimals: 3)
        if tick == 0 { $0.text(literal: " s") }
      }
      tick += 1
    }
  }

  /// A round step between time ticks that puts at most about eight ticks on `span`.
  static func tickStep(_ span: Double) -> Double {
    for step in [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10] where span / step <= 8 {
      return step
    }
    return 20
  }

  /// A vertical line a player moves over the column to show its clock (hidden in a file: it
  /// starts at time 0 with no opacity).
  private func writeCursor(column: Int, rows: Int, to xml: inout XMLWriter) {
    let kind = previews.first?.tracks[column].kind ?? .presenting
    xml.empty("line") {
      $0.attribute("class", literal: "cursor")
      $0.attribute("data-phase", literal: kind.name)
      $0.attribute("data-left", Self.columnLeft(column))
      $0.attribute("data-width", Self.plotWidth)
      $0.attribute("data-span", span(ofColumn: column), decimals: 4)
      $0.attribute("x1", Self.columnLeft(column))
      $0.attribute("y1", Self.rowTop(0))
      $0.attribute("x2", Self.columnLeft(column))
      $0.attribute("y2", Self.rowTop(rows - 1) + Self.rowHeight)
      $0.attribute("stroke", literal: "#0A84FF")
      $0.attribute("stroke-width", literal: "2")
      $0.attribute("opacity", literal: "0")
    }
  }

}
