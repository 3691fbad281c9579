/// Where each of several toasts on screen stands: the newest nearest the edge, each older one
/// pushed away from it by the heights of the newer ones plus ``spacing``, as notifications
/// stack.
///
/// Offsets are measured from the toasts' edge (the top of the area for a top toast, its bottom
/// for a bottom one) towards the middle of the screen. When a toast leaves, the others move to
/// close the gap: ``moves(from:to:)`` pairs each one's offset before and after, and
/// ``Move/offset(at:)`` gives the frames of the move, on ``spring``.
///
/// ```swift
/// let layout = ToastStackLayout()
/// let before = layout.offsets(of: ["a", "b", "c"], heights: ["a": 60, "b": 44, "c": 60],
///                             available: 700)
/// // ["c": 0, "b": 68, "a": 120]
/// let after = layout.offsets(of: ["a", "b"], heights: ["a": 60, "b": 44], available: 700)
/// // ["b": 0, "a": 52]
/// layout.moves(from: before, to: after)
/// // ["b": Move(from: 68, to: 0), "a": Move(from: 120, to: 52)]
/// ```
///
/// Bad input never traps: a NaN or negative height counts as 0 and an infinite one as the whole
/// area; a NaN, negative or infinite area counts as 0 (every toast at the edge); a NaN or
/// negative spacing counts as 0 and a spacing above ``maximumSpacing`` as that.
public struct ToastStackLayout: Hashable, Sendable {
  /// The default space between two toasts, in points: 8 pt, UIKit's standard spacing between
  /// sibling views (the system spacing of `constraint(equalToSystemSpacingBelow:multiplier:)`
  /// at the default text size); a choice, not a measurement: UIKit has no stack of toasts.
  public static let defaultSpacing = 8.0

  /// The largest spacing, in points.
  public static let maximumSpacing = 1_000.0

  /// The space between two toasts, in points.
  public let spacing: Double

  /// The spring the others move on when one leaves or arrives.
  public let spring: ModalSpring

  /// A layout.
  ///
  /// - Parameters:
  ///   - spacing: The space between two toasts, in points; clamped to
  ///     0…``maximumSpacing`` (NaN is 0).
  ///   - spring: The spring the toasts move on to close a gap.
  public init(spacing: Double = ToastStackLayout.defaultSpacing, spring: ModalSpring = .smooth) {
    self.spacing = spacing.clamped(to: 0...Self.maximumSpacing, nanFallback: 0)
    self.spring = spring
  }

  /// The offset of each toast from the edge.
  ///
  /// A toast that would go past the far end of the area is held at it (its far side at the
  /// area's far side, or at the edge when it is taller than the area): the oldest overlap
  /// rather than leave the screen.
  ///
  /// - Parameters:
  ///   - toasts: The toasts on screen, oldest first (``ToastQueue/onScreen``'s order); the last
  ///     one stands at the edge.
  ///   - heights: Each toast's height, in points; a toast missing here counts as 0 tall.
  ///   - available: The length of the area the toasts stand in, from the edge, in points.
  /// - Returns: Each toast's offset from the edge, in 0…`available`.
  public func offsets<ID: Hashable>(
    of toasts: [ID], heights: [ID: Double], available: Double
  ) -> [ID: Double] {
    let available = available.isFinite ? max(available, 0) : 0
    var offsets: [ID: Double] = [:]
    var distance = 0.0
    for toast in toasts.reversed() {
      let height = Self.height(heights[toast], available: available)
      offsets[toast] = max(min(distance, available - height), 0)
      distance = min(distance + height + spacing, available)
    }
    return offsets
  }

  /// One toast's move from where it stood to where it stands now.
  ///
  /// ```swift
  /// let move = ToastStackLayout.Move(from: 120, to: 52, spring: .smooth)
  /// move.offset(at: 0)              // 120
  /// move.offset(at: move.duration)  // 52, within a hundredth of a point
  /// ```
  public struct Move: Hashable, Sendable {
    /// The offset it moves from.
    public var from: Double
    /// The offset it moves to.
    public var to: Double
    /// The spring it moves on.
    public var spring: ModalSpring

    /// The offset after `time` seconds: `from` at 0, `to` once the spring has settled (it may
    /// overshoot on the way when the spring bounces).
    ///
    /// - Parameter time: Seconds since the move began; NaN or negative is 0, +∞ the end.
    /// - Returns: The offset, always finite.
    public func offset(at time: Double) -> Double {
      from + spring.value(target: to - from, time: time)
    }

    /// How long the move takes to settle, in seconds.
    public var duration: Double {
      spring.settlingDuration(target: to - from)
    }
  }

  /// The toasts that move between two layouts, and how far.
  ///
  /// A toast in only one of them (arriving or leaving) has no move: it comes in or goes out with
  /// its own transition. A toast that stays where it was has none either.
  ///
  /// - Parameters:
  ///   - old: The offsets before, from ``offsets(of:heights:available:)``.
  ///   - new: The offsets after.
  /// - Returns: The move of each toast that changes place, on ``spring``.
  public func moves<ID: Hashable>(from old: [ID: Double], to new: [ID: Double]) -> [ID: Move] {
    var moves: [ID: Move] = [:]
    for (toast, to) in new {
      guard let from = old[toast], from != to else { continue }
      moves[toast] = Move(from: from, to: to, spring: spring)
    }
    return moves
  }

  /// A height as the layout counts it: in 0…`available`, NaN and missing as 0.
  static func height(_ height: Double?, available: Double) -> Double {
    guard let height, !height.isNaN else { return 0 }
    return min(max(height, 0), available)
  }
}
