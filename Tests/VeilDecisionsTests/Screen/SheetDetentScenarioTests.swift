import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

/// A presented sheet's detent between the user and the app, against the scripted UIKit: the
/// user's drag reaches the delegate, the app's request is set in `animateChanges` without one,
/// and what reaches the app goes through the one delivery queue.
@MainActor
@Suite struct SheetDetentScenarioTests {
  static let sheet = SheetStyle().detents([.medium, .large]).showsGrabber()

  /// A sheet presented with a detent binding holding `binding`, its transition over.
  static func presented(binding: SheetDetent.Identifier? = .medium) -> ScriptedUIKit {
    let uikit = ScriptedUIKit()
    uikit.register(1, route: .sheet)
    uikit.configureSheetDetents(1, sheet, binding: binding)
    uikit.setBinding(1, .flag)
    uikit.endSheetTransition(1)
    uikit.runNextTurn()
    uikit.clearLogs()
    return uikit
  }

  @Test func theSheetOpensAtTheBindingsDetent() {
    let uikit = Self.presented(binding: .large)
    #expect(uikit.sheetDetentOnScreen(1) == .large)
    #expect(uikit.detents.log[1, default: []].isEmpty)
  }

  @Test func aUserDragIsWrittenBackThenReported() {
    let uikit = Self.presented()
    uikit.userMovesSheet(1, to: .large)
    // Outside an update, at once, the write before the handler.
    #expect(uikit.detents.appDetent[1] == .large)
    #expect(uikit.detents.changes[1] == [.large])
    // SwiftUI updates the anchor with the written value: the echo moves nothing.
    uikit.updateAnchor(1)
    #expect(uikit.detents.animatedChanges[1, default: 0] == 0)
    #expect(uikit.sheetDetentOnScreen(1) == .large)
    #expect(uikit.events[1, default: []].isEmpty)
  }

  @Test func aRequestWhileTheWriteBackWaitsLeavesTheBindingAndTheSheetAgreeing() {
    let small = SheetDetent.height(200)
    let uikit = ScriptedUIKit()
    uikit.register(1, route: .sheet)
    uikit.configureSheetDetents(1, Self.sheet.detents([small, .medium, .large]), binding: .medium)
    uikit.setBinding(1, .flag)
    uikit.endSheetTransition(1)
    // The presentation's events wait for the next turn: the drag's write-back queues behind.
    #expect(uikit.hasWorkForNextTurn)
    uikit.userMovesSheet(1, to: .large)
    #expect(uikit.detents.appDetent[1] == .medium)
    // The app asks for another detent before the write has run: the write wins, as the
    // `isPresented` binding's does, so the sheet does not move away from what the binding
    // is about to hold.
    uikit.setDetentBinding(1, small.identifier)
    #expect(uikit.sheetDetentOnScreen(1) == .large)
    uikit.runNextTurn()
    uikit.updateAnchor(1)
    #expect(uikit.detents.appDetent[1] == .large)
    #expect(uikit.sheetDetentOnScreen(1) == .large)
    #expect(uikit.detents.changes[1] == [.large])
    #expect(uikit.detents.animatedChanges[1, default: 0] == 0)
    // Events first, in the order they happened: the presentation's, then the detent's.
    #expect(uikit.events[1] == [.willPresent, .didPresent])
  }

  @Test func theAppSettingTheBindingMovesTheSheetAnimatedWithNoChangeReported() {
    let uikit = Self.presented()
    uikit.setDetentBinding(1, .large)
    #expect(uikit.sheetDetentOnScreen(1) == .large)
    #expect(uikit.detents.animatedChanges[1] == 1)
    #expect(uikit.detents.changes[1, default: []].isEmpty)
    // Later updates read the same value: the sheet is not moved again.
    uikit.updateAnchor(1)
    #expect(uikit.detents.animatedChanges[1] == 1)
  }

  @Test func aDetentTheSheetDoesNotHaveIsWarnedAndTheSheetStays() {
    let uikit = Self.presented()
    uikit.setDetentBinding(1, SheetDetent.height(120).identifier)
    #expect(uikit.sheetDetentOnScreen(1) == .medium)
    #expect(
      uikit.detents.log[1] == [
        .warn(.unknownSheetDetent(SheetDetent.height(120).identifier.rawValue))
      ])
  }

  @Test func theUIKitAPIReportsTheUsersChangeAndTakesTheAppsRequest() {
    let uikit = ScriptedUIKit()
    uikit.register(1, route: .sheet)
    uikit.configureSheetDetents(1, Self.sheet)
    uikit.setBinding(1, .flag)
    uikit.endSheetTransition(1)
    uikit.runNextTurn()
    uikit.userMovesSheet(1, to: .large)
    #expect(uikit.detents.changes[1] == [.large])
    uikit.selectSheetDetent(1, .medium)
    #expect(uikit.sheetDetentOnScreen(1) == .medium)
    #expect(uikit.detents.changes[1] == [.large])
  }

  @Test func noDragIsTakenWhileTheSheetIsPresentingNorAfterItLeft() {
    let uikit = ScriptedUIKit()
    uikit.register(1, route: .sheet)
    uikit.configureSheetDetents(1, Self.sheet, binding: .medium)
    uikit.setBinding(1, .flag)
    uikit.userMovesSheet(1, to: .large)
    #expect(uikit.detents.log[1, default: []].isEmpty)
    uikit.endSheetTransition(1)
    uikit.setBinding(1, nil)
    uikit.endSheetTransition(1)
    uikit.runNextTurn()
    uikit.setDetentBinding(1, .large)
    #expect(uikit.detents.log[1, default: []].isEmpty)
  }
}

/// The same sheet where UIKit has no custom detents (iOS 15): UIKit is given medium and large
/// in place of the style's detents, and the app keeps hearing its own.
@MainActor
@Suite struct SheetDetentSystemOnlyScenarioTests {
  @Test func theBindingKeepsTheStylesDetentsWhileUIKitMovesBetweenItsOwn() {
    let tall = SheetDetent.height(700).identifier
    let uikit = ScriptedUIKit()
    uikit.register(1, route: .sheet)
    uikit.configureSheetDetents(
      1, SheetStyle().detents([.contentHeight, .height(700)]), binding: .contentHeight,
      in: SheetDetent.Context(maximumDetentValue: 800, contentHeight: 300),
      supportsCustomDetents: false)
    uikit.setBinding(1, .flag)
    uikit.endSheetTransition(1)
    uikit.runNextTurn()
    #expect(uikit.sheetDetentOnScreen(1) == .medium)
    #expect(uikit.detents.log[1, default: []].isEmpty)
    // The app asks for its tall detent: UIKit's large.
    uikit.setDetentBinding(1, tall)
    #expect(uikit.sheetDetentOnScreen(1) == .large)
    // The user drags to medium: the binding holds the fitted detent, not UIKit's medium.
    uikit.userMovesSheet(1, to: .medium)
    #expect(uikit.detents.appDetent[1] == .contentHeight)
    #expect(uikit.detents.changes[1] == [.contentHeight])
    uikit.updateAnchor(1)
    #expect(uikit.detents.animatedChanges[1] == 1)
    // The UIKit API's call, with the app's identifier.
    uikit.selectSheetDetent(1, tall)
    #expect(uikit.sheetDetentOnScreen(1) == .large)
    #expect(
      uikit.detents.log[1, default: []].allSatisfy { if case .warn = $0 { false } else { true } })
  }
}
