/// Distances in points from each edge of a container: safe areas, margins, the keyboard.
///
/// ```swift
/// let notchedPhone = Insets(top: 47, leading: 0, bottom: 34, trailing: 0)
/// ```
public struct Insets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: Double {
    didSet { top = top.nonNegativeOr(0) }
  }
  /// The inset from the leading edge.
  public var leading: Double {
    didSet { leading = leading.nonNegativeOr(0) }
  }
  /// The inset from the bottom edge.
  public var bottom: Double {
    didSet { bottom = bottom.nonNegativeOr(0) }
  }
  /// The inset from the trailing edge.
  public var trailing: Double {
    didSet { trailing = trailing.nonNegativeOr(0) }
  }

  /// Creates insets. Negative, NaN and infinite insets become 0, here and whenever an inset is
  /// set later.
  ///
  /// - Parameters:
  ///   - top: The inset from the top edge.
  ///   - leading: The inset from the leading edge.
  ///   - bottom: The inset from the bottom edge.
  ///   - trailing: The inset from the trailing edge.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top.nonNegativeOr(0)
    self.leading = leading.nonNegativeOr(0)
    self.bottom = bottom.nonNegativeOr(0)
    self.trailing = trailing.nonNegativeOr(0)
  }

  /// The same inset on every edge.
  ///
  /// - Parameter all: The inset for each edge.
  public init(all: Double) {
    self.init(top: all, leading: all, bottom: all, trailing: all)
  }

  /// No inset on any edge.
  public static let zero = Insets()
}
