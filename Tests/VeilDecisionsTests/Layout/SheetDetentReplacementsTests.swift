import Testing

@testable import VeilCore
@testable import VeilDecisions

/// Without custom detents (iOS 15) UIKit knows only medium and large, while the app names its
/// style's detents: requests are translated to UIKit's identifiers, and the user's detent back
/// to the app's before it is written or reported.
@Suite struct SheetDetentReplacementsTests {
  static let context = SheetDetent.Context(maximumDetentValue: 800, contentHeight: 300)
  static let tall = SheetDetent.height(700)
  /// Fitted (300 pt) and 200 pt both become medium; 700 pt becomes large.
  static let style = SheetStyle().detents([.contentHeight, .height(200), tall])

  static func selection(
    _ style: SheetStyle = style, binding: SheetDetent.Identifier = .contentHeight
  )
    -> SheetDetentSelection
  {
    let plan = style.selectedDetent(binding)
      .uiKitPlan(in: context, supportsCustomDetents: false)
    return SheetDetentSelection(plan: plan)
  }

  @Test func thePlanKeepsWhatReplacedEachDetentInTheStylesOrder() {
    let plan = Self.style.uiKitPlan(in: Self.context, supportsCustomDetents: false)
    #expect(plan.detents == [.medium, .large])
    #expect(
      plan.detentReplacements.replacements == [
        .init(app: .contentHeight, uiKit: .medium),
        .init(app: SheetDetent.height(200).identifier, uiKit: .medium),
        .init(app: Self.tall.identifier, uiKit: .large),
      ])
    #expect(Self.style.uiKitPlan(in: Self.context).detentReplacements.replacements.isEmpty)
  }

  @Test func theAppsDetentsAreKnownAndTheSheetOpensAtTheirSystemDetent() {
    var selection = Self.selection()
    #expect(selection.resting == .medium)
    // The binding's value, read on the first update: no warning, no move.
    #expect(selection.handle(.appAsked(.contentHeight)) == [])
    #expect(selection.handle(.appAsked(SheetDetent.height(200).identifier)) == [])
  }

  @Test func aRequestMovesTheSheetToTheSystemDetentThatReplacedIt() {
    var selection = Self.selection()
    #expect(selection.handle(.appAsked(Self.tall.identifier)) == [.select(.large)])
    #expect(selection.handle(.appAsked(.contentHeight)) == [.select(.medium)])
    #expect(selection.handle(.appAsked("missing")) == [.warn(.unknownSheetDetent("missing"))])
  }

  @Test func theUsersDetentIsWrittenAndReportedAsTheFirstStyleDetentItReplaced() {
    var selection = Self.selection()
    let tall = Self.tall.identifier
    #expect(selection.handle(.userSelected(.large)) == [.writeBinding(tall), .reportChange(tall)])
    #expect(selection.handle(.writtenBack(tall)) == [])
    // The echo of the written value moves nothing.
    #expect(selection.handle(.appAsked(tall)) == [])
    #expect(
      selection.handle(.userSelected(.medium)) == [
        .writeBinding(.contentHeight), .reportChange(.contentHeight),
      ])
    // UIKit's nil, the smallest.
    #expect(selection.handle(.writtenBack(.contentHeight)) == [])
    #expect(selection.handle(.userSelected(nil)) == [])
  }

  @Test func aStyleThatHasTheSystemDetentItselfIsToldThatOne() {
    let style = SheetStyle().detents([.height(300), .medium, .large])
    var selection = Self.selection(style, binding: .large)
    #expect(
      selection.handle(.userSelected(.medium)) == [.writeBinding(.medium), .reportChange(.medium)])
    let map = style.systemDetentReplacements(in: Self.context)
    #expect(map.uiKitIdentifier(for: SheetDetent.height(300).identifier) == .medium)
    #expect(map.appIdentifier(for: .large) == .large)
    #expect(map.appIdentifier(for: "other") == "other")
  }

  @Test func withCustomDetentsIdentifiersPassAsTheyAre() {
    var selection = SheetDetentSelection(
      plan: Self.style.selectedDetent(.contentHeight).uiKitPlan(in: Self.context))
    #expect(selection.resting == .contentHeight)
    #expect(selection.handle(.appAsked(Self.tall.identifier)) == [.select(Self.tall.identifier)])
  }
}
