import Testing

@testable import VeilCore

/// Shared checks and references for the motion tests.
enum MotionFixtures {
  /// The bad numbers every public numeric input is tried with.
  static let badNumbers: [Double] = [.nan, .infinity, -.infinity, 0, -1, -.greatestFiniteMagnitude]

  /// Expects `actual` within `tolerance` of `expected` (and both finite).
  static func expectNear(
    _ actual: Double, _ expected: Double, within tolerance: Double, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      actual.isFinite && abs(actual - expected) <= tolerance,
      "\(actual) is not within \(tolerance) of \(expected)\(comment.map { ": \($0)" } ?? "")",
      sourceLocation: sourceLocation)
  }

  /// The damped oscillator `x'' = −ω₀²x − 2ζω₀x'` integrated with classical Runge–Kutta (fourth
  /// order) at a fixed step: the independent reference the closed forms are checked against.
  /// With a step of 1e-5 s the global error is of order 1e-15 for the springs tested.
  static func integrate(
    spring: Spring, displacement: Double, velocity: Double, until end: Double,
    step: Double = 1e-5
  ) -> (displacement: Double, velocity: Double) {
    let omega = 2 * Double.pi / spring.response
    let zeta = spring.dampingRatio
    func acceleration(_ x: Double, _ v: Double) -> Double {
      -omega * omega * x - 2 * zeta * omega * v
    }
    var x = displacement
    var v = velocity
    var time = 0.0
    while time < end {
      let h = min(step, end - time)
      let k1x = v
      let k1v = acceleration(x, v)
      let k2x = v + h / 2 * k1v
      let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
      let k3x = v + h / 2 * k2v
      let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
      let k4x = v + h * k3v
      let k4v = acceleration(x + h * k3x, v + h * k3v)
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
      time += h
    }
    return (x, v)
  }
}
