import VeilCore

/// The callbacks, group by group as ``ModalScreenDriver/Callback`` lists them; ``handle(_:)``
/// sends each to its group, and a group ignores the others.
extension ModalScreenDriver {
  // MARK: - The app and the anchor

  /// The binding, the anchor's window, and the content's own dismissal lock.
  mutating func handleApp(_ callback: Callback, into commands: inout [Command]) {
    switch callback {
    case .bindingChanged(let identity):
      // While a write-back waits for its turn, SwiftUI feeds the value it replaces: turning
      // the dismissal around for it would bring the modal back until the write lands.
      if pendingBindingWrites > 0, let identity, identity == overwrittenIdentity { break }
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
      writeBindingBack(into: &commands)
      commands.append(.send(.bindingChanged(nil)))
    case .bindingWrittenBack:
      pendingBindingWrites = max(pendingBindingWrites - 1, 0)
      if pendingBindingWrites == 0 { overwrittenIdentity = nil }
    case .contentDisablesUserDismissal(let disabled):
      guard disabled != contentDisablesUserDismissal else { break }
      contentDisablesUserDismissal = disabled
      // Veil's own presentation asks before each drag and tap; UIKit's sheet must be told.
      if route == .sheet, screen != .absent {
        commands.append(.setUserDismissalAllowed(userMayDismiss))
      }
    default:
      break
    }
  }

  /// Sets the binding to `false` or `nil`, and remembers what it asked for until the write
  /// has reached the app (``Callback/bindingWrittenBack``).
  mutating func writeBindingBack(into commands: inout [Command]) {
    if let requestedIdentity { overwrittenIdentity = requestedIdentity }
    pendingBindingWrites += 1
    requestedIdentity = nil
    commands.append(.writeBinding)
  }

  // MARK: - The user

  /// Taps, drags and the escape gesture, refused while the user may not dismiss.
  mutating func handleUser(_ callback: Callback, into commands: inout [Command]) {
    switch callback {
    case .backdropTapped:
      // A dismissing backdrop does nothing while the user may not dismiss, as the style's
      // `interactiveDismissDisabled` makes its tap block.
      guard userMayDismiss else {
        reportDismissAttempt(
          .backdropTap, gestureWouldDismiss: backdropTapDismisses, into: &commands)
        break
      }
      commands.append(.send(.backdropTapped))
    case .accessibilityEscape:
      // A modal the user may not dismiss refuses the attempt, as UIKit refuses a sheet's drag
      // (`presentationControllerDidAttemptToDismiss`).
      guard screen != .absent, userMayDismiss else {
        if !userMayDismiss { reportDismissAttempt(.escapeGesture, into: &commands) }
        break
      }
      commands.append(.send(.escapeGesture))
    case .dragBegan:
      // Refused before the modal moves: the interpreter reads the machine's phase, which
      // stays where it was, and lets the finger go.
      guard userMayDismiss else {
        reportDismissAttempt(.drag, into: &commands)
        break
      }
      commands.append(.send(.dragBegan))
    case .dragChanged(let progress):
      commands.append(.send(.dragChanged(progress: progress)))
    case .dragEnded(let edge):
      // The lock is read again at the release: content may lock itself while a drag it
      // allowed is under way (a form that becomes dirty), and then the drag springs back.
      commands.append(.send(.dragEnded(dismissingTowards: userMayDismiss ? edge : nil)))
      if !userMayDismiss {
        reportDismissAttempt(.drag, gestureWouldDismiss: edge != nil, into: &commands)
      }
    default:
      break
    }
  }

  // MARK: - The window's stack

  /// The window stack's effects: each updates the expectation, then reconciles.
  mutating func handleStackEffect(_ callback: Callback, into commands: inout [Command]) {
    switch callback {
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
      writeBindingBack(into: &commands)
    case .emit(let event):
      if case .willDismiss(let reason) = event { dismissReason = reason }
      var leavesScreen = false
      // A dismissal reversed back emits `didDismiss` with the modal still on screen.
      if case .didDismiss = event { leavesScreen = screen == .absent }
      commands.append(.deliver(event, leftScreen: leavesScreen))
    default:
      break
    }
  }

  // MARK: - Looking for a presenter

  /// The interpreter's answers while it looks for a presenter, and UIKit's answer to
  /// `present(_:animated:)`.
  mutating func handlePresenterSearch(_ callback: Callback, into commands: inout [Command]) {
    switch callback {
    case .presenterChecked(let check, let transition):
      presenterChecked(check, for: transition, into: &commands)
    case .dismissalChecked(let busy, let transition):
      guard isWaitingToDismiss(transition) else { break }
      if busy {
        commands.append(.waitForBlockingTransition(transition))
      } else {
        startDismissal(into: &commands)
      }
    case .blockingTransitionWaitRefused(let transition):
      guard isWaitingToPresent(transition) || isWaitingToDismiss(transition) else { break }
      refusedWaits += 1
      commands.append(
        .retryLater(transition, after: RetryBackoff.delay(beforeRetry: refusedWaits)))
    case .retryTransition(let transition):
      if isWaitingToPresent(transition) {
        commands.append(.checkPresenter(transition))
      } else if isWaitingToDismiss(transition) {
        commands.append(.checkDismissal(transition))
      }
    case .presentReturned(let accepted):
      if accepted, route == .sheet, screen.isPresenting {
        // UIKit tells the sheet delegate of the user's dismissals only: the start of any
        // other is seen through a child controller of the sheet's.
        commands.append(.observeSheetDismissal)
      }
      guard screen.isPresenting, !accepted else { break }
      // UIKit refused (it logs why): end the transition the stack waits for without a
      // `didPresent`, and keep the controller's delegate so that a presentation UIKit made
      // after all still has its driver, which takes it away.
      screen = .absent
      runningAnimation = nil
      hasRefusedController = true
      commands += [
        .setAsideRefusedController, .reportRefusal(.refusedByUIKit), .send(.parentDismissed),
      ]
    default:
      break
    }
  }

