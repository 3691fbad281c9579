/// A width and a height in points.
///
/// VeilCore keeps its own geometry so that it builds without CoreGraphics; the iOS layer
/// converts to and from `CGSize`.
///
/// ```swift
/// let phone = Size(width: 390, height: 844)
/// ```
public struct Size: Hashable, Sendable {
  /// The width in points; never negative, never NaN.
  public var width: Double {
    didSet { width = width.nonNegativeOr(0) }
  }
  /// The height in points; never negative, never NaN.
  public var height: Double {
    didSet { height = height.nonNegativeOr(0) }
  }

  /// Creates a size. Negative, NaN and infinite dimensions become 0 (here and whenever a
  /// dimension is set later), so an empty or malformed container yields valid frames rather
  /// than a trap.
  ///
  /// - Parameters:
  ///   - width: The width in points.
  ///   - height: The height in points.
  public init(width: Double, height: Double) {
    self.width = width.nonNegativeOr(0)
    self.height = height.nonNegativeOr(0)
  }

  /// A size of zero width and height.
  public static let zero = Size(width: 0, height: 0)

  /// Whether either dimension is zero.
  public var isEmpty: Bool { width == 0 || height == 0 }
}
