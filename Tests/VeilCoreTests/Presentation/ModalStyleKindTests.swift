import Testing
import VeilTestSupport

@testable import VeilCore

@Suite struct ModalStyleKindTests {
  // MARK: Built-in styles

  @Test func lightboxDragsAsSeed001() throws {
    let style = ModalStyle.lightbox
    #expect(style.dragToDismiss == .lightbox)
    #expect(style.sheetStyle == nil)
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

  /// Point 1 of the API issue: a SwiftUI-named style has SwiftUI's default. `.sheet` was the
  /// half sheet (medium, with a grabber); SwiftUI's sheet is large and shows no grabber.
  @Test func sheetIsSwiftUIsLargeSheetAndHalfSheetIsTheArticles() throws {
    #expect(SheetStyle.sheet.detents == [.large])
    #expect(!SheetStyle.sheet.showsGrabber)
    #expect(!SheetStyle.sheet.isInteractiveDismissDisabled)
    let large = FrameSampler(
      style: SheetStyle.sheet,
      container: ModalContainer(size: Self.phone, safeArea: Insets(top: 47)))
    #expect(large.restingFrame.contentRect.height == 844 - 47)

    let style = ModalStyle(sheet: .halfSheet)
    #expect(style.sheetStyle == .halfSheet)
    #expect(style.showsGrabber)
    #expect(style.dragToDismiss == nil)
    // The medium detent and the placement agree: half of an 844 pt container is 422 pt.
    let drag = SheetDrag(.halfSheet, context: SheetDetent.Context(maximumDetentValue: 844))
    #expect(drag.detents == [SheetDetent.Resolved(identifier: .medium, height: 422)])
    #expect(drag.startHeight == 422)
    // A drag below it dismisses; the reason is a drag towards the bottom edge.
    #expect(drag.release(translation: 300, velocity: 0).dismissReason == .drag(.bottom))
  }

  /// A sheet's corner radius is the one setting the preview draws and UIKit is asked for alike;
  /// without one, the preview draws its 10-point estimate and UIKit keeps its own.
  @Test func previewAndDeviceReadTheSameCornerRadius() {
    let rounded = ModalStyle(sheet: SheetStyle.sheet.cornerRadius(24))
    #expect(rounded.cornerRadius == 24)
    #expect(rounded.sheetStyle?.uiKitPlan(in: Self.context).preferredCornerRadius == 24)
    let system = ModalStyle(sheet: .sheet)
    #expect(system.cornerRadius == 10)
    #expect(system.sheetStyle?.uiKitPlan(in: Self.context).preferredCornerRadius == nil)
  }

  @Test(arguments: ModalStyle.builtIns)
  func onlyTheLightboxDrawersAndToastsDragAndOnlySheetsAreSheets(_ entry: ModalStyle.BuiltIn) {
    let drags = ["lightbox", "drawer", "toast"].contains { entry.name.hasPrefix($0) }
    #expect((entry.style.dragToDismiss != nil) == drags)
    let isSheet = entry.name == "sheet" || entry.name == "halfSheet"
    #expect((entry.style.sheetStyle != nil) == isSheet)
    switch entry.kind {
    case .modal(let style): #expect(!isSheet && style == entry.style)
    case .sheet(let sheet): #expect(isSheet && ModalStyle(sheet: sheet) == entry.style)
    }
  }

  private static let phone = Size(width: 390, height: 844)
  private static let context = SheetDetent.Context(maximumDetentValue: 797)

  // MARK: Copy and modify

  @Test func dragToDismissModifiers() {
    let down = DragToDismiss(directions: .down)
    let style = ModalStyle.card.dragToDismiss(down)
    #expect(style.dragToDismiss == down)
    #expect(style.dragToDismiss(nil).dragToDismiss == nil)
    #expect(ModalStyle.card.dragToDismiss == nil)  // the original is untouched
    #expect(style != .card)
  }

  @Test func sheetModifiersKeepEveryOtherSetting() {
    let sheet = SheetStyle.sheet
      .detents([.medium, .large])
      .selectedDetent(.large)
      .largestUndimmedDetent(.medium)
      .scrollingExpandsWhenScrolledToEdge(false)
      .showsGrabber()
      .interactiveDismissDisabled()
      .cornerRadius(12)
    let expected = SheetStyle(
      detents: [.medium, .large], selectedDetentIdentifier: .large,
      largestUndimmedDetentIdentifier: .medium, showsGrabber: true,
      prefersScrollingExpandsWhenScrolledToEdge: false, isInteractiveDismissDisabled: true,
      preferredCornerRadius: 12)
    #expect(sheet == expected)
    // Later wins, setting by setting: new detents keep the lock, a new lock keeps the detents.
    #expect(sheet.detents([.large]).isInteractiveDismissDisabled)
    #expect(sheet.interactiveDismissDisabled(false).detents == [.medium, .large])
    #expect(SheetStyle.sheet == SheetStyle())  // the original is untouched
  }

  /// The custom styles never become sheets: no `ModalStyle` modifier makes a `sheetStyle`,
  /// which before `.cover.detents(…)` and `.card.grabber()` did.
  @Test func noModifierTurnsAStyleIntoASheet() {
    #expect(ModalStyle.cardThroughEveryModifier.sheetStyle == nil)
  }
}
