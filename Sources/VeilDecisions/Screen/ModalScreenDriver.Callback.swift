import VeilCore

extension ModalScreenDriver.Callback {
  /// The callback for one of the window stack's effects (the stack names the modal; the
  /// driver is that modal's).
  package init<Key>(_ effect: PresentationStack<Key, ModalIdentity>.Effect) {
    switch effect {
    case .beginPresenting(_, _, let transition, _):
      self = .beginPresenting(transition)
    case .beginDismissing(_, let transition, let animated, let reason):
      self = .beginDismissing(transition, animated: animated, reason: reason)
    case .reverseTransition(_, _, let transition):
      self = .reverseTransition(to: transition)
    case .writeBindingBack:
      self = .writeBindingBack
    case .emit(_, let event):
      self = .emit(event)
    }
  }
}

extension ModalScreenDriver {
  /// What happened: the app's inputs, the window stack's effects for this modal, and UIKit's
  /// callbacks, each under UIKit's own name where it has one.
  package enum Callback: Hashable, Sendable {
    // MARK: The app and the anchor

    /// The binding's value now; fed on every update (equal values change nothing).
    case bindingChanged(ModalIdentity?)
    /// The anchor left its window.
    case anchorLeftWindow
    /// The anchor is in a window (again); `hasJoined` when the modal is in its window's stack
    /// already.
    case anchorEnteredWindow(hasJoined: Bool)
    /// The anchor has gone for good.
    case invalidated
    /// The content (or the app) asks the modal to go, as if the binding had become `false`.
    case requestDismissal
    /// The write of a ``ModalScreenDriver/Command/writeBinding`` has run: the app's binding says
    /// `false` or `nil` from now on.
    case bindingWrittenBack
    /// The content keeps the user from dismissing it, or no longer does
    /// (`modalInteractiveDismissDisabled(_:)` inside it, read as a SwiftUI preference).
    case contentDisablesUserDismissal(Bool)

    // MARK: The user

    /// A tap outside the content.
    case backdropTapped
    /// VoiceOver's escape gesture (`accessibilityPerformEscape`).
    case accessibilityEscape
    /// A drag on the content starts.
    case dragBegan
    /// The drag moved the modal this far towards dismissal, 0…1.
    case dragChanged(progress: Double)
    /// The finger lifted, dismissing towards an edge or not.
    case dragEnded(ModalEdge?)
    /// The style's auto-dismiss duration passed (`AutoDismissTimer`'s `dismiss`).
    case timedOut

    // MARK: The window's stack

    /// Present; report the end with this transition.
    case beginPresenting(TransitionID)
    /// Dismiss; report the end with this transition.
    case beginDismissing(TransitionID, animated: Bool, reason: DismissReason)
    /// Turn the running transition around; report its end with this transition.
    case reverseTransition(to: TransitionID)
    /// Set the binding to `false` or `nil`.
    case writeBindingBack
    /// Deliver this event to the modal's observers.
    case emit(ModalEvent)

    // MARK: Looking for a presenter

    /// What the interpreter found when it looked for a presenter for this transition.
    case presenterChecked(PresenterCheck, for: TransitionID)
    /// The transition coordinator would not queue a completion
    /// (`animate(alongsideTransition:completion:)` returned `false`).
    case blockingTransitionWaitRefused(TransitionID)
    /// Try to present or dismiss again: the blocking transition has ended, or the next turn
    /// has come.
    case retryTransition(TransitionID)
    /// Whether a transition still in progress keeps the controller from being dismissed now
    /// (UIKit refuses "while a presentation or dismiss is in progress").
    case dismissalChecked(busy: Bool, for: TransitionID)
    /// `present(_:animated:)` has returned; `accepted` is UIKit's own signal,
    /// `isBeingPresented || presentingViewController != nil`.
    case presentReturned(accepted: Bool)

    // MARK: UIKit's transitions

    /// The Veil animator started animating a transition (it can be turned around from now).
    case animationStarted
    /// The Veil animator says the presentation is logically complete.
    case transitionLogicallyComplete
    /// `presentationTransitionDidEnd(_:)`.
    case presentationTransitionDidEnd(completed: Bool)
    /// The completion of `present(_:animated:completion:)`.
    case presentCompletion
    /// `dismissalTransitionWillBegin()`.
    case dismissalTransitionWillBegin
    /// `dismissalTransitionDidEnd(_:)`.
    case dismissalTransitionDidEnd(completed: Bool)
    /// The completion of `dismiss(animated:completion:)`; `isStillPresented` when the
    /// controller still has a presenting controller.
    case dismissCompletion(isStillPresented: Bool)
    /// The presented controller (or its container) disappeared without a transition of its
    /// own, as an intermediate controller does.
    case controllerDisappeared
    /// Whether the controller still has a presenting controller, looked at on the turn after
    /// it disappeared (or when a dismissal found none).
    case presenceChecked(isPresented: Bool)

    // MARK: UIKit's sheet delegate

    /// `presentationControllerWillDismiss(_:)`: the user's drag (or a tap on the dimming)
    /// starts to dismiss the sheet.
    case sheetWillDismiss
    /// The transition coordinator's interaction ended (`notifyWhenInteractionChanges`).
    case sheetInteractionEnded(cancelled: Bool)
    /// `presentationControllerDidDismiss(_:)`.
    case sheetDidDismiss
    /// The sheet's controller will disappear while it is being dismissed
    /// (`viewWillDisappear(_:)` of a child controller Veil added to it, the controller
    /// `isBeingDismissed`); `isInteractive` when the transition coordinator says the user
    /// drives it. UIKit calls no sheet delegate method for a programmatic dismissal: this is
    /// the only sign that one starts.
    case sheetWillDisappear(isInteractive: Bool)
    /// The sheet's controller has disappeared while it was being dismissed
    /// (`viewDidDisappear(_:)` of the same child controller).
    case sheetDidDisappear
    /// A popover's delegate heard how UIKit shows it
    /// (`presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`):
    /// `toSheet` when it became a sheet in a compact width, so the user drags it down rather
    /// than tapping outside it.
    case popoverAdapted(toSheet: Bool)
    /// `presentationControllerDidAttemptToDismiss(_:)`: the user pulled the sheet down or tapped
    /// its dimming while it is `isModalInPresentation`, and UIKit refused.
    case sheetDismissAttempted

    /// Fed back by the interpreter for a ``Command/resume(_:)``.
    case resume(Continuation)
  }

  /// The second half of a callback, fed back once the commands before it have run (the
  /// stack answers them with callbacks of its own in between).
  package enum Continuation: Hashable, Sendable {
    /// The sheet UIKit dismissed has gone, whatever the stack made of the drag.
    case sheetHasGone
  }
}
