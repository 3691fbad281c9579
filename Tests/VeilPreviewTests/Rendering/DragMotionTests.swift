// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Foundation
  import Testing
  import VeilCore

  @testable import VeilPreview

  @Suite struct DragMotionTests {
    private func drag(
      _ style: ModalStyle, _ dx: Double, _ dy: Double, velocity: (Double, Double) = (0, 0)
    ) throws -> StylePreview {
      let drag = PreviewDrag(
        translation: Vector(x: dx, y: dy), velocity: Vector(x: velocity.0, y: velocity.1))
      let preview = StylePreview(
        name: "drag", style: style, settings: PreviewSettings(drag: drag))
      try #require(preview.tracks.count == 2)
      return preview
    }

    @Test(arguments: [
      (0.0, 160.0, 0.0, 900.0), (0, 60, 0, 0), (0, -200, 0, 0), (40, 10, 3_000, 500),
      (0, 20, 0, 50_000),
    ])
    func theFingerStartsAtRestAndLiftsWhereAndAsFastAsTold(
      dx: Double, dy: Double, vx: Double, vy: Double
    ) {
      let path = FingerPath(
        PreviewDrag(translation: Vector(x: dx, y: dy), velocity: Vector(x: vx, y: vy)))
      #expect(path.position(at: 0) == .zero)
      let end = path.position(at: path.duration)
      #expect(abs(end.x - dx) < 1e-9 && abs(end.y - dy) < 1e-9)
      #expect(path.duration >= DragMotion.shortestDragDuration)
      #expect(path.duration <= DragMotion.longestDragDuration)
      // Never back: the distance along the drag grows at every step.
      let length = (dx * dx + dy * dy).squareRoot()
      var previous = -Double.infinity
      for index in 0...100 {
        let point = path.position(at: path.duration * Double(index) / 100)
        let along = (point.x * dx + point.y * dy) / length
        #expect(along >= previous - 1e-9, "turns back at step \(index)")
        previous = along
      }
      // The end velocity is the release's unless that would turn the path back (the flicks
      // over 20 and 41 pt): then it points the same way, slower.
      let h = 1e-6
      let before = path.position(at: path.duration - h)
      let velocity = Vector(x: (end.x - before.x) / h, y: (end.y - before.y) / h)
      let speed = (vx * vx + vy * vy).squareRoot()
      if speed * path.duration <= 3 * length {
        #expect(abs(velocity.x - vx) < 0.01 * max(speed, 1))
        #expect(abs(velocity.y - vy) < 0.01 * max(speed, 1))
      } else {
        let ratio = velocity.y / vy
        #expect(ratio > 0 && ratio < 1 && abs(velocity.x - vx * ratio) < 0.01 * speed)
      }
    }

    @Test(arguments: [
      (Double.nan, Double.infinity, Double.nan, -Double.infinity),
      (1e300, -1e300, 1e300, 1e300), (0, 0, 0, 0), (0, 0, 0, 5_000),
    ])
    func badNumbersGiveFiniteFramesInEveryStyle(dx: Double, dy: Double, vx: Double, vy: Double)
      throws
    {
      let drag = PreviewDrag(translation: Vector(x: dx, y: dy), velocity: Vector(x: vx, y: vy))
      let path = FingerPath(drag)
      #expect(path.duration.isFinite && path.duration > 0)
      #expect(abs(path.translation.x) <= FingerPath.maximumTranslation)
      #expect(abs(path.velocity.y) <= FingerPath.maximumSpeed)
      for name in ["lightbox", "halfSheet"] {
        let builtIn = try #require(ModalStyle.builtIn(named: name))
        let preview = StylePreview(builtIn, settings: PreviewSettings(drag: drag))
        for track in preview.tracks {
          #expect(track.duration.isFinite)
          for sample in track.samples {
            let frame = sample.frame
            let numbers = [
              frame.offset.x, frame.offset.y, frame.backdropStrength, frame.contentOpacity,
            ]
            #expect(numbers.allSatisfy { $0.isFinite }, "\(name) at \(sample.time)")
          }
        }
        WellFormedXML.expect(
          String(decoding: preview.render(.curves), as: UTF8.self), "\(name) curves")
      }
    }

    @Test func aLightboxFlungDownFollowsTheFingerThenLeavesWithTheBackdropGone() throws {
      let preview = try drag(.lightbox, 0, 160, velocity: (0, 900))
      let (dragging, releasing) = (preview.tracks[0], preview.tracks[1])
      #expect(dragging.kind == .dragging && releasing.kind == .releasing)
      let lifted = dragging[dragging.count - 1].frame
      #expect(lifted.offset.y > 100 && lifted.backdropStrength < 1)
      // The release starts where the finger left the content: no jump.
      #expect(releasing[0].frame == lifted)
      // Settled means at the target exactly: off the bottom edge, the backdrop gone.
      let last = releasing[releasing.count - 1].frame
      #expect(last.offset.y == preview.settings.container.height)
      #expect(last.backdropStrength == 0)
      #expect(releasing.progress(at: releasing.duration) == 1)
      // The backdrop fades all the way: never stronger than a frame before.
      let strengths = (dragging.samples + releasing.samples).map(\.frame.backdropStrength)
      #expect(zip(strengths, strengths.dropFirst()).allSatisfy { $1 <= $0 + 1e-12 })
    }

    @Test func theFingerIsDrawnWhileItIsDown() throws {
      let preview = try drag(.lightbox, 0, 160, velocity: (0, 900))
      let dragging = preview.tracks[0]
      // It lands in the middle of the content and moves as the finger's path.
      let resting = preview.restingFrame.contentRect
      #expect(dragging.finger(at: 0) == Vector(x: resting.midX, y: resting.midY))
      #expect(
        dragging.finger(at: dragging.duration) == Vector(x: resting.midX, y: resting.midY + 160))
      #expect(preview.tracks[1].finger(at: 0) == nil)
      let filmstrip = String(decoding: preview.render(.filmstrip), as: UTF8.self)
      #expect(
        filmstrip.components(separatedBy: "class=\"finger\"").count - 1 == Filmstrip.framesPerPhase)
      let animated = String(decoding: preview.render(.animated), as: UTF8.self)
      #expect(animated.components(separatedBy: "class=\"finger\"").count - 1 == 1)
      #expect(animated.contains("attributeName=\"fill-opacity\" values=\"0;0.35;"))
      // No finger without a drag.
      let phases = String(
        decoding: StylePreview(name: "l", style: .lightbox).render(.animated), as: UTF8.self)
      #expect(!phases.contains("finger"))
    }

    /// CSV and JSON carry the finger as the drawings do: where it touches while it is down,
    /// nothing once it has lifted; a preview of the phases has no finger columns at all.
    @Test func csvAndJSONCarryTheFingerWhileItIsDown() throws {
      let preview = try drag(.lightbox, 0, 160, velocity: (0, 900))
      let dragging = preview.tracks[0]
      let csv = String(decoding: preview.render(.csv), as: UTF8.self)
      let rows = csv.split(separator: "\n").map {
        $0.split(separator: ",", omittingEmptySubsequences: false)
      }
      let header = try #require(rows.first).map(String.init)
      #expect(header.suffix(2) == ["finger_x", "finger_y"])
      let drags = rows.filter { $0.first == "drag" }
      let releases = rows.filter { $0.first == "release" }
      #expect(drags.count == dragging.count && releases.count == preview.tracks[1].count)
      #expect(rows.dropFirst().allSatisfy { $0.count == header.count })
      for (index, row) in drags.enumerated() {
        let finger = try #require(dragging.finger(at: dragging.time(ofSample: index)))
        #expect(abs(Double(row[row.count - 2])! - finger.x) < 1e-4)
        #expect(abs(Double(row[row.count - 1])! - finger.y) < 1e-4)
      }
      #expect(releases.allSatisfy { $0.suffix(2).allSatisfy(\.isEmpty) })

      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(preview.render(.json))) as? [String: Any])
      let frames = try #require(json["frames"] as? [[String: Any]])
      let last = try #require(frames.last { $0["phase"] as? String == "drag" })
      let lifted = try #require(dragging.finger(at: dragging.duration))
      #expect(abs((last["finger_y"] as? Double ?? .nan) - lifted.y) < 1e-4)
      let released = try #require(frames.first { $0["phase"] as? String == "release" })
      #expect(released["finger_x"] is NSNull && released["finger_y"] is NSNull)

      let phases = StylePreview(name: "l", style: .lightbox)
      #expect(!String(decoding: phases.render(.csv), as: UTF8.self).contains("finger"))
      #expect(!String(decoding: phases.render(.json), as: UTF8.self).contains("finger"))
    }

    /// `--reduce-motion --drag` draws the engine's Reduce Motion frames (ReduceMotionDragTests
    /// pins them): the drag is the same, a lightbox slides off as always, and a zoom fades out
    /// where it was let go rather than flying into its thumbnail.
    @Test func reduceMotionDrawsTheEnginesReducedRelease() throws {
      let drag = PreviewDrag(translation: Vector(x: 0, y: 300), velocity: Vector(x: 0, y: 900))
      func preview(_ name: String, reduceMotion: Bool) throws -> StylePreview {
        let style = try #require(ModalStyle.builtIn(named: name))
        let preview = StylePreview(
          style, settings: PreviewSettings(reduceMotion: reduceMotion, drag: drag))
        try #require(preview.tracks.count == 2)
        return preview
      }
      for name in ["lightbox", "halfSheet"] {
        let reduced = try preview(name, reduceMotion: true)
        let full = try preview(name, reduceMotion: false)
        #expect(reduced.tracks[0].samples.map(\.frame) == full.tracks[0].samples.map(\.frame))
        #expect(reduced.tracks[1].samples.map(\.frame) == full.tracks[1].samples.map(\.frame))
      }
      let reduced = try preview("lightbox.zoom", reduceMotion: true)
      let full = try preview("lightbox.zoom", reduceMotion: false)
      #expect(reduced.tracks[0].samples.map(\.frame) == full.tracks[0].samples.map(\.frame))
      let lifted = reduced.tracks[0][reduced.tracks[0].count - 1].frame
      let faded = reduced.tracks[1][reduced.tracks[1].count - 1].frame
      #expect(faded.contentOpacity == 0 && faded.backdropStrength == 0)
      #expect(abs(faded.offset.y - lifted.offset.y) < 1e-9)
      #expect(abs(faded.contentScale - lifted.contentScale) < 1e-9)
      let landed = full.tracks[1][full.tracks[1].count - 1].frame
      #expect(landed.contentOpacity == 1 && landed.contentScale < lifted.contentScale)
      let json = String(decoding: reduced.render(.json), as: UTF8.self)
      #expect(json.contains("\"reduce_motion\": true"))
    }

    @Test func aShortPullSpringsBackToRest() throws {
      let preview = try drag(.lightbox, 0, 60)
      let last = preview.tracks[1][preview.tracks[1].count - 1].frame
      #expect(last.offset == .zero && last.backdropStrength == 1)
    }

    @Test func aSheetMovesBetweenDetentsAndIsDismissed() throws {
      let container = ModalContainer(size: PreviewSettings.defaultContainer)
      let sheet = SheetStyle(detents: [.medium, .large], showsGrabber: true)
      let heights = sheet.resolvedDetents(in: container.sheetDetentContext).map(\.height)
      let up = try drag(ModalStyle(sheet: sheet), 0, -200, velocity: (0, -600))
      // Drawn as tall as it gets and moved down: its height is the rect's minus the offset.
      func height(_ frame: ModalFrame) -> Double { frame.contentRect.height - frame.offset.y }
      #expect(abs(height(up.tracks[0][0].frame) - heights[0]) < 1e-9)
      let settled = up.tracks[1][up.tracks[1].count - 1].frame
      #expect(height(settled) == heights[1], "settles at large")

      let down = try drag(ModalStyle(sheet: .halfSheet), 0, 300, velocity: (0, 1_200))
      let gone = down.tracks[1][down.tracks[1].count - 1].frame
      #expect(height(gone) == 0 && gone.backdropStrength == 0)
    }

    @Test(arguments: PreviewFormat.allCases)
    func everyFormatShowsTheDragAndItsRelease(format: PreviewFormat) throws {
      let preview = try drag(.lightbox, 0, 160, velocity: (0, 900))
      let text = String(decoding: preview.render(format), as: UTF8.self)
      switch format {
      case .csv:
        #expect(text.contains("\ndrag,0.0000,") && text.contains("\nrelease,0.0000,"))
      case .json:
        #expect(text.contains("\"phase\": \"drag\"") && text.contains("\"phase\": \"release\""))
        let object = try #require(
          try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let drag = try #require(object["drag"] as? [String: [String: Double]])
        #expect(drag["translation"] == ["x": 0, "y": 160])
        #expect(drag["velocity"] == ["x": 0, "y": 900])
      case .filmstrip, .curves:
        WellFormedXML.expect(text, "\(format)")
        #expect(text.contains(" · drag, ") || text.contains(">drag</text>"))
        #expect(text.contains(" · release, ") || text.contains(">release</text>"))
      case .animated:
        WellFormedXML.expect(text, "animated")
        #expect(text.contains("<animateTransform"))
      }
    }
  }
#endif
