// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Foundation
  import Testing

  /// Compares a run of `veil` with the files recorded under `Snapshots/`.
  ///
  /// Each snapshot is a result file, `NAME.result.txt` (the command, its exit code and its
  /// standard error), and, when the run printed anything, `NAME.stdout.EXT` with standard output
  /// byte for byte (EXT says what it is: `svg`, `csv`, `txt`…, so an SVG snapshot opens in a
  /// browser). With `RECORD_SNAPSHOTS=1` in the environment the files are written instead of
  /// compared, and the test notes that with a warning.
  enum Snapshot {
    /// The folder of recorded snapshots, found from this file's own path.
    static let directory = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Support
      .deletingLastPathComponent()  // VeilPreviewTests
      .appendingPathComponent("Snapshots")

    /// Whether this run records snapshots rather than comparing with them.
    static var isRecording: Bool {
      ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    }

    /// Expects `run` to match the snapshot `name`, or records it.
    ///
    /// - Parameters:
    ///   - run: The run of `veil`.
    ///   - name: The snapshot's name, unique within `Snapshots/`.
    ///   - outputExtension: The extension of the standard output file.
    ///   - sourceLocation: Where a mismatch is reported.
    /// - Throws: When recording, an error writing the files.
    static func expect(
      _ run: VeilRun, matches name: String, outputExtension: String = "txt",
      sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
      let resultURL = directory.appendingPathComponent("\(name).result.txt")
      let outputURL = directory.appendingPathComponent("\(name).stdout.\(outputExtension)")
      let result = resultText(run)
      if isRecording {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(result.utf8).write(to: resultURL)
        if run.standardOutput.isEmpty {
          try? FileManager.default.removeItem(at: outputURL)
        } else {
          try run.standardOutput.write(to: outputURL)
        }
        Issue.record(
          "recorded snapshot '\(name)'; run again without RECORD_SNAPSHOTS to compare",
          severity: .warning, sourceLocation: sourceLocation)
        return
      }
      guard let recorded = try? Data(contentsOf: resultURL) else {
        Issue.record(
          "no snapshot '\(name)' yet; record it with RECORD_SNAPSHOTS=1 swift test",
          sourceLocation: sourceLocation)
        return
      }
      let recordedResult = String(decoding: recorded, as: UTF8.self)
      #expect(
        result == recordedResult, "'\(name)': exit code or standard error differs",
        sourceLocation: sourceLocation)
      let recordedOutput = (try? Data(contentsOf: outputURL)) ?? Data()
      if run.standardOutput != recordedOutput {
        let difference = firstDifference(
          String(decoding: recordedOutput, as: UTF8.self), run.outputText)
        Issue.record(
          "'\(name)': standard output differs from \(outputURL.lastPathComponent)\(difference)",
          sourceLocation: sourceLocation)
      }
    }

    /// The repository's root, found from this file's own path.
    static let repositoryRoot =
      directory
      .deletingLastPathComponent()  // VeilPreviewTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()

    /// Expects the file at `url` (one committed for people to read, such as a README image) to
    /// hold exactly `contents`, or writes it when recording.
    ///
    /// - Parameters:
    ///   - contents: What the file must hold.
    ///   - url: The file.
    ///   - sourceLocation: Where a mismatch is reported.
    /// - Throws: When recording, an error writing the file.
    static func expectFile(
      _ contents: Data, at url: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
      if isRecording {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url)
        Issue.record(
          "recorded \(url.lastPathComponent); run again without RECORD_SNAPSHOTS to compare",
          severity: .warning, sourceLocation: sourceLocation)
        return
      }
      let recorded = try? Data(contentsOf: url)
      #expect(
        recorded == contents,
        "\(url.lastPathComponent) is not what the command writes now; re-record it with RECORD_SNAPSHOTS=1",
        sourceLocation: sourceLocation)
    }

    /// The text of a result file.
    static func resultText(_ run: VeilRun) -> String {
      """
      $ veil \(run.arguments.joined(separator: " "))
      exit code: \(run.exitCode)
      stderr:
      \(run.standardError)
      """
    }

    /// The first line that differs, for a readable failure.
    private static func firstDifference(_ expected: String, _ actual: String) -> String {
      let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
      for index in 0..<max(expectedLines.count, actualLines.count) {
        let expectedLine = index < expectedLines.count ? String(expectedLines[index]) : "<end>"
        let actualLine = index < actualLines.count ? String(actualLines[index]) : "<end>"
        if expectedLine != actualLine {
          return
            "; first at line \(index + 1):\n  recorded: \(expectedLine)\n  now:      \(actualLine)"
        }
      }
      return ""
    }
  }
#endif
