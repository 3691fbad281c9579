/// The animation a released drag must start: where the content is, where it goes, and how fast
/// it is already moving, so that the animation picks up the finger's motion without a jolt.
///
/// VeilCore does not pick the animation: a spring of the caller's choice runs from ``from`` to
/// ``to``. What it must be given is the starting velocity, in the unit the animation API expects:
///
/// - ``velocity``: points per second, for APIs that take the value's own unit (SwiftUI's
///   `Spring.value(fromValue:toValue:initialVelocity:time:)`, Veil's own `ModalSpring`).
/// - ``relativeVelocity``: each component divided by the distance that component travels, which
///   is what `UISpringTimingParameters(dampingRatio:initialVelocity:)` expects. Apple's
///   documentation for `UISpringTimingParameters.initialVelocity` says each component is
///   "normalized to the total distance of the animation", and for
///   `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` that "a
///   value of 1 corresponds to the total animation distance traversed in one second". A component
///   that does not change is 0, as Apple asks.
/// - ``relativeSpeed``: the same along the line of motion, for a single 0…1 progress animation.
///
/// ```swift
/// let motion = ReleaseMotion(
///   from: Vector(x: 0, y: 160), to: Vector(x: 0, y: 844), velocity: Vector(x: 0, y: 684))
/// motion.distance          // 684
/// motion.relativeVelocity  // (0, 1): the whole distance in one second
/// ```
public struct ReleaseMotion: Hashable, Sendable {
  /// Distances shorter than this, in points, count as no distance: far below a pixel, and the
  /// relative velocity over them would only amplify noise (or overflow).
  public static let minimumDistance = 0.001

  /// The content's offset when the finger lifts.
  public let from: Vector
  /// The offset the animation must end at.
  public let to: Vector
  /// The content's velocity when the finger lifts, in points per second.
  public let velocity: Vector
  /// The straight-line distance from ``from`` to ``to``, in points.
  public let distance: Double
  /// The part of ``velocity`` along the line from ``from`` to ``to``, in points per second:
  /// positive when the content already moves towards the target. 0 when there is no distance.
  public let speedTowardsTarget: Double
  /// ``velocity`` with each component divided by that component's distance (`to - from`), as
  /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` expects; 0 for a component that
  /// travels less than ``minimumDistance``.
  public let relativeVelocity: Vector
  /// ``speedTowardsTarget`` divided by ``distance``: the initial velocity of a 0…1 progress
  /// animation, in progress per second. 0 when there is no distance.
  public let relativeSpeed: Double

  /// Creates the motion from the content's offset and velocity at release to its target.
  ///
  /// NaN and infinite offsets count as 0 and the rest is clamped to ±10¹² points; a NaN velocity
  /// counts as 0, and velocities (infinite ones included) are clamped to ±100 000 points per
  /// second.
  ///
  /// - Parameters:
  ///   - from: The content's offset when the finger lifts.
  ///   - to: The offset the animation ends at.
  ///   - velocity: The content's velocity when the finger lifts, in points per second.
  public init(from: Vector, to: Vector, velocity: Vector) {
    let from = from.magnitudeClamped
    let to = to.magnitudeClamped
    let velocity = velocity.speedClamped
    self.from = from
    self.to = to
    self.velocity = velocity
    let delta = Vector(x: to.x - from.x, y: to.y - from.y)
    let distance = delta.length
    self.distance = distance
    self.relativeVelocity = Vector(
      x: Self.relative(velocity.x, over: delta.x),
      y: Self.relative(velocity.y, over: delta.y))
    if distance < Self.minimumDistance {
      self.speedTowardsTarget = 0
      self.relativeSpeed = 0
    } else {
      let speed = (velocity.x * delta.x + velocity.y * delta.y) / distance
      self.speedTowardsTarget = speed
      self.relativeSpeed = speed / distance
    }
  }

  /// A velocity over the distance it must cover, 0 when the distance is (next to) none.
  static func relative(_ velocity: Double, over distance: Double) -> Double {
    Swift.abs(distance) < minimumDistance ? 0 : velocity / distance
  }
}
