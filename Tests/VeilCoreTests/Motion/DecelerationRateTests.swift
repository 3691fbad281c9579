import Testing
import VeilTestSupport

@testable import VeilCore

@Suite struct DecelerationRateTests {
  typealias F = MotionFixtures

  @Test func namedRatesAreUIScrollViews() {
    // Apple documentation of UIScrollView.DecelerationRate: normal 0.998, fast 0.99.
    #expect(DecelerationRate.normal.rawValue == 0.998)
    #expect(DecelerationRate.fast.rawValue == 0.99)
  }

  /// WWDC18 "Designing Fluid Interfaces": distance = (v / 1000) · r / (1 − r). Reference values
  /// by hand: 1 000 pt/s at 0.998 → 1 · 0.998 / 0.002 = 499 pt; at 0.99 → 99 pt. Tolerance 1e-9.
  @Test(arguments: [
    (DecelerationRate.normal, 1_000.0, 499.0), (.normal, -2_000, -998), (.fast, 1_000, 99),
    (.fast, -500, -49.5), (.normal, 0, 0), (DecelerationRate(rawValue: 0.5), 1_000, 1),
  ])
  func projectsAsApplesFormula(rate: DecelerationRate, velocity: Double, expected: Double) {
    F.expectNear(rate.projectedDistance(initialVelocity: velocity), expected, within: 1e-9)
  }

  /// The formula is the sum of the distances travelled in each millisecond while the velocity
  /// decays by the rate every millisecond: Σₙ₌₁^∞ (v/1000)·rⁿ. Summed here until the remaining
  /// step is below 1e-12 pt; tolerance 1e-6 pt.
  @Test(arguments: [0.9, 0.99, 0.998, 0.9995])
  func isTheMillisecondBySecondSum(rawValue: Double) {
    let rate = DecelerationRate(rawValue: rawValue)
    var step = 1_500.0 / 1_000
    var distance = 0.0
    while abs(step) > 1e-12 {
      step *= rawValue
      distance += step
    }
    F.expectNear(rate.projectedDistance(initialVelocity: 1_500), distance, within: 1e-6)
  }

  // MARK: - Bad input

  @Test(arguments: F.badNumbers)
  func rawValuesClamp(bad: Double) {
    // NaN → normal's 0.998; above 0.9999 (1 would never stop) → 0.9999; below 0 → 0.
    let expected: Double = bad.isNaN ? 0.998 : bad == .infinity ? 0.9999 : 0
    let rate = DecelerationRate(rawValue: bad)
    #expect(rate.rawValue == expected)
    #expect(rate.projectedDistance(initialVelocity: 1_000).isFinite)
    #expect(DecelerationRate(rawValue: 1).rawValue == DecelerationRate.maximumRawValue)
  }

  @Test(arguments: F.badNumbers)
  func velocitiesClamp(bad: Double) {
    // NaN → 0; beyond ±100 000 pt/s → ±100 000.
    let velocity = bad.isNaN ? 0 : min(max(bad, -100_000), 100_000)
    #expect(
      DecelerationRate.normal.projectedDistance(initialVelocity: bad)
        == DecelerationRate.normal.projectedDistance(initialVelocity: velocity))
  }
}
