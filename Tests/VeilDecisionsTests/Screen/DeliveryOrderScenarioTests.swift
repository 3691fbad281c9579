import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

/// What reaches the app goes through one `DeliveryQueue` and can lag a turn behind UIKit's
/// callbacks, while SwiftUI re-feeds the binding the app's state still holds on every update of
/// the anchor (H3). The scripted UIKit plays that: an anchor's update feeds the app's binding,
/// and what it delivers waits for the next turn.
@MainActor
@Suite struct DeliveryOrderScenarioTests {
  /// H3: what an anchor's update delivers reaches the app on the next turn, in order, and the
  /// binding the app holds changes only when its write-back has run.
  @Test func h3_whatAnUpdateDeliversReachesTheAppOnTheNextTurnInOrder() {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.setBinding(1, .flag)
    uikit.playTransition(1)
    #expect(uikit.events[1] == nil, "the update's willPresent waits, and didPresent behind it")
    uikit.runNextTurn()
    #expect(uikit.events[1] == [.willPresent, .didPresent])
    #expect(uikit.escape(1))
    // Outside any update with nothing waiting: at once.
    #expect(uikit.events[1]?.last == .willDismiss(.escapeGesture))
    #expect(uikit.bindingWrites[1] == 1)
    #expect(uikit.appBinding[1] == nil)
    #expect(!uikit.hasPendingDeliveries)
  }

  /// A user's dismissal: a tap on the backdrop, the escape gesture, or a drag let go.
  enum UserDismissal: CaseIterable, Sendable {
    case tap, escape, drag

    var reason: DismissReason {
      switch self {
      case .tap: .backdropTap
      case .escape: .escapeGesture
      case .drag: .drag(.bottom)
      }
    }

    @MainActor func perform(on uikit: ScriptedUIKit, _ key: Int) {
      switch self {
      case .tap: uikit.feed(.backdropTapped, to: key)
      case .escape: _ = uikit.escape(key)
      case .drag:
        uikit.feed(.dragBegan, to: key)
        uikit.feed(.dragEnded(.bottom), to: key)
      }
    }
  }

  /// N10: the user dismisses the modal while a delivery turn is pending; the write-back waits
  /// behind it, and an update of the anchor in between feeds the stale `true`. The modal must
  /// not come back (no second `willPresent`, no `didDismiss` of a dismissal reversed back).
  @Test(arguments: UserDismissal.allCases)
  func n10_aStaleBindingFedWhileTheWriteBackWaitsDoesNotBringTheModalBack(
    dismissal: UserDismissal
  ) {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.setBinding(1, .flag)
    uikit.playTransition(1)
    // The turn the update asked for has not come yet.
    #expect(uikit.hasWorkForNextTurn)
    dismissal.perform(on: uikit, 1)
    #expect(uikit.bindingWrites[1] == nil, "the write-back waits behind the pending turn")
    // SwiftUI updates the anchor meanwhile: the app's state still says `true`.
    uikit.updateAnchor(1)
    uikit.runNextTurn()
    #expect(uikit.appBinding[1] == nil)
    uikit.updateAnchor(1)
    uikit.playTransition(1)
    uikit.runNextTurn()
    #expect(!uikit.commands(of: 1).contains(.reverseRunningTransition))
    #expect(
      uikit.events[1] == [
        .willPresent, .didPresent, .willDismiss(dismissal.reason), .didDismiss(dismissal.reason),
      ])
    #expect(uikit.bindingWrites[1] == 1)
    #expect(uikit.departures[1] == 1)
    #expect(uikit.controllers[1] == nil)
    #expect(uikit.isStackFree)
    #expect(uikit.violations.isEmpty)
  }

  /// N10, a dismissal released by the stack: the parent's binding goes `false` in an update,
  /// the child is dismissed first and its write-back waits for the next turn; an update of the
  /// child's anchor in between feeds its stale `true`. The child must not present again.
  @Test func n10_aChildsStaleBindingDoesNotBringItBackWhileItsWriteBackWaits() {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.register(2)
    uikit.setBinding(1, .flag)
    uikit.playTransition(1)
    uikit.setBinding(2, .flag)
    uikit.playTransition(2)
    uikit.runNextTurn()
    uikit.setBinding(1, nil)
    uikit.updateAnchor(2)
    uikit.animate(2)
    uikit.playTransition(1)
    uikit.runNextTurn()
    uikit.updateAnchor(2)
    #expect(
      uikit.events[2] == [
        .willPresent, .didPresent, .willDismiss(.parentDismissed), .didDismiss(.parentDismissed),
      ])
    #expect(uikit.events[1]?.last == .didDismiss(.programmatic))
    #expect(uikit.appBinding[2] == nil)
    #expect(uikit.controllers[2] == nil)
    #expect(uikit.root.presented == nil)
    #expect(uikit.isStackFree)
    #expect(uikit.violations.isEmpty)
  }
}
