#if os(iOS)
  import UIKit
  import XCTest

  /// Runs the main run loop until `condition` holds, for at most `timeout` seconds.
  ///
  /// UIKit finishes transitions, display-link frames and Veil's deferred deliveries only while
  /// the run loop turns, so a hosted test polls instead of sleeping. A timeout fails the test
  /// with `description`, which names what was awaited, so a red test says what never happened.
  ///
  /// - Parameters:
  ///   - description: What the test waits for, as the failure message shows it.
  ///   - timeout: How long to wait, in seconds.
  ///   - file: The file of the caller, for the failure.
  ///   - line: The line of the caller, for the failure.
  ///   - condition: Polled after every short turn of the run loop.
  /// - Returns: Whether the condition held in time.
  @MainActor
  @discardableResult
  func waitUntil(
    _ description: String,
    timeout: TimeInterval = 5,
    file: StaticString = #filePath,
    line: UInt = #line,
    condition: () -> Bool
  ) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while !condition() {
      guard Date() < deadline else {
        XCTFail("Timed out after \(timeout) s waiting for: \(description)", file: file, line: line)
        return false
      }
      RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
    }
    return true
  }

  /// Runs the main run loop for `duration` seconds, calling `sample` after every short turn.
  ///
  /// For measurements across a transition: what the screen showed at each turn.
  ///
  /// - Parameters:
  ///   - duration: How long to run, in seconds.
  ///   - sample: Called after each turn; returns `false` to stop early.
  @MainActor
  func runLoop(for duration: TimeInterval, sample: () -> Bool = { true }) {
    let deadline = Date(timeIntervalSinceNow: duration)
    while Date() < deadline {
      RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
      guard sample() else { return }
    }
  }

  /// Turns the main run loop for one display frame (1/60 s): what is pending is handled
  /// (blocks queued with `DispatchQueue.main.async`, expired timers) and Core Animation
  /// commits, which happens only when the run loop is about to wait, not in a zero-timeout
  /// pass.
  ///
  /// "Within one run-loop turn" in the tests means after one call of this: far shorter than
  /// any of Veil's animations (0.2 s at least), long enough for UIKit's own non-animated
  /// transitions, which may finish after the next commit.
  @MainActor
  func turnRunLoopOnce() {
    let deadline = Date(timeIntervalSinceNow: 1.0 / 60)
    while Date() < deadline {
      RunLoop.main.run(mode: .default, before: deadline)
    }
  }
#endif
