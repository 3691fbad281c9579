import Foundation
import Testing
import VeilTestSupport

@testable import VeilCore

@Suite struct ModalSpringTests {
  typealias F = MotionFixtures

  // MARK: - Apple's documented conversions

  @Test func appleDocumentedExamples() {
    // Apple, SwiftUI `Spring` overview: Spring(mass: 1, stiffness: 100, damping: 10) gives
    // (duration, bounce) = (0.63, 0.5), printed to two decimals: tolerance 0.005.
    let spring = ModalSpring(mass: 1, stiffness: 100, damping: 10)
    F.expectNear(spring.duration, 0.63, within: 0.005)
    F.expectNear(spring.bounce, 0.5, within: 1e-12)
    // Same page: Spring(duration: 0.5, bounce: 0.3) gives (mass, stiffness, damping) =
    // (1.0, 157.9, 17.6), printed to one decimal: tolerance 0.05.
    let other = ModalSpring(duration: 0.5, bounce: 0.3)
    #expect(other.mass == 1)
    F.expectNear(other.stiffness, 157.9, within: 0.05)
    F.expectNear(other.damping, 17.6, within: 0.05)
  }

  @Test(arguments: [(0.5, 0.7), (0.15, 0.86), (1.2, 1), (0.3, 2.5), (0.8, 0)])
  func responseAndDampingRatioGiveThePhysicalCoefficients(response: Double, ratio: Double) {
    // Physics: ω₀ = 2π / response, k = m·ω₀², c = 2ζ·√(k·m); tolerance 1e-9 relative.
    let spring = ModalSpring(response: response, dampingRatio: ratio)
    let omega = 2 * Double.pi / response
    F.expectNear(spring.stiffness, omega * omega, within: 1e-9 * omega * omega)
    F.expectNear(spring.damping, 2 * ratio * omega, within: 1e-9 * max(1, omega))
    #expect(spring.response == response)
    #expect(spring.duration == response)
    #expect(spring.dampingRatio == ratio)
    // And back: the physical initializer recovers response and ratio.
    let back = ModalSpring(
      mass: 1, stiffness: spring.stiffness, damping: spring.damping, allowOverDamping: true)
    F.expectNear(back.response, response, within: 1e-12)
    F.expectNear(back.dampingRatio, ratio, within: 1e-12)
  }

  @Test func massScalesStiffnessAndDampingButNotTheMotion() {
    // m = 2, k = 200, c = 10: ω₀ = √(k/m) = 10, ζ = c / (2√(km)) = 10 / 40 = 0.25 (physics).
    let heavy = ModalSpring(mass: 2, stiffness: 200, damping: 10)
    #expect(heavy.mass == 2)
    F.expectNear(heavy.response, 2 * Double.pi / 10, within: 1e-12)
    F.expectNear(heavy.dampingRatio, 0.25, within: 1e-12)
    F.expectNear(heavy.stiffness, 200, within: 1e-9)
    F.expectNear(heavy.damping, 10, within: 1e-9)
    let light = ModalSpring(mass: 1, stiffness: 100, damping: 5)
    for time in [0.05, 0.2, 0.6] {
      F.expectNear(
        heavy.value(target: 1, time: time), light.value(target: 1, time: time), within: 1e-12)
    }
  }

  /// SwiftUI's documented bounce: 0 is critical, 1 undamped, negative over-damped down to -1;
  /// the ratio is 1 − bounce above 0 and 1 / (1 + bounce) below (the inverse of `bounce`).
  @Test(arguments: [
    (0.0, 1.0), (0.15, 0.85), (0.3, 0.7), (1.0, 0.0), (-0.2, 1.25), (-0.5, 2.0), (-0.9, 10.0),
    (-1.0, ModalSpring.maximumDampingRatio),
  ])
  func bounceMapsToDampingRatio(bounce: Double, ratio: Double) {
    let spring = ModalSpring(duration: 0.5, bounce: bounce)
    F.expectNear(spring.dampingRatio, ratio, within: 1e-12)
    let expectedBounce = bounce == -1 ? 1 / ModalSpring.maximumDampingRatio - 1 : bounce
    F.expectNear(spring.bounce, expectedBounce, within: 1e-12)
  }

