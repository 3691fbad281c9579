import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

/// H5: UIKit links a presented controller at once, but starts its transition later in the
/// turn, after the current commit: `presentationTransitionWillBegin` and the animator in one
/// callout. What the driver asks for before that callout meets a transition not started yet.
@MainActor
@Suite struct PresentationStartScenarioTests {
  @Test func h5_aPresentationIsLinkedAtOnceAndStartsInOneCalloutAfterTheCommit() {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.setBinding(1, .flag)
    let controller = uikit.controllers[1]
    #expect(controller?.presenting === uikit.root)
    #expect(controller?.isBeingPresented == true)
    #expect(uikit.transitions[1]?.hasBegun == false)
    #expect(uikit.callouts[1] == nil)
    #expect(uikit.animatorLog[1] == nil)
    uikit.startPendingPresentations()
    #expect(uikit.callouts[1] == [.presentationTransitionWillBegin, .animateTransition])
    #expect(
      uikit.animatorLog[1]
        == [
          .installToView(.front, atFinalFrame: false), .prepareContainer,
          .applyFrame(progress: 0), .makeAnimation, .startAnimation,
        ])
    // Started once: the next commit starts nothing.
    uikit.startPendingPresentations()
    #expect(uikit.callouts[1]?.count == 2)
    uikit.elapseLogicalDuration(1)
    uikit.settle(1)
    uikit.runNextTurn()
    #expect(uikit.events[1] == [.willPresent, .didPresent])
    #expect(uikit.isStackFree)
    #expect(uikit.violations.isEmpty)
  }

  /// A dismissal asked for in the turn of the `present`, before UIKit's callout: nothing can
  /// be turned around yet, so the driver waits, and turns the presentation around once its
  /// animation has started in the callout; no `dismiss` reaches UIKit.
  @Test func h5_aDismissalAskedForBeforeTheCalloutTurnsThePresentationAroundInIt() {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.register(2)
    uikit.setBinding(1, .flag)
    uikit.setBinding(1, nil)
    #expect(!uikit.commands(of: 1).contains(.reverseRunningTransition))
    uikit.startPendingPresentations()
    #expect(uikit.commands(of: 1).last == .reverseRunningTransition)
    uikit.settle(1)
    uikit.runNextTurn()
    #expect(
      !uikit.commands(of: 1).contains {
        if case .dismiss = $0 { return true }
        return false
      })
    #expect(
      uikit.events[1] == [.willPresent, .willDismiss(.programmatic), .didDismiss(.programmatic)])
    #expect(uikit.controllers[1] == nil)
    #expect(uikit.root.presented == nil)
    #expect(uikit.isStackFree)
    // The window's next modal presents.
    uikit.setBinding(2, .flag)
    uikit.startPendingPresentations()
    uikit.elapseLogicalDuration(2)
    uikit.settle(2)
    uikit.runNextTurn()
    #expect(uikit.events[2] == [.willPresent, .didPresent])
    #expect(uikit.violations.isEmpty)
  }
}
