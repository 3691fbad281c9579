/// How long a presentation or dismissal waits before it looks again for a transition that
/// blocks it, when the blocking transition's coordinator will not queue a completion
/// (`animate(alongsideTransition:completion:)` returned `false`).
///
/// Looking again on the very next turn of the run loop, as long as the coordinator keeps
/// refusing, kept the main run loop from ever sleeping for the length of the blocking
/// transition (N14). The first retry comes after one frame at 60 Hz, and each one after that
/// waits twice as long as the one before, up to a quarter of a second, so a transition that
/// ends is still followed closely and one that lasts costs a few wake-ups.
///
/// ```swift
/// RetryBackoff.delay(beforeRetry: 1)  // 1/60 s
/// RetryBackoff.delay(beforeRetry: 2)  // 2/60 s
/// RetryBackoff.delay(beforeRetry: 9)  // 0.25 s
/// ```
package enum RetryBackoff {
  /// The wait before the first retry: one frame at 60 Hz.
  package static let firstDelay = 1.0 / 60
  /// The longest wait between two retries.
  package static let longestDelay = 0.25

  /// The wait, in seconds, before the `attempt`-th retry in a row of one transition.
  ///
  /// - Parameter attempt: 1 for the first retry; values below 1 count as 1.
  /// - Returns: ``firstDelay`` doubled for each retry before this one, at most
  ///   ``longestDelay``.
  package static func delay(beforeRetry attempt: Int) -> Double {
    let doublings = min(max(attempt, 1) - 1, 16)
    return min(firstDelay * Double(1 << doublings), longestDelay)
  }
}
