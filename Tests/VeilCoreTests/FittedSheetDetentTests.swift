import Testing

@testable import VeilCore

@Suite struct FittedSheetDetentTests {
  static func context(_ content: Double?) -> SheetDetent.Context {
    SheetDetent.Context(maximumDetentValue: 800, contentHeight: content)
  }

  @Test(arguments: [
    (240.0, 240.0),  // the content's own height
    (800, 800),
    (1_200, 800),  // taller content: the maximum detent value
  ])
  func fittedResolvesToTheContentBoundedByTheMaximum(content: Double, height: Double) {
    #expect(SheetDetent.contentHeight.resolvedHeight(in: Self.context(content)) == height)
  }

  @Test func unmeasuredContentIsTheMaximumAsLarge() {
    #expect(SheetDetent.contentHeight.resolvedHeight(in: Self.context(nil)) == 800)
  }

  @Test(arguments: [-40.0, 0.0, -Double.infinity])
  func emptyOrNegativeContentIsInactive(content: Double) {
    // -∞ is no measurement at all: nil, so the maximum; a negative height is 0, inactive.
    let resolved = SheetDetent.contentHeight.resolvedHeight(in: Self.context(content))
    #expect(resolved == (content.isFinite ? nil : 800))
    // The list never empties: large stands in.
    let list = SheetDetent.resolve([.contentHeight], in: Self.context(content))
    #expect(list.allSatisfy { !$0.height.isNaN && $0.height >= 0 })
    #expect(!list.isEmpty)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nanAndInfiniteContentHeightsAreNoMeasurement(content: Double) {
    #expect(Self.context(content).contentHeight == nil)
  }

  @Test func hugeContentHeightsAreBoundedAndNegativeOnesAreZero() {
    #expect(Self.context(1e300).contentHeight == Limits.maximumMagnitude)
    #expect(Self.context(-3).contentHeight == 0)
  }

  @Test func fittedSortsByTheContentAmongOtherDetents() {
    let detents: [SheetDetent] = [.large, .contentHeight, .medium]
    #expect(
      SheetDetent.resolve(detents, in: Self.context(120)).map(\.identifier) == [
        .contentHeight, .medium, .large,
      ])
    #expect(
      SheetDetent.resolve(detents, in: Self.context(600)).map(\.identifier) == [
        .medium, .contentHeight, .large,
      ])
  }

  @Test func theContextKeepsEverythingButTheContentHeight() {
    let context = SheetDetent.Context(maximumDetentValue: 340, isCompactHeight: true)
      .contentHeight(200)
    #expect(context.maximumDetentValue == 340)
    #expect(context.isCompactHeight)
    #expect(context.contentHeight == 200)
  }

  @Test func onSystemsWithoutCustomDetentsFittedIsTheNearerSystemDetent() {
    let sheet = SheetStyle().detents([.contentHeight])
    #expect(sheet.systemDetents(in: Self.context(150)).detents == [.medium])
    #expect(sheet.systemDetents(in: Self.context(700)).detents == [.large])
  }

  @Test func aContainersMeasuredContentIsTheFittedHeightAndWhereThePreviewDrawsIt() {
    let container = ModalContainer(
      size: Size(width: 390, height: 844), fittingSize: Size(width: 300, height: 260))
    #expect(container.sheetDetentContext.contentHeight == 260)
    let sampler = FrameSampler(style: .sheet.detents([.contentHeight]), container: container)
    #expect(abs(sampler.restingFrame.contentRect.height - 260) < 0.001)
    let unmeasured = ModalContainer(size: Size(width: 390, height: 844))
    #expect(unmeasured.sheetDetentContext.contentHeight == nil)
  }

  @Test func theIdentifierIsVeils() {
    #expect(SheetDetent.contentHeight.identifier.rawValue == "veil.contentHeight")
  }
}
