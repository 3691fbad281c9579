/// A cubic Bézier timing curve from (0, 0) to (1, 1), as Core Animation's
/// `CAMediaTimingFunction` and SwiftUI's `timingCurve` define one.
///
/// The horizontal axis is the fraction of the duration that has elapsed, the vertical axis the
/// fraction of the change that has happened. The named curves carry Core Animation's control
/// points, as Apple documents them on `CAMediaTimingFunctionName`.
///
/// ```swift
/// let curve = TimingCurve.easeInOut
/// curve.value(at: 0.5)     // 0.5: the curve is symmetric
/// curve.velocity(at: 0)    // 0: it starts at rest
/// let custom = TimingCurve.bezier(x1: 0.2, y1: 0.9, x2: 0.3, y2: 1)
/// ```
public struct TimingCurve: Hashable, Sendable {
  /// The first control point's horizontal coordinate, in `0...1`.
  public let x1: Double
  /// The first control point's vertical coordinate, in `-10...10`.
  public let y1: Double
  /// The second control point's horizontal coordinate, in `0...1`.
  public let x2: Double
  /// The second control point's vertical coordinate, in `-10...10`.
  public let y2: Double

  /// The curve's table of `y(x)`; see ``value(at:)``. Built once per curve.
  @usableFromInline let solver: Solver

  /// The steepest slope ``velocity(at:)`` reports: where a curve is vertical (a control point
  /// on the vertical axis with a rising tangent) the slope is infinite and is reported as this.
  public static let maximumSlope = 10_000.0

  private init(sanitizedX1 x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    self.solver = Solver(x1: x1, y1: y1, x2: x2, y2: y2)
  }

  /// Whether two curves have the same control points (their tables, built from those, are
  /// then equal too).
  ///
  /// - Parameters:
  ///   - lhs: A curve.
  ///   - rhs: Another curve.
  /// - Returns: Whether the control points are equal.
  public static func == (lhs: TimingCurve, rhs: TimingCurve) -> Bool {
    lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
  }

