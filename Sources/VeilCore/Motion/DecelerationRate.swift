/// How quickly a flicked object slows down, as `UIScrollView.DecelerationRate` does.
///
/// A rate is the fraction of velocity that remains after each millisecond. Projecting a flick
/// with it tells where the content would come to rest, which is how Veil decides whether a
/// release dismisses, and which sheet detent it lands on.
///
/// ```swift
/// let rest = DecelerationRate.normal.projectedDistance(initialVelocity: 1_000)  // ≈ 499 pt
/// ```
public struct DecelerationRate: Hashable, Sendable {
  /// The fraction of velocity kept per millisecond, in `0...0.9999`.
  public let rawValue: Double

  /// The largest rate Veil accepts: at 1 an object would never stop.
  public static let maximumRawValue = 0.9999

  /// Creates a rate. NaN becomes ``normal``'s 0.998; values outside `0...0.9999` are clamped.
  ///
  /// - Parameter rawValue: The fraction of velocity kept per millisecond.
  public init(rawValue: Double) {
    self.rawValue = rawValue.clamped(to: 0...Self.maximumRawValue, nanFallback: 0.998)
  }

  /// `UIScrollView.DecelerationRate.normal`: 0.998 (Apple documentation).
  public static let normal = DecelerationRate(rawValue: 0.998)

  /// `UIScrollView.DecelerationRate.fast`: 0.99 (Apple documentation).
  public static let fast = DecelerationRate(rawValue: 0.99)

  /// The distance in points that content moving at `initialVelocity` (points per second) travels
  /// before it stops.
  ///
  /// The formula is the one Apple gives in WWDC18 "Designing Fluid Interfaces":
  /// `(velocity / 1000) * rate / (1 - rate)`. The sign follows the velocity. NaN counts as 0 and
  /// velocities are clamped to ±100 000 points per second.
  ///
  /// - Parameter initialVelocity: The release velocity in points per second.
  /// - Returns: The signed distance to the resting point.
  public func projectedDistance(initialVelocity: Double) -> Double {
    let velocity = initialVelocity.clamped(
      to: -Limits.maximumSpeed...Limits.maximumSpeed, nanFallback: 0)
    return velocity / 1000 * rawValue / (1 - rawValue)
  }
}
