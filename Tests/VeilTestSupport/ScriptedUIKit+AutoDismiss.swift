import VeilCore
import VeilDecisions

@MainActor
extension ScriptedUIKit {
  /// The auto-dismiss timer of `key` fires: Veil's own timer on the main run loop
  /// (`DispatchWorkItem`), which UIKit knows nothing of, so it may come at any point of UIKit's
  /// callbacks: while the presentation runs, while a finger drags the modal, while it leaves.
  package func timeOut(_ key: Int) {
    feed(.timedOut, to: key)
  }
}
