// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Testing
  import VeilCore

  @testable import VeilPreview

  /// Pins a sheet's `--sizing` and `--surface` in a style: what each reads, and the one-line
  /// errors for a bad value or a style that is not a sheet.
  @Suite struct SheetSizingAndSurfaceOptionTests {
    @Test func sizingReadsEachEntry() throws {
      let spec = try StyleSpec("halfSheet --sizing form,500x400,edge-attached,width-follows")
      let sheet = try #require(spec.style.sheetStyle)
      #expect(sheet.sizing == .form)
      #expect(sheet.preferredContentSize == Size(width: 500, height: 400))
      #expect(sheet.prefersEdgeAttachedInCompactHeight)
      #expect(sheet.widthFollowsPreferredContentSizeWhenEdgeAttached)
      #expect(sheet.detents == [.medium])
      let json = try StyleSpec(#"{"style": "sheet", "sizing": "edge-attached"}"#)
      #expect(json.style.sheetStyle?.prefersEdgeAttachedInCompactHeight == true)
      #expect(json.style.sheetStyle?.sizing == .page)
      #expect(try StyleSpec("sheet --sizing fitted").style.sheetStyle?.sizing == .fitted)
    }

    @Test func surfaceReadsEachKind() throws {
      #expect(try StyleSpec.surface("system") == .system)
      #expect(try StyleSpec.surface("clear") == .clear)
      #expect(
        try StyleSpec.surface("material:systemThinMaterial") == .material(.systemThinMaterial))
      #expect(
        try StyleSpec.surface("color:#FF000080")
          == .color(ModalColor(red: 1, green: 0, blue: 0, alpha: 128.0 / 255)))
      #expect(
        try StyleSpec.surface("color:#00FF00") == .color(ModalColor(red: 0, green: 1, blue: 0)))
      let spec = try StyleSpec("sheet --surface clear")
      #expect(spec.style.sheetStyle?.surface == .clear)
    }

    @Test(arguments: [
      "sheet --sizing wide", "sheet --sizing 10x", "sheet --surface color:#12",
      "sheet --surface glass",
      "sheet --surface material:frosted", "cover --sizing form", "cover --surface clear",
    ])
    func badValuesAreOneLineErrors(text: String) {
      #expect(throws: CommandError.self) { try StyleSpec(text) }
    }

    @Test func theSurfaceIsDrawnBehindTheContent() throws {
      let run = try VeilProcess.run(["preview", "halfSheet --surface color:#3366CC80"])
      #expect(run.exitCode == 0)
      #expect(run.outputText.contains(#"fill="rgb(51,102,204)" fill-opacity="0.502""#))
      let clear = try VeilProcess.run(["preview", "halfSheet --surface clear"])
      #expect(clear.outputText.contains(##"fill="none" stroke="#D1D1D6""##))
      let system = try VeilProcess.run(["preview", "halfSheet"])
      #expect(!system.outputText.contains(##"fill="none" stroke="#D1D1D6""##))
    }
  }
#endif
