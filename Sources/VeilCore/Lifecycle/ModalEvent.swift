/// A moment in a modal's life, delivered to `.onModalEvent` and to the UIKit layer.
///
/// One presentation cycle runs from `willPresent` to `didDismiss` and fires each event at most
/// once, always in this order:
///
/// ```
/// willPresent → didPresent → willDismiss(reason) → didDismiss(reason)
/// ```
///
/// `didPresent` is left out only when the presentation is reversed before it completes (the
/// binding turned `false` mid-flight): the cycle is then `willPresent`, `willDismiss`,
/// `didDismiss`. `didDismiss` always carries the reason its `willDismiss` carried. When a
/// dismissal is reversed back into a presentation (the binding turned `true` again
/// mid-flight), the running cycle closes with `didDismiss` and a new one opens with
/// `willPresent` at that moment; ``PresentationMachine`` explains why.
///
/// ```swift
/// switch event {
/// case .didPresent: focusFirstField()
/// case .didDismiss(.backdropTap): discardDraft()
/// default: break
/// }
/// ```
public enum ModalEvent: Hashable, Sendable {
  /// The modal is about to appear: its presentation transition starts now.
  case willPresent
  /// The presentation is logically complete: the modal is on screen and takes input.
  case didPresent
  /// The modal is about to leave, for this reason: its dismissal transition starts now.
  case willDismiss(DismissReason)
  /// The modal has left the screen, for the reason its `willDismiss` gave.
  case didDismiss(DismissReason)
}
