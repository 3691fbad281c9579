/// UTF-8 text under construction, with number formatting that never depends on a locale.
///
/// Every writer of the preview (XML, CSV, JSON) appends into one buffer, so rendering a frame
/// appends bytes and nothing else: no intermediate strings, no formatter objects. Numbers are
/// written by hand in fixed notation, so the same frame gives the same bytes on every machine.
struct TextBuffer: Sendable {
  /// The text so far, as UTF-8.
  private(set) var bytes: [UInt8] = []

  /// The largest magnitude a number is written with; beyond it, numbers are clamped. Far larger
  /// than any point, second or opacity a preview writes, and small enough that every value
  /// scaled by 10⁶ stays exact in a 64-bit integer.
  static let largestNumber = 1e12

  /// The most decimals a number is written with.
  static let maximumDecimals = 6

  /// Creates an empty buffer with room for `capacity` bytes.
  ///
  /// - Parameter capacity: The number of bytes to reserve up front.
  init(capacity: Int = 0) {
    bytes.reserveCapacity(max(capacity, 0))
  }

  /// The text as a string.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The number of bytes written so far.
  var count: Int { bytes.count }

  /// Appends literal text.
  ///
  /// - Parameter literal: The text to append.
  mutating func append(_ literal: StaticString) {
    literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends a string as it is, without escaping.
  ///
  /// - Parameter string: The text to append.
  mutating func append(string: String) {
    bytes.append(contentsOf: string.utf8)
  }

  /// Appends bytes that are valid UTF-8 already, such as another rendering.
  ///
  /// - Parameter utf8: The bytes to append.
  mutating func append(utf8: ArraySlice<UInt8>) {
    bytes.append(contentsOf: utf8)
  }

  /// Appends one byte, which must be ASCII to keep the text valid UTF-8.
  ///
  /// - Parameter byte: The ASCII byte to append.
  mutating func append(ascii byte: UInt8) {
    bytes.append(byte)
  }

  /// Appends `count` spaces.
  ///
  /// - Parameter count: How many spaces; nothing for zero or fewer.
  mutating func appendSpaces(_ count: Int) {
    guard count > 0 else { return }
    for _ in 0..<count { bytes.append(UInt8(ascii: " ")) }
  }

  /// Appends an integer in decimal.
  ///
  /// - Parameter value: The integer to append.
  mutating func append(_ value: Int) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    appendDigits(of: UInt64(value.magnitude), minimumCount: 1)
  }

  /// Appends a number in fixed notation with exactly `decimals` digits after the point:
  /// `0.5` with 4 decimals is `0.5000`.
  ///
  /// Rounds half away from zero. NaN is written as 0, infinities and magnitudes beyond
  /// ``largestNumber`` as ±``largestNumber``, and a value that rounds to zero never carries a
  /// minus sign.
  ///
  /// - Parameters:
  ///   - value: The number to append.
  ///   - decimals: Digits after the point, clamped to 0…``maximumDecimals``.
  mutating func append(fixed value: Double, decimals: Int) {
    appendNumber(value, decimals: decimals, trimsZeros: false)
  }

  /// Appends a number with at most `decimals` digits after the point and no trailing zeros:
  /// `0.5` with 3 decimals is `0.5`, `2.0` is `2`. The compact form for SVG attributes.
  ///
  /// Clamps as ``append(fixed:decimals:)`` does.
  ///
  /// - Parameters:
  ///   - value: The number to append.
  ///   - decimals: The most digits after the point, clamped to 0…``maximumDecimals``.
  mutating func append(compact value: Double, decimals: Int) {
    appendNumber(value, decimals: decimals, trimsZeros: true)
  }

  private mutating func appendNumber(_ value: Double, decimals: Int, trimsZeros: Bool) {
    let decimals = min(max(decimals, 0), Self.maximumDecimals)
    var scale: UInt64 = 1
    for _ in 0..<decimals { scale *= 10 }
    let clamped = value.isNaN ? 0 : min(max(value, -Self.largestNumber), Self.largestNumber)
    let scaled = (clamped.magnitude * Double(scale)).rounded(.toNearestOrAwayFromZero)
    let units = UInt64(scaled)
    if units != 0 && clamped < 0 { bytes.append(UInt8(ascii: "-")) }
    appendDigits(of: units / scale, minimumCount: 1)
    var fraction = units % scale
    var fractionDigits = decimals
    if trimsZeros {
      while fractionDigits > 0 && fraction % 10 == 0 {
        fraction /= 10
        fractionDigits -= 1
      }
    }
    guard fractionDigits > 0 else { return }
    bytes.append(UInt8(ascii: "."))
    appendDigits(of: fraction, minimumCount: fractionDigits)
  }

  /// Appends the decimal digits of `value`, left-padded with zeros to `minimumCount`.
  ///
  /// Most significant digit first, straight into the buffer: no reversal of a slice, which in a
  /// debug build (what `swift run` runs) costs more than the digits themselves.
  private mutating func appendDigits(of value: UInt64, minimumCount: Int) {
    var divisor: UInt64 = 1
    var digits = 1
    while digits < 20 && value / divisor >= 10 {
      divisor *= 10
      digits += 1
    }
    if minimumCount > digits {
      for _ in digits..<minimumCount { bytes.append(UInt8(ascii: "0")) }
    }
    while true {
      bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
      if divisor == 1 { break }
      divisor /= 10
    }
  }
}
