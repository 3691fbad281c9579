import Testing
import VeilCore

@testable import VeilDecisions

/// UIKit's carrier runs for the plan's own duration (finding N11 of the second review), so that
/// what UIKit adds alongside ends when the layers do, and follows the motion when it turns.
@Suite struct MotionCarrierTests {
  /// A spring given to UIKit as mass, stiffness and damping runs on UIKit's own settling time;
  /// the carrier gets the plan's duration on a cubic curve instead.
  @Test func test_N11_aSpringsCarrierRunsForThePlansDuration() {
    let spring = ModalAnimation.spring(ModalSpring(response: 0.4, dampingRatio: 0.8))
    let timing = MotionCarrier.timing(planDuration: 0.62, animation: spring)
    #expect(timing.duration == 0.62)
    #expect(timing.curve == .easeOut)
  }

  @Test func test_N11_aCurvesCarrierMovesAsTheCurveOverThePlansDuration() {
    let curve = TimingCurve.bezier(x1: 0.2, y1: 0.9, x2: 0.3, y2: 1)
    let timing = MotionCarrier.timing(
      planDuration: 0.35, animation: .timingCurve(curve, duration: 0.35))
    #expect(timing.duration == 0.35)
    #expect(timing.curve == curve)
  }

  @Test func test_N11_aBadDurationIsNoDuration() {
    #expect(MotionCarrier.timing(planDuration: .nan, animation: .default).duration == 0)
    #expect(MotionCarrier.timing(planDuration: -1, animation: .default).duration == 0)
    #expect(MotionCarrier.durationFactor(planDuration: 0.3, duration: 0.5, remaining: 0) == 1)
  }

  /// A reversal 40 % of the way into a 0.5 s carrier: 0.2 s of it lie behind, and the new plan
  /// takes 0.3 s back; 0.3 = 0.4 × 0.5 × factor.
  @Test func test_N11_aTurnedCarrierEndsWithTheNewPlan() throws {
    var carrier = MotionCarrier(planDuration: 0.5, animation: .default)
    #expect(carrier.handle(.start(isRunning: false)) == [.start])
    let turned = carrier.handle(
      .handedOff(planDuration: 0.3, turns: true, fractionComplete: 0.4, isActive: true))
    #expect(turned.count == 3)
    #expect(turned.prefix(2) == [.pause, .turn])
    guard case .continueAnimation(let curve, let factor) = try #require(turned.last) else {
      Issue.record("expected the carrier to continue, got \(turned)")
      return
    }
    #expect(curve == carrier.timing.curve)
    #expect(abs(factor * 0.5 * 0.4 - 0.3) < 1e-12)
    #expect(carrier.isReversed)
  }

  /// Finishing early keeps the direction and hurries the rest of the way: 60 % of a 0.5 s
  /// carrier is left, the finishing plan takes 0.1 s.
  @Test func test_N11_aCarrierFinishedEarlyEndsWithTheFinishingPlan() throws {
    var carrier = MotionCarrier(planDuration: 0.5, animation: .default)
    let hurried = carrier.handle(
      .handedOff(planDuration: 0.1, turns: false, fractionComplete: 0.4, isActive: true))
    guard case .continueAnimation(_, let factor) = try #require(hurried.last) else {
      Issue.record("expected the carrier to continue, got \(hurried)")
      return
    }
    #expect(hurried.first == .pause)
    #expect(abs(factor * 0.5 * 0.6 - 0.1) < 1e-12)
    // Turned back, then turned again: the remaining way is measured in the new direction.
    _ = carrier.handle(
      .handedOff(planDuration: 0.2, turns: true, fractionComplete: 0.7, isActive: true))
    let again = carrier.handle(
      .handedOff(planDuration: 0.2, turns: true, fractionComplete: 0.5, isActive: true))
    guard case .continueAnimation(_, let last) = try #require(again.last) else { return }
    #expect(!carrier.isReversed)
    #expect(abs(last * 0.5 * 0.5 - 0.2) < 1e-12)
  }

  @Test func aCarrierUIKitStartedIsNotStartedAgain() {
    var carrier = MotionCarrier(planDuration: 0.5, animation: .default)
    #expect(carrier.handle(.start(isRunning: true)).isEmpty)
  }

  @Test func anInactiveCarrierIsOnlyTakenAway() {
    var carrier = MotionCarrier(planDuration: 0.5, animation: .default)
    #expect(
      carrier.handle(
        .handedOff(planDuration: 0.3, turns: true, fractionComplete: 0.4, isActive: false)
      )
      .isEmpty)
    #expect(!carrier.isReversed)
    #expect(carrier.handle(.ended(atEnd: true, isActive: false)) == [.removeView])
    #expect(carrier.handle(.cancelled(isActive: false)) == [.removeView])
  }

  /// The plan's end lands what runs alongside where the layers are; a cancel leaves it.
  @Test func theEndFinishesTheCarrierWhereTheMotionEndedAndACancelStopsIt() {
    var carrier = MotionCarrier(planDuration: 0.5, animation: .default)
    #expect(
      carrier.handle(.ended(atEnd: false, isActive: true)) == [.finish(atEnd: false), .removeView])
    #expect(carrier.handle(.cancelled(isActive: true)) == [.stop, .removeView])
  }
}
