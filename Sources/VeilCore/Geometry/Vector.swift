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

  /// The Euclidean length.
  public var length: Double { (x * x + y * y).squareRoot() }
}
