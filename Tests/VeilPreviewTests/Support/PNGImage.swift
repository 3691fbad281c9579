// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Foundation

  /// The pixels of an 8-bit RGB or RGBA PNG (what headless Chromium's screenshots are), decoded
  /// without a library: the chunks, zlib's inflate (RFC 1951) and the scanline filters.
  ///
  /// Only what the browser tests need: enough to tell a blank screenshot from a page.
  struct PNGImage {
    /// Width in pixels.
    var width: Int
    /// Height in pixels.
    var height: Int
    /// Bytes per pixel: 3 for RGB, 4 for RGBA.
    var channels: Int
    /// The pixels, row by row, `channels` bytes each.
    var pixels: [UInt8]

    /// Decodes `data`.
    ///
    /// - Throws: ``ProcessError`` for anything but a non-interlaced 8-bit RGB or RGBA PNG.
    init(_ data: Data) throws {
      let bytes = [UInt8](data)
      guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
        throw ProcessError("not a PNG")
      }
      func word(_ at: Int) -> Int {
        bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
      }
      var offset = 8
      var header: [UInt8] = []
      var compressed: [UInt8] = []
      while offset + 8 <= bytes.count {
        let length = word(offset)
        let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
        let body = offset + 8
        guard body + length <= bytes.count else { throw ProcessError("truncated PNG") }
        if type == "IHDR" { header = Array(bytes[body..<body + length]) }
        if type == "IDAT" { compressed += bytes[body..<body + length] }
        if type == "IEND" { break }
        offset = body + length + 4
      }
      guard header.count == 13 else { throw ProcessError("PNG without IHDR") }
      width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
      height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
      guard header[8] == 8, header[12] == 0, header[9] == 2 || header[9] == 6 else {
        throw ProcessError("PNG not 8-bit RGB(A), non-interlaced")
      }
      channels = header[9] == 6 ? 4 : 3
      guard compressed.count > 2 else { throw ProcessError("PNG without data") }
      var inflater = Inflater(compressed, from: 2)  // after zlib's two-byte header
      let raw = try inflater.inflate()
      let stride = width * channels
      guard raw.count >= height * (stride + 1) else { throw ProcessError("short PNG data") }
      pixels = [UInt8](repeating: 0, count: height * stride)
      for row in 0..<height {
        let filter = raw[row * (stride + 1)]
        let source = row * (stride + 1) + 1
        let target = row * stride
        for index in 0..<stride {
          let value = Int(raw[source + index])
          let left = index >= channels ? Int(pixels[target + index - channels]) : 0
          let up = row > 0 ? Int(pixels[target - stride + index]) : 0
          let upLeft =
            row > 0 && index >= channels ? Int(pixels[target - stride + index - channels]) : 0
          let predicted: Int
          switch filter {
          case 0: predicted = 0
          case 1: predicted = left
          case 2: predicted = up
          case 3: predicted = (left + up) / 2
          case 4:
            let estimate = left + up - upLeft
            let (a, b, c) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
            predicted = a <= b && a <= c ? left : b <= c ? up : upLeft
          default: throw ProcessError("PNG filter \(filter)")
          }
          pixels[target + index] = UInt8((value + predicted) & 0xFF)
        }
      }
    }

    /// How many pixels have each colour, packed as `0xRRGGBB`, over every `step`-th pixel of
    /// every `step`-th row.
    func colorHistogram(step: Int = 3) -> [UInt32: Int] {
      var histogram: [UInt32: Int] = [:]
      for row in Swift.stride(from: 0, to: height, by: step) {
        for column in Swift.stride(from: 0, to: width, by: step) {
          let at = (row * width + column) * channels
          let color =
            UInt32(pixels[at]) << 16 | UInt32(pixels[at + 1]) << 8 | UInt32(pixels[at + 2])
          histogram[color, default: 0] += step * step
        }
      }
      return histogram
    }
  }

  /// Deflate's decoder (RFC 1951): stored, fixed and dynamic Huffman blocks, decoded a bit at a
  /// time with canonical codes.
  private struct Inflater {
    private let input: [UInt8]
    private var position: Int
    private var bitBuffer = 0
    private var bitCount = 0
    private var output: [UInt8] = []

    /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
    private struct Huffman {
      var counts = [Int](repeating: 0, count: 16)
      var symbols: [Int] = []

      init(lengths: [Int]) {
        for length in lengths { counts[length] += 1 }
        counts[0] = 0
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
        symbols = [Int](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
          symbols[offsets[length]] = symbol
          offsets[length] += 1
        }
      }
    }

    private static let lengthBase = [
      3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
      131, 163, 195, 227, 258,
    ]
    private static let lengthExtra = [
      0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBase = [
      1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
      2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra = [
      0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12,
      13, 13,
    ]

    init(_ input: [UInt8], from position: Int) {
      self.input = input
      self.position = position
    }

    mutating func inflate() throws -> [UInt8] {
      var last = false
      while !last {
        last = try bits(1) == 1
        switch try bits(2) {
        case 0: try stored()
        case 1:
          let lengths =
            [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
            + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8)
          try codes(Huffman(lengths: lengths), Huffman(lengths: [Int](repeating: 5, count: 30)))
        case 2: try dynamic()
        default: throw ProcessError("deflate block type 3")
        }
      }
      return output
    }

    private mutating func bits(_ count: Int) throws -> Int {
      while bitCount < count {
        guard position < input.count else { throw ProcessError("deflate data ends early") }
        bitBuffer |= Int(input[position]) << bitCount
        position += 1
        bitCount += 8
      }
      let value = bitBuffer & ((1 << count) - 1)
      bitBuffer >>= count
      bitCount -= count
      return value
    }

    private mutating func stored() throws {
      bitBuffer = 0
      bitCount = 0
      guard position + 4 <= input.count else { throw ProcessError("short stored block") }
      let length = Int(input[position]) | Int(input[position + 1]) << 8
      position += 4
      guard position + length <= input.count else { throw ProcessError("short stored block") }
      output += input[position..<position + length]
      position += length
    }

    private mutating func decode(_ huffman: Huffman) throws -> Int {
      var code = 0
      var first = 0
      var index = 0
      for length in 1..<16 {
        code |= try bits(1)
        let count = huffman.counts[length]
        if code - count < first { return huffman.symbols[index + (code - first)] }
        index += count
        first += count
        first <<= 1
        code <<= 1
      }
      throw ProcessError("bad Huffman code")
    }

    private mutating func codes(_ literals: Huffman, _ distances: Huffman) throws {
      while true {
        let symbol = try decode(literals)
        if symbol < 256 {
          output.append(UInt8(symbol))
        } else if symbol == 256 {
          return
        } else {
          let lengthIndex = symbol - 257
          guard lengthIndex < 29 else { throw ProcessError("bad length symbol") }
          let length = Self.lengthBase[lengthIndex] + (try bits(Self.lengthExtra[lengthIndex]))
          let distanceIndex = try decode(distances)
          guard distanceIndex < 30 else { throw ProcessError("bad distance symbol") }
          let distance =
            Self.distanceBase[distanceIndex] + (try bits(Self.distanceExtra[distanceIndex]))
          guard distance <= output.count else { throw ProcessError("distance too far") }
          let start = output.count - distance
          for offset in 0..<length { output.append(output[start + offset]) }
        }
      }
    }

    private mutating func dynamic() throws {
      let literalCount = try bits(5) + 257
      let distanceCount = try bits(5) + 1
      let codeCount = try bits(4) + 4
      let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
      var codeLengths = [Int](repeating: 0, count: 19)
      for index in 0..<codeCount { codeLengths[order[index]] = try bits(3) }
      let lengthCode = Huffman(lengths: codeLengths)
      var lengths: [Int] = []
      while lengths.count < literalCount + distanceCount {
        let symbol = try decode(lengthCode)
        switch symbol {
        case 0..<16: lengths.append(symbol)
        case 16:
          guard let previous = lengths.last else { throw ProcessError("repeat with no length") }
          lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
        case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
        default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
        }
      }
      try codes(
        Huffman(lengths: Array(lengths[0..<literalCount])),
        Huffman(lengths: Array(lengths[literalCount..<literalCount + distanceCount])))
    }
  }
#endif
