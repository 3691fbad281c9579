import VeilCore

/// The user's attempts to dismiss that a lock refuses (E3): which gestures count, once each.
///
/// UIKit tells its sheet's delegate of such an attempt
/// (`presentationControllerDidAttemptToDismiss(_:)`), and nothing else; Veil reports one
/// ``/VeilCore/ModalDismissAttempt`` for every kind of modal, so content with unsaved changes can
/// ask before discarding them, then dismiss. A gesture counts when it would have dismissed the
/// modal had no lock held, and the modal is presented to the user (its presentation reported
/// logically complete, no dismissal under way):
///
/// - a tap on the backdrop of a style whose backdrop dismisses (not one that blocks taps or
///   lets them through);
/// - a drag the lock refuses as it claims the modal: the pan's first move towards dismissal,
///   once per pan, since a refused pan ends there;
/// - a drag the content locked while it was under way, released past the dismissal threshold
///   (the release names an edge); one that would have sprung back anyway does not count;
/// - VoiceOver's escape gesture;
/// - UIKit's own report for its sheet (``Callback/sheetDismissAttempted``), whether the app's
///   `isModalInPresentation` or Veil's lock refused.
///
/// The attempt reaches the app as ``Command/deliverDismissAttempt(_:)``, through the one
/// delivery queue as events do (a turn behind UIKit's callbacks when they come during a SwiftUI
/// update), so the app may dismiss the modal from its handler.
extension ModalScreenDriver {
  /// Whether the modal is presented to the user: on screen, its presentation reported (a
  /// spring may still settle), and no dismissal under way.
  var isPresentedToUser: Bool {
    screen == .presented || (screen.isPresenting && hasReportedRunningPresentation)
  }

  /// Reports `attempt` if the modal is presented to the user; `gestureWouldDismiss` says
  /// whether the gesture would have dismissed it with no lock.
  mutating func reportDismissAttempt(
    _ attempt: ModalDismissAttempt, gestureWouldDismiss: Bool = true,
    into commands: inout [Command]
  ) {
    guard gestureWouldDismiss, isPresentedToUser else { return }
    commands.append(.deliverDismissAttempt(attempt))
  }
}
