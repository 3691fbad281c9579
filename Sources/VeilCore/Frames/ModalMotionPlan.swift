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

/// One field's motion as linear keyframes, the way `CAKeyframeAnimation` plays them
/// (`calculationMode` linear): key times are fractions of ``duration``.
package struct MotionTrack: Hashable, Sendable {
  /// The animated field.
  package var field: MotionField
  /// Seconds the track runs.
  package var duration: Double
  /// Increasing fractions of the duration, from 0 to 1.
  package var keyTimes: [Double]
  /// The field's value at each key time.
  package var values: [Double]

  /// The value `time` seconds in, interpolated linearly as Core Animation does; before the
  /// start the first value, after the end the last.
  package func value(at time: Double) -> Double {
    guard let first = values.first, let last = values.last else { return 0 }
    guard duration > 0, keyTimes.count > 1 else { return last }
    let fraction = (time.finiteOr(0) / duration)
    if fraction <= 0 { return first }
    if fraction >= 1 { return last }
    var low = 0
    var high = keyTimes.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if keyTimes[middle] <= fraction { low = middle } else { high = middle }
    }
    let span = keyTimes[high] - keyTimes[low]
    guard span > 0 else { return values[high] }
    let local = (fraction - keyTimes[low]) / span
    return values[low] + (values[high] - values[low]) * local
  }

  /// Whether the track never changes value: the iOS layer sets it without animating.
  package var isConstant: Bool { values.allSatisfy { $0 == values.first } }
}

/// A modal's presentation or dismissal as tracks Core Animation can play unattended.
///
/// Every field is sampled from ``FrameSampler`` and kept only where linear interpolation
/// would leave the field's tolerance, by adaptive subdivision down to 1/240 s: so a track
/// holds at most 2 keyframes per 1/120 s, and 2 in all where the field is linear in time.
/// Custom transitions and Reduce Motion are planned the same way, since they are frames too.
package struct ModalMotionPlan: Hashable, Sendable {
  /// Seconds the plan runs: the animation's settling duration.
  package var duration: Double
  /// One track per field.
  package var tracks: [MotionTrack]

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
    let velocity = initialVelocity.finiteOr(0)
    let animation = sampler.animation(for: phase)
    let duration = animation.settlingDuration(initialVelocity: velocity)
      .clamped(to: 0...maximumDuration, nanFallback: 0)
    let frameAt: (Double) -> ModalFrame = { time in
      time >= duration
        ? sampler.frame(phase, fractionComplete: 1)
        : sampler.frame(phase, at: time, initialVelocity: velocity)
    }
    guard duration > 0 else {
      let end = frameAt(.infinity)
      return ModalMotionPlan(
        duration: 0,
        tracks: MotionField.allCases.map {
          MotionTrack(field: $0, duration: 0, keyTimes: [0], values: [$0.value(in: end)])
        })
    }
    // Sample once on the finest grid, then keep the fewest points per field.
    let steps = max(1, Int((duration / minimumInterval).rounded(.up)))
    // The grid sits on multiples of 1/240 s, the display refreshes of a 120 Hz screen and
    // their midpoints, so every refresh shows a sampled frame.
    let times = (0...steps).map { min(duration, Double($0) * minimumInterval) }
    let frames = times.map(frameAt)
    let tracks = MotionField.allCases.map { field -> MotionTrack in
      let samples = frames.map { field.value(in: $0) }.map { $0.finiteOr(0) }
      var kept = [0]
      simplify(samples, from: 0, to: steps, tolerance: field.tolerance, into: &kept)
      return MotionTrack(
        field: field, duration: duration, keyTimes: kept.map { times[$0] / duration },
        values: kept.map { samples[$0] })
    }
    return ModalMotionPlan(duration: duration, tracks: tracks)
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
        let error = abs(samples[index] - line)
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
