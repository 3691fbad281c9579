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

  /// The line printed on standard error: `veil: ` and the message.
  public var line: String { "veil: " + message }
}
