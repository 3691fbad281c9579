import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

/// Scenarios against the scripted UIKit, one per finding it can reach, TCA style: each asserts
/// the whole command log and the whole event log.
@MainActor
@Suite struct ModalScreenDriverScenarioTests {
  typealias Command = ModalScreenDriver.Command

  static func id(_ raw: UInt64) -> TransitionID { TransitionID(rawValue: raw) }

  /// The commands of an animated custom presentation of modal `key` (first transition `t`).
  static func presented(_ route: ModalScreenDriver.Route = .custom, transition t: UInt64)
    -> [Command]
  {
    [
      .joinWindowStack,
      .send(.bindingChanged(.flag)),
      .deliver(.willPresent, leftScreen: false),
      .checkPresenter(id(t)),
      .present(route, animated: true),
    ] + (route == .sheet ? [.observeSheetDismissal] : [])
  }

  @Test func customPresentationAndDismissalFollowUIKitsOrder() {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.setBinding(1, .flag)
    uikit.playTransition(1)
    uikit.setBinding(1, nil)
    uikit.playTransition(1)
    #expect(
      uikit.commands(of: 1)
        == Self.presented(transition: 1) + [
          .send(.transitionFinished(Self.id(1))),
          .deliver(.didPresent, leftScreen: false),
          .joinWindowStack,
          .send(.bindingChanged(nil)),
          .deliver(.willDismiss(.programmatic), leftScreen: false),
          .checkDismissal(Self.id(2)),
          .dismiss(animated: true, reason: .programmatic),
          .releaseController,
          .send(.transitionFinished(Self.id(2))),
          .deliver(.didDismiss(.programmatic), leftScreen: true),
        ])
    #expect(
      uikit.animatorLog[1]
        == [
          // The presentation: the presented view goes in, the animation runs to its end.
          .installToView(.front, atFinalFrame: false), .prepareContainer,
          .applyFrame(progress: 0), .makeAnimation, .startAnimation, .reportLogicalCompletion,
          .applyFrame(progress: 1), .completeTransition(true),
          // The dismissal: the presenting view was never removed, nothing to put back.
          .prepareContainer, .applyFrame(progress: 0), .makeAnimation, .startAnimation,
          .applyFrame(progress: 1), .completeTransition(true),
        ])
    uikit.runNextTurn()
    #expect(
      uikit.events[1] == [
        .willPresent, .didPresent, .willDismiss(.programmatic), .didDismiss(.programmatic),
      ])
    #expect(uikit.departures[1] == 1)
    #expect(uikit.isStackFree)
    #expect(uikit.violations.isEmpty)
  }

  // MARK: - T2

  @Test func fullScreenDismissalPutsThePresentingViewBackBehindTheModal() {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.removesPresentersView[1] = true
    uikit.setBinding(1, .flag)
    uikit.playTransition(1)
    uikit.setBinding(1, nil)
    uikit.clearLogs()
    uikit.playTransition(1)
    #expect(
      uikit.animatorLog[1]
        == [
          .installToView(.back, atFinalFrame: true), .prepareContainer, .applyFrame(progress: 0),
          .makeAnimation, .startAnimation, .applyFrame(progress: 1), .completeTransition(true),
        ])
    #expect(uikit.violations.isEmpty)
  }

  // MARK: - T3

  @Test func aTransitionThatIsNotAnimatedInstallsTheEndAndCompletesAtOnce() {
    let uikit = ScriptedUIKit()
    uikit.register(1, animated: false)
    uikit.setBinding(1, .flag)
    uikit.animate(1)
    #expect(
      uikit.animatorLog[1]
        == [
          .installToView(.front, atFinalFrame: false), .prepareContainer,
          .applyFrame(progress: 1), .reportLogicalCompletion, .completeTransition(true),
        ])
    #expect(
      uikit.commands(of: 1)
        == [
          .joinWindowStack,
          .send(.bindingChanged(.flag)),
          .deliver(.willPresent, leftScreen: false),
          .checkPresenter(Self.id(1)),
          .present(.custom, animated: false),
          .send(.transitionFinished(Self.id(1))),
          .deliver(.didPresent, leftScreen: false),
        ])
    #expect(uikit.transitions.isEmpty)
  }

  @Test func aParentDismissedWithAChildGoesInstantlyChildFirst() {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.register(2)
    uikit.setBinding(1, .flag)
    uikit.playTransition(1)
    uikit.setBinding(2, .flag)
    uikit.playTransition(2)
    uikit.clearLogs()
    uikit.setBinding(1, nil)
    // The child goes first, not animated: one call of UIKit's, and it has gone.
    uikit.animate(2)
    // Then the parent, animated as its binding asked.
    uikit.playTransition(1)
    #expect(
      uikit.log
        == [
          .init(key: 1, command: .joinWindowStack),
          .init(key: 1, command: .send(.bindingChanged(nil))),
          .init(key: 2, command: .deliver(.willDismiss(.parentDismissed), leftScreen: false)),
          .init(key: 2, command: .checkDismissal(Self.id(2))),
          .init(key: 2, command: .dismiss(animated: false, reason: .parentDismissed)),
          .init(key: 2, command: .writeBinding),
          .init(key: 2, command: .releaseController),
          .init(key: 2, command: .send(.transitionFinished(Self.id(2)))),
          .init(key: 2, command: .deliver(.didDismiss(.parentDismissed), leftScreen: true)),
          .init(key: 1, command: .deliver(.willDismiss(.programmatic), leftScreen: false)),
          // N1: not from inside the child's `dismissalTransitionDidEnd`.
          .init(key: 1, command: .checkDismissal(Self.id(2))),
          .init(key: 1, command: .waitForBlockingTransition(Self.id(2))),
          .init(key: 1, command: .checkDismissal(Self.id(2))),
          .init(key: 1, command: .dismiss(animated: true, reason: .programmatic)),
          .init(key: 1, command: .releaseController),
          .init(key: 1, command: .send(.transitionFinished(Self.id(2)))),
          .init(key: 1, command: .deliver(.didDismiss(.programmatic), leftScreen: true)),
        ])
    #expect(
      uikit.animatorLog[2]
        == [.prepareContainer, .applyFrame(progress: 1), .completeTransition(true)])
    #expect(uikit.isStackFree)
    #expect(uikit.violations.isEmpty)
  }
}

