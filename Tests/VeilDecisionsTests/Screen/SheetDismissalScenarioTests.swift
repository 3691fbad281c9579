import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

/// N4 and H6: UIKit tells a sheet's delegate of the user's dismissals only. A programmatic
/// dismissal, Veil's or the app's own `dismiss(animated:)` on a UIKit-API sheet, calls no
/// delegate method; the only sign of it is the controller's `viewWillDisappear` while it is
/// being dismissed, which Veil sees through a child controller it adds to the sheet's.
@MainActor
@Suite struct SheetDismissalScenarioTests {
  static func id(_ raw: UInt64) -> TransitionID { TransitionID(rawValue: raw) }

  /// A UIKit-API sheet (its own controller, as `present(_:style:)` makes it), presented.
  static func presentedSheet(allowsUserDismissal: Bool = true) -> ScriptedUIKit {
    let uikit = ScriptedUIKit()
    uikit.register(
      1, route: .sheet, allowsUserDismissal: allowsUserDismissal,
      existing: FakeController("app's sheet"))
    uikit.setBinding(1, .flag)
    uikit.endSheetTransition(1)
    uikit.runNextTurn()
    return uikit
  }

  @Test func aSheetIsObservedOnceUIKitAcceptedIt() {
    let uikit = ScriptedUIKit()
    uikit.register(1, route: .sheet)
    uikit.setBinding(1, .flag)
    #expect(
      uikit.commands(of: 1) == [
        .joinWindowStack,
        .send(.bindingChanged(.flag)),
        .deliver(.willPresent, leftScreen: false),
        .checkPresenter(Self.id(1)),
        .present(.sheet, animated: true),
        .observeSheetDismissal,
      ])
    #expect(uikit.controllers[1]?.hasSheetObserver == true)
  }

  @Test func n4_theAppsOwnDismissalOfASheetIsProgrammaticFromItsStart() {
    let uikit = Self.presentedSheet()
    uikit.clearLogs()
    uikit.appDismisses(1)
    // At the start, while UIKit's sheet is still on screen.
    uikit.runNextTurn()
    #expect(uikit.events[1] == [.willDismiss(.programmatic)])
    #expect(uikit.bindingWrites[1] == 1)
    uikit.endSheetTransition(1)
    uikit.runNextTurn()
    #expect(
      uikit.commands(of: 1) == [
        .writeBinding,
        .send(.bindingChanged(nil)),
        .deliver(.willDismiss(.programmatic), leftScreen: false),
        .releaseController,
        .send(.transitionFinished(Self.id(2))),
        .deliver(.didDismiss(.programmatic), leftScreen: true),
      ])
    uikit.runNextTurn()
    #expect(uikit.events[1] == [.willDismiss(.programmatic), .didDismiss(.programmatic)])
    #expect(uikit.departures[1] == 1)
    #expect(uikit.isStackFree)
    #expect(uikit.violations.isEmpty)
  }

  @Test func n4_aSheetTheUserMayNotDismissIsStillDismissedByTheApp() {
    let uikit = Self.presentedSheet(allowsUserDismissal: false)
    uikit.clearLogs()
    uikit.appDismisses(1)
    uikit.endSheetTransition(1)
    uikit.runNextTurn()
    #expect(uikit.events[1] == [.willDismiss(.programmatic), .didDismiss(.programmatic)])
    #expect(uikit.isStackFree)
  }

  @Test func n4_theSheetCanBePresentedAgainAfterTheAppDismissedIt() {
    let uikit = Self.presentedSheet()
    uikit.appDismisses(1)
    uikit.endSheetTransition(1)
    uikit.runNextTurn()
    uikit.clearLogs()
    uikit.setBinding(1, .flag)
    uikit.endSheetTransition(1)
    uikit.runNextTurn()
    #expect(uikit.events[1] == [.willPresent, .didPresent])
    #expect(uikit.controllers[1]?.hasSheetObserver == true)
    #expect(uikit.violations.isEmpty)
  }

  @Test func veilsOwnSheetDismissalIsNotTakenForTheApps() {
    let uikit = Self.presentedSheet()
    uikit.clearLogs()
    uikit.setBinding(1, nil)
    uikit.endSheetTransition(1)
    uikit.runNextTurn()
    #expect(uikit.events[1] == [.willDismiss(.programmatic), .didDismiss(.programmatic)])
    // The binding was the app's own write: Veil writes nothing back.
    uikit.runNextTurn()
    #expect(uikit.bindingWrites[1] == nil)
    #expect(uikit.isStackFree)
  }

  @Test func aTapOnTheDimmingIsTheUsersNotTheApps() {
    let uikit = Self.presentedSheet()
    uikit.clearLogs()
    uikit.tapSheetDimming(1)
    uikit.runNextTurn()
    #expect(uikit.events[1] == [.willDismiss(.drag(.bottom)), .didDismiss(.drag(.bottom))])
    #expect(uikit.bindingWrites[1] == 1)
    #expect(uikit.isStackFree)
  }

  // MARK: - N5

  /// N5: the escape gesture reaches a UIKit-API sheet (through Veil's container, the one Veil
  /// view above the app's content) and dismisses it as any other modal, with its reason.
  @Test func n5_theEscapeGestureDismissesAUIKitAPISheet() {
    let uikit = Self.presentedSheet()
    uikit.clearLogs()
    #expect(uikit.escape(1))
    uikit.endSheetTransition(1)
    uikit.runNextTurn()
    #expect(uikit.events[1] == [.willDismiss(.escapeGesture), .didDismiss(.escapeGesture)])
    #expect(uikit.bindingWrites[1] == 1)
    #expect(uikit.isStackFree)
    #expect(uikit.violations.isEmpty)
  }

  @Test func n5_theEscapeGestureLeavesALockedUIKitAPISheet() {
    let uikit = Self.presentedSheet(allowsUserDismissal: false)
    uikit.clearLogs()
    #expect(!uikit.escape(1))
    // The sheet stays; the app only hears the attempt (E3).
    #expect(uikit.log.map(\.command) == [.deliverDismissAttempt(.escapeGesture)])
  }

  // MARK: - H6

  @Test func h6_dismissalsBegunAndCancelledWithinOneDragLeaveTheSheetAndItsStackIdle() {
    let uikit = Self.presentedSheet()
    uikit.clearLogs()
    uikit.dragSheet(1, dismisses: false, cancelledFirst: 2)
    #expect(
      uikit.commands(of: 1)
        == Array(
          repeating: [.send(.dragBegan), .send(.dragEnded(dismissingTowards: nil))], count: 3
        ).flatMap { $0 })
    uikit.runNextTurn()
    #expect(uikit.events[1] == nil)
    #expect(uikit.stack.machine(for: 1)?.phase == .presented)
    // The app's dismissal after the drags is still the app's.
    uikit.appDismisses(1)
    uikit.endSheetTransition(1)
    uikit.runNextTurn()
    #expect(uikit.events[1] == [.willDismiss(.programmatic), .didDismiss(.programmatic)])
  }

  @Test func h6_aDragThatCancelsTwiceThenDismissesIsOneDragDismissal() {
    let uikit = Self.presentedSheet()
    uikit.clearLogs()
    uikit.dragSheet(1, dismisses: true, cancelledFirst: 2)
    uikit.runNextTurn()
    #expect(uikit.events[1] == [.willDismiss(.drag(.bottom)), .didDismiss(.drag(.bottom))])
    #expect(uikit.bindingWrites[1] == 1)
    #expect(uikit.departures[1] == 1)
    #expect(uikit.isStackFree)
    #expect(uikit.violations.isEmpty)
  }
}