  // MARK: - UIKit's transitions

  /// The Veil animator's and UIKit's reports of a running transition and of its end.
  mutating func handleUIKitTransition(_ callback: Callback, into commands: inout [Command]) {
    switch callback {
    case .animationStarted:
      guard screen.isPresenting || screen.isDismissing else { break }
      runningAnimation = RunningAnimation()
      screen = screen.reversed(false)
      // The stack may have changed its mind before the animation could be turned around.
      reconcile(into: &commands)
    case .transitionLogicallyComplete:
      guard let expectation, expectation.presents, !expectation.isReported,
        screen.isPresenting
      else { break }
      report(into: &commands)
    case .presentationTransitionDidEnd(let completed):
      if screen == .absent, hasRefusedController, completed {
        hasRefusedController = false
        commands.append(.dismissStrayPresentation)
        break
      }
      guard screen.isPresenting else { break }
      transitionDidEnd(presenting: true, completed: completed, into: &commands)
    case .presentCompletion:
      // Sheets end here; a custom presentation has ended through its presentation
      // controller before UIKit calls the completion.
      guard route == .sheet, screen.isPresenting else { break }
      transitionDidEnd(presenting: true, completed: true, into: &commands)
    case .dismissalTransitionWillBegin:
      guard screen == .presented || screen.isPresenting else { break }
      screen = .dismissing(isReversed: screen.isReversed)
      guard !isDismissalOurs else { break }
      // The app dismissed the controller through UIKit itself: the binding follows.
      writeBindingBack(into: &commands)
      commands.append(.send(.bindingChanged(nil)))
    case .dismissalTransitionDidEnd(let completed):
      guard screen.isDismissing else { break }
      transitionDidEnd(presenting: false, completed: completed, into: &commands)
    case .dismissCompletion(let isStillPresented):
      // The fallback for every style: a dismissal that reported nothing else (an
      // intermediate controller UIKit "simply removed from the stack") ends here.
      guard screen.isDismissing, !isStillPresented else { break }
      controllerDidLeave(takenByUIKit: false, into: &commands)
    case .controllerDisappeared:
      guard screen != .absent else { break }
      presenceRechecksAfterExit = 0
      commands.append(.checkPresenceOnNextTurn)
    case .presenceChecked(let isPresented):
      guard screen != .absent else { break }
      guard !isPresented else {
        // The container can leave at the start of a dismissal that ends the relationship only
        // at its end: one look on the next turn is not enough.
        if let looks = presenceRechecksAfterExit, looks < Self.presenceRecheckLimit {
          presenceRechecksAfterExit = looks + 1
          commands.append(.checkPresenceAfterChainTransition(orAfter: RetryBackoff.longestDelay))
        }
        break
      }
      controllerDidLeave(takenByUIKit: !isDismissalOurs, into: &commands)
    default:
      break
    }
  }

  // MARK: - UIKit's sheet delegate

  /// UIKit's sheet delegate, and the continuation of a sheet the user dismissed.
  mutating func handleSheetDelegate(_ callback: Callback, into commands: inout [Command]) {
    switch callback {
    case .sheetWillDismiss:
      // Each interactive dismissal UIKit begins says so, several within one drag when the
      // user pulls down and back up.
      isUserDismissingSheet = true
      // A popover's tap outside is over before UIKit says so; only a sheet's drag moves.
      if userDismissal.isDrag { commands.append(.send(.dragBegan)) }
    case .sheetInteractionEnded(let cancelled):
      guard cancelled else { break }
      isUserDismissingSheet = false
      commands.append(.send(.dragEnded(dismissingTowards: nil)))
    case .sheetWillDisappear(let isInteractive):
      // The user's dismissals reach the delegate (an interactive one is the user's whatever
      // the order of the two calls), and Veil's own is known: what is left is the app's own
      // `dismiss`, which UIKit tells no delegate of. It is the app's dismissal, as
      // `dismissalTransitionWillBegin` of a custom presentation says.
      guard route == .sheet, !isInteractive, !isUserDismissingSheet else { break }
      handleUIKitTransition(.dismissalTransitionWillBegin, into: &commands)
    case .sheetDidDisappear:
      // The end of the app's own dismissal; Veil's ends on its completion, the user's through
      // the delegate.
      guard route == .sheet, screen.isDismissing, !isDismissalOurs else { break }
      controllerDidLeave(takenByUIKit: false, into: &commands)
    case .sheetDismissAttempted:
      // A popover's refused attempt is a tap outside it: a backdrop tap, as its dismissal.
      reportDismissAttempt(
        userDismissal == .tapOutside ? .backdropTap : .sheetGesture, into: &commands)
    case .sheetDidDismiss:
      isUserDismissingSheet = false
      guard screen != .absent else { break }
      // UIKit has already taken the sheet away: the dismissal the stack asks for next is
      // this one, not one to start.
      screen = .dismissing(isReversed: screen.isReversed)
      isDismissalOurs = true
      commands += [.send(userDismissal.action), .resume(.sheetHasGone)]
    case .resume(.sheetHasGone):
      // If the stack refused the drag (the sheet had not finished presenting), the sheet is
      // gone all the same, and is reported as taken away.
      controllerDidLeave(takenByUIKit: expectation?.presents ?? true, into: &commands)
    case .popoverAdapted(let toSheet):
      popoverAdapted(toSheet: toSheet)
    default:
      break
    }
  }
}
