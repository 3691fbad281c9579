/// How an exact track gets from its first value to its last: a timing Core Animation evaluates
/// itself, so the render server computes every frame from the engine's own parameters.
///
/// - ``spring(_:initialVelocity:)`` is a damped spring as `CASpringAnimation` and
///   `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` take it: the
///   ``ModalSpring``'s mass, stiffness and damping, and a starting velocity relative to the distance
///   (1 covers the whole distance in one second, Apple's unit for
///   `UISpringTimingParameters.initialVelocity`).
/// - ``curve(_:)`` is a cubic Bézier as `CAMediaTimingFunction(controlPoints:_:_:_:)` and
///   `UICubicTimingParameters(controlPoint1:controlPoint2:)` take it.
package enum MotionTiming: Hashable, Sendable {
  /// A spring from the first value to the last, starting at `initialVelocity` (fractions of
  /// the distance per second).
  case spring(ModalSpring, initialVelocity: Double)
  /// A cubic Bézier over the track's duration.
  case curve(TimingCurve)

  /// The fraction of the distance covered `time` seconds into `duration`: 0 before the start,
  /// exactly 1 from `duration` on (Core Animation removes the animation at its duration and
  /// shows the model value, the last one), a spring's overshoot in between. NaN counts as 0.
  package func fraction(at time: Double, duration: Double) -> Double {
    guard time > 0 else { return 0 }
    guard time < duration else { return 1 }
    switch self {
    case .spring(let spring, let velocity):
      return spring.value(target: 1, initialVelocity: velocity, time: time)
    case .curve(let curve):
      return curve.value(at: time / duration)
    }
  }

  /// The rate of change of ``fraction(at:duration:)``, in fractions per second; 0 outside the
  /// track.
  package func rate(at time: Double, duration: Double) -> Double {
    guard time >= 0, time < duration else { return 0 }
    switch self {
    case .spring(let spring, let velocity):
      return spring.velocity(target: 1, initialVelocity: velocity, time: time)
    case .curve(let curve):
      return curve.velocity(at: time / duration) / duration
    }
  }
}
