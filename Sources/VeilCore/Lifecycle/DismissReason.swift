/// Why a modal was dismissed, as delivered with `ModalEvent.willDismiss` and `.didDismiss`.
///
/// ```swift
/// switch reason {
/// case .drag(let edge): print("swiped away towards \(edge)")
/// case .backdropTap: print("tapped outside")
/// default: break
/// }
/// ```
public enum DismissReason: Hashable, Sendable {
  /// The app dismissed it: the binding became `false` or `nil`, or `dismiss()` was called, or
  /// its anchor left the view hierarchy (``PresentationStack/remove(_:)``).
  case programmatic
  /// The user tapped the backdrop of a style whose backdrop dismisses.
  case backdropTap
  /// The user dragged it away; the edge is where it left (a sheet pulled down leaves `.bottom`).
  case drag(ModalEdge)
  /// The VoiceOver escape gesture (a two-finger Z).
  case escapeGesture
  /// A modal below it was dismissed, which dismisses everything stacked above.
  ///
  /// Such a dismissal is not animated (only the modal below animates), is never reversed, and
  /// writes the binding back to `false` or `nil`, so the modal does not come back by itself. If
  /// the app sets the binding again while the dismissal runs, the request waits until the
  /// dismissal has ended (`didDismiss(.parentDismissed)`) and then starts a new cycle, as any
  /// request for a modal that is not on screen does.
  case parentDismissed
  /// An item-driven modal received an item with another identity, so the old content went.
  case replaced
  /// Its time was up: the style's ``ModalStyle/autoDismiss(after:)`` duration passed while it
  /// was presented, with no finger on it and no VoiceOver focus in it. The binding is written
  /// back, as for the user's dismissals.
  case timeout
}
