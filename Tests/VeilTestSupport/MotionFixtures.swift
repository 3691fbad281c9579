import Foundation
import Testing
import VeilCore

/// Shared checks and references for the motion tests.
package enum MotionFixtures {
  /// The bad numbers every public numeric input is tried with.
  package static let badNumbers: [Double] = [
    .nan, .infinity, -.infinity, 0, -1, -.greatestFiniteMagnitude,
  ]

  /// Expects `actual` within `tolerance` of `expected` (and both finite).
  package static func expectNear(
    _ actual: Double, _ expected: Double, within tolerance: Double, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      actual.isFinite && abs(actual - expected) <= tolerance,
      "\(actual) is not within \(tolerance) of \(expected)\(comment.map { ": \($0)" } ?? "")",
      sourceLocation: sourceLocation)
  }

  /// The damped oscillator's closed form as a textbook writes it, in Foundation's `exp`, `sin`
  /// and `cos`, with nothing precomputed: the reference VeilCore's own closed form (its
  /// coefficients computed once, its own exponential, sine and cosine) is checked against.
  package static func textbookState(
    spring: ModalSpring, displacement x0: Double, velocity v0: Double, time t: Double
  ) -> (displacement: Double, velocity: Double) {
    let omega = 2 * Double.pi / spring.response
    let zeta = spring.dampingRatio
    if abs(zeta - 1) < 1e-6 {
      let b = v0 + omega * x0
      let decay = Foundation.exp(-omega * t)
      return ((x0 + b * t) * decay, (v0 - omega * b * t) * decay)
    } else if zeta < 1 {
      let sigma = zeta * omega
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let b = (v0 + sigma * x0) / omegaD
      let decay = Foundation.exp(-sigma * t)
      let (cosine, sine) = (Foundation.cos(omegaD * t), Foundation.sin(omegaD * t))
      return (
        decay * (x0 * cosine + b * sine), decay * (v0 * cosine - (x0 * omegaD + sigma * b) * sine)
      )
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega / (zeta + root)
      let r2 = -omega * (zeta + root)
      let c2 = (v0 - r1 * x0) / (r2 - r1)
      let c1 = x0 - c2
      let (e1, e2) = (Foundation.exp(r1 * t), Foundation.exp(r2 * t))
      return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }
  }

  /// The damped oscillator `x'' = −ω₀²x − 2ζω₀x'` integrated with classical Runge–Kutta (fourth
  /// order) at a fixed step: the independent reference the closed forms are checked against.
  /// With a step of 1e-5 s the global error is of order 1e-15 for the springs tested.
  package static func integrate(
    spring: ModalSpring, displacement: Double, velocity: Double, until end: Double,
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