extension ModalScreenDriverScenarioTests {
  // MARK: - T4

  @Test func presentingAgainDuringOurOwnSheetDismissalPresentsAgain() {
    let uikit = ScriptedUIKit()
    uikit.register(1, route: .sheet)
    uikit.setBinding(1, .flag)
    uikit.endSheetTransition(1)
    uikit.setBinding(1, nil)
    // Back to true while UIKit's sheet animates out: a sheet cannot be turned around.
    uikit.setBinding(1, .flag)
    uikit.endSheetTransition(1)
    uikit.endSheetTransition(1)
    #expect(
      uikit.commands(of: 1)
        == Self.presented(.sheet, transition: 1) + [
          .send(.transitionFinished(Self.id(1))),
          .deliver(.didPresent, leftScreen: false),
          .joinWindowStack,
          .send(.bindingChanged(nil)),
          .deliver(.willDismiss(.programmatic), leftScreen: false),
          .checkDismissal(Self.id(2)),
          .dismiss(animated: true, reason: .programmatic),
          .joinWindowStack,
          .send(.bindingChanged(.flag)),
          // Reversed back by the engine while the screen cannot follow: not a departure.
          .deliver(.didDismiss(.programmatic), leftScreen: false),
          .deliver(.willPresent, leftScreen: false),
          // UIKit's dismissal ends: the old sheet's container leaves the window (looked at
          // on the next turn, when it is no longer Veil's controller); Veil's own dismissal,
          // so the sheet is presented anew, not reported as taken away by a parent.
          .checkPresenceOnNextTurn,
          .releaseController,
          .checkPresenter(Self.id(3)),
          .present(.sheet, animated: true),
          .observeSheetDismissal,
          .send(.transitionFinished(Self.id(3))),
          .deliver(.didPresent, leftScreen: false),
        ])
    uikit.runNextTurn()
    #expect(
      uikit.events[1]
        == [
          .willPresent, .didPresent, .willDismiss(.programmatic), .didDismiss(.programmatic),
          .willPresent, .didPresent,
        ])
    #expect(uikit.bindingWrites[1] == nil)
    #expect(uikit.controllers[1] != nil)
    #expect(uikit.isStackFree)
    #expect(uikit.violations.isEmpty)
  }

  // MARK: - T5

  @Test func dismissingBeforeThePresentationSettlesFinishesItThenRunsTheRemoval() {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.setBinding(1, .flag)
    uikit.animate(1)
    uikit.elapseLogicalDuration(1)
    uikit.setBinding(1, nil)
    uikit.settle(1)
    uikit.playTransition(1)
    #expect(
      uikit.commands(of: 1)
        == Self.presented(transition: 1) + [
          .send(.transitionFinished(Self.id(1))),
          .deliver(.didPresent, leftScreen: false),
          .joinWindowStack,
          .send(.bindingChanged(nil)),
          .deliver(.willDismiss(.programmatic), leftScreen: false),
          // Not `.reverseRunningTransition`: the app was told it is presented.
          .finishRunningTransition,
          // N1: asked for from inside `presentationTransitionDidEnd`, it waits for the
          // presentation to be over.
          .checkDismissal(Self.id(2)),
          .waitForBlockingTransition(Self.id(2)),
          .checkDismissal(Self.id(2)),
          .dismiss(animated: true, reason: .programmatic),
          .releaseController,
          .send(.transitionFinished(Self.id(2))),
          .deliver(.didDismiss(.programmatic), leftScreen: true),
        ])
    #expect(
      uikit.animatorLog[1]?.prefix(10)
        == [
          .installToView(.front, atFinalFrame: false), .prepareContainer,
          .applyFrame(progress: 0), .makeAnimation, .startAnimation, .reportLogicalCompletion,
          .finishAnimationQuickly, .applyFrame(progress: 1), .completeTransition(true),
          .prepareContainer,
        ])
    #expect(uikit.violations.isEmpty)
  }

  @Test func dismissingBeforeLogicalCompletionStillReversesThePresentation() {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.setBinding(1, .flag)
    uikit.animate(1)
    uikit.setBinding(1, nil)
    uikit.settle(1)
    #expect(
      uikit.commands(of: 1)
        == Self.presented(transition: 1) + [
          .joinWindowStack,
          .send(.bindingChanged(nil)),
          .deliver(.willDismiss(.programmatic), leftScreen: false),
          .reverseRunningTransition,
          .releaseController,
          .send(.transitionFinished(Self.id(2))),
          .deliver(.didDismiss(.programmatic), leftScreen: true),
        ])
    uikit.runNextTurn()
    #expect(
      uikit.events[1] == [.willPresent, .willDismiss(.programmatic), .didDismiss(.programmatic)])
    #expect(uikit.isStackFree)
  }

  // MARK: - T6

  @Test func aCoordinatorThatRefusesToQueueIsRetriedOnTheNextTurn() {
    let uikit = ScriptedUIKit()
    let navigation = FakeController("navigation")
    navigation.hasTransitionCoordinator = true
    navigation.coordinatorQueuesCompletions = false
    uikit.root.children = [navigation]
    uikit.register(1)
    uikit.register(2)
    uikit.setBinding(1, .flag)
    // The push is still running on the next turn: wait again.
    uikit.runNextTurn()
    navigation.hasTransitionCoordinator = false
    uikit.runNextTurn()
    uikit.playTransition(1)
    let firstWait = RetryBackoff.delay(beforeRetry: 1)
    let secondWait = RetryBackoff.delay(beforeRetry: 2)
    #expect(
      uikit.commands(of: 1)
        == [
          .joinWindowStack,
          .send(.bindingChanged(.flag)),
          .deliver(.willPresent, leftScreen: false),
          .checkPresenter(Self.id(1)),
          .waitForBlockingTransition(Self.id(1)),
          .retryLater(Self.id(1), after: firstWait),
          .checkPresenter(Self.id(1)),
          .waitForBlockingTransition(Self.id(1)),
          // N14: the coordinator refused again; the next look waits longer.
          .retryLater(Self.id(1), after: secondWait),
          .checkPresenter(Self.id(1)),
          .present(.custom, animated: true),
          .send(.transitionFinished(Self.id(1))),
          .deliver(.didPresent, leftScreen: false),
        ])
    #expect(!uikit.hasWorkForNextTurn)
    #expect(uikit.isStackFree)
    uikit.setBinding(2, .flag)
    uikit.playTransition(2)
    uikit.runNextTurn()
    #expect(uikit.events[2] == [.willPresent, .didPresent])
    #expect(uikit.violations.isEmpty)
  }

  // MARK: - T7

  @Test func aRefusedPresentationEndsWithoutDidPresentAndFreesTheQueue() {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.register(2)
    uikit.nextPresent = .refuse
    uikit.setBinding(1, .flag)
    #expect(
      uikit.commands(of: 1)
        == Self.presented(transition: 1) + [
          .setAsideRefusedController,
          .reportRefusal(.refusedByUIKit),
          .send(.parentDismissed),
          .deliver(.willDismiss(.parentDismissed), leftScreen: false),
          .send(.transitionFinished(Self.id(2))),
          .writeBinding,
          .deliver(.didDismiss(.parentDismissed), leftScreen: true),
        ])
    uikit.runNextTurn()
    #expect(
      uikit.events[1] == [
        .willPresent, .willDismiss(.parentDismissed), .didDismiss(.parentDismissed),
      ])
    #expect(uikit.isStackFree)
    // The window's next modal presents.
    uikit.setBinding(2, .flag)
    uikit.playTransition(2)
    uikit.runNextTurn()
    #expect(uikit.events[2] == [.willPresent, .didPresent])
    #expect(uikit.violations.isEmpty)
  }

  @Test func aRefusedPresentationUIKitMakesAfterAllIsTakenAway() {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.nextPresent = .refuse
    uikit.setBinding(1, .flag)
    uikit.clearLogs()
    uikit.presentRefusedLate(1)
    #expect(uikit.commands(of: 1) == [.dismissStrayPresentation])
    #expect(uikit.root.presented == nil)
    #expect(uikit.isStackFree)
  }

  // MARK: - T8

  @Test func aModalRemovedAsAnIntermediateControllerIsReportedGone() {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.register(2)
    uikit.setBinding(1, .flag)
    uikit.playTransition(1)
    uikit.clearLogs()
    uikit.removeAsIntermediate(1)
    uikit.runNextTurn()
    #expect(
      uikit.commands(of: 1)
        == [
          .checkPresenceOnNextTurn,
          .releaseController,
          .send(.parentDismissed),
          .deliver(.willDismiss(.parentDismissed), leftScreen: false),
          .send(.transitionFinished(Self.id(2))),
          .writeBinding,
          .deliver(.didDismiss(.parentDismissed), leftScreen: true),
        ])
    #expect(uikit.isStackFree)
    // The window's next modal presents.
    uikit.setBinding(2, .flag)
    uikit.playTransition(2)
    uikit.runNextTurn()
    #expect(uikit.events[2] == [.willPresent, .didPresent])
    #expect(uikit.violations.isEmpty)
  }

  @Test func aDismissalAskedForBeforeTheAnimatorStartsTurnsItAroundOnceItDoes() {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.setBinding(1, .flag)
    uikit.setBinding(1, nil)
    uikit.animate(1)
    uikit.settle(1)
    #expect(
      uikit.commands(of: 1)
        == Self.presented(transition: 1) + [
          .joinWindowStack,
          .send(.bindingChanged(nil)),
          .deliver(.willDismiss(.programmatic), leftScreen: false),
          .reverseRunningTransition,
          .releaseController,
          .send(.transitionFinished(Self.id(2))),
          .deliver(.didDismiss(.programmatic), leftScreen: true),
        ])
    #expect(uikit.isStackFree)
  }

  @Test func ourDismissalOfAnIntermediateControllerEndsOnItsCompletion() {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.setBinding(1, .flag)
    uikit.playTransition(1)
    uikit.setBinding(1, nil)
    uikit.clearLogs()
    // UIKit removes it without ending its presentation controller's transition: only the
    // dismissal's completion comes, and its container leaves the window (H4).
    uikit.completeDismissalWithoutCallbacks(1)
    uikit.runNextTurn()
    #expect(
      uikit.commands(of: 1)
        == [
          // H4: the exit is heard first; the check it asks for finds the modal gone.
          .checkPresenceOnNextTurn,
          .releaseController,
          .send(.transitionFinished(Self.id(2))),
          .deliver(.didDismiss(.programmatic), leftScreen: true),
        ])
    #expect(uikit.isStackFree)
  }

  @Test func theDismissCompletionAfterACustomDismissalChangesNothing() {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.setBinding(1, .flag)
    uikit.playTransition(1)
    uikit.setBinding(1, nil)
    uikit.playTransition(1)
    uikit.clearLogs()
    uikit.feed(.dismissCompletion(isStillPresented: false), to: 1)
    uikit.feed(.presenceChecked(isPresented: false), to: 1)
    #expect(uikit.log.isEmpty)
  }

  // MARK: - T9

  @Test func presentingTheSameControllerTwiceIsRefusedWithoutThrowing() {
    let uikit = ScriptedUIKit()
    let photo = FakeController("photo")
    uikit.register(1, existing: photo)
    uikit.register(2, existing: photo)
    uikit.setBinding(1, .flag)
    uikit.setBinding(2, .flag)
    uikit.playTransition(1)
    #expect(
      uikit.commands(of: 2)
        == [
          .joinWindowStack,
          .send(.bindingChanged(.flag)),
          .deliver(.willPresent, leftScreen: false),
          .checkPresenter(Self.id(1)),
          .reportRefusal(.alreadyPresented),
          .send(.parentDismissed),
          .deliver(.willDismiss(.parentDismissed), leftScreen: false),
          .send(.transitionFinished(Self.id(2))),
          .writeBinding,
          .deliver(.didDismiss(.parentDismissed), leftScreen: true),
        ])
    uikit.runNextTurn()
    #expect(uikit.events[1] == [.willPresent, .didPresent])
    #expect(uikit.root.presented === photo)
    #expect(uikit.isStackFree)
    #expect(uikit.violations.isEmpty)
  }

  // MARK: - T11

  @Test func completeTransitionIsCalledOnceWhicheverWayUIKitAsks() {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.setBinding(1, .flag)
    uikit.animate(1, askingForInterruptibleAnimatorFirst: true)
    uikit.elapseLogicalDuration(1)
    uikit.settle(1)
    #expect(
      uikit.animatorLog[1]
        == [
          .installToView(.front, atFinalFrame: false), .prepareContainer,
          .applyFrame(progress: 0), .makeAnimation, .startAnimation, .reportLogicalCompletion,
          .applyFrame(progress: 1), .completeTransition(true),
        ])
    #expect(uikit.violations.isEmpty)
  }

  @Test func presentingDuringAPushWaitsForThePush() {
    let uikit = ScriptedUIKit()
    let navigation = FakeController("navigation")
    navigation.hasTransitionCoordinator = true
    uikit.root.children = [navigation]
    uikit.register(1)
    uikit.setBinding(1, .flag)
    #expect(uikit.root.presented == nil)
    // The update's delivery turn comes; the presentation waits for the push, not for a turn.
    uikit.runNextTurn()
    navigation.endCoordinatedTransition()
    #expect(
      uikit.commands(of: 1)
        == [
          .joinWindowStack,
          .send(.bindingChanged(.flag)),
          .deliver(.willPresent, leftScreen: false),
          .checkPresenter(Self.id(1)),
          .waitForBlockingTransition(Self.id(1)),
          .checkPresenter(Self.id(1)),
          .present(.custom, animated: true),
        ])
    #expect(uikit.root.presented != nil)
    #expect(!uikit.hasWorkForNextTurn)
  }

  // MARK: - S4

  @Test func aDismissalReversedBackIsNotADeparture() {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.setBinding(1, .flag)
    uikit.playTransition(1)
    uikit.setBinding(1, nil)
    uikit.animate(1)
    uikit.setBinding(1, .flag)
    uikit.settle(1)
    #expect(
      uikit.commands(of: 1)
        == Self.presented(transition: 1) + [
          .send(.transitionFinished(Self.id(1))),
          .deliver(.didPresent, leftScreen: false),
          .joinWindowStack,
          .send(.bindingChanged(nil)),
          .deliver(.willDismiss(.programmatic), leftScreen: false),
          .checkDismissal(Self.id(2)),
          .dismiss(animated: true, reason: .programmatic),
          .joinWindowStack,
          .send(.bindingChanged(.flag)),
          .deliver(.didDismiss(.programmatic), leftScreen: false),
          .deliver(.willPresent, leftScreen: false),
          .reverseRunningTransition,
          .send(.transitionFinished(Self.id(3))),
          .deliver(.didPresent, leftScreen: false),
        ])
    #expect(uikit.departures[1] == nil)
    #expect(uikit.controllers[1] != nil)
  }

  // MARK: - A2

  @Test func escapeAnswersTrueOnlyWhenTheStackDismisses() {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.register(2)
    #expect(!uikit.escape(1))
    uikit.setBinding(1, .flag)
    uikit.playTransition(1)
    uikit.setBinding(2, .flag)
    uikit.playTransition(2)
    // Not the top modal: the stack ignores it.
    #expect(!uikit.escape(1))
    #expect(uikit.escape(2))
    // Already going.
    #expect(!uikit.escape(2))
    uikit.runNextTurn()
    #expect(uikit.events[2] == [.willPresent, .didPresent, .willDismiss(.escapeGesture)])
  }

  @Test func escapeLeavesASheetTheUserMayNotDismiss() {
    let uikit = ScriptedUIKit()
    uikit.register(1, route: .sheet, allowsUserDismissal: false)
    uikit.setBinding(1, .flag)
    uikit.endSheetTransition(1)
    uikit.clearLogs()
    #expect(!uikit.escape(1))
    // The sheet stays; the app only hears the attempt (E3).
    #expect(uikit.log.map(\.command) == [.deliverDismissAttempt(.escapeGesture)])
  }

  // MARK: - Sheets

  @Test func aSheetDraggedAndLetGoStaysAndOneDraggedAwayGoes() {
    let uikit = ScriptedUIKit()
    uikit.register(1, route: .sheet)
    uikit.setBinding(1, .flag)
    uikit.endSheetTransition(1)
    uikit.clearLogs()
    uikit.dragSheet(1, dismisses: false)
    uikit.dragSheet(1, dismisses: true)
    #expect(
      uikit.commands(of: 1)
        == [
          .send(.dragBegan),
          .send(.dragEnded(dismissingTowards: nil)),
          .send(.dragBegan),
          // The container leaves the window as the dismissal ends (H4): looked at next turn.
          .checkPresenceOnNextTurn,
          .send(.dragEnded(dismissingTowards: .bottom)),
          .deliver(.willDismiss(.drag(.bottom)), leftScreen: false),
          .writeBinding,
          .resume(.sheetHasGone),
          .releaseController,
          .send(.transitionFinished(Self.id(2))),
          .deliver(.didDismiss(.drag(.bottom)), leftScreen: true),
        ])
    #expect(uikit.isStackFree)
    #expect(uikit.violations.isEmpty)
  }

  @Test func aTapOnASheetsDimmingDismissesItAsADrag() {
    let uikit = ScriptedUIKit()
    uikit.register(1, route: .sheet)
    uikit.setBinding(1, .flag)
    uikit.endSheetTransition(1)
    uikit.runNextTurn()
    uikit.clearLogs()
    uikit.tapSheetDimming(1)
    #expect(
      uikit.events[1] == [.willDismiss(.drag(.bottom)), .didDismiss(.drag(.bottom))])
    #expect(uikit.bindingWrites[1] == 1)
    #expect(uikit.isStackFree)
  }

  @Test func aSheetDismissedByVeilEndsOnUIKitsCompletion() {
    let uikit = ScriptedUIKit()
    uikit.register(1, route: .sheet)
    uikit.setBinding(1, .flag)
    uikit.endSheetTransition(1)
    uikit.setBinding(1, nil)
    uikit.clearLogs()
    uikit.endSheetTransition(1)
    #expect(
      uikit.commands(of: 1)
        == [
          // The container leaves the window (H4), then UIKit's completion.
          .checkPresenceOnNextTurn,
          .releaseController,
          .send(.transitionFinished(Self.id(2))),
          .deliver(.didDismiss(.programmatic), leftScreen: true),
        ])
    #expect(uikit.isStackFree)
  }

  @Test func anAppsOwnUIKitDismissalWritesTheBindingBack() {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.setBinding(1, .flag)
    uikit.playTransition(1)
    uikit.clearLogs()
    uikit.appDismisses(1)
    uikit.playTransition(1)
    #expect(
      uikit.commands(of: 1)
        == [
          .writeBinding,
          .send(.bindingChanged(nil)),
          .deliver(.willDismiss(.programmatic), leftScreen: false),
          .releaseController,
          .send(.transitionFinished(Self.id(2))),
          .deliver(.didDismiss(.programmatic), leftScreen: true),
        ])
    #expect(uikit.isStackFree)
    #expect(uikit.violations.isEmpty)
  }
}
