/// How urgent a toast is: a toast goes ahead of every waiting toast of a lower priority, and a
/// ``critical`` one may take the place of a toast on screen.
///
/// Priorities are ordered values; the four presets cover most apps, and any other value sits
/// between or beyond them by its ``rawValue``:
///
/// ```swift
/// center.show(id: "offline", priority: .high) { OfflineBanner() }
/// let urgent = ToastPriority(rawValue: ToastPriority.high.rawValue + 50)
/// ```
public struct ToastPriority: Hashable, Comparable, Sendable {
  /// The priority's rank: higher goes first.
  public var rawValue: Int

  /// A priority of the given rank.
  ///
  /// - Parameter rawValue: The rank; ``normal`` is 0, ``critical`` is 1 000.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Waits behind every other toast.
  public static let low = ToastPriority(rawValue: -100)
  /// The default.
  public static let normal = ToastPriority(rawValue: 0)
  /// Goes ahead of normal and low toasts that wait.
  public static let high = ToastPriority(rawValue: 100)
  /// Goes ahead of every toast that waits and, when it cannot be shown, dismisses the toasts
  /// of lower priority that stand in its way (``DismissReason/replaced``). Any priority at or
  /// above this one does.
  public static let critical = ToastPriority(rawValue: 1_000)

  /// Whether a toast of this priority may take the place of toasts on screen.
  public var preempts: Bool { self >= .critical }

  /// Whether `lhs` is less urgent than `rhs`.
  ///
  /// - Parameters:
  ///   - lhs: A priority.
  ///   - rhs: Another priority.
  /// - Returns: Whether `lhs`'s rank is below `rhs`'s.
  public static func < (lhs: ToastPriority, rhs: ToastPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
