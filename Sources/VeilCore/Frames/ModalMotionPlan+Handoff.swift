/// A field's value and velocity at one instant: what an interruption hands over.
package struct MotionState: Hashable, Sendable {
  /// The value on screen (the presentation layer's).
  package var value: Double
  /// The rate of change, in the field's units per second.
  package var velocity: Double

  /// Creates a state.
  package init(value: Double, velocity: Double) {
    self.value = value
    self.velocity = velocity
  }
}

/// A difference between what is on screen and a new motion's path, which dies away under a
/// spring so that the new motion starts exactly where, and as fast as, the old one was.
///
/// The difference solves the spring's own equation (`m·x'' + c·x' + k·x = 0`) from the
/// handed-over displacement and velocity, so it adds no motion of its own beyond the spring's
/// settling, and it is 0 from ``settlingTime`` on.
package struct MotionCorrection: Hashable, Sendable {
  /// The spring that carries the difference away.
  package let spring: ModalSpring
  /// The difference at time 0, in the field's units.
  package let initialDisplacement: Double
  /// The difference's rate of change at time 0, in the field's units per second.
  package let initialVelocity: Double
  /// From when the difference stays below the field's tolerance, and counts as 0. Computed
  /// once from the three above, which are therefore constants too.
  package let settlingTime: Double

  /// Creates a correction for `field`; NaN and infinities count as 0, magnitudes are clamped
  /// to ±10¹².
  package init(
    _ field: MotionField, spring: ModalSpring, displacement: Double, velocity: Double
  ) {
    self.spring = spring
    initialDisplacement = displacement.magnitudeClamped
    initialVelocity = velocity.magnitudeClamped
    settlingTime = Swift.min(
      spring.settlingTime(
        displacement: initialDisplacement, velocity: initialVelocity,
        epsilon: field.tolerance / 4),
      ModalMotionPlan.maximumDuration)
  }

  /// The difference `time` seconds in: 0 before the start is not asked for; 0 from
  /// ``settlingTime`` on.
  package func displacement(at time: Double) -> Double {
    guard time < settlingTime else { return 0 }
    guard time > 0 else { return initialDisplacement }
    return spring.state(
      displacement: initialDisplacement, velocity: initialVelocity, time: time
    ).displacement
  }
}

/// What a plan is built from: the frame at each progress, the progress's motion, and the
/// corrections that make an interrupted motion start from what is on screen.
package struct MotionPath: Sendable {
  /// The frame at a progress (a phase's `fractionComplete`, a release's fraction).
  package var frame: @Sendable (Double) -> ModalFrame
  /// How the progress moves.
  package var progress: ProgressMotion
  /// Differences that die away, per field.
  package var corrections: [MotionField: MotionCorrection]

  /// Creates a path.
  package init(
    frame: @escaping @Sendable (Double) -> ModalFrame, progress: ProgressMotion,
    corrections: [MotionField: MotionCorrection] = [:]
  ) {
    self.frame = frame
    self.progress = progress
    self.corrections = corrections
  }

  /// The value of `field` `time` seconds in: what the plan's track must reproduce.
  package func value(_ field: MotionField, at time: Double) -> Double {
    let base = field.value(in: frame(progress.progress(at: time)))
    return (base + (corrections[field]?.displacement(at: time) ?? 0)).finiteOr(0)
  }
}

extension ModalMotionPlan {
  /// Every field's value and velocity `time` seconds in, as the tracks play them.
  ///
  /// - Parameter time: Seconds since the plan began; NaN counts as 0.
  /// - Returns: One state per field.
  package func state(at time: Double) -> [MotionField: MotionState] {
    var states: [MotionField: MotionState] = [:]
    for track in tracks {
      states[track.field] = MotionState(
        value: track.value(at: time), velocity: track.velocity(at: time))
    }
    return states
  }

  /// The spring an interruption continues with: the animation's own, or for a timing curve a
  /// critically damped spring that settles in about the curve's duration (a curve cannot start
  /// at a given velocity; a critically damped spring from rest takes about 1.5 responses to
  /// come within 0.001).
  ///
  /// - Parameter animation: The interrupted or the next animation.
  /// - Returns: The spring.
  package static func handoffSpring(for animation: ModalAnimation) -> ModalSpring {
    animation.spring ?? ModalSpring(response: animation.settlingDuration / 1.5, dampingRatio: 1)
  }

  /// The share of an animation's logical duration in which a motion finished early (a
  /// dismissal asked for while the presentation still settles) runs out. The iOS layer gives
  /// UIKit's carrier the same share (`continueAnimation(withTimingParameters:durationFactor:)`),
  /// so that animations added alongside end with the layers.
  package static let finishingFactor = 0.25

  /// The spring a motion finished early runs out with: critically damped, so it does not
  /// overshoot the end it hurries to, with a response of ``finishingFactor`` of the animation's
  /// logical duration, and at least 0.05 s (three refreshes at 60 Hz), so that even an
  /// instant animation eases in rather than jumps.
  ///
  /// - Parameter animation: The animation being finished early.
  /// - Returns: The spring.
  package static func finishingSpring(for animation: ModalAnimation) -> ModalSpring {
    let response = (animation.logicalDuration * finishingFactor).finiteOr(0)
    return ModalSpring(response: Swift.max(response, 0.05), dampingRatio: 1)
  }

