// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Foundation
  import Testing
  import VeilCore

  @testable import VeilPreview

  @Suite struct FilmstripTests {
    @Test func picksEvenlySpacedRealFrames() throws {
      // cover presents in 0.2 s: at 60 fps the timeline has 13 frames, 0…12; six evenly spaced
      // times 0, 0.04, …, 0.2 s fall nearest to frames 0, 2, 5, 7, 10, 12.
      let preview = StylePreview(name: "cover", style: .cover)
      let timeline = try #require(preview.timelines.first)
      let indices = (0..<Filmstrip.framesPerPhase).map {
        Filmstrip.sampleIndex(column: $0, of: timeline)
      }
      #expect(timeline.count == 13)
      #expect(indices == [0, 2, 5, 7, 10, 12])
    }

    @Test func aShortPhaseAtALowRateRepeatsNoFrame() throws {
      let preview = StylePreview(
        name: "cover", style: .cover,
        settings: PreviewSettings(framesPerSecond: 5, phases: .present))
      let svg = String(decoding: preview.render(.filmstrip), as: UTF8.self)
      // 0.2 s at 5 fps: frames at 0 and 0.2 s only.
      #expect(svg.components(separatedBy: "clip-path=\"url(#screen)\"").count - 1 == 2)
      WellFormedXML.expect(svg, "the two-frame filmstrip")
    }
  }
#endif
