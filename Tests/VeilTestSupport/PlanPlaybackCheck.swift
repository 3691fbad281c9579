import Testing
import VeilCore

/// Plays a motion plan back as Core Animation does (``CoreAnimationPlayback``) and compares it
/// with the frames it was built from: the check every render-server track passes, shared by
/// the engine's and the iOS layer's tests.
package enum PlanPlaybackCheck {
  /// The phone the style checks run on.
  package static let phone = Size(width: 393, height: 852)
  /// Both phases of a transition.
  package static let phases: [ModalTransition.Phase] = [.presenting, .dismissing]

  /// The playback tolerances: what a renderer may be off by and still look right (a 0.2 % opacity
  /// or scale step, a quarter point, a tenth of a degree).
  package static func tolerance(_ field: MotionField) -> Double {
    switch field {
    case .contentOpacity, .contentScale, .backdropStrength: 0.002
    case .offsetX, .offsetY, .cornerRadius, .clipLeading, .clipTop, .clipTrailing, .clipBottom: 0.25
    case .rotationY: 0.1
    }
  }

  /// Plays `plan` back as Core Animation does and compares it with `truth` at every 1/240 s,
  /// past the end too; checks the keyframe bound and that nothing is NaN.
  package static func checkPlayback(
    _ plan: ModalMotionPlan, name: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    truth: (MotionField, Double) -> Double
  ) {
    let steps = Int((plan.duration * 240).rounded(.up)) + 2
    for field in MotionField.allCases {
      guard let track = plan.track(field) else {
        Issue.record("no track for \(field)", sourceLocation: sourceLocation)
        continue
      }
      var worst = 0.0
      for step in 0...steps {
        let time = Double(step) / 240
        worst = max(worst, abs(CoreAnimationPlayback.value(track, at: time) - truth(field, time)))
      }
      #expect(
        worst <= tolerance(field), "\(name) \(field): error \(worst)",
        sourceLocation: sourceLocation)
      // The keyframes a renderer may fall back on hold too.
      var worstKeyframe = 0.0
      for step in 0...steps {
        let time = Double(step) / 240
        let played = CoreAnimationPlayback.keyframes(
          track.keyTimes, track.values, duration: track.duration, at: time)
        worstKeyframe = max(worstKeyframe, abs(played - truth(field, time)))
      }
      #expect(
        worstKeyframe <= tolerance(field), "\(name) \(field) keyframes: error \(worstKeyframe)",
        sourceLocation: sourceLocation)
      // At most 2 keyframes per 1/120 s, plus the first.
      let bound = Int((plan.duration * 240).rounded(.up)) + 1
      #expect(track.values.count <= bound, sourceLocation: sourceLocation)
      let finite = track.values.allSatisfy(\.isFinite) && track.value(at: .nan).isFinite
      #expect(finite, sourceLocation: sourceLocation)
    }
  }

  /// The playback check of `phase` of `sampler` against the sampler's own frames.
  package static func checkPlayback(
    _ sampler: FrameSampler, _ phase: ModalTransition.Phase, name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let plan = ModalMotionPlan.build(sampler, phase: phase)
    checkPlayback(plan, name: "\(name) \(phase)", sourceLocation: sourceLocation) {
      field, time in
      time >= plan.duration
        ? field.value(in: sampler.frame(phase, fractionComplete: 1))
        : field.value(in: sampler.frame(phase, at: time))
    }
  }

  /// The playback check of both phases of `style`, with and without Reduce Motion.
  package static func checkPlayback(
    _ style: ModalStyle, name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for reduceMotion in [false, true] {
      let sampler = FrameSampler(
        style: style, container: ModalContainer(size: phone), reduceMotion: reduceMotion)
      for phase in phases {
        checkPlayback(
          sampler, phase, name: "\(name) reduceMotion \(reduceMotion)",
          sourceLocation: sourceLocation)
      }
    }
  }
}
