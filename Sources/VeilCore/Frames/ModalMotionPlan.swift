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
    // Each frame is read into one row per field as it is sampled, rather than kept whole.
    let fields = MotionField.allCases
    let count = steps + 1
    var times = [Double](repeating: 0, count: count)
    var values = [Double](repeating: 0, count: fields.count * count)
    // Most motions cut nothing: their clip insets are 0 throughout, as the simplification
    // would find, without sampling them.
    var clips = false
    for step in 0...steps {
      let time = Swift.min(duration, Double(step) * minimumInterval)
      times[step] = time
      let frame = path.frame(path.progress.progress(at: time >= duration ? .infinity : time))
      clips = clips || frame.contentClip != nil
      for (row, field) in fields.enumerated() {
        values[row * count + step] = field.value(in: frame)
      }
    }
    var samples = [Double](repeating: 0, count: count)
    var kept: [Int] = []
    kept.reserveCapacity(count)
    let tracks = fields.enumerated().map { row, field -> MotionTrack in
      let correction = path.corrections[field]
      if !clips, correction == nil, MotionField.clipFields.contains(field) {
        return MotionTrack(field: field, duration: duration, keyTimes: [0, 1], values: [0, 0])
      }
      for step in 0...steps {
        let base = values[row * count + step]
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
