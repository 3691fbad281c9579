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
