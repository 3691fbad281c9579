/// How a modal moves: a spring, or a timing curve over a duration, sampled as progress from 0
/// to 1 at any time.
///
/// An animation knows two ends, as SwiftUI's `withAnimation(_:completionCriteria:_:)` does:
/// it is *logically complete* (``isLogicallyComplete(at:)``) when the change has, to the eye,
/// happened (a spring after its response, a curve at its end), and *finished*
/// (``isFinished(at:)``) when nothing moves any more and it can be removed (a spring once
/// settled, a curve at its end). A presentation counts as presented at the first, and drops its
/// animation at the second.
///
/// Named `ModalAnimation` so that it never clashes with SwiftUI's `Animation`.
///
/// ```swift
/// let animation = ModalAnimation.spring(.snappy)
/// animation.progress(at: 0.1)              // part of the way, may overshoot later
/// animation.isLogicallyComplete(at: 0.5)   // true: the response has elapsed
/// animation.isFinished(at: 0.5)            // false: it still settles
/// ModalAnimation.easeInOut(duration: 0.2).progress(at: 0.1)  // 0.5
/// ```
public struct ModalAnimation: Hashable, Sendable {
  private enum Kind: Hashable, Sendable {
    case spring(ModalSpring)
    case curve(TimingCurve, duration: Double)
  }

  private let kind: Kind

  private init(kind: Kind) {
    self.kind = kind
  }

  /// The duration SwiftUI gives its timing-curve animations when none is given: 0.35 s.
  public static let defaultDuration = 0.35

  // MARK: - Creating animations

  /// An animation driven by a spring.
  ///
  /// - Parameter spring: The spring; its own initializers have already clamped bad input.
  /// - Returns: The animation.
  public static func spring(_ spring: ModalSpring) -> ModalAnimation {
    ModalAnimation(kind: .spring(spring))
  }

  /// An animation driven by a spring of `response` and `dampingRatio`, as
  /// ``ModalSpring/init(response:dampingRatio:)`` (and clamped as it clamps).
  ///
  /// It spares naming the type, as SwiftUI's `Animation.spring(response:dampingFraction:)` does.
  ///
  /// ```swift
  /// let style = ModalStyle.card.animation(.spring(response: 0.4, dampingRatio: 0.8))
  /// ```
  ///
  /// - Parameters:
  ///   - response: The period of the undamped spring in seconds.
  ///   - dampingRatio: The damping as a fraction of critical damping.
  /// - Returns: The animation.
  public static func spring(response: Double, dampingRatio: Double) -> ModalAnimation {
    spring(ModalSpring(response: response, dampingRatio: dampingRatio))
  }

  /// An animation driven by a spring of `duration` and `bounce`, as
  /// ``ModalSpring/init(duration:bounce:)`` (and clamped as it clamps), as SwiftUI's
  /// `Animation.spring(duration:bounce:)`.
  ///
  /// - Parameters:
  ///   - duration: The spring's perceptual duration in seconds; 0.5 by default.
  ///   - bounce: How much it bounces, from -1 to 1; 0 by default.
  /// - Returns: The animation.
  public static func spring(duration: Double = 0.5, bounce: Double = 0) -> ModalAnimation {
    spring(ModalSpring(duration: duration, bounce: bounce))
  }

  /// An animation that follows a timing curve over a duration.
  ///
  /// Bad input: a NaN duration becomes 0.35 s; zero, negative and -∞ durations, and durations
  /// under a microsecond (far below one frame, and short enough to overflow a velocity), become
  /// 0, which means "jump": the progress is 1 from any time after 0 on; +∞ and durations over
  /// an hour become one hour.
  ///
  /// - Parameters:
  ///   - curve: The pacing.
  ///   - duration: How long it takes, in seconds.
  /// - Returns: The animation.
  public static func timingCurve(_ curve: TimingCurve, duration: Double) -> ModalAnimation {
    let duration = duration.clamped(to: 0...Limits.maximumDuration, nanFallback: defaultDuration)
    return ModalAnimation(kind: .curve(curve, duration: duration < 1e-6 ? 0 : duration))
  }

