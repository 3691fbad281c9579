// The check starts valgrind and the benchmark as processes, which iOS, tvOS, watchOS and
// visionOS have not: there (Xcode builds every test target of the package's scheme for an iOS
// simulator) the target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Foundation
  import Testing

  /// Sampling frames must not allocate: valgrind counts the heap allocations of the benchmark's
  /// allocation probe for 10 and for 10 000 frames of every built-in style (both phases and a
  /// drag), and the totals must be equal. Skipped, with a message, where valgrind is absent.
  @Suite struct FrameAllocationTests {
    static let valgrind = ["/usr/bin/valgrind", "/usr/local/bin/valgrind"]
      .first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(
      .enabled(if: valgrind != nil, "valgrind is not installed; the allocation check is skipped"))
    func samplingFramesAllocatesNothing() throws {
      let few = try heapAllocations(framesPerStyle: 10)
      let many = try heapAllocations(framesPerStyle: 10_000)
      #expect(few > 0, "valgrind reported no allocations at all: the probe did not run")
      #expect(few == many, "10 frames: \(few) allocations, 10 000 frames: \(many)")
    }

    private func heapAllocations(framesPerStyle: Int) throws -> Int {
      let valgrind = try #require(Self.valgrind)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: valgrind)
      process.arguments = [
        "--tool=memcheck", try benchExecutable().path, "--alloc-probe", String(framesPerStyle),
      ]
      let pipe = Pipe()
      process.standardError = pipe
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      // "==123==   total heap usage: 378 allocs, 290 frees, 108,833 bytes allocated"
      let line = try #require(
        output.split(separator: "\n").first { $0.contains("total heap usage") })
      let count = line.split(separator: ":").last?.split(separator: " ").first ?? ""
      return try #require(Int(count.replacingOccurrences(of: ",", with: "")))
    }

    private func benchExecutable() throws -> URL {
      let directories =
        Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }
        .map { $0.bundleURL.deletingLastPathComponent() }
        + [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
      let binary = directories.map { $0.appendingPathComponent("veil-bench") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
      return try #require(binary, "no built veil-bench next to the tests")
    }
  }
#endif
