import Testing
import VeilTestSupport

@testable import VeilCore

@Suite struct ModalAnimationTests {
  typealias F = MotionFixtures

  @Test func defaultIsSwiftUIsDefaultSpring() {
    // Apple, `Animation.default`: spring(response: 0.55, dampingFraction: 1.0) from iOS 17.
    let spring = ModalAnimation.default.spring
    #expect(spring == ModalSpring(response: 0.55, dampingRatio: 1))
    #expect(ModalAnimation.default.timingCurve == nil)
  }

  @Test func curvesDefaultToSwiftUIsDuration() {
    // SwiftUI's `linear`, `easeIn`, `easeOut` and `easeInOut` last 0.35 s unless told.
    #expect(ModalAnimation.defaultDuration == 0.35)
    #expect(ModalAnimation.linear() == .timingCurve(.linear, duration: 0.35))
    #expect(ModalAnimation.easeIn() == .timingCurve(.easeIn, duration: 0.35))
    #expect(ModalAnimation.easeOut() == .timingCurve(.easeOut, duration: 0.35))
    #expect(ModalAnimation.easeInOut() == .timingCurve(.easeInOut, duration: 0.35))
    #expect(ModalAnimation.easeInOut(duration: 0.2).timingCurve == .easeInOut)
    #expect(ModalAnimation.easeInOut(duration: 0.2).spring == nil)
    #expect(ModalAnimation.easeInOut(duration: 0.2).logicalDuration == 0.2)
    #expect(ModalAnimation.easeInOut(duration: 0.2).settlingDuration == 0.2)
  }

