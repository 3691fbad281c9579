// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Testing
  import VeilCore

  @testable import VeilPreview

  /// Pins `veil preview STYLE --layout-direction rtl` (A6): the value it reads, the drawing
  /// mirrored across the container (a leading drawer on the right), the numbers left in layout
  /// terms, and the one-line error (exit code 2) for a bad value.
  @Suite struct LayoutDirectionOptionTests {
    @Test(arguments: [("rtl", true), ("ltr", false)])
    func theDirectionIsReadIntoTheSettings(value: String, isRightToLeft: Bool) throws {
      let command = try VeilCommand.parse(["preview", "drawer", "--layout-direction", value])
      var settings = PreviewSettings()
      settings.isRightToLeft = isRightToLeft
      #expect(command == .preview(PreviewRequest(styleName: "drawer", settings: settings)))
    }

    @Test(arguments: [PreviewFormat.filmstrip, .animated])
    func theDrawingIsMirroredRightToLeft(format: PreviewFormat) throws {
      var settings = PreviewSettings(phases: .present)
      let drawer = try #require(ModalStyle.builtIn(named: "drawer"))
      let leftToRight = String(
        decoding: StylePreview(drawer, settings: settings).render(format), as: UTF8.self)
      #expect(!leftToRight.contains("right-to-left"))
      settings.isRightToLeft = true
      let rightToLeft = String(
        decoding: StylePreview(drawer, settings: settings).render(format), as: UTF8.self)
      // Mirrored across the container: x becomes the container's width less x.
      let width = Int(settings.container.width)
      #expect(
        rightToLeft.contains(
          "class=\"right-to-left\" transform=\"matrix(-1,0,0,1,\(width),0)\""))
    }

    /// The timeline's numbers are VeilCore's, in layout terms, whichever way the drawing runs.
    @Test func theNumbersStayInLayoutTerms() throws {
      var settings = PreviewSettings(phases: .present)
      let drawer = try #require(ModalStyle.builtIn(named: "drawer"))
      let leftToRight = StylePreview(drawer, settings: settings).render(.csv)
      settings.isRightToLeft = true
      #expect(StylePreview(drawer, settings: settings).render(.csv) == leftToRight)
    }

    @Test func aFingerIsMirroredWithTheDrawing() {
      var artist = FrameArtist(
        backdrop: .clear, showsGrabber: false, container: Size(width: 390, height: 844),
        content: .card)
      artist.isRightToLeft = true
      var xml = XMLWriter(capacity: 256)
      artist.writeFinger(at: Vector(x: 100, y: 400), to: &xml)
      // 390 wide, 100 from the leading edge: 290 from the left.
      #expect(String(decoding: xml.buffer.bytes, as: UTF8.self).contains("cx=\"290\""))
    }

    @Test func aBadValueIsOneLine() throws {
      let run = try VeilProcess.run(["preview", "drawer", "--layout-direction", "up"])
      #expect(run.exitCode == 2)
      #expect(run.standardError.contains("--layout-direction expects ltr or rtl, got 'up'"))
    }
  }
#endif
