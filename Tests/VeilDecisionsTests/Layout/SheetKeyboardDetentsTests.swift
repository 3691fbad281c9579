import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

/// B10, UIKit's sheet: UIKit raises a sheet below its largest detent to its largest when the
/// keyboard appears, so while the keyboard is up the sheet holds only its detents up to the one
/// it rests at, and gets its full list back when the keyboard hides.
@Suite struct SheetKeyboardDetentsTests {
  static let context = SheetDetent.Context(maximumDetentValue: 800)
  static let small = SheetDetent.height(200)

  static func plan(_ detents: [SheetDetent]) -> SheetPlan {
    SheetStyle().detents(detents).uiKitPlan(in: context)
  }

  @Test func theKeyboardShowingKeepsTheSheetAtMedium() {
    var keeper = SheetKeyboardDetents(plan: Self.plan([.medium, .large]), keepsDetent: true)
    let change = keeper.handle(.keyboardWillShow(selected: .medium))
    #expect(change == .init(detents: [.medium], selectedDetentIdentifier: .medium))
    #expect(keeper.givenDetents == [.medium])
    #expect(keeper.isKeyboardUp)
  }

  @Test func theKeyboardHidingGivesTheFullListBackAtTheSameDetent() {
    var keeper = SheetKeyboardDetents(plan: Self.plan([.medium, .large]), keepsDetent: true)
    _ = keeper.handle(.keyboardWillShow(selected: .medium))
    let change = keeper.handle(.keyboardWillHide(selected: .medium))
    #expect(change == .init(detents: [.medium, .large], selectedDetentIdentifier: .medium))
    #expect(keeper.givenDetents == [.medium, .large])
    #expect(!keeper.isKeyboardUp)
  }

  /// UIKit: a `nil` `selectedDetentIdentifier` "represents the smallest detent".
  @Test func noSelectionIsTheSmallestDetent() {
    var keeper = SheetKeyboardDetents(
      plan: Self.plan([.large, Self.small, .medium]), keepsDetent: true)
    let change = keeper.handle(.keyboardWillShow(selected: nil))
    #expect(change == .init(detents: [Self.small], selectedDetentIdentifier: Self.small.identifier))
  }

  @Test func aMiddleDetentKeepsTheSmallerOnes() {
    var keeper = SheetKeyboardDetents(
      plan: Self.plan([Self.small, .medium, .large]), keepsDetent: true)
    let change = keeper.handle(.keyboardWillShow(selected: .medium))
    #expect(change == .init(detents: [Self.small, .medium], selectedDetentIdentifier: .medium))
  }

  @Test func aSheetAtItsLargestDetentIsLeftAlone() {
    var keeper = SheetKeyboardDetents(plan: Self.plan([.medium, .large]), keepsDetent: true)
    #expect(keeper.handle(.keyboardWillShow(selected: .large)) == nil)
    #expect(keeper.handle(.keyboardWillHide(selected: .large)) == nil)
    #expect(keeper.givenDetents == [.medium, .large])
  }

  @Test func aSingleDetentIsLeftAlone() {
    var keeper = SheetKeyboardDetents(plan: Self.plan([.medium]), keepsDetent: true)
    #expect(keeper.handle(.keyboardWillShow(selected: nil)) == nil)
  }

  @Test func anUnknownIdentifierIsLeftAlone() {
    var keeper = SheetKeyboardDetents(plan: Self.plan([.medium, .large]), keepsDetent: true)
    #expect(keeper.handle(.keyboardWillShow(selected: "elsewhere")) == nil)
    #expect(keeper.givenDetents == [.medium, .large])
  }

  @Test func theOptOutLeavesUIKitsBehaviour() {
    var keeper = SheetKeyboardDetents(plan: Self.plan([.medium, .large]), keepsDetent: false)
    #expect(keeper.handle(.keyboardWillShow(selected: .medium)) == nil)
    #expect(keeper.handle(.keyboardWillHide(selected: .large)) == nil)
  }