  /// Hashes the control points, the curve's whole identity.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(x1)
    hasher.combine(y1)
    hasher.combine(x2)
    hasher.combine(y2)
  }

  /// A curve with the control points (x1, y1) and (x2, y2), as
  /// `CAMediaTimingFunction(controlPoints:_:_:_:)`.
  ///
  /// Bad input: a NaN coordinate becomes the linear curve's (0 for the first point, 1 for the
  /// second); horizontal coordinates are clamped to `0...1`, which keeps time moving forwards;
  /// vertical ones to `-10...10`, which leaves room for any overshoot a designer asks for.
  ///
  /// - Parameters:
  ///   - x1: The first control point's horizontal coordinate.
  ///   - y1: The first control point's vertical coordinate.
  ///   - x2: The second control point's horizontal coordinate.
  ///   - y2: The second control point's vertical coordinate.
  /// - Returns: The curve.
  public static func bezier(x1: Double, y1: Double, x2: Double, y2: Double) -> TimingCurve {
    TimingCurve(
      sanitizedX1: x1.clamped(to: 0...1, nanFallback: 0),
      y1: y1.clamped(to: -10...10, nanFallback: 0),
      x2: x2.clamped(to: 0...1, nanFallback: 1),
      y2: y2.clamped(to: -10...10, nanFallback: 1))
  }

  /// Constant pace: control points (0, 0) and (1, 1) (`CAMediaTimingFunctionName.linear`).
  public static let linear = bezier(x1: 0, y1: 0, x2: 1, y2: 1)

  /// Starts slowly: control points (0.42, 0) and (1, 1) (Apple documentation of
  /// `CAMediaTimingFunctionName.easeIn`).
  public static let easeIn = bezier(x1: 0.42, y1: 0, x2: 1, y2: 1)

  /// Ends slowly: control points (0, 0) and (0.58, 1) (Apple documentation of
  /// `CAMediaTimingFunctionName.easeOut`).
  public static let easeOut = bezier(x1: 0, y1: 0, x2: 0.58, y2: 1)

  /// Starts and ends slowly: control points (0.42, 0) and (0.58, 1) (Apple documentation of
  /// `CAMediaTimingFunctionName.easeInEaseOut`).
  public static let easeInOut = bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

  /// The system's default pacing: control points (0.25, 0.1) and (0.25, 1) (Apple documentation
  /// of `CAMediaTimingFunctionName.default`).
  public static let `default` = bezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

  /// The fraction of the change that has happened when `progress` of the duration has elapsed.
  ///
  /// Within 1e-9 of the exact curve everywhere: a table built with the curve holds `y(x)` as
  /// one polynomial of degree 5 per 1/128 of the progress, each checked against the exact curve
  /// when it is built; where a piece is not close enough (near a vertical or flat end) the
  /// horizontal coordinate is solved for `progress` to within 1e-12 instead, by Newton's
  /// method with bisection when it stalls. Bad input: `progress` is clamped to `0...1` and NaN
  /// counts as 0. The ends are exact: 0 at 0 and 1 at 1.
  ///
  /// - Parameter progress: The elapsed fraction of the duration.
  /// - Returns: The curve's value: 0 at 0, 1 at 1, possibly outside `0...1` in between.
  @inlinable
  public func value(at progress: Double) -> Double {
    // NaN and progress ≤ 0 give 0; the end is exact (the cubic's coefficients sum to 1 only
    // up to rounding).
    guard progress > 0 else { return 0 }
    guard progress < 1 else { return 1 }
    return solver.value(at: progress)
  }

  /// The curve's slope, `dy/dx`, when `progress` of the duration has elapsed: the rate of change
  /// in fractions of the change per fraction of the duration.
  ///
  /// Divide by the duration for a rate per second. Where both derivatives vanish (at an end
  /// whose control point coincides with it) the slope is their limit; where the curve is
  /// vertical it is clamped to ±``maximumSlope``. Bad input: as in ``value(at:)``.
  ///
  /// - Parameter progress: The elapsed fraction of the duration.
  /// - Returns: The slope at that point.
  public func velocity(at progress: Double) -> Double {
    let progress = progress.unitClamped
    if isLinear { return 1 }
    let s = parameter(forX: progress)
    var dx = Self.derivative(s, x1, x2)
    var dy = Self.derivative(s, y1, y2)
    if Swift.abs(dx) < 1e-9 && Swift.abs(dy) < 1e-9 {
      // Both first derivatives vanish: the slope is the ratio of the second ones (l'Hôpital).
      dx = Self.secondDerivative(s, x1, x2)
      dy = Self.secondDerivative(s, y1, y2)
    }
    guard Swift.abs(dx) > 1e-12 else {
      if dy == 0 { return 0 }
      return dy > 0 ? Self.maximumSlope : -Self.maximumSlope
    }
    return (dy / dx).clamped(to: -Self.maximumSlope...Self.maximumSlope, nanFallback: 0)
  }

  // MARK: - Bézier arithmetic

  /// Whether the curve is the identity (both control points on the diagonal).
  private var isLinear: Bool { x1 == y1 && x2 == y2 }

  /// One coordinate of the curve at parameter `s`, with end points 0 and 1:
  /// `3(1−s)²s·p1 + 3(1−s)s²·p2 + s³`.
  static func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return ((a * s + b) * s + c) * s
  }

  static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return (3 * a * s + 2 * b) * s + c
  }

  static func secondDerivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return 6 * a * s + 2 * b
  }

  /// The curve parameter whose horizontal coordinate is `x`. With both horizontal control
  /// coordinates in 0…1 the horizontal coordinate rises monotonically, so bisection always
  /// succeeds where Newton's method meets a flat spot.
  func parameter(forX x: Double) -> Double {
    Self.parameter(forX: x, x1, x2)
  }

  /// The curve parameter whose horizontal coordinate is `x`, for horizontal control
  /// coordinates `x1` and `x2` in 0…1.
  @usableFromInline
  static func parameter(forX x: Double, _ x1: Double, _ x2: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var s = x
    for _ in 0..<8 {
      let error = coordinate(s, x1, x2) - x
      if Swift.abs(error) < 1e-12 { return s }
      let slope = derivative(s, x1, x2)
      if Swift.abs(slope) < 1e-6 { break }
      s -= error / slope
      if s < 0 || s > 1 { break }
    }
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<60 {
      let value = coordinate(s, x1, x2)
      if Swift.abs(value - x) < 1e-12 { return s }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }
}
