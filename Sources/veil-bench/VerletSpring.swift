import VeilCore

/// The approach Veil's closed form is measured against: a damped spring integrated numerically
/// with velocity Verlet at a fixed step, as animation systems that step their physics do.
///
/// It only lives in the benchmark: Veil itself never integrates.
struct VerletSpring {
  /// The integration step: 1/300 s, fine enough that the error stays small at 120 Hz.
  static let step = 1.0 / 300.0

  let stiffness: Double
  let damping: Double
  let mass: Double
  let target: Double

  private(set) var position = 0.0
  private(set) var velocity = 0.0
  private(set) var time = 0.0

  init(spring: ModalSpring, target: Double) {
    stiffness = spring.stiffness
    damping = spring.damping
    mass = spring.mass
    self.target = target
  }

  private func acceleration(position: Double, velocity: Double) -> Double {
    (-stiffness * (position - target) - damping * velocity) / mass
  }

  /// Advances by one fixed step. The damping force depends on velocity, so the velocity half
  /// step uses the predicted velocity (the usual velocity-Verlet variant for damped springs).
  mutating func advance() {
    let dt = Self.step
    let a0 = acceleration(position: position, velocity: velocity)
    position += velocity * dt + 0.5 * a0 * dt * dt
    let predicted = velocity + a0 * dt
    let a1 = acceleration(position: position, velocity: predicted)
    velocity += 0.5 * (a0 + a1) * dt
    time += dt
  }

  /// Advances until `time` has reached `until` (at most one step past it).
  mutating func advance(until: Double) {
    while time + Self.step * 0.5 < until {
      advance()
    }
  }

  /// The position at `time`, integrating from rest at 0: what random access costs an integrator.
  static func value(of spring: ModalSpring, target: Double, at time: Double) -> Double {
    var integrator = VerletSpring(spring: spring, target: target)
    integrator.advance(until: time)
    return integrator.position
  }
}
