extension TimingCurve {
  /// What ``TimingCurve/value(at:)`` needs, computed once per curve: the curve's value as a
  /// function of progress, `y(x)`, as one polynomial of degree 5 per 1/128 of the progress.
  ///
  /// Each piece is the quintic Hermite interpolant of the exact value, slope `dy/dx` and
  /// second derivative `d²y/dx²` at its two ends (solved to 1e-12), so evaluating the curve at
  /// a progress is an index, six loads and five multiply-adds: no solve, no division. The
  /// interpolation error of a piece is at most `h⁶/46 080` of the sixth derivative of `y(x)`
  /// (h = 1/128), about 5·10⁻¹⁸ of it, far below 1e-9 where the curve is smooth. Where it is
  /// not (near an end whose control point makes the curve vertical or flat, where `y(x)`
  /// behaves like a square root), the construction measures the piece against the exact curve
  /// at a quarter, a half and three quarters of it; a piece off by more than 1e-10 there, or
  /// whose end derivatives are not finite, is marked, and a progress in it runs the full solve
  /// instead. The result is within 1e-9 of the exact curve everywhere (checked densely over
  /// random curves in `FastMotionMathTests`).
  ///
  /// The 768 coefficients (6 KB) live in one immutable allocation shared by every copy of the
  /// curve; building them costs about 520 exact solves, once (64 pieces would mark some of the
  /// steep middle of `CAMediaTimingFunction`'s default curve).
  @usableFromInline
  final class Solver: @unchecked Sendable {
    // `@unchecked`: the storage is written once, in `init`, and only read afterwards.

    /// The number of pieces.
    @usableFromInline static var pieces: Int { 128 }

    /// How far a piece may be from the exact curve at its check points before it is marked.
    static let tolerance = 1e-10

    @usableFromInline let isLinear: Bool
    @usableFromInline let x1: Double, y1: Double, x2: Double, y2: Double
    /// For piece i, `y = c₀ + c₁u + … + c₅u⁵` at `u = 128·x − i`, stored `c₀ … c₅` from index
    /// 6i; a marked piece has a NaN `c₀`.
    @usableFromInline let coefficients: UnsafeMutableBufferPointer<Double>

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
      isLinear = x1 == y1 && x2 == y2
      (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
      let n = Self.pieces
      coefficients = .allocate(capacity: 6 * n)
      let spacing = 1 / Double(n)
      // Value, first and second derivative in x (scaled by the spacing and its square) at the
      // n + 1 nodes. A vertical inverse (x′ = 0) has no finite derivative: the pieces beside
      // it are marked.
      var nodes = [(value: Double, slope: Double, bend: Double)]()
      nodes.reserveCapacity(n + 1)
      for i in 0...n {
        let t = TimingCurve.parameter(forX: Double(i) * spacing, x1, x2)
        let dx = TimingCurve.derivative(t, x1, x2)
        let dy = TimingCurve.derivative(t, y1, y2)
        let ddx = TimingCurve.secondDerivative(t, x1, x2)
        let ddy = TimingCurve.secondDerivative(t, y1, y2)
        let usable = dx > 1e-6
        nodes.append(
          (
            TimingCurve.coordinate(t, y1, y2),
            usable ? dy / dx * spacing : .nan,
            usable ? (ddy * dx - dy * ddx) / (dx * dx * dx) * spacing * spacing : .nan
          ))
      }
      for i in 0..<n {
        let (p0, m0, a0) = nodes[i]
        let (p1, m1, a1) = nodes[i + 1]
        let rise = p1 - p0
        let c = [
          p0, m0, a0 / 2,
          10 * rise - 6 * m0 - 4 * m1 - (3 * a0 - a1) / 2,
          -15 * rise + 8 * m0 + 7 * m1 + (3 * a0 - 2 * a1) / 2,
          6 * rise - 3 * m0 - 3 * m1 - (a0 - a1) / 2,
        ]
        var fits = c.allSatisfy(\.isFinite)
        let start = Double(i) * spacing
        for u in [0.25, 0.5, 0.75] where fits {
          let piece = ((((c[5] * u + c[4]) * u + c[3]) * u + c[2]) * u + c[1]) * u + c[0]
          fits = Swift.abs(piece - exactValue(at: start + u * spacing)) <= Self.tolerance
        }
        for k in 0..<6 { coefficients[6 * i + k] = c[k] }
        if !fits { coefficients[6 * i] = .nan }
      }
    }

    deinit {
      coefficients.deallocate()
    }

    /// The curve's value at a progress strictly between 0 and 1.
    @inlinable
    func value(at x: Double) -> Double {
      if isLinear { return x }
      // x < 1, and scaling by a power of two is exact, so the index is at most 127.
      let scaled = x * Double(Self.pieces)
      let i = Int(scaled)
      let u = scaled - Double(i)
      let c = coefficients.baseAddress.unsafelyUnwrapped + 6 * i
      let value = ((((c[5] * u + c[4]) * u + c[3]) * u + c[2]) * u + c[1]) * u + c[0]
      return value.isNaN ? exactValue(at: x) : value
    }

    /// The full solve, for the pieces the table does not cover.
    @usableFromInline
    @inline(never)
    func exactValue(at x: Double) -> Double {
      TimingCurve.coordinate(TimingCurve.parameter(forX: x, x1, x2), y1, y2)
    }
  }
}
