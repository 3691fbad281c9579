/// The progress a plan carries a frame function through: from ``from`` to ``to`` under
/// ``animation`` (its unit progress, started at ``initialVelocity``), so that an interruption
/// knows where the progress is and how fast it moves.
package struct ProgressMotion: Hashable, Sendable {
  /// The progress at the start.
  package var from: Double
  /// The progress at the end.
  package var to: Double
  /// The animation of the unit progress, 0 to 1.
  package var animation: ModalAnimation
  /// The unit progress's starting velocity, in fractions of `from`→`to` per second.
  package var initialVelocity: Double

  /// Creates a progress motion; NaN and infinite numbers count as 0, the velocity is clamped as
  /// ``ModalAnimation`` clamps it.
  package init(from: Double, to: Double, animation: ModalAnimation, initialVelocity: Double) {
    self.from = from.finiteOr(0)
    self.to = to.finiteOr(0)
    self.animation = animation
    self.initialVelocity = initialVelocity.speedClamped
  }

  /// The seconds after which the unit progress is exactly 1: a spring's exact settling time
  /// (the later of the one from rest and the one with the velocity, as
  /// ``ModalAnimation/progress(at:initialVelocity:)`` snaps), a curve's duration.
  package var finishTime: Double {
    // A curve's two durations are the same, and so are a spring's from rest.
    Swift.max(
      animation.settlingDuration, animation.settlingDuration(initialVelocity: initialVelocity))
  }

  /// The progress `time` seconds in.
  package func progress(at time: Double) -> Double {
    let fraction = animation.progress(at: time, initialVelocity: initialVelocity)
    return fraction == 1 ? to : from + (to - from) * fraction
  }

  /// The progress's rate of change `time` seconds in, per second.
  package func rate(at time: Double) -> Double {
    (to - from) * animation.velocity(at: time, initialVelocity: initialVelocity)
  }

  /// The timing Core Animation evaluates for a field linear in this progress.
  var timing: MotionTiming {
    if let spring = animation.spring { return .spring(spring, initialVelocity: initialVelocity) }
    return .curve(animation.timingCurve ?? .linear)
  }
}
