// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Foundation
  import Testing

  /// The gallery in a real browser: headless Chromium takes a screenshot of `index.html`.
  ///
  /// Skipped, with a message, where Chromium is not installed (`apt-get install chromium` on
  /// Debian); set `VEIL_KEEP_SCREENSHOT=PATH` to keep the PNG for a look.
  @Suite struct GalleryScreenshotTests {
    /// The browser: the first of the usual names found on `PATH`.
    static let chromium: URL? = {
      let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
      let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
      for directory in path.split(separator: ":") {
        for name in names {
          let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
          if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
      }
      return nil
    }()

    @Test(
      .enabled(if: chromium != nil, "Chromium is not installed; the screenshot test is skipped"))
    func galleryRendersInHeadlessChromium() throws {
      let browser = try #require(Self.chromium)
      let scratch = FileManager.default.temporaryDirectory
        .appendingPathComponent("veil-screenshot-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: scratch) }
      let gallery = scratch.appendingPathComponent("gallery")
      let render = try VeilProcess.run(["preview", "--all", "--out", gallery.path])
      #expect(render.exitCode == 0)

      let screenshot = scratch.appendingPathComponent("gallery.png")
      let process = Process()
      process.executableURL = browser
      process.arguments = [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
        "--user-data-dir=\(scratch.appendingPathComponent("profile").path)",
        // Let the animations run for half a second of virtual time before the picture.
        "--virtual-time-budget=500",
        "--window-size=1400,1400", "--screenshot=\(screenshot.path)",
        gallery.appendingPathComponent("index.html").absoluteString,
      ]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)

      let png = try Data(contentsOf: screenshot)
      // A PNG: its signature, then the IHDR chunk with the width and height, big-endian.
      #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
      #expect(png.count > 24)
      let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
      let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
      #expect(width == 1_400 && height == 1_400)
      // A blank page of this size compresses to a few kilobytes; twelve phones with their
      // captions take far more.
      #expect(png.count > 100_000, "the screenshot is \(png.count) bytes: is the page blank?")
      if let keep = ProcessInfo.processInfo.environment["VEIL_KEEP_SCREENSHOT"] {
        try? FileManager.default.removeItem(atPath: keep)
        try FileManager.default.copyItem(at: screenshot, to: URL(fileURLWithPath: keep))
      }
    }
  }
#endif
