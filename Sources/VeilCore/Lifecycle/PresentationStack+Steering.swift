extension PresentationStack {
  /// Which of a stack's modals a dismissal from code takes away (``dismiss(_:animated:)``).
  ///
  /// Each counts the modals that stand: on screen (being presented, presented or held by a
  /// drag), not already leaving, and not going with a modal below them that leaves.
  ///
  /// ```swift
  /// stack.modalsLeaving(.top(count: 2))  // ["alert", "sheet"]: the top two, top first
  /// stack.dismiss(.above("popover"))      // the popover stays, on top
  /// ```
  public enum Dismissal: Hashable, Sendable {
    /// Every modal that stands, and every presentation still waiting to start: nothing is left
    /// and nothing comes up after.
    case all
    /// Every modal that stands above this one; this one stays. Nothing happens when it does not
    /// stand (not on screen, or leaving already).
    case above(Key)
    /// The top `count` modals that stand: 0 or fewer takes none, more than there are takes
    /// them all.
    case top(count: Int)
  }

  /// The modals that stand, bottom first: on screen, not leaving, and below the lowest modal
  /// that leaves (those above it go with it).
  public var standingModals: [Key] {
    let end = lowestLeavingPosition() ?? modals.count
    return modals[..<end].filter { key in
      guard let entry = entries.first(where: { $0.key == key }) else { return false }
      return !entry.isRemoved && entry.binding != nil && entry.machine.phase != .dismissing
    }
  }

  /// The modals `dismissal` would take away now, top first, the order in which they go.
  ///
  /// - Parameter dismissal: Which modals.
  /// - Returns: Their keys, top first; empty when it takes none.
  public func modalsLeaving(_ dismissal: Dismissal) -> [Key] {
    let standing = standingModals
    switch dismissal {
    case .all:
      return standing.reversed()
    case .above(let key):
      guard let position = standing.firstIndex(of: key) else { return [] }
      return standing[(position + 1)...].reversed()
    case .top(let count):
      return Array(standing.reversed().prefix(max(count, 0)))
    }
  }

  /// Dismisses several modals from code: the app's "close everything", "back to this one" or
  /// "close the top two".
  ///
  /// The modals go top first, one transition at a time, as when a modal below them goes: the
  /// lowest of them (the last to go) leaves with reason ``DismissReason/programmatic``, its
  /// binding written back to `false` or `nil` once, and its dismissal is the only one animated
  /// (when `animated` is `true`); the modals above it leave first with reason
  /// ``DismissReason/parentDismissed``, not animated, each binding written back once. So the
  /// user sees one animation, as UIKit shows when a presenter dismisses a chain (only the
  /// top-most view animates there; here the modals above snap away before the lowest one
  /// animates, since each modal is its own UIKit presentation). Every modal's events come
  /// once, in order: `willDismiss`, `didDismiss`, modal by modal, from the top down.
  ///
  /// Modals in the middle of something:
  /// - **Still being presented** (the top one, mid-animation): if it is the lowest to go, its
  ///   presentation turns around, as when its binding becomes `nil`; if a lower one goes, it is
  ///   dismissed once its presentation has ended.
  /// - **Held by a drag**: it goes (the finger no longer holds it), as when a modal below goes.
  /// - **Waiting to be presented** (its binding asks, a transition runs): ``Dismissal/all``
  ///   calls it off and writes its binding back, with no event (it never came up); the other
  ///   dismissals leave it waiting, and it presents over what stays once they are done.
  ///
  /// A binding set again while its modal goes is a new request, served once the dismissal
  /// has ended, as for any dismissal.
  ///
  /// ```swift
  /// stack.dismiss(.all)                 // [.writeBindingBack("sheet"), .emit("alert", .willDismiss(.parentDismissed)), …]
  /// stack.dismiss(.above("sheet"))      // the sheet stays on top
  /// stack.dismiss(.top(count: 2))
  /// ```
  ///
  /// - Parameters:
  ///   - dismissal: Which modals go.
  ///   - animated: Whether the lowest one's dismissal animates; the others never do.
  /// - Returns: What the layer must do now.
  @discardableResult
  public mutating func dismiss(_ dismissal: Dismissal, animated: Bool = true) -> [Effect] {
    let leaving = modalsLeaving(dismissal)
    var effects: [Effect] = []
    if dismissal == .all {
      // Presentations that wait: called off, and nothing else that is off screen comes back.
      for index in entries.indices where !leaving.contains(entries[index].key) {
        let entry = entries[index]
        guard !entry.isRemoved, entry.binding != nil,
          entry.machine.phase == .dismissed || entry.machine.phase == .dismissing
        else { continue }
        entries[index].binding = nil
        effects.append(.writeBindingBack(entry.key))
      }
    }
    if let lowest = leaving.last, let index = index(of: lowest) {
      // As if its binding had become nil; those above go with it (settle's cascade).
      entries[index].binding = nil
      entries[index].dismissesWithoutAnimation = !animated
      effects.append(.writeBindingBack(lowest))
    }
    settle(into: &effects)
    forgetRemovedEntries()
    return effects
  }
}
