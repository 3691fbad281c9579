/// The lines and labels of ``CurvesPlot``: one stroke width, one font.
enum PlotMarks {
  /// A straight line 1.5 points wide, dashed when `dash` is given.
  static func writeLine(
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

  /// A line of text in the plot's font, `size` points high, semibold when `weight` is set and
  /// centred on `x` when `anchor` is set; `content` writes its text.
  static func writeText(
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
