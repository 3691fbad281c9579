import Foundation
import Testing
import VeilTestSupport

@testable import VeilCore

private typealias F = MotionFixtures

/// The fast paths of the engine's motion against the slow, obvious computations they replace:
/// the exponential, sine and cosine against Foundation's, the spring's precomputed closed form
/// against the textbook one, the stepper and `update` against the closed form, and the timing
/// curve's table against the full solve.
@Suite struct FastMotionMathTests {
  // MARK: - The elementary functions

  @Test func exponentialIsWithinFourUlpsOfFoundations() {
    // Half near the arguments a spring uses (−40…0), half over the whole fast range.
    let worst = Self.worstError(seed: 0x5EED_E, usual: -40...0, whole: -707.9...708.9) { x in
      let exact = Foundation.exp(x)
      return abs(SpringMath.exp(x) - exact) / exact.ulp
    }
    #expect(worst <= 4, "worst error \(worst) ulps")
    // Outside the fast range and at the specials, Foundation's own answers.
    for x in [-745.2, -708.5, 709.5, 1e6, -.infinity, .infinity, 0, -0.0] {
      #expect(SpringMath.exp(x) == Foundation.exp(x))
    }
    #expect(SpringMath.exp(.nan).isNaN)
  }

  @Test func sineAndCosineAreWithinAnUlpOfOneOfFoundations() {
    // Springs use ω_d·t: mostly below a few hundred radians; some far out, up to the cap.
    let worst = Self.worstError(seed: 0x51_4E, usual: -400...400, whole: -823_549...823_549) {
      x in
      let (sine, cosine) = SpringMath.sinCos(x)
      return max(abs(sine - Foundation.sin(x)), abs(cosine - Foundation.cos(x)))
    }
    #expect(worst <= Double.ulpOfOne, "worst absolute error \(worst)")
    for x in [1e6, -1e7, 1e300, .infinity, .nan] {
      let (sine, cosine) = SpringMath.sinCos(x)
      #expect(sine.isNaN == Foundation.sin(x).isNaN)
      if !sine.isNaN {
        #expect(sine == Foundation.sin(x) && cosine == Foundation.cos(x))
      }
    }
  }

  /// The largest `error(x)` over 200 000 seeded arguments, alternately from the range a
  /// spring uses most and from the whole fast range.
  private static func worstError(
    seed: UInt64, usual: ClosedRange<Double>, whole: ClosedRange<Double>,
    _ error: (Double) -> Double
  ) -> Double {
    var random = SplitMix64(seed: seed)
    var worst = 0.0
    for index in 0..<200_000 {
      let range = index.isMultiple(of: 2) ? usual : whole
      worst = max(worst, error(Double.random(in: range, using: &random)))
    }
    return worst
  }

  // MARK: - The spring's closed form

  static let springs: [ModalSpring] = [
    ModalSpring(response: 0.5, dampingRatio: 0.825), ModalSpring(response: 0.3, dampingRatio: 0.5),
    .bouncy, .snappy, .smooth, .interactive, ModalSpring(duration: 0.4, bounce: -0.5),
    ModalSpring(response: 2, dampingRatio: 0.05),
    ModalSpring(response: 0.5, dampingRatio: 1 - 1e-7),
  ]

  @Test(arguments: springs)
  func valueAgreesWithTheTextbookClosedForm(spring: ModalSpring) {
    var random = SplitMix64(seed: 0xC105_ED)
    for _ in 0..<20_000 {
      let time = Double.random(in: 0...3, using: &random)
      let target = Double.random(in: -500...500, using: &random)
      let velocity = Double.random(in: -3_000...3_000, using: &random)
      let textbook = F.textbookState(
        spring: spring, displacement: -target, velocity: velocity, time: time)
      let scale = max(1, abs(target), abs(velocity))
      let fast = spring.value(target: target, initialVelocity: velocity, time: time)
      F.expectNear(fast, target + textbook.displacement, within: 1e-12 * scale)
      // The velocity comes from the same closed form (the interruptions and the settling time
      // read it): within rounding of the textbook's too.
      let state = spring.state(displacement: -target, velocity: velocity, time: time)
      F.expectNear(state.displacement, textbook.displacement, within: 1e-12 * scale)
      F.expectNear(
        state.velocity, textbook.velocity, within: 1e-11 * scale / min(1, spring.response))
      F.expectNear(
        spring.velocity(target: target, initialVelocity: velocity, time: time), state.velocity,
        within: 0)
    }
  }

  @Test(arguments: springs)
  func stepperStaysOnTheClosedFormFor600Frames(spring: ModalSpring) {
    let stepper = spring.stepper(deltaTime: 1.0 / 120)
    #expect(stepper.deltaTime == 1.0 / 120)
    for (target, start) in [(1.0, 0.0), (300, -40), (-2, 5)] {
      var value = start
      var velocity = 250.0
      for _ in 0..<600 {
        stepper.advance(value: &value, velocity: &velocity, target: target)
      }
      // Five seconds later, the closed form from the start: the steps do not drift.
      let closed = F.textbookState(
        spring: spring, displacement: start - target, velocity: 250, time: 5)
      F.expectNear(value, target + closed.displacement, within: 1e-12 * max(1, abs(target)))
      F.expectNear(velocity, closed.velocity, within: 1e-11 * max(1, abs(target)))
    }
  }

