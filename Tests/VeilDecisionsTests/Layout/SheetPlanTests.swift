import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

@Suite struct SheetPlanTests {
  /// An 800-point maximum: medium resolves to 400 ("approximately half the height", Apple's
  /// `UISheetPresentationController.Detent.medium()`), large to 800.
  static let tall = SheetDetent.Context(maximumDetentValue: 800)
  static let landscape = SheetDetent.Context(maximumDetentValue: 340, isCompactHeight: true)

  @Test(arguments: [
    ([SheetDetent.large, .medium], [SheetDetent.medium, .large]),
    ([.height(600), .medium], [.medium, .height(600)]),
    (
      [.large, .height(200), .fraction(0.75), .medium],
      [.height(200), .medium, .fraction(0.75), .large]
    ),
    ([.medium, .large], [.medium, .large]),
  ])
  func detentsAreSortedFromSmallestToLargest(listed: [SheetDetent], planned: [SheetDetent]) {
    let plan = SheetStyle().detents(listed).uiKitPlan(in: Self.tall)
    #expect(plan.detents == planned)
  }

  @Test func customResolversAreOrderedByTheirHeightInTheReference() {
    let tall = SheetDetent.custom(identifier: "tall") { $0.maximumDetentValue - 10 }
    let short = SheetDetent.custom(identifier: "short") { _ in 120 }
    let plan = SheetStyle().detents([tall, .medium, short]).uiKitPlan(in: Self.tall)
    #expect(plan.detents.map(\.identifier) == ["short", .medium, "tall"])
  }

  @Test func mediumKeepsItsPlaceInCompactHeight() {
    // UIKit turns medium off in compact height itself; the list handed over stays sorted.
    let plan = SheetStyle().detents([.large, .medium]).uiKitPlan(in: Self.landscape)
    #expect(plan.detents == [.medium, .large])
  }

  @Test func detentsInactiveInTheReferenceGoLastInListedOrder() {
    let never = SheetDetent.custom(identifier: "never") { _ in nil }
    let later = SheetDetent.custom(identifier: "later") { _ in nil }
    let plan = SheetStyle().detents([never, .large, later, .medium]).uiKitPlan(
      in: Self.tall)
    #expect(plan.detents.map(\.identifier) == [.medium, .large, "never", "later"])
  }

  @Test func equalHeightsKeepTheListedOrder() {
    let plan = SheetStyle().detents([.height(900), .large]).uiKitPlan(in: Self.tall)
    #expect(plan.detents == [.height(900), .large])
  }

  @Test func anEmptyListBecomesLarge() {
    #expect(SheetStyle().detents([]).uiKitPlan(in: Self.tall).detents == [.large])
    let onFifteen = SheetStyle().detents([]).uiKitPlan(
      in: Self.tall, supportsCustomDetents: false)
    #expect(onFifteen.detents == [.large])
  }

  @Test func repeatedIdentifiersAppearOnce() {
    let plan = SheetStyle().detents([.medium, .large, .medium]).uiKitPlan(in: Self.tall)
    #expect(plan.detents == [.medium, .large])
  }

  @Test func withoutCustomDetentsOnlySystemDetentsRemainSorted() {
    let sheet = SheetStyle()
      .detents([.fraction(0.9), .height(120)])
      .selectedDetent(SheetDetent.height(120).identifier)
      .largestUndimmedDetent(SheetDetent.fraction(0.9).identifier)
    let plan = sheet.uiKitPlan(in: Self.tall, supportsCustomDetents: false)
    #expect(plan.detents == [.medium, .large])
    #expect(plan.detents.allSatisfy { $0.isSystemDetent })
    #expect(plan.selectedDetentIdentifier == .medium)
    #expect(plan.largestUndimmedDetentIdentifier == .large)
  }

  @Test func identifiersThatNameNoPlannedDetentAreDropped() {
    let sheet = SheetStyle()
      .detents([.medium])
      .selectedDetent("elsewhere")
      .largestUndimmedDetent(.large)
    let plan = sheet.uiKitPlan(in: Self.tall)
    #expect(plan.selectedDetentIdentifier == nil)
    #expect(plan.largestUndimmedDetentIdentifier == nil)
  }

  @Test func identifiersOfPlannedDetentsAreKept() {
    let small = SheetDetent.height(150)
    let sheet = SheetStyle()
      .detents([.large, small])
      .selectedDetent(small.identifier)
      .largestUndimmedDetent(small.identifier)
    let plan = sheet.uiKitPlan(in: Self.tall)
    #expect(plan.selectedDetentIdentifier == small.identifier)
    #expect(plan.largestUndimmedDetentIdentifier == small.identifier)
  }

  @Test func compactHeightOnFifteenRestsAtLarge() {
    // Medium is inactive in compact height, so nothing names it any more: `nil` selects the
    // smallest planned detent, large.
    let sheet = SheetStyle().detents([.medium]).selectedDetent(.medium)
    let plan = sheet.uiKitPlan(in: Self.landscape, supportsCustomDetents: false)
    #expect(plan.detents == [.large])
    #expect(plan.selectedDetentIdentifier == nil)
  }

  @Test(arguments: [true, false])
  func modalInPresentationIsTheOppositeOfDismissalByDrag(allowed: Bool) {
    let plan = SheetStyle().interactiveDismissDisabled(!allowed).uiKitPlan(in: Self.tall)
    #expect(plan.isModalInPresentation == !allowed)
  }

