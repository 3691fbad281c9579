/// A rectangle in points, in the container's coordinates: origin at the top-leading corner, x
/// towards the trailing edge, y downwards (as in UIKit).
///
/// VeilCore keeps its own geometry so that it builds without CoreGraphics; the iOS layer
/// converts to and from `CGRect`. Apple's old `MacTypes.h` also declares a `Rect`, but a Swift
/// declaration shadows an imported C one, so this name stays unambiguous in files that import
/// both VeilCore and UIKit.
///
/// ```swift
/// let card = Rect(x: 45, y: 272, width: 300, height: 300)
/// card.midY   // 422
/// ```
public struct Rect: Hashable, Sendable {
  /// The leading edge's x coordinate; never NaN or infinite.
  public var x: Double {
    didSet { x = x.finiteOr(0) }
  }
  /// The top edge's y coordinate; never NaN or infinite.
  public var y: Double {
    didSet { y = y.finiteOr(0) }
  }
  /// The width in points; never negative, never NaN.
  public var width: Double {
    didSet { width = width.nonNegativeOr(0) }
  }
  /// The height in points; never negative, never NaN.
  public var height: Double {
    didSet { height = height.nonNegativeOr(0) }
  }

  /// Creates a rectangle. NaN and infinite coordinates become 0; negative, NaN and infinite
  /// dimensions become 0; the same holds whenever a field is set later.
  ///
  /// - Parameters:
  ///   - x: The leading edge's x coordinate.
  ///   - y: The top edge's y coordinate.
  ///   - width: The width in points.
  ///   - height: The height in points.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x.finiteOr(0)
    self.y = y.finiteOr(0)
    self.width = width.nonNegativeOr(0)
    self.height = height.nonNegativeOr(0)
  }

  /// Creates a rectangle at the origin with the given size.
  ///
  /// - Parameter size: The rectangle's size.
  public init(size: Size) {
    self.init(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// The rectangle at the origin with zero size.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The rectangle's size.
  public var size: Size { Size(width: width, height: height) }
  // The edges and centres are sums of finite values that can overflow at the ends of the
  // range (1e308 + 1e308): they are clamped to the largest finite `Double`, never infinite.

  /// The leading edge's x coordinate.
  public var minX: Double { x }
  /// The horizontal centre.
  public var midX: Double { (x + width / 2).finiteClamped }
  /// The trailing edge's x coordinate.
  public var maxX: Double { (x + width).finiteClamped }
  /// The top edge's y coordinate.
  public var minY: Double { y }
  /// The vertical centre.
  public var midY: Double { (y + height / 2).finiteClamped }
  /// The bottom edge's y coordinate.
  public var maxY: Double { (y + height).finiteClamped }
  /// Whether the width or the height is zero.
  public var isEmpty: Bool { width == 0 || height == 0 }
}

extension Rect {
  /// This rectangle shrunk by `insets`, never negative: when two opposite insets exceed the
  /// dimension, the rectangle collapses at the first one's edge.
  func inset(by insets: Insets) -> Rect {
    let x = Swift.min(minX + insets.leading, maxX)
    let y = Swift.min(minY + insets.top, maxY)
    return Rect(
      x: x, y: y,
      width: Swift.max(maxX - insets.trailing - x, 0),
      height: Swift.max(maxY - insets.bottom - y, 0))
  }
}
