// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Testing
  import VeilCore

  @testable import VeilPreview

  @Suite struct PreviewSettingsTests {
    @Test(arguments: [
      // (given, kept): the documented clamp; exact.
      (Double.nan, 60.0), (0.0, 60.0), (-30.0, 60.0), (-Double.infinity, 60.0),
      (Double.infinity, 60.0),
      (5_000.0, 1_000.0), (24.0, 24.0), (29.97, 29.97),
    ])
    func badFrameRatesAreClamped(given: Double, kept: Double) {
      #expect(PreviewSettings(framesPerSecond: given).framesPerSecond == kept)
      var settings = PreviewSettings()
      settings.framesPerSecond = given
      #expect(settings.framesPerSecond == kept)
    }

    @Test(arguments: [Size.zero, Size(width: 390, height: 0), Size(width: .nan, height: 844)])
    func anEmptyCanvasBecomesThePhone(given: Size) {
      #expect(PreviewSettings(container: given).container == PreviewSettings.defaultContainer)
      var settings = PreviewSettings()
      settings.container = given
      #expect(settings.container == PreviewSettings.defaultContainer)
    }
  }
#endif
