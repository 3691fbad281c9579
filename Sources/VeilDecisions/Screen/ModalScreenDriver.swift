import VeilCore

/// The decisions of one modal's iOS driver, as a value: UIKit's callbacks in, commands out.
///
/// The UIKit driver (`ModalDriver` in Veil) owns nothing but UIKit objects. Everything it used
/// to decide lives here, so a scripted UIKit can play Apple's documented callback orders
/// against it on Linux:
///
/// - **What is on screen and what the engine waits for.** ``screen`` (what UIKit shows) and
///   ``expectation`` (the transition the window's ``PresentationStack`` waits for, and which way
///   it goes) are kept apart. Every stack effect only updates the expectation and then
///   reconciles, as ``ScreenState`` decides: a running transition that goes the wrong way is
///   turned around when it can be (a Veil animator), waited for when it cannot (a sheet), and a
///   screen that already shows what is expected is reported at once.
/// - **Completion.** A presentation is reported when it is *logically* complete, a dismissal
///   when UIKit has finished it. A dismissal asked for after a presentation was reported but
///   before its spring settled finishes that presentation quickly and then runs the style's
///   real removal (``Command/finishRunningTransition``): the app was told the modal is
///   presented, so it must not see the insertion played backwards.
/// - **One transition at a time.** UIKit calls `…TransitionDidEnd` from inside
///   `completeTransition(_:)`, while the transition is still in progress, and refuses a
///   `present` or `dismiss` there. A presentation looks for a free presenter first
///   (``Command/checkPresenter(_:)``), and a dismissal for a transition of its chain still in
///   progress (``Command/checkDismissal(_:)``); each waits for its end when it finds one.
/// - **Nothing waits forever.** A refused presentation, a coordinator that will not queue a
///   completion, a modal removed from under a parent without callbacks: each ends the
///   transition the stack waits for, so the window's next modal can start. A modal whose
///   container left the window while it is still presented is looked at again once its
///   chain's transition has ended.
/// - **A binding a turn behind.** A write-back reaches the app through the one delivery queue,
///   possibly a turn later, while SwiftUI keeps feeding the value it replaces; that value is
///   not a new request until the write has run (``Callback/bindingWrittenBack``).
///
/// Time is a command too: ``Command/retryLater(_:after:)``,
/// ``Command/checkPresenceOnNextTurn`` and ``Command/checkPresenceAfterChainTransition(orAfter:)``
/// are the only places the interpreter defers work, so a script decides when the "next turn"
/// comes.
///
/// ```swift
/// var driver = ModalScreenDriver(route: .custom)
/// driver.handle(.beginPresenting(TransitionID(rawValue: 1)))
/// // [.checkPresenter(#1)]
/// driver.handle(.presenterChecked(.ready, for: TransitionID(rawValue: 1)))
/// // [.present(.custom, animated: true)]
/// ```
package struct ModalScreenDriver: Hashable, Sendable {
  /// How the modal reaches the screen.
  package enum Route: Hashable, Sendable {
    /// A custom presentation: Veil's presentation controller and animator.
    case custom
    /// UIKit's own sheet (`UISheetPresentationController`), or its popover, which reports as a
    /// sheet does (``UserDismissal`` tells the user's gestures apart): their transitions cannot
    /// be turned around and report through the adaptive presentation delegate and the
    /// presentation's completion.
    case sheet
    /// A custom presentation from a window of its own whose backdrop lets taps through.
    case passthroughWindow

    /// The route of `style`.
    package init(style: ModalStyle) {
      if style.sheetStyle != nil || style.popoverStyle != nil {
        self = .sheet
      } else if style.backdrop.tapBehavior == .passesThrough {
        self = .passthroughWindow
      } else {
        self = .custom
      }
    }
  }

  /// The transition the stack waits for.
  package struct Expectation: Hashable, Sendable {
    /// The stack's id for it.
    package var transition: TransitionID
    /// Whether it ends with the modal on screen.
    package var presents: Bool
    /// Whether its end has been reported to the stack.
    package var isReported = false
  }

  /// What the interpreter found when it looked for the controller to present from.
  package enum PresenterCheck: Hashable, Sendable {
    /// A presenter is in the window and free: present now.
    case ready
    /// The anchor has no window (yet): wait for it to enter one.
    case notInWindow
    /// A transition runs on the presenter, the controller it presents, or one of its
    /// children (a navigation push): wait for its end.
    case busy
    /// The controller to present is already in the window's presentation chain: UIKit would
    /// throw ("Application tried to present modally an active controller").
    case alreadyPresented
  }

  /// How the driver decides.
  package var route: Route
  /// Whether Veil animates the transitions it starts (UIKit's `animated:`).
  package var animatesTransitions: Bool
  /// Whether the style lets the user dismiss the modal (for a sheet, `isModalInPresentation`
  /// is its opposite).
  package var allowsUserDismissal: Bool
  /// Whether the content keeps the user from dismissing it right now
  /// (`modalInteractiveDismissDisabled(_:)` inside the content); it changes while the modal is
  /// on screen, unlike the style. Set through ``Callback/contentDisablesUserDismissal(_:)``,
  /// which also tells a sheet on screen; forgotten when the content leaves the screen.
  package internal(set) var contentDisablesUserDismissal = false
  /// Whether the user may dismiss the modal now: the style allows it and the content does not
  /// forbid it. When not, a drag is refused before it moves the modal, a tap on the backdrop
  /// does nothing, the escape gesture is refused, and a sheet is `isModalInPresentation`; the
  /// content and the app can still close it. Each refusal is reported to the app as a
  /// dismissal attempt (`ModalScreenDriver+DismissAttempts.swift`).
  package var userMayDismiss: Bool { allowsUserDismissal && !contentDisablesUserDismissal }

  /// What UIKit shows now, and which way its running transition goes.
  package internal(set) var screen = ScreenState.absent
  /// The transition the stack waits for, if any.
  package internal(set) var expectation: Expectation?
  /// What the binding asks for, as the driver last heard or wrote it.
  package internal(set) var requestedIdentity: ModalIdentity?
  /// Whether the binding asks for the modal.
  package var isRequested: Bool { requestedIdentity != nil }
  /// How many dismissals the stack has asked for: the interpreter compares it around an
  /// escape gesture to answer whether anything will happen.
  package internal(set) var dismissalsBegun = 0
  /// The running Veil animator; `nil` when no Veil animation runs (none, or a sheet's, which
  /// UIKit runs). Its direction is the ``screen``'s.
  package internal(set) var runningAnimation: RunningAnimation?

  /// The state of a running Veil animation, as the driver told it.
  package struct RunningAnimation: Hashable, Sendable {
    /// Whether it is being finished quickly; it then can no longer be turned around.
    package var isFinishing = false
  }

  // The driver's own bookkeeping, read and written by its extensions only.

  /// Whether the running dismissal was started by Veil (or is the sheet's own that Veil
  /// took over), so UIKit's `dismissalTransitionWillBegin` is not an app's own dismissal.
  var isDismissalOurs = false
  /// A presentation waits for the anchor to enter a window.
  var isPresentationWaiting = false
  /// Why the stack dismisses, for the dismissal Veil starts.
  var dismissReason = DismissReason.programmatic
  /// Whether the dismissal the stack asked for is animated.
  var dismissalIsAnimated = true
  /// The running presentation was reported logically complete.
  var hasReportedRunningPresentation = false
  /// A controller UIKit refused: if UIKit presents it later after all, it is taken away.
  var hasRefusedController = false
  /// UIKit's sheet delegate said the user begins to dismiss the sheet
  /// (`presentationControllerWillDismiss`), and neither a cancellation nor the dismissal's
  /// end has come since: the sheet's disappearance is the user's, not the app's.
  var isUserDismissingSheet = false
  /// Write-backs of the binding that have not reached the app yet: they wait in the one
  /// delivery queue, possibly a turn behind, while SwiftUI keeps feeding the binding the app
  /// still holds.
  var pendingBindingWrites = 0
  /// The identity the binding asked for when it was written back, while that write has not
  /// run: fed again meanwhile, it is the stale value, not a new request (N10).
  var overwrittenIdentity: ModalIdentity?
  /// Retries in a row of the transition the stack waits for, after a coordinator refused to
  /// queue one: the next waits longer (``RetryBackoff``).
  var refusedWaits = 0
  /// The looks taken since the controller's container left the window, while the controller
  /// may yet leave: `nil` when it has not left. A look that finds it still presented looks
  /// again once the chain's transition has ended or after a wait (N9), at most
  /// ``presenceRecheckLimit`` times, so a controller that stays (a sheet under a cover) is not
  /// looked at for as long as it is up.
  var presenceRechecksAfterExit: Int?
  /// The most looks after an exit: with ``RetryBackoff/longestDelay`` between them, two
  /// seconds, far beyond any dismissal's animation.
  static let presenceRecheckLimit = 8
  /// How the user dismisses a modal UIKit drives, and so what its dismissal is reported as.
  package internal(set) var userDismissal = UserDismissal.dragDown
  /// Whether a tap on the backdrop dismisses the modal when no lock holds: a locked modal's
  /// tap is a dismissal attempt only then (``ModalDismissAttempt/backdropTap``).
  package var backdropTapDismisses = true

  /// Creates the decisions of a modal that is not on screen.
  ///
  /// - Parameters:
  ///   - route: How it reaches the screen.
  ///   - animatesTransitions: Whether Veil animates the transitions it starts.
  ///   - allowsUserDismissal: Whether a sheet may be dismissed by the user.
  package init(route: Route, animatesTransitions: Bool = true, allowsUserDismissal: Bool = true) {
    self.route = route
    self.animatesTransitions = animatesTransitions
    self.allowsUserDismissal = allowsUserDismissal
  }

  /// The driver of a modal in `style`.
  package init(style: ModalStyle, animatesTransitions: Bool = true) {
    self.init(
      route: Route(style: style), animatesTransitions: animatesTransitions,
      allowsUserDismissal: !style.isInteractiveDismissDisabled)
    userDismissal = UserDismissal(style: style)
    backdropTapDismisses = style.backdrop.tapBehavior == .dismisses
  }

  /// The machine's options for `style`. The content's own lock
  /// (``contentDisablesUserDismissal``) is not among them: the driver refuses the user's taps
  /// and drags itself while it holds, so the options stay those of the style.
  package static func options(for style: ModalStyle) -> PresentationOptions {
    PresentationOptions(
      ignoresGesturesUntilPresented: style.backdropTapRequiresCompletedPresentation,
      backdropTapDismisses: style.backdropTapBehavior == .dismisses)
  }

  /// Takes the style of the next presentation: its route and whether the user may dismiss
  /// it. Ignored while something is on screen, which keeps the style it came with.
  package mutating func styleChanged(to style: ModalStyle) {
    guard screen == .absent else { return }
    route = Route(style: style)
    allowsUserDismissal = !style.isInteractiveDismissDisabled
    userDismissal = UserDismissal(style: style)
    backdropTapDismisses = style.backdrop.tapBehavior == .dismisses
  }

  /// Whether a dismissal is on screen now: what the end of a drag answers.
  package var isDismissing: Bool { screen.isDismissing }

  /// Takes one callback and answers what the interpreter must do, in order.
  ///
  /// - Parameter callback: What happened.
  /// - Returns: The commands to carry out; a ``Command/resume(_:)`` among them is fed back
  ///   once the commands before it have run.
  @discardableResult
  package mutating func handle(_ callback: Callback) -> [Command] {
    var commands: [Command] = []
    switch callback {
    case .bindingChanged, .anchorLeftWindow, .anchorEnteredWindow, .invalidated,
      .requestDismissal, .bindingWrittenBack, .contentDisablesUserDismissal:
      handleApp(callback, into: &commands)
    case .timedOut:
      // The app's duration, not the user's gesture: it goes even while the user may not
      // dismiss; the machine ignores it unless the modal is presented and held by no finger.
      if screen != .absent { commands.append(.send(.timedOut)) }
    case .backdropTapped, .accessibilityEscape, .dragBegan, .dragChanged, .dragEnded:
      handleUser(callback, into: &commands)
    case .beginPresenting, .beginDismissing, .reverseTransition, .writeBindingBack, .emit:
      handleStackEffect(callback, into: &commands)
    case .presenterChecked, .dismissalChecked, .blockingTransitionWaitRefused, .retryTransition,
      .presentReturned:
      handlePresenterSearch(callback, into: &commands)
    case .animationStarted, .transitionLogicallyComplete, .presentationTransitionDidEnd,
      .presentCompletion, .dismissalTransitionWillBegin, .dismissalTransitionDidEnd,
      .dismissCompletion, .controllerDisappeared, .presenceChecked:
      handleUIKitTransition(callback, into: &commands)
    case .sheetWillDismiss, .sheetInteractionEnded, .sheetDidDismiss, .sheetWillDisappear,
      .sheetDidDisappear, .sheetDismissAttempted, .resume, .popoverAdapted:
      handleSheetDelegate(callback, into: &commands)
    }
    return commands
  }
}
