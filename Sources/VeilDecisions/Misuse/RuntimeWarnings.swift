import Foundation
import VeilCore

/// Where runtime warnings go: the platform's log, unless a test records them.
///
/// A test binds a ``RuntimeWarningRecorder`` for the work it observes, with
/// `RuntimeWarnings.recorder.withValue(recorder) { … }`. The binding is task-local, so tests
/// that run in parallel each see only their own warnings.
package enum RuntimeWarnings {
  /// The recorder the current task reports to instead of the platform's log.
  ///
  /// A `TaskLocal` value rather than the `@TaskLocal` wrapper: the wrapper's static storage is
  /// reported as shared mutable state by some compilers in Swift 6 mode.
  package static let recorder = TaskLocal<RuntimeWarningRecorder?>(wrappedValue: nil)

  /// Reports `warning`: to the bound recorder if there is one, otherwise to `platform` in a
  /// debug build (Veil passes an `os_log` fault on Apple platforms) and nowhere in a release
  /// build.
  ///
  /// - Parameters:
  ///   - warning: The misuse.
  ///   - platform: Writes the message to the platform's log; standard error by default.
  package static func report(
    _ warning: RuntimeWarning,
    platform: (String) -> Void = RuntimeWarnings.writeToStandardError
  ) {
    if let recorder = recorder.get() {
      recorder.record(warning)
      return
    }
    #if DEBUG
      platform(warning.message)
    #endif
  }

  /// Writes `message` and a line break to standard error, where a terminal or CI log shows it.
  package static func writeToStandardError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
