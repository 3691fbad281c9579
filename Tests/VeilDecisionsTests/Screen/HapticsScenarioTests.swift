import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

/// Haptics against UIKit's documented callback order (features C7): the events a real
/// `ModalScreenDriver` delivers while the scripted UIKit plays a presentation, a reversal, a
/// sheet's cancelled drags and a dismissal, fed to `ModalHapticsPolicy` as `ModalDriver`
/// feeds them (each `.deliver(event, leftScreen:)` as it is delivered). Each stay on screen plays
/// its feedback once, and no cancelled transition plays any.
@MainActor
@Suite struct HapticsScenarioTests {
  static let haptics = ModalHaptics(
    onPresent: .impact(.light), onDetentChange: .selection, onDismiss: .notification(.warning))

  /// What the policy plays for every event `uikit` delivered to modal 1, in order.
  private func played(_ uikit: ScriptedUIKit) -> [ModalHaptics.Feedback] {
    var policy = ModalHapticsPolicy()
    var feedback: [ModalHaptics.Feedback] = []
    for command in uikit.commands(of: 1) {
      guard case .deliver(let event, let leftScreen) = command else { continue }
      for answer in policy.handle(.event(event, leftScreen: leftScreen), haptics: Self.haptics) {
        if case .play(let played) = answer { feedback.append(played) }
      }
    }
    return feedback
  }

  @Test func aCustomModalsFullCyclePlaysEachFeedbackOnce() {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.setBinding(1, .flag)
    uikit.playTransition(1)
    uikit.setBinding(1, nil)
    uikit.playTransition(1)
    #expect(played(uikit) == [.impact(.light), .notification(.warning)])
  }

  /// The binding turned `false` before the presentation completed: UIKit's transition is
  /// reversed (`completeTransition(false)`), the modal never landed, nothing plays.
  @Test func aPresentationReversedBeforeItCompletedPlaysNothing() {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.setBinding(1, .flag)
    uikit.animate(1)
    uikit.setBinding(1, nil)
    uikit.settle(1)
    #expect(played(uikit) == [])
  }

  /// The binding turned `true` again mid-dismissal: the cycle closes with a `didDismiss` that
  /// leaves nothing and the modal stays; the only feedback is the first presentation's.
  @Test func aDismissalReversedBackPlaysNothing() {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.setBinding(1, .flag)
    uikit.playTransition(1)
    uikit.setBinding(1, nil)
    uikit.animate(1)
    uikit.setBinding(1, .flag)
    uikit.settle(1)
    uikit.runNextTurn()
    #expect(played(uikit) == [.impact(.light)])
  }

  /// A sheet dragged down and back up twice (UIKit begins and cancels an interactive dismissal
  /// each time, `presentationControllerWillDismiss` then the interaction cancelled), then
  /// dismissed by the third: one dismissal's feedback.
  @Test func aSheetsCancelledDragsPlayNothingAndItsDismissalOnce() {
    let uikit = ScriptedUIKit()
    uikit.register(1, route: .sheet)
    uikit.setBinding(1, .flag)
    uikit.endSheetTransition(1)
    uikit.runNextTurn()
    uikit.dragSheet(1, dismisses: false, cancelledFirst: 2)
    uikit.runNextTurn()
    uikit.dragSheet(1, dismisses: true, cancelledFirst: 1)
    uikit.runNextTurn()
    #expect(played(uikit) == [.impact(.light), .notification(.warning)])
  }

  /// A sheet's detents as `SheetPresentationDelegate` carries them out: the user's change
  /// (`sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`, which UIKit calls only
  /// "in response to user interaction") is reported once and ticks once; a repeated callback and
  /// the app's own selection tick nothing.
  @Test func onlyTheUsersDetentChangeTicksOncePerChange() {
    var selection = SheetDetentSelection(
      detents: [.medium, .large], resting: .medium, hasBinding: false)
    var policy = ModalHapticsPolicy()
    _ = policy.handle(.event(.didPresent, leftScreen: false), haptics: Self.haptics)
    var ticks: [ModalHaptics.Feedback] = []
    let callbacks: [SheetDetentSelection.Callback] = [
      .appAsked(.medium), .userSelected(.large), .userSelected(.large), .appAsked(.medium),
      .userSelected(.large),
    ]
    for callback in callbacks {
      for command in selection.handle(callback) {
        guard case .reportChange = command else { continue }
        for answer in policy.handle(.detentChanged(byUser: true), haptics: Self.haptics) {
          if case .play(let feedback) = answer { ticks.append(feedback) }
        }
      }
    }
    #expect(ticks == [.selection, .selection], "medium to large, twice; the app's move none")
  }
}
