/// A two-dimensional quantity in points: an offset, a drag translation, or (in points per
/// second) a velocity.
///
/// ```swift
/// let translation = Vector(x: 0, y: 160)
/// let velocity = Vector(x: 0, y: -1_200)
/// ```
public struct Vector: Hashable, Sendable {
  /// The horizontal component; positive is towards the trailing edge.
  public var x: Double
  /// The vertical component; positive is downwards, as in UIKit.
  public var y: Double

  /// Creates a vector. NaN and infinite components become 0.
  ///
  /// - Parameters:
  ///   - x: The horizontal component.
  ///   - y: The vertical component.
  public init(x: Double, y: Double) {
    self.x = x.finiteOr(0)
    self.y = y.finiteOr(0)
  }

  /// The zero vector.
  public static let zero = Vector(x: 0, y: 0)

  /// The Euclidean length: never NaN or infinite, and accurate for the smallest and largest
  /// components (a length beyond the largest `Double` is reported as the largest `Double`).
  public var length: Double {
    let largest = Swift.max(Swift.abs(x), Swift.abs(y))
    let smallest = Swift.min(Swift.abs(x), Swift.abs(y))
    // Scaled by the larger component, so that neither squaring overflows nor underflows.
    guard largest > 0 else { return 0 }
    let ratio = smallest / largest
    return Swift.min(
      largest * (1 + ratio * ratio).squareRoot(), Double.greatestFiniteMagnitude)
  }
}
