// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Foundation
  import Testing

  #if canImport(FoundationXML)
    import FoundationXML
  #endif

  /// Checks XML with Foundation's parser (the same one on Linux and Apple platforms).
  enum WellFormedXML {
    /// Nil when `text` parses as well-formed XML, otherwise the parser's error with its line and
    /// column.
    static func problem(in text: String) -> String? {
      let parser = XMLParser(data: Data(text.utf8))
      let delegate = ErrorCollector()
      parser.delegate = delegate
      let parsed = parser.parse()
      if parsed && parser.parserError == nil && delegate.error == nil { return nil }
      let error = parser.parserError ?? delegate.error
      return "line \(parser.lineNumber), column \(parser.columnNumber): "
        + (error.map { String(describing: $0) } ?? "unknown error")
    }

    /// Records that `text` is well-formed XML as an expectation.
    static func expect(
      _ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      let problem = problem(in: text)
      #expect(problem == nil, "\(name) is not well-formed XML", sourceLocation: sourceLocation)
    }
  }

  private final class ErrorCollector: NSObject, XMLParserDelegate {
    var error: Error?

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
      error = parseError
    }
  }
#endif
