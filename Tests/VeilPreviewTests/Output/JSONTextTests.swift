// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Foundation
  import Testing

  @testable import VeilPreview

  @Suite struct JSONTextTests {
    @Test(arguments: ["cover", "a \"b\" \\ c", "line\nbreak\ttab\u{1}", "détente 🌫"])
    func stringsRoundTripThroughFoundation(original: String) throws {
      var buffer = TextBuffer()
      JSONText.appendString(original, to: &buffer)
      let decoded = try JSONDecoder().decode(String.self, from: Data(buffer.bytes))
      #expect(decoded == original)
    }
  }
#endif
