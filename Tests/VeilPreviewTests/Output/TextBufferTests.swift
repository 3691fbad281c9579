// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Testing

  @testable import VeilPreview

  @Suite struct TextBufferTests {
    @Test(arguments: [
      // (value, decimals, expected): worked out by hand; exact, so no tolerance.
      (0.5, 4, "0.5000"),
      (0, 4, "0.0000"),
      (-0.0, 4, "0.0000"),
      (-0.00004, 4, "0.0000"),
      (-0.00005, 4, "-0.0001"),
      (1.2, 4, "1.2000"),
      (-12.34567, 4, "-12.3457"),
      (844, 0, "844"),
      (0.999_96, 4, "1.0000"),
      (Double.nan, 4, "0.0000"),
      (Double.infinity, 1, "1000000000000.0"),
      (-Double.infinity, 0, "-1000000000000"),
      (3.5, 99, "3.500000"),
      (3.5, -1, "4"),
    ])
    func fixedNotation(value: Double, decimals: Int, expected: String) {
      var buffer = TextBuffer()
      buffer.append(fixed: value, decimals: decimals)
      #expect(buffer.text == expected)
    }

    @Test(arguments: [
      (0.5, 3, "0.5"),
      (2.0, 3, "2"),
      (-0.0001, 3, "0"),
      (390.125, 2, "390.13"),
      (0.1 + 0.2, 3, "0.3"),
      (-7.25, 1, "-7.3"),
    ])
    func compactNotation(value: Double, decimals: Int, expected: String) {
      var buffer = TextBuffer()
      buffer.append(compact: value, decimals: decimals)
      #expect(buffer.text == expected)
    }

    @Test func integersAndText() {
      var buffer = TextBuffer()
      buffer.append(-120)
      buffer.append(" ")
      buffer.append(0)
      buffer.append(string: " é")
      buffer.appendSpaces(2)
      #expect(buffer.text == "-120 0 é  ")
    }
  }
#endif