  /// Constant pace over `duration` seconds; the duration clamps as in
  /// ``timingCurve(_:duration:)``.
  ///
  /// - Parameter duration: How long it takes, in seconds; 0.35 by default.
  /// - Returns: The animation.
  public static func linear(duration: Double = 0.35) -> ModalAnimation {
    timingCurve(.linear, duration: duration)
  }

  /// Core Animation's ease-in over `duration` seconds; the duration clamps as in
  /// ``timingCurve(_:duration:)``.
  ///
  /// - Parameter duration: How long it takes, in seconds; 0.35 by default.
  /// - Returns: The animation.
  public static func easeIn(duration: Double = 0.35) -> ModalAnimation {
    timingCurve(.easeIn, duration: duration)
  }

  /// Core Animation's ease-out over `duration` seconds; the duration clamps as in
  /// ``timingCurve(_:duration:)``.
  ///
  /// - Parameter duration: How long it takes, in seconds; 0.35 by default.
  /// - Returns: The animation.
  public static func easeOut(duration: Double = 0.35) -> ModalAnimation {
    timingCurve(.easeOut, duration: duration)
  }

  /// Core Animation's ease-in-ease-out over `duration` seconds; the duration clamps as in
  /// ``timingCurve(_:duration:)``.
  ///
  /// - Parameter duration: How long it takes, in seconds; 0.35 by default.
  /// - Returns: The animation.
  public static func easeInOut(duration: Double = 0.35) -> ModalAnimation {
    timingCurve(.easeInOut, duration: duration)
  }

  /// SwiftUI's default animation: a spring with response 0.55 s and damping ratio 1.
  ///
  /// Apple's documentation of `Animation.default` gives these values from iOS 17; before iOS 17
  /// SwiftUI's default was `easeInOut` (0.35 s). Veil uses the current one on every version.
  public static var `default`: ModalAnimation {
    .spring(ModalSpring(response: 0.55, dampingRatio: 1))
  }

  // MARK: - Inspecting

  /// The spring, or `nil` for a timing curve.
  public var spring: ModalSpring? {
    if case .spring(let spring) = kind { return spring }
    return nil
  }

  /// The timing curve, or `nil` for a spring.
  public var timingCurve: TimingCurve? {
    if case .curve(let curve, _) = kind { return curve }
    return nil
  }

  /// When the animation is logically complete, in seconds: a spring's response (never later
  /// than its settling duration), a curve's duration.
  public var logicalDuration: Double {
    switch kind {
    case .spring(let spring): Swift.min(spring.response, spring.exactSettlingDuration)
    case .curve(_, let duration): duration
    }
  }

  /// When the animation is finished and can be removed, in seconds: a spring's exact settling
  /// duration for a start from rest (``ModalSpring/exactSettlingDuration``, not SwiftUI's estimate;
  /// with a velocity, see ``settlingDuration(initialVelocity:)``), a curve's duration.
  public var settlingDuration: Double {
    switch kind {
    case .spring(let spring): spring.exactSettlingDuration
    case .curve(_, let duration): duration
    }
  }

  /// When the animation is finished if it starts with `initialVelocity` (progress per second):
  /// a spring's settling duration for a unit move with that velocity, a curve's duration.
  ///
  /// - Parameter initialVelocity: The velocity at time 0, in progress per second (clamped to
  ///   ±100 000, NaN is 0).
  /// - Returns: The settling time in seconds.
  public func settlingDuration(initialVelocity: Double) -> Double {
    switch kind {
    case .spring(let spring):
      initialVelocity.speedClamped == 0
        ? spring.exactSettlingDuration
        : spring.exactSettlingDuration(target: 1, initialVelocity: initialVelocity)
    case .curve(_, let duration): duration
    }
  }

  // MARK: - Sampling

