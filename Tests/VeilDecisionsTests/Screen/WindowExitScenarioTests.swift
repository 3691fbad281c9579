import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

/// The window-exit observer (H4): a presentation's container leaves the window at the end of
/// every dismissal, when a `.fullScreen` presentation covers a sheet, and, for a controller
/// UIKit removes from the middle of a chain, at the start of the top one's dismissal (N9).
@MainActor
@Suite struct WindowExitScenarioTests {
  /// H4: the container's exit at the end of a dismissal, before or after the `dismiss`
  /// completion, changes nothing: the modal has gone once, and nothing is checked later.
  @Test(arguments: [false, true])
  func h4_theExitAtTheEndOfADismissalChangesNothing(afterCompletion: Bool) {
    let uikit = ScriptedUIKit()
    uikit.containerLeavesAfterDismissCompletion = afterCompletion
    uikit.register(1)
    uikit.setBinding(1, .flag)
    uikit.playTransition(1)
    uikit.setBinding(1, nil)
    uikit.playTransition(1)
    #expect(!uikit.hasWorkForNextTurn || uikit.hasPendingDeliveries)
    uikit.runNextTurn()
    #expect(!uikit.commands(of: 1).contains(.checkPresenceOnNextTurn))
    #expect(
      uikit.events[1] == .cycle(.programmatic))
    #expect(uikit.departures[1] == 1)
    #expect(uikit.isStackFree)
    #expect(uikit.violations.isEmpty)
  }

  /// How a sheet leaves in ``h4_theExitAtTheEndOfASheetsDismissalChangesNothing(_:afterItsEnd:)``.
  enum SheetDeparture: CaseIterable, Sendable {
    case veils, drag, dimmingTap, apps
  }

  /// H4 for sheets: the container leaves the window at the end of every sheet dismissal,
  /// Veil's (around its `dismiss` completion), the user's (around the delegate's
  /// `presentationControllerDidDismiss`) and the app's, in either order; the sheet has gone
  /// once, with its one reason, and a presence check on the next turn changes nothing.
  @Test(arguments: SheetDeparture.allCases, [false, true])
  func h4_theExitAtTheEndOfASheetsDismissalChangesNothing(
    _ departure: SheetDeparture, afterItsEnd: Bool
  ) {
    let uikit = ScriptedUIKit()
    uikit.containerLeavesAfterDismissCompletion = afterItsEnd
    uikit.register(1, route: .sheet, existing: FakeController("app's sheet"))
    uikit.setBinding(1, .flag)
    uikit.endSheetTransition(1)
    uikit.runNextTurn()
    let reason: DismissReason
    switch departure {
    case .veils:
      uikit.setBinding(1, nil)
      uikit.endSheetTransition(1)
      reason = .programmatic
    case .drag:
      uikit.dragSheet(1, dismisses: true)
      reason = .drag(.bottom)
    case .dimmingTap:
      uikit.tapSheetDimming(1)
      reason = .drag(.bottom)
    case .apps:
      uikit.appDismisses(1)
      uikit.endSheetTransition(1)
      reason = .programmatic
    }
    uikit.runNextTurn()
    uikit.runNextTurn()
    #expect(
      uikit.events[1] == .cycle(reason))
    #expect(uikit.departures[1] == 1)
    #expect(uikit.isStackFree)
    #expect(uikit.violations.isEmpty)
  }

  /// A sheet (modal 1) with a `.fullScreen` modal (2) presented over it: the cover has taken
  /// the sheet's container out of the window.
  static func sheetUnderACover() -> ScriptedUIKit {
    let uikit = ScriptedUIKit()
    uikit.register(1, route: .sheet)
    uikit.register(2)
    uikit.removesPresentersView[2] = true
    uikit.setBinding(1, .flag)
    uikit.endSheetTransition(1)
    uikit.setBinding(2, .flag)
    uikit.playTransition(2)
    return uikit
  }

  /// H4: a `.fullScreen` modal presented over a sheet takes the sheet's container out of the
  /// window; the sheet is still presented, so it stays, and comes back when the cover goes.
  @Test func h4_aSheetCoveredByAFullScreenModalStays() {
    let uikit = Self.sheetUnderACover()
    #expect(uikit.commands(of: 1).last == .checkPresenceOnNextTurn)
    uikit.runNextTurn()
    uikit.runNextTurn()
    #expect(uikit.events[1] == [.willPresent, .didPresent])
    #expect(uikit.controllers[1] != nil)
    // Looked at a few more times (N9, bounded), then left alone.
    for _ in 0..<ModalScreenDriver.presenceRecheckLimit { uikit.runNextTurn() }
    #expect(!uikit.hasWorkForNextTurn)
    uikit.setBinding(2, nil)
    uikit.playTransition(2)
    uikit.runNextTurn()
    #expect(uikit.events[2]?.last == .didDismiss(.programmatic))
    #expect(uikit.events[1] == [.willPresent, .didPresent])
    #expect(uikit.root.presented === uikit.controllers[1])
    #expect(uikit.isStackFree)
    #expect(uikit.violations.isEmpty)
  }

  /// N9: the app dismisses the window's root presentation while a UIKit-API modal sits in
  /// the middle of the chain, under a controller the app presented itself. The modal's
  /// container leaves at the start of the top dismissal, its relationship ends only at its
  /// end: the check on the next turn finds it still presented. Checked once, it stayed
  /// "presented" for ever, its controller kept and the window's stack waiting; now it is
  /// checked again when the dismissal ends, and reported gone.
  @Test func n9_aModalRemovedInTheMiddleOfAChainIsReportedGoneWhenTheDismissalEnds() {
    let uikit = ScriptedUIKit()
    let photo = FakeController("photo")
    uikit.register(1)
    uikit.register(2, existing: photo)
    uikit.register(3)
    uikit.setBinding(1, .flag)
    uikit.playTransition(1)
    uikit.setBinding(2, .flag)
    uikit.playTransition(2)
    uikit.runNextTurn()
    let alert = FakeController("alert")
    uikit.appPresents(alert, over: photo)
    uikit.appDismissesChain(from: uikit.root)
    // The next turn: both containers have left, both controllers are still presented.
    uikit.runNextTurn()
    #expect(photo.presenting != nil)
    uikit.endAppChainDismissal(from: uikit.root)
    uikit.runNextTurn()
    for key in [1, 2] {
      #expect(
        uikit.events[key] == [
          .willPresent, .didPresent, .willDismiss(.parentDismissed), .didDismiss(.parentDismissed),
        ], "modal \(key)")
      #expect(uikit.controllers[key] == nil, "modal \(key)")
      #expect(uikit.appBinding[key] == nil, "modal \(key)")
    }
    #expect(uikit.root.presented == nil)
    #expect(uikit.isStackFree)
    // The window's next modal presents.
    uikit.setBinding(3, .flag)
    uikit.playTransition(3)
    uikit.runNextTurn()
    #expect(uikit.events[3] == [.willPresent, .didPresent])
    #expect(uikit.violations.isEmpty)
  }

  /// N9, bounded: a controller whose container left the window but which stays presented (a
  /// sheet under a `.fullScreen` cover) is looked at again a few times, then left alone, and
  /// comes back with the cover's dismissal as it was.
  @Test func n9_aControllerThatStaysIsLookedAtABoundedNumberOfTimes() {
    let uikit = Self.sheetUnderACover()
    for _ in 0..<20 { uikit.runNextTurn() }
    let looks = uikit.commands(of: 1).filter {
      if case .checkPresenceAfterChainTransition = $0 { return true }
      return false
    }
    #expect(looks.count == ModalScreenDriver.presenceRecheckLimit)
    #expect(!uikit.hasWorkForNextTurn || uikit.hasPendingDeliveries)
    #expect(uikit.events[1] == [.willPresent, .didPresent])
    #expect(uikit.controllers[1] != nil)
    #expect(uikit.violations.isEmpty)
  }
}
