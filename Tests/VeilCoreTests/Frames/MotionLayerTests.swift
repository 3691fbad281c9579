import Foundation
import Testing
import VeilTestSupport

@testable import VeilCore

/// What the iOS layer reads back from a presentation layer and how it joins the transform's
/// tracks.
@Suite struct MotionLayerTests {
  static let phone = Size(width: 393, height: 852)

  @Test(arguments: [
    (1.0, 0.0, 0.0, 0.0), (1.2, 0.0, 10.0, -40.0), (0.8, 35.0, -12.0, 300.0),
    (1.0, -120.0, 0.0, 0.0), (0.5, 179.0, 3.0, 4.0),
  ])
  func aTransformReadsBackItsFields(
    scale: Double, rotation: Double, x: Double, y: Double
  ) {
    for isRightToLeft in [false, true] {
      var frame = ModalFrame(container: Self.phone)
      frame.contentScale = scale
      frame.rotationY = rotation
      frame.offset = Vector(x: x, y: y)
      let geometry = LayerGeometry(
        frame: frame, restingRect: frame.contentRect, isRightToLeft: isRightToLeft)
      let read = geometry.transform.motionValues(isRightToLeft: isRightToLeft)
      #expect(abs(read.scale - scale) < 1e-9)
      #expect(abs(read.rotationY - rotation) < 1e-9, "\(read.rotationY)")
      #expect(abs(read.offset.x - x) < 1e-9 && abs(read.offset.y - y) < 1e-9)
    }
  }

  @Test func aBadTransformReadsBackFinite() {
    var transform = LayerGeometry.Transform()
    transform.m22 = .nan
    transform.m41 = .infinity
    let read = transform.motionValues()
    #expect(read.scale.isFinite && read.rotationY.isFinite && read.offset.x.isFinite)
  }

  @Test func theTracksGiveTheirFrame() {
    let sampler = FrameSampler(style: .card, container: ModalContainer(size: Self.phone))
    let plan = ModalMotionPlan.build(sampler, phase: .presenting)
    let frame = plan.frame(at: 0.1, template: sampler.restingFrame)
    let truth = sampler.frame(.presenting, at: 0.1)
    for field in MotionField.allCases {
      #expect(abs(field.value(in: frame) - field.value(in: truth)) <= field.tolerance)
    }
    #expect(plan.finalFrame(template: sampler.restingFrame) == sampler.restingFrame)
  }

  @Test func aScaleAndAMoveOnOneTimingPlayAsOneExactTransform() throws {
    let style = ModalStyle.card.transition(.scale(from: 0.8).combined(with: .offset(y: 60)))
    let sampler = FrameSampler(style: style, container: ModalContainer(size: Self.phone))
    let plan = ModalMotionPlan.build(sampler, phase: .presenting)
    let shared = try #require(plan.sharedExactTiming(of: MotionField.transformFields))
    #expect(shared.0 == plan.track(.contentScale)?.exact?.timing)
  }

  @Test func aFlipPlaysItsTransformAsJoinedKeyframes() throws {
    let style = ModalStyle.fullScreen.transition(.flip).animation(.easeInOut(duration: 0.5))
    let sampler = FrameSampler(style: style, container: ModalContainer(size: Self.phone))
    let plan = ModalMotionPlan.build(sampler, phase: .presenting)
    #expect(plan.sharedExactTiming(of: MotionField.transformFields) == nil)
    let times = plan.keyTimes(joining: MotionField.transformFields)
    let rotation = try #require(plan.track(.rotationY))
    #expect(Set(rotation.keyTimes).isSubset(of: Set(times)))
    #expect(times.first == 0 && times.last == 1 && times == times.sorted())
    // Played at the joined times, the rotation stays within its tolerance.
    for step in 0...Int(plan.duration * 240) {
      let time = Double(step) / 240
      let played = CoreAnimationPlayback.keyframes(
        times, times.map { rotation.keyframeValue(at: $0 * plan.duration) },
        duration: plan.duration, at: time)
      let truth = sampler.frame(.presenting, at: time).rotationY
      #expect(abs(played - truth) <= PlanPlaybackCheck.tolerance(.rotationY))
    }
  }
}

extension MotionLayerTests {
  @Test func coreAnimationPlaysWhatItEvaluatesAlike() {
    let overDamped = MotionTiming.spring(
      ModalSpring(response: 0.4, dampingRatio: 1.5), initialVelocity: 0)
    let bouncy = MotionTiming.spring(
      ModalSpring(response: 0.4, dampingRatio: 0.7), initialVelocity: 2)
    #expect(!overDamped.isPlayable(allowsOverdamping: false))
    #expect(overDamped.isPlayable(allowsOverdamping: true))
    #expect(bouncy.isPlayable(allowsOverdamping: false))
    #expect(MotionTiming.curve(.easeInOut).isPlayable(allowsOverdamping: false))
    let overshoot = MotionTiming.curve(.bezier(x1: 0.3, y1: 1.4, x2: 0.6, y2: 1))
    #expect(!overshoot.isPlayable(allowsOverdamping: true))
  }
}
