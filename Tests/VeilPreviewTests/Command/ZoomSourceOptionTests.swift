// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Testing
  import VeilCore

  @testable import VeilPreview

  /// Pins `veil preview lightbox.zoom --source X,Y,W,H`: the value it reads, the frames it
  /// moves, and the one-line errors (exit code 2) for a bad value or a style that does not zoom.
  @Suite struct ZoomSourceOptionTests {
    /// The filmstrip the documentation shows is what the command renders now.
    @Test func theZoomFilmstripIsCurrent() throws {
      let run = try VeilProcess.run(["preview", "lightbox.zoom", "--format", "filmstrip"])
      #expect(run.exitCode == 0)
      let file = Snapshot.repositoryRoot.appendingPathComponent(
        "Documentation/Filmstrips/lightbox.zoom.svg")
      try Snapshot.expectFile(run.standardOutput, at: file)
    }

    /// `veil drag lightbox.zoom` tells where the flight lands: in the preview's thumbnail for a
    /// dismissal, at rest for a cancel, with the scale the drag shrank the content to.
    @Test(arguments: [
      (
        ["0,200", "0,800"],
        "dismiss bottom\ninto 19.5,315.68,63.3,63.3 pt, from 0,200 pt at scale 0.8104\n"
          + "velocity 0,800 pt/s, relative -2.2857 /s\n"
      ),
      (
        ["0,50", "0,-10"],
        "cancel\ninto 0,0,390,844 pt, from 0,50 pt at scale 0.9526\n"
          + "velocity 0,-10 pt/s, relative 0.2 /s\n"
      ),
    ])
    func dragReportsTheFlightIntoTheSource(values: [String], expected: String) throws {
      let run = try VeilProcess.run([
        "drag", "lightbox.zoom", "--translation", values[0], "--velocity", values[1],
      ])
      #expect(run.exitCode == 0)
      #expect(run.outputText == expected)
    }

    /// The JSON says which thumbnail its rows open from, as it says which drag a drag's rows
    /// are; without `--source` the key is absent (the catalog's default thumbnail).
    @Test func jsonNamesTheSource() throws {
      let given = try VeilProcess.run([
        "preview", "lightbox.zoom", "--source", "20,300,100,100", "--format", "json",
      ])
      #expect(given.exitCode == 0)
      #expect(
        given.outputText.contains(
          "\"source\": { \"x\": 20, \"y\": 300, \"width\": 100, \"height\": 100 }"))
      let absent = try VeilProcess.run(["preview", "lightbox.zoom", "--format", "json"])
      #expect(absent.exitCode == 0)
      #expect(!absent.outputText.contains("\"source\""))
    }

    @Test func sourceIsReadIntoTheSettings() throws {
      let command = try VeilCommand.parse([
        "preview", "lightbox.zoom", "--source", "-10.5,40,80,120", "--format=csv",
      ])
      var settings = PreviewSettings()
      settings.zoomSource = Rect(x: -10.5, y: 40, width: 80, height: 120)
      #expect(
        command
          == .preview(PreviewRequest(styleName: "lightbox.zoom", format: .csv, settings: settings))
      )
    }

    @Test func thePreviewOpensFromTheSourceGiven() throws {
      var settings = PreviewSettings(phases: .present)
      let source = Rect(x: 200, y: 600, width: 150, height: 150)
      settings.zoomSource = source
      guard let builtIn = ModalStyle.builtIn(named: "lightbox.zoom") else {
        Issue.record("lightbox.zoom is not in the catalog")
        return
      }
      let preview = StylePreview(builtIn, settings: settings)
      guard let first = preview.timelines.first?.first?.frame else {
        Issue.record("the preview has no frames")
        return
      }
      let midX = first.contentRect.midX + first.offset.x
      let midY = first.contentRect.midY + first.offset.y
      #expect(abs(midX - source.midX) < 1e-9 && abs(midY - source.midY) < 1e-9)
      #expect(abs(first.contentRect.width * first.contentScale - source.width) < 1e-9)
      // The preview source's corner radius is kept.
      #expect(
        abs(first.cornerRadius * first.contentScale - ZoomSource.preview.cornerRadius) < 1e-9)
    }

    @Test func stylesThatDoNotZoomIgnoreTheSettingInAGallery() {
      var settings = PreviewSettings()
      settings.zoomSource = Rect(x: 0, y: 0, width: 10, height: 10)
      #expect(settings.resolvingZoomSource(of: .cover) == .cover)
    }

    static let bound = "each side positive and no larger than 10000, such as 9,266,124,124"

    @Test(arguments: [
      ("9,266,124", "--source expects X,Y,WIDTH,HEIGHT in points, \(bound), got '9,266,124'"),
      ("a,b,c,d", "--source expects X,Y,WIDTH,HEIGHT in points, \(bound), got 'a,b,c,d'"),
      ("0,0,0,10", "--source expects X,Y,WIDTH,HEIGHT in points, \(bound), got '0,0,0,10'"),
      ("0,0,-5,10", "--source expects X,Y,WIDTH,HEIGHT in points, \(bound), got '0,0,-5,10'"),
      ("0,nan,5,10", "--source expects X,Y,WIDTH,HEIGHT in points, \(bound), got '0,nan,5,10'"),
      ("0,0,5,1e9", "--source expects X,Y,WIDTH,HEIGHT in points, \(bound), got '0,0,5,1e9'"),
    ])
    func badSourcesAreRejectedWithOneLine(value: String, message: String) {
      #expect(throws: CommandError(message)) {
        try VeilCommand.parse(["preview", "lightbox.zoom", "--source", value])
      }
    }

    @Test func aStyleThatDoesNotZoomRejectsASource() throws {
      let command = try VeilCommand.parse(["preview", "cover", "--source", "0,0,10,10"])
      #expect(
        throws: CommandError(
          "--source is for a style that zooms from a thumbnail, such as lightbox.zoom; "
            + "'cover' does not")
      ) { try command.run() }
    }

    @Test(arguments: [
      ["preview", "lightbox.zoom", "--source", "1,2,3"],
      ["preview", "lightbox", "--source", "0,0,10,10"],
    ])
    func theBinaryExitsWith2AndOneLine(arguments: [String]) throws {
      let run = try VeilProcess.run(arguments)
      #expect(run.exitCode == 2)
      #expect(run.standardOutput.isEmpty)
      let lines = run.standardError.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count == 2 && lines[1].isEmpty, "one line, ended by a newline")
      #expect(run.standardError.hasPrefix("veil: --source "))
    }
  }
#endif
