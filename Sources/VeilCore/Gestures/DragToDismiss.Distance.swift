extension DragToDismiss {
  /// A distance along the drag's axis: a number of points, or a fraction of the container's
  /// dimension on that axis.
  ///
  /// NaN means "never reached" (the distance becomes infinite) and negative values become 0.
  ///
  /// ```swift
  /// let fixed: DragToDismiss.Distance = .points(150)
  /// let quarter: DragToDismiss.Distance = .fraction(0.25)  // 211 pt in an 844 pt container
  /// ```
  public struct Distance: Hashable, Sendable {
    private enum Storage: Hashable, Sendable {
      case points(Double)
      case fraction(Double)
    }

    private let storage: Storage

    private init(_ storage: Storage) {
      self.storage = storage
    }

    /// A fixed number of points; NaN becomes infinite, negative values 0.
    ///
    /// - Parameter points: The distance in points.
    /// - Returns: The distance.
    public static func points(_ points: Double) -> Distance {
      Distance(.points(sanitized(points)))
    }

    /// A fraction of the container's dimension along the drag's axis (its height for a
    /// vertical drag); NaN becomes infinite, negative values 0.
    ///
    /// - Parameter fraction: The fraction; 1 is the whole dimension.
    /// - Returns: The distance.
    public static func fraction(_ fraction: Double) -> Distance {
      Distance(.fraction(sanitized(fraction)))
    }

    /// A distance no drag reaches.
    public static let infinite = Distance(.points(.infinity))

    /// The distance in points for a container `dimension` points long on the drag's axis
    /// (negative, NaN and infinite dimensions count as 0). Never negative, never NaN; infinite
    /// for ``infinite``.
    ///
    /// - Parameter dimension: The container's dimension along the drag's axis.
    /// - Returns: The distance in points.
    public func points(in dimension: Double) -> Double {
      switch storage {
      case .points(let points):
        return points
      case .fraction(let fraction):
        if fraction.isInfinite { return .infinity }
        return fraction * dimension.nonNegativeOr(0)
      }
    }

    private static func sanitized(_ value: Double) -> Double {
      value.isNaN ? .infinity : Swift.max(value, 0)
    }
  }
}
