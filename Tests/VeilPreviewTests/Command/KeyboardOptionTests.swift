// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Testing
  import VeilCore

  @testable import VeilPreview

  /// Pins `veil preview STYLE --keyboard POINTS` (B10): the value it reads, the content a
  /// placement that avoids the keyboard moves above it, the keyboard drawn, and the one-line
  /// error (exit code 2) for a bad value.
  @Suite struct KeyboardOptionTests {
    @Test func theHeightIsReadIntoTheSettings() throws {
      let command = try VeilCommand.parse(["preview", "card", "--keyboard", "336"])
      var settings = PreviewSettings()
      settings.keyboardHeight = 336
      #expect(command == .preview(PreviewRequest(styleName: "card", settings: settings)))
    }

    /// A card re-centres in the 508 points above a 336-point keyboard on the 390 × 844 canvas;
    /// a full-screen style does not avoid the keyboard and keeps its frame.
    @Test func aCardRestsAboveTheKeyboard() throws {
      var settings = PreviewSettings(phases: .present)
      settings.keyboardHeight = 336
      let card = try #require(ModalStyle.builtIn(named: "card"))
      let resting = StylePreview(card, settings: settings).restingFrame.contentRect
      #expect(resting.maxY <= 508)
      #expect(abs(resting.midY - 254) < 0.5, "centred in the space above the keyboard")
      let fullScreen = try #require(ModalStyle.builtIn(named: "fullScreen"))
      let cover = StylePreview(fullScreen, settings: settings).restingFrame.contentRect
      #expect(cover.maxY == 844)
    }

    @Test(arguments: [PreviewFormat.filmstrip, .animated])
    func theKeyboardIsDrawn(format: PreviewFormat) throws {
      var settings = PreviewSettings(phases: .present)
      let card = try #require(ModalStyle.builtIn(named: "card"))
      let without = String(
        decoding: StylePreview(card, settings: settings).render(format), as: UTF8.self)
      #expect(!without.contains("class=\"keyboard\""))
      settings.keyboardHeight = 336
      let with = String(
        decoding: StylePreview(card, settings: settings).render(format), as: UTF8.self)
      #expect(with.contains("class=\"keyboard\" y=\"508\" width=\"390\" height=\"336\""))
    }

    @Test(arguments: [Double.nan, -10])
    func aBrokenHeightShowsNoKeyboard(height: Double) {
      var settings = PreviewSettings()
      settings.keyboardHeight = height
      #expect(settings.keyboardHeight == 0)
    }

    @Test func aHeightAboveTheContainerCoversIt() {
      var settings = PreviewSettings()
      settings.keyboardHeight = .infinity
      #expect(settings.coveredKeyboardHeight == 844)
    }

    @Test func aBadValueIsOneLine() throws {
      let run = try VeilProcess.run(["preview", "card", "--keyboard", "tall"])
      #expect(run.exitCode == 2)
      #expect(run.standardError.contains("--keyboard expects a positive number, got 'tall'"))
    }
  }
#endif
