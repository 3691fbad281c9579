/// A track that Core Animation plays exactly: from one value to another under a
/// ``MotionTiming``, over its own duration.
package struct ExactMotion: Hashable, Sendable {
  /// The value at the start.
  package var from: Double
  /// The value at the end, which the iOS layer also sets as the model value.
  package var to: Double
  /// The pacing.
  package var timing: MotionTiming
  /// Seconds the motion runs: a spring's settling time, a curve's duration.
  package var duration: Double

  /// The value `time` seconds in; NaN counts as 0, +∞ is after the end.
  package func value(at time: Double) -> Double {
    from + (to - from) * timing.fraction(at: time.isNaN ? 0 : time, duration: duration)
  }

  /// The velocity `time` seconds in, in the field's units per second; NaN counts as 0.
  package func velocity(at time: Double) -> Double {
    (to - from) * timing.rate(at: time.isNaN ? 0 : time, duration: duration)
  }
}