  /// UIKit sends `keyboardWillShow` again when the keyboard changes while it is up (another
  /// field, another keyboard type).
  @Test func aKeyboardShowingTwiceChangesNothingTheSecondTime() {
    var keeper = SheetKeyboardDetents(plan: Self.plan([.medium, .large]), keepsDetent: true)
    _ = keeper.handle(.keyboardWillShow(selected: .medium))
    #expect(keeper.handle(.keyboardWillShow(selected: .medium)) == nil)
    #expect(keeper.givenDetents == [.medium])
    let change = keeper.handle(.keyboardWillHide(selected: .medium))
    #expect(change?.detents == [.medium, .large])
  }

  /// The user may still drag to a smaller detent while the keyboard is up; the next show keeps
  /// that one, and hiding gives the full list back there.
  @Test func aSmallerDetentChosenWhileUpIsKept() {
    var keeper = SheetKeyboardDetents(
      plan: Self.plan([Self.small, .medium, .large]), keepsDetent: true)
    _ = keeper.handle(.keyboardWillShow(selected: .medium))
    let change = keeper.handle(.keyboardWillShow(selected: Self.small.identifier))
    #expect(change == .init(detents: [Self.small], selectedDetentIdentifier: Self.small.identifier))
    let back = keeper.handle(.keyboardWillHide(selected: Self.small.identifier))
    #expect(
      back
        == .init(
          detents: [Self.small, .medium, .large], selectedDetentIdentifier: Self.small.identifier))
  }

  @Test func aKeyboardHidingWithoutShowingChangesNothing() {
    var keeper = SheetKeyboardDetents(plan: Self.plan([.medium, .large]), keepsDetent: true)
    #expect(keeper.handle(.keyboardWillHide(selected: .medium)) == nil)
    #expect(keeper.givenDetents == [.medium, .large])
  }

  /// A new plan while the keyboard is up: UIKit now holds it in full, so it is cut again at the
  /// detent the sheet rests at; hiding gives the new plan back.
  @Test func aStyleChangeWhileUpIsCutAgain() {
    var keeper = SheetKeyboardDetents(plan: Self.plan([.medium, .large]), keepsDetent: true)
    _ = keeper.handle(.keyboardWillShow(selected: .medium))
    let newPlan = Self.plan([Self.small, .medium, .large])
    let change = keeper.handle(.planChanged(newPlan, keepsDetent: true, selected: .medium))
    #expect(change == .init(detents: [Self.small, .medium], selectedDetentIdentifier: .medium))
    let back = keeper.handle(.keyboardWillHide(selected: .medium))
    #expect(back?.detents == [Self.small, .medium, .large])
  }

  @Test func aStyleChangeToTheOptOutWhileUpLeavesTheFullList() {
    var keeper = SheetKeyboardDetents(plan: Self.plan([.medium, .large]), keepsDetent: true)
    _ = keeper.handle(.keyboardWillShow(selected: .medium))
    let change = keeper.handle(
      .planChanged(Self.plan([.medium, .large]), keepsDetent: false, selected: .medium))
    #expect(change == nil)
    #expect(keeper.givenDetents == [.medium, .large])
    #expect(keeper.handle(.keyboardWillHide(selected: .large)) == nil)
  }

  @Test func aStyleChangeWhileDownChangesNothing() {
    var keeper = SheetKeyboardDetents(plan: Self.plan([.medium, .large]), keepsDetent: true)
    let newPlan = Self.plan([Self.small, .large])
    #expect(keeper.handle(.planChanged(newPlan, keepsDetent: true, selected: nil)) == nil)
    #expect(keeper.givenDetents == [Self.small, .large])
  }

  /// A selection that the full list no longer holds at hide is left to UIKit (the smallest).
  @Test func hidingNeverSelectsAnIdentifierThePlanLacks() {
    var keeper = SheetKeyboardDetents(plan: Self.plan([.medium, .large]), keepsDetent: true)
    _ = keeper.handle(.keyboardWillShow(selected: .medium))
    let change = keeper.handle(.keyboardWillHide(selected: "gone"))
    #expect(change == .init(detents: [.medium, .large], selectedDetentIdentifier: nil))
  }

  /// The app's request while the keyboard is up is carried out, larger too, and kept there.
  @Test func theAppMayMoveTheSheetWhileTheKeyboardIsUp() {
    var keeper = SheetKeyboardDetents(
      plan: Self.plan([Self.small, .medium, .large]), keepsDetent: true)
    _ = keeper.handle(.keyboardWillShow(selected: Self.small.identifier))
    let change = keeper.handle(.appSelects(.medium))
    #expect(change == .init(detents: [Self.small, .medium], selectedDetentIdentifier: .medium))
    let largest = keeper.handle(.appSelects(.large))
    #expect(largest?.detents == [Self.small, .medium, .large])
    #expect(keeper.handle(.keyboardWillHide(selected: .large)) == nil)
  }

  @Test func theAppsRequestIsLeftToTheSelectionWhileTheKeyboardIsDown() {
    var keeper = SheetKeyboardDetents(plan: Self.plan([.medium, .large]), keepsDetent: true)
    #expect(keeper.handle(.appSelects(.large)) == nil)
    _ = keeper.handle(.keyboardWillShow(selected: .medium))
    #expect(keeper.handle(.appSelects("unknown")) == nil)
  }

  @Test func theStyleKeepsTheDetentByDefault() {
    #expect(SheetStyle().keepsDetentForKeyboard)
    #expect(SheetStyle.halfSheet.keepsDetentForKeyboard)
    #expect(!SheetStyle.sheet.keepsDetentForKeyboard(false).keepsDetentForKeyboard)
    #expect(
      SheetStyle(keepsDetentForKeyboard: false).keepsDetentForKeyboard(true)
        .keepsDetentForKeyboard)
    #expect(SheetStyle.sheet != SheetStyle.sheet.keepsDetentForKeyboard(false))
  }
}

