import VeilCore

/// A modifier that configures the Veil modals presented inside the view it modifies
/// (`.onModalEvent`, `.modalEnvironment`).
///
/// Both reach a modal through the environment its `.modal` anchor reads, so they apply to the
/// modals presented *inside* the view they modify: placed before `.modal` (on the view that
/// `.modal` then modifies) they apply to none. `.onModalEvent` also hears the modal whose
/// content it is in. ``ModalModifierReach`` finds the misplaced ones.
package enum ModalModifierPlacement: String, Hashable, Sendable, CaseIterable, Comparable {
  /// `.onModalEvent(perform:)`.
  case onModalEvent
  /// `.modalEnvironment(_:)`.
  case modalEnvironment

  /// Whether the modifier reaches a modal where it stands.
  ///
  /// - Parameters:
  ///   - hasModalInside: Whether a `.modal` (or an article spelling) is inside the view the
  ///     modifier modifies.
  ///   - isInModalContent: Whether the modifier is inside a Veil modal's content.
  /// - Returns: `true` when it reaches at least one modal.
  package func reachesAModal(hasModalInside: Bool, isInModalContent: Bool) -> Bool {
    switch self {
    // Inside content it hears the modal it is shown in.
    case .onModalEvent: hasModalInside || isInModalContent
    // The content's environment is the presenting view's: only modals inside count.
    case .modalEnvironment: hasModalInside
    }
  }

  package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
