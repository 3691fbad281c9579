import VeilCore

/// The decisions about UIKit's carrier: the `UIViewPropertyAnimator` the motion player gives
/// UIKit's transition coordinator, which moves an invisible view and carries the animations
/// other code adds alongside (the status bar's hand-over, a navigation bar's
/// `animate(alongsideTransition:)`). It never draws the modal; the layers do.
///
/// **Timing (N11 of the second review).** The carrier runs for the plan's own duration, on a
/// cubic curve, so that what runs alongside ends when the layers do. A spring given to UIKit
/// as mass, stiffness and damping (`UISpringTimingParameters(mass:stiffness:damping:…)`) runs
/// on UIKit's own settling time and ignores the duration passed in: alongside animations then
/// end before the layers, or are cut to their end when the plan ends. A plan timed by a curve
/// gives the carrier that curve, so the carrier moves exactly as the progress does; a spring,
/// which no cubic curve follows exactly, gives it ease-out (fast first, settling at the end).
/// After an interruption the carrier is paused, turned if the motion turned, and continued
/// over the new plan's duration (Apple, `UIViewPropertyAnimator.duration`: the remaining time
/// is `(1 - fractionComplete) * duration`; `continueAnimation(withTimingParameters:durationFactor:)`
/// multiplies the original duration by the factor).
///
/// ```swift
/// var carrier = MotionCarrier(planDuration: 0.5, animation: .default)
/// carrier.handle(.start(isRunning: false))   // [.start]
/// carrier.handle(.handedOff(planDuration: 0.3, turns: true, fractionComplete: 0.4, isActive: true))
/// // [.pause, .turn, .continueAnimation(curve: .easeOut, durationFactor: 1.5)]
/// ```
package struct MotionCarrier: Hashable, Sendable {
  /// The carrier's timing: a cubic curve over a duration.
  package struct Timing: Hashable, Sendable {
    /// The duration, in seconds.
    package var duration: Double
    /// The curve (`UICubicTimingParameters(controlPoint1:controlPoint2:)`).
    package var curve: TimingCurve
  }

  /// What happened to the motion the carrier accompanies.
  package enum Callback: Hashable, Sendable {
    /// The motion starts; `isRunning` tells whether the carrier already runs (UIKit may have
    /// started it through the transition coordinator).
    case start(isRunning: Bool)
    /// An interruption replaced the plan with one of `planDuration` seconds; `turns` when the
    /// motion now goes back. `fractionComplete` and `isActive` are the carrier's, read now.
    case handedOff(planDuration: Double, turns: Bool, fractionComplete: Double, isActive: Bool)
    /// The plan ended, at its destination (`atEnd`) or back at its start.
    case ended(atEnd: Bool, isActive: Bool)
    /// The motion was cancelled where it was.
    case cancelled(isActive: Bool)
  }

  /// What to do with the carrier.
  package enum Command: Hashable, Sendable {
    /// `startAnimation()`.
    case start
    /// `pauseAnimation()`.
    case pause
    /// Toggles `isReversed`.
    case turn
    /// `continueAnimation(withTimingParameters:durationFactor:)` with a cubic curve.
    case continueAnimation(curve: TimingCurve, durationFactor: Double)
    /// `stopAnimation(false)` then `finishAnimation(at:)` its end (`atEnd`) or its start: what
    /// runs alongside lands with the layers.
    case finish(atEnd: Bool)
    /// `stopAnimation(true)`: what runs alongside stays where it is.
    case stop
    /// Takes the carrier's view out of the window.
    case removeView
  }

  /// The timing the carrier is made with.
  package let timing: Timing
  /// Whether the carrier runs backwards now.
  package private(set) var isReversed = false

  /// The carrier of a motion whose plan lasts `planDuration` seconds, played with `animation`.
  package init(planDuration: Double, animation: ModalAnimation) {
    timing = Self.timing(planDuration: planDuration, animation: animation)
  }

  /// The carrier's timing for a plan of `planDuration` seconds played with `animation`: the
  /// plan's duration, and the animation's own curve or, for a spring, ease-out.
  package static func timing(planDuration: Double, animation: ModalAnimation) -> Timing {
    Timing(
      duration: Swift.max(0, planDuration.finiteOr(0)),
      curve: animation.spring == nil ? (animation.timingCurve ?? .linear) : .easeOut)
  }

  /// The factor that makes a carrier of `duration` seconds, `remaining` of whose way (0…1) is
  /// left, end in `planDuration` seconds; 1 when there is nothing to scale.
  package static func durationFactor(
    planDuration: Double, duration: Double, remaining: Double
  ) -> Double {
    let left = Swift.min(1, Swift.max(0, remaining.finiteOr(0))) * duration.finiteOr(0)
    guard left > 1e-6 else { return 1 }
    return Swift.max(0, planDuration.finiteOr(0)) / left
  }

  /// What the carrier does on `callback`.
  package mutating func handle(_ callback: Callback) -> [Command] {
    switch callback {
    case .start(let isRunning):
      return isRunning ? [] : [.start]
    case .handedOff(let planDuration, let turns, let fractionComplete, let isActive):
      guard isActive else { return [] }
      if turns { isReversed.toggle() }
      let fraction = Swift.min(1, Swift.max(0, fractionComplete.finiteOr(0)))
      let factor = Self.durationFactor(
        planDuration: planDuration, duration: timing.duration,
        remaining: isReversed ? fraction : 1 - fraction)
      let resume = Command.continueAnimation(curve: timing.curve, durationFactor: factor)
      return turns ? [.pause, .turn, resume] : [.pause, resume]
    case .ended(let atEnd, let isActive):
      return isActive ? [.finish(atEnd: atEnd), .removeView] : [.removeView]
    case .cancelled(let isActive):
      return isActive ? [.stop, .removeView] : [.removeView]
    }
  }
}
