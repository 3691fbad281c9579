/// Where one modal is in its life: off screen, coming, on screen, leaving, or held by a finger.
///
/// ```swift
/// if machine.phase == .presented {
///   // taps on the backdrop are now honoured
/// }
/// ```
public enum PresentationPhase: Hashable, Sendable, CaseIterable {
  /// Not on screen (the initial phase).
  case dismissed
  /// The presentation transition is running.
  case presenting
  /// On screen, presentation logically complete, no transition running.
  case presented
  /// The dismissal transition is running (or a reversed presentation is running back).
  case dismissing
  /// A drag-to-dismiss gesture holds the modal; it ends in a dismissal or springs back.
  case interactive
}

extension PresentationPhase {
  /// Whether a modal in this phase is on screen or on its way: presenting, presented or held
  /// by a drag; what `ModalContext.isPresented` and `PresentedModal.isPresented` answer.
  package var countsAsPresented: Bool {
    switch self {
    case .presenting, .presented, .interactive: true
    case .dismissed, .dismissing: false
    }
  }
}
