extension PresentationMachine {
  /// Something that happened to the modal: the app, the user or the screen speaking.
  ///
  /// Inputs that make no sense in the current phase (a drag that ends before it began, a
  /// completion for a transition that is not running, a binding value the machine already
  /// has) are ignored: they return no effects and change nothing.
  ///
  /// ```swift
  /// machine.step(.bindingChanged(item?.id))
  /// machine.step(.dragEnded(dismissingTowards: .bottom))
  /// ```
  public enum Input: Hashable, Sendable {
    /// The binding has this value now: an identity to present, or `nil` for none.
    ///
    /// Feed it on every SwiftUI update; a value equal to the last one changes nothing, so a
    /// binding that stays `true` never presents twice. A `Bool` binding uses
    /// ``ModalIdentity/flag`` (see ``bindingChanged(isPresented:)``).
    case bindingChanged(ID?)
    /// The transition with this id reached its end (logically complete, for a spring).
    ///
    /// Only the running transition's id counts; any other is stale and ignored.
    case transitionFinished(TransitionID)
    /// A drag-to-dismiss gesture started on the modal.
    case dragBegan
    /// The drag moved; `progress` is how far towards dismissal it is, 0…1.
    ///
    /// NaN becomes 0 and values outside 0…1 (infinities included) are clamped to the range.
    case dragChanged(progress: Double)
    /// The finger lifted: the modal leaves towards this edge, or springs back when `nil`.
    case dragEnded(dismissingTowards: ModalEdge?)
    /// The user tapped the backdrop.
    case backdropTapped
    /// The VoiceOver user performed the escape gesture (a two-finger Z).
    case escapeGesture
    /// The modal this one stands on was dismissed, so this one goes too.
    case parentDismissed
    /// The presenter cannot present now (the anchor has no window yet, say).
    ///
    /// Presentations wait until ``presenterReady``; what is on screen is not affected.
    case presenterNotReady
    /// The presenter can present again; a presentation that waited starts now.
    case presenterReady
    /// The modal's auto-dismiss duration passed (``ModalStyle/autoDismiss(after:)``): it leaves
    /// with ``DismissReason/timeout`` and the binding is written back, if it is presented and
    /// no finger holds it (an interactive drag, a presentation or a dismissal still running
    /// ignore it). A style that keeps the user from dismissing still times out: the duration is
    /// the app's choice, not the user's.
    case timedOut
  }
}
