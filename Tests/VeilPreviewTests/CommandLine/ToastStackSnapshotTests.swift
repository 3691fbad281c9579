// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Testing

  /// `veil preview --stack COUNT`: a toast arriving on, and leaving, a stack of toasts (G4).
  @Suite struct ToastStackSnapshotTests {
    /// A toast arriving on a stack of three: the two older toasts move one place down as it
    /// comes in, and back up as it leaves.
    @Test func filmstripOfAToastOnAStackOfThree() throws {
      let run = try VeilProcess.run(["preview", "toast", "--stack", "3"])
      #expect(run.exitCode == 0)
      WellFormedXML.expect(run.outputText, "the toast stack filmstrip")
      #expect(run.outputText.components(separatedBy: "class=\"stacked-toast\"").count - 1 == 24)
      try Snapshot.expect(run, matches: "preview-filmstrip-toast-stack-3", outputExtension: "svg")
    }

    @Test(arguments: [
      ("error-stack-zero", ["preview", "cover", "--stack", "0"]),
      ("error-stack-not-a-number", ["preview", "cover", "--stack", "three"]),
      ("error-stack-too-many", ["preview", "cover", "--stack", "11"]),
      ("error-stack-with-format", ["preview", "cover", "--stack", "3", "--format", "csv"]),
      ("error-stack-with-drag", ["preview", "cover", "--stack", "3", "--drag", "0,-60"]),
      ("error-stack-with-all", ["preview", "--all", "--stack", "3", "--out", "gallery"]),
      ("error-stack-not-at-an-edge", ["preview", "cover", "--stack", "3"]),
    ])
    func aBadStackGivesOneLineAndExitCode2(name: String, arguments: [String]) throws {
      let run = try VeilProcess.run(arguments)
      #expect(run.exitCode == 2)
      #expect(run.standardOutput.isEmpty)
      let lines = run.standardError.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count == 2 && lines[1].isEmpty, "one line, ended by a newline")
      try Snapshot.expect(run, matches: name)
    }
  }
#endif
