import Testing

@testable import VeilCore
@testable import VeilDecisions

@Suite struct FittedSheetContentTests {
  static let context = SheetDetent.Context(maximumDetentValue: 800)

  /// Whether each measurement, in order, asks UIKit to resolve again.
  static func reResolves(_ heights: [Double], isFitted: Bool = true) -> [Bool] {
    var content = FittedSheetContent(isFitted: isFitted)
    return heights.map { content.measured($0) }
  }

  @Test func theFirstMeasurementAndRealChangesReResolve() {
    #expect(Self.reResolves([240, 240.2, 300]) == [true, false, true])
  }

  @Test func aSheetWithoutAFittedDetentIgnoresMeasurements() {
    let content = FittedSheetContent(plan: SheetStyle.halfSheet.uiKitPlan(in: Self.context))
    #expect(!content.isFitted)
    #expect(Self.reResolves([240], isFitted: false) == [false])
  }

  @Test(arguments: [Double.nan, .infinity])
  func noMeasurementChangesNothing(raw: Double) {
    #expect(Self.reResolves([240, raw, 240]) == [true, false, false])
  }

  @Test func aFittedPlanIsFittedAndItsHeightFollowsTheContent() {
    let plan = SheetStyle().detents([.contentHeight, .large])
      .uiKitPlan(in: Self.context.contentHeight(200))
    #expect(FittedSheetContent(plan: plan).isFitted)
    #expect(plan.detents == [.contentHeight, .large])
    #expect(plan.height(ofDetentAt: 0, in: Self.context.contentHeight(200)) == 200)
    #expect(plan.height(ofDetentAt: 0, in: Self.context.contentHeight(350)) == 350)
  }
}
