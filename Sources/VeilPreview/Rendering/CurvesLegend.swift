/// The words of a ``CurvesPlot``: its title and legend, each phase column's heading, and each
/// row's label with its axis's range.
enum CurvesLegend {
  /// The title, the legend of the markers (and of the line styles when two styles are
  /// compared), and each phase column's heading.
  static func writeHeader(_ previews: [StylePreview], to xml: inout XMLWriter) {
    PlotMarks.writeText(
      x: CurvesPlot.margin, y: CurvesPlot.margin + 26, size: 22, weight: true, color: "#1D1D1F",
      to: &xml
    ) {
      $0.text(previews.map(\.name).joined(separator: " vs "))
      $0.text(literal: ": every frame field over time")
    }
    // The legend of the markers, and of the line styles when two styles are compared.
    var left = CurvesPlot.margin
    let top = CurvesPlot.margin + 56
    for (index, preview) in previews.enumerated() where previews.count > 1 {
      PlotMarks.writeLine(
        x1: left, y1: top - 5, x2: left + 28, y2: top - 5, color: "#1D1D1F",
        dash: index > 0 ? "6 4" : nil, to: &xml)
      PlotMarks.writeText(x: left + 34, y: top, size: 14, color: "#1D1D1F", to: &xml) {
        $0.text(preview.name)
      }
      left += 44 + Double(preview.name.count) * 8.5
    }
    PlotMarks.writeLine(
      x1: left, y1: top - 12, x2: left, y2: top + 2, color: "#FF9F0A", dash: "4 3", to: &xml)
    PlotMarks.writeText(x: left + 8, y: top, size: 14, color: "#1D1D1F", to: &xml) {
      $0.text(literal: "logically complete")
    }
    left += 150
    PlotMarks.writeLine(x1: left, y1: top - 12, x2: left, y2: top + 2, color: "#1D1D1F", to: &xml)
    PlotMarks.writeText(x: left + 8, y: top, size: 14, color: "#1D1D1F", to: &xml) {
      $0.text(literal: "settled")
    }
    for column in 0..<(previews.first?.tracks.count ?? 0) {
      let kind = previews.first?.tracks[column].kind ?? .presenting
      PlotMarks.writeText(
        x: CurvesPlot.columnLeft(column), y: CurvesPlot.rowTop(0) - 10, size: 15, weight: true,
        color: "#1D1D1F", to: &xml
      ) {
        $0.text(literal: kind.title)
      }
    }
  }

  /// A row's label: the field's colour and name, and its axis's range.
  static func writeRowLabel(
    _ field: CurvesPlot.Field, range: ClosedRange<Double>, row: Int, to xml: inout XMLWriter
  ) {
    let top = CurvesPlot.rowTop(row)
    xml.start("g")
    xml.attribute("class", literal: "field")
    xml.attribute("data-field", literal: field.name)
    xml.empty("rect") {
      $0.attribute("x", CurvesPlot.margin)
      $0.attribute("y", top + 4)
      $0.attribute("width", literal: "12")
      $0.attribute("height", literal: "12")
      $0.attribute("rx", literal: "3")
      $0.attribute("fill", literal: field.color)
    }
    PlotMarks.writeText(
      x: CurvesPlot.margin + 18, y: top + 15, size: 15, color: "#1D1D1F", to: &xml
    ) {
      $0.text(literal: field.name)
    }
    let constant = range.upperBound - range.lowerBound <= 1e-9
    PlotMarks.writeText(
      x: CurvesPlot.margin + 18, y: top + 35, size: 12, color: "#6E6E73", to: &xml
    ) {
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
}
