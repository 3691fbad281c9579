import Testing

@testable import VeilCore
@testable import VeilDecisions

@Suite struct SheetSizingPlanTests {
  @Test func aPlainSheetIsAPageSheetAsBefore() {
    let plan = SheetStyle.sheet.uiKitSizingPlan
    #expect(plan.presentationStyle == .pageSheet)
    #expect(plan.prefersPageSizing)
    #expect(!plan.prefersEdgeAttachedInCompactHeight)
    #expect(!plan.widthFollowsPreferredContentSizeWhenEdgeAttached)
    #expect(plan.preferredContentSize == nil)
    #expect(plan.hostPublishesContentSize)
  }

  @Test func aFormIsAFormSheetWithoutPageSizing() {
    let plan = SheetStyle.sheet.sizing(.form).uiKitSizingPlan
    #expect(plan.presentationStyle == .formSheet)
    // UIKit, `prefersPageSizing`: "When NO, this maps to the behavior of
    // UIModalPresentationFormSheet".
    #expect(!plan.prefersPageSizing)
    // SwiftUI's form sheet takes the system's size, not the content's.
    #expect(!plan.hostPublishesContentSize)
    #expect(plan.preferredContentSize == nil)
  }

  @Test func aFittedSheetIsAFormSheetWhoseHostPublishesItsContentsSize() {
    let plan = SheetStyle.sheet.sizing(.fitted).uiKitSizingPlan
    #expect(plan.presentationStyle == .formSheet)
    #expect(!plan.prefersPageSizing)
    #expect(plan.hostPublishesContentSize)
    #expect(plan.preferredContentSize == nil)
    let edge = SheetStyle.sheet.sizing(.fitted)
      .edgeAttachedInCompactHeight(widthFollowsPreferredContentSize: true).uiKitSizingPlan
    #expect(edge.hostPublishesContentSize)
    // A size of its own wins over the content's.
    let sized = SheetStyle.sheet.sizing(.fitted).preferredContentSize(width: 300, height: 200)
    #expect(!sized.uiKitSizingPlan.hostPublishesContentSize)
    #expect(sized.uiKitSizingPlan.preferredContentSize == Size(width: 300, height: 200))
  }

  @Test func edgeFlagsAndThePreferredSizeReachUIKit() {
    let plan = SheetStyle.sheet.preferredContentSize(width: 420, height: .nan)
      .edgeAttachedInCompactHeight(widthFollowsPreferredContentSize: true).uiKitSizingPlan
    #expect(plan.prefersEdgeAttachedInCompactHeight)
    #expect(plan.widthFollowsPreferredContentSizeWhenEdgeAttached)
    #expect(plan.preferredContentSize == Size(width: 420, height: 620))
    #expect(!plan.hostPublishesContentSize)
  }

  @Test func theHostStopsPublishingWheneverUIKitWouldReadItsSize() {
    #expect(
      !SheetStyle.sheet.preferredContentSize(width: 300, height: 300).uiKitSizingPlan
        .hostPublishesContentSize)
    #expect(
      !SheetStyle.sheet.edgeAttachedInCompactHeight(widthFollowsPreferredContentSize: true)
        .uiKitSizingPlan.hostPublishesContentSize)
    #expect(SheetStyle.sheet.edgeAttachedInCompactHeight().uiKitSizingPlan.hostPublishesContentSize)
  }
}
