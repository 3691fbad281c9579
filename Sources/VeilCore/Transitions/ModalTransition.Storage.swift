extension ModalTransition {
  /// What a transition does, as a value: the built-ins, their combinations, the zoom from a
  /// source, and custom bodies, which compare by their identifiers.
  indirect enum Storage: Sendable {
    case identity
    case opacity
    case scale(Double)
    case move(ModalEdge)
    case moveToDismissEdge(fallback: ModalEdge)
    case offset(Vector)
    case flip
    case combined(Storage, Storage)
    case asymmetric(insertion: Storage, removal: Storage)
    /// The zoom out of a source (`nil`: not found, the zoom falls back), ``ZoomTransition``.
    case zoom(ZoomSource?)
    case custom(id: String, body: @Sendable (Double, ModalFrame) -> ModalFrame)
  }
}

extension ModalTransition.Storage: Hashable {
  static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.identity, .identity), (.opacity, .opacity), (.flip, .flip):
      return true
    case (.scale(let a), .scale(let b)):
      return a == b
    case (.move(let a), .move(let b)):
      return a == b
    case (.moveToDismissEdge(let a), .moveToDismissEdge(let b)):
      return a == b
    case (.offset(let a), .offset(let b)):
      return a == b
    case (.combined(let a1, let a2), .combined(let b1, let b2)):
      return a1 == b1 && a2 == b2
    case (.asymmetric(let a1, let a2), .asymmetric(let b1, let b2)):
      return a1 == b1 && a2 == b2
    case (.zoom(let a), .zoom(let b)):
      return a == b
    case (.custom(let a, _), .custom(let b, _)):
      return a == b
    default:
      return false
    }
  }

  func hash(into hasher: inout Hasher) {
    switch self {
    case .identity: hasher.combine(0)
    case .opacity: hasher.combine(1)
    case .scale(let scale):
      hasher.combine(2)
      hasher.combine(scale)
    case .move(let edge):
      hasher.combine(3)
      hasher.combine(edge)
    case .moveToDismissEdge(let fallback):
      hasher.combine(4)
      hasher.combine(fallback)
    case .offset(let offset):
      hasher.combine(5)
      hasher.combine(offset)
    case .flip: hasher.combine(6)
    case .combined(let first, let second):
      hasher.combine(7)
      first.hash(into: &hasher)
      second.hash(into: &hasher)
    case .asymmetric(let insertion, let removal):
      hasher.combine(8)
      insertion.hash(into: &hasher)
      removal.hash(into: &hasher)
    case .custom(let id, _):
      hasher.combine(9)
      hasher.combine(id)
    case .zoom(let source):
      hasher.combine(10)
      hasher.combine(source)
    }
  }
}
