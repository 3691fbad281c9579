/// The resistance content shows when it is pulled past where it may go, as a scroll view
/// bounces.
///
/// The curve is the one UIScrollView is widely measured to use: an overshoot `x` against a
/// dimension `d` with coefficient `c` moves the content by `(1 - 1 / (x * c / d + 1)) * d`. It
/// follows the finger at first (slope `c`) and never moves beyond `d`.
///
/// ```swift
/// let band = RubberBand(dimension: 844)
/// band.offset(for: 100)   // ≈ 51 pt: the finger moved 100 pt, the content half as far
/// ```
public struct RubberBand: Hashable, Sendable {
  /// The distance the content can approach but never reach, in points (never negative).
  public let dimension: Double
  /// The initial slope of the resistance (never negative): 0.55 is UIScrollView's.
  public let coefficient: Double

  /// Creates a rubber band.
  ///
  /// Bad input is clamped: a NaN, infinite or negative dimension becomes 0 (the content does not
  /// move at all); a NaN or infinite coefficient becomes 0.55 and a negative one 0.
  ///
  /// - Parameters:
  ///   - dimension: The limit the content approaches, usually the container's size on that axis.
  ///   - coefficient: The slope at the start; 0.55 by default.
  public init(dimension: Double, coefficient: Double = 0.55) {
    self.dimension = dimension.nonNegativeOr(0)
    let finiteCoefficient = coefficient.finiteOr(0.55)
    self.coefficient = Swift.max(finiteCoefficient, 0)
  }

  /// How far the content moves for a pull of `overshoot` points past its limit.
  ///
  /// The sign of the overshoot is kept; NaN counts as 0 and an infinite pull reaches the
  /// dimension.
  ///
  /// - Parameter overshoot: How far the finger went past the limit, signed.
  /// - Returns: How far the content goes past the limit, with the same sign.
  public func offset(for overshoot: Double) -> Double {
    guard dimension > 0, coefficient > 0, !overshoot.isNaN, overshoot != 0 else { return 0 }
    // (1 − 1 / (u + 1))·d written as d·(u / (u + 1)): the same number, but without the
    // cancellation that rounds a tiny pull to nothing; the factor is at most 1, so the product
    // never overflows and never rounds past d. An infinite u (an infinite pull, or one so large
    // that u overflows) reaches the dimension.
    let stretch = Swift.abs(overshoot) * coefficient / dimension
    let resisted = stretch.isInfinite ? dimension : dimension * (stretch / (stretch + 1))
    return overshoot < 0 ? -resisted : resisted
  }
}
