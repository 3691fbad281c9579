import VeilCore
import VeilDecisions

extension ScriptedUIKit {
  /// The app dismisses several modals from code (`ModalPresenter`'s `dismissAll`,
  /// `dismiss(downTo:)`, `dismiss(count:)`), through the window's stack as the host does: queued
  /// behind the change being carried out, if any.
  ///
  /// Veil does not call UIKit's `dismiss(animated:)` on the lowest presenter: there "only the
  /// top-most view is dismissed in an animated fashion; any intermediate view controllers are
  /// simply removed from the stack" (Apple, `dismiss(animated:completion:)`), and those in
  /// between hear of it only through their containers leaving the window (N9), with no
  /// transition of their own. The stack dismisses each modal in turn instead, top first, so
  /// every presentation controller, sheet delegate and coordinator sees its own dismissal.
  ///
  /// - Parameters:
  ///   - dismissal: Which modals go.
  ///   - animated: Whether the lowest one's dismissal animates.
  package func steer(
    _ dismissal: PresentationStack<Int, ModalIdentity>.Dismissal, animated: Bool = true
  ) {
    stackPerform { $0.dismiss(dismissal, animated: animated) }
  }
}
