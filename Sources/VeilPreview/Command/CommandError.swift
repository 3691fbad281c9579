/// A problem that stops the `veil` command, told in one line.
///
/// The command prints ``line`` on standard error and exits with ``exitCode``: 2 for a usage
/// mistake (an unknown style or option, a missing or malformed value), 1 for a failure while
/// running (a file that cannot be written).
///
/// ```swift
/// do {
///   _ = try VeilCommand.parse(["preview", "cover", "--fps", "abc"])
/// } catch {
///   print(error.line)  // veil: --fps expects a positive number, got 'abc'
/// }
/// ```
public struct CommandError: Error, Hashable, Sendable {
  /// What went wrong, without the `veil: ` prefix.
  public var message: String
  /// The process exit code this error ends the command with.
  public var exitCode: Int32

  /// The exit code of a usage mistake.
  public static let usageExitCode: Int32 = 2
  /// The exit code of a failure while running.
  public static let failureExitCode: Int32 = 1

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - message: What went wrong, in one line, without the `veil: ` prefix.
  ///   - exitCode: The exit code; a usage mistake unless told otherwise.
  public init(_ message: String, exitCode: Int32 = CommandError.usageExitCode) {
    self.message = message
    self.exitCode = exitCode
  }

  /// The line printed on standard error: `veil: ` and the message, with every character that
  /// could break the line or rewrite the terminal escaped (see ``escapingControlCharacters(_:)``),
  /// so an argument that holds a line break still gives one line.
  public var line: String { "veil: " + Self.escapingControlCharacters(message) }

  /// `text` with control characters written as escapes: `\n`, `\r`, `\t`, `\\` for a
  /// backslash that could be mistaken for one, and `\u{…}` for the other C0 and C1 controls
  /// (escape, backspace, delete, next line…), the line and paragraph separators and the
  /// bidirectional overrides and isolates, which reorder what a terminal shows. Everything else,
  /// non-ASCII letters and emoji included, is kept as it is.
  ///
  /// ```swift
  /// CommandError.escapingControlCharacters("cov\ner")   // "cov\\ner"
  /// ```
  ///
  /// - Parameter text: The text to print.
  /// - Returns: The text, on one line and free of terminal control.
  public static func escapingControlCharacters(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var escaped = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar) || scalar == "\\" else {
        escaped.append(scalar)
        continue
      }
      let replacement: String
      switch scalar {
      case "\n": replacement = "\\n"
      case "\r": replacement = "\\r"
      case "\t": replacement = "\\t"
      case "\\": replacement = "\\\\"
      default: replacement = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
      escaped.append(contentsOf: replacement.unicodeScalars)
    }
    return String(escaped)
  }

  /// Whether `scalar` is escaped by ``escapingControlCharacters(_:)``. A backslash is escaped
  /// only so that the escapes stay unambiguous; it is escaped in a text that needs escaping
  /// anyway, and kept otherwise.
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true  // C0, delete, C1
    case 0x2028, 0x2029: true  // line and paragraph separators
    case 0x202A...0x202E, 0x2066...0x2069: true  // bidirectional embeddings, overrides, isolates
    default: false
    }
  }

  /// The error for an argument the command does not take: the first of `arguments`.
  static func unexpected(_ arguments: ArraySlice<String>, command: String) -> CommandError {
    CommandError("unexpected argument '\(arguments.first ?? "")' for '\(command)'")
  }
}
