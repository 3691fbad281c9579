import Testing

@testable import VeilCore

@Suite struct ModalStyleGesturesTests {
  // MARK: Built-in styles

  @Test func lightboxDragsAsSeed001() throws {
    let style = ModalStyle.lightbox
    #expect(style.dragToDismiss == .lightbox)
    #expect(style.sheetConfiguration == nil)
    #expect(ModalStyle.lightbox(dimming: 0.8).dragToDismiss == .lightbox)

    // The release's reason drives the removal transition: a fast upward flick from 40 pt down
    // leaves through the top, as the seed's `.move(edge: .top)`.
    let drag = try #require(style.dragToDismiss)
    let release = drag.release(
      translation: Vector(x: 0, y: 40), velocity: Vector(x: 0, y: -1_500),
      in: Size(width: 390, height: 844))
    let reason = try #require(release.dismissReason)
    #expect(ModalTransition.Phase.dismissing(reason).dismissEdge == .top)
  }

  @Test func sheetIsSeed004sHalfSheet() throws {
    let style = ModalStyle.sheet
    #expect(style.sheetConfiguration == .halfSheet)
    #expect(style.showsGrabber)
    #expect(style.dragToDismiss == nil)

    // The medium detent and the placement agree: half of an 844 pt container is 422 pt, the
    // height the built-in style tests find for the sheet's resting frame.
    let configuration = try #require(style.sheetConfiguration)
    let drag = SheetDrag(configuration, context: SheetDetent.Context(maximumDetentValue: 844))
    #expect(drag.detents == [SheetDetent.Resolved(identifier: .medium, height: 422)])
    #expect(drag.startHeight == 422)
    // A drag below it dismisses; the reason is a drag towards the bottom edge.
    #expect(drag.release(translation: 300, velocity: 0).dismissReason == .drag(.bottom))
  }

  @Test func sheetFactoryKeepsDetentAndPlacementTogether() {
    #expect(ModalStyle.sheet(fraction: 0.3).sheetConfiguration?.detents == [.fraction(0.3)])
    #expect(ModalStyle.sheet(fraction: 0.5).sheetConfiguration?.detents == [.medium])
    // Clamped as the placement clamps it: NaN is one half, 2 is the whole height.
    #expect(ModalStyle.sheet(fraction: .nan).sheetConfiguration?.detents == [.medium])
    #expect(ModalStyle.sheet(fraction: 2).sheetConfiguration?.detents == [.fraction(1)])
    #expect(!ModalStyle.sheet(showsGrabber: false).showsGrabber)
  }

  @Test(arguments: ModalStyle.builtIns)
  func onlyTheLightboxDragsAndOnlyTheSheetIsASheet(_ entry: ModalStyle.BuiltIn) {
    #expect((entry.style.dragToDismiss != nil) == entry.name.hasPrefix("lightbox"))
    #expect((entry.style.sheetConfiguration != nil) == entry.name.hasPrefix("sheet"))
  }

  // MARK: Copy and modify

  @Test func dragToDismissModifiers() {
    let down = DragToDismiss(directions: .down)
    let style = ModalStyle.card.dragToDismiss(down)
    #expect(style.dragToDismiss == down)
    #expect(style.dragToDismiss(nil).dragToDismiss == nil)
    #expect(ModalStyle.card.dragToDismiss == nil)  // the original is untouched
    #expect(style != .card)
  }

  @Test func sheetModifiers() {
    let style = ModalStyle.sheet
      .detents([.medium, .large])
      .selectedDetent(.large)
      .largestUndimmedDetent(.medium)
      .scrollingExpandsWhenScrolledToEdge(false)
      .grabber(false)
    let expected = SheetConfiguration(
      detents: [.medium, .large], selectedDetentIdentifier: .large,
      largestUndimmedDetentIdentifier: .medium, prefersGrabberVisible: false,
      prefersScrollingExpandsWhenScrolledToEdge: false)
    #expect(style.sheetConfiguration == expected)
    #expect(!style.showsGrabber)
    #expect(style.sheetConfiguration(nil).sheetConfiguration == nil)
    #expect(ModalStyle.sheet.sheetConfiguration == .halfSheet)  // the original is untouched
  }

  @Test func sheetModifiersOnAStyleThatIsNotASheet() {
    // Each starts from UIKit's default configuration (the large detent)…
    #expect(
      ModalStyle.cover.detents([.medium]).sheetConfiguration
        == SheetConfiguration(detents: [.medium]))
    #expect(
      ModalStyle.cover.selectedDetent(.large).sheetConfiguration
        == SheetConfiguration(selectedDetentIdentifier: .large))
    #expect(
      ModalStyle.cover.largestUndimmedDetent(.large).sheetConfiguration
        == SheetConfiguration(largestUndimmedDetentIdentifier: .large))
    #expect(
      ModalStyle.cover.scrollingExpandsWhenScrolledToEdge(false).sheetConfiguration
        == SheetConfiguration(prefersScrollingExpandsWhenScrolledToEdge: false))
    #expect(
      ModalStyle.cover.grabber().sheetConfiguration
        == SheetConfiguration(prefersGrabberVisible: true))
    // …except hiding a grabber that is not there, which changes nothing.
    #expect(ModalStyle.cover.grabber(false) == .cover)
    #expect(!ModalStyle.cover.showsGrabber)
  }
}
