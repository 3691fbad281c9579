// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Testing

  @testable import VeilPreview

  @Suite struct XMLWriterTests {
    @Test func nestsIndentsAndClosesEmptyElements() {
      var xml = XMLWriter()
      xml.declaration()
      xml.start("svg")
      xml.attribute("width", 390)
      xml.attribute("opacity", 0.456, decimals: 2)
      xml.start("g")
      xml.empty("rect") { $0.attribute("x", -1.5) }
      xml.start("text")
      xml.text(literal: "0.10 s")
      xml.end()
      xml.end()
      xml.finish()
      let expected = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg width="390" opacity="0.46">
          <g>
            <rect x="-1.5"/>
            <text>0.10 s</text>
          </g>
        </svg>

        """
      #expect(xml.buffer.text == expected)
      WellFormedXML.expect(xml.buffer.text, "the nested document")
    }

    @Test func escapesTextAndAttributes() {
      var xml = XMLWriter()
      xml.start("p")
      xml.attribute("title", "a \"quoted\" <tag> & 'apostrophe'\nnext\u{1}")
      xml.text("1 < 2 & 3 > 2 \"kept\" \u{0}\u{FFFF}")
      xml.finish()
      let expected = """
        <p title="a &quot;quoted&quot; &lt;tag&gt; &amp; &apos;apostrophe&apos;&#10;next\u{FFFD}">\
        1 &lt; 2 &amp; 3 &gt; 2 "kept" \u{FFFD}\u{FFFD}</p>

        """
      #expect(xml.buffer.text == expected)
      WellFormedXML.expect(xml.buffer.text, "the escaped document")
    }

    @Test func writesListsIntoOneAttribute() {
      var xml = XMLWriter()
      xml.start("animate")
      xml.attribute("values") { value in
        for (index, number) in [0, 0.5, 1].enumerated() {
          if index > 0 { value.append(";") }
          value.append(number, decimals: 3)
        }
      }
      xml.attribute("calcMode", literal: "discrete")
      xml.finish()
      #expect(xml.buffer.text == "<animate values=\"0;0.5;1\" calcMode=\"discrete\"/>\n")
    }

    @Test func theCheckerRejectsMalformedXML() {
      #expect(WellFormedXML.problem(in: "<svg><g></svg>") != nil)
      #expect(WellFormedXML.problem(in: "<svg a=\"1\" a=\"2\"/>") != nil)
      #expect(WellFormedXML.problem(in: "<svg>&nbsp;</svg>") != nil)
    }
  }
#endif
