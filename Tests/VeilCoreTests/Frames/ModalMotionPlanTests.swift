import Testing

@testable import VeilCore

@Suite struct ModalMotionPlanTests {
  static let phone = Size(width: 393, height: 852)
  static let phases: [ModalTransition.Phase] = [.presenting, .dismissing]

  /// The playback tolerances of issue 16.
  static func tolerance(_ field: MotionField) -> Double {
    switch field {
    case .contentOpacity, .contentScale, .backdropStrength: 0.002
    case .offsetX, .offsetY, .cornerRadius: 0.25
    case .rotationY: 0.1
    }
  }

  static func checkPlayback(
    _ sampler: FrameSampler, _ phase: ModalTransition.Phase, name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let plan = ModalMotionPlan.build(sampler, phase: phase)
    let steps = Int((plan.duration * 240).rounded(.up)) + 2
    for field in MotionField.allCases {
      guard let track = plan.track(field) else {
        Issue.record("no track for \(field)", sourceLocation: sourceLocation)
        continue
      }
      var worst = 0.0
      for step in 0...steps {
        let time = Double(step) / 240
        let expected =
          time >= plan.duration
          ? field.value(in: sampler.frame(phase, fractionComplete: 1))
          : field.value(in: sampler.frame(phase, at: time))
        worst = max(worst, abs(track.value(at: time) - expected))
      }
      #expect(
        worst <= tolerance(field), "\(name) \(phase) \(field): error \(worst)",
        sourceLocation: sourceLocation)
      // At most 2 keyframes per 1/120 s, plus the first.
      let bound = Int((plan.duration * 240).rounded(.up)) + 1
      #expect(track.values.count <= bound, sourceLocation: sourceLocation)
      let finite = track.values.allSatisfy(\.isFinite)
      #expect(finite, sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: ModalStyle.builtIns.map { $0.name })
  func playbackMatchesTheSampler(name: String) throws {
    let builtIn = try #require(ModalStyle.builtIn(named: name))
    for reduceMotion in [false, true] {
      let sampler = FrameSampler(
        style: builtIn.style, container: ModalContainer(size: Self.phone),
        reduceMotion: reduceMotion)
      for phase in Self.phases {
        Self.checkPlayback(sampler, phase, name: name)
      }
    }
  }

  @Test func linearFieldsNeedTwoKeyframes() {
    let style = ModalStyle.cover.animation(.linear(duration: 0.4))
    let sampler = FrameSampler(style: style, container: ModalContainer(size: Self.phone))
    let plan = ModalMotionPlan.build(sampler, phase: .presenting)
    for track in plan.tracks {
      #expect(track.values.count <= 2, "\(track.field): \(track.values.count)")
    }
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, -5, 1e300])
  func badVelocityNeverYieldsNaN(velocity: Double) {
    let sampler = FrameSampler(style: .cover, container: ModalContainer(size: Self.phone))
    let plan = ModalMotionPlan.build(sampler, phase: .presenting, initialVelocity: velocity)
    #expect(plan.duration.isFinite && plan.duration <= ModalMotionPlan.maximumDuration)
    for track in plan.tracks {
      let finite = track.values.allSatisfy(\.isFinite)
      #expect(finite)
      #expect(track.value(at: .nan).isFinite)
    }
  }

  @Test(arguments: [Double.nan, .infinity, -1, 0])
  func badDurationNeverYieldsNaN(duration: Double) {
    let style = ModalStyle.cover.animation(.easeInOut(duration: duration))
    let sampler = FrameSampler(style: style, container: ModalContainer(size: Self.phone))
    let plan = ModalMotionPlan.build(sampler, phase: .dismissing)
    #expect(plan.duration.isFinite)
    for track in plan.tracks {
      let finite = track.values.allSatisfy(\.isFinite)
      #expect(finite)
    }
  }
}
