// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Foundation
  import Testing
  import VeilCore

  @testable import VeilPreview

  @Suite struct PreviewContentTests {
    static let svg = Array(
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="#F00"/></svg>"##
        .utf8)
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0]

    @Test func knowsSVGAndPNGAndNothingElse() {
      #expect(PreviewContent(bytes: Self.svg)?.kind == .svg)
      #expect(PreviewContent(bytes: Array("<?xml version=\"1.0\"?>\n<svg/>".utf8))?.kind == .svg)
      #expect(PreviewContent(bytes: Self.png)?.kind == .png)
      #expect(PreviewContent(bytes: Array("phase,time\n".utf8)) == nil)
      #expect(PreviewContent(bytes: []) == nil)
      #expect(PreviewContent(bytes: [0x89, 0x50, 0x4E]) == nil)
    }

    @Test(arguments: ["card", "cover", "fullScreen", "halfSheet"])
    func replacesTheStandInInEveryFrameOnceEmbedded(style: String) throws {
      let builtIn = try #require(ModalStyle.builtIn(named: style))
      let content = try #require(PreviewContent(bytes: Self.svg))
      let plain = String(decoding: StylePreview(builtIn).render(.filmstrip), as: UTF8.self)
      let preview = StylePreview(builtIn, settings: PreviewSettings(content: content))
      for format in [PreviewFormat.filmstrip, .animated] {
        let svg = String(decoding: preview.render(format), as: UTF8.self)
        WellFormedXML.expect(svg, "\(style) \(format) with content")
        let encoded = Data(Self.svg).base64EncodedString()
        #expect(svg.components(separatedBy: encoded).count - 1 == 1, "embedded once")
        #expect(svg.contains("data:image/svg+xml;base64,"))
        #expect(svg.contains("preserveAspectRatio=\"xMidYMid meet\""))
        #expect(svg.contains("fill=\"url(#user-content)\""))
      }
      // The stand-in's blocks are gone: the filmstrip is the plain one's frames without them.
      let filmstrip = String(decoding: preview.render(.filmstrip), as: UTF8.self)
      #expect(
        filmstrip.components(separatedBy: "fill=\"url(#user-content)\"").count - 1
          == Filmstrip.framesPerPhase * 2)
      #expect(filmstrip.count < plain.count + 2_000)
    }

    @Test func aBadFileIsOneLineAndExitCode2() throws {
      let scratch = FileManager.default.temporaryDirectory
        .appendingPathComponent("veil-content-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: scratch) }
      let text = scratch.appendingPathComponent("notes.txt")
      try Data("not a picture".utf8).write(to: text)
      let picture = scratch.appendingPathComponent("card.svg")
      try Data(Self.svg).write(to: picture)
      for (arguments, message) in [
        (["preview", "card", "--content", text.path], "is neither"),
        (
          ["preview", "card", "--content", scratch.appendingPathComponent("none.png").path],
          "cannot read"
        ),
        (["preview", "card", "--content", scratch.path], "cannot read"),
        (["compare", "card", "cover", "--content", text.path], "is neither"),
      ] {
        let run = try VeilProcess.run(arguments)
        #expect(run.exitCode == 2, "\(arguments)")
        #expect(run.standardOutput.isEmpty)
        #expect(
          run.standardError.hasPrefix("veil: --content ") && run.standardError.contains(message))
        #expect(run.standardError.filter { $0 == "\n" }.count == 1)
      }
      let good = try VeilProcess.run(["preview", "card", "--content", picture.path])
      #expect(good.exitCode == 0)
      #expect(good.outputText.contains("fill=\"url(#user-content)\""))
    }
  }
#endif
