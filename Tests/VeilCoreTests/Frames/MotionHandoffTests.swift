import Testing
import VeilTestSupport

@testable import VeilCore

/// Interruptions: the new motion starts from what is on screen at the speed it moves (issue
/// 16): a reversal mid-flight, a drag caught during the spring-back, a dismissal during a
/// presentation.
@Suite struct MotionHandoffTests {
  static let phone = Size(width: 393, height: 852)
  static let container = ModalContainer(size: phone)

  /// A velocity is continuous when it matches to 0.1 %, or when what is left is too slow to
  /// matter: the handoff does not correct a difference whose whole effect stays within a
  /// quarter of the field's tolerance (at most 4 tolerances per second).
  static func velocityTolerance(_ field: MotionField, _ velocity: Double) -> Double {
    max(abs(velocity) * 1e-3, field.tolerance * 4)
  }

  /// Checks that `path` starts at `current`'s values with `current`'s velocities, that its
  /// plan starts there too and plays the path back within the tolerances.
  static func checkHandoff(
    _ path: MotionPath, from current: [MotionField: MotionState], name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let plan = ModalMotionPlan.build(path)
    let step = 1e-7
    for field in MotionField.allCases {
      guard let state = current[field], let track = plan.track(field) else {
        Issue.record("\(name): no \(field)", sourceLocation: sourceLocation)
        continue
      }
      let start = path.value(field, at: 0)
      #expect(
        abs(start - state.value) <= field.tolerance / 4,
        "\(name) \(field): starts at \(start), was \(state.value)", sourceLocation: sourceLocation)
      #expect(
        abs(track.value(at: 0) - state.value) <= field.tolerance / 4,
        "\(name) \(field): the track starts at \(track.value(at: 0))",
        sourceLocation: sourceLocation)
      let velocity = (path.value(field, at: step) - start) / step
      #expect(
        abs(velocity - state.velocity) <= velocityTolerance(field, state.velocity),
        "\(name) \(field): starts at \(velocity)/s, was \(state.velocity)/s",
        sourceLocation: sourceLocation)
    }
    PlanPlaybackCheck.checkPlayback(plan, name: name, sourceLocation: sourceLocation) {
      field, time in path.value(field, at: time)
    }
  }

  /// The on-screen state `time` into `plan`, as the iOS layer reads it: the values from the
  /// tracks (the presentation layer shows them) and their velocities.
  static func onScreen(_ plan: ModalMotionPlan, at time: Double) -> [MotionField: MotionState] {
    plan.state(at: time)
  }

  static let reversible: [(String, ModalStyle)] = [
    ("lightbox", .lightbox), ("fullScreen", .fullScreen), ("card", .card),
    ("wobble", ModalMotionPlanTests.wobble),
    (
      "flip",
      .overCurrentContext.transition(.flip).animation(.spring(response: 0.5, dampingRatio: 0.8))
    ),
  ]

  @Test(arguments: [0.03, 0.08, 0.15])
  func aReversalMidFlightKeepsValueAndVelocity(time: Double) {
    for (name, style) in Self.reversible {
      let sampler = FrameSampler(style: style, container: Self.container)
      let running = ModalMotionPlan.build(sampler, phase: .presenting)
      let current = Self.onScreen(running, at: time)
      let path = ModalMotionPlan.handoffPath(
        from: current, along: { sampler.frame(.presenting, fractionComplete: $0) },
        progress: running.progress.progress(at: time),
        progressVelocity: running.progress.rate(at: time), target: 0,
        animation: sampler.animation(for: .presenting))
      Self.checkHandoff(path, from: current, name: "\(name) reversed at \(time)")
      // It goes back to hidden.
      let end = ModalMotionPlan.build(path)
      let hidden = sampler.frame(.presenting, fractionComplete: 0)
      for track in end.tracks {
        #expect(abs(track.finalValue - track.field.value(in: hidden)) < 1e-9, "\(name)")
      }
    }
  }

  /// A motion finished early (a dismissal while the presentation settles) runs out under a
  /// critically damped spring responding in a quarter of the logical duration, the share UIKit's
  /// carrier is given too, and never under 0.05 s, however short the animation.
  @Test(arguments: [
    (ModalAnimation.easeInOut(duration: 0.2), 0.05),
    (.easeInOut(duration: 0.4), 0.1),
    (.spring(response: 0.5, dampingRatio: 0.825), 0.125),
    (.easeInOut(duration: 0), 0.05),
    (.linear(duration: 0.1), 0.05),
  ])
  func aMotionFinishedEarlyRunsOutInAQuarterOfItsLogicalDuration(
    animation: ModalAnimation, response: Double
  ) {
    let spring = ModalMotionPlan.finishingSpring(for: animation)
    #expect(abs(spring.response - response) < 1e-12)
    #expect(spring.dampingRatio == 1)
  }

  @Test func aReversalMovingForwardFirstSlowsDown() throws {
    // Mid-flight the content rises fast; a reversal does not throw it back at once.
    let sampler = FrameSampler(style: .fullScreen, container: Self.container)
    let running = ModalMotionPlan.build(sampler, phase: .presenting)
    let current = Self.onScreen(running, at: 0.05)
    let velocity = try #require(current[.offsetY]?.velocity)
    #expect(velocity < -1_000)  // upwards
    let plan = ModalMotionPlan.handoff(
      from: current, along: { sampler.frame(.presenting, fractionComplete: $0) },
      progress: running.progress.progress(at: 0.05),
      progressVelocity: running.progress.rate(at: 0.05), target: 0,
      animation: sampler.animation(for: .presenting))
    let track = try #require(plan.track(.offsetY))
    #expect(track.value(at: 1.0 / 120) < track.value(at: 0))  // still going up
    #expect(track.exact != nil)  // a move stays exact: nothing to correct
  }

  @Test(arguments: [0.03, 0.08, 0.15])
  func aDismissalDuringAPresentationStartsWhereItIs(time: Double) {
    let styles: [(String, ModalStyle)] = [
      ("lightbox", .lightbox), ("card", .card),
      (
        "asymmetric",
        ModalStyle.card.transition(
          insertion: .opacity.combined(with: .scale(from: 1.2)), removal: .move(edge: .bottom))
      ),
    ]
    for (name, style) in styles {
      let sampler = FrameSampler(style: style, container: Self.container)
      let running = ModalMotionPlan.build(sampler, phase: .presenting)
      let current = Self.onScreen(running, at: time)
      let dismissal = ModalTransition.Phase.dismissing(.programmatic)
      // The dismissal's progress that shows as much of the modal, moving the same way.
      let path = ModalMotionPlan.handoffPath(
        from: current, along: { sampler.frame(dismissal, fractionComplete: $0) },
        progress: 1 - running.progress.progress(at: time),
        progressVelocity: -running.progress.rate(at: time), target: 1,
        animation: sampler.animation(for: dismissal))
      Self.checkHandoff(path, from: current, name: "\(name) dismissed at \(time)")
      let end = ModalMotionPlan.build(path)
      let dismissed = sampler.frame(dismissal, fractionComplete: 1)
      for track in end.tracks {
        #expect(abs(track.finalValue - track.field.value(in: dismissed)) < 1e-9, "\(name)")
      }
    }
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300])
  func badHandoffInputNeverYieldsNaN(bad: Double) {
    let sampler = FrameSampler(style: .lightbox, container: Self.container)
    var current: [MotionField: MotionState] = [:]
    for field in MotionField.allCases { current[field] = MotionState(value: bad, velocity: bad) }
    let plan = ModalMotionPlan.handoff(
      from: current, along: { sampler.frame(.presenting, fractionComplete: $0) },
      progress: bad, progressVelocity: bad, target: bad, animation: .easeIn(duration: bad))
    #expect(plan.duration.isFinite && plan.duration <= ModalMotionPlan.maximumDuration)
    for track in plan.tracks {
      let finite =
        track.values.allSatisfy(\.isFinite) && track.value(at: 0.1).isFinite
        && track.velocity(at: 0.1).isFinite
      #expect(finite, "\(track.field)")
    }
  }
}

extension MotionHandoffTests {
  @Test func aPathsFrameCarriesItsCorrections() {
    let sampler = FrameSampler(style: .card, container: Self.container)
    var current: [MotionField: MotionState] = [:]
    current[.offsetY] = MotionState(value: 80, velocity: -200)
    let path = ModalMotionPlan.handoffPath(
      from: current, along: { sampler.frame(.presenting, fractionComplete: $0) }, progress: 0.5,
      progressVelocity: 1, target: 1, animation: sampler.animation(for: .presenting))
    for time in [0, 0.01, 0.05, 0.2, 5] {
      for field in MotionField.allCases {
        #expect(abs(field.value(in: path.frame(at: time)) - path.value(field, at: time)) < 1e-9)
      }
    }
    #expect(path.frame(at: 0).offset.y == 80)
  }
}
