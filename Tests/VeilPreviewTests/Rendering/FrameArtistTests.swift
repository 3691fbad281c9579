// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Testing
  import VeilCore

  @testable import VeilPreview

  @Suite struct FrameArtistTests {
    @Test(arguments: [
      // (degrees, cosine): exact at multiples of 90°, so a flip's edge-on frame is exactly 0.
      (0.0, 1.0), (90, 0), (-90, 0), (180, -1), (270, 0), (450, 0), (60, 0.5),
    ])
    func cosineIsExactAtRightAngles(degrees: Double, expected: Double) {
      // Tolerance 1e-12: cos(60°) is 0.5 to the last bit or two.
      #expect(abs(FrameArtist.cosine(degrees: degrees) - expected) < 1e-12)
    }

    @Test(arguments: [
      // (corners, radius, path): worked out by hand for a 100 × 50 rectangle.
      (
        ModalFrame.Corners.all, 10.0,
        "M10,0H90A10,10 0 0 1 100,10V40A10,10 0 0 1 90,50H10A10,10 0 0 1 0,40V10A10,10 0 0 1 10,0Z"
      ),
      (
        .top, 10,
        "M10,0H90A10,10 0 0 1 100,10V50A0,0 0 0 1 100,50H0A0,0 0 0 1 0,50V10A10,10 0 0 1 10,0Z"
      ),
      // A radius beyond half the shorter side is clamped to it: a capsule.
      (
        .all, 80,
        "M25,0H75A25,25 0 0 1 100,25V25A25,25 0 0 1 75,50H25A25,25 0 0 1 0,25V25A25,25 0 0 1 25,0Z"
      ),
    ])
    func cardPathRoundsOnlyTheGivenCorners(
      corners: ModalFrame.Corners, radius: Double, expected: String
    ) {
      var xml = XMLWriter()
      xml.start("path")
      xml.attribute("d") {
        FrameArtist.writeCardPath(
          size: Size(width: 100, height: 50), radius: radius, corners: corners, to: &$0)
      }
      xml.finish()
      #expect(xml.buffer.text == "<path d=\"\(expected)\"/>\n")
    }

    @Test func seeThroughContentGetsTheSeedsCardInTheMiddle() {
      let container = Size(width: 390, height: 844)
      let fullScreen = ModalFrame(container: container)
      let layout = FrameArtist.layout(resting: fullScreen, removesPresentingContent: false)
      // Seeds 000 and 001 show a 300 × 300 pt view; centred in 390 × 844: (45, 272).
      #expect(layout == .seeThrough(card: Rect(x: 45, y: 272, width: 300, height: 300)))
      #expect(FrameArtist.layout(resting: fullScreen, removesPresentingContent: true) == .opaque)
      let sheet = ModalFrame(
        container: container, contentRect: Rect(x: 0, y: 422, width: 390, height: 422))
      #expect(FrameArtist.layout(resting: sheet, removesPresentingContent: false) == .card)
    }
  }
#endif
