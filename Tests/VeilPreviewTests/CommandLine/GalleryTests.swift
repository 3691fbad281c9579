// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Foundation
  import Testing
  import VeilCore

  @testable import VeilPreview

  /// `veil preview --all --out DIR`: every file it writes, and the page in a real browser.
  @Suite struct GalleryTests {
    /// Runs the gallery command into a fresh temporary directory.
    private func renderGallery(_ extraArguments: [String] = []) throws -> URL {
      let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("veil-gallery-\(UUID().uuidString)")
      let run = try VeilProcess.run(
        ["preview", "--all", "--out", directory.path] + extraArguments)
      #expect(run.exitCode == 0, "veil failed: \(run.standardError)")
      #expect(run.standardError.isEmpty)
      return directory
    }

    @Test func writesEveryStyleInEveryFormatAndAPage() throws {
      let directory = try renderGallery()
      defer { try? FileManager.default.removeItem(at: directory) }
      let written = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
      var expected: Set<String> = ["index.html"]
      for name in ModalStyle.builtIns.map(\.name) + Gallery.dragCards.map(\.name) {
        for suffix in ["animated.svg", "filmstrip.svg", "curves.svg", "csv", "json"] {
          expected.insert("\(name).\(suffix)")
        }
      }
      #expect(written == expected)
      let page = try String(
        contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
      // One self-contained page: every style's animation and curves inlined, no file loaded.
      #expect(!page.contains("src="))
      for builtIn in ModalStyle.builtIns {
        #expect(page.contains("data-style=\"\(builtIn.name)\""), "\(builtIn.name) is not shown")
        #expect(page.contains("href=\"\(builtIn.name).curves.svg\""))
      }
      #expect(page.contains("window.veilPlayer"))
      #expect(!page.contains("https://"), "the page must not need the network")
    }

    @Test(arguments: [
      [], ["--reduce-motion"], ["--phase", "dismiss", "--fps", "24", "--size", "320x568"],
    ])
    func everySVGAndThePageAreWellFormedXML(arguments: [String]) throws {
      let directory = try renderGallery(arguments)
      defer { try? FileManager.default.removeItem(at: directory) }
      let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      var checked = 0
      for file in files where file.hasSuffix(".svg") || file.hasSuffix(".html") {
        var text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        // HTML's doctype is not XML's; everything after it must parse as XML.
        if file.hasSuffix(".html") {
          text = text.replacingOccurrences(of: "<!DOCTYPE html>\n", with: "")
        }
        WellFormedXML.expect(text, file)
        checked += 1
      }
      #expect(checked == (ModalStyle.builtIns.count + Gallery.dragCards.count) * 3 + 1)
    }

    /// A drag card carries its style twice, as the command its page shows and as a value: the
    /// command, run, gives the card's frames.
    @Test(arguments: Gallery.dragCards.map(\.name))
    func aDragCardsCommandRendersTheCard(name: String) throws {
      let card = try #require(Gallery.dragCards.first { $0.name == name })
      func vector(_ value: Vector) -> String {
        ArgumentValue.display(value.x) + "," + ArgumentValue.display(value.y)
      }
      let style = card.styleName.trimmingCharacters(in: CharacterSet(charactersIn: "'"))
      let run = try VeilProcess.run([
        "preview", style, "--drag", vector(card.drag.translation), "--velocity",
        vector(card.drag.velocity), "--format", "csv",
      ])
      #expect(run.exitCode == 0, "\(run.standardError)")
      let preview = StylePreview(
        name: card.name, style: card.style, settings: PreviewSettings(drag: card.drag))
      #expect(run.standardOutput == Data(preview.render(.csv)))
    }

    @Test func jsonParsesAndMatchesTheCSV() throws {
      let directory = try renderGallery()
      defer { try? FileManager.default.removeItem(at: directory) }
      for builtIn in ModalStyle.builtIns {
        let json = try Data(contentsOf: directory.appendingPathComponent("\(builtIn.name).json"))
        let object = try #require(
          try JSONSerialization.jsonObject(with: json) as? [String: Any], "\(builtIn.name).json")
        let frames = try #require(object["frames"] as? [[String: Any]])
        let csv = try String(
          contentsOf: directory.appendingPathComponent("\(builtIn.name).csv"), encoding: .utf8)
        let rows = csv.split(separator: "\n").dropFirst()
        #expect(frames.count == rows.count, "\(builtIn.name): JSON and CSV disagree")
        #expect(object["style"] as? String == builtIn.name)
      }
    }
  }
#endif
