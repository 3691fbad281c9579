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
///   reconciles, as `ScreenState` decides: a running transition that goes the wrong way is
///   turned around when it can be (a Veil animator), waited for when it cannot (a sheet), and a
///   screen that already shows what is expected is reported at once.
/// - **Completion.** A presentation is reported when it is *logically* complete, a dismissal
///   when UIKit has finished it. A dismissal asked for after a presentation was reported but
///   before its spring settled finishes that presentation quickly and then runs the style's
///   real removal (``Command/finishRunningTransition``): the app was told the modal is
///   presented, so it must not see the insertion played backwards.
/// - **Nothing waits forever.** A refused presentation, a coordinator that will not queue a
///   completion, a modal removed from under a parent without callbacks: each ends the
///   transition the stack waits for, so the window's next modal can start.
///
/// Time is a command too: ``Command/retryOnNextTurn(_:)`` and
/// ``Command/checkPresenceOnNextTurn`` are the only places the interpreter defers work, so a
/// script decides when the "next turn" comes.
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
    /// UIKit's own sheet (`UISheetPresentationController`): its transitions cannot be turned
    /// around and report through the sheet delegate and the presentation's completion.
    case sheet
    /// A custom presentation from a window of its own whose backdrop lets taps through.
    case passthroughWindow

    /// The route of `style`.
    package init(style: ModalStyle) {
      if style.sheetStyle != nil {
        self = .sheet
      } else if style.backdrop.tapBehavior == .passesThrough {
        self = .passthroughWindow
      } else {
        self = .custom
      }
    }
  }

  /// What UIKit shows.
  package enum Screen: Hashable, Sendable {
    /// Nothing is presented.
    case absent
    /// A presentation transition runs (it may have been turned around).
    case presenting
    /// The modal is on screen and no transition runs.
    case presented
    /// A dismissal transition runs (it may have been turned around).
    case dismissing
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
  package private(set) var contentDisablesUserDismissal = false
  /// Whether the user may dismiss the modal now: the style allows it and the content does not
  /// forbid it. When not, a drag is refused before it moves the modal, a tap on the backdrop
  /// does nothing, the escape gesture is refused, and a sheet is `isModalInPresentation`; the
  /// content and the app can still close it.
  package var userMayDismiss: Bool { allowsUserDismissal && !contentDisablesUserDismissal }

  /// What UIKit shows now.
  package private(set) var screen = Screen.absent
  /// The transition the stack waits for, if any.
  package private(set) var expectation: Expectation?
  /// What the binding asks for, as the driver last heard or wrote it.
  package private(set) var requestedIdentity: ModalIdentity?
  /// Whether the binding asks for the modal.
  package var isRequested: Bool { requestedIdentity != nil }
  /// How many dismissals the stack has asked for: the interpreter compares it around an
  /// escape gesture to answer whether anything will happen.
  package private(set) var dismissalsBegun = 0
  /// The running Veil animator's direction; `nil` when no Veil animation runs (none, or a
  /// sheet's, which UIKit runs).
  package private(set) var runningAnimation: RunningAnimation?

  /// The state of a running Veil animation, as the driver told it.
  package struct RunningAnimation: Hashable, Sendable {
    /// Whether it has been turned around.
    package var isReversed = false
    /// Whether it is being finished quickly; it then can no longer be turned around.
    package var isFinishing = false
  }

  /// Whether the running dismissal was started by Veil (or is the sheet's own that Veil
  /// took over), so UIKit's `dismissalTransitionWillBegin` is not an app's own dismissal.
  private var isDismissalOurs = false
  /// A presentation waits for the anchor to enter a window.
  private var isPresentationWaiting = false
  private var dismissReason = DismissReason.programmatic
  private var dismissalIsAnimated = true
  /// The running presentation was reported logically complete.
  private var hasReportedRunningPresentation = false
  /// A controller UIKit refused: if UIKit presents it later after all, it is taken away.
  private var hasRefusedController = false

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
  }

  /// Whether a dismissal is on screen now: what the end of a drag answers.
  package var isDismissing: Bool { screen == .dismissing }

  /// Takes one callback and answers what the interpreter must do, in order.
  ///
  /// - Parameter callback: What happened.
  /// - Returns: The commands to carry out; a ``Command/resume(_:)`` among them is fed back
  ///   once the commands before it have run.
  @discardableResult
  package mutating func handle(_ callback: Callback) -> [Command] {
    var commands: [Command] = []
    switch callback {
    case .bindingChanged(let identity):
      requestedIdentity = identity
      commands += [.joinWindowStack, .send(.bindingChanged(identity))]
    case .anchorLeftWindow:
      commands.append(.send(.presenterNotReady))
    case .anchorEnteredWindow(let hasJoined):
      guard hasJoined else {
        // The first window: join its stack with what the binding asked for meanwhile.
        commands += [.joinWindowStack, .send(.bindingChanged(requestedIdentity))]
        break
      }
      commands.append(.send(.presenterReady))
      if isPresentationWaiting { reconcile(into: &commands) }
    case .invalidated:
      requestedIdentity = nil
      commands.append(.removeFromStack)
    case .requestDismissal:
      guard isRequested else { break }
      requestedIdentity = nil
      commands += [.writeBinding, .send(.bindingChanged(nil))]
    case .contentDisablesUserDismissal(let disabled):
      guard disabled != contentDisablesUserDismissal else { break }
      contentDisablesUserDismissal = disabled
      // Veil's own presentation asks before each drag and tap; UIKit's sheet must be told.
      if route == .sheet, screen != .absent {
        commands.append(.setUserDismissalAllowed(userMayDismiss))
      }
    case .backdropTapped:
      // A dismissing backdrop does nothing while the user may not dismiss, as the style's
      // `interactiveDismissDisabled` makes its tap block.
      guard userMayDismiss else { break }
      commands.append(.send(.backdropTapped))
    case .accessibilityEscape:
      // A modal the user may not dismiss refuses the attempt, as UIKit refuses a sheet's drag
      // (`presentationControllerDidAttemptToDismiss`).
      guard screen != .absent, userMayDismiss else { break }
      commands.append(.send(.escapeGesture))
    case .dragBegan:
      // Refused before the modal moves: the interpreter reads the machine's phase, which
      // stays where it was, and lets the finger go.
      guard userMayDismiss else { break }
      commands.append(.send(.dragBegan))
    case .dragChanged(let progress):
      commands.append(.send(.dragChanged(progress: progress)))
    case .dragEnded(let edge):
      commands.append(.send(.dragEnded(dismissingTowards: edge)))

    case .beginPresenting(let transition):
      expectation = Expectation(transition: transition, presents: true)
      reconcile(into: &commands)
    case .beginDismissing(let transition, let animated, let reason):
      dismissReason = reason
      dismissalIsAnimated = animated
      dismissalsBegun += 1
      expectation = Expectation(transition: transition, presents: false)
      reconcile(into: &commands)
    case .reverseTransition(let transition):
      let presents = !(expectation?.presents ?? false)
      dismissalIsAnimated = true
      if !presents { dismissalsBegun += 1 }
      expectation = Expectation(transition: transition, presents: presents)
      reconcile(into: &commands)
    case .writeBindingBack:
      requestedIdentity = nil
      commands.append(.writeBinding)
    case .emit(let event):
      if case .willDismiss(let reason) = event { dismissReason = reason }
      var leavesScreen = false
      // A dismissal reversed back emits `didDismiss` with the modal still on screen.
      if case .didDismiss = event { leavesScreen = screen == .absent }
      commands.append(.deliver(event, leftScreen: leavesScreen))

    case .presenterChecked(let check, let transition):
      presenterChecked(check, for: transition, into: &commands)
    case .blockingTransitionWaitRefused(let transition):
      guard isWaitingToPresent(transition) else { break }
      commands.append(.retryOnNextTurn(transition))
    case .retryPresentation(let transition):
      guard isWaitingToPresent(transition) else { break }
      commands.append(.checkPresenter(transition))
    case .presentReturned(let accepted):
      guard screen == .presenting, !accepted else { break }
      // UIKit refused (it logs why): end the transition the stack waits for without a
      // `didPresent`, and keep the controller's delegate so that a presentation UIKit made
      // after all still has its driver, which takes it away.
      screen = .absent
      runningAnimation = nil
      hasRefusedController = true
      commands += [
        .setAsideRefusedController, .reportRefusal(.refusedByUIKit), .send(.parentDismissed),
      ]

    case .animationStarted:
      guard screen == .presenting || screen == .dismissing else { break }
      runningAnimation = RunningAnimation()
      // The stack may have changed its mind before the animation could be turned around.
      reconcile(into: &commands)
    case .transitionLogicallyComplete:
      guard let expectation, expectation.presents, !expectation.isReported,
        screen == .presenting
      else { break }
      report(into: &commands)
    case .presentationTransitionDidEnd(let completed):
      if screen == .absent, hasRefusedController, completed {
        hasRefusedController = false
        commands.append(.dismissStrayPresentation)
        break
      }
      guard screen == .presenting else { break }
      transitionDidEnd(presenting: true, completed: completed, into: &commands)
    case .presentCompletion:
      // Sheets end here; a custom presentation has ended through its presentation
      // controller before UIKit calls the completion.
      guard route == .sheet, screen == .presenting else { break }
      transitionDidEnd(presenting: true, completed: true, into: &commands)
    case .dismissalTransitionWillBegin:
      guard screen == .presented || screen == .presenting else { break }
      screen = .dismissing
      guard !isDismissalOurs else { break }
      // The app dismissed the controller through UIKit itself: the binding follows.
      requestedIdentity = nil
      commands += [.writeBinding, .send(.bindingChanged(nil))]
    case .dismissalTransitionDidEnd(let completed):
      guard screen == .dismissing else { break }
      transitionDidEnd(presenting: false, completed: completed, into: &commands)
    case .dismissCompletion(let isStillPresented):
      // The fallback for every style: a dismissal that reported nothing else (an
      // intermediate controller UIKit "simply removed from the stack") ends here.
      guard screen == .dismissing, !isStillPresented else { break }
      controllerDidLeave(takenByUIKit: false, into: &commands)
    case .controllerDisappeared:
      guard screen != .absent else { break }
      commands.append(.checkPresenceOnNextTurn)
    case .presenceChecked(let isPresented):
      guard !isPresented, screen != .absent else { break }
      controllerDidLeave(takenByUIKit: !isDismissalOurs, into: &commands)

    case .sheetWillDismiss:
      commands.append(.send(.dragBegan))
    case .sheetInteractionEnded(let cancelled):
      if cancelled { commands.append(.send(.dragEnded(dismissingTowards: nil))) }
    case .sheetDidDismiss:
      guard screen != .absent else { break }
      // UIKit has already taken the sheet away: the dismissal the stack asks for next is
      // this one, not one to start.
      screen = .dismissing
      isDismissalOurs = true
      commands += [.send(.dragEnded(dismissingTowards: .bottom)), .resume(.sheetHasGone)]
    case .resume(.sheetHasGone):
      // If the stack refused the drag (the sheet had not finished presenting), the sheet is
      // gone all the same, and is reported as taken away.
      controllerDidLeave(takenByUIKit: expectation?.presents ?? true, into: &commands)
    }
    return commands
  }

  // MARK: - Reconciling the screen with the expectation

  private func isWaitingToPresent(_ transition: TransitionID) -> Bool {
    guard let expectation else { return false }
    return expectation.transition == transition && expectation.presents
      && !expectation.isReported && screen == .absent
  }

  private mutating func reconcile(into commands: inout [Command]) {
    guard let expectation, !expectation.isReported else { return }
    isPresentationWaiting = false
    let isReversed = runningAnimation?.isReversed ?? false
    let state: ScreenState
    switch screen {
    case .absent: state = .absent
    case .presented: state = .presented
    case .presenting: state = .presenting(isReversed: isReversed)
    case .dismissing: state = .dismissing(isReversed: isReversed)
    }
    if screen == .presenting, hasReportedRunningPresentation, !expectation.presents,
      let running = runningAnimation, !running.isReversed
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
    switch state.action(towardsPresented: expectation.presents, canReverse: canReverse) {
    case .report:
      report(into: &commands)
    case .present:
      commands.append(.checkPresenter(expectation.transition))
    case .dismiss:
      screen = .dismissing
      isDismissalOurs = true
      commands.append(
        .dismiss(animated: animatesTransitions && dismissalIsAnimated, reason: dismissReason))
    case .reverse:
      runningAnimation?.isReversed.toggle()
      commands.append(.reverseRunningTransition)
    case .wait:
      // A transition runs the right way, or one that cannot turn (a sheet) runs the wrong
      // way: its end reconciles again.
      break
    }
  }

  private mutating func report(into commands: inout [Command]) {
    guard var expectation, !expectation.isReported else { return }
    expectation.isReported = true
    self.expectation = expectation
    if screen == .presenting { hasReportedRunningPresentation = true }
    commands.append(.send(.transitionFinished(expectation.transition)))
  }

  private mutating func presenterChecked(
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
      screen = .presenting
      hasReportedRunningPresentation = false
      hasRefusedController = false
      runningAnimation = nil
      commands.append(.present(route, animated: animatesTransitions))
    }
  }

  private mutating func transitionDidEnd(
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
  private mutating func controllerDidLeave(takenByUIKit: Bool, into commands: inout [Command]) {
    guard screen != .absent else { return }
    let wasOurs = isDismissalOurs
    screen = .absent
    // The content that kept the user from dismissing has gone; the next one says again.
    contentDisablesUserDismissal = false
    isDismissalOurs = false
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
