/// One animatable property of a modal frame, as Core Animation plays it.
package enum MotionField: CaseIterable, Hashable, Sendable {
  /// The content's opacity.
  case contentOpacity
  /// The content's uniform scale.
  case contentScale
  /// The content's horizontal offset in points.
  case offsetX
  /// The content's vertical offset in points.
  case offsetY
  /// The content's rotation about the vertical axis, in degrees.
  case rotationY
  /// The content's corner radius in points.
  case cornerRadius
  /// The backdrop's strength, 0 to 1.
  case backdropStrength

  /// The largest playback error the plan allows for this field: the tolerances the playback
  /// tests check (0.25 pt, 0.002 opacity or scale, 0.1°), halved for headroom.
  package var tolerance: Double {
    switch self {
    case .contentOpacity, .contentScale, .backdropStrength: 0.001
    case .offsetX, .offsetY, .cornerRadius: 0.125
    case .rotationY: 0.05
    }
  }

  /// The field's value in `frame`.
  package func value(in frame: ModalFrame) -> Double {
    switch self {
    case .contentOpacity: frame.contentOpacity
    case .contentScale: frame.contentScale
    case .offsetX: frame.offset.x
    case .offsetY: frame.offset.y
    case .rotationY: frame.rotationY
    case .cornerRadius: frame.cornerRadius
    case .backdropStrength: frame.backdropStrength
    }
  }
}

/// How an exact track gets from its first value to its last: a timing Core Animation evaluates
/// itself, so the render server computes every frame from the engine's own parameters.
///
/// - ``spring(_:initialVelocity:)`` is a damped spring as `CASpringAnimation` and
///   `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` take it: the
///   ``ModalSpring``'s mass, stiffness and damping, and a starting velocity relative to the
///   distance (1 covers the whole distance in one second, Apple's unit for
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

