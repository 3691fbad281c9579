// The bad-input policy in one place: every public numeric input goes through these
// before it reaches arithmetic, so no NaN or infinity can reach a frame.

extension Double {
  /// This value if it is finite, otherwise `fallback`.
  @inlinable
  package func finiteOr(_ fallback: Double) -> Double {
    isFinite ? self : fallback
  }

  /// This value if it is finite and strictly positive, otherwise `fallback`.
  @inlinable
  package func positiveOr(_ fallback: Double) -> Double {
    isFinite && self > 0 ? self : fallback
  }

  /// This value if it is finite and not negative, otherwise `fallback`.
  @inlinable
  package func nonNegativeOr(_ fallback: Double) -> Double {
    isFinite && self >= 0 ? self : fallback
  }

  /// This value clamped to `range`; NaN becomes `nanFallback`, infinities the nearest bound.
  @inlinable
  package func clamped(to range: ClosedRange<Double>, nanFallback: Double) -> Double {
    if isNaN { return nanFallback }
    return Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }

  /// This value clamped to 0…1; NaN becomes 0.
  @inlinable
  package var unitClamped: Double {
    clamped(to: 0...1, nanFallback: 0)
  }

  /// This value as a speed: clamped to ±``Limits/maximumSpeed``, NaN becomes 0.
  @inlinable package var speedClamped: Double {
    clamped(to: -Limits.maximumSpeed...Limits.maximumSpeed, nanFallback: 0)
  }

  /// This value as a position or distance: NaN and infinities become 0, finite values are
  /// clamped to ±``Limits/maximumMagnitude``.
  @inlinable package var magnitudeClamped: Double {
    isFinite ? Swift.min(Swift.max(self, -Limits.maximumMagnitude), Limits.maximumMagnitude) : 0
  }

  /// This value as a point in time: NaN and negative times become 0, infinity stays.
  @inlinable
  package var timeClamped: Double {
    isNaN || self < 0 ? 0 : self
  }
}

/// Bounds shared by every part of the engine.
@usableFromInline enum Limits {
  /// The fastest a finger or a flick is taken to move, in points per second. Real flicks on
  /// an iPhone stay below 10 000; anything above is a measuring error and is clamped.
  @inlinable static var maximumSpeed: Double { 100_000.0 }

  /// The longest an animation may last, in seconds: one hour. Longer durations are clamped, and
  /// a spring that would take longer to settle (an undamped one never does) is declared settled
  /// at this time.
  @inlinable static var maximumDuration: Double { 3_600.0 }

  /// The largest position or distance the engine works with: 10¹² points, far beyond any
  /// screen, and small enough that no spring or velocity arithmetic can overflow.
  @inlinable static var maximumMagnitude: Double { 1e12 }
}

extension Vector {
  /// This vector read as a position or translation: each component through
  /// `magnitudeClamped` (NaN and infinities become 0, the rest is clamped to
  /// ±`Limits.maximumMagnitude`), for values that reach the engine through `Vector`'s settable
  /// properties rather than its initializer.
  package var magnitudeClamped: Vector {
    Vector(x: x.magnitudeClamped, y: y.magnitudeClamped)
  }

  /// This vector read as a velocity: each component through `speedClamped` (NaN becomes 0,
  /// the rest, infinities included, is clamped to ±`Limits.maximumSpeed`).
  package var speedClamped: Vector {
    Vector(x: x.speedClamped, y: y.speedClamped)
  }
}

extension Double {
  /// This value with the infinities an overflowing sum of finite values makes brought back to
  /// ±`greatestFiniteMagnitude`; NaN becomes 0.
  @inlinable
  package var finiteClamped: Double {
    clamped(to: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude, nanFallback: 0)
  }
}
