import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

/// Dismissals from code of several modals (E8), against UIKit's documented order: one UIKit
/// transition at a time, top first, each modal's own callbacks, a dismissal never asked for
/// from inside the previous one's `…TransitionDidEnd` (UIKit refuses it "while a presentation
/// or dismiss is in progress"), every binding written back once.
@MainActor
@Suite struct SteeringScenarioTests {
  /// Three modals up, one over the other, with the routes given.
  private static func threeUp(routes: [ModalScreenDriver.Route]) -> ScriptedUIKit {
    let uikit = ScriptedUIKit()
    for (key, route) in zip([1, 2, 3], routes) {
      uikit.register(key, route: route)
      uikit.setBinding(key, .flag)
      play(key, route: route, in: uikit)
      uikit.runNextTurn()
    }
    return uikit
  }

  private static func play(_ key: Int, route: ModalScreenDriver.Route, in uikit: ScriptedUIKit) {
    if route == .sheet { uikit.endSheetTransition(key) } else { uikit.playTransition(key) }
  }

  /// Plays each modal's dismissal as UIKit runs it, top first, a turn of the run loop after
  /// each (the next dismissal waits for the end of the previous one's transition).
  private static func playDismissals(
    _ keys: [Int], routes: [ModalScreenDriver.Route], in uikit: ScriptedUIKit
  ) {
    for key in keys {
      play(key, route: routes[key - 1], in: uikit)
      uikit.runNextTurn()
    }
  }

  @Test(arguments: [
    [ModalScreenDriver.Route.custom, .custom, .custom], [.sheet, .custom, .sheet],
    [.custom, .sheet, .sheet],
  ])
  func dismissingAllGoesTopDownEachModalInItsOwnTransition(routes: [ModalScreenDriver.Route]) {
    let uikit = Self.threeUp(routes: routes)
    uikit.clearLogs()
    uikit.steer(.all)
    // Only the top one's dismissal starts: UIKit runs one transition at a time.
    #expect(uikit.transitions.keys.sorted() == [3])
    #expect(uikit.transitions[3]?.isAnimated == false)
    Self.playDismissals([3, 2, 1], routes: routes, in: uikit)
    #expect(uikit.violations.isEmpty)
    #expect(uikit.mostTransitionsAtOnce == 1)
    for key in [2, 3] {
      #expect(
        uikit.events[key] == [.willDismiss(.parentDismissed), .didDismiss(.parentDismissed)],
        "modal \(key)")
      #expect(
        uikit.commands(of: key).contains(.dismiss(animated: false, reason: .parentDismissed)))
    }
    #expect(uikit.events[1] == [.willDismiss(.programmatic), .didDismiss(.programmatic)])
    #expect(uikit.commands(of: 1).contains(.dismiss(animated: true, reason: .programmatic)))
    for key in [1, 2, 3] {
      #expect(uikit.bindingWrites[key] == 1, "modal \(key)")
      #expect(uikit.appBinding[key] == nil, "modal \(key)")
      #expect(uikit.departures[key] == 1, "modal \(key)")
      #expect(uikit.controllers[key] == nil, "modal \(key)")
    }
    #expect(uikit.root.presented == nil)
    #expect(uikit.isStackFree)
  }

  @Test func dismissingDownToAModalKeepsItPresentedAndUntouched() {
    let routes: [ModalScreenDriver.Route] = [.custom, .custom, .sheet]
    let uikit = Self.threeUp(routes: routes)
    uikit.clearLogs()
    uikit.steer(.above(1))
    Self.playDismissals([3, 2], routes: routes, in: uikit)
    #expect(uikit.violations.isEmpty)
    #expect(uikit.events[3] == [.willDismiss(.parentDismissed), .didDismiss(.parentDismissed)])
    #expect(uikit.events[2] == [.willDismiss(.programmatic), .didDismiss(.programmatic)])
    #expect(uikit.events[1] == nil)
    #expect(uikit.appBinding[1] == .flag)
    #expect(uikit.controllers[1]?.presented == nil)
    #expect(uikit.root.presented === uikit.controllers[1])
    #expect(uikit.isStackFree)
  }

  /// A modal waiting to be presented (the top one still presents) is called off, its binding
  /// written back and no event delivered; the top one's presentation turns around; a modal
  /// asked for after the call (the app opens a screen right after closing everything) waits
  /// for the last dismissal, then presents over the root.
  @Test func dismissingAllCallsOffWhatWaitsAndServesWhatIsAskedAfter() {
    let routes: [ModalScreenDriver.Route] = [.custom, .custom, .custom]
    let uikit = Self.threeUp(routes: [.custom, .custom])
    for key in [3, 4, 5] { uikit.register(key) }
    uikit.setBinding(3, .flag)
    uikit.setBinding(4, .flag)
    uikit.steer(.all)
    // The write reaches the app after the update under way (the binding's own, H3).
    uikit.runNextTurn()
    #expect(uikit.appBinding[4] == nil)
    #expect(uikit.bindingWrites[4] == 1)
    uikit.setBinding(5, .flag)
    Self.playDismissals([3, 2, 1], routes: routes, in: uikit)
    uikit.playTransition(5)
    uikit.runNextTurn()
    #expect(uikit.violations.isEmpty)
    #expect(uikit.events[4] == nil)
    #expect(
      uikit.events[3] == [
        .willPresent, .willDismiss(.parentDismissed), .didDismiss(.parentDismissed),
      ])
    for key in [1, 2, 3] { #expect(uikit.bindingWrites[key] == 1, "modal \(key)") }
    #expect(uikit.events[5] == [.willPresent, .didPresent])
    #expect(uikit.root.presented === uikit.controllers[5])
  }

  /// UIKit's own chain dismissal from the bottom, for comparison: when the app calls the root's
  /// `dismiss(animated:)`, only the top controller has a transition; the others hear of it
  /// through their containers leaving the window, and all leave at the top one's end. Veil's
  /// modals caught in it are reported gone, for `.parentDismissed`, bindings written back.
  @Test func theAppsOwnChainDismissalFromTheBottomLeavesEveryModalReportedGone() {
    let routes: [ModalScreenDriver.Route] = [.custom, .custom, .custom]
    let uikit = Self.threeUp(routes: routes)
    let alert = FakeController("alert")
    uikit.appPresents(alert, over: uikit.controllers[3] ?? uikit.root)
    uikit.appDismissesChain(from: uikit.root)
    // UIKit's transition is the top one's (the app's alert): none of Veil's runs.
    #expect(uikit.transitions.isEmpty)
    uikit.endAppChainDismissal(from: uikit.root)
    for _ in 0..<4 { uikit.runNextTurn() }
    #expect(uikit.violations.isEmpty)
    for key in [1, 2, 3] {
      #expect(uikit.events[key]?.last == .didDismiss(.parentDismissed), "modal \(key)")
      #expect(uikit.controllers[key] == nil, "modal \(key)")
      #expect(uikit.bindingWrites[key] == 1, "modal \(key)")
    }
    #expect(uikit.isStackFree)
  }
}
