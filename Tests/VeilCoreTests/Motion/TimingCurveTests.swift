import Testing
import VeilTestSupport

@testable import VeilCore

@Suite struct TimingCurveTests {
  typealias F = MotionFixtures

  /// Core Animation's named control points, from Apple's documentation of
  /// `CAMediaTimingFunctionName` (linear is the identity).
  @Test(arguments: [
    (TimingCurve.linear, [0.0, 0, 1, 1]),
    (TimingCurve.easeIn, [0.42, 0, 1, 1]),
    (TimingCurve.easeOut, [0, 0, 0.58, 1]),
    (TimingCurve.easeInOut, [0.42, 0, 0.58, 1]),
    (TimingCurve.default, [0.25, 0.1, 0.25, 1]),
  ])
  func namedCurvesUseCoreAnimationsControlPoints(curve: TimingCurve, points: [Double]) {
    #expect([curve.x1, curve.y1, curve.x2, curve.y2] == points)
  }

  static let curves: [TimingCurve] = [
    .linear, .easeIn, .easeOut, .easeInOut, .default,
    .bezier(x1: 0.2, y1: 1.6, x2: 0.3, y2: -0.4),  // overshoots both ways
    .bezier(x1: 1, y1: 0, x2: 0, y2: 1),  // horizontal tangent in the middle
    .bezier(x1: 0, y1: 0, x2: 0, y2: 1),
  ]

  /// The reference: the curve's Bernstein form evaluated at a parameter s, independently of
  /// the solver. value(at: x(s)) must give y(s). The solver meets x to 1e-12, so where
  /// |dx/ds| ≥ 0.01 the parameter is off by at most 1e-10 and y (|dy/ds| ≤ 3·10) by less than
  /// 1e-8: tolerance 1e-8. Where the curve's graph is vertical (dx/ds → 0, the third curve at
  /// s = 0.5) x hardly depends on s and y(x) is ill-conditioned by nature: tolerance 1e-3.
  @Test(arguments: curves)
  func valueInvertsTheHorizontalCoordinate(curve: TimingCurve) {
    func bernstein(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - s) * (1 - s) * p1 + 6 * (1 - s) * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }
    var s = 0.0
    while s <= 1 {
      let x = bernstein(s, curve.x1, curve.x2)
      let y = bernstein(s, curve.y1, curve.y2)
      let tolerance = abs(slope(s, curve.x1, curve.x2)) >= 0.01 ? 1e-8 : 1e-3
      F.expectNear(curve.value(at: x), y, within: tolerance, "s = \(s)")
      s += 0.001
    }
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
  }

  @Test(arguments: curves)
  func velocityIsTheSlopeOfValue(curve: TimingCurve) {
    // Central differences with h = 1e-6 away from the ends; tolerance 1e-4 (the second
    // derivative stays below 100 on these curves, so truncation is below 1e-8).
    let h = 1e-6
    var progress = 0.01
    while progress < 0.99 {
      let slope = (curve.value(at: progress + h) - curve.value(at: progress - h)) / (2 * h)
      F.expectNear(curve.velocity(at: progress), slope, within: 1e-4, "at \(progress)")
      progress += 0.0137
    }
  }

  @Test func endSlopesFollowTheControlPoints() {
    // A Bézier's end tangents point at the control points: slope y1/x1 at 0 and
    // (1 − y2)/(1 − x2) at 1; where a control point sits on the end, the limit is the ratio of
    // second derivatives (l'Hôpital), which for these curves is 1/0.58 (hand computation).
    F.expectNear(TimingCurve.default.velocity(at: 0), 0.1 / 0.25, within: 1e-9)
    F.expectNear(TimingCurve.default.velocity(at: 1), 0, within: 1e-12)
    #expect(TimingCurve.easeIn.velocity(at: 0) == 0)
    F.expectNear(TimingCurve.easeIn.velocity(at: 1), 1 / 0.58, within: 1e-9)
    F.expectNear(TimingCurve.easeOut.velocity(at: 0), 1 / 0.58, within: 1e-9)
    #expect(TimingCurve.easeOut.velocity(at: 1) == 0)
    #expect(TimingCurve.easeInOut.velocity(at: 0) == 0)
    #expect(TimingCurve.easeInOut.velocity(at: 1) == 0)
    #expect(TimingCurve.linear.velocity(at: 0.3) == 1)
    // A vertical start (control point on the vertical axis, rising) is reported as the cap.
    let vertical = TimingCurve.bezier(x1: 0, y1: 1, x2: 1, y2: 1)
    #expect(vertical.velocity(at: 0) == TimingCurve.maximumSlope)
  }

  @Test func easeInOutIsSymmetric() {
    // Control points (0.42, 0) and (0.58, 1) are point-symmetric about (0.5, 0.5).
    F.expectNear(TimingCurve.easeInOut.value(at: 0.5), 0.5, within: 1e-12)
    var progress = 0.0
    while progress <= 1 {
      F.expectNear(
        TimingCurve.easeInOut.value(at: progress) + TimingCurve.easeInOut.value(at: 1 - progress),
        1, within: 1e-9)
      progress += 0.01
    }
  }

  @Test func linearIsTheIdentity() {
    for progress in [0, 0.1, 0.333, 0.5, 0.9, 1] {
      #expect(TimingCurve.linear.value(at: progress) == progress)
    }
  }

  // MARK: - Bad input

  @Test(arguments: F.badNumbers)
  func controlPointsClamp(bad: Double) {
    let curve = TimingCurve.bezier(x1: bad, y1: bad, x2: bad, y2: bad)
    if bad.isNaN {
      #expect(curve == .linear)
    }
    #expect((0...1).contains(curve.x1) && (0...1).contains(curve.x2))
    #expect((-10...10).contains(curve.y1) && (-10...10).contains(curve.y2))
    let expectedX: Double = bad.isNaN ? 0 : bad == .infinity ? 1 : 0
    #expect(curve.x1 == expectedX)
    let expectedY: Double = bad.isNaN ? 0 : bad == .infinity ? 10 : max(bad, -10)
    #expect(curve.y1 == expectedY)
    for progress in stride(from: 0.0, through: 1, by: 0.05) {
      #expect(curve.value(at: progress).isFinite)
      #expect(curve.velocity(at: progress).isFinite)
    }
  }

  @Test(arguments: F.badNumbers)
  func progressClamps(bad: Double) {
    for curve in Self.curves {
      let expected: Double = bad == .infinity ? 1 : 0
      #expect(curve.value(at: bad) == expected)
      #expect(curve.velocity(at: bad) == curve.velocity(at: expected))
    }
    #expect(TimingCurve.easeIn.value(at: 7) == 1)
  }
}
