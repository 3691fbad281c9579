// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Foundation
  import Testing

  /// The conventions of swift-argument-parser that Swift users expect of a command, checked on
  /// the built binary: completion scripts, `--help` and `--version` anywhere, `--`, 80-column
  /// help, `veil help` for every topic, bad values reported as themselves, plain I/O errors.
  @Suite struct MannersTests {
    /// Whether `name` is an executable on `PATH`, for the shells that may not be installed.
    private static func tool(_ name: String) -> URL? {
      let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
      return path.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        .map { $0.appendingPathComponent(name) }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `shell -n` on `script`: parses it without running it.
    private static func syntaxCheck(_ shell: URL, _ script: Data) throws -> Int32 {
      let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("veil-completion-\(UUID().uuidString)")
      try script.write(to: file)
      defer { try? FileManager.default.removeItem(at: file) }
      let process = Process()
      process.executableURL = shell
      process.arguments = ["-n", file.path]
      try process.run()
      process.waitUntilExit()
      return process.terminationStatus
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptParses(shell: String) throws {
      for arguments in [
        ["--generate-completion-script", shell], ["--generate-completion-script=\(shell)"],
      ] {
        let run = try VeilProcess.run(arguments)
        #expect(run.exitCode == 0, "\(arguments): \(run.standardError)")
        #expect(run.standardError.isEmpty)
        #expect(run.outputText.contains("preview") && run.outputText.contains("--translation"))
        #expect(run.outputText.contains("lightbox"), "style names are offered")
        guard let binary = Self.tool(shell) else {
          // zsh and fish are optional here; bash is required.
          try #require(shell != "bash", "bash is needed to check the bash script")
          print("note: \(shell) is not installed; its completion script's syntax is not checked")
          continue
        }
        #expect(try Self.syntaxCheck(binary, run.standardOutput) == 0, "\(shell) -n refuses it")
      }
    }

    @Test(arguments: [
      ["--generate-completion-script"], ["--generate-completion-script", "ksh"],
      ["--generate-completion-script", "bash", "zsh"],
    ])
    func badCompletionRequestIsAUsageError(arguments: [String]) throws {
      let run = try VeilProcess.run(arguments)
      #expect(run.exitCode == 2)
      #expect(run.standardOutput.isEmpty)
      #expect(run.standardError.split(separator: "\n").count == 1)
    }

    @Test(arguments: [
      (["styles", "--version"], "veil "),
      (["preview", "cover", "--fps", "30", "--version"], "veil "),
      (["drag", "--version"], "veil "),
      (["preview", "--help"], "OVERVIEW: Render"),
      (["drag", "lightbox", "--help"], "OVERVIEW: Tell"),
      (["styles", "-h"], "OVERVIEW: List"),
      (["help", "preview"], "OVERVIEW: Render"),
      (["help", "styles"], "OVERVIEW: List"),
      (["help", "drag"], "OVERVIEW: Tell"),
      (["help", "help"], "OVERVIEW: See"),
      (["help", "--help"], "OVERVIEW: See"),
    ])
    func helpAndVersionAnywhere(arguments: [String], start: String) throws {
      let run = try VeilProcess.run(arguments)
      #expect(run.exitCode == 0, "\(arguments): \(run.standardError)")
      #expect(run.outputText.hasPrefix(start), "\(arguments)")
    }

    @Test func doubleDashEndsOptions() throws {
      // After `--`, '-x' is a style name, not an option.
      let preview = try VeilProcess.run(["preview", "--", "-x"])
      #expect(preview.exitCode == 2)
      #expect(preview.standardError.contains("unknown style '-x'"), "\(preview.standardError)")
      // Options before it still count, and `--help` after it is no help.
      let drag = try VeilProcess.run(
        ["drag", "--translation", "0,160", "--velocity", "0,0", "--", "lightbox"])
      #expect(drag.exitCode == 0, "\(drag.standardError)")
      #expect(drag.outputText.hasPrefix("dismiss bottom"))
      let notHelp = try VeilProcess.run(["preview", "--", "--help"])
      #expect(notHelp.exitCode == 2)
      #expect(notHelp.standardError.contains("unknown style '--help'"))
    }

    @Test(arguments: [
      ["--help"], ["preview", "--help"], ["styles", "--help"], ["drag", "--help"], ["styles"],
    ])
    func outputFitsIn80Columns(arguments: [String]) throws {
      let run = try VeilProcess.run(arguments)
      #expect(run.exitCode == 0)
      for line in run.outputText.split(separator: "\n") {
        #expect(line.count <= 80, "\(arguments): \(line.count) columns: \(line)")
      }
    }

    @Test func outIsAPathEverywhere() throws {
      let texts = try [["preview", "--help"], ["preview", "--all"]].map { arguments in
        let run = try VeilProcess.run(arguments)
        return run.outputText + run.standardError
      }
      for text in texts {
        #expect(text.contains("--out PATH"))
        #expect(!text.contains("--out FILE") && !text.contains("--out DIR"))
      }
    }

    @Test(arguments: [
      (["drag", "lightbox", "--translation", "down"], "--translation"),
      (["drag", "lightbox", "--velocity", "fast"], "--velocity"),
      (["drag", "--translation", "down", "--velocity", "0,0"], "--translation"),
      (["drag", "lightbox", "--size", "big"], "--size"),
      (["preview", "--format", "gif"], "--format"),
    ])
    func badValueIsReportedAsItself(arguments: [String], option: String) throws {
      let run = try VeilProcess.run(arguments)
      #expect(run.exitCode == 2)
      #expect(run.standardError.hasPrefix("veil: \(option) expects"), "\(run.standardError)")
    }

    @Test func ioErrorsAreOneLineInPlainWordsWithThePath() throws {
      let scratch = FileManager.default.temporaryDirectory
        .appendingPathComponent("veil-manners-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: scratch) }
      let file = scratch.appendingPathComponent("file")
      try Data("x".utf8).write(to: file)
      let paths = [
        scratch.appendingPathComponent("missing/cover.svg").path,
        file.appendingPathComponent("cover.svg").path,
        scratch.path,
      ]
      for path in paths {
        let run = try VeilProcess.run(["preview", "cover", "--out", path])
        #expect(run.exitCode == 1, "\(path): \(run.standardError)")
        let lines = run.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(run.standardError)")
        #expect(run.standardError.contains("'\(path)'"), "\(run.standardError)")
        for foundationWords in ["Error Domain", "NSCocoa", "NSPOSIX", "UserInfo", "The file", "“"] {
          #expect(!run.standardError.contains(foundationWords), "\(run.standardError)")
        }
      }
      let gallery = try VeilProcess.run(
        ["preview", "--all", "--out", file.appendingPathComponent("gallery").path])
      #expect(gallery.exitCode == 1)
      #expect(!gallery.standardError.contains("Error Domain"), "\(gallery.standardError)")
      #expect(gallery.standardError.split(separator: "\n").count == 1)
    }
  }
#endif
