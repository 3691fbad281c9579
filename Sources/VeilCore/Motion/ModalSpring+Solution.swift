import Foundation

extension ModalSpring {
  /// The closed-form solution's coefficients, computed once per spring.
  ///
  /// A spring is sampled on every frame of every transition and of every drag release, so
  /// nothing that depends only on the spring (a division, a square root, the branch) is left to
  /// the sampling: it costs one exponential and, under-damped, one sine and cosine.
  @usableFromInline
  struct Solution: Hashable, Sendable {
    /// Which of the three closed forms applies.
    @usableFromInline
    enum Branch: Hashable, Sendable {
      case underDamped, critical, overDamped
    }

    @usableFromInline let branch: Branch
    /// The undamped angular frequency ω₀ = 2π / response.
    @usableFromInline let omega: Double
    /// The decay rate σ = ζ·ω₀ (under-damped and critical).
    @usableFromInline let sigma: Double
    /// Under-damped: the damped angular frequency ω_d = ω₀·√(1 − ζ²). Over-damped: r₁.
    @usableFromInline let first: Double
    /// Under-damped: 1 / ω_d. Over-damped: r₂.
    @usableFromInline let second: Double
    /// Under-damped: σ / ω_d. Over-damped: 1 / (r₂ − r₁).
    @usableFromInline let third: Double

    init(omega: Double, dampingRatio zeta: Double) {
      self.omega = omega
      sigma = zeta * omega
      if Swift.abs(zeta - 1) < ModalSpring.criticalWindow {
        branch = .critical
        (first, second, third) = (0, 0, 0)
      } else if zeta < 1 {
        branch = .underDamped
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        (first, second, third) = (omegaD, 1 / omegaD, zeta * omega / omegaD)
      } else {
        branch = .overDamped
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega / (zeta + root)  // = −ω₀(ζ − √(ζ² − 1)) without cancellation
        let r2 = -omega * (zeta + root)
        (first, second, third) = (r1, r2, 1 / (r2 - r1))
      }
    }

    /// The displacement from rest after `t` seconds, from displacement `x0` and velocity `v0`
    /// at time 0; `t` is positive and finite. Written for speed: no velocity, no guard (the
    /// caller checks the result is finite).
    @inlinable
    func displacement(from x0: Double, velocity v0: Double, time t: Double) -> Double {
      switch branch {
      case .underDamped:
        // x(t) = e^(−σt)·(x₀·cos ω_d t + B·sin ω_d t), B = (v₀ + σx₀) / ω_d
        let b = v0 * second + x0 * third
        let (sine, cosine) = SpringMath.sinCos(first * t)
        return SpringMath.exp(-sigma * t) * (x0 * cosine + b * sine)
      case .critical:
        // x(t) = (x₀ + (v₀ + ω₀x₀)·t)·e^(−ω₀t)
        return (x0 + (v0 + omega * x0) * t) * SpringMath.exp(-omega * t)
      case .overDamped:
        // x(t) = C₁·e^(r₁t) + C₂·e^(r₂t)
        let c2 = (v0 - first * x0) * third
        return (x0 - c2) * SpringMath.exp(first * t) + c2 * SpringMath.exp(second * t)
      }
    }

    /// The displacement from rest and the velocity after `t` seconds, from displacement `x0`
    /// and velocity `v0` at time 0: the same closed form as ``displacement(from:velocity:time:)``
    /// with its derivative, for what needs the velocity too (an interruption, the settling
    /// time, the stepper's matrix). No guard: the caller checks the result is finite.
    func state(from x0: Double, velocity v0: Double, time t: Double) -> SpringState {
      switch branch {
      case .underDamped:
        // x(t) = e^(−σt)·(x₀·cos ω_d t + B·sin ω_d t), B = (v₀ + σx₀) / ω_d
        // v(t) = e^(−σt)·(v₀·cos ω_d t − (x₀·ω_d + σB)·sin ω_d t)
        let b = v0 * second + x0 * third
        let (sine, cosine) = SpringMath.sinCos(first * t)
        let decay = SpringMath.exp(-sigma * t)
        return SpringState(
          displacement: decay * (x0 * cosine + b * sine),
          velocity: decay * (v0 * cosine - (x0 * first + sigma * b) * sine))
      case .critical:
        // x(t) = (x₀ + B·t)·e^(−ω₀t), v(t) = (v₀ − ω₀B·t)·e^(−ω₀t), B = v₀ + ω₀x₀
        let b = v0 + omega * x0
        let decay = SpringMath.exp(-omega * t)
        return SpringState(
          displacement: (x0 + b * t) * decay, velocity: (v0 - omega * b * t) * decay)
      case .overDamped:
        // x(t) = C₁·e^(r₁t) + C₂·e^(r₂t)
        let c2 = (v0 - first * x0) * third
        let c1 = x0 - c2
        let e1 = SpringMath.exp(first * t)
        let e2 = SpringMath.exp(second * t)
        return SpringState(
          displacement: c1 * e1 + c2 * e2, velocity: c1 * first * e1 + c2 * second * e2)
      }
    }
  }

