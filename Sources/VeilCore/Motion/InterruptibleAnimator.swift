/// A value driven by a spring towards a target that can change at any moment without a jump or
/// a stop.
///
/// The animator remembers one anchor: where the value was, how fast it moved, and when. Sampling
/// evaluates the spring's closed form from that anchor. ``retarget(to:at:)`` moves the anchor
/// to the present, keeping the current value and velocity, and aims the spring at the new
/// target, so position and velocity stay continuous, as `UIViewPropertyAnimator` and SwiftUI's
/// springs do when they are interrupted. Times are seconds on any clock the caller chooses (a
/// display link's timestamp, say) as long as it is the same for every call.
///
/// It animates one `Double`; for an offset, use one animator per axis.
///
/// ```swift
/// var y = InterruptibleAnimator(value: 0, target: 600, spring: .smooth, time: 0)
/// y.value(at: 0.1)                    // on its way to 600
/// y.retarget(to: 0, at: 0.1)          // dismissed mid-flight: turns back without a jump
/// y.isSettled(at: 2)                  // true
/// ```
public struct InterruptibleAnimator: Hashable, Sendable {
  /// Where the value comes to rest.
  public private(set) var target: Double
  /// The spring that drives the value.
  public private(set) var spring: ModalSpring
  /// How close to the target counts as settled, in the value's units (always positive).
  public let epsilon: Double
  /// The time of the anchor: the start, or the last retarget.
  public private(set) var anchorTime: Double
  /// The value at the anchor time.
  private var anchorValue: Double
  /// The velocity at the anchor time, in units per second.
  private var anchorVelocity: Double
  /// The time from which the value stays within ``epsilon`` of the target.
  public private(set) var settlingTime: Double

  /// Creates an animator whose value is `value`, moving at `velocity`, at `time`, on its way
  /// to `target`.
  ///
  /// Bad input: a NaN or infinite value becomes 0 and finite ones are clamped to ±10¹²; a NaN or
  /// infinite target becomes the value, finite ones are clamped to ±10¹²; the velocity is clamped to ±100 000 units per second (NaN is 0); a NaN or infinite time
  /// becomes 0; an epsilon that is NaN, infinite, zero or negative becomes 0.001.
  ///
  /// - Parameters:
  ///   - value: The value at `time`.
  ///   - velocity: The velocity at `time`, in units per second; 0 by default.
  ///   - target: Where the value comes to rest; the value itself by default (at rest).
  ///   - spring: The spring; ``ModalSpring/smooth`` by default.
  ///   - time: The time of this state, in seconds; 0 by default.
  ///   - epsilon: How close to the target counts as settled, in the value's units; 0.001 by
  ///     default, SwiftUI's threshold.
  public init(
    value: Double, velocity: Double = 0, target: Double? = nil, spring: ModalSpring = .smooth,
    time: Double = 0, epsilon: Double = 0.001
  ) {
    let value = value.magnitudeClamped
    let target = (target ?? value).isFinite ? (target ?? value).magnitudeClamped : value
    self.target = target
    self.spring = spring
    self.epsilon = epsilon.positiveOr(ModalSpring.defaultEpsilon)
    self.anchorTime = time.finiteOr(0)
    self.anchorValue = value
    self.anchorVelocity = velocity.speedClamped
    self.settlingTime = 0
    self.settlingTime = computeSettlingTime()
  }

  // MARK: - Sampling

  /// The value at `time`.
  ///
  /// Exactly the target from ``settlingTime`` on. A time before the anchor (the last start or
  /// retarget) or NaN gives the value at the anchor; time never runs backwards.
  ///
  /// - Parameter time: The time, on the caller's clock, in seconds.
  /// - Returns: The value.
  public func value(at time: Double) -> Double {
    let time = effectiveTime(time)
    if time >= settlingTime { return target }
    if time == anchorTime { return anchorValue }
    return target + state(after: time - anchorTime).displacement
  }

  /// The velocity at `time`, in units per second; 0 from ``settlingTime`` on. Bad input as in
  /// ``value(at:)``.
  ///
  /// - Parameter time: The time, on the caller's clock, in seconds.
  /// - Returns: The velocity.
  public func velocity(at time: Double) -> Double {
    let time = effectiveTime(time)
    if time >= settlingTime { return 0 }
    if time == anchorTime { return anchorVelocity }
    return state(after: time - anchorTime).velocity
  }

  /// Whether the value has come to rest at `time`: from ``settlingTime`` on it stays within
  /// ``epsilon`` of the target and reads exactly the target. A NaN time is not settled unless
  /// the animator was at rest from the start.
  ///
  /// - Parameter time: The time, on the caller's clock, in seconds.
  /// - Returns: Whether the value is at rest.
  public func isSettled(at time: Double) -> Bool {
    effectiveTime(time) >= settlingTime
  }

  // MARK: - Interrupting

  /// Aims the spring at a new target from `time` on, keeping the value and velocity at that
  /// instant, so neither jumps.
  ///
  /// Bad input: a NaN or infinite target keeps the current target (the call then only
  /// re-anchors), finite targets are clamped to ±10¹²; a NaN time, or one before the anchor, counts as the anchor time; an infinite
  /// time counts as the settling time.
  ///
  /// - Parameters:
  ///   - target: The new resting value.
  ///   - time: When the change happens, on the caller's clock, in seconds.
  public mutating func retarget(to target: Double, at time: Double) {
    retarget(to: target, at: time, spring: spring)
  }

  /// Aims a new spring at a new target from `time` on, keeping the value and velocity at that
  /// instant; bad input as in ``retarget(to:at:)``.
  ///
  /// - Parameters:
  ///   - target: The new resting value.
  ///   - time: When the change happens, on the caller's clock, in seconds.
  ///   - spring: The spring that drives the value from now on.
  public mutating func retarget(to target: Double, at time: Double, spring: ModalSpring) {
    let now = effectiveTime(time)
    let value = self.value(at: now)
    let velocity = self.velocity(at: now)
    self.target = target.isFinite ? target.magnitudeClamped : self.target
    self.spring = spring
    self.anchorTime = now
    self.anchorValue = value
    self.anchorVelocity = velocity
    self.settlingTime = computeSettlingTime()
  }

  // MARK: - Internals

  /// The time a call means: NaN and times before the anchor mean the anchor, +∞ the settling
  /// time (never earlier than the anchor).
  private func effectiveTime(_ time: Double) -> Double {
    if time.isNaN || time <= anchorTime { return anchorTime }
    if time.isInfinite { return Swift.max(settlingTime, anchorTime) }
    return time
  }

  private func state(after elapsed: Double) -> SpringState {
    spring.state(displacement: anchorValue - target, velocity: anchorVelocity, time: elapsed)
  }

  /// The settling time of the motion ``value(at:)`` follows: from the anchor's own
  /// displacement and velocity, not through
  /// ``ModalSpring/exactSettlingDuration(target:initialVelocity:epsilon:)``, whose clamps
  /// (±100 000 per second, ±10¹²) would describe another motion after a fast retarget.
  private func computeSettlingTime() -> Double {
    anchorTime
      + spring.settlingTime(
        displacement: anchorValue - target, velocity: anchorVelocity, epsilon: epsilon)
  }
}
