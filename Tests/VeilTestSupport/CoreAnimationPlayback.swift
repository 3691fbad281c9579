import Foundation
import VeilCore

/// Plays a ``MotionTrack`` back the way Core Animation does, written independently of the
/// engine's own solvers, so that a playback test checks the parameters a track hands to Core
/// Animation and not the engine against itself.
///
/// - Keyframes: `CAKeyframeAnimation` with `calculationMode` linear, key times as fractions of
///   the duration; before the start the first value, after the end the model value (the last).
/// - Springs: `CASpringAnimation`'s damped oscillator `m·x'' + c·x' + k·x = 0` from the mass,
///   stiffness and damping, the initial velocity relative to the distance and pointing towards
///   the target (Apple: positive values move the object towards the spring's attachment point).
/// - Curves: `CAMediaTimingFunction`'s cubic Bézier, its x solved for the elapsed fraction.
package enum CoreAnimationPlayback {
  package static func value(_ track: MotionTrack, at time: Double) -> Double {
    if let exact = track.exact {
      guard time > 0 else { return exact.from }
      guard time < exact.duration else { return exact.to }
      let fraction: Double
      switch exact.timing {
      case .spring(let spring, let velocity):
        fraction = springFraction(
          mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
          initialVelocity: velocity, time: time)
      case .curve(let curve):
        fraction = bezier(curve.x1, curve.y1, curve.x2, curve.y2, at: time / exact.duration)
      }
      return exact.from + (exact.to - exact.from) * fraction
    }
    return keyframes(track.keyTimes, track.values, duration: track.duration, at: time)
  }

  package static func keyframes(
    _ keyTimes: [Double], _ values: [Double], duration: Double, at time: Double
  )
    -> Double
  {
    guard let last = values.last else { return 0 }
    guard duration > 0, values.count > 1 else { return last }
    let fraction = time / duration
    if fraction <= 0 { return values[0] }
    for index in 1..<keyTimes.count where fraction <= keyTimes[index] {
      let span = keyTimes[index] - keyTimes[index - 1]
      let local = span > 0 ? (fraction - keyTimes[index - 1]) / span : 1
      return values[index - 1] + (values[index] - values[index - 1]) * local
    }
    return last
  }

  /// The fraction of the distance a spring has covered: 1 − x(t), x(0) = 1, x'(0) = −v₀.
  package static func springFraction(
    mass: Double, stiffness: Double, damping: Double, initialVelocity: Double, time t: Double
  ) -> Double {
    let omega = (stiffness / mass).squareRoot()
    let zeta = damping / (2 * (stiffness * mass).squareRoot())
    let x0 = 1.0
    let v = -initialVelocity
    let x: Double
    if abs(zeta - 1) < 1e-6 {
      x = exp(-omega * t) * (x0 + (v + omega * x0) * t)
    } else if zeta < 1 {
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      x =
        exp(-zeta * omega * t)
        * (x0 * cos(omegaD * t) + (zeta * omega * x0 + v) / omegaD * sin(omegaD * t))
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega * (zeta - root)
      let r2 = -omega * (zeta + root)
      let c2 = (v - r1 * x0) / (r2 - r1)
      x = (x0 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }
    return 1 - x
  }

  /// y of the cubic Bézier (0,0), (x1,y1), (x2,y2), (1,1) where x = `progress`, by bisection.
  package static func bezier(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at progress: Double
  )
    -> Double
  {
    func cubic(_ s: Double, _ a: Double, _ b: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if cubic(middle, x1, x2) < progress { low = middle } else { high = middle }
    }
    return cubic((low + high) / 2, y1, y2)
  }
}
