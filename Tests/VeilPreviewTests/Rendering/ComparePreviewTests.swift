// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Foundation
  import Testing
  import VeilCore

  @testable import VeilPreview

  @Suite struct ComparePreviewTests {
    @Test func aStyleTakesChangedAnimationsAsOptionsOrJSON() throws {
      let spring = try StyleSpec("cover --animation spring:0.5,0.8")
      #expect(spring.builtIn.name == "cover")
      for phase in [ModalTransition.Phase.presenting, .dismissing] {
        let animation = spring.style.animation(for: phase)
        #expect(animation.spring?.response == 0.5 && animation.spring?.dampingRatio == 0.8)
      }
      let json = try StyleSpec(#"{"style": "lightbox", "dismissal": "ease-in:0.25"}"#)
      #expect(json.style.animation(for: .dismissing) == .easeIn(duration: 0.25))
      #expect(
        json.style.animation(for: .presenting) == ModalStyle.lightbox.animation(for: .presenting))
      let both = try StyleSpec(
        "card --presentation bezier:0.2,0,0,1,0.35 --dismissal linear:0.1")
      #expect(
        both.style.animation(for: .presenting)
          == .timingCurve(.bezier(x1: 0.2, y1: 0, x2: 0, y2: 1), duration: 0.35))
      #expect(both.style.animation(for: .dismissing) == .linear(duration: 0.1))
      // Everything else about the style is the built-in's.
      #expect(both.style.backdrop == ModalStyle.builtIn(named: "card")?.style.backdrop)
    }

    @Test func aSheetTakesItsDetents() throws {
      let sheet = try StyleSpec("halfSheet --detents medium,large")
      let context = ModalContainer(size: PreviewSettings.defaultContainer).sheetDetentContext
      let detents = try #require(sheet.style.sheetStyle).resolvedDetents(in: context)
      #expect(detents.map(\.identifier) == [.medium, .large])
      let json = try StyleSpec(#"{"style": "sheet", "detents": "300,large"}"#)
      let heights = try #require(json.style.sheetStyle).resolvedDetents(in: context).map(\.height)
      #expect(heights.first == 300)
      // Dragged up and let go moving up, the sheet settles at large (its offset back to 0).
      let preview = StylePreview(
        name: sheet.text, style: sheet.style,
        settings: PreviewSettings(
          drag: PreviewDrag(
            translation: Vector(x: 0, y: -200), velocity: Vector(x: 0, y: -600))))
      let release = try #require(preview.tracks.last)
      #expect(abs(release[release.count - 1].frame.offset.y) < 0.5)
    }

    @Test(arguments: [
      "cover --detents medium", "halfSheet --detents tall", "halfSheet --detents medium,",
      "halfSheet --detents -5",
    ])
    func badDetentsAreOneClearError(text: String) {
      #expect(throws: CommandError.self) { try StyleSpec(text) }
    }

    @Test(arguments: [
      "", "covr", "cover --animation", "cover --speed 2", "cover --animation spring:0.5",
      "cover --animation spring:0,1", "cover --animation spring:0.5,-1",
      "cover --animation ease-in:20", "cover --animation bezier:2,0,0,1,0.3",
      "cover --animation wobble:1", "cover --animation ease-in:fast", #"{"style": 3}"#,
      #"{"style": "cover", "speed": "2"}"#, #"{"style": "cover", "animation": 1}"#, "{",
    ])
    func aBadStyleIsOneClearError(text: String) {
      #expect(throws: CommandError.self) { try StyleSpec(text) }
    }

    private func previews(_ first: String, _ second: String) throws -> [StylePreview] {
      try [first, second].map {
        let spec = try StyleSpec($0)
        return StylePreview(name: spec.text, style: spec.style)
      }
    }

    @Test func animationsShareOneClockAndKeepTheirOwnIDs() throws {
      let compare = ComparePreview(
        previews: try previews("cover", "cover --animation spring:0.5,0.8"))
      let svg = String(decoding: compare.render(.animated), as: UTF8.self)
      WellFormedXML.expect(svg, "compare animated")
      // Every animation of both drawings loops in the same time: one clock.
      let durations = Set(
        svg.components(separatedBy: " dur=\"").dropFirst().map {
          String($0.prefix { $0 != "s" && $0 != "\"" })
        })
      #expect(durations.count == 1, "loops of \(durations)")
      let spans = compare.spans
      let expected =
        spans[0] + AnimatedPreview.presentedPause + spans[1] + AnimatedPreview.dismissedPause
      #expect(abs((Double(durations.first ?? "") ?? 0) - expected) < 1e-3)
      let ids = svg.components(separatedBy: " id=\"").dropFirst().map {
        String($0.prefix { $0 != "\"" })
      }
      #expect(Set(ids).count == ids.count && ids.contains("s0-screen") && ids.contains("s1-screen"))
      #expect(svg.contains(">cover --animation spring:0.5,0.8</text>"))
    }

    @Test func filmstripsShowTheSameInstants() throws {
      let compare = ComparePreview(previews: try previews("cover", "lightbox"))
      let svg = String(decoding: compare.render(.filmstrip), as: UTF8.self)
      WellFormedXML.expect(svg, "compare filmstrip")
      let captions = svg.components(separatedBy: "fill=\"#6E6E73\">").dropFirst().map {
        String($0.prefix { $0 != "<" })
      }
      // Two strips of two rows of six frames, the strips' captions alike.
      #expect(captions.count == 24)
      #expect(Array(captions[0..<12]) == Array(captions[12..<24]))
      #expect(captions.contains("0 s"))
    }

    /// `veil compare A B --drag DX,DY --velocity VX,VY`: one finger drags both, and both
    /// releases run on one clock, the faster holding its settled frame.
    @Test func aDragComparesBothReleasesOnOneClock() throws {
      let run = try VeilCommand.parse([
        "compare", "lightbox", "lightbox.zoom", "--drag", "0,300", "--velocity", "0,900",
      ]).run()
      let svg = String(decoding: run.standardOutput, as: UTF8.self)
      WellFormedXML.expect(svg, "compare drag")
      let drag = PreviewDrag(translation: Vector(x: 0, y: 300), velocity: Vector(x: 0, y: 900))
      let previews = try ["lightbox", "lightbox.zoom"].map { name in
        StylePreview(try #require(ModalStyle.builtIn(named: name)), settings: .init(drag: drag))
      }
      #expect(previews.allSatisfy { $0.tracks.map(\.kind) == [.dragging, .releasing] })
      #expect(previews[0].tracks[0].duration == previews[1].tracks[0].duration)
      let spans = ComparePreview(previews: previews).spans
      #expect(spans[1] == max(previews[0].tracks[1].duration, previews[1].tracks[1].duration))
      // One loop for every animation: the presented modal held, the drag, the slower release,
      // the pause.
      let durations = Set(
        svg.components(separatedBy: " dur=\"").dropFirst().map {
          String($0.prefix { $0 != "s" && $0 != "\"" })
        })
      let expected =
        AnimatedPreview.presentedPause + spans[0] + spans[1] + AnimatedPreview.dismissedPause
      #expect(durations.count == 1 && abs((Double(durations.first ?? "") ?? 0) - expected) < 1e-3)
      #expect(svg.components(separatedBy: "class=\"finger\"").count - 1 == 2, "a finger each")

      let curves = try VeilCommand.parse([
        "compare", "lightbox", "halfSheet", "--drag", "0,300", "--format", "curves",
      ]).run()
      let plot = String(decoding: curves.standardOutput, as: UTF8.self)
      #expect(plot.contains(">drag</text>") && plot.contains(">release</text>"))
    }

    /// Each mistake is reported as itself, not as some other error the same arguments raise.
    @Test(arguments: [
      (["compare", "lightbox", "cover", "--drag", "0,160"], "'cover' has no drag gesture; "),
      (
        ["compare", "lightbox", "sheet", "--drag", "0,160", "--phase", "present"],
        "--drag shows a drag and its release, not a phase"
      ),
      (
        ["compare", "lightbox", "sheet", "--velocity", "0,900"],
        "--velocity is the release of a drag"
      ),
    ])
    func aCompareDragNeedsTwoDraggableStylesAndNoPhase(arguments: [String], message: String) {
      let error = #expect(throws: CommandError.self) { try VeilCommand.parse(arguments).run() }
      #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "no error")")
    }

    @Test func curvesOverlayBothStyles() throws {
      let svg = String(
        decoding: ComparePreview(previews: try previews("cover", "card")).render(.curves),
        as: UTF8.self)
      #expect(svg.contains("<title>cover vs card: curves"))
      #expect(svg.components(separatedBy: "<polyline").count - 1 == 7 * 2 * 2)
    }
  }
#endif
