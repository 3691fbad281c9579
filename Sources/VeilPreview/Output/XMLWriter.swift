/// Writes well-formed, indented XML (SVG, and the gallery's XHTML-compatible HTML) into a
/// ``TextBuffer``.
///
/// Element and attribute names are `StaticString`s, so only values and text need escaping,
/// and they always get it. Every element starts on its own line; an element that holds text
/// keeps it inline (`<text x="4">0.10 s</text>`); an empty element closes itself.
///
/// ```swift
/// var xml = XMLWriter()
/// xml.start("rect")
/// xml.attribute("width", 390)
/// xml.attribute("fill", "#000")
/// xml.end()
/// ```
struct XMLWriter: Sendable {
  /// The text written so far.
  private(set) var buffer: TextBuffer
  /// The elements started and not yet ended, innermost last.
  private var openElements: [StaticString] = []
  /// Whether the innermost element's start tag still waits for its `>` (it has no content yet).
  private var startTagIsOpen = false
  /// Whether the innermost element holds text, which keeps its end tag on the same line.
  private var holdsText = false

  /// Decimals of numbers written by ``attribute(_:_:decimals:)`` unless told otherwise.
  static let defaultDecimals = 2

  /// Creates a writer with room for `capacity` bytes.
  ///
  /// - Parameter capacity: The number of bytes to reserve up front.
  init(capacity: Int = 0) {
    buffer = TextBuffer(capacity: capacity)
    openElements.reserveCapacity(16)
  }

  /// Writes the XML declaration; call it first.
  mutating func declaration() {
    buffer.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
  }

  /// Writes text that is markup already (a doctype), on its own line.
  ///
  /// - Parameter markup: The markup, written as it is.
  mutating func raw(_ markup: StaticString) {
    closeStartTag()
    beginLine()
    buffer.append(markup)
  }

  /// Writes a rendered SVG document as an element of this one: the gallery's page inlines its
  /// drawings, so that its script can drive their clocks and the page is one file.
  ///
  /// The document's XML declaration is left out, and every `id` and every reference to one
  /// (`url(#…)`, `href="#…"`) gets `idPrefix`, so that the ids of several drawings on one page
  /// stay apart (two drawings' `blur-0` filters are different filters).
  ///
  /// - Parameters:
  ///   - svg: The SVG document, as ``XMLWriter`` wrote it.
  ///   - idPrefix: What every id starts with in the page; letters, digits and `-` only.
  mutating func embed(svg: [UInt8], idPrefix: String) {
    closeStartTag()
    beginLine()
    let pieces = svg.withUnsafeBufferPointer { Self.idPieces(of: $0) }
    for (index, piece) in pieces.enumerated() {
      if index > 0 { buffer.append(string: idPrefix) }
      buffer.append(utf8: svg[piece])
    }
  }

  /// The ranges of `svg` to copy around the places an id prefix goes: after its XML
  /// declaration, split right after each ` id="`, `url(#` and `href="#`, without the trailing
  /// newline.
  private static func idPieces(of svg: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    let count = svg.count
    func matches(_ literal: StaticString, at index: Int) -> Bool {
      let length = literal.utf8CodeUnitCount
      guard index + length <= count else { return false }
      let start = literal.utf8Start
      for offset in 0..<length where svg[index + offset] != start[offset] { return false }
      return true
    }
    var start = 0
    if matches("<?xml", at: 0) {
      while start + 1 < count,
        !(svg[start] == UInt8(ascii: "?") && svg[start + 1] == UInt8(ascii: ">"))
      {
        start += 1
      }
      start += 2
      while start < count, svg[start] == UInt8(ascii: "\n") { start += 1 }
    }
    var end = count
    while end > start, svg[end - 1] == UInt8(ascii: "\n") { end -= 1 }
    var pieces: [Range<Int>] = []
    var copied = start
    var index = start
    while index < end {
      let byte = svg[index]
      var length = 0
      if byte == UInt8(ascii: " "), matches(" id=\"", at: index) {
        length = 5
      } else if byte == UInt8(ascii: "u"), matches("url(#", at: index) {
        length = 5
      } else if byte == UInt8(ascii: "h"), matches("href=\"#", at: index) {
        length = 7
      }
      guard length > 0 else {
        index += 1
        continue
      }
      index += length
      pieces.append(copied..<index)
      copied = index
    }
    pieces.append(copied..<max(end, copied))
    return pieces
  }

