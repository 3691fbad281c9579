import VeilCore

/// Bringing the screen where the window's stack expects it, and what a transition's end
/// changes.
extension ModalScreenDriver {
  /// Whether `transition` is a presentation the stack waits for that has not reached the
  /// screen yet: a late answer about another transition is ignored.
  func isWaitingToPresent(_ transition: TransitionID) -> Bool {
    guard let expectation else { return false }
    return expectation.transition == transition && expectation.presents
      && !expectation.isReported && screen == .absent
  }

  /// Whether `transition` is a dismissal the stack waits for that has not started on screen
  /// yet (it waits for a transition still in progress): a late answer is ignored.
  func isWaitingToDismiss(_ transition: TransitionID) -> Bool {
    guard let expectation else { return false }
    return expectation.transition == transition && !expectation.presents
      && !expectation.isReported && screen == .presented
  }

  /// Brings the screen towards the expectation, as ``ScreenState`` decides.
  mutating func reconcile(into commands: inout [Command]) {
    guard let expectation, !expectation.isReported else { return }
    // A new look for a presenter or a blocking transition starts its back-off again.
    refusedWaits = 0
    isPresentationWaiting = false
    if screen == .presenting(isReversed: false), hasReportedRunningPresentation,
      !expectation.presents, let running = runningAnimation
    {
      // Presented by the engine's account, still settling on screen: finish it, then run
      // the real removal when it has ended.
      if !running.isFinishing {
        runningAnimation?.isFinishing = true
        commands.append(.finishRunningTransition)
      }
      return
    }
    let canReverse = runningAnimation.map { !$0.isFinishing } ?? false
    switch screen.command(towardsPresented: expectation.presents, canReverse: canReverse) {
    case .report:
      report(into: &commands)
    case .present:
      commands.append(.checkPresenter(expectation.transition))
    case .dismiss:
      // Not at once: this may run from inside UIKit's `…TransitionDidEnd` (of this modal, or
      // of the one above it in a cascade), while UIKit refuses a dismissal.
      commands.append(.checkDismissal(expectation.transition))
    case .reverse:
      screen = screen.reversed(!screen.isReversed)
      commands.append(.reverseRunningTransition)
    case .wait:
      // A transition runs the right way, or one that cannot turn (a sheet) runs the wrong
      // way: its end reconciles again.
      break
    }
  }

  /// Dismisses the controller: no transition of its chain is in progress any more.
  mutating func startDismissal(into commands: inout [Command]) {
    screen = .dismissing(isReversed: false)
    isDismissalOurs = true
    commands.append(
      .dismiss(animated: animatesTransitions && dismissalIsAnimated, reason: dismissReason))
  }

  mutating func report(into commands: inout [Command]) {
    guard var expectation, !expectation.isReported else { return }
    expectation.isReported = true
    self.expectation = expectation
    if screen.isPresenting { hasReportedRunningPresentation = true }
    commands.append(.send(.transitionFinished(expectation.transition)))
  }

  mutating func presenterChecked(
    _ check: PresenterCheck, for transition: TransitionID, into commands: inout [Command]
  ) {
    guard isWaitingToPresent(transition) else { return }
    switch check {
    case .notInWindow:
      isPresentationWaiting = true
    case .busy:
      commands.append(.waitForBlockingTransition(transition))
    case .alreadyPresented:
      // Presenting it would throw; the stack is told the modal went, without a `didPresent`.
      commands += [.reportRefusal(.alreadyPresented), .send(.parentDismissed)]
    case .ready:
      screen = .presenting(isReversed: false)
      hasReportedRunningPresentation = false
      hasRefusedController = false
      runningAnimation = nil
      commands.append(.present(route, animated: animatesTransitions))
    }
  }

  mutating func transitionDidEnd(
    presenting: Bool, completed: Bool, into commands: inout [Command]
  ) {
    runningAnimation = nil
    hasReportedRunningPresentation = false
    if presenting == completed {
      screen = .presented
      isDismissalOurs = false
      reconcile(into: &commands)
    } else {
      controllerDidLeave(takenByUIKit: false, into: &commands)
    }
  }

  /// The presented controller has left the screen, whoever took it away.
  mutating func controllerDidLeave(takenByUIKit: Bool, into commands: inout [Command]) {
    guard screen != .absent else { return }
    let wasOurs = isDismissalOurs
    screen = .absent
    presenceRechecksAfterExit = nil
    // The content that kept the user from dismissing has gone; the next one says again.
    contentDisablesUserDismissal = false
    isDismissalOurs = false
    isUserDismissingSheet = false
    runningAnimation = nil
    hasReportedRunningPresentation = false
    commands.append(.releaseController)
    if let expectation,
      !expectation.presents || (wasOurs && !takenByUIKit && !expectation.isReported)
    {
      // Gone as expected; or gone by Veil's own dismissal while the stack has asked for the
      // modal again (a dismissal that could not be turned around): present it anew.
      reconcile(into: &commands)
    } else {
      // UIKit took it away without Veil asking (a controller below it was dismissed).
      commands.append(.send(.parentDismissed))
    }
  }
}
