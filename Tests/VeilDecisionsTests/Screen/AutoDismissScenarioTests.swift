import Testing
import VeilCore
import VeilTestSupport

@testable import VeilDecisions

/// The auto-dismiss timer firing at each point of UIKit's callbacks, played by the scripted
/// UIKit: a presented modal leaves with `.timeout`, its events once each and its binding
/// written back once; a presentation still running, a drag in progress and a dismissal already
/// under way are left alone.
@MainActor @Suite struct AutoDismissScenarioTests {
  static let toast = ModalStyle.toast.autoDismiss(after: 3)

  /// Modal 1 in `style`, presented and settled.
  static func presented(_ style: ModalStyle = toast) -> ScriptedUIKit {
    let uikit = ScriptedUIKit()
    uikit.register(1, style: style)
    uikit.setBinding(1, .flag)
    uikit.playTransition(1)
    uikit.runNextTurn()
    return uikit
  }

  @Test func aPresentedToastTimesOutAsTheUsersDismissalsDo() {
    let uikit = Self.presented()
    #expect(uikit.events[1] == [.willPresent, .didPresent])
    uikit.timeOut(1)
    uikit.runNextTurn()
    uikit.playTransition(1)
    uikit.runNextTurn()
    #expect(
      uikit.events[1] == [.willPresent, .didPresent, .willDismiss(.timeout), .didDismiss(.timeout)]
    )
    #expect(uikit.bindingWrites[1] == 1)
    // A second firing, too late, changes nothing.
    uikit.timeOut(1)
    uikit.runNextTurn()
    #expect(uikit.events[1]?.count == 4)
    #expect(uikit.bindingWrites[1] == 1)
  }

  /// UIKit calls `animateTransition(using:)`, and the animation runs: until it is logically
  /// complete the modal has not been presented, and the clock has not started.
  @Test func aFiringDuringThePresentationIsIgnored() {
    let uikit = ScriptedUIKit()
    uikit.register(1, style: Self.toast)
    uikit.setBinding(1, .flag)
    uikit.animate(1)
    uikit.timeOut(1)
    uikit.elapseLogicalDuration(1)
    uikit.settle(1)
    uikit.runNextTurn()
    #expect(uikit.events[1] == [.willPresent, .didPresent])
    #expect(uikit.bindingWrites[1, default: 0] == 0)
  }

  /// A finger dragging the modal holds it: a firing then is ignored, and the drag decides.
  @Test func aFiringDuringADragIsIgnored() {
    let uikit = Self.presented()
    uikit.feed(.dragBegan, to: 1)
    uikit.feed(.dragChanged(progress: 0.3), to: 1)
    uikit.timeOut(1)
    uikit.feed(.dragEnded(nil), to: 1)
    uikit.runNextTurn()
    #expect(uikit.events[1] == [.willPresent, .didPresent])
    // Let go, it times out again when the timer next fires.
    uikit.timeOut(1)
    uikit.runNextTurn()
    #expect(uikit.events[1]?.last == .willDismiss(.timeout))
  }

  /// Already leaving for another reason: the firing does not change the reason or write the
  /// binding again.
  @Test func aFiringDuringADismissalIsIgnored() {
    let uikit = Self.presented()
    uikit.setBinding(1, nil)
    uikit.animate(1)
    uikit.timeOut(1)
    uikit.elapseLogicalDuration(1)
    uikit.settle(1)
    uikit.runNextTurn()
    #expect(
      uikit.events[1] == [
        .willPresent, .didPresent, .willDismiss(.programmatic), .didDismiss(.programmatic),
      ])
    #expect(uikit.bindingWrites[1, default: 0] == 0)
  }

  /// The app's duration goes even where the user may not dismiss.
  @Test func aModalTheUserMayNotDismissStillTimesOut() {
    let uikit = Self.presented(Self.toast.interactiveDismissDisabled())
    uikit.timeOut(1)
    uikit.runNextTurn()
    #expect(uikit.events[1]?.last == .willDismiss(.timeout))
  }

  /// A modal with another over it does not go: that would take the one above with it. The
  /// interpreter tells the clock so, and the clock's next try, once the one above has gone,
  /// takes it.
  @Test func aCoveredModalWaitsUntilItIsOnTopAgain() {
    let uikit = ScriptedUIKit()
    uikit.register(1, style: Self.toast)
    uikit.register(2, style: .card)
    uikit.setBinding(1, .flag)
    uikit.playTransition(1)
    uikit.setBinding(2, .flag)
    uikit.playTransition(2)
    uikit.runNextTurn()
    #expect(!uikit.timeOut(1))
    uikit.runNextTurn()
    #expect(uikit.events[1] == [.willPresent, .didPresent])
    #expect(uikit.events[2] == [.willPresent, .didPresent])
    uikit.setBinding(2, nil)
    uikit.playTransition(2)
    uikit.runNextTurn()
    #expect(uikit.events[2]?.last == .didDismiss(.programmatic))
    #expect(uikit.timeOut(1))
    uikit.runNextTurn()
    uikit.playTransition(1)
    uikit.runNextTurn()
    #expect(uikit.events[1]?.suffix(2) == [.willDismiss(.timeout), .didDismiss(.timeout)])
    #expect(uikit.bindingWrites[1] == 1)
  }
}
