import Testing

@testable import VeilCore

/// A5: UIKit's popover as a Veil style: its defaults are what apps ask for, and bad numbers
/// never reach UIKit.
@Suite struct PopoverStyleTests {
  @Test func theDefaultsStayAPopoverOnIPhoneAndFitTheContent() {
    let popover = PopoverStyle.popover
    #expect(popover.arrowEdges == Set(ModalEdge.allCases))
    #expect(popover.preferredWidth == nil && popover.preferredHeight == nil)
    #expect(!popover.adaptsToSheetInCompactWidth)
    #expect(!popover.isInteractiveDismissDisabled)
    #expect(popover.source == .anchor)
  }

  @Test(arguments: [0, -1, .nan, .infinity, -.infinity] as [Double])
  func aBadSizeFitsTheContentInstead(_ bad: Double) {
    #expect(PopoverStyle(preferredWidth: bad, preferredHeight: bad).preferredWidth == nil)
    let sized = PopoverStyle.popover.preferredSize(width: bad, height: 200)
    #expect(sized.preferredWidth == nil)
    #expect(sized.preferredHeight == 200)
  }

  @Test func noArrowEdgeMeansEveryEdge() {
    #expect(PopoverStyle.popover.arrowEdges([]).arrowEdges == Set(ModalEdge.allCases))
    #expect(PopoverStyle(arrowEdges: []).arrowEdges == Set(ModalEdge.allCases))
    #expect(PopoverStyle.popover.arrowEdges([.top]).arrowEdges == [.top])
  }

  @Test func theModifiersChangeOneSettingEach() {
    let popover = PopoverStyle.popover.adaptsToSheetInCompactWidth()
      .interactiveDismissDisabled()
    #expect(popover.adaptsToSheetInCompactWidth)
    #expect(popover.isInteractiveDismissDisabled)
    #expect(popover.arrowEdges == PopoverStyle.popover.arrowEdges)
    let id = ZoomSourceID("button", in: "test")
    #expect(popover.source(id).source == .id(id))
  }

  @Test func itsModalStyleCarriesItUndimmedAndDismissedByATapOutside() {
    let style = ModalStyle(popover: .popover)
    #expect(style.popoverStyle == .popover)
    #expect(style.sheetStyle == nil)
    #expect(style.backdrop.dim == nil && style.backdrop.blur == nil)
    #expect(style.backdropTapBehavior == .dismisses)
    #expect(!style.isInteractiveDismissDisabled)
    let locked = ModalStyle(popover: .popover.interactiveDismissDisabled())
    #expect(locked.isInteractiveDismissDisabled)
    #expect(locked.backdropTapBehavior == .blocks)
  }
}