  /// A spring advanced by one fixed time step at a time, exactly.
  ///
  /// For a frame-by-frame animation (a display link, a game loop) the state after each step is
  /// a fixed linear map of the state before it, the spring's state-transition matrix for that
  /// step: the stepper computes it once from the closed form, and each ``advance(value:velocity:target:)``
  /// is then four multiplications and a few additions. Unlike an integrator (Euler, Verlet,
  /// Runge–Kutta) it does not drift: after any number of steps it agrees with
  /// ``ModalSpring/value(target:initialVelocity:time:)`` to rounding, about 1e-15 of the distance.
  ///
  /// ```swift
  /// let stepper = ModalSpring.snappy.stepper(deltaTime: 1 / 120)
  /// var value = 0.0, velocity = 0.0
  /// stepper.advance(value: &value, velocity: &velocity, target: 300)  // one frame
  /// ```
  public struct Stepper: Hashable, Sendable {
    /// The time step, in seconds.
    public let deltaTime: Double
    @usableFromInline let xx: Double
    @usableFromInline let xv: Double
    @usableFromInline let vx: Double
    @usableFromInline let vv: Double

    init(spring: ModalSpring, deltaTime: Double) {
      self.deltaTime = deltaTime
      // The 2×2 state-transition matrix of one step: the closed form is linear in the initial
      // state, so its columns are the motions from (1, 0) and from (0, 1).
      let fromDisplacement = spring.state(displacement: 1, velocity: 0, time: deltaTime)
      let fromVelocity = spring.state(displacement: 0, velocity: 1, time: deltaTime)
      (xx, xv) = (fromDisplacement.displacement, fromVelocity.displacement)
      (vx, vv) = (fromDisplacement.velocity, fromVelocity.velocity)
    }

    /// Moves `value` and `velocity` one step towards `target`.
    ///
    /// Bad input: a NaN or infinite value is taken to be at the target; a NaN velocity is 0;
    /// a target that is NaN or infinite counts as 0. Values and targets are clamped to ±10¹²
    /// and velocities to ±100 000 units per second only when the step would not be finite, so
    /// that a well-formed state costs no clamping.
    ///
    /// - Parameters:
    ///   - value: The current value; replaced by the value one step later.
    ///   - velocity: The current velocity in units per second; replaced likewise.
    ///   - target: Where the spring comes to rest.
    @inlinable
    public func advance(value: inout Double, velocity: inout Double, target: Double) {
      let displacement = value - target
      let next = target + (xx * displacement + xv * velocity)
      let nextVelocity = vx * displacement + vv * velocity
      if next.isFinite && nextVelocity.isFinite {
        value = next
        velocity = nextVelocity
      } else {
        repair(value: &value, velocity: &velocity, target: target)
      }
    }

    /// The slow path of ``advance(value:velocity:target:)``: sanitizes a non-finite state and
    /// steps it.
    @usableFromInline
    func repair(value: inout Double, velocity: inout Double, target: Double) {
      let (start, speed, target) = ModalSpring.sanitizedState(value, velocity, target)
      let displacement = start - target
      let next = xx * displacement + xv * speed
      let nextVelocity = vx * displacement + vv * speed
      value = next.isFinite ? target + next : target
      velocity = nextVelocity.isFinite ? nextVelocity : 0
    }
  }

  /// A stepper that advances this spring by `deltaTime` seconds per step, exactly.
  ///
  /// Bad input: a NaN, infinite, zero or negative step becomes 1/120 s (one frame at 120 Hz);
  /// steps are capped at one hour.
  ///
  /// - Parameter deltaTime: The fixed time step, in seconds.
  /// - Returns: The stepper.
  public func stepper(deltaTime: Double) -> Stepper {
    Stepper(spring: self, deltaTime: Self.sanitizedStep(deltaTime))
  }