  @Test func grabberAndScrollingAreHandedOver() {
    let sheet = SheetStyle.halfSheet.scrollingExpandsWhenScrolledToEdge(false)
    let plan = sheet.uiKitPlan(in: Self.tall)
    #expect(plan.prefersGrabberVisible)
    #expect(!plan.prefersScrollingExpandsWhenScrolledToEdge)
  }
}

@Suite struct SheetCornerRadiusTests {
  @Test func theBuiltInSheetLeavesTheSystemRadius() {
    // The built-in style's 10 pt is VeilCore's estimate for drawing sheets itself, not a wish.
    let sheet = ModalStyle.testSheet.sheetStyle
    #expect(ModalStyle.testSheet.cornerRadius == 10)
    #expect(sheet?.uiKitPlan(in: SheetPlanTests.tall).preferredCornerRadius == nil)
  }

  @Test func aRadiusAskedOfTheStyleReachesUIKit() {
    let sheet = ModalStyle(sheet: SheetStyle.halfSheet.cornerRadius(24)).sheetStyle
    #expect(sheet?.uiKitPlan(in: SheetPlanTests.tall).preferredCornerRadius == 24)
  }

  @Test func aRadiusAskedOfTheConfigurationReachesUIKit() {
    let plan = SheetStyle().cornerRadius(16).uiKitPlan(in: SheetPlanTests.tall)
    #expect(plan.preferredCornerRadius == 16)
  }

  @Test func aStyleWithoutASheetGetsNoConfiguration() {
    #expect(ModalStyle.card.cornerRadius(24).sheetStyle == nil)
  }

  @Test(arguments: [-1, Double.nan, .infinity, -Double.infinity])
  func badRadiiMeanTheSystemRadius(radius: Double) {
    #expect(SheetStyle().cornerRadius(radius).preferredCornerRadius == nil)
    #expect(SheetStyle(preferredCornerRadius: radius).preferredCornerRadius == nil)
    var sheet = SheetStyle()
    sheet.preferredCornerRadius = radius
    #expect(sheet.preferredCornerRadius == nil)
  }

  @Test func zeroIsARadiusToo() {
    #expect(SheetStyle().cornerRadius(0).preferredCornerRadius == 0)
  }
}

/// N18: the order UIKit gets stays ascending when the container changes.
@Suite struct SheetPlanOrderTests {
  static let tall = SheetPlanTests.tall

  /// The heights UIKit gets for every detent of `plan` in `context`.
  static func heights(_ plan: SheetPlan, in context: SheetDetent.Context) -> [Double?] {
    plan.detents.indices.map { plan.height(ofDetentAt: $0, in: context) }
  }

  /// N18: before, each detent resolved to its own height in UIKit's live context, in the order
  /// of the presenting window's: a half and 300 points, ordered in portrait, change places in
  /// landscape.
  @Test func n18_detentsStayAscendingWhenTheContainerTurns() {
    let plan = SheetStyle().detents([.fraction(0.5), .height(300), .large]).uiKitPlan(
      in: Self.tall)
    #expect(plan.detents == [.height(300), .fraction(0.5), .large])
    #expect(Self.heights(plan, in: Self.tall) == [300, 400, 800])
    let wide = SheetDetent.Context(maximumDetentValue: 500, isCompactHeight: true)
    // 300 is above half of 500: the half meets it instead of passing below it.
    #expect(Self.heights(plan, in: wide) == [300, 300, 500])
  }

  @Test func n18_aCustomDetentBeforeMediumStaysBelowIt() {
    let plan = SheetStyle().detents([.medium, .height(300), .large]).uiKitPlan(in: Self.tall)
    #expect(plan.detents == [.height(300), .medium, .large])
    // Medium is UIKit's own, 250 here: the custom detent below it is lowered to it.
    let short = SheetDetent.Context(maximumDetentValue: 500)
    #expect(Self.heights(plan, in: short) == [250, 250, 500])
  }

  @Test func n18_inactiveDetentsStayInactiveAndOthersKeepTheirOwnHeights() {
    let never = SheetDetent.custom(identifier: "never") { _ in nil }
    let plan = SheetStyle().detents([.height(200), never, .fraction(0.75)]).uiKitPlan(
      in: Self.tall)
    #expect(Self.heights(plan, in: Self.tall) == [200, 600, nil])
    #expect(plan.height(ofDetentAt: 3, in: Self.tall) == nil)
  }

  @Test(arguments: 0..<64)
  func n18_everyContextGetsAscendingHeights(seed: Int) {
    var random = SplitMix64(seed: UInt64(seed))
    let pool: [SheetDetent] = [
      .medium, .large, .height(120), .height(420), .fraction(0.3), .fraction(0.8),
      .custom(identifier: "quarter") { $0.maximumDetentValue / 4 },
    ]
    let listed = (0..<4).map { _ in pool[random.below(pool.count)] }
    let plan = SheetStyle().detents(listed).uiKitPlan(in: Self.tall)
    let context = SheetDetent.Context(
      maximumDetentValue: Double(100 + random.below(900)), isCompactHeight: random.below(2) == 0)
    let active = Self.heights(plan, in: context).compactMap { $0 }
    #expect(active == active.sorted(), "\(plan.detents) in \(context)")
  }
}
