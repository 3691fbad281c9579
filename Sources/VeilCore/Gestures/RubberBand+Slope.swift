// The gestures hand their release velocity to an animation. Where the content was rubber-banding,
// it moved slower than the finger, and the animation must start at the content's speed, not the
// finger's: that speed is the finger's times the slope of the rubber band at the release point.

extension RubberBand {
  /// How many points the content moves per point the finger moves, at a pull of `overshoot`
  /// points past the limit: the derivative of ``offset(for:)``, `c / (1 + |x| c / d)²`.
  ///
  /// It is `coefficient` at the limit and falls towards 0 as the pull grows; it is 0 for an empty
  /// band (dimension or coefficient 0) and for an infinite pull. NaN counts as a pull of 0.
  func slope(at overshoot: Double) -> Double {
    guard dimension > 0, coefficient > 0, !overshoot.isInfinite else { return 0 }
    let magnitude = Swift.abs(overshoot.finiteOr(0))
    let stretch = 1 + magnitude * coefficient / dimension
    return coefficient / (stretch * stretch)
  }
}
