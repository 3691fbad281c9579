/// JSON string escaping into a ``TextBuffer`` (numbers are written by the buffer itself).
enum JSONText {
  /// Appends `text` as a JSON string literal, quotes included: `"`, `\` and control
  /// characters are escaped, everything else is written as UTF-8.
  ///
  /// - Parameters:
  ///   - text: The string.
  ///   - buffer: The buffer to append to.
  static func appendString(_ text: String, to buffer: inout TextBuffer) {
    buffer.append("\"")
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": buffer.append("\\\"")
      case "\\": buffer.append("\\\\")
      case "\n": buffer.append("\\n")
      case "\r": buffer.append("\\r")
      case "\t": buffer.append("\\t")
      default:
        if scalar.value < 0x20 {
          buffer.append("\\u00")
          buffer.append(ascii: hexDigit(scalar.value >> 4))
          buffer.append(ascii: hexDigit(scalar.value & 0xF))
        } else {
          for unit in scalar.utf8 { buffer.append(ascii: unit) }
        }
      }
    }
    buffer.append("\"")
  }

  private static func hexDigit(_ value: UInt32) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + UInt8(value) : UInt8(ascii: "a") + UInt8(value - 10)
  }
}
