import Testing
import VeilTestSupport

@testable import VeilCore

@Suite struct InterruptibleAnimatorTests {
  typealias F = MotionFixtures

  @Test func followsItsSpringFromTheStart() {
    // A start from 100 towards 400 with 50 pt/s is the spring's move of 300 shifted by 100.
    let animator = InterruptibleAnimator(
      value: 100, velocity: 50, target: 400, spring: .bouncy, time: 10)
    for elapsed in [0, 0.05, 0.2, 0.6] {
      F.expectNear(
        animator.value(at: 10 + elapsed),
        100 + ModalSpring.bouncy.value(target: 300, initialVelocity: 50, time: elapsed),
        within: 1e-9)
      F.expectNear(
        animator.velocity(at: 10 + elapsed),
        ModalSpring.bouncy.velocity(target: 300, initialVelocity: 50, time: elapsed), within: 1e-9)
    }
    #expect(animator.target == 400)
    #expect(animator.spring == .bouncy)
    #expect(animator.anchorTime == 10)
  }

  @Test func startsAtRestByDefault() {
    let animator = InterruptibleAnimator(value: 42)
    #expect(animator.target == 42)
    #expect(animator.value(at: 1) == 42)
    #expect(animator.velocity(at: 1) == 0)
    #expect(animator.isSettled(at: 0))
    #expect(animator.settlingTime == 0)
    #expect(animator.epsilon == 0.001)
  }

  /// Retargeting keeps the value and the velocity at the retarget time exactly (the new anchor
  /// is the state sampled there), and the motions on either side join without a jump or a
  /// stop: the one-sided slopes over h = 1 µs before (old motion) and after (new motion) both
  /// equal the velocity at the join, within the bound the spring equation puts on the
  /// acceleration, |a| ≤ ω₀²·|x − target| + 2ζω₀·|v|, times h (plus 1e-6 pt/s of rounding).
  @Test(arguments: [
    ModalSpring.smooth, .snappy, .bouncy, .interactive, ModalSpring(duration: 0.4, bounce: -0.6),
  ])
  func retargetingKeepsPositionAndVelocityContinuous(spring: ModalSpring) {
    var animator = InterruptibleAnimator(value: 0, target: 600, spring: spring, time: 0)
    // A deterministic series of interruptions: back, further, across, twice at nearly the same
    // instant, and once after settling.
    let interruptions: [(time: Double, target: Double)] = [
      (0.08, 0), (0.13, 800), (0.31, -200), (0.3100001, 150), (0.9, 300), (9, -40),
    ]
    let h = 1e-6
    let omega = 2 * Double.pi / spring.response
    for interruption in interruptions {
      let time = interruption.time
      let value = animator.value(at: time)
      let velocity = animator.velocity(at: time)
      // Before the join only the old motion counts: never step back past its own anchor.
      let hBefore = min(h, time - animator.anchorTime)
      let before = animator.value(at: time - hBefore)
      let oldTarget = animator.target
      animator.retarget(to: interruption.target, at: time)
      #expect(animator.value(at: time) == value)
      #expect(animator.velocity(at: time) == velocity)
      #expect(animator.target == interruption.target)
      #expect(animator.anchorTime == time)
      let after = animator.value(at: time + h)
      func bound(_ target: Double) -> Double {
        (omega * omega * abs(value - target) + 2 * spring.dampingRatio * omega * abs(velocity))
          * h + 1e-6
      }
      F.expectNear(
        (value - before) / hBefore, velocity, within: bound(oldTarget), "before \(time)")
      F.expectNear(
        (after - value) / h, velocity, within: bound(interruption.target), "after \(time)")
      F.expectNear(
        animator.velocity(at: time + h), velocity, within: bound(interruption.target),
        "velocity after \(time)")
    }
    // Changing the spring mid-flight keeps the state too.
    animator.retarget(to: 500, at: 9.05)
    let value = animator.value(at: 9.1)
    let velocity = animator.velocity(at: 9.1)
    #expect(velocity != 0)
    animator.retarget(to: 50, at: 9.1, spring: .interactive)
    #expect(animator.spring == .interactive)
    #expect(animator.value(at: 9.1) == value)
    #expect(animator.velocity(at: 9.1) == velocity)
  }

  @Test func aRetargetedMotionIsTheSpringFromTheNewAnchor() {
    // After a retarget at t = 0.1 the motion is the spring's, started from the state there.
    var animator = InterruptibleAnimator(value: 0, target: 500, spring: .snappy, time: 0)
    let value = animator.value(at: 0.1)
    let velocity = animator.velocity(at: 0.1)
    animator.retarget(to: -100, at: 0.1)
    let spring = ModalSpring.snappy
    for elapsed in [0.01, 0.1, 0.3] {
      F.expectNear(
        animator.value(at: 0.1 + elapsed),
        value + spring.value(target: -100 - value, initialVelocity: velocity, time: elapsed),
        within: 1e-9)
    }
  }

