import Testing

@testable import VeilCore
@testable import VeilDecisions

@Suite struct SheetDetentSelectionTests {
  static let detents: [SheetDetent.Identifier] = [.medium, .large]

  /// A sheet presented at medium whose binding has been read once, holding medium.
  static func presentedAtMedium(hasBinding: Bool = true) -> SheetDetentSelection {
    var selection = SheetDetentSelection(
      detents: detents, resting: .medium, hasBinding: hasBinding)
    _ = selection.handle(.appAsked(.medium))
    return selection
  }

  @Test func theFirstReadOfTheDetentPresentedAtMovesNothing() {
    var selection = SheetDetentSelection(detents: Self.detents, resting: .medium)
    #expect(selection.handle(.appAsked(.medium)).isEmpty)
    #expect(selection.resting == .medium)
  }

  @Test func aUserChangeIsWrittenBackAndReportedOnce() {
    var selection = Self.presentedAtMedium()
    let commands = selection.handle(.userSelected(.large))
    #expect(commands == [.writeBinding(.large), .reportChange(.large)])
    // UIKit calls its delegate once per change; a repeat is no change.
    #expect(selection.handle(.userSelected(.large)).isEmpty)
    #expect(selection.resting == .large)
  }

  @Test func uiKitsNilIsTheSmallestDetent() {
    var selection = SheetDetentSelection(detents: Self.detents, resting: .large)
    #expect(
      selection.handle(.userSelected(nil)) == [.writeBinding(.medium), .reportChange(.medium)])
  }

  @Test func theStaleBindingFedWhileTheWriteWaitsMovesNothing() {
    var selection = Self.presentedAtMedium()
    _ = selection.handle(.userSelected(.large))
    // SwiftUI updates the anchor before the write-back's turn: the binding still holds medium.
    #expect(selection.handle(.appAsked(.medium)).isEmpty)
    #expect(selection.resting == .large)
    #expect(selection.handle(.writtenBack(.large)).isEmpty)
    // The echo of the write.
    #expect(selection.handle(.appAsked(.large)).isEmpty)
    #expect(selection.resting == .large)
  }

  @Test func aRequestWhileTheWriteWaitsIsOverwrittenAndMovesNothing() {
    // The write-back will set the binding to large; moving to another detent now would leave
    // the sheet where the binding no longer says.
    let small = SheetDetent.Identifier("small")
    var selection = SheetDetentSelection(detents: [small, .medium, .large], resting: .medium)
    _ = selection.handle(.appAsked(.medium))
    _ = selection.handle(.userSelected(.large))
    #expect(selection.handle(.appAsked(small)).isEmpty)
    #expect(selection.resting == .large)
    _ = selection.handle(.writtenBack(.large))
    #expect(selection.handle(.appAsked(.large)).isEmpty)
    #expect(selection.handle(.appAsked(small)) == [.select(small)])
  }

  @Test func theAppsChangeMovesTheSheetOnce() {
    var selection = Self.presentedAtMedium()
    #expect(selection.handle(.appAsked(.large)) == [.select(.large)])
    // Every later update reads the same value: no request.
    #expect(selection.handle(.appAsked(.large)).isEmpty)
    #expect(selection.resting == .large)
  }

  @Test func anUnchangedBindingDoesNotPullTheSheetBack() {
    // The user dragged to large and the write ran; then the app sets medium, a new request.
    var selection = Self.presentedAtMedium()
    _ = selection.handle(.userSelected(.large))
    _ = selection.handle(.writtenBack(.large))
    #expect(selection.handle(.appAsked(.medium)) == [.select(.medium)])
  }

  @Test func twoUserChangesBeforeTheFirstWriteRanWaitForTheLatest() {
    var selection = Self.presentedAtMedium()
    _ = selection.handle(.userSelected(.large))
    #expect(
      selection.handle(.userSelected(.medium)) == [.writeBinding(.medium), .reportChange(.medium)])
    #expect(selection.handle(.writtenBack(.large)).isEmpty)
    // The binding holds large for a moment: stale, the latest write has not run.
    #expect(selection.handle(.appAsked(.large)).isEmpty)
    _ = selection.handle(.writtenBack(.medium))
    #expect(selection.handle(.appAsked(.medium)).isEmpty)
    #expect(selection.resting == .medium)
  }

  @Test func aDetentTheSheetDoesNotHaveIsWarnedOnceAndMovesNothing() {
    var selection = Self.presentedAtMedium()
    #expect(selection.handle(.appAsked("missing")) == [.warn(.unknownSheetDetent("missing"))])
    #expect(selection.handle(.appAsked("missing")).isEmpty)
    #expect(selection.resting == .medium)
    // Back to a detent it has, where it already rests: nothing moves.
    #expect(selection.handle(.appAsked(.medium)).isEmpty)
  }

  @Test func theWarningNamesTheDetentAndSaysTheSheetStays() {
    let message = RuntimeWarning.unknownSheetDetent("compact").message
    #expect(message.contains("\"compact\""))
    #expect(message.contains("stays where it is"))
  }

  @Test func withoutABindingAUserChangeIsReportedOnlyAndTheDetentLeftCanBeAskedAgain() {
    var selection = Self.presentedAtMedium(hasBinding: false)
    #expect(selection.handle(.userSelected(.large)) == [.reportChange(.large)])
    #expect(selection.pendingWrite == nil)
    #expect(selection.handle(.appAsked(.medium)) == [.select(.medium)])
  }

  @Test func aRestingDetentTheSheetDoesNotHaveIsTheSmallest() {
    let selection = SheetDetentSelection(detents: Self.detents, resting: "missing")
    #expect(selection.resting == .medium)
    #expect(SheetDetentSelection(detents: [], resting: nil).detents == [.large])
  }

  @Test func thePlansSelectionIsWhereTheSheetRests() {
    let plan = SheetStyle().detents([.large, .medium]).selectedDetent(.large)
      .uiKitPlan(in: SheetDetent.Context(maximumDetentValue: 800))
    #expect(SheetDetentSelection(plan: plan).resting == .large)
    #expect(SheetDetentSelection(plan: plan).detents == [.medium, .large])
  }
}
