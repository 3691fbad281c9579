// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Foundation
  import Testing

  /// What one run of the built `veil` binary printed and how it ended.
  struct VeilRun: Hashable, Sendable {
    /// The arguments it ran with.
    var arguments: [String]
    /// Standard output, as bytes.
    var standardOutput: Data
    /// Standard error, as text.
    var standardError: String
    /// The exit code.
    var exitCode: Int32

    /// Standard output as text.
    var outputText: String { String(decoding: standardOutput, as: UTF8.self) }
  }

  /// Finds and runs the `veil` binary that the package built next to this test bundle.
  enum VeilProcess {
    /// The built `veil` executable.
    ///
    /// SwiftPM puts executables and the test bundle in one products directory
    /// (`.build/<triple>/<configuration>/`). On Linux the test runner is itself an executable
    /// in that directory, which `Bundle.main` reports; on Apple platforms the runner is a
    /// system tool and the directory is the `.xctest` bundle's parent.
    static func executable() throws -> URL {
      let bundleDirectories = Bundle.allBundles
        .filter { $0.bundlePath.hasSuffix(".xctest") }
        .map { $0.bundleURL.deletingLastPathComponent() }
      let runnerDirectory = URL(fileURLWithPath: CommandLine.arguments[0])
        .deletingLastPathComponent()
      let candidates = bundleDirectories + [Bundle.main.bundleURL, runnerDirectory]
      for directory in candidates {
        let binary = directory.appendingPathComponent("veil")
        if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
      }
      throw ProcessError(
        "no built 'veil' next to the tests (looked in "
          + candidates.map(\.path).joined(separator: ", ") + ")")
    }

    /// Runs `veil` with `arguments` and waits for it.
    ///
    /// Output goes through temporary files rather than pipes, so a large SVG cannot fill a pipe
    /// and stall the run.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after `veil`.
    ///   - directory: The working directory; the current one when nil.
    /// - Returns: What it printed and its exit code.
    /// - Throws: When the binary is missing or cannot be started.
    static func run(_ arguments: [String], in directory: URL? = nil) throws -> VeilRun {
      try capture(
        executable: try executable(), arguments: arguments, reported: arguments, in: directory)
    }

    /// Runs `executable` with `arguments`, waits for it, and captures what it printed.
    ///
    /// - Parameters:
    ///   - executable: The program to start: `veil` itself, or a shell that starts it.
    ///   - arguments: Its arguments.
    ///   - reported: The `veil` arguments the result names.
    ///   - directory: The working directory; the current one when nil.
    /// - Returns: What it printed and its exit code.
    /// - Throws: When the program cannot be started or its output cannot be read.
    static func capture(
      executable: URL, arguments: [String], reported: [String], in directory: URL? = nil
    ) throws -> VeilRun {
      let scratch = FileManager.default.temporaryDirectory
        .appendingPathComponent("veil-run-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: scratch) }
      let outputURL = scratch.appendingPathComponent("stdout")
      let errorURL = scratch.appendingPathComponent("stderr")
      try Data().write(to: outputURL)
      try Data().write(to: errorURL)
      let output = try FileHandle(forWritingTo: outputURL)
      let error = try FileHandle(forWritingTo: errorURL)
      let process = Process()
      process.executableURL = executable
      process.arguments = arguments
      if let directory { process.currentDirectoryURL = directory }
      process.standardOutput = output
      process.standardError = error
      try process.run()
      process.waitUntilExit()
      try output.close()
      try error.close()
      return VeilRun(
        arguments: reported,
        standardOutput: try Data(contentsOf: outputURL),
        standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self),
        exitCode: process.terminationStatus)
    }
  }

  /// A failure of the test machinery itself (not of `veil`).
  struct ProcessError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }
  }
#endif
