import Testing

@testable import VeilCore

/// SheetSizingAndSurfaces.md: its examples and its table.
@Suite struct SheetSizingArticleTests {
  static let iPad = SheetSizeClasses(isCompactWidth: false, isCompactHeight: false)
  static let portrait = SheetSizeClasses(isCompactWidth: true, isCompactHeight: false)
  static let landscape = SheetSizeClasses(isCompactWidth: false, isCompactHeight: true)

  /// "Present a form sheet on an iPad": centred at 540 × 480 on an iPad, the bottom sheet on a
  /// phone, full screen in landscape.
  @Test func theFormExampleFollowsTheTable() {
    let form = SheetStyle.sheet.sizing(.form).preferredContentSize(width: 540, height: 480)
    #expect(form.layout(in: Self.iPad) == .centered(Size(width: 540, height: 480)))
    #expect(form.layout(in: Self.portrait) == .bottom(width: nil))
    #expect(form.layout(in: Self.landscape) == .fullScreen)
    let plain = SheetStyle.sheet.sizing(.form)
    #expect(plain.layout(in: Self.iPad) == .centered(SheetStyle.defaultFormSheetSize))
  }

  /// The table's edge-attached rows, and "no change" on an iPad and in portrait.
  @Test func theEdgeAttachedRowsFollowTheTable() {
    let attached = SheetStyle.sheet.edgeAttachedInCompactHeight()
    let following = SheetStyle.sheet.preferredContentSize(width: 420, height: 0)
      .edgeAttachedInCompactHeight(widthFollowsPreferredContentSize: true)
    for sheet in [attached, following] {
      #expect(sheet.layout(in: Self.iPad) == SheetStyle.sheet.layout(in: Self.iPad))
      #expect(sheet.layout(in: Self.portrait) == .bottom(width: nil))
    }
    #expect(attached.layout(in: Self.landscape) == .bottom(width: nil))
    #expect(following.layout(in: Self.landscape) == .bottom(width: 420))
  }
}
