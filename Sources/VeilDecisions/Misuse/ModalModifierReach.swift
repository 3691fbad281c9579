import VeilCore

/// What a view tells the views around it about Veil's modifiers inside it: whether a `.modal`
/// is inside, and which `.onModalEvent`/`.modalEnvironment` inside reach no modal. SwiftUI
/// carries it up as a preference.
///
/// A modifier that reaches no modal is a misuse only when a `.modal` stands around it, which
/// is where it was misplaced: `Button().onModalEvent { … }.modal(…)`. Then that `.modal`
/// reports it (``RuntimeWarning/misplacedModalModifier(_:)``) when it presents, which is when
/// the modifier misses it (``warnings(isPresenting:)``); not at its appearance, where a `.modal`
/// the modifier means may only be absent for now (inside an `if` that is false). One with no
/// `.modal` around it
/// at all (an app-wide listener whose modals are in a pushed view or a SwiftUI sheet, where no
/// preference comes from) is left alone: nothing says it is misplaced.
package struct ModalModifierReach: Hashable, Sendable {
  /// Whether a `.modal` is inside.
  package var hasModal = false
  /// The modifiers inside that reach no modal and no `.modal` around them has reported yet.
  package var unreached: Set<ModalModifierPlacement> = []

  /// Nothing inside: SwiftUI's default value.
  package init() {}

  /// What a view with these things inside says.
  package init(hasModal: Bool, unreached: Set<ModalModifierPlacement>) {
    self.hasModal = hasModal
    self.unreached = unreached
  }

  /// Two siblings together.
  package mutating func merge(_ other: ModalModifierReach) {
    hasModal = hasModal || other.hasModal
    unreached.formUnion(other.unreached)
  }

  /// What a view says once `placement` modifies it, standing in or out of a modal's content.
  package func modified(by placement: ModalModifierPlacement, isInModalContent: Bool) -> Self {
    var copy = self
    if !placement.reachesAModal(hasModalInside: hasModal, isInModalContent: isInModalContent) {
      copy.unreached.insert(placement)
    }
    return copy
  }

  /// The warnings a `.modal` around this view reports, in a stable order.
  package var warnings: [RuntimeWarning] {
    unreached.sorted().map(RuntimeWarning.misplacedModalModifier)
  }

  /// The warnings a `.modal` around this view reports now: none while it is not presented
  /// (the modifier misses nothing yet, and a `.modal` it means may appear inside it later),
  /// ``warnings`` while it is.
  ///
  /// - Parameter isPresenting: Whether the `.modal` around asks for its modal to be shown.
  /// - Returns: The warnings, in a stable order.
  package func warnings(isPresenting: Bool) -> [RuntimeWarning] {
    isPresenting ? warnings : []
  }

  /// What a `.modal` around this view says: a modal is inside, and what was unreached has
  /// been reported by it.
  package static let aroundModal = ModalModifierReach(hasModal: true, unreached: [])
}