/// The decision alone: what a sheet's disappearance while it is being dismissed means, given
/// who started the dismissal.
@Suite struct SheetDisappearanceDecisionTests {
  /// A sheet driver whose presentation has ended.
  static func presented() -> ModalScreenDriver {
    var driver = ModalScreenDriver(route: .sheet)
    driver.handle(.beginPresenting(TransitionID(rawValue: 1)))
    driver.handle(.presenterChecked(.ready, for: TransitionID(rawValue: 1)))
    driver.handle(.presentReturned(accepted: true))
    driver.handle(.presentCompletion)
    return driver
  }

  @Test func nobodyToldOfItIsTheAppsOwnDismissal() {
    var driver = Self.presented()
    #expect(
      driver.handle(.sheetWillDisappear(isInteractive: false)) == [
        .writeBinding, .send(.bindingChanged(nil)),
      ])
    #expect(driver.isDismissing)
  }

  @Test func anInteractiveOneIsTheUsersWhicheverCallComesFirst() {
    var driver = Self.presented()
    #expect(driver.handle(.sheetWillDisappear(isInteractive: true)).isEmpty)
    #expect(driver.screen == .presented)
  }

  @Test func oneTheDelegateWasToldOfIsTheUsers() {
    var driver = Self.presented()
    driver.handle(.sheetWillDismiss)
    #expect(driver.handle(.sheetWillDisappear(isInteractive: false)).isEmpty)
    // Once the user let go, the next is the app's again.
    driver.handle(.sheetInteractionEnded(cancelled: true))
    #expect(!driver.handle(.sheetWillDisappear(isInteractive: false)).isEmpty)
  }

  @Test func veilsOwnIsKnown() {
    var driver = Self.presented()
    driver.handle(
      .beginDismissing(TransitionID(rawValue: 2), animated: true, reason: .programmatic))
    driver.handle(.dismissalChecked(busy: false, for: TransitionID(rawValue: 2)))
    #expect(driver.handle(.sheetWillDisappear(isInteractive: false)).isEmpty)
    #expect(driver.handle(.sheetDidDisappear).isEmpty)
  }

  @Test func aCustomPresentationIgnoresIt() {
    var driver = ModalScreenDriver(route: .custom)
    driver.handle(.beginPresenting(TransitionID(rawValue: 1)))
    driver.handle(.presenterChecked(.ready, for: TransitionID(rawValue: 1)))
    driver.handle(.presentReturned(accepted: true))
    driver.handle(.presentationTransitionDidEnd(completed: true))
    #expect(driver.handle(.sheetWillDisappear(isInteractive: false)).isEmpty)
  }

  @Test func theAppsDismissalEndsWhenTheSheetHasDisappeared() {
    var driver = Self.presented()
    driver.handle(.sheetWillDisappear(isInteractive: false))
    driver.handle(
      .beginDismissing(TransitionID(rawValue: 2), animated: true, reason: .programmatic))
    #expect(
      driver.handle(.sheetDidDisappear) == [
        .releaseController, .send(.transitionFinished(TransitionID(rawValue: 2))),
      ])
    #expect(driver.screen == .absent)
  }
}
