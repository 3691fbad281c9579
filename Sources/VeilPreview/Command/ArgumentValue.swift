import VeilCore

/// Interpreting the text of an option's value: numbers, sizes, vectors, and names from a list.
///
/// Each function either returns a valid value or throws a one-line ``CommandError`` that names
/// the option, what it expects and what it got.
enum ArgumentValue {
  /// The largest side of a canvas, in points.
  static let largestSide = 10_000.0

  /// A plain decimal number (`60`, `-0.5`, `1e3`), finite; nil for anything else, including
  /// `nan`, `inf` and hexadecimal.
  static func number(_ text: Substring) -> Double? {
    guard !text.isEmpty,
      text.unicodeScalars.allSatisfy({ "0123456789+-.eE".unicodeScalars.contains($0) }),
      let value = Double(text), value.isFinite
    else { return nil }
    return value
  }

  /// A positive number no larger than `maximum`.
  ///
  /// - Parameters:
  ///   - text: The value as typed.
  ///   - option: The option's name, for the message.
  ///   - maximum: The largest value accepted.
  /// - Returns: The number.
  /// - Throws: ``CommandError`` when the text is not a number, not positive, or too large.
  static func positiveNumber(_ text: String, option: String, maximum: Double)
    throws(CommandError) -> Double
  {
    guard let value = number(text[...]), value > 0 else {
      throw CommandError("\(option) expects a positive number, got '\(text)'")
    }
    guard value <= maximum else {
      throw CommandError(
        "\(option) expects a number no larger than \(display(maximum)), got '\(text)'")
    }
    return value
  }

  /// A size written `WIDTHxHEIGHT` in points, such as `390x844`; each side positive and no
  /// larger than ``largestSide``.
  ///
  /// - Parameters:
  ///   - text: The value as typed.
  ///   - option: The option's name, for the message.
  /// - Returns: The size.
  /// - Throws: ``CommandError`` when the text is not such a size.
  static func size(_ text: String, option: String) throws(CommandError) -> Size {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = number(parts[0]), let height = number(parts[1]),
      width > 0, height > 0
    else {
      throw CommandError(
        "\(option) expects WIDTHxHEIGHT in points, such as 390x844, got '\(text)'")
    }
    guard width <= largestSide, height <= largestSide else {
      throw CommandError(
        "\(option) expects each side no larger than \(display(largestSide)) points, got '\(text)'"
      )
    }
    return Size(width: width, height: height)
  }

  /// A vector written `X,Y`, such as `0,160` or `-40.5,0`.
  ///
  /// - Parameters:
  ///   - text: The value as typed.
  ///   - option: The option's name, for the message.
  ///   - shape: How the value is described in the message: `DX,DY in points, such as 0,160`.
  /// - Returns: The vector.
  /// - Throws: ``CommandError`` when the text is not two numbers separated by a comma.
  static func vector(_ text: String, option: String, shape: String) throws(CommandError)
    -> Vector
  {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let x = number(parts[0]), let y = number(parts[1]) else {
      throw CommandError("\(option) expects \(shape), got '\(text)'")
    }
    return Vector(x: x, y: y)
  }

  /// A rectangle written `X,Y,WIDTH,HEIGHT` in points, such as `9,266,124,124`: finite
  /// coordinates (a rectangle outside the canvas is allowed), each side positive and no larger
  /// than ``largestSide``.
  ///
  /// - Parameters:
  ///   - text: The value as typed.
  ///   - option: The option's name, for the message.
  /// - Returns: The rectangle.
  /// - Throws: ``CommandError`` when the text is not such a rectangle.
  static func rect(_ text: String, option: String) throws(CommandError) -> Rect {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(number)
    guard parts.count == 4, let x = parts[0], let y = parts[1], let width = parts[2],
      let height = parts[3], width > 0, height > 0, width <= largestSide, height <= largestSide,
      abs(x) <= largestSide, abs(y) <= largestSide
    else {
      throw CommandError(
        "\(option) expects X,Y,WIDTH,HEIGHT in points, each side positive and no larger than "
          + "\(display(largestSide)), such as 9,266,124,124, got '\(text)'")
    }
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// One of a fixed list of names, matched exactly.
  ///
  /// - Parameters:
  ///   - text: The value as typed.
  ///   - option: The option's name, for the message.
  ///   - choices: The accepted names and what each means.
  /// - Returns: The value of the name typed.
  /// - Throws: ``CommandError`` listing the choices when the text is none of them.
  static func choice<Value>(
    _ text: String, option: String, among choices: KeyValuePairs<String, Value>
  ) throws(CommandError) -> Value {
    if let match = choices.first(where: { $0.key == text }) { return match.value }
    throw CommandError("\(option) expects \(list(choices.map(\.key))), got '\(text)'")
  }

  /// `a`, `a or b`, `a, b or c`.
  static func list(_ names: [String]) -> String {
    guard let last = names.last else { return "" }
    guard names.count > 1 else { return last }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }

  /// A number as a person would write it: `1000`, `0.5`.
  static func display(_ value: Double) -> String {
    var buffer = TextBuffer()
    buffer.append(compact: value, decimals: 4)
    return buffer.text
  }
}
