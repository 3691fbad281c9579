// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Testing

  /// Every mistake gets exactly one line on standard error, naming the problem, and exit code 2;
  /// nothing on standard output, never a stack trace.
  @Suite struct ErrorSnapshotTests {
    @Test(arguments: [
      ("error-no-subcommand", []),
      ("error-unknown-subcommand", ["preveiw", "cover"]),
      ("error-unknown-top-level-option", ["--verbose"]),
      ("error-version-extra", ["--version", "now"]),
      ("error-help-unknown-topic", ["help", "render"]),
      ("error-unknown-style", ["preview", "covr"]),
      ("error-unknown-style-far", ["preview", "popover"]),
      ("error-preview-no-style", ["preview"]),
      ("error-preview-two-styles", ["preview", "cover", "sheet"]),
      ("error-unknown-option", ["preview", "cover", "--fsp", "30"]),
      ("error-unknown-option-far", ["preview", "cover", "--verbose"]),
      ("error-unknown-short-option", ["preview", "cover", "-x"]),
      ("error-missing-value", ["preview", "cover", "--fps"]),
      ("error-missing-value-before-option", ["preview", "cover", "--out", "--fps", "30"]),
      ("error-fps-not-a-number", ["preview", "cover", "--fps", "abc"]),
      ("error-fps-negative", ["preview", "cover", "--fps", "-60"]),
      ("error-fps-zero", ["preview", "cover", "--fps=0"]),
      ("error-fps-too-high", ["preview", "cover", "--fps", "5000"]),
      ("error-size-malformed", ["preview", "cover", "--size", "390"]),
      ("error-size-not-numbers", ["preview", "cover", "--size", "wide x tall"]),
      ("error-size-zero", ["preview", "cover", "--size", "0x844"]),
      ("error-size-too-large", ["preview", "cover", "--size", "390x100000"]),
      ("error-format-unknown", ["preview", "cover", "--format", "gif"]),
      ("error-phase-unknown", ["preview", "cover", "--phase", "middle"]),
      ("error-layout-direction-unknown", ["preview", "drawer", "--layout-direction", "up"]),
      ("error-flag-with-value", ["preview", "cover", "--reduce-motion=yes"]),
      ("error-option-twice", ["preview", "cover", "--fps", "30", "--fps", "60"]),
      ("error-all-without-out", ["preview", "--all"]),
      ("error-all-with-style", ["preview", "cover", "--all", "--out", "gallery"]),
      ("error-all-with-format", ["preview", "--all", "--format", "csv", "--out", "gallery"]),
      ("error-styles-extra", ["styles", "cover"]),
      ("error-preview-drag-malformed", ["preview", "lightbox", "--drag", "0,down"]),
      (
        "error-preview-velocity-malformed",
        ["preview", "lightbox", "--drag", "0,160", "--velocity", "fast"]
      ),
      ("error-preview-velocity-without-drag", ["preview", "lightbox", "--velocity", "0,900"]),
      (
        "error-preview-drag-with-phase",
        ["preview", "lightbox", "--drag", "0,160", "--phase", "present"]
      ),
      ("error-preview-drag-with-all", ["preview", "--all", "--out", "gallery", "--drag", "0,160"]),
      ("error-preview-drag-no-gesture", ["preview", "cover", "--drag", "0,160"]),
      ("error-compare-one-style", ["compare", "cover"]),
      ("error-compare-three-styles", ["compare", "cover", "card", "sheet"]),
      ("error-compare-unknown-style", ["compare", "cover", "cover --animation spring:0.5,0.8 x"]),
      ("error-compare-bad-animation", ["compare", "cover", "cover --animation spring:0.5"]),
      ("error-compare-bad-json", ["compare", "cover", "{\"style\": \"cover\", \"speed\": 2}"]),
      ("error-compare-json-without-style", ["compare", "cover", "{\"detents\": \"medium\"}"]),
      ("error-compare-format", ["compare", "cover", "card", "--format", "csv"]),
      ("error-compare-drag-no-gesture", ["compare", "lightbox", "cover", "--drag", "0,160"]),
      (
        "error-compare-drag-with-phase",
        ["compare", "lightbox", "sheet", "--drag", "0,160", "--phase", "present"]
      ),

      ("error-preview-detents-not-a-sheet", ["preview", "cover --detents medium,large"]),
      ("error-drag-no-style", ["drag", "--translation", "0,160", "--velocity", "0,0"]),
      (
        "error-drag-unknown-style",
        ["drag", "lightbx", "--translation", "0,160", "--velocity", "0,0"]
      ),
      ("error-drag-no-translation", ["drag", "lightbox", "--velocity", "0,0"]),
      ("error-drag-no-velocity", ["drag", "lightbox", "--translation", "0,160"]),
      (
        "error-drag-translation-malformed",
        ["drag", "lightbox", "--translation", "160", "--velocity", "0,0"]
      ),
      (
        "error-drag-velocity-malformed",
        ["drag", "lightbox", "--translation", "0,160", "--velocity", "0,fast"]
      ),
      (
        "error-drag-velocity-infinite",
        ["drag", "lightbox", "--translation", "0,160", "--velocity", "0,inf"]
      ),
    ])
    func mistakeGivesOneLineAndExitCode2(name: String, arguments: [String]) throws {
      let run = try VeilProcess.run(arguments)
      #expect(run.exitCode == 2)
      #expect(run.standardOutput.isEmpty)
      let lines = run.standardError.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count == 2 && lines[1].isEmpty, "one line, ended by a newline")
      #expect(run.standardError.hasPrefix("veil: "))
      try Snapshot.expect(run, matches: name)
    }

    @Test func unwritableOutputIsAFailureNotAUsageError() throws {
      let run = try VeilProcess.run([
        "preview", "cover", "--out", "no-such-directory-for-veil/cover.svg",
      ])
      #expect(run.exitCode == 1)
      #expect(
        run.standardError.hasPrefix("veil: cannot write 'no-such-directory-for-veil/cover.svg'"))
      #expect(run.standardError.split(separator: "\n").count == 1)
    }
  }
#endif