  @Test func overDampingIsClampedToCriticalUnlessAllowed() {
    // k = 100, c = 40, m = 1: ζ = 40 / 20 = 2 (physics). Apple: allowOverDamping false treats
    // such a spring as critically damped.
    let clamped = ModalSpring(mass: 1, stiffness: 100, damping: 40)
    #expect(clamped.dampingRatio == 1)
    #expect(clamped.bounce == 0)
    let allowed = ModalSpring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)
    F.expectNear(allowed.dampingRatio, 2, within: 1e-12)
    F.expectNear(allowed.bounce, -0.5, within: 1e-12)
    // Under-damped springs are the same either way.
    #expect(
      ModalSpring(mass: 1, stiffness: 100, damping: 10, allowOverDamping: true)
        == ModalSpring(mass: 1, stiffness: 100, damping: 10))
  }

  @Test func presetsMatchSwiftUI() {
    // Apple documentation: smooth has no bounce, snappy a base bounce of 0.15, bouncy 0.3, all
    // with a 0.5 s duration; interactiveSpring defaults to response 0.15, dampingFraction 0.86.
    #expect(ModalSpring.smooth == ModalSpring(duration: 0.5, bounce: 0))
    #expect(ModalSpring.snappy == ModalSpring(duration: 0.5, bounce: 0.15))
    #expect(ModalSpring.bouncy == ModalSpring(duration: 0.5, bounce: 0.3))
    #expect(ModalSpring.interactive == ModalSpring(response: 0.15, dampingRatio: 0.86))
    #expect(
      ModalSpring.smooth(duration: 0.3, extraBounce: 0.1) == ModalSpring(duration: 0.3, bounce: 0.1)
    )
    #expect(
      ModalSpring.snappy(duration: 0.4, extraBounce: 0.1)
        == ModalSpring(duration: 0.4, bounce: 0.25))
    #expect(
      ModalSpring.bouncy(duration: 0.6, extraBounce: -0.1)
        == ModalSpring(duration: 0.6, bounce: 0.2))
    #expect(ModalSpring.smooth() == .smooth)
    #expect(ModalSpring.snappy() == .snappy)
    #expect(ModalSpring.bouncy() == .bouncy)
    #expect(ModalSpring() == .smooth)
  }

  // MARK: - The closed forms against the physics

  static let ratios: [Double] = [0, 0.05, 0.3, 0.7, 0.99, 1, 1.000_01, 1.5, 4, 100]
  static let starts: [(displacement: Double, velocity: Double)] = [(-1, 0), (-1, 6), (0.5, -20)]

  /// Each closed form against a fourth-order Runge–Kutta integration of the same equation with
  /// a 1e-5 s step; tolerance 1e-8 in displacement and 1e-7 in velocity (for moves of about 1
  /// and speeds up to 20 per second), far above the integrator's error and far below a point.
  @Test(arguments: ratios)
  func closedFormMatchesNumericalIntegration(ratio: Double) {
    let spring = ModalSpring(response: 0.4, dampingRatio: ratio)
    for start in Self.starts {
      var time = 0.0
      var state = (displacement: start.displacement, velocity: start.velocity)
      for checkpoint in [0.013, 0.1, 0.37, 0.9] {
        state = F.integrate(
          spring: spring, displacement: state.displacement, velocity: state.velocity,
          until: checkpoint - time)
        time = checkpoint
        let target = -start.displacement
        F.expectNear(
          spring.value(target: target, initialVelocity: start.velocity, time: time) - target,
          state.displacement, within: 1e-8, "ζ = \(ratio), start \(start), t = \(time)")
        F.expectNear(
          spring.velocity(target: target, initialVelocity: start.velocity, time: time),
          state.velocity, within: 1e-7, "ζ = \(ratio), start \(start), t = \(time)")
      }
    }
  }

  /// Damping ratios within 1e-6 of 1 use the critical formula; the error that makes is of the
  /// order of the distance to 1 (5e-7 here): tolerance 2e-6.
  @Test func nearCriticalRatiosStayAccurate() {
    for ratio in [1 - 5e-7, 1 + 5e-7] {
      let spring = ModalSpring(response: 0.4, dampingRatio: ratio)
      let reference = F.integrate(spring: spring, displacement: -1, velocity: 3, until: 0.2)
      F.expectNear(
        spring.value(target: 1, initialVelocity: 3, time: 0.2) - 1, reference.displacement,
        within: 2e-6)
      F.expectNear(
        spring.velocity(target: 1, initialVelocity: 3, time: 0.2), reference.velocity,
        within: 2e-5)
    }
  }

  @Test(arguments: ratios)
  func velocityIsTheDerivativeOfValue(ratio: Double) {
    // Central difference with h = 1e-6: truncation ~h²·|x'''| < 1e-7 here; tolerance 1e-5.
    let spring = ModalSpring(response: 0.4, dampingRatio: ratio)
    let h = 1e-6
    for time in [0.02, 0.15, 0.5] {
      let slope =
        (spring.value(target: 2, initialVelocity: 4, time: time + h)
          - spring.value(target: 2, initialVelocity: 4, time: time - h)) / (2 * h)
      F.expectNear(spring.velocity(target: 2, initialVelocity: 4, time: time), slope, within: 1e-5)
    }
  }

  @Test func startsAtZeroWithItsInitialVelocityAndEndsAtTheTarget() {
    for spring in [
      ModalSpring.smooth, .snappy, .bouncy, .interactive, ModalSpring(duration: 0.5, bounce: -0.5),
    ] {
      #expect(spring.value(target: 300, initialVelocity: 50, time: 0) == 0)
      F.expectNear(spring.velocity(target: 300, initialVelocity: 50, time: 0), 50, within: 1e-9)
      #expect(spring.value(target: 300, time: .infinity) == 300)
      #expect(spring.velocity(target: 300, time: .infinity) == 0)
      F.expectNear(spring.value(target: 300, time: 100), 300, within: 1e-9)
    }
  }

  @Test func bouncySpringsOvershootAndCriticalOnesDoNot() {
    // Under-damped peak overshoot from rest is e^(−ζπ/√(1−ζ²)) (physics): ζ = 0.7 → 4.60 %.
    let bouncy = ModalSpring.bouncy
    let peakTime = bouncy.response / 2 / (1 - 0.49).squareRoot()  // π / ω_d
    F.expectNear(
      bouncy.value(target: 1, time: peakTime), 1 + exp(-0.7 * Double.pi / 0.51.squareRoot()),
      within: 1e-12)
    var time = 0.0
    while time < 3 {
      #expect(ModalSpring.smooth.value(target: 1, time: time) <= 1)
      time += 0.001
    }
  }

  // MARK: - Settling

  @Test func settlingDurationPropertyUsesSwiftUIsDefaults() {
    // Apple: `settlingDuration` uses a target of 1.0, an initial velocity of 0 and an epsilon of
    // 0.001.
    #expect(ModalSpring.defaultEpsilon == 0.001)
    for spring in [
      ModalSpring.smooth, .snappy, .bouncy, .interactive, ModalSpring(duration: 0.7, bounce: -0.4),
    ] {
      #expect(
        spring.exactSettlingDuration == spring.exactSettlingDuration(target: 1, epsilon: 0.001))
    }
  }

  @Test func smoothSettlesWhenTheCriticalMotionReachesEpsilon() {
    // Critically damped from rest: |x| = (1 + u)·e^(−u), u = ω₀t. (1 + u)e^(−u) = 0.001 at
    // u = 9.233413476… (solved by Newton's method below); t = u · 0.5 / 2π. Tolerance 1e-9.
    var u = 9.0
    for _ in 0..<50 { u -= ((1 + u) * exp(-u) - 0.001) / (-u * exp(-u)) }
    F.expectNear(u, 9.233_413_476, within: 1e-8)
    F.expectNear(ModalSpring.smooth.exactSettlingDuration, u * 0.5 / (2 * Double.pi), within: 1e-9)
  }

  struct SettlingCase: Sendable, CustomTestStringConvertible {
    var spring: ModalSpring
    var target: Double
    var velocity: Double
    var epsilon: Double
    var testDescription: String {
      "ζ \(spring.dampingRatio), response \(spring.response), target \(target), v \(velocity)"
    }
  }

  static let settlingCases: [SettlingCase] = [
    SettlingCase(spring: .smooth, target: 1, velocity: 0, epsilon: 0.001),
    SettlingCase(spring: .snappy, target: 1, velocity: 0, epsilon: 0.001),
    SettlingCase(spring: .bouncy, target: 1, velocity: 0, epsilon: 0.001),
    SettlingCase(spring: .bouncy, target: 300, velocity: -2_000, epsilon: 0.5),
    SettlingCase(spring: .interactive, target: 1, velocity: 8, epsilon: 0.001),
    SettlingCase(
      spring: ModalSpring(duration: 0.5, bounce: 0.9), target: 1, velocity: 0, epsilon: 0.01),
    SettlingCase(
      spring: ModalSpring(duration: 0.5, bounce: -0.5), target: 1, velocity: 0, epsilon: 0.001),
    SettlingCase(
      spring: ModalSpring(duration: 0.5, bounce: -0.5), target: 1, velocity: -30, epsilon: 0.001),
    SettlingCase(spring: .smooth, target: 1, velocity: -30, epsilon: 0.001),
    SettlingCase(spring: .smooth, target: -40, velocity: 900, epsilon: 0.01),
  ]

  /// The settling duration is the last time the distance to the target equals epsilon: checked
  /// against the motion itself (distance = epsilon there, to 1e-9), a brute-force scan on a
  /// 0.1 ms grid (same last crossing within one grid step), and, for under-damped springs, the
  /// decay envelope R·e^(−σt) (never later than where it meets epsilon, never earlier than
  /// half a period before the last peak that reaches epsilon).
  @Test(arguments: settlingCases)
  func settlingDurationIsTheLastEpsilonCrossing(_ check: SettlingCase) {
    let spring = check.spring
    let settling = spring.exactSettlingDuration(
      target: check.target, initialVelocity: check.velocity, epsilon: check.epsilon)
    func distance(_ time: Double) -> Double {
      abs(
        spring.value(target: check.target, initialVelocity: check.velocity, time: time)
          - check.target)
    }
    F.expectNear(distance(settling), check.epsilon, within: 1e-9 * max(1, abs(check.target)))
    let step = 1e-4
    var lastAbove = 0.0
    var time = 0.0
    while time < settling + 4 * spring.response {
      if distance(time) > check.epsilon { lastAbove = time }
      time += step
    }
    F.expectNear(settling, lastAbove, within: step)

    let zeta = spring.dampingRatio
    guard zeta < 1 else { return }
    let omega = 2 * Double.pi / spring.response
    let sigma = zeta * omega
    let omegaD = omega * (1 - zeta * zeta).squareRoot()
    let a = -check.target
    let b = (check.velocity + sigma * a) / omegaD
    let amplitude = (a * a + b * b).squareRoot()
    let envelope = log(amplitude / check.epsilon) / sigma
    #expect(settling <= envelope + 1e-9)
    let lastPeak = log(amplitude * omegaD / omega / check.epsilon) / sigma
    #expect(settling >= lastPeak - Double.pi / omegaD)
  }

  @Test func settlingDurationIsProportionalToResponse() {
    // From rest, x(t) depends on ω₀t only, so the settling time scales with the response.
    for ratio in [0.3, 1, 2] {
      let short = ModalSpring(response: 0.25, dampingRatio: ratio).exactSettlingDuration
      let long = ModalSpring(response: 1, dampingRatio: ratio).exactSettlingDuration
      F.expectNear(long, 4 * short, within: 1e-9)
    }
  }

  // MARK: - SwiftUI's numbers

  @Test(arguments: [0.2, 1.0, 2.5], [0.05, 0.3, 0.7, 1, 2])
  func settlingInitializerSolvesSwiftUIsEnvelope(duration: Double, ratio: Double) {
    // SwiftUI finds the frequency at which the decay envelope of a unit move meets epsilon at
    // the settling duration; over-damped ratios are treated as critical.
    for epsilon in [0.001, 0.01] {
      let spring = ModalSpring(settlingDuration: duration, dampingRatio: ratio, epsilon: epsilon)
      let omega = 2 * Double.pi / spring.response
      if ratio < 1 {
        #expect(spring.dampingRatio == ratio)
        let envelope =
          ratio / (1 - ratio * ratio).squareRoot() * exp(-ratio * omega * duration)
        F.expectNear(envelope, epsilon, within: 1e-12 * epsilon)
      } else {
        #expect(spring.dampingRatio == 1)
        let u = omega * duration
        F.expectNear((1 + u) * exp(-u), epsilon, within: 1e-12 * epsilon)
      }
    }
  }

  @Test func settlingInitializerGivesSwiftUIsStiffness() {
    // SwiftUI's `Spring(settlingDuration: 0.5, dampingRatio: 0.3)` has a stiffness of 1469.92
    // (pinned against SwiftUI by the public re-implementations of its `Spring`, which solve the
    // same envelope by Newton's method and stop within 0.001 of the root); tolerance 0.01.
    let spring = ModalSpring(settlingDuration: 0.5, dampingRatio: 0.3)
    F.expectNear(spring.stiffness, 1469.92, within: 0.01)
    F.expectNear(spring.damping, 2 * 0.3 * spring.stiffness.squareRoot(), within: 1e-9)
    #expect(spring.mass == 1)
    // A ratio above 1 gives the critically damped spring, as in SwiftUI.
    #expect(
      ModalSpring(settlingDuration: 1, dampingRatio: 2)
        == ModalSpring(settlingDuration: 1, dampingRatio: 1))
  }

  @Test func settlingDurationIsSwiftUIsEstimate() {
    // Under-damped: the envelope estimate ln((|target·ζω₀ − v₀| + |target|) / ε) / (ζω₀).
    // `Spring(duration: 0.5, bounce: 0.3).settlingDuration` is 1.0447 s in SwiftUI; 1e-4.
    let bouncy = ModalSpring(duration: 0.5, bounce: 0.3)
    F.expectNear(bouncy.settlingDuration, 1.0447, within: 1e-4)
    let sigma = 0.7 * 4 * Double.pi
    F.expectNear(
      bouncy.settlingDuration(target: 2, initialVelocity: -3, epsilon: 0.01),
      log((abs(2 * sigma + 3) + 2) / 0.01) / sigma, within: 1e-12)
    // The estimate is never earlier than the exact last crossing.
    for spring in [bouncy, .bouncy, .snappy, .interactive, ModalSpring(duration: 1, bounce: 0.9)] {
      #expect(spring.exactSettlingDuration <= spring.settlingDuration + 1e-12)
    }
    // Critically and over-damped, SwiftUI samples the motion every 0.1 s: the exact time,
    // rounded up to the next tenth. `ModalSpring(duration: 0.5)` crosses 0.001 for the last time at
    // 0.7348 s, so SwiftUI reports 0.8 s.
    let smooth = ModalSpring(duration: 0.5, bounce: 0)
    F.expectNear(smooth.exactSettlingDuration, 0.7348, within: 1e-4)
    F.expectNear(smooth.settlingDuration, 0.8, within: 1e-9)
    for spring in [
      smooth, ModalSpring(response: 0.4, dampingRatio: 2), ModalSpring(duration: 0.3, bounce: -0.6),
    ] {
      let exact = spring.exactSettlingDuration(target: 1, initialVelocity: 5)
      let tenths = ((exact / 0.1).rounded(.down) + 1) * 0.1
      F.expectNear(spring.settlingDuration(target: 1, initialVelocity: 5), tenths, within: 1e-9)
      #expect(spring.settlingDuration(target: 1, initialVelocity: 5) > exact)
    }
    // At rest at the target from the start: 0 in both.
    #expect(bouncy.settlingDuration(target: 0) == 0)
    #expect(smooth.settlingDuration(target: 0) == 0)
  }

  @Test func degenerateSettlings() {
    // Nothing to do: already at the target, at rest.
    #expect(ModalSpring.bouncy.exactSettlingDuration(target: 0) == 0)
    // Always inside the band: an epsilon larger than the whole move.
    #expect(ModalSpring.bouncy.exactSettlingDuration(target: 1, epsilon: 2) == 0)
    // An undamped spring (bounce 1) never settles: reported as the one-hour cap.
    #expect(ModalSpring(duration: 0.5, bounce: 1).exactSettlingDuration == 3_600)
    // The most over-damped spring creeps: capped at one hour too, but finite.
    let creeping = ModalSpring(response: ModalSpring.maximumResponse, dampingRatio: 100)
    #expect(creeping.exactSettlingDuration == 3_600)
  }

  // MARK: - Bad input

  @Test(arguments: F.badNumbers)
  func responseAndDurationClamp(bad: Double) {
    let expected: Double =
      bad.isNaN ? 0.5 : bad == .infinity ? ModalSpring.maximumResponse : ModalSpring.minimumResponse
    #expect(ModalSpring(response: bad, dampingRatio: 0.5).response == expected)
    #expect(ModalSpring(duration: bad, bounce: 0.2).response == expected)
    #expect(ModalSpring.smooth(duration: bad).response == expected)
    #expect(ModalSpring.snappy(duration: bad).response == expected)
    #expect(ModalSpring.bouncy(duration: bad).response == expected)
    expectUsable(ModalSpring(response: bad, dampingRatio: 0.5))
  }

  @Test(arguments: F.badNumbers)
  func dampingRatioAndBounceClamp(bad: Double) {
    let ratio: Double = bad.isNaN ? 1 : bad == .infinity ? ModalSpring.maximumDampingRatio : 0
    #expect(ModalSpring(response: 0.5, dampingRatio: bad).dampingRatio == ratio)
    // Bounces: NaN → 0 (critical), +∞ → 1 (undamped), 0 → critical, -1 and below → most
    // over-damped.
    let fromBounce: Double =
      bad.isNaN || bad == 0 ? 1 : bad == .infinity ? 0 : ModalSpring.maximumDampingRatio
    #expect(ModalSpring(duration: 0.5, bounce: bad).dampingRatio == fromBounce)
    // A NaN or infinite extra bounce adds nothing.
    if !bad.isFinite {
      #expect(ModalSpring.snappy(extraBounce: bad) == .snappy)
      #expect(ModalSpring.bouncy(extraBounce: bad) == .bouncy)
      #expect(ModalSpring.smooth(extraBounce: bad) == .smooth)
    }
    expectUsable(ModalSpring(response: 0.5, dampingRatio: bad))
    expectUsable(ModalSpring(duration: 0.5, bounce: bad))
  }

  @Test(arguments: F.badNumbers)
  func physicalCoefficientsClamp(bad: Double) {
    // Mass: anything not finite and positive becomes 1.
    #expect(ModalSpring(mass: bad, stiffness: 100, damping: 10).mass == 1)
    // Stiffness: NaN and negative → the 0.5 s response; 0 → the softest; +∞ → the stiffest.
    let stiffnessResponse: Double =
      bad.isNaN || bad < 0
      ? 0.5 : bad == 0 ? ModalSpring.maximumResponse : ModalSpring.minimumResponse
    F.expectNear(
      ModalSpring(stiffness: bad, damping: 10).response, stiffnessResponse,
      within: 1e-12 * stiffnessResponse)
    // Damping: NaN → critical; negative → 0; +∞ → the cap (critical unless over-damping is
    // allowed); 0 → undamped.
    let ratio: Double = bad.isNaN ? 1 : bad == .infinity ? ModalSpring.maximumDampingRatio : 0
    #expect(
      ModalSpring(stiffness: 100, damping: bad, allowOverDamping: true).dampingRatio == ratio)
    #expect(ModalSpring(stiffness: 100, damping: bad).dampingRatio == min(ratio, 1))
    expectUsable(ModalSpring(mass: bad, stiffness: bad, damping: bad, allowOverDamping: true))
  }

  @Test(arguments: F.badNumbers)
  func settlingInitializerClamps(bad: Double) {
    let fromDuration = ModalSpring(settlingDuration: bad, dampingRatio: 0.7)
    // SwiftUI's clamps: NaN → 0.5 s, then 0.01...10.
    let expectedDuration: Double = bad.isNaN ? 0.5 : bad == .infinity ? 10 : 0.01
    #expect(fromDuration == ModalSpring(settlingDuration: expectedDuration, dampingRatio: 0.7))
    expectUsable(fromDuration)
    // An undamped spring cannot settle: the ratio is raised to 0.01.
    let fromRatio = ModalSpring(settlingDuration: 1, dampingRatio: bad)
    #expect(fromRatio.dampingRatio >= 0.01)
    expectUsable(fromRatio)
    let fromEpsilon = ModalSpring(settlingDuration: 1, dampingRatio: 0.7, epsilon: bad)
    #expect(fromEpsilon == ModalSpring(settlingDuration: 1, dampingRatio: 0.7))
  }

  @Test(arguments: F.badNumbers)
  func samplingClamps(bad: Double) {
    let spring = ModalSpring.bouncy
    // Target: NaN and ±∞ count as 0, finite targets are clamped to ±10¹².
    if !bad.isFinite {
      #expect(spring.value(target: bad, time: 0.2) == 0)
      #expect(spring.velocity(target: bad, time: 0.2) == 0)
      #expect(spring.exactSettlingDuration(target: bad) == 0)
    } else {
      let target = max(bad, -1e12)
      #expect(spring.value(target: bad, time: 0.2) == spring.value(target: target, time: 0.2))
      #expect(spring.velocity(target: bad, time: 0.2).isFinite)
      #expect(spring.exactSettlingDuration(target: bad).isFinite)
    }
    // Velocity: clamped to ±100 000, NaN is 0.
    let velocity = bad.isNaN ? 0 : min(max(bad, -100_000), 100_000)
    #expect(
      spring.value(target: 1, initialVelocity: bad, time: 0.2)
        == spring.value(target: 1, initialVelocity: velocity, time: 0.2))
    #expect(spring.velocity(target: 1, initialVelocity: bad, time: 0).isFinite)
    #expect(spring.exactSettlingDuration(target: 1, initialVelocity: bad).isFinite)
    // Time: NaN and negative count as 0, +∞ is at rest on the target.
    let value = spring.value(target: 1, time: bad)
    #expect(value == (bad == .infinity ? 1 : 0))
    #expect(spring.velocity(target: 1, initialVelocity: 3, time: bad) == (bad == .infinity ? 0 : 3))
    // Epsilon: anything not finite and positive becomes 0.001.
    #expect(spring.exactSettlingDuration(target: 1, epsilon: bad) == spring.exactSettlingDuration)
  }

  /// Every derived number finite and in range, and sampling gives finite numbers.
  private func expectUsable(
    _ spring: ModalSpring, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let numbers = [
      spring.mass, spring.stiffness, spring.damping, spring.response, spring.dampingRatio,
      spring.duration, spring.bounce, spring.exactSettlingDuration,
    ]
    let allFinite = numbers.allSatisfy { $0.isFinite }
    #expect(allFinite, "\(numbers)", sourceLocation: sourceLocation)
    #expect(spring.mass > 0 && spring.response > 0, sourceLocation: sourceLocation)
    #expect((-1...1).contains(spring.bounce), sourceLocation: sourceLocation)
    #expect((0...3_600).contains(spring.exactSettlingDuration), sourceLocation: sourceLocation)
    for time in [0, 0.001, 0.3, 10, 5_000] {
      #expect(
        spring.value(target: 1, initialVelocity: 5, time: time).isFinite,
        sourceLocation: sourceLocation)
      #expect(
        spring.velocity(target: 1, initialVelocity: 5, time: time).isFinite,
        sourceLocation: sourceLocation)
    }
  }
}

extension ModalSpringTests {
  /// A sweep over damping ratios and starts, including starts exactly at an extremum (from rest)
  /// where rounding decides which side of 0 the first extremum falls: the settling duration is
  /// always where the distance equals epsilon (tolerance 1e-9) and nothing later exceeds it
  /// (checked on a 2 ms grid over two responses).
  @Test(arguments: [0.0, 3, -7, 40])
  func settlingSweep(velocity: Double) {
    var ratio = 0.01
    while ratio < 3 {
      let spring = ModalSpring(response: 0.37, dampingRatio: ratio)
      let settling = spring.exactSettlingDuration(target: 1, initialVelocity: velocity)
      func distance(_ time: Double) -> Double {
        abs(spring.value(target: 1, initialVelocity: velocity, time: time) - 1)
      }
      F.expectNear(distance(settling), 0.001, within: 1e-9, "ζ = \(ratio), v = \(velocity)")
      var time = settling + 0.002
      while time < settling + 0.74 {
        #expect(distance(time) <= 0.001, "ζ = \(ratio), v = \(velocity), t = \(time)")
        time += 0.002
      }
      ratio += 0.02
    }
  }
}
