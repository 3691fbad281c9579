import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

/// A5: a popover goes UIKit's adaptive route, as a sheet does, and reports its user's tap
/// outside as `DismissReason.backdropTap`, the app's own `dismiss` as programmatic, and a
/// popover UIKit shows as a sheet (a style that adapts, in a compact width) as a sheet's drag.
@MainActor
@Suite struct PopoverScenarioTests {
  static func id(_ raw: UInt64) -> TransitionID { TransitionID(rawValue: raw) }

  /// A popover presented and settled.
  static func presentedPopover(_ popover: PopoverStyle = .popover) -> ScriptedUIKit {
    let uikit = ScriptedUIKit()
    uikit.register(1, style: ModalStyle(popover: popover))
    uikit.setBinding(1, .flag)
    uikit.endSheetTransition(1)
    uikit.runNextTurn()
    return uikit
  }

  @Test func aPopoverTakesUIKitsAdaptiveRoute() {
    let driver = ModalScreenDriver(style: ModalStyle(popover: .popover))
    #expect(driver.route == .sheet)
    #expect(driver.userDismissal == .tapOutside)
    #expect(driver.allowsUserDismissal)
    #expect(ModalScreenDriver(style: ModalStyle(sheet: .sheet)).userDismissal == .dragDown)
    let locked = ModalScreenDriver(
      style: ModalStyle(popover: .popover.interactiveDismissDisabled()))
    #expect(!locked.allowsUserDismissal)
  }

  @Test func aTapOutsideDismissesItAsABackdropTapAndWritesTheBinding() {
    let uikit = Self.presentedPopover()
    #expect(uikit.events[1] == [.willPresent, .didPresent])
    uikit.clearLogs()
    uikit.tapOutsidePopover(1)
    uikit.runNextTurn()
    #expect(uikit.events[1] == [.willDismiss(.backdropTap), .didDismiss(.backdropTap)])
    #expect(uikit.bindingWrites[1] == 1)
    // No drag: the tap is over before UIKit says so.
    #expect(!uikit.commands(of: 1).contains(.send(.dragBegan)))
    #expect(uikit.isStackFree)
    #expect(uikit.violations.isEmpty)
  }

  @Test func theAppsOwnDismissalIsProgrammatic() {
    let uikit = Self.presentedPopover()
    uikit.clearLogs()
    uikit.appDismisses(1)
    uikit.endSheetTransition(1)
    uikit.runNextTurn()
    #expect(uikit.events[1] == [.willDismiss(.programmatic), .didDismiss(.programmatic)])
    #expect(uikit.bindingWrites[1] == 1)
    #expect(uikit.isStackFree)
    #expect(uikit.violations.isEmpty)
  }

  @Test func theBindingDismissesItProgrammatically() {
    let uikit = Self.presentedPopover()
    uikit.clearLogs()
    uikit.setBinding(1, nil)
    uikit.endSheetTransition(1)
    uikit.runNextTurn()
    #expect(uikit.events[1] == [.willDismiss(.programmatic), .didDismiss(.programmatic)])
    #expect(uikit.isStackFree)
  }

  @Test func aLockedPopoverIgnoresATapOutside() {
    let uikit = Self.presentedPopover(.popover.interactiveDismissDisabled())
    uikit.clearLogs()
    uikit.tapOutsidePopover(1)
    uikit.runNextTurn()
    #expect(uikit.events[1] == nil)
    #expect(uikit.drivers[1]?.screen == .presented)
    // E3: the refused tap outside is the app's to hear, as a backdrop tap.
    #expect(uikit.dismissAttempts[1] == [.backdropTap])
  }

  @Test func theContentsLockMakesUIKitIgnoreATapOutsideUntilLifted() {
    let uikit = Self.presentedPopover()
    uikit.feed(.contentDisablesUserDismissal(true), to: 1)
    #expect(uikit.isModalInPresentation[1] == true)
    uikit.clearLogs()
    uikit.tapOutsidePopover(1)
    #expect(uikit.events[1] == nil)
    uikit.feed(.contentDisablesUserDismissal(false), to: 1)
    uikit.tapOutsidePopover(1)
    uikit.runNextTurn()
    #expect(uikit.events[1] == [.willDismiss(.backdropTap), .didDismiss(.backdropTap)])
  }

  @Test func theEscapeGestureDismissesItUnlessLocked() {
    let locked = Self.presentedPopover(.popover.interactiveDismissDisabled())
    #expect(!locked.escape(1))
    let uikit = Self.presentedPopover()
    uikit.clearLogs()
    #expect(uikit.escape(1))
    uikit.endSheetTransition(1)
    uikit.runNextTurn()
    #expect(uikit.events[1] == [.willDismiss(.escapeGesture), .didDismiss(.escapeGesture)])
    #expect(uikit.isStackFree)
  }

  @Test func aPopoverShownAsASheetIsDraggedAway() {
    let uikit = ScriptedUIKit()
    uikit.register(1, style: ModalStyle(popover: .popover.adaptsToSheetInCompactWidth()))
    uikit.setBinding(1, .flag)
    // UIKit's delegate hears the adaptation before the presentation's transition ends.
    uikit.feed(.popoverAdapted(toSheet: true), to: 1)
    uikit.endSheetTransition(1)
    uikit.runNextTurn()
    uikit.clearLogs()
    uikit.dragSheet(1, dismisses: true)
    uikit.runNextTurn()
    #expect(uikit.events[1] == [.willDismiss(.drag(.bottom)), .didDismiss(.drag(.bottom))])
    #expect(uikit.isStackFree)
  }

  @Test func anAdaptationBackToAPopoverIsATapOutsideAgain() {
    var driver = ModalScreenDriver(style: ModalStyle(popover: .popover))
    driver.handle(.popoverAdapted(toSheet: true))
    #expect(driver.userDismissal == .popoverShownAsSheet)
    driver.handle(.popoverAdapted(toSheet: false))
    #expect(driver.userDismissal == .tapOutside)
    // A sheet is never a popover.
    var sheet = ModalScreenDriver(style: ModalStyle(sheet: .sheet))
    sheet.handle(.popoverAdapted(toSheet: false))
    #expect(sheet.userDismissal == .dragDown)
  }

  @Test func theStyleOfTheNextPresentationSetsTheGesture() {
    var driver = ModalScreenDriver(style: ModalStyle(sheet: .sheet))
    driver.styleChanged(to: ModalStyle(popover: .popover))
    #expect(driver.userDismissal == .tapOutside)
  }
}