  /// Starts an element; add its attributes next, then its content, then ``end()``.
  ///
  /// - Parameter name: The element's name.
  mutating func start(_ name: StaticString) {
    closeStartTag()
    beginLine()
    buffer.append("<")
    buffer.append(name)
    openElements.append(name)
    startTagIsOpen = true
    holdsText = false
  }

  /// Ends the innermost element.
  mutating func end() {
    guard let name = openElements.popLast() else { return }
    if startTagIsOpen {
      buffer.append("/>")
      startTagIsOpen = false
    } else {
      if !holdsText { beginLine() }
      buffer.append("</")
      buffer.append(name)
      buffer.append(">")
    }
    holdsText = false
  }

  /// Ends every open element and finishes the document with a newline.
  mutating func finish() {
    while !openElements.isEmpty { end() }
    buffer.append("\n")
  }

  /// Writes an element with attributes and no content: `start`, `attributes`, `end`.
  ///
  /// - Parameters:
  ///   - name: The element's name.
  ///   - attributes: Writes the attributes.
  mutating func empty(_ name: StaticString, attributes: (inout XMLWriter) -> Void) {
    start(name)
    attributes(&self)
    end()
  }

  /// Adds a numeric attribute to the element just started, in compact form (`1.5`, `2`).
  ///
  /// - Parameters:
  ///   - name: The attribute's name.
  ///   - value: The value; NaN is written as 0.
  ///   - decimals: The most digits after the point.
  mutating func attribute(_ name: StaticString, _ value: Double, decimals: Int = defaultDecimals) {
    attribute(name) { $0.append(value, decimals: decimals) }
  }

  /// Adds a text attribute to the element just started, escaped.
  ///
  /// - Parameters:
  ///   - name: The attribute's name.
  ///   - value: The value, escaped as it is written.
  mutating func attribute(_ name: StaticString, _ value: String) {
    attribute(name) { $0.append(escaping: value) }
  }

  /// Adds an attribute whose value is a literal that needs no escaping.
  ///
  /// - Parameters:
  ///   - name: The attribute's name.
  ///   - literal: The value: no `&`, `<` or `"` in it.
  mutating func attribute(_ name: StaticString, literal: StaticString) {
    attribute(name) { $0.append(literal) }
  }

  /// Adds an attribute whose value is written in pieces: lists of numbers, transforms.
  ///
  /// - Parameters:
  ///   - name: The attribute's name.
  ///   - value: Writes the value.
  mutating func attribute(_ name: StaticString, value: (inout AttributeValue) -> Void) {
    guard startTagIsOpen else { return }
    buffer.append(" ")
    buffer.append(name)
    buffer.append("=\"")
    var attributeValue = AttributeValue(buffer: buffer)
    buffer = TextBuffer()
    value(&attributeValue)
    // A swap, not a copy: the value's buffer must not stay shared, or the next append copies
    // the whole document.
    swap(&buffer, &attributeValue.buffer)
    buffer.append("\"")
  }

  /// Writes text content into the innermost element, escaped; its end tag follows inline.
  ///
  /// - Parameter text: The text.
  mutating func text(_ text: String) {
    closeStartTag()
    holdsText = true
    for scalar in text.unicodeScalars { appendScalar(scalar, inAttribute: false) }
  }

