/// One field's motion, the way Core Animation plays it: linear keyframes
/// (`CAKeyframeAnimation`, `calculationMode` linear; key times are fractions of ``duration``),
/// or, where the field is linear in the animation's progress, ``exact`` (a `CASpringAnimation`
/// or a `CABasicAnimation` with a `CAMediaTimingFunction`).
///
/// The keyframes are always there, within the field's tolerance, so a renderer that must play
/// several fields as one value (a transform) can fall back on them.
package struct MotionTrack: Hashable, Sendable {
  /// The animated field.
  package var field: MotionField
  /// Seconds the keyframes run: the plan's duration.
  package var duration: Double
  /// Increasing fractions of the duration, from 0 to 1.
  package var keyTimes: [Double]
  /// The field's value at each key time.
  package var values: [Double]
  /// The exact form of the motion, when the field is linear in progress; `nil` otherwise.
  package var exact: ExactMotion?

  /// Creates a track.
  package init(
    field: MotionField, duration: Double, keyTimes: [Double], values: [Double],
    exact: ExactMotion? = nil
  ) {
    self.field = field
    self.duration = duration
    self.keyTimes = keyTimes
    self.values = values
    self.exact = exact
  }

  /// The value `time` seconds in, as Core Animation plays the track: the exact motion if there
  /// is one, otherwise the keyframes interpolated linearly; before the start the first value,
  /// after the end the last. NaN counts as 0.
  package func value(at time: Double) -> Double {
    if let exact { return exact.value(at: time) }
    return keyframeValue(at: time)
  }

  /// The value `time` seconds in from the keyframes alone, ignoring ``exact``.
  package func keyframeValue(at time: Double) -> Double {
    guard let first = values.first, let last = values.last else { return 0 }
    guard duration > 0, keyTimes.count > 1 else { return last }
    // NaN counts as 0; ±∞ are before the start and after the end.
    let fraction = (time.isNaN ? 0 : time) / duration
    if fraction <= 0 { return first }
    if fraction >= 1 { return last }
    let (low, high) = segment(containing: fraction)
    let span = keyTimes[high] - keyTimes[low]
    guard span > 0 else { return values[high] }
    let local = (fraction - keyTimes[low]) / span
    return values[low] + (values[high] - values[low]) * local
  }

  /// The velocity `time` seconds in, in the field's units per second, as the screen shows it:
  /// the exact motion's, or the slope of the keyframe segment that starts at or before `time`.
  /// 0 outside the track.
  package func velocity(at time: Double) -> Double {
    if let exact { return exact.velocity(at: time) }
    guard duration > 0, keyTimes.count > 1 else { return 0 }
    let fraction = (time.isNaN ? 0 : time) / duration
    guard fraction >= 0, fraction < 1 else { return 0 }
    let (low, high) = segment(containing: fraction)
    let span = (keyTimes[high] - keyTimes[low]) * duration
    return span > 0 ? (values[high] - values[low]) / span : 0
  }

  /// The keyframe indices around `fraction` (in 0..<1): the last key time at or before it and
  /// the next one.
  private func segment(containing fraction: Double) -> (low: Int, high: Int) {
    var low = 0
    var high = keyTimes.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if keyTimes[middle] <= fraction { low = middle } else { high = middle }
    }
    return (low, high)
  }

  /// The value the track ends at, which the iOS layer sets as the layer's model value.
  package var finalValue: Double { exact?.to ?? values.last ?? 0 }

  /// Whether the track never changes value: the iOS layer sets it without animating.
  package var isConstant: Bool {
    if let exact, exact.from != exact.to { return false }
    return values.allSatisfy { $0 == values.first }
  }
}
