import Foundation

/// Collects runtime warnings for a test to read back.
///
/// Reference semantics so the code under test and the test share one list; a lock makes it
/// safe to record from any thread.
package final class RuntimeWarningRecorder: @unchecked Sendable {
  // Guarded by `lock`; `@unchecked` because the compiler cannot see the lock.
  private var recorded: [RuntimeWarning] = []
  private let lock = NSLock()

  /// Creates a recorder that has heard nothing.
  package init() {}

  /// The warnings reported so far, oldest first.
  package var warnings: [RuntimeWarning] {
    lock.lock()
    defer { lock.unlock() }
    return recorded
  }

  /// Adds `warning` to the list.
  package func record(_ warning: RuntimeWarning) {
    lock.lock()
    defer { lock.unlock() }
    recorded.append(warning)
  }
}
