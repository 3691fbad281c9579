import Testing
import VeilTestSupport

@testable import VeilCore

@Suite struct RubberBandTests {
  typealias F = MotionFixtures

  /// Reference values of (1 − 1 / (x·c/d + 1))·d = d·u / (u + 1), u = x·c/d, as exact fractions
  /// (hand computation); tolerance 1e-9.
  static let references: [(dimension: Double, coefficient: Double, pull: Double, offset: Double)] =
    [
      (844, 0.55, 100, 55.0 * 844 / 899),  // a 100 pt pull on an iPhone-height container
      (844, 0.55, 844 / 0.55, 422),  // u = 1: half the dimension
      (400, 1, 400, 200),
      (300, 0.55, 30, 300 * 16.5 / 316.5),
    ]

  @Test(arguments: references)
  func followsTheFormula(
    _ reference: (dimension: Double, coefficient: Double, pull: Double, offset: Double)
  ) {
    let band = RubberBand(dimension: reference.dimension, coefficient: reference.coefficient)
    F.expectNear(band.offset(for: reference.pull), reference.offset, within: 1e-9)
    F.expectNear(band.offset(for: -reference.pull), -reference.offset, within: 1e-9)
  }

  @Test func defaultsToUIScrollViewsCoefficient() {
    // 0.55: the coefficient widely measured for UIScrollView's bounce.
    #expect(RubberBand(dimension: 100).coefficient == 0.55)
  }

  @Test func startsAtTheCoefficientsSlopeAndNeverReachesTheDimension() {
    let band = RubberBand(dimension: 844)
    // d/dx of d·u/(u + 1) at 0 is c: a tiny pull moves 0.55 of itself; relative tolerance 1e-9
    // (the d·u/(u + 1) form keeps this exact; 1 − 1/(u + 1) would lose it to rounding).
    for pull in [1e-9, 1e-6, -1e-9] {
      F.expectNear(band.offset(for: pull) / pull, 0.55, within: 1e-9)
    }
    // Monotonic, below the dimension, approaching it.
    var previous = 0.0
    var pull = 1.0
    while pull < 1e12 {
      let offset = band.offset(for: pull)
      #expect(offset > previous)
      #expect(offset < 844)
      previous = offset
      pull *= 1.5
    }
    // At 10¹² pt the gap left is d / (u + 1) = 844 / (6.5·10⁸ + 1) ≈ 1.3e-6 pt.
    F.expectNear(band.offset(for: 1e12), 844 - 844 / (1e12 * 0.55 / 844 + 1), within: 1e-9)
    #expect(band.offset(for: 0) == 0)
  }

  // MARK: - Bad input

  @Test(arguments: F.badNumbers)
  func badDimensionsHoldTheContent(bad: Double) {
    // NaN, infinite, zero or negative dimension: 0, and nothing moves.
    let band = RubberBand(dimension: bad)
    #expect(band.dimension == 0)
    #expect(band.offset(for: 100) == 0)
    #expect(band.offset(for: -100) == 0)
  }

  @Test(arguments: F.badNumbers)
  func badCoefficientsClamp(bad: Double) {
    // NaN and infinite coefficients become 0.55, zero and negative ones 0 (no movement).
    let band = RubberBand(dimension: 844, coefficient: bad)
    let expected = bad.isFinite ? 0 : 0.55
    #expect(band.coefficient == expected)
    #expect(
      band.offset(for: 100) == (expected == 0 ? 0 : RubberBand(dimension: 844).offset(for: 100)))
  }

  @Test(arguments: F.badNumbers)
  func badPullsClamp(bad: Double) {
    // NaN pulls nothing; infinite pulls reach the dimension with their sign; the largest finite
    // pull reaches it to rounding.
    let band = RubberBand(dimension: 844)
    let offset = band.offset(for: bad)
    switch bad {
    case let value where value.isNaN: #expect(offset == 0)
    case .infinity: #expect(offset == 844)
    case -.infinity: #expect(offset == -844)
    case 0: #expect(offset == 0)
    case -.greatestFiniteMagnitude: #expect(offset == -844)
    default: #expect(offset < 0 && offset > -844)
    }
    // Pulls so large that x·c/d overflows still reach the dimension, not NaN.
    let stiff = RubberBand(dimension: 1e-300, coefficient: 1e300)
    #expect(stiff.offset(for: 1e300) == 1e-300)
  }
}