/// The same decision against a sheet that UIKit raises for the keyboard, played in UIKit's
/// order (`ScriptedSheetKeyboard`).
@Suite struct SheetKeyboardScenarioTests {
  static let small = SheetDetent.height(200)

  static func plan(_ detents: [SheetDetent], selected: SheetDetent.Identifier? = nil)
    -> SheetPlan
  {
    SheetStyle().detents(detents).selectedDetent(selected)
      .uiKitPlan(in: SheetDetent.Context(maximumDetentValue: 800))
  }

  /// Without Veil's decision UIKit would end at large: the opt-out shows it.
  @Test func uikitAloneRaisesTheSheetToItsLargestDetent() {
    var sheet = ScriptedSheetKeyboard(plan: Self.plan([.medium, .large]), keepsDetent: false)
    sheet.keyboardShows()
    #expect(sheet.restingIdentifier == .large)
  }

  @Test func aMediumSheetStaysAtMediumThroughTheKeyboard() {
    var sheet = ScriptedSheetKeyboard(plan: Self.plan([.medium, .large]), keepsDetent: true)
    sheet.keyboardShows()
    #expect(sheet.restingIdentifier == .medium)
    sheet.userDrags(to: .large)
    #expect(sheet.restingIdentifier == .medium, "no larger detent while the keyboard is up")
    sheet.keyboardHides()
    #expect(sheet.detents == [.medium, .large])
    #expect(sheet.restingIdentifier == .medium)
    sheet.userDrags(to: .large)
    #expect(sheet.restingIdentifier == .large, "the large detent is back")
  }

  @Test func anotherFieldsKeyboardKeepsTheSmallerDetentTheUserChose() {
    var sheet = ScriptedSheetKeyboard(
      plan: Self.plan([Self.small, .medium, .large], selected: .medium), keepsDetent: true)
    sheet.keyboardShows()
    sheet.userDrags(to: Self.small.identifier)
    sheet.keyboardShows()
    #expect(sheet.restingIdentifier == Self.small.identifier)
    sheet.keyboardHides()
    #expect(sheet.detents == [Self.small, .medium, .large])
    #expect(sheet.restingIdentifier == Self.small.identifier)
  }

  @Test func aNewStyleWhileTheKeyboardIsUpIsKeptAtItsDetent() {
    var sheet = ScriptedSheetKeyboard(plan: Self.plan([.medium, .large]), keepsDetent: true)
    sheet.keyboardShows()
    sheet.configure(Self.plan([Self.small, .medium, .large], selected: .medium), keepsDetent: true)
    #expect(sheet.detents == [Self.small, .medium])
    sheet.keyboardShows()
    #expect(sheet.restingIdentifier == .medium)
    sheet.keyboardHides()
    #expect(sheet.detents == [Self.small, .medium, .large])
  }
}