  /// Moves `value` and `velocity` by `deltaTime` seconds towards `target`, as SwiftUI's
  /// `ModalSpring.update(value:velocity:target:deltaTime:)`, exactly: the closed form from the
  /// current state, so any sequence of steps agrees with one step of their sum.
  ///
  /// For many steps of the same size, ``stepper(deltaTime:)`` is faster. Bad input: a NaN,
  /// infinite, zero or negative `deltaTime` leaves the state as it is (except that a
  /// non-finite state is sanitized as in ``Stepper/advance(value:velocity:target:)``); steps
  /// are capped at one hour.
  ///
  /// - Parameters:
  ///   - value: The current value; replaced by the value `deltaTime` later.
  ///   - velocity: The current velocity in units per second; replaced likewise.
  ///   - target: Where the spring comes to rest.
  ///   - deltaTime: The time step, in seconds.
  public func update(
    value: inout Double, velocity: inout Double, target: Double, deltaTime: Double
  ) {
    let (start, speed, target) = Self.sanitizedState(value, velocity, target)
    guard deltaTime.isFinite, deltaTime > 0 else {
      (value, velocity) = (start, speed)
      return
    }
    let state = self.state(
      displacement: start - target, velocity: speed,
      time: Swift.min(deltaTime, Limits.maximumDuration))
    value = target + state.displacement
    velocity = state.velocity
  }

  /// A state that stepping can take: a non-finite value is at the target, a non-finite target
  /// is 0, and values, targets and velocities are clamped as everywhere in the engine.
  static func sanitizedState(
    _ value: Double, _ velocity: Double, _ target: Double
  ) -> (value: Double, velocity: Double, target: Double) {
    let target = target.magnitudeClamped
    return (value.isFinite ? value.magnitudeClamped : target, velocity.speedClamped, target)
  }

  static func sanitizedStep(_ deltaTime: Double) -> Double {
    deltaTime.isFinite && deltaTime > 0 ? Swift.min(deltaTime, Limits.maximumDuration) : 1.0 / 120
  }
}

/// The exponential, sine and cosine a spring needs, to within a few units in the last place of
/// Foundation's, and several times faster: a spring is sampled on every frame.
///
/// Both reduce the argument exactly (Cody–Waite, with constants whose products with the
/// quotient are exact) and evaluate a Taylor polynomial on the reduced interval, whose
/// truncation error is below 2e-16 relative (the first omitted term, bounded in the comments
/// and checked against Foundation in `FastMotionMathTests`). Arguments outside the fast range go to
/// Foundation, so the result is never worse than a few ulps anywhere.
@usableFromInline
enum SpringMath {
  /// e^x. Fast for −708 < x < 709 (the normal range); Foundation elsewhere (underflow, overflow,
  /// NaN).
  @inlinable
  static func exp(_ x: Double) -> Double {
    guard x > -708, x < 709 else { return Foundation.exp(x) }
    // x = k·ln 2 + r, |r| ≤ ln 2 / 2 ≈ 0.3466; k·ln2Hi is exact for |k| < 2¹¹ (ln2Hi has 32
    // significant bits).
    let k = (x * 1.4426950408889634).rounded(.toNearestOrEven)
    let r = (x - k * 0.693147180369123816490) - k * 1.90821492927058770002e-10
    // Taylor to r¹²: the first omitted term, r¹³/13!, is below 1.1e-16·e^r on |r| ≤ 0.3466.
    // e^r = 1 + (r + r²·T(r)), T = 1/2! + r/3! + … + r¹⁰/12!, by Estrin's scheme: pairs, then
    // pairs of pairs, so the longest chain of dependent operations is 5, not 12 (a frame's
    // sample waits on this chain).
    let r2 = r * r
    let r4 = r2 * r2
    let r8 = r4 * r4
    let p0 = 0.5 + r * 1.66666666666666666667e-01  // 1/2!, 1/3!
    let p1 = 4.16666666666666666667e-02 + r * 8.33333333333333333333e-03  // 1/4!, 1/5!
    let p2 = 1.38888888888888888889e-03 + r * 1.98412698412698412698e-04  // 1/6!, 1/7!
    let p3 = 2.48015873015873015873e-05 + r * 2.75573192239858906526e-06  // 1/8!, 1/9!
    let p4 = 2.75573192239858906526e-07 + r * 2.50521083854417187751e-08  // 1/10!, 1/11!
    let p5 = 2.08767569878680989792e-09  // 1/12!
    let tail = (p0 + p1 * r2) + (p2 + p3 * r2) * r4 + (p4 + p5 * r2) * r8
    let p = 1 + (r + r2 * tail)
    // 2^k for −1021 ≤ k ≤ 1023, built from its exponent bits.
    return p * Double(bitPattern: UInt64(Int64(k) + 1023) << 52)
  }

