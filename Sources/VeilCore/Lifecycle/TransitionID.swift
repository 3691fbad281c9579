/// The identity of one transition a ``PresentationMachine`` asked for.
///
/// Every effect that starts or reverses a transition carries a fresh id, and the UIKit layer
/// reports the end of that transition with the same id. A report whose id is not the running
/// transition's (one that was reversed since, or one that never existed) is stale and
/// ignored, so a late completion can never move the machine.
///
/// ```swift
/// case .beginPresenting(_, let transition):
///   animator.addCompletion { _ in
///     apply(machine.step(.transitionFinished(transition)))
///   }
/// ```
public struct TransitionID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The number of the transition; a machine numbers its transitions 1, 2, 3…
  public let rawValue: UInt64

  /// Creates an id from its number. Useful in tests; the machine makes its own ids.
  ///
  /// - Parameter rawValue: The number of the transition.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// Orders ids by number, so the earlier transition of one machine sorts first.
  ///
  /// - Parameters:
  ///   - lhs: One id.
  ///   - rhs: Another id.
  /// - Returns: Whether `lhs` was made before `rhs` by the same machine.
  public static func < (lhs: TransitionID, rhs: TransitionID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// `#` and the number, as in `#3`.
  public var description: String {
    "#\(rawValue)"
  }
}