  /// The progress from 0 (start) to 1 (end) after `time` seconds.
  ///
  /// The progress is 0 up to time 0 and exactly 1 from the settling duration on; a spring may
  /// overshoot 1 in between. `initialVelocity` (progress per second) starts a spring moving, as
  /// a flick hands its speed over; timing curves ignore it, as Core Animation's do. With a
  /// velocity the spring snaps to 1 at the later of ``settlingDuration`` and
  /// ``settlingDuration(initialVelocity:)``, so the snap stays within the settling threshold.
  /// Bad input: a NaN time counts as 0; the velocity clamps to ±100 000 (NaN is 0).
  ///
  /// - Parameters:
  ///   - time: The time since the animation started, in seconds.
  ///   - initialVelocity: The velocity at time 0, in progress per second; 0 by default.
  /// - Returns: The progress.
  public func progress(at time: Double, initialVelocity: Double = 0) -> Double {
    guard time > 0 else { return 0 }  // also NaN
    switch kind {
    case .spring(let spring):
      let velocity = initialVelocity.speedClamped
      if settled(spring, at: time, initialVelocity: velocity) { return 1 }
      return spring.value(target: 1, initialVelocity: velocity, time: time)
    case .curve(let curve, let duration):
      if time >= duration { return 1 }
      return curve.value(at: time / duration)
    }
  }

  /// The rate of change of ``progress(at:initialVelocity:)``, in progress per second.
  ///
  /// 0 before time 0 and from the end on; at time 0 a spring moves at its initial velocity and
  /// a curve at its starting slope divided by its duration. A zero-duration curve never moves
  /// (it jumps). Bad input: as in ``progress(at:initialVelocity:)``.
  ///
  /// - Parameters:
  ///   - time: The time since the animation started, in seconds.
  ///   - initialVelocity: The velocity at time 0, in progress per second; 0 by default.
  /// - Returns: The velocity.
  public func velocity(at time: Double, initialVelocity: Double = 0) -> Double {
    guard time >= 0 else { return 0 }  // also NaN
    switch kind {
    case .spring(let spring):
      let velocity = initialVelocity.speedClamped
      if time > 0 && settled(spring, at: time, initialVelocity: velocity) { return 0 }
      return spring.state(displacement: -1, velocity: velocity, time: time).velocity
    case .curve(let curve, let duration):
      if duration == 0 || time >= duration { return 0 }
      return curve.velocity(at: time / duration) / duration
    }
  }

  /// Whether the animation is logically complete at `time`: at or after ``logicalDuration``
  /// and after time 0. A NaN time is not.
  ///
  /// - Parameter time: The time since the animation started, in seconds.
  /// - Returns: Whether the change has, to the eye, happened.
  public func isLogicallyComplete(at time: Double) -> Bool {
    time > 0 && time >= logicalDuration
  }

  /// Whether the animation is finished at `time`: at or after ``settlingDuration`` and after
  /// time 0. A NaN time is not.
  ///
  /// - Parameter time: The time since the animation started, in seconds.
  /// - Returns: Whether nothing moves any more.
  public func isFinished(at time: Double) -> Bool {
    time > 0 && time >= settlingDuration
  }

  /// Whether the animation, started with `initialVelocity`, is finished at `time`: the point
  /// from which ``progress(at:initialVelocity:)`` is exactly 1.
  ///
  /// - Parameters:
  ///   - time: The time since the animation started, in seconds.
  ///   - initialVelocity: The velocity at time 0, in progress per second.
  /// - Returns: Whether nothing moves any more.
  public func isFinished(at time: Double, initialVelocity: Double) -> Bool {
    guard time > 0 else { return false }
    switch kind {
    case .spring(let spring):
      return settled(spring, at: time, initialVelocity: initialVelocity.speedClamped)
    case .curve(_, let duration):
      return time >= duration
    }
  }

  /// Whether a unit spring move is over: checked against the cached settling duration first,
  /// so the exact computation for a velocity only runs in the animation's tail.
  private func settled(_ spring: ModalSpring, at time: Double, initialVelocity: Double) -> Bool {
    guard time >= spring.exactSettlingDuration else { return false }
    if initialVelocity == 0 { return true }
    return time >= spring.exactSettlingDuration(target: 1, initialVelocity: initialVelocity)
  }
}
