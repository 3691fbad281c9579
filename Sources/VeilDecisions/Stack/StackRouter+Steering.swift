import VeilCore

extension StackRouter {
  /// Which of a window's modals the app dismisses from code.
  ///
  /// Each counts the modals that stand (on screen, not already leaving), as
  /// ``/VeilCore/PresentationStack/Dismissal`` does, in one presentation chain at a time: the
  /// window's chain, where the modals open over one another, or a pass-through modal's own
  /// window, where it stands alone.
  package enum Dismissal: Hashable, Sendable {
    /// Every modal of the window's chain, and every presentation waiting there; with
    /// `includingOwnWindows`, every pass-through modal (a toast, a banner) in its own window
    /// too.
    case all(includingOwnWindows: Bool)
    /// Every modal above this one, in the chain it stands in; it stays.
    case above(Key)
    /// The top `count` modals of the window's chain (0 or fewer: none; more than there are:
    /// all). Pass-through modals, which stand in their own windows, are not counted.
    case top(count: Int)
  }

  /// The modals `dismissal` would take away now, chain by chain (the window's first), each
  /// chain's top first.
  ///
  /// - Parameter dismissal: Which modals.
  /// - Returns: Their keys.
  package func modalsLeaving(_ dismissal: Dismissal) -> [Key] {
    steeredChains(dismissal).flatMap { chains[$0.index].stack.modalsLeaving($0.dismissal) }
  }

  /// Carries out a dismissal from code in each chain it reaches.
  mutating func steer(
    _ dismissal: Dismissal, animated: Bool
  ) -> [PresentationStack<Key, ID>.Effect] {
    var effects: [PresentationStack<Key, ID>.Effect] = []
    for (index, chainDismissal) in steeredChains(dismissal) {
      effects += chains[index].stack.dismiss(chainDismissal, animated: animated)
    }
    return effects
  }

  /// The chains a dismissal reaches, and what it asks of each one's stack.
  private func steeredChains(
    _ dismissal: Dismissal
  ) -> [(index: Int, dismissal: PresentationStack<Key, ID>.Dismissal)] {
    switch dismissal {
    case .all(let includingOwnWindows):
      let reached = includingOwnWindows ? Array(chains.indices) : [0]
      return reached.map { ($0, .all) }
    case .above(let key):
      return chainIndex(of: key).map { [($0, .above(key))] } ?? []
    case .top(let count):
      return [(0, .top(count: count))]
    }
  }
}
