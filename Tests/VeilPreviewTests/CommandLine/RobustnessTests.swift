// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Foundation
  import Testing

  /// The built `veil` against hostile arguments and a hostile environment: control characters in
  /// every position, closed standard streams, outputs that cannot be written, failures half-way
  /// through a gallery, very long and non-ASCII arguments. The contract: one line on standard
  /// error that no argument can break or turn into terminal control, exit code 2 for a usage
  /// mistake and 1 for an I/O failure, never a trap, and a failed command leaves nothing new on
  /// disk.
  @Suite struct RobustnessTests {
    /// Characters that could break the error line or drive the terminal.
    static let controls = [
      "\n", "\r", "\t", "\u{1B}[2J", "\u{07}", "\u{08}", "\u{7F}", "\u{85}", "\u{2028}", "\u{202E}",
    ]

    /// Every place an argument can go, with `X` where the hostile text is put, and the exit code
    /// the mistake must give.
    static let positions: [(arguments: [String], exitCode: Int32)] = [
      (["X"], 2),
      (["--X"], 2),
      (["help", "X"], 2),
      (["preview", "X"], 2),
      (["preview", "cover", "--X"], 2),
      (["preview", "cover", "--fps", "X"], 2),
      (["preview", "cover", "--fps=X"], 2),
      (["preview", "cover", "--size", "X"], 2),
      (["preview", "cover", "--format", "X"], 2),
      (["preview", "cover", "--phase", "X"], 2),
      (["preview", "cover", "--out", "veil-missing-X/cover.svg"], 1),
      (["preview", "--all", "--out", "veil-file-X/gallery"], 1),
      (["styles", "X"], 2),
      (["drag", "X", "--translation", "0,160", "--velocity", "0,0"], 2),
      (["drag", "lightbox", "--translation", "X", "--velocity", "0,0"], 2),
      (["drag", "lightbox", "--translation", "0,160", "--velocity", "X"], 2),
      (["drag", "sheet", "--translation", "0,160", "--velocity", "0,0", "--from", "X"], 2),
    ]

    @Test(arguments: controls)
    func controlCharactersAreEscapedInEveryArgumentPosition(control: String) throws {
      let scratch = try Scratch()
      // For the gallery position: a file where the output directory's parent must be.
      try Data().write(to: scratch.url.appendingPathComponent("veil-file-x\(control)y"))
      for (template, exitCode) in Self.positions {
        let arguments = template.map { $0.replacingOccurrences(of: "X", with: "x\(control)y") }
        let run = try VeilProcess.run(arguments, in: scratch.url)
        #expect(run.exitCode == exitCode, "\(arguments.debugDescription): \(run.standardError)")
        expectOneCleanLine(run.standardError, arguments)
        #expect(run.standardOutput.isEmpty, "\(arguments.debugDescription)")
      }
      // Nothing but the blocking file: no staging folder, no partial output.
      let left = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path)
      #expect(left == ["veil-file-x\(control)y"])
    }

    @Test func theEscapesAreReadable() throws {
      let run = try VeilProcess.run(["preview", "co\nv\u{1B}er\\"])
      #expect(run.standardError.contains(#"'co\nv\u{1B}er\\'"#), "\(run.standardError)")
    }

    // MARK: Closed streams

    @Test func aClosedStandardOutputIsAnIOFailureNotATrap() throws {
      let run = try ShellRun.veil(["styles"], redirect: ">&-")
      #expect(run.exitCode == 1, "\(run.standardError)")
      #expect(run.standardError.hasPrefix("veil: cannot write to standard output: "))
      expectOneCleanLine(run.standardError, ["styles"])
      for arguments in [["--help"], ["--version"], ["preview", "cover", "--format", "csv"]] {
        #expect(try ShellRun.veil(arguments, redirect: ">&-").exitCode == 1, "\(arguments)")
      }
    }

    @Test func aClosedStandardErrorKeepsTheExitCode() throws {
      let usage = try ShellRun.veil(["preview", "covr"], redirect: "2>&-")
      #expect(usage.exitCode == 2)
      #expect(usage.standardOutput.isEmpty)
      let both = try ShellRun.veil(["styles"], redirect: ">&- 2>&-")
      #expect(both.exitCode == 1)
      let fine = try ShellRun.veil(["styles"], redirect: "2>&-")
      #expect(fine.exitCode == 0 && !fine.standardOutput.isEmpty)
    }

    @Test func aFailedWriteToStandardOutputUndoesTheGallery() throws {
      let scratch = try Scratch()
      let fresh = scratch.url.appendingPathComponent("fresh/gallery")
      let run = try ShellRun.veil(["preview", "--all", "--out", fresh.path], redirect: ">&-")
      #expect(run.exitCode == 1, "\(run.standardError)")
      #expect(
        !FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("fresh").path))

      // Over an existing gallery: the old files come back, byte for byte.
      let existing = scratch.url.appendingPathComponent("existing")
      try FileManager.default.createDirectory(at: existing, withIntermediateDirectories: true)
      try Data("old page".utf8).write(to: existing.appendingPathComponent("index.html"))
      let again = try ShellRun.veil(["preview", "--all", "--out", existing.path], redirect: ">&-")
      #expect(again.exitCode == 1)
      #expect(try scratch.listing(of: existing) == ["index.html"])
      #expect(
        try Data(contentsOf: existing.appendingPathComponent("index.html")) == Data("old page".utf8)
      )
    }

    // MARK: Bad outputs

    @Test(arguments: [["--out", ""], ["--out="], ["--out", "", "--fps", "30"]])
    func anEmptyOutIsAUsageError(out: [String]) throws {
      for arguments in [["preview", "cover"] + out, ["preview", "--all"] + out] {
        let run = try VeilProcess.run(arguments)
        #expect(run.exitCode == 2, "\(arguments): \(run.standardError)")
        #expect(run.standardError.hasPrefix("veil: --out needs a value"), "\(run.standardError)")
      }
    }

    @Test func aFileWhereAFolderMustBeIsAnIOFailure() throws {
      let scratch = try Scratch()
      try Data("keep".utf8).write(to: scratch.url.appendingPathComponent("file"))
      for arguments in [
        ["preview", "cover", "--out", "file/cover.svg"],
        ["preview", "--all", "--out", "file"],
        ["preview", "--all", "--out", "file/deeper/gallery"],
      ] {
        let run = try VeilProcess.run(arguments, in: scratch.url)
        #expect(run.exitCode == 1, "\(arguments): \(run.standardError)")
        expectOneCleanLine(run.standardError, arguments)
      }
      #expect(try scratch.listing() == ["file"])
      #expect(try Data(contentsOf: scratch.url.appendingPathComponent("file")) == Data("keep".utf8))
    }

    @Test func aFolderWhereAFileMustBeIsAnIOFailure() throws {
      let scratch = try Scratch()
      try FileManager.default.createDirectory(
        at: scratch.url.appendingPathComponent("cover.svg"), withIntermediateDirectories: true)
      let run = try VeilProcess.run(["preview", "cover", "--out", "cover.svg"], in: scratch.url)
      #expect(run.exitCode == 1)
      #expect(run.standardError == "veil: cannot write 'cover.svg': it is a directory\n")
      #expect(try scratch.listing() == ["cover.svg"])
    }

    @Test func anUnwritableFolderIsAnIOFailure() throws {
      let scratch = try Scratch()
      let locked = scratch.url.appendingPathComponent("locked")
      try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
      try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
      defer {
        try? FileManager.default.setAttributes(
          [.posixPermissions: 0o755], ofItemAtPath: locked.path)
      }
      // A superuser writes anyway; the failure needs an ordinary user.
      guard !FileManager.default.isWritableFile(atPath: locked.path) else { return }
      for arguments in [
        ["preview", "cover", "--out", "locked/cover.svg"], ["preview", "--all", "--out", "locked"],
        ["preview", "--all", "--out", "locked/gallery"],
      ] {
        let run = try VeilProcess.run(arguments, in: scratch.url)
        #expect(run.exitCode == 1, "\(arguments): \(run.standardError)")
        expectOneCleanLine(run.standardError, arguments)
      }
      #expect(try scratch.listing(of: locked) == [])
    }

    // MARK: Atomicity

    /// The outside check's case: `g/lightbox.csv` is a folder; the gallery wrote ten files, then
    /// failed. Nothing may be left, and what was there stays.
    @Test func aGalleryThatFailsHalfWayLeavesNothingBehind() throws {
      let scratch = try Scratch()
      let gallery = scratch.url.appendingPathComponent("g")
      try FileManager.default.createDirectory(
        at: gallery.appendingPathComponent("lightbox.csv"), withIntermediateDirectories: true)
      try Data("old".utf8).write(to: gallery.appendingPathComponent("cover.csv"))
      let run = try VeilProcess.run(["preview", "--all", "--out", "g"], in: scratch.url)
      #expect(run.exitCode == 1)
      #expect(run.standardError == "veil: cannot write 'g/lightbox.csv': it is a directory\n")
      #expect(run.standardOutput.isEmpty)
      #expect(try scratch.listing(of: gallery) == ["cover.csv", "lightbox.csv"])
      #expect(try Data(contentsOf: gallery.appendingPathComponent("cover.csv")) == Data("old".utf8))
    }

    @Test func aGalleryThatSucceedsReplacesOldFilesAndLeavesNoStaging() throws {
      let scratch = try Scratch()
      let gallery = scratch.url.appendingPathComponent("g")
      try FileManager.default.createDirectory(at: gallery, withIntermediateDirectories: true)
      try Data("old".utf8).write(to: gallery.appendingPathComponent("index.html"))
      try Data("mine".utf8).write(to: gallery.appendingPathComponent("notes.txt"))
      let run = try VeilProcess.run(["preview", "--all", "--out", "g"], in: scratch.url)
      #expect(run.exitCode == 0, "\(run.standardError)")
      let listing = try scratch.listing(of: gallery)
      #expect(listing.count == 58 && listing.contains("notes.txt"))
      #expect(!listing.contains { $0.hasPrefix(".") })
      #expect(
        try Data(contentsOf: gallery.appendingPathComponent("index.html")) != Data("old".utf8))
    }

    // MARK: Long and non-ASCII arguments

    @Test func veryLongArgumentsGetOneLineQuickly() throws {
      // 120 000 bytes with combining marks: Linux takes at most 128 KiB per argument.
      let long = String(repeating: "ab\u{301}", count: 30_000)
      for arguments in [
        [long], ["preview", long], ["preview", "cover", "--fps", long],
        ["preview", "cover", "--\(long)"],
        ["drag", "lightbox", "--translation", long, "--velocity", "0,0"],
      ] {
        let started = Date()
        let run = try VeilProcess.run(arguments)
        #expect(Date().timeIntervalSince(started) < 5, "\(arguments.map(\.count))")
        #expect(run.exitCode == 2)
        expectOneCleanLine(run.standardError, arguments.map { String($0.prefix(20)) })
      }
    }

    /// A path too long for the system trapped in Foundation's `deletingLastPathComponent`; the
    /// folders made before the failure must go again.
    @Test func pathsTooLongForTheSystemAreAnIOFailure() throws {
      let scratch = try Scratch()
      for arguments in [
        ["preview", "--all", "--out", String(repeating: "d/", count: 2_100)],
        ["preview", "cover", "--out", String(repeating: "f", count: 5_000) + ".svg"],
      ] {
        let run = try VeilProcess.run(arguments, in: scratch.url)
        #expect(run.exitCode == 1, "\(run.standardError.prefix(200))")
        expectOneCleanLine(run.standardError, [String(arguments[3].prefix(20))])
      }
      #expect(try scratch.listing() == [])
    }

    @Test(arguments: ["カバー", "cövér", "🪟", "シート\u{FE0F}", "\u{FEFF}cover"])
    func nonASCIIArgumentsAreEchoedAsTheyAre(name: String) throws {
      let run = try VeilProcess.run(["preview", name])
      #expect(run.exitCode == 2)
      #expect(run.standardError.contains("'\(name)'"), "\(run.standardError)")
      expectOneCleanLine(run.standardError, [name])
    }

    @Test func nonASCIIOutputPathsAreWritten() throws {
      let scratch = try Scratch()
      let run = try VeilProcess.run(
        ["preview", "--all", "--out", "ギャラリー/ü"], in: scratch.url)
      #expect(run.exitCode == 0, "\(run.standardError)")
      #expect(try scratch.listing(of: scratch.url.appendingPathComponent("ギャラリー/ü")).count == 57)
      let single = try VeilProcess.run(["preview", "cover", "--out", "カバー.svg"], in: scratch.url)
      #expect(single.exitCode == 0)
      #expect(
        FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("カバー.svg").path))
    }

    // MARK: Helpers

    /// Standard error is exactly one `veil: ` line, ended by a newline, with no control character
    /// in it and no trap's backtrace.
    private func expectOneCleanLine(
      _ text: String, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
      let label = arguments.debugDescription
      #expect(
        text.hasPrefix("veil: "), "\(label): \(text.debugDescription)",
        sourceLocation: sourceLocation
      )
      #expect(text.hasSuffix("\n"), "\(label)", sourceLocation: sourceLocation)
      let body = text.unicodeScalars.dropLast()
      let offending = body.filter { scalar in
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
          || [0x2028, 0x2029].contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
          || (0x2066...0x2069).contains(scalar.value)
      }
      #expect(
        offending.isEmpty, "\(label): \(text.debugDescription)", sourceLocation: sourceLocation)
    }
  }

  /// A fresh temporary folder, removed when the value goes away.
  private final class Scratch {
    let url: URL

    init() throws {
      url = FileManager.default.temporaryDirectory
        .appendingPathComponent("veil-robust-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The names in `folder` (this folder by default), sorted, hidden ones included.
    func listing(of folder: URL? = nil) throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: (folder ?? url).path).sorted()
    }
  }

  /// Runs `veil` through `/bin/sh`, so that a test can close its standard streams.
  private enum ShellRun {
    static func veil(_ arguments: [String], redirect: String) throws -> VeilRun {
      // `$0` is the binary and `"$@"` the arguments, so nothing is re-parsed by the shell.
      try VeilProcess.capture(
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: ["-c", "exec \"$0\" \"$@\" \(redirect)", try VeilProcess.executable().path]
          + arguments,
        reported: arguments)
    }
  }
#endif
