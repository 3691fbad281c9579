// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Foundation
  import Testing

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
  }
#endif
