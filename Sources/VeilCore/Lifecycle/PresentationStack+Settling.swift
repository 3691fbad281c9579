extension PresentationStack {
  /// Delivers held inputs until nothing more may happen now.
  mutating func settle(into effects: inout [Effect]) {
    // Each action ends a wait for good (an input delivered, a transition started), so the
    // loop ends long before this bound; the bound only guards against a future mistake.
    var remainingActions = 4 * entries.count + 8
    while remainingActions > 0, settleOnce(into: &effects) {
      remainingActions -= 1
    }
  }

  /// Performs the first action that may happen now.
  ///
  /// - Returns: Whether an action was performed.
  mutating func settleOnce(into effects: inout [Effect]) -> Bool {
    let leaving = lowestLeavingPosition()
    if let leaving, let top = modals.last, let topIndex = index(of: top) {
      if performNextDismissal(leaving: leaving, topIndex: topIndex, into: &effects) {
        return true
      }
    }
    if deliverHarmlessInput(doomedFrom: leaving.map { $0 + 1 }, into: &effects) { return true }
    // A finger dragging the top modal holds presentations back too: the drag may end in a
    // dismissal, which must find its modal on top.
    let isDragging = modals.last.flatMap { machine(for: $0) }?.phase == .interactive
    if leaving == nil, runningModal == nil, !isDragging {
      return startNextPresentation(into: &effects)
    }
    return false
  }

  /// The position in ``modals`` of the lowest modal that must go and has not started going.
  func lowestLeavingPosition() -> Int? {
    modals.firstIndex { key in
      guard let entry = entries.first(where: { $0.key == key }) else { return false }
      if entry.isDismissalRequested { return true }
      switch entry.machine.phase {
      case .presented, .interactive: return entry.binding != entry.machine.presentedIdentity
      case .dismissed, .presenting, .dismissing: return false
      }
    }
  }

  /// Dismisses the top modal if the one at `leaving` must go and its turn has come.
  mutating func performNextDismissal(
    leaving: Int, topIndex: Int, into effects: inout [Effect]
  ) -> Bool {
    let top = entries[topIndex]
    let running = runningModal
    guard running == nil || running == top.key else { return false }
    if leaving == modals.count - 1 {
      // The modal that must go is the top one: it goes for its own reason.
      entries[topIndex].isDismissalRequested = false
      let input: PresentationMachine<ID>.Input =
        top.isDismissalRequested ? .parentDismissed : .bindingChanged(top.binding)
      deliver(input, to: topIndex, into: &effects)
      return true
    }
    // A modal above the one that must go: it goes first, unless it is going already (then
    // only make sure it does not present a new item once it has gone).
    if top.machine.phase == .dismissing && top.machine.requestedIdentity == nil { return false }
    let input: PresentationMachine<ID>.Input =
      top.binding == nil ? .bindingChanged(nil) : .parentDismissed
    deliver(input, to: topIndex, into: &effects)
    return true
  }

  /// Delivers one held input that cannot start a transition, to a modal that is not doomed
  /// (doomed: at or above position `doomedFrom` in ``modals``, going with a modal below).
  ///
  /// - Returns: Whether an input was delivered.
  mutating func deliverHarmlessInput(doomedFrom: Int?, into effects: inout [Effect])
    -> Bool
  {
    for index in entries.indices {
      let key = entries[index].key
      if let doomedFrom, let position = modals.firstIndex(of: key), position >= doomedFrom {
        continue
      }
      for input in heldInputs(of: entries[index]) {
        var probe = entries[index].machine
        if !probe.step(input).contains(where: Self.startsTransition) {
          deliver(input, to: index, into: &effects)
          return true
        }
      }
    }
    return false
  }

  /// Starts the presentation that has waited longest, if one may start now.
  mutating func startNextPresentation(into effects: inout [Effect]) -> Bool {
    let waiting = entries.indices.filter { index in
      let entry = entries[index]
      return entry.machine.phase == .dismissed && entry.binding != nil && entry.isPresenterReady
        && !entry.isRemoved
    }
    let byRequest = waiting.sorted { entries[$0].requestNumber < entries[$1].requestNumber }
    for index in byRequest {
      let inputs = heldInputs(of: entries[index])
      for input in inputs {
        deliver(input, to: index, into: &effects)
      }
      if !inputs.isEmpty { return true }
    }
    return false
  }

  /// The inputs the machine has not seen yet: the binding's value and the anchor's readiness.
  func heldInputs(of entry: Entry) -> [PresentationMachine<ID>.Input] {
    var inputs: [PresentationMachine<ID>.Input] = []
    if entry.binding != entry.machine.requestedIdentity {
      inputs.append(.bindingChanged(entry.binding))
    }
    if entry.isPresenterReady && !entry.machine.isPresenterReady { inputs.append(.presenterReady) }
    return inputs
  }

  static func startsTransition(_ effect: PresentationMachine<ID>.Effect) -> Bool {
    switch effect {
    case .beginPresenting, .beginDismissing: true
    case .reverseTransition, .writeBindingBack, .emit: false
    }
  }
}