/// A modal's presentation or dismissal as tracks Core Animation can play unattended.
///
/// Every field is sampled from the frames on a 1/240 s grid (the refreshes of a 120 Hz display
/// and their midpoints). A field that is linear in the animation's progress (an opacity, a
/// scale, an offset under any spring or curve; a flip's rotation) gets an exact track that Core
/// Animation evaluates with the engine's own spring or curve; every field also keeps the fewest
/// linear keyframes within its tolerance (Douglas–Peucker on the grid): at most 2 per 1/120 s,
/// 2 in all where the field is linear in time. Custom transitions, releases and Reduce Motion
/// are planned the same way, since they are frames too. Interruptions are planned by
/// ``handoff(from:along:progress:progressVelocity:target:animation:)``.
package struct ModalMotionPlan: Hashable, Sendable {
  /// Seconds the plan runs: the longest track.
  package var duration: Double
  /// One track per field.
  package var tracks: [MotionTrack]
  /// The progress the plan carries the frames through.
  package var progress: ProgressMotion

  /// The shortest keyframe interval: two keyframes per 1/120 s at most.
  package static let minimumInterval = 1.0 / 240

  /// The longest plan: beyond it the motion is cut to its end (a degenerate spring).
  package static let maximumDuration = 10.0

  /// The track of `field`.
  package func track(_ field: MotionField) -> MotionTrack? {
    tracks.first { $0.field == field }
  }

  /// Plans `phase` of `sampler`'s style.
  ///
  /// - Parameters:
  ///   - sampler: The style and container.
  ///   - phase: Presenting or dismissing.
  ///   - initialVelocity: Starting velocity in progress per second (NaN and infinities count
  ///     as 0).
  /// - Returns: One track per field, each within its tolerance of the sampler's frames.
  package static func build(
    _ sampler: FrameSampler, phase: ModalTransition.Phase, initialVelocity: Double = 0
  ) -> ModalMotionPlan {
    build(
      MotionPath(
        frame: { sampler.frame(phase, fractionComplete: $0) },
        progress: ProgressMotion(
          from: 0, to: 1, animation: sampler.animation(for: phase),
          initialVelocity: initialVelocity)))
  }

  /// Plans the motion of `path`.
  ///
  /// - Parameter path: The frames, the progress through them and any corrections.
  /// - Returns: One track per field, each within its tolerance of the path.
  package static func build(_ path: MotionPath) -> ModalMotionPlan {
    let finish = path.progressDuration
    let duration = path.duration
    guard duration > 0 else {
      return ModalMotionPlan(
        duration: 0,
        tracks: MotionField.allCases.map {
          MotionTrack(field: $0, duration: 0, keyTimes: [0], values: [path.value($0, at: 0)])
        },
        progress: path.progress)
    }
    // Sample once on the finest grid, then keep the fewest points per field.
    let steps = Swift.max(1, Int((duration / minimumInterval).rounded(.up)))
    // The grid sits on multiples of 1/240 s, the display refreshes of a 120 Hz screen and
    // their midpoints, so every refresh shows a sampled frame.
    var times = [Double](repeating: 0, count: steps + 1)
    var frames: [ModalFrame] = []
    frames.reserveCapacity(steps + 1)
    for step in 0...steps {
      let time = Swift.min(duration, Double(step) * minimumInterval)
      times[step] = time
      frames.append(path.frame(path.progress.progress(at: time >= duration ? .infinity : time)))
    }
    var samples = [Double](repeating: 0, count: steps + 1)
    var kept: [Int] = []
    kept.reserveCapacity(steps + 1)
    let tracks = MotionField.allCases.map { field -> MotionTrack in
      let correction = path.corrections[field]
      for step in 0...steps {
        let base = field.value(in: frames[step])
        let offset = correction.map { $0.displacement(at: times[step]) } ?? 0
        samples[step] = (base + offset).finiteOr(0)
      }
      kept.removeAll(keepingCapacity: true)
      kept.append(0)
      simplify(samples, from: 0, to: steps, tolerance: field.tolerance, into: &kept)
      var track = MotionTrack(
        field: field, duration: duration, keyTimes: kept.map { times[$0] / duration },
        values: kept.map { samples[$0] })
      if correction == nil {
        track.exact = exactMotion(
          field, samples: samples, times: times, progress: path.progress, finish: finish)
      }
      return track
    }
    return ModalMotionPlan(duration: duration, tracks: tracks, progress: path.progress)
  }

  /// The exact motion of a field whose samples follow the progress linearly, within its
  /// tolerance at every grid time; `nil` for a field that does not move or is not linear.
  private static func exactMotion(
    _ field: MotionField, samples: [Double], times: [Double], progress: ProgressMotion,
    finish: Double
  ) -> ExactMotion? {
    guard let first = samples.first, let last = samples.last, first != last, finish > 0 else {
      return nil
    }
    let motion = ExactMotion(from: first, to: last, timing: progress.timing, duration: finish)
    for (time, sample) in zip(times, samples)
    where Swift.abs(motion.value(at: time) - sample) > field.tolerance {
      return nil
    }
    return motion
  }

  /// Appends to `kept` the indices after `start` up to `end` that linear interpolation needs
  /// to stay within `tolerance` of every sample in between.
  private static func simplify(
    _ samples: [Double], from start: Int, to end: Int, tolerance: Double, into kept: inout [Int]
  ) {
    var worst = -1.0
    var worstIndex = -1
    if end - start > 1 {
      for index in (start + 1)..<end {
        let local = Double(index - start) / Double(end - start)
        let line = samples[start] + (samples[end] - samples[start]) * local
        let error = Swift.abs(samples[index] - line)
        if error > worst {
          worst = error
          worstIndex = index
        }
      }
    }
    if worst > tolerance {
      simplify(samples, from: start, to: worstIndex, tolerance: tolerance, into: &kept)
      simplify(samples, from: worstIndex, to: end, tolerance: tolerance, into: &kept)
    } else {
      kept.append(end)
    }
  }
}
