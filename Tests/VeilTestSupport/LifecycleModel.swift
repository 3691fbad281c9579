import VeilCore

/// The events of one modal as the app hears them, checked against the cycle grammar
/// `willPresent → didPresent? → willDismiss(r) → didDismiss(r)`, each at most once per cycle.
package struct CycleChecker: Hashable {
  package enum State: Hashable {
    case idle
    case presenting
    case presented
    case dismissing(DismissReason)
  }

  package private(set) var state = State.idle
  package private(set) var completedCycles = 0

  /// A modal that has not yet been presented.
  package init() {}

  /// Takes the next event; returns a description of the violation, if any.
  package mutating func accept(_ event: ModalEvent) -> String? {
    switch (state, event) {
    case (.idle, .willPresent):
      state = .presenting
    case (.presenting, .didPresent):
      state = .presented
    case (.presenting, .willDismiss(let reason)), (.presented, .willDismiss(let reason)):
      state = .dismissing(reason)
    case (.dismissing(let expected), .didDismiss(let reason)) where expected == reason:
      state = .idle
      completedCycles += 1
    default:
      return "event \(event) out of order in cycle state \(state)"
    }
    return nil
  }

  /// Whether the events heard so far agree with the machine's phase.
  package func agrees(with machine: PresentationMachine<some Hashable & Sendable>) -> Bool {
    switch (machine.phase, state) {
    case (.dismissed, .idle), (.presenting, .presenting), (.presented, .presented),
      (.dismissing, .dismissing):
      return true
    case (.interactive, .presenting):
      return machine.isTransitionRunning
    case (.interactive, .presented):
      return !machine.isTransitionRunning
    default:
      return false
    }
  }
}

/// What the screen shows for one modal, as a UIKit layer that performs the effects would.
package struct ScreenModel: Hashable {
  /// The identity of the content on screen.
  package var content: Int?
  /// The transition the screen runs and will report.
  package var running: TransitionID?
  /// Whether the running transition takes the content away.
  package var isLeaving = false

  /// An empty screen.
  package init() {}

  /// Performs a transition effect; returns a description of the violation, if any.
  package mutating func perform(_ effect: PresentationMachine<Int>.Effect) -> String? {
    switch effect {
    case .beginPresenting(let identity, let transition):
      guard content == nil, running == nil else {
        return "presented \(identity) while \(String(describing: content)) is on screen"
      }
      content = identity
      running = transition
      isLeaving = false
    case .beginDismissing(let transition, _, _):
      guard content != nil, running == nil else {
        return
          "dismissal began with content \(String(describing: content)) running \(String(describing: running))"
      }
      running = transition
      isLeaving = true
    case .reverseTransition(let from, let to):
      guard running == from else {
        return "reversed \(from) while \(String(describing: running)) runs"
      }
      running = to
      isLeaving.toggle()
    case .writeBindingBack, .emit:
      break
    }
    return nil
  }

  /// The running transition reached its end.
  package mutating func finish() {
    running = nil
    if isLeaving { content = nil }
    isLeaving = false
  }
}

extension PresentationStack.Effect where ID == Int {
  /// The effect as the modal's own machine would have said it.
  package var machineEffect: PresentationMachine<Int>.Effect {
    switch self {
    case .beginPresenting(_, let identity, let transition, _):
      .beginPresenting(identity, transition: transition)
    case .beginDismissing(_, let transition, let animated, let reason):
      .beginDismissing(transition: transition, animated: animated, reason: reason)
    case .reverseTransition(_, let from, let to):
      .reverseTransition(from: from, to: to)
    case .writeBindingBack:
      .writeBindingBack
    case .emit(_, let event):
      .emit(event)
    }
  }
}