  @Test(arguments: springs)
  func updateIsExactAndAdditive(spring: ModalSpring) {
    var value = 0.0
    var velocity = 0.0
    for _ in 0..<30 {
      spring.update(value: &value, velocity: &velocity, target: 1, deltaTime: 0.01)
    }
    var once = 0.0
    var onceVelocity = 0.0
    spring.update(value: &once, velocity: &onceVelocity, target: 1, deltaTime: 0.3)
    F.expectNear(value, once, within: 1e-13)
    F.expectNear(velocity, onceVelocity, within: 1e-11)
    F.expectNear(once, spring.value(target: 1, time: 0.3), within: 1e-13)
    F.expectNear(onceVelocity, spring.velocity(target: 1, time: 0.3), within: 1e-11)
  }

  @Test(arguments: F.badNumbers)
  func stepperAndUpdateClamp(bad: Double) {
    let spring = ModalSpring.snappy
    // A step that is not finite and positive is one 120 Hz frame.
    #expect(spring.stepper(deltaTime: bad).deltaTime == 1.0 / 120)
    #expect(spring.stepper(deltaTime: 1e9).deltaTime == 3_600)
    // A non-finite value is taken to be at the target, a NaN velocity to be 0, a non-finite
    // target to be 0: the state stays finite.
    var value = bad
    var velocity = bad
    spring.stepper(deltaTime: 1.0 / 60).advance(value: &value, velocity: &velocity, target: bad)
    #expect(value.isFinite && velocity.isFinite)
    // `update` with a bad step leaves a good state as it is.
    var kept = 0.25
    var keptVelocity = -3.0
    spring.update(value: &kept, velocity: &keptVelocity, target: 1, deltaTime: bad)
    #expect(kept == 0.25 && keptVelocity == -3)
    var wild = bad
    var wildVelocity = bad
    spring.update(value: &wild, velocity: &wildVelocity, target: bad, deltaTime: 0.1)
    #expect(wild.isFinite && wildVelocity.isFinite)
  }

  // MARK: - The timing curve's table

  @Test func curvesAreWithin1e9OfTheFullSolveEverywhere() {
    var random = SplitMix64(seed: 0xBE21_E5)
    var curves: [TimingCurve] = [
      .easeIn, .easeOut, .easeInOut, .default,
      .bezier(x1: 0.00227, y1: -0.7439, x2: 0.8773, y2: 1.6497),
      .bezier(x1: 0, y1: 1, x2: 1, y2: 0), .bezier(x1: 1, y1: 0, x2: 0, y2: 1),
      .bezier(x1: 0, y1: 0, x2: 0, y2: 1), .bezier(x1: 1, y1: 0, x2: 1, y2: 1),
      .bezier(x1: 0.5, y1: -2, x2: 0.5, y2: 3),
    ]
    for _ in 0..<200 {
      curves.append(
        .bezier(
          x1: Double.random(in: 0...1, using: &random),
          y1: Double.random(in: -1...2, using: &random),
          x2: Double.random(in: 0...1, using: &random),
          y2: Double.random(in: -1...2, using: &random)
        ))
    }
    for curve in curves {
      var worst = 0.0
      for index in 1..<4_000 {
        let progress = Double(index) / 4_000
        let exact = TimingCurve.coordinate(curve.parameter(forX: progress), curve.y1, curve.y2)
        worst = max(worst, abs(curve.value(at: progress) - exact))
      }
      #expect(worst <= 1e-9, "\(curve): \(worst)")
      #expect(curve.value(at: 0) == 0)
      #expect(curve.value(at: 1) == 1)
    }
  }

  @Test func curveEndsAreExact() {
    // The cubic's coefficients sum to 1 only up to rounding: through the polynomial this curve
    // gives 1.0000000000000004 at 1.
    let curve = TimingCurve.bezier(x1: 0.00227, y1: -0.7439, x2: 0.8773, y2: 1.6497)
    #expect(curve.value(at: 1) == 1)
    #expect(curve.value(at: 1.nextDown) <= 1 + 1e-12)
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: .nan) == 0)
    #expect(curve.value(at: -.infinity) == 0)
    #expect(curve.value(at: .infinity) == 1)
    // Equality and hashing are on the control points, not on the table: a curve built again
    // has a table of its own and is still equal, with the same hash.
    let rebuilt = TimingCurve.bezier(x1: 0.00227, y1: -0.7439, x2: 0.8773, y2: 1.6497)
    #expect(rebuilt == curve)
    #expect(rebuilt.hashValue == curve.hashValue)
  }
}
