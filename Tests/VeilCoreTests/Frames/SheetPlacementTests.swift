import Testing
import VeilTestSupport

@testable import VeilCore

@Suite struct SheetPlacementTests {
  static let phone = ModalContainer(
    size: Size(width: 390, height: 844), safeArea: Insets(top: 47, bottom: 34))

  @Test func theSheetStandsAtItsSelectedDetent() {
    let context = Self.phone.sheetDetentContext
    // The tallest sheet reaches the safe area's top: 844 - 47.
    #expect(context.maximumDetentValue == 797)
    #expect(!context.isCompactHeight)

    let half = FrameSampler(style: .testSheet, container: Self.phone).restingFrame.contentRect
    // Medium is half the maximum detent value (UISheetPresentationController.Detent.medium()).
    #expect(abs(half.height - 797 / 2) < 1e-9)
    #expect(abs(half.maxY - 844) < 1e-9)

    let large = ModalStyle.testSheet.detents([.medium, .large]).selectedDetent(.large)
    let full = FrameSampler(style: large, container: Self.phone).restingFrame.contentRect
    #expect(abs(full.height - 797) < 1e-9)

    let fixed = ModalStyle.testSheet.detents([.height(300)])
    #expect(
      FrameSampler(style: fixed, container: Self.phone).restingFrame.contentRect.height == 300)
  }

  @Test func landscapePhonesAreCompactInHeight() {
    let landscape = ModalContainer(size: Size(width: 844, height: 390))
    #expect(landscape.sheetDetentContext.isCompactHeight)
  }
}
