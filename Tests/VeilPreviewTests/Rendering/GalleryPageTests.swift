// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Foundation
  import Testing
  import VeilCore

  @testable import VeilPreview

  @Suite struct GalleryPageTests {
    @Test func isWellFormedAndEscapesWhatItIsGiven() {
      let entry = GalleryPage.Entry(
        name: "a<b>", summary: "Fish & chips \"quoted\"", parameters: [("Backdrop", "x < y")],
        animation: "a.animated.svg", links: [("csv", "a&b.csv")])
      let html = String(
        decoding: GalleryPage.render(entries: [entry], settings: .init()), as: UTF8.self)
      // The doctype is HTML's, not XML's; the rest must parse as XML.
      let body = html.replacingOccurrences(of: "<!DOCTYPE html>\n", with: "")
      WellFormedXML.expect(body, "the gallery page")
      #expect(html.contains("<h2>a&lt;b&gt;</h2>"))
      #expect(html.contains("href=\"a&amp;b.csv\""))
      #expect(html.contains("60 fps, 390 × 844 pt, presentation and dismissal"))
    }

    @Test(arguments: [
      (
        "overCurrentContext.flipHorizontal",
        "over<wbr/>Current<wbr/>Context<wbr/>.flip<wbr/>Horizontal"
      ),
      ("blur.extraLight", "blur<wbr/>.extra<wbr/>Light"),
      ("cover", "cover"),
      ("HTTPSheet", "HTTPSheet"),
    ])
    func namesWrapAtDotsAndCamelCaseNeverMidWord(name: String, written: String) {
      let entry = GalleryPage.Entry(
        name: name, summary: "", parameters: [], animation: "a.svg", links: [])
      let html = String(
        decoding: GalleryPage.render(entries: [entry], settings: .init()), as: UTF8.self)
      #expect(html.contains("<h2>\(written)</h2>"))
    }

    @Test func inlinesEveryDrawingWithItsOwnIDs() throws {
      let names = ["blur", "blur.dark", "lightbox"]
      let entries = try names.map { name in
        let preview = StylePreview(try #require(ModalStyle.builtIn(named: name)))
        return GalleryPage.Entry(
          name: name, summary: "s", parameters: [], animation: "\(name).animated.svg",
          links: [], drawing: GalleryPage.Entry.Drawing(preview))
      }
      let html = String(
        decoding: GalleryPage.render(entries: entries, settings: .init()), as: UTF8.self)
      WellFormedXML.expect(html.replacingOccurrences(of: "<!DOCTYPE html>\n", with: ""), "page")
      // No XML declaration inside the page, and no id twice: each drawing's ids are its own.
      #expect(!html.contains("<?xml"))
      let ids = html.components(separatedBy: " id=\"").dropFirst().map {
        String($0.prefix { $0 != "\"" })
      }
      #expect(Set(ids).count == ids.count, "repeated ids")
      #expect(ids.contains("s0-blur-0") && ids.contains("s1-blur-0"))
      #expect(html.contains("url(#s1-blur-0)") && !html.contains("url(#blur-0)"))
      // Each style says when its phases run in its own loop: lightbox presents at 0, then
      // dismisses after its presentation and the pause.
      let lightbox = try #require(entries.last?.drawing)
      let present = try #require(lightbox.phases.first)
      let dismiss = try #require(lightbox.phases.last)
      #expect(present.name == "present" && present.start == 0)
      #expect(dismiss.name == "dismiss")
      #expect(abs(dismiss.start - present.duration - AnimatedPreview.presentedPause) < 1e-12)
      #expect(html.contains("<script>//<![CDATA["))
      #expect(html.contains("id=\"veil-scrub\"") && html.contains("data-speed=\"0.1\""))
    }
  }
#endif
