// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Foundation
  import Testing
  import VeilCore

  @testable import VeilPreview

  @Suite struct CurvesPlotTests {
    /// The values of `attribute` on every element whose tag starts with `prefix`.
    private func attributes(
      _ attribute: String, of prefix: String, in svg: String
    ) -> [String] {
      svg.components(separatedBy: "<").dropFirst().filter { $0.hasPrefix(prefix) }.compactMap {
        element in
        guard let range = element.range(of: " \(attribute)=\"") else { return nil }
        let rest = element[range.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
      }
    }

    /// The preview of the built-in style `name`, with the default settings.
    private func preview(_ name: String) throws -> StylePreview {
      StylePreview(try #require(ModalStyle.builtIn(named: name)))
    }

    @Test(arguments: ModalStyle.builtIns.map(\.name))
    func plotsEveryFieldOfEveryPhaseWithALegend(name: String) throws {
      let builtIn = try #require(ModalStyle.builtIn(named: name))
      let svg = String(decoding: StylePreview(builtIn).render(.curves), as: UTF8.self)
      WellFormedXML.expect(svg, "\(name).curves.svg")
      let fields = attributes("data-field", of: "g class=\"field\"", in: svg)
      #expect(
        fields == [
          "content opacity", "scale", "offset x", "offset y", "rotation", "corner radius",
          "backdrop",
        ])
      // One curve per field and phase, each with every point, all inside the drawing.
      let curves = attributes("points", of: "polyline class=\"curve\"", in: svg)
      #expect(curves.count == 7 * 2)
      let plot = CurvesPlot(previews: [StylePreview(builtIn)])
      for points in curves {
        let pairs = points.split(separator: " ")
        // Every point, but those inside a run of equal values; at least a run's two ends.
        #expect(pairs.count >= 2 && pairs.count <= CurvesPlot.pointsPerPhase)
        for pair in pairs {
          let xy = pair.split(separator: ",").compactMap { Double($0) }
          #expect(xy.count == 2)
          #expect(xy.allSatisfy { $0 >= 0 } && xy[0] <= plot.size.width)
          #expect(xy[1] <= plot.size.height)
        }
      }
      #expect(svg.contains(">presentation</text>") && svg.contains(">dismissal</text>"))
      #expect(svg.contains(">logically complete</text>") && svg.contains(">settled</text>"))
    }

    /// A drag's curves add the finger's x and y, drawn while it is down (the drag's column)
    /// and said to be up in the release's, so the content reads against the finger.
    @Test func aDragPlotsTheFingerWhileItIsDown() throws {
      let drag = PreviewDrag(translation: Vector(x: 0, y: 160), velocity: Vector(x: 0, y: 900))
      let preview = StylePreview(
        try #require(ModalStyle.builtIn(named: "lightbox")), settings: .init(drag: drag))
      let svg = String(decoding: preview.render(.curves), as: UTF8.self)
      WellFormedXML.expect(svg, "drag curves")
      let fields = attributes("data-field", of: "g class=\"field\"", in: svg)
      #expect(fields.suffix(2) == ["finger x", "finger y"] && fields.count == 9)
      let strokes = attributes("stroke", of: "polyline class=\"curve\"", in: svg)
      // Seven frame fields in both columns, the finger's two in the drag's only.
      #expect(strokes.count == 7 * 2 + 2)
      #expect(strokes.filter { $0 == "#AC8E68" }.count == 1)
      #expect(svg.components(separatedBy: ">finger up</text>").count - 1 == 2)
      // The finger's y runs from where it lands to 160 points below.
      let touch = try #require(preview.tracks[0].finger(at: 0))
      #expect(svg.contains(">\(Int(touch.y)) … \(Int(touch.y) + 160) pt</text>"))
      #expect(
        CurvesPlot(previews: [preview]).size.height
          > CurvesPlot(previews: [try self.preview("lightbox")]).size.height)
    }

    @Test func markersStandAtTheLogicalAndSettledTimes() throws {
      // lightbox presents with a spring: logically complete at its response, settled later;
      // halfSheet's dismissal is the other column.
      for name in ["lightbox", "halfSheet", "cover"] {
        let preview = try preview(name)
        let plot = CurvesPlot(previews: [preview])
        let svg = String(decoding: plot.render(), as: UTF8.self)
        let logical = attributes("x1", of: "line class=\"marker logical\"", in: svg)
          .compactMap { Double($0) }
        let settled = attributes("x1", of: "line class=\"marker settled\"", in: svg)
          .compactMap { Double($0) }
        #expect(logical.count == 2 && settled.count == 2)
        for (column, timeline) in preview.timelines.enumerated() where logical.count == 2 {
          let animation = timeline.sampler.animation(for: timeline.phase)
          let span = timeline.duration
          let left = CurvesPlot.columnLeft(column)
          let expectedLogical =
            left + CurvesPlot.plotWidth * min(animation.logicalDuration / span, 1)
          #expect(abs(logical[column] - expectedLogical) < 0.01, "\(name) \(column)")
          // One style alone: its settled time is the end of its column.
          #expect(abs(settled[column] - (left + CurvesPlot.plotWidth)) < 0.01)
          #expect(logical[column] <= settled[column])
        }
      }
    }

    @Test func aFieldThatNeverChangesIsMarkedConstant() throws {
      // cover only fades: its offset y stays at 0, its opacity runs 0…1.
      let svg = String(decoding: try preview("cover").render(.curves), as: UTF8.self)
      #expect(svg.contains(">constant 0 pt</text>"))
      #expect(svg.contains(">0 … 1 </text>"))
    }

    @Test func aSecondStyleIsDashedOnTheSameClock() throws {
      let first = try preview("cover")
      let second = try preview("lightbox")
      let plot = CurvesPlot(previews: [first, second])
      let svg = String(decoding: plot.render(), as: UTF8.self)
      WellFormedXML.expect(svg, "cover vs lightbox")
      #expect(svg.components(separatedBy: "<polyline").count - 1 == 7 * 2 * 2)
      #expect(svg.components(separatedBy: "stroke-dasharray=\"7 4\"").count - 1 == 7 * 2)
      // The column spans the longer of the two: lightbox's spring.
      let longest = max(first.timelines[0].duration, second.timelines[0].duration)
      #expect(plot.span(ofColumn: 0) == longest)
      #expect(svg.contains("<title>cover vs lightbox: curves"))
    }
  }
#endif
