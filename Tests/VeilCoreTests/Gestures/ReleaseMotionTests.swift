import Testing

@testable import VeilCore

@Suite struct ReleaseMotionTests {
  @Test func relativeVelocityIsInUIKitsUnit() {
    // Apple's example for `initialSpringVelocity`: 200 pt to go at 100 pt/s is 0.5.
    let motion = ReleaseMotion(
      from: Vector(x: 0, y: 0), to: Vector(x: 0, y: 200), velocity: Vector(x: 0, y: 100))
    #expect(motion.relativeVelocity == Vector(x: 0, y: 0.5))
    #expect(motion.relativeSpeed == 0.5)
    #expect(motion.speedTowardsTarget == 100)

    // Moving away from the target: negative.
    let back = ReleaseMotion(
      from: Vector(x: 0, y: 120), to: .zero, velocity: Vector(x: 0, y: 240))
    #expect(back.relativeVelocity == Vector(x: 0, y: -2))
    #expect(back.speedTowardsTarget == -240)

    // Per component, as UIKit normalises each axis by its own distance; the line speed is the
    // projection onto the direction of travel (a 3-4-5 triangle, exact in binary).
    let diagonal = ReleaseMotion(
      from: .zero, to: Vector(x: 30, y: 40), velocity: Vector(x: 60, y: 20))
    #expect(diagonal.relativeVelocity == Vector(x: 2, y: 0.5))
    #expect(diagonal.distance == 50)
    #expect(diagonal.speedTowardsTarget == (60 * 30 + 20 * 40) / 50)
    #expect(diagonal.relativeSpeed == diagonal.speedTowardsTarget / 50)
  }

  @Test func noDistanceMeansNoRelativeVelocity() {
    let still = ReleaseMotion(from: .zero, to: .zero, velocity: Vector(x: 500, y: 500))
    #expect(still.relativeVelocity == .zero)
    #expect(still.relativeSpeed == 0)
    #expect(still.speedTowardsTarget == 0)
    #expect(still.velocity == Vector(x: 500, y: 500))
    // Under a thousandth of a point counts as none (it would only amplify noise).
    let tiny = ReleaseMotion(
      from: .zero, to: Vector(x: 0, y: 0.0005), velocity: Vector(x: 0, y: 100))
    #expect(tiny.relativeVelocity == .zero)
    // A component that does not move gets 0, as Apple asks, even if the content moves that way.
    let vertical = ReleaseMotion(
      from: Vector(x: 10, y: 0), to: Vector(x: 10, y: 100), velocity: Vector(x: 50, y: 100))
    #expect(vertical.relativeVelocity == Vector(x: 0, y: 1))
  }

  @Test func badNumbersAreCleaned() {
    var from = Vector.zero
    from.x = .nan
    from.y = .infinity
    var velocity = Vector.zero
    velocity.x = -.infinity  // clamped to the fastest flick, as ModalSpring clamps its velocities
    velocity.y = 5e7
    let motion = ReleaseMotion(from: from, to: Vector(x: 0, y: 100), velocity: velocity)
    #expect(motion.from == .zero)
    #expect(motion.velocity == Vector(x: -100_000, y: 100_000))
    #expect(motion.relativeVelocity == Vector(x: 0, y: 1_000))
    expectFinite(motion)
  }
}
