// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Testing
  import VeilCore

  @testable import VeilPreview

  @Suite struct VeilCommandTests {
    @Test func previewDefaultsFollowTheIssue() throws {
      // Defaults from the issue: filmstrip, 60 fps, 390x844 points, both phases.
      let command = try VeilCommand.parse(["preview", "cover"])
      #expect(command == .preview(PreviewRequest(styleName: "cover")))
      let settings = PreviewSettings()
      #expect(settings.framesPerSecond == 60)
      #expect(settings.container == Size(width: 390, height: 844))
      #expect(settings.phases == .both)
      #expect(!settings.reduceMotion)
    }

    @Test func previewReadsEveryOptionInBothSpellings() throws {
      let spaced = try VeilCommand.parse([
        "preview", "sheet", "--format", "json", "--fps", "29.97", "--size", "320x568",
        "--phase", "dismiss", "--reduce-motion", "--out", "sheet.json",
      ])
      let joined = try VeilCommand.parse([
        "preview", "--format=json", "--fps=29.97", "--size=320x568", "--phase=dismiss",
        "--reduce-motion", "--out=sheet.json", "sheet",
      ])
      let expected = VeilCommand.preview(
        PreviewRequest(
          styleName: "sheet", format: .json,
          settings: PreviewSettings(
            framesPerSecond: 29.97, container: Size(width: 320, height: 568), phases: .dismiss,
            reduceMotion: true),
          output: "sheet.json"))
      #expect(spaced == expected)
      #expect(joined == expected)
    }

    @Test func galleryNeedsADirectory() throws {
      let command = try VeilCommand.parse(["preview", "--all", "--out", "gallery", "--fps", "30"])
      #expect(
        command
          == .gallery(
            GalleryRequest(directory: "gallery", settings: PreviewSettings(framesPerSecond: 30))))
    }

    @Test func dragTakesNegativeVectors() throws {
      let command = try VeilCommand.parse([
        "drag", "lightbox", "--translation", "-40,0", "--velocity", "0,-1200.5", "--from", "large",
      ])
      #expect(
        command
          == .drag(
            DragRequest(
              styleName: "lightbox", translation: Vector(x: -40, y: 0),
              velocity: Vector(x: 0, y: -1_200.5), startingDetent: "large")))
    }

    @Test(arguments: [
      (["--help"], VeilCommand.help(nil)),
      (["-h"], .help(nil)),
      (["help"], .help(nil)),
      (["help", "drag"], .help(.drag)),
      (["preview", "--fps", "abc", "--help"], .help(.preview)),
      (["styles", "-h"], .help(.styles)),
      (["--version"], .version),
      (["styles"], .styles),
    ])
    func helpWinsOverEverythingElse(arguments: [String], expected: VeilCommand) throws {
      #expect(try VeilCommand.parse(arguments) == expected)
    }

    @Test(arguments: [
      (["preview", "cover", "--fps", "0"], "--fps expects a positive number, got '0'"),
      (["preview", "cover", "--fps", "nan"], "--fps expects a positive number, got 'nan'"),
      (["preview", "cover", "--fps", "0x10"], "--fps expects a positive number, got '0x10'"),
      (["preview", "cover", "--fps"], "--fps needs a value, such as --fps 60"),
      (["preview", "cover", "--fps", "--size", "1x1"], "--fps needs a value, such as --fps 60"),
      (["preview", "cover", "--fps="], "--fps needs a value, such as --fps 60"),
      (["preview", "cover", "--reduce-motion=yes"], "--reduce-motion takes no value"),
      (["preview", "cover", "--fps", "1", "--fps", "2"], "--fps is given twice; give it once"),
    ])
    func rejectsWithOneLine(arguments: [String], message: String) {
      #expect(throws: CommandError(message)) { try VeilCommand.parse(arguments) }
    }

    @Test(arguments: [
      ("covr", ["cover", "card"], "cover"),
      ("--fsp", ["--fps", "--size"], "--fps"),
      ("fullscreen", ["fullScreen", "cover"], "fullScreen"),
      ("prevew", ["preview", "styles", "drag"], "preview"),
    ])
    func suggestsCloseNames(typed: String, candidates: [String], expected: String) {
      #expect(Suggestion.closest(to: typed, among: candidates) == expected)
    }

    @Test(arguments: [("x", ["preview"]), ("--out", ["--all"]), ("ab", ["cd"])])
    func suggestsNothingFarAway(typed: String, candidates: [String]) {
      #expect(Suggestion.closest(to: typed, among: candidates) == nil)
    }

    @Test func everySubcommandHasHelpListingEachOption() {
      for subcommand in VeilSubcommand.allCases {
        let help = HelpText.help(for: subcommand)
        #expect(help.hasPrefix("OVERVIEW: "))
        for option in subcommand.options {
          #expect(help.contains(option.name), "\(subcommand) help lacks \(option.name)")
        }
      }
    }
  }
#endif
