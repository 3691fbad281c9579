import VeilCore
import VeilDecisions

@MainActor
extension ScriptedUIKit {
  /// The auto-dismiss timer of `key` fires: Veil's own timer on the main run loop
  /// (`DispatchWorkItem`), which UIKit knows nothing of, so it may come at any point of UIKit's
  /// callbacks: while the presentation runs, while a finger drags the modal, while it leaves.
  /// Answers what the interpreter answers the clock: whether a dismissal started (if not, the
  /// clock tries again after the grace period).
  @discardableResult
  package func timeOut(_ key: Int) -> Bool {
    feedStartsDismissal(.timedOut, to: key)
  }
}
