import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

/// `modalInteractiveDismissDisabled(_:)` inside the content: the driver hears it as
/// ``ModalScreenDriver/Callback/contentDisablesUserDismissal(_:)`` and refuses the user's
/// dismissals for every kind of modal, while the app and the content can still close it.
@MainActor
@Suite struct ContentDismissalTests {
  /// A custom modal on screen, its logs cleared.
  private static func presentedCustom() -> ScriptedUIKit {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.setBinding(1, .flag)
    uikit.playTransition(1)
    uikit.runNextTurn()
    uikit.clearLogs()
    return uikit
  }

  /// A sheet on screen, its logs cleared.
  private static func presentedSheet(allowsUserDismissal: Bool = true) -> ScriptedUIKit {
    let uikit = ScriptedUIKit()
    uikit.register(1, route: .sheet, allowsUserDismissal: allowsUserDismissal)
    uikit.setBinding(1, .flag)
    uikit.endSheetTransition(1)
    uikit.runNextTurn()
    uikit.clearLogs()
    return uikit
  }

  @Test func aCustomModalRefusesTheBackdropTapTheDragAndTheEscape() {
    let uikit = Self.presentedCustom()
    uikit.feed(.contentDisablesUserDismissal(true), to: 1)
    uikit.feed(.backdropTapped, to: 1)
    uikit.feed(.dragBegan, to: 1)
    #expect(!uikit.escape(1))
    // Nothing reaches the stack: each refusal is only reported to the app (E3).
    #expect(
      uikit.log.map(\.command) == [
        .deliverDismissAttempt(.backdropTap), .deliverDismissAttempt(.drag),
        .deliverDismissAttempt(.escapeGesture),
      ])
    #expect(uikit.drivers[1]?.userMayDismiss == false)
  }

  /// N17: content that locks itself while a drag is already claimed (a form that becomes
  /// dirty mid-drag) was still dismissed by the release: the lock was read only when a drag
  /// began. The release springs back instead, and the modal stays.
  @Test func aDragClaimedBeforeTheContentLocksSpringsBack() {
    let uikit = Self.presentedCustom()
    uikit.feed(.dragBegan, to: 1)
    uikit.feed(.dragChanged(progress: 0.4), to: 1)
    uikit.feed(.contentDisablesUserDismissal(true), to: 1)
    uikit.clearLogs()
    uikit.feed(.dragEnded(.bottom), to: 1)
    #expect(uikit.events[1] == nil, "no dismissal starts")
    #expect(uikit.drivers[1]?.isDismissing == false)
    #expect(
      uikit.commands(of: 1) == [
        .send(.dragEnded(dismissingTowards: nil)), .deliverDismissAttempt(.drag),
      ])
  }

  @Test func aCustomModalTakesTheTapAgainOnceTheContentAllowsIt() {
    let uikit = Self.presentedCustom()
    uikit.feed(.contentDisablesUserDismissal(true), to: 1)
    uikit.feed(.contentDisablesUserDismissal(false), to: 1)
    uikit.feed(.backdropTapped, to: 1)
    #expect(uikit.events[1] == [.willDismiss(.backdropTap)])
  }

  @Test func theContentCanStillCloseIt() {
    let uikit = Self.presentedCustom()
    uikit.feed(.contentDisablesUserDismissal(true), to: 1)
    uikit.feed(.requestDismissal, to: 1)
    uikit.playTransition(1)
    #expect(uikit.events[1] == [.willDismiss(.programmatic), .didDismiss(.programmatic)])
  }

  @Test func aSheetOnScreenIsToldAndKeepsItsDrag() {
    let uikit = Self.presentedSheet()
    uikit.feed(.contentDisablesUserDismissal(true), to: 1)
    #expect(uikit.commands(of: 1) == [.setUserDismissalAllowed(false)])
    uikit.dragSheet(1, dismisses: true)
    uikit.tapSheetDimming(1)
    #expect(uikit.events[1] == nil)
    uikit.feed(.contentDisablesUserDismissal(false), to: 1)
    #expect(uikit.isModalInPresentation[1] == false)
    uikit.dragSheet(1, dismisses: true)
    #expect(uikit.events[1] == [.willDismiss(.drag(.bottom)), .didDismiss(.drag(.bottom))])
  }

  @Test func aSheetTheStyleLocksStaysLockedWhenTheContentLetsGo() {
    let uikit = Self.presentedSheet(allowsUserDismissal: false)
    #expect(uikit.isModalInPresentation[1] == true)
    uikit.feed(.contentDisablesUserDismissal(true), to: 1)
    uikit.feed(.contentDisablesUserDismissal(false), to: 1)
    #expect(uikit.isModalInPresentation[1] == true)
    #expect(uikit.drivers[1]?.userMayDismiss == false)
  }

  @Test func aSheetIsConfiguredWithWhatTheContentSaidBeforeItWasPresented() {
    let uikit = ScriptedUIKit()
    uikit.register(1, route: .sheet)
    uikit.feed(.contentDisablesUserDismissal(true), to: 1)
    // Nothing is on screen to tell.
    #expect(uikit.log.isEmpty)
    uikit.setBinding(1, .flag)
    #expect(uikit.isModalInPresentation[1] == true)
  }

  @Test func aRepeatedValueChangesNothing() {
    let uikit = Self.presentedSheet()
    uikit.feed(.contentDisablesUserDismissal(false), to: 1)
    #expect(uikit.log.isEmpty)
  }

  @Test func theNextContentStartsAllowed() {
    let uikit = Self.presentedCustom()
    uikit.feed(.contentDisablesUserDismissal(true), to: 1)
    uikit.setBinding(1, nil)
    uikit.playTransition(1)
    #expect(uikit.drivers[1]?.userMayDismiss == true)
    uikit.setBinding(1, .flag)
    uikit.playTransition(1)
    uikit.runNextTurn()
    uikit.clearLogs()
    uikit.feed(.backdropTapped, to: 1)
    #expect(uikit.events[1] == [.willDismiss(.backdropTap)])
  }
}
