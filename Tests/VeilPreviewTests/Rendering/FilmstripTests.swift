// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Foundation
  import Testing
  import VeilCore

  @testable import VeilPreview

  @Suite struct FilmstripTests {
    @Test func samplesExactlyEvenlySpacedTimes() throws {
      // cover presents in 0.2 s: six columns at exactly 0, 0.04, …, 0.2 s, whatever the frame
      // rate; at 60 fps the nearest frames (2/60 = 0.0333 s, 5/60 = 0.0833 s) were off by up to
      // 7 ms.
      let preview = StylePreview(name: "cover", style: .cover)
      let timeline = try #require(preview.tracks.first)
      let times = (0..<Filmstrip.framesPerPhase).map {
        Filmstrip.sampleTime(column: $0, of: timeline)
      }
      #expect(times.first == 0)
      #expect(times.last == timeline.duration)
      for (column, time) in times.enumerated() {
        #expect(abs(time - 0.04 * Double(column)) < 1e-12, "column \(column) at \(time) s")
      }
    }

    @Test(arguments: [5.0, 24, 30, 60, 90, 120, 240])
    func everyFrameRateShowsTheSameExactFrames(fps: Double) throws {
      // The filmstrip reads the closed form at its own times, so `--fps` changes nothing in it
      // but the settings line of its title; a short phase at 5 fps keeps all six columns.
      let preview = StylePreview(
        name: "cover", style: .cover,
        settings: PreviewSettings(framesPerSecond: fps, phases: .present))
      let reference = StylePreview(
        name: "cover", style: .cover, settings: PreviewSettings(phases: .present))
      let svg = String(decoding: preview.render(.filmstrip), as: UTF8.self)
      let expected = String(decoding: reference.render(.filmstrip), as: UTF8.self)
      #expect(svg.components(separatedBy: "clip-path=\"url(#screen)\"").count - 1 == 6)
      let rate = ArgumentValue.display(fps) + " fps"
      #expect(svg == expected.replacingOccurrences(of: "60 fps", with: rate))
      WellFormedXML.expect(svg, "the filmstrip at \(fps) fps")
    }
  }
#endif