  /// The shorthands that spare naming `ModalSpring` build the spring its initializers build, bad
  /// input included.
  @Test(arguments: [(0.3, 0.8), (0, 0), (.nan, .infinity), (-1, 2)])
  func springShorthandsMatchTheSpringsInitializers(_ first: Double, _ second: Double) {
    #expect(
      ModalAnimation.spring(response: first, dampingRatio: second)
        == .spring(ModalSpring(response: first, dampingRatio: second)))
    #expect(
      ModalAnimation.spring(duration: first, bounce: second)
        == .spring(ModalSpring(duration: first, bounce: second)))
    #expect(ModalAnimation.spring() == .spring(ModalSpring(duration: 0.5, bounce: 0)))
  }

  @Test func springsCompleteLogicallyAtTheirResponseAndFinishWhenSettled() {
    let animation = ModalAnimation.spring(.snappy)
    #expect(animation.spring == .snappy)
    #expect(animation.logicalDuration == 0.5)
    #expect(animation.settlingDuration == ModalSpring.snappy.exactSettlingDuration)
    #expect(animation.settlingDuration > animation.logicalDuration)
    #expect(!animation.isLogicallyComplete(at: 0.499))
    #expect(animation.isLogicallyComplete(at: 0.5))
    #expect(!animation.isFinished(at: 0.5))
    #expect(!animation.isFinished(at: animation.settlingDuration.nextDown))
    #expect(animation.isFinished(at: animation.settlingDuration))
    #expect(animation.settlingDuration(initialVelocity: 0) == animation.settlingDuration)
    #expect(
      animation.settlingDuration(initialVelocity: 4)
        == ModalSpring.snappy.exactSettlingDuration(target: 1, initialVelocity: 4))
  }

  static let animations: [ModalAnimation] = [
    .spring(.smooth), .spring(.bouncy), .spring(ModalSpring(duration: 0.4, bounce: -0.5)),
    .spring(.interactive), .default, .linear(duration: 0.3), .easeIn(), .easeOut(duration: 0.5),
    .easeInOut(duration: 0.2), .timingCurve(.default, duration: 0.25),
  ]

  @Test(arguments: animations)
  func progressRunsFromZeroToExactlyOne(animation: ModalAnimation) {
    #expect(animation.progress(at: 0) == 0)
    #expect(animation.progress(at: -1) == 0)
    #expect(animation.progress(at: animation.settlingDuration) == 1)
    #expect(animation.progress(at: animation.settlingDuration + 5) == 1)
    #expect(animation.velocity(at: animation.settlingDuration) == 0)
    #expect(animation.velocity(at: -1) == 0)
    // Just before the end the progress is already within the settling threshold of 1 (springs,
    // 0.001 by SwiftUI's default) or the curve's value there.
    let justBefore = animation.settlingDuration.nextDown
    F.expectNear(animation.progress(at: justBefore), 1, within: 0.001 + 1e-9)
  }

  @Test(arguments: animations)
  func progressFollowsItsSpringOrCurve(animation: ModalAnimation) throws {
    for time in [0.01, 0.07, 0.15, 0.29] where time < animation.settlingDuration {
      if let spring = animation.spring {
        #expect(animation.progress(at: time) == spring.value(target: 1, time: time))
        F.expectNear(
          animation.velocity(at: time), spring.velocity(target: 1, time: time), within: 1e-12)
      } else {
        let curve = try #require(animation.timingCurve)
        let duration = animation.settlingDuration
        #expect(animation.progress(at: time) == curve.value(at: time / duration))
        F.expectNear(
          animation.velocity(at: time), curve.velocity(at: time / duration) / duration,
          within: 1e-12)
      }
    }
  }

  @Test(arguments: animations)
  func velocityIsTheDerivativeOfProgress(animation: ModalAnimation) {
    // Central differences with h = 1e-6 inside the animation; tolerance 1e-3 progress/s.
    let h = 1e-6
    var time = 0.013
    while time < animation.settlingDuration - 0.01 {
      let slope =
        (animation.progress(at: time + h, initialVelocity: 2)
          - animation.progress(at: time - h, initialVelocity: 2)) / (2 * h)
      F.expectNear(
        animation.velocity(at: time, initialVelocity: 2), slope, within: 1e-3, "t = \(time)")
      time += 0.031
    }
  }

  @Test func springsUseTheInitialVelocityAndCurvesIgnoreIt() {
    let spring = ModalAnimation.spring(.smooth)
    #expect(spring.progress(at: 0.05, initialVelocity: 6) > spring.progress(at: 0.05))
    #expect(spring.velocity(at: 0, initialVelocity: 6) == 6)
    let curve = ModalAnimation.easeOut(duration: 0.3)
    #expect(curve.progress(at: 0.05, initialVelocity: 6) == curve.progress(at: 0.05))
    #expect(curve.velocity(at: 0.05, initialVelocity: 6) == curve.velocity(at: 0.05))
  }

  @Test func aFlickedSpringSnapsToOneOnlyOnceSettled() {
    // Flicked away from the target, the spring travels further and settles later than from
    // rest: progress becomes exactly 1 at that later time, and is within 0.001 of 1 just before.
    let animation = ModalAnimation.spring(.smooth)
    let velocity = -10.0
    let settled = animation.settlingDuration(initialVelocity: velocity)
    #expect(settled > animation.settlingDuration)
    #expect(animation.progress(at: settled, initialVelocity: velocity) == 1)
    #expect(animation.isFinished(at: settled, initialVelocity: velocity))
    #expect(!animation.isFinished(at: settled.nextDown, initialVelocity: velocity))
    F.expectNear(
      animation.progress(at: settled.nextDown, initialVelocity: velocity), 1, within: 0.001 + 1e-9)
    // Between the two settling times: finished for a start from rest, not for this one.
    let between = (animation.settlingDuration + settled) / 2
    #expect(animation.progress(at: between, initialVelocity: velocity) != 1)
    #expect(animation.isFinished(at: between))
    #expect(!animation.isFinished(at: between, initialVelocity: velocity))
  }

  @Test func aSpringFlickedTowardsTheTargetSnapsAtTheUsualTime() {
    // Flicked towards the target it can settle earlier than from rest (0.714 s against 0.735 s
    // for smooth at 25 progress/s); progress then stays within 0.001 of 1 and snaps at the
    // usual settling duration, so `isFinished(at:)` and the snap agree.
    let animation = ModalAnimation.spring(.smooth)
    let velocity = 25.0
    let early = animation.settlingDuration(initialVelocity: velocity)
    #expect(early < animation.settlingDuration)
    let between = (early + animation.settlingDuration) / 2
    F.expectNear(animation.progress(at: between, initialVelocity: velocity), 1, within: 0.001)
    #expect(animation.progress(at: between, initialVelocity: velocity) != 1)
    #expect(
      animation.progress(at: animation.settlingDuration, initialVelocity: velocity) == 1)
    #expect(animation.isFinished(at: animation.settlingDuration, initialVelocity: velocity))
  }

  @Test func curvesAreFinishedAtTheirDuration() {
    let animation = ModalAnimation.easeInOut(duration: 0.2)
    #expect(!animation.isLogicallyComplete(at: 0.199))
    #expect(animation.isLogicallyComplete(at: 0.2))
    #expect(animation.isFinished(at: 0.2))
    #expect(animation.isFinished(at: 0.2, initialVelocity: 3))
    #expect(!animation.isFinished(at: 0.1, initialVelocity: 3))
    F.expectNear(animation.progress(at: 0.1), 0.5, within: 1e-12)
  }

  // MARK: - Bad input

  @Test(arguments: F.badNumbers)
  func curveDurationsClamp(bad: Double) {
    let animation = ModalAnimation.easeInOut(duration: bad)
    let expected: Double = bad.isNaN ? 0.35 : bad == .infinity ? 3_600 : 0
    #expect(animation.settlingDuration == expected)
    #expect(animation.logicalDuration == expected)
    #expect(ModalAnimation.linear(duration: bad) == .timingCurve(.linear, duration: expected))
    #expect(ModalAnimation.easeIn(duration: bad) == .timingCurve(.easeIn, duration: expected))
    #expect(ModalAnimation.easeOut(duration: bad) == .timingCurve(.easeOut, duration: expected))
    if expected == 0 {
      // Zero means "jump": 0 at time 0, 1 from any later time on, never moving.
      #expect(animation.progress(at: 0) == 0)
      #expect(animation.progress(at: 1e-9) == 1)
      #expect(animation.velocity(at: 0) == 0)
      #expect(!animation.isFinished(at: 0))
      #expect(animation.isFinished(at: 1e-9))
      #expect(animation.isLogicallyComplete(at: 1e-9))
    }
  }

  @Test(arguments: F.badNumbers)
  func timesAndVelocitiesClamp(bad: Double) {
    for animation in Self.animations {
      let progress = animation.progress(at: bad)
      #expect(progress == (bad == .infinity ? 1 : 0))
      #expect(animation.velocity(at: bad) == (bad == 0 ? animation.velocity(at: 0) : 0))
      #expect(animation.isFinished(at: bad) == (bad == .infinity))
      #expect(animation.isLogicallyComplete(at: bad) == (bad == .infinity))
      #expect(animation.isFinished(at: bad, initialVelocity: 1) == (bad == .infinity))
      for time in [0.0, 0.05, 0.2, 1] {
        #expect(animation.progress(at: time, initialVelocity: bad).isFinite)
        #expect(animation.velocity(at: time, initialVelocity: bad).isFinite)
      }
      #expect(animation.settlingDuration(initialVelocity: bad).isFinite)
    }
  }
}
