import Testing
import VeilTestSupport

@testable import VeilCore

@Suite struct ModalMotionPlanTests {
  static let phone = Size(width: 393, height: 852)
  static let phases: [ModalTransition.Phase] = [.presenting, .dismissing]

  @Test(arguments: ModalStyle.builtIns.map { $0.name })
  func playbackMatchesTheSampler(name: String) throws {
    let builtIn = try #require(ModalStyle.builtIn(named: name))
    PlanPlaybackCheck.checkPlayback(builtIn.style, name: name)
  }

  /// A transition of the app's own: a rise with a wobble that is not linear in progress, a
  /// corner radius that grows, on a bouncy spring. Sampled keyframes carry what is not linear.
  static let wobble = ModalStyle.card
    .transition(
      .custom("wobble") { progress, frame in
        frame.contentOpacity *= progress
        frame.offset.y += (1 - progress) * 120 + 30 * (progress * (1 - progress))
        frame.rotationY += 25 * (1 - progress) * (1 - progress)
        frame.cornerRadius = 8 + 24 * progress * progress
      }
    )
    .animation(.spring(response: 0.45, dampingRatio: 0.6))

  @Test func customTransitionPlaysBack() {
    PlanPlaybackCheck.checkPlayback(Self.wobble, name: "wobble")
    // The rotation and the corner radius are not linear in progress: keyframes.
    let plan = ModalMotionPlan.build(
      FrameSampler(style: Self.wobble, container: ModalContainer(size: Self.phone)),
      phase: .presenting)
    #expect(plan.track(.rotationY)?.exact == nil)
    #expect(plan.track(.cornerRadius)?.exact == nil)
    #expect((plan.track(.rotationY)?.values.count ?? 0) > 2)
  }

  @Test(arguments: ModalStyle.builtIns.map { $0.name })
  func reduceMotionOnlyFades(name: String) throws {
    let builtIn = try #require(ModalStyle.builtIn(named: name))
    let sampler = FrameSampler(
      style: builtIn.style, container: ModalContainer(size: Self.phone), reduceMotion: true)
    for phase in Self.phases {
      let plan = ModalMotionPlan.build(sampler, phase: phase)
      for field in [MotionField.contentScale, .offsetX, .offsetY, .rotationY] {
        #expect(plan.track(field)?.isConstant == true, "\(name) \(phase) \(field)")
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

  // MARK: - Exact tracks

  @Test(arguments: [
    TimingCurve.easeInOut, .easeOut, .bezier(x1: 0.2, y1: 0.9, x2: 0.3, y2: 1),
  ])
  func curvesPlayExactly(curve: TimingCurve) {
    let style = ModalStyle.cover.animation(.timingCurve(curve, duration: 0.3))
    let sampler = FrameSampler(style: style, container: ModalContainer(size: Self.phone))
    for phase in Self.phases {
      let plan = ModalMotionPlan.build(sampler, phase: phase)
      let moving = plan.tracks.filter { !$0.isConstant }
      #expect(!moving.isEmpty)
      for track in moving {
        #expect(track.exact?.timing == .curve(curve), "\(phase) \(track.field)")
        #expect(track.exact?.duration == 0.3)
      }
      PlanPlaybackCheck.checkPlayback(sampler, phase, name: "cover \(curve)")
    }
  }

  @Test(arguments: [0.7, 1.0, 1.4])
  func springsPlayExactly(dampingRatio: Double) {
    let spring = ModalSpring(response: 0.4, dampingRatio: dampingRatio)
    let style = ModalStyle.card.animation(.spring(spring))
    let sampler = FrameSampler(style: style, container: ModalContainer(size: Self.phone))
    let plan = ModalMotionPlan.build(sampler, phase: .presenting)
    // The scale follows the progress through any overshoot; opacity and the backdrop are
    // clamped to 0…1, so they are exact only when the spring does not overshoot.
    let scale = plan.track(.contentScale)?.exact
    #expect(scale?.timing == .spring(spring, initialVelocity: 0))
    #expect(scale?.duration == spring.exactSettlingDuration)
    let overshoots = dampingRatio < 1
    #expect((plan.track(.contentOpacity)?.exact == nil) == overshoots)
    PlanPlaybackCheck.checkPlayback(sampler, .presenting, name: "card ζ \(dampingRatio)")
  }

  @Test func flipTurnsExactlyAndHidesByKeyframes() {
    let style = ModalStyle.fullScreen.transition(.flip).animation(.easeInOut(duration: 0.5))
    let sampler = FrameSampler(style: style, container: ModalContainer(size: Self.phone))
    let plan = ModalMotionPlan.build(sampler, phase: .presenting)
    #expect(plan.track(.rotationY)?.exact?.from == 180)
    #expect(plan.track(.rotationY)?.exact?.to == 0)
    #expect(plan.track(.contentOpacity)?.exact == nil)
    PlanPlaybackCheck.checkPlayback(sampler, .presenting, name: "flip")
  }

  @Test func aReleasedDragPlaysExactlyAtTheFingersSpeed() throws {
    let sampler = FrameSampler(style: .lightbox, container: ModalContainer(size: Self.phone))
    let configuration = try #require(ModalStyle.lightbox.dragToDismiss)
    let release = configuration.release(
      translation: Vector(x: 0, y: 60), velocity: Vector(x: 0, y: 300), in: Self.phone)
    let start = sampler.frame(dragging: Vector(x: 0, y: 60))
    let plan = ModalMotionPlan.build(
      MotionPath(
        frame: {
          sampler.releaseFrame(
            release, backdropStrengthAtRelease: start.backdropStrength, fractionComplete: $0)
        },
        progress: ProgressMotion(
          from: 0, to: 1, animation: sampler.releaseAnimation(for: release),
          initialVelocity: release.motion.relativeSpeed)))
    let offset = try #require(plan.track(.offsetY))
    #expect(abs(offset.value(at: 0) - start.offset.y) < 1e-9)
    #expect(offset.exact != nil)
    PlanPlaybackCheck.checkPlayback(plan, name: "release") { field, time in
      field.value(in: sampler.frame(after: release, from: start, at: time))
    }
  }

  // MARK: - Bad input

  @Test func aTrackPastItsEndShowsItsLastValue() {
    // Core Animation shows the model value, the last one, once an animation is over, however
    // long after; before the start the first. Exact and keyframe tracks alike.
    let sampler = FrameSampler(style: .card, container: ModalContainer(size: Self.phone))
    let plan = ModalMotionPlan.build(sampler, phase: .presenting)
    #expect(plan.tracks.contains { $0.exact != nil })
    for track in plan.tracks {
      let first = track.values.first ?? .nan
      let last = track.values.last ?? .nan
      #expect(track.value(at: .infinity) == track.finalValue, "\(track.field)")
      #expect(track.keyframeValue(at: .infinity) == last, "\(track.field)")
      #expect(track.velocity(at: .infinity) == 0, "\(track.field)")
      #expect(track.value(at: -.infinity) == (track.exact?.from ?? first), "\(track.field)")
      #expect(track.keyframeValue(at: -.infinity) == first, "\(track.field)")
      #expect(track.velocity(at: -.infinity) == 0, "\(track.field)")
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
      #expect(track.velocity(at: .nan).isFinite)
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