  /// The motion after an interruption: from what is on screen, at the speed it moves, along a
  /// new path of frames.
  ///
  /// The progress springs from `progress` to `target` along `frame`, starting at
  /// `progressVelocity` (a reversal mid-flight: the same frames, back to 0; a dismissal during
  /// a presentation: the dismissal's frames). Whatever `current` differs from that path by, in
  /// value or velocity, dies away under the same spring (``MotionCorrection``). So every track
  /// starts at the handed-over value (within a quarter of the field's tolerance) and with the
  /// handed-over velocity, and then joins the path: no jump, no change of speed. Fields linear
  /// in progress with nothing to correct stay exact tracks.
  ///
  /// Bad input: a NaN or infinite value counts as the path's own, a NaN or infinite velocity
  /// as 0; NaN progress as 0.
  ///
  /// - Parameters:
  ///   - current: The fields on screen now (the presentation layer's values) and their
  ///     velocities; fields left out start on the path.
  ///   - frame: The frame at each progress of the new motion.
  ///   - progress: Where the progress is now along `frame`.
  ///   - progressVelocity: How fast it moves, per second.
  ///   - target: Where the progress goes.
  ///   - animation: The animation whose spring (``handoffSpring(for:)``) carries the motion.
  /// - Returns: The plan of the new motion.
  package static func handoff(
    from current: [MotionField: MotionState],
    along frame: @escaping @Sendable (Double) -> ModalFrame,
    progress: Double, progressVelocity: Double, target: Double, animation: ModalAnimation
  ) -> ModalMotionPlan {
    build(
      handoffPath(
        from: current, along: frame, progress: progress, progressVelocity: progressVelocity,
        target: target, animation: animation))
  }

  /// The path ``handoff(from:along:progress:progressVelocity:target:animation:)`` plans: the
  /// new progress motion and the corrections that start it from `current`.
  package static func handoffPath(
    from current: [MotionField: MotionState],
    along frame: @escaping @Sendable (Double) -> ModalFrame,
    progress: Double, progressVelocity: Double, target: Double, animation: ModalAnimation
  ) -> MotionPath {
    let start = progress.finiteOr(0)
    let end = target.finiteOr(1)
    let spring = handoffSpring(for: animation)
    let distance = end - start
    let relative = Swift.abs(distance) > 1e-9 ? progressVelocity.finiteOr(0) / distance : 0
    var path = MotionPath(
      frame: frame,
      progress: ProgressMotion(
        from: start, to: end, animation: .spring(spring), initialVelocity: relative))
    // The path's own velocity at 0, by a forward difference far below a frame.
    let step = 1e-6
    for field in MotionField.allCases {
      guard let state = current[field] else { continue }
      let base = path.value(field, at: 0)
      let baseVelocity = (path.value(field, at: step) - base) / step
      let correction = MotionCorrection(
        field, spring: spring, displacement: state.value.finiteOr(base) - base,
        velocity: state.velocity.finiteOr(0) - baseVelocity)
      if correction.settlingTime > 0 { path.corrections[field] = correction }
    }
    return path
  }
}

extension MotionPath {
  /// The motion after a released drag: from where the finger left the content, at the
  /// finger's speed, to the release's target (off screen for a dismissal, rest for a cancel),
  /// under ``FrameSampler/releaseAnimation(for:)``.
  ///
  /// - Parameters:
  ///   - release: The release decision.
  ///   - backdropStrength: The backdrop's strength when the finger lifted.
  ///   - sampler: The presentation's sampler.
  /// - Returns: The path; at time 0 its frame is the drag's last.
  package static func release(
    _ release: DragToDismiss.Release, backdropStrength: Double, in sampler: FrameSampler
  ) -> MotionPath {
    let animation = sampler.releaseAnimation(for: release)
    // A zoom flies into its source (or back to rest), shrunk as it was under the finger.
    // Its offset carries the finger's sideways velocity too (corrections that die away).
    if let flight = sampler.zoomRelease(continuing: release) {
      return sampler.zoomReleasePath(flight, animation: animation)
    }
    return MotionPath(
      frame: {
        sampler.releaseFrame(
          release, backdropStrengthAtRelease: backdropStrength, fractionComplete: $0)
      },
      progress: ProgressMotion(
        from: 0, to: 1, animation: animation, initialVelocity: release.motion.relativeSpeed))
  }
}

extension MotionPath {
  /// The whole frame `time` seconds in, corrections included: what a renderer that cannot
  /// play the tracks (a custom transition that resizes the content) shows on each refresh.
  ///
  /// - Parameter time: Seconds since the motion began.
  /// - Returns: The frame.
  package func frame(at time: Double) -> ModalFrame {
    var frame = frame(progress.progress(at: time))
    for (field, correction) in corrections {
      field.set(field.value(in: frame) + correction.displacement(at: time), in: &frame)
    }
    return frame
  }

  /// The seconds the motion runs: until the progress has finished and every correction has
  /// died away, at most ``ModalMotionPlan/maximumDuration``. The plan's tracks last this long,
  /// and it is the duration the iOS layer reports to UIKit (`transitionDuration(using:)`).
  package var duration: Double {
    Swift.min(
      corrections.values.reduce(progressDuration) { Swift.max($0, $1.settlingTime) },
      ModalMotionPlan.maximumDuration)
  }

  /// The seconds the progress runs: ``ProgressMotion/finishTime``, at most
  /// ``ModalMotionPlan/maximumDuration`` (a degenerate spring is cut to its end there). The
  /// exact tracks last this long, and the layout is checked over it.
  package var progressDuration: Double {
    progress.finishTime.clamped(to: 0...ModalMotionPlan.maximumDuration, nanFallback: 0)
  }

  /// Whether nothing moves any more `time` seconds in: the progress has reached its end for
  /// good and every correction has died away. A NaN time is not finished.
  ///
  /// - Parameter time: Seconds since the motion began.
  /// - Returns: Whether the frame stays as it is from now on.
  package func isFinished(at time: Double) -> Bool {
    progress.animation.isFinished(at: time, initialVelocity: progress.initialVelocity)
      && corrections.values.allSatisfy { time >= $0.settlingTime }
  }
}
