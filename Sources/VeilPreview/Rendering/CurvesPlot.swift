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

  /// A frame field: its name in the legend, its unit, its colour, and how to read it.
  struct Field: Sendable {
    /// Where a field is read from: the frame, or the finger.
    enum Source: Sendable {
      /// A property of the frame.
      case frame(@Sendable (ModalFrame) -> Double)
      /// A component of the finger's touch; none while the finger is up.
      case finger(@Sendable (Vector) -> Double)
    }

    /// The name in the legend: "content opacity".
    var name: StaticString
    /// The unit after the axis's numbers ("pt", "°"), empty for none.
    var unit: StaticString
    /// The curve's colour.
    var color: StaticString
    /// Where its value is read.
    var source: Source

    /// A field read from the frame.
    init(
      name: StaticString, unit: StaticString, color: StaticString,
      value: @escaping @Sendable (ModalFrame) -> Double
    ) {
      self.init(name: name, unit: unit, color: color, source: .frame(value))
    }

    /// A field read from `source`.
    init(name: StaticString, unit: StaticString, color: StaticString, source: Source) {
      self.name = name
      self.unit = unit
      self.color = color
      self.source = source
    }

    /// The field's value at `time` of `track`, or nil when the finger is up.
    func value(of frame: ModalFrame, at time: Double, in track: PreviewTrack) -> Double? {
      switch source {
      case .frame(let value): value(frame)
      case .finger(let value): track.finger(at: time).map(value)
      }
    }
  }

  /// Every field, in the order of the rows.
  static let fields: [Field] = [
    Field(name: "content opacity", unit: "", color: "#0A84FF") { $0.contentOpacity },
    Field(name: "scale", unit: "×", color: "#BF5AF2") { $0.contentScale },
    Field(name: "offset x", unit: "pt", color: "#FF9F0A") { $0.offset.x },
    Field(name: "offset y", unit: "pt", color: "#FF375F") { $0.offset.y },
    Field(name: "rotation", unit: "°", color: "#30D158") { $0.rotationY },
    Field(name: "corner radius", unit: "pt", color: "#64D2FF") { $0.cornerRadius },
    Field(name: "backdrop", unit: "", color: "#8E8E93") { $0.backdropStrength },
  ]

  /// The rows a drag adds: where the finger touches.
  static let fingerFields: [Field] = [
    Field(name: "finger x", unit: "pt", color: "#5E5CE6", source: .finger { $0.x }),
    Field(name: "finger y", unit: "pt", color: "#AC8E68", source: .finger { $0.y }),
  ]

  /// The rows plotted: every frame field, and the finger's for a drag.
  var fields: [Field] {
    previews.contains { $0.settings.drag != nil } ? Self.fields + Self.fingerFields : Self.fields
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
    writeHeader(to: &xml)
    let fields = self.fields
    let values = sampledValues(fields)
    let spans = columns.map { span(ofColumn: $0) }
    for (row, field) in fields.enumerated() {
      let range = valueRange(values.map { $0[row] })
      writeRowLabel(field, range: range, row: row, to: &xml)
      for column in columns {
        writePanel(row: row, column: column, to: &xml)
        if case .finger = field.source,
          values.allSatisfy({ column >= $0[row].count || $0[row][column].isEmpty })
        {
          // Said, so that an empty row is not taken for a missing curve.
          writeText(
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

  /// Each series' values, by field, then phase column, then point: the fields of the frames at
  /// ``pointsPerPhase`` evenly spaced times, computed once. A finger's row is empty in a column
  /// where the finger is up.
  private func sampledValues(_ fields: [Field]) -> [[[[Double]]]] {
    let last = Self.pointsPerPhase - 1
    return previews.map { preview in
      var byField = [[[Double]]](
        repeating: [[Double]](repeating: [], count: preview.tracks.count),
        count: fields.count)
      for (column, timeline) in preview.tracks.enumerated() {
        for field in byField.indices { byField[field][column].reserveCapacity(last + 1) }
        for index in 0...last {
          let time =
            index == last ? timeline.duration : timeline.duration * Double(index) / Double(last)
          let frame = timeline.frame(at: time)
          for field in 0..<fields.count {
            guard let value = fields[field].value(of: frame, at: time, in: timeline) else {
              continue
            }
            byField[field][column].append(value.isFinite ? value : 0)
          }
        }
        // A finger that is up for part of a track draws nothing there rather than a curve
        // squeezed into the rest.
        for field in byField.indices where byField[field][column].count != last + 1 {
          byField[field][column] = []
        }
      }
      return byField
    }
  }

  /// The smallest and largest value of a row over every series and phase.
  private func valueRange(_ series: [[[Double]]]) -> ClosedRange<Double> {
    var low = Double.infinity
    var high = -Double.infinity
    for columns in series {
      for values in columns {
        for value in values {
          low = min(low, value)
          high = max(high, value)
        }
      }
    }
    return low <= high ? low...high : 0...0
  }

  private func writeHeader(to xml: inout XMLWriter) {
    writeText(
      x: Self.margin, y: Self.margin + 26, size: 22, weight: true, color: "#1D1D1F", to: &xml
    ) {
      $0.text(previews.map(\.name).joined(separator: " vs "))
      $0.text(literal: ": every frame field over time")
    }
    // The legend of the markers, and of the line styles when two styles are compared.
    var left = Self.margin
    let top = Self.margin + 56
    for (index, preview) in previews.enumerated() where previews.count > 1 {
      writeLine(
        x1: left, y1: top - 5, x2: left + 28, y2: top - 5, color: "#1D1D1F",
        dash: index > 0 ? "6 4" : nil, to: &xml)
      writeText(x: left + 34, y: top, size: 14, color: "#1D1D1F", to: &xml) {
        $0.text(preview.name)
      }
      left += 44 + Double(preview.name.count) * 8.5
    }
    writeLine(
      x1: left, y1: top - 12, x2: left, y2: top + 2, color: "#FF9F0A", dash: "4 3", to: &xml)
    writeText(x: left + 8, y: top, size: 14, color: "#1D1D1F", to: &xml) {
      $0.text(literal: "logically complete")
    }
    left += 150
    writeLine(x1: left, y1: top - 12, x2: left, y2: top + 2, color: "#1D1D1F", to: &xml)
    writeText(x: left + 8, y: top, size: 14, color: "#1D1D1F", to: &xml) {
      $0.text(literal: "settled")
    }
    for column in columns {
      let kind = previews.first?.tracks[column].kind ?? .presenting
      writeText(
        x: Self.columnLeft(column), y: Self.rowTop(0) - 10, size: 15, weight: true,
        color: "#1D1D1F", to: &xml
      ) {
        $0.text(literal: kind.title)
      }
    }
  }

  private func writeRowLabel(
    _ field: Field, range: ClosedRange<Double>, row: Int, to xml: inout XMLWriter
  ) {
    let top = Self.rowTop(row)
    xml.start("g")
    xml.attribute("class", literal: "field")
    xml.attribute("data-field", literal: field.name)
    xml.empty("rect") {
      $0.attribute("x", Self.margin)
      $0.attribute("y", top + 4)
      $0.attribute("width", literal: "12")
      $0.attribute("height", literal: "12")
      $0.attribute("rx", literal: "3")
      $0.attribute("fill", literal: field.color)
    }
    writeText(x: Self.margin + 18, y: top + 15, size: 15, color: "#1D1D1F", to: &xml) {
      $0.text(literal: field.name)
    }
    let constant = range.upperBound - range.lowerBound <= 1e-9
    writeText(x: Self.margin + 18, y: top + 35, size: 12, color: "#6E6E73", to: &xml) {
      if constant {
        $0.text(literal: "constant ")
        $0.text(range.lowerBound, decimals: 3)
      } else {
        $0.text(range.lowerBound, decimals: 3)
        $0.text(literal: " … ")
        $0.text(range.upperBound, decimals: 3)
      }
      $0.text(literal: " ")
      $0.text(literal: field.unit)
    }
    xml.end()
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
      writeLine(
        x1: tickX, y1: baseline - 16, x2: tickX, y2: baseline - 10, color: "#6E6E73", to: &xml)
      writeText(x: tickX, y: baseline + 4, size: 12, color: "#6E6E73", anchor: true, to: &xml) {
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

  private func writeLine(
    x1: Double, y1: Double, x2: Double, y2: Double, color: StaticString,
    dash: StaticString? = nil, to xml: inout XMLWriter
  ) {
    xml.empty("line") {
      $0.attribute("x1", x1)
      $0.attribute("y1", y1)
      $0.attribute("x2", x2)
      $0.attribute("y2", y2)
      $0.attribute("stroke", literal: color)
      $0.attribute("stroke-width", literal: "1.5")
      if let dash { $0.attribute("stroke-dasharray", literal: dash) }
    }
  }

  private func writeText(
    x: Double, y: Double, size: Int, weight: Bool = false, color: StaticString,
    anchor: Bool = false, to xml: inout XMLWriter, content: (inout XMLWriter) -> Void
  ) {
    xml.start("text")
    xml.attribute("x", x)
    xml.attribute("y", y)
    if anchor { xml.attribute("text-anchor", literal: "middle") }
    xml.attribute("font-family", literal: SVGDocument.fontFamily)
    xml.attribute("font-size", Double(size), decimals: 0)
    if weight { xml.attribute("font-weight", literal: "600") }
    xml.attribute("fill", literal: color)
    content(&xml)
    xml.end()
  }
}