  /// (sin x, cos x). Fast for |x| ≤ 2¹⁹·π/2 (beyond any spring's ω·t that matters on screen,
  /// about 8·10⁵); Foundation elsewhere.
  @inlinable
  static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
    guard Swift.abs(x) <= 823_549.6 else { return (Foundation.sin(x), Foundation.cos(x)) }
    // x = q·π/2 + r, |r| ≤ π/4 (plus rounding); π/2 in three parts of 33, 33 and 53 bits, so
    // q·part is exact for |q| < 2²⁰ (fdlibm's pio2_1, pio2_2, pio2_2t).
    let q = (x * 0.636619772367581343076).rounded(.toNearestOrEven)
    let r =
      ((x - q * 1.57079632673412561417e+00) - q * 6.07710050630396597660e-11)
      - q * 2.02226624879595063154e-21
    // sin: Taylor to r¹⁷; the first omitted term, r¹⁹/19!, is below 2e-19 on |r| ≤ π/4 + ε.
    // cos: Taylor to r¹⁸; the first omitted term, r²⁰/20!, is below 1e-20 there. Both
    // polynomials in z = r², by Estrin's scheme (a chain of 4 dependent operations, not 8).
    let z = r * r
    let z2 = z * z
    let z4 = z2 * z2
    // sin r = r + r·z·S(z), S = −1/3! + z/5! − … + z⁷/17!
    let s0 = -1.66666666666666666667e-01 + z * 8.33333333333333333333e-03  // −1/3!, 1/5!
    let s1 = -1.98412698412698412698e-04 + z * 2.75573192239858906526e-06  // −1/7!, 1/9!
    let s2 = -2.50521083854417187751e-08 + z * 1.60590438368216145994e-10  // −1/11!, 1/13!
    let s3 = -7.64716373181981647590e-13 + z * 2.81145725434552076319e-15  // −1/15!, 1/17!
    let sinePolynomial = (s0 + s1 * z2) + (s2 + s3 * z2) * z4
    let sine = r + r * z * sinePolynomial
    // cos r = 1 − z/2 + z²·C(z), C = 1/4! − z/6! + … − z⁷/18!
    let c0 = 4.16666666666666666667e-02 - z * 1.38888888888888888889e-03  // 1/4!, −1/6!
    let c1 = 2.48015873015873015873e-05 - z * 2.75573192239858906526e-07  // 1/8!, −1/10!
    let c2 = 2.08767569878680989792e-09 - z * 1.14707455977297247139e-11  // 1/12!, −1/14!
    let c3 = 4.77947733238738529744e-14 - z * 1.56192069685862264622e-16  // 1/16!, −1/18!
    let cosinePolynomial = (c0 + c1 * z2) + (c2 + c3 * z2) * z4
    let cosine = 1 - 0.5 * z + z2 * cosinePolynomial
    // The quadrant, without a branch (random times give random quadrants, and a mispredicted
    // branch costs more than the rest): odd quadrants swap sine and cosine, quadrants 2 and 3
    // negate the sine, 1 and 2 the cosine. (0: (s, c); 1: (c, −s); 2: (−s, −c); 3: (−c, s).)
    let quadrant = UInt64(truncatingIfNeeded: Int(q))
    let swap = 0 &- (quadrant & 1)
    let sineBits = (sine.bitPattern & ~swap) | (cosine.bitPattern & swap)
    let cosineBits = (cosine.bitPattern & ~swap) | (sine.bitPattern & swap)
    return (
      Double(bitPattern: sineBits ^ ((quadrant & 2) << 62)),
      Double(bitPattern: cosineBits ^ (((quadrant &+ 1) & 2) << 62))
    )
  }
}