  /// Writes a style's name as text content that wraps only where the name has parts: a
  /// `<wbr/>` before each dot and each capital that follows a small letter
  /// (`over<wbr/>Current<wbr/>Context<wbr/>.flip<wbr/>Horizontal`), never inside a word.
  ///
  /// - Parameter name: The name, escaped as it is written.
  mutating func breakableName(_ name: String) {
    closeStartTag()
    holdsText = true
    var previousIsLowercase = false
    for scalar in name.unicodeScalars {
      let isUppercase = scalar.properties.isUppercase
      if scalar == "." || (isUppercase && previousIsLowercase) { buffer.append("<wbr/>") }
      appendScalar(scalar, inAttribute: false)
      previousIsLowercase = scalar.properties.isLowercase
    }
  }

  /// Writes a number as text content into the innermost element, in compact form.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - decimals: The most digits after the point.
  mutating func text(_ value: Double, decimals: Int) {
    closeStartTag()
    holdsText = true
    buffer.append(compact: value, decimals: decimals)
  }

  /// Writes literal text content (no `&` or `<` in it) into the innermost element.
  ///
  /// - Parameter literal: The text.
  mutating func text(literal: StaticString) {
    closeStartTag()
    holdsText = true
    buffer.append(literal)
  }

  private mutating func closeStartTag() {
    guard startTagIsOpen else { return }
    buffer.append(">")
    startTagIsOpen = false
  }

  private mutating func beginLine() {
    if buffer.count > 0 { buffer.append("\n") }
    buffer.appendSpaces(2 * openElements.count)
  }

  private mutating func appendScalar(_ scalar: Unicode.Scalar, inAttribute: Bool) {
    Self.appendEscaped(scalar, inAttribute: inAttribute, to: &buffer)
  }

  /// Appends one character, escaped for XML text or an attribute value. Characters that XML
  /// 1.0 forbids (most control characters, U+FFFE, U+FFFF) become U+FFFD.
  static func appendEscaped(
    _ scalar: Unicode.Scalar, inAttribute: Bool, to buffer: inout TextBuffer
  ) {
    switch scalar {
    case "&": buffer.append("&amp;")
    case "<": buffer.append("&lt;")
    case ">": buffer.append("&gt;")
    case "\"" where inAttribute: buffer.append("&quot;")
    case "'" where inAttribute: buffer.append("&apos;")
    case "\n" where inAttribute: buffer.append("&#10;")
    case "\r": buffer.append("&#13;")
    case "\t" where inAttribute: buffer.append("&#9;")
    case "\t", "\n": buffer.append(ascii: UInt8(scalar.value))
    default:
      let value = scalar.value
      if value < 0x20 || value == 0xFFFE || value == 0xFFFF {
        buffer.append("\u{FFFD}")
      } else if value < 0x80 {
        buffer.append(ascii: UInt8(value))
      } else {
        for unit in scalar.utf8 { buffer.append(ascii: unit) }
      }
    }
  }
}

/// The value of one attribute, written in pieces by ``XMLWriter/attribute(_:value:)``.
struct AttributeValue: Sendable {
  fileprivate(set) var buffer: TextBuffer

  /// Appends a number in compact form.
  ///
  /// - Parameters:
  ///   - value: The number; NaN is written as 0.
  ///   - decimals: The most digits after the point.
  mutating func append(_ value: Double, decimals: Int = XMLWriter.defaultDecimals) {
    buffer.append(compact: value, decimals: decimals)
  }

  /// Appends literal text that needs no escaping: separators, units, keywords.
  ///
  /// - Parameter literal: The text: no `&`, `<` or `"` in it.
  mutating func append(_ literal: StaticString) {
    buffer.append(literal)
  }

  /// Appends text, escaped.
  ///
  /// - Parameter text: The text.
  mutating func append(escaping text: String) {
    for scalar in text.unicodeScalars {
      XMLWriter.appendEscaped(scalar, inAttribute: true, to: &buffer)
    }
  }
}