  @Test func retargetingToTheSameTargetChangesNothingAhead() {
    var animator = InterruptibleAnimator(value: 0, target: 300, spring: .bouncy, time: 0)
    let untouched = animator
    animator.retarget(to: 300, at: 0.2)
    for time in [0.25, 0.4, 0.8] {
      F.expectNear(animator.value(at: time), untouched.value(at: time), within: 1e-9)
      F.expectNear(animator.velocity(at: time), untouched.velocity(at: time), within: 1e-8)
    }
  }

  @Test func knowsWhenItHasSettled() {
    let animator = InterruptibleAnimator(value: 0, target: 300, spring: .bouncy, time: 2)
    let settling = animator.settlingTime
    // The settling time is the spring's settling duration for this move, from the anchor.
    F.expectNear(
      settling - 2, ModalSpring.bouncy.exactSettlingDuration(target: 300, epsilon: 0.001),
      within: 1e-12)
    #expect(!animator.isSettled(at: settling.nextDown))
    #expect(animator.isSettled(at: settling))
    #expect(animator.value(at: settling) == 300)
    #expect(animator.velocity(at: settling) == 0)
    F.expectNear(animator.value(at: settling.nextDown), 300, within: 0.001 + 1e-9)
    // A looser epsilon settles sooner.
    let loose = InterruptibleAnimator(
      value: 0, target: 300, spring: .bouncy, time: 2, epsilon: 0.5)
    #expect(loose.settlingTime < settling)
  }

  @Test func timeNeverRunsBackwards() {
    var animator = InterruptibleAnimator(value: 0, target: 100, spring: .smooth, time: 1)
    #expect(animator.value(at: 0.5) == 0)
    #expect(animator.velocity(at: 0.5) == 0)
    let value = animator.value(at: 1.2)
    animator.retarget(to: 0, at: 1.2)
    // A late retarget counts as happening at the anchor.
    animator.retarget(to: 50, at: 1.1)
    #expect(animator.anchorTime == 1.2)
    #expect(animator.value(at: 1.2) == value)
  }

  // MARK: - Bad input

  @Test(arguments: F.badNumbers)
  func initializerClamps(bad: Double) {
    // Values and targets: NaN and infinities as documented, finite ones clamped to ±10¹².
    let clamped = bad.isFinite ? max(bad, -1e12) : 0
    let fromValue = InterruptibleAnimator(value: bad, target: 10)
    #expect(fromValue.value(at: 0) == clamped)
    let fromTarget = InterruptibleAnimator(value: 5, target: bad)
    #expect(fromTarget.target == (bad.isFinite ? clamped : 5))
    let fromVelocity = InterruptibleAnimator(value: 0, velocity: bad, target: 10)
    let velocity = bad.isNaN ? 0 : min(max(bad, -100_000), 100_000)
    #expect(fromVelocity.velocity(at: 0) == velocity)
    let fromTime = InterruptibleAnimator(value: 0, target: 10, time: bad)
    #expect(fromTime.anchorTime == (bad.isFinite ? bad : 0))
    let fromEpsilon = InterruptibleAnimator(value: 0, target: 10, epsilon: bad)
    #expect(fromEpsilon.epsilon == (bad.isFinite && bad > 0 ? bad : 0.001))
    for animator in [fromValue, fromTarget, fromVelocity, fromTime, fromEpsilon] {
      #expect(animator.settlingTime.isFinite)
      for time in [-1, 0, 0.1, 1, 100] {
        #expect(animator.value(at: time).isFinite)
        #expect(animator.velocity(at: time).isFinite)
      }
    }
  }

  @Test(arguments: F.badNumbers)
  func samplingAndRetargetingClamp(bad: Double) {
    var animator = InterruptibleAnimator(value: 0, target: 100, spring: .bouncy, time: 0)
    // Sampling: NaN and times before the anchor give the anchor's state; +∞ the resting state.
    let expectedValue: Double = bad == .infinity ? 100 : bad > 0 ? animator.value(at: bad) : 0
    #expect(animator.value(at: bad) == expectedValue)
    #expect(animator.isSettled(at: bad) == (bad == .infinity))
    // Retargeting: a NaN or infinite target keeps the current one.
    animator.retarget(to: bad, at: 0.1)
    #expect(animator.target == (bad.isFinite ? max(bad, -1e12) : 100))
    #expect(animator.value(at: 0.3).isFinite)
    // A NaN, earlier or -∞ time re-anchors at the anchor; +∞ at the settling time.
    var timed = InterruptibleAnimator(value: 0, target: 100, spring: .bouncy, time: 0)
    let settling = timed.settlingTime
    timed.retarget(to: 0, at: bad)
    #expect(timed.anchorTime == (bad == .infinity ? settling : 0))
    #expect(timed.settlingTime.isFinite)
    #expect(timed.value(at: 0.5).isFinite)
  }
}

extension InterruptibleAnimatorTests {
  @Test func theDocumentedExample() {
    var y = InterruptibleAnimator(value: 0, target: 600, spring: .smooth, time: 0)
    let early = y.value(at: 0.1)
    #expect(early > 0 && early < 600)
    y.retarget(to: 0, at: 0.1)
    #expect(y.value(at: 0.1) == early)
    #expect(y.isSettled(at: 2))
    #expect(y.value(at: 2) == 0)
  }
}
