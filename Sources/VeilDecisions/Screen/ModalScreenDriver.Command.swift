import VeilCore

extension ModalScreenDriver {
  /// What the interpreter must do: the only UIKit calls, deferrals and app deliveries the
  /// driver makes.
  package enum Command: Hashable, Sendable {
    /// Join the stack of the anchor's window, if not yet in it and the anchor has a window.
    case joinWindowStack
    /// Feed this input to the window's stack.
    case send(PresentationMachine<ModalIdentity>.Input)
    /// Tell the stack the anchor has gone.
    case removeFromStack
    /// Set the binding to `false` or `nil` (delivered to the app), then answer
    /// ``Callback/bindingWrittenBack`` once the write has run.
    case writeBinding
    /// Deliver an event to the app; `leftScreen` for a `didDismiss` after which the modal is
    /// really gone (not a dismissal reversed back).
    case deliver(ModalEvent, leftScreen: Bool)
    /// Look for the controller to present from and answer ``Callback/presenterChecked(_:for:)``.
    case checkPresenter(TransitionID)
    /// Look for a transition still in progress that a dismissal of the controller would run
    /// into (the controller's own, still in its `…TransitionDidEnd`, or that of the
    /// controller it presents) and answer ``Callback/dismissalChecked(busy:for:)``.
    case checkDismissal(TransitionID)
    /// Wait for the blocking controller's transition (its coordinator's completion), then
    /// answer ``Callback/retryTransition(_:)``; answer
    /// ``Callback/blockingTransitionWaitRefused(_:)`` if it cannot wait.
    case waitForBlockingTransition(TransitionID)
    /// Answer ``Callback/retryTransition(_:)`` after this many seconds (``RetryBackoff``): a
    /// coordinator that refuses again and again is not asked on every turn of the run loop.
    case retryLater(TransitionID, after: Double)
    /// Make the controller and present it, then answer ``Callback/presentReturned(accepted:)``.
    case present(Route, animated: Bool)
    /// Dismiss the controller, answering ``Callback/dismissCompletion(isStillPresented:)``
    /// from UIKit's completion, or ``Callback/presenceChecked(isPresented:)`` at once if it has
    /// no presenting controller.
    case dismiss(animated: Bool, reason: DismissReason)
    /// Turn the running Veil animation around.
    case reverseRunningTransition
    /// Finish the running Veil animation quickly, at its end.
    case finishRunningTransition
    /// Let UIKit's sheet on screen be dismissed by the user, or not: its
    /// `isModalInPresentation` becomes the opposite of `allowed`.
    case setUserDismissalAllowed(Bool)
    /// Add to the sheet's controller the zero-size child controller that reports its
    /// disappearance while it is being dismissed (``Callback/sheetWillDisappear(isInteractive:)``
    /// and ``Callback/sheetDidDisappear``): the start and end of a dismissal UIKit's sheet
    /// delegate is not told of.
    case observeSheetDismissal
    /// Let go of the controller and what was made for it (delegates, a window, the sheet's
    /// observer).
    case releaseController
    /// Let go of a controller UIKit refused, but leave its transitioning delegate on it.
    case setAsideRefusedController
    /// Report that a presentation the stack started did not reach the screen, and why
    /// (``PresentationRefusal/warning(presented:)``): the app sees only a `didDismiss` with
    /// reason `parentDismissed`, which would not say.
    case reportRefusal(PresentationRefusal)
    /// UIKit presented a controller it had refused: dismiss it, not animated.
    case dismissStrayPresentation
    /// On the next turn, answer ``Callback/presenceChecked(isPresented:)``.
    case checkPresenceOnNextTurn
    /// The controller is still presented after its container left the window: wait for the
    /// transition in progress in its chain (the dismissal the exit belongs to: the container
    /// of an intermediate controller leaves at the start of the top one's dismissal, the
    /// relationship ends at its end), then answer ``Callback/presenceChecked(isPresented:)``;
    /// answer after `orAfter` seconds if its coordinator will not queue a completion, and
    /// nothing when no transition is in progress (the controller stays, covered).
    case checkPresenceAfterChainTransition(orAfter: Double)
    /// Feed this continuation back once the commands before it have run.
    case resume(Continuation)
    /// Deliver a refused dismissal attempt to the app, through the delivery queue as an event
    /// (see `ModalScreenDriver+DismissAttempts.swift`).
    case deliverDismissAttempt(ModalDismissAttempt)
  }
}
