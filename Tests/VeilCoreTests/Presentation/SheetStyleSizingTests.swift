import Testing

@testable import VeilCore

/// What a sheet's sizing settings become on an iPad, on an iPhone in portrait and in landscape
/// (Apple's `UIModalPresentationStyle.pageSheet` and `.formSheet`, and
/// `UISheetPresentationController.prefersEdgeAttachedInCompactHeight` and
/// `widthFollowsPreferredContentSizeWhenEdgeAttached`).
@Suite struct SheetStyleSizingTests {
  static let iPad = SheetSizeClasses(isCompactWidth: false, isCompactHeight: false)
  static let portraitPhone = SheetSizeClasses(isCompactWidth: true, isCompactHeight: false)
  static let landscapePhone = SheetSizeClasses(isCompactWidth: false, isCompactHeight: true)

  /// An 11-inch iPad in portrait, its safe area 24 at the top and 20 at the bottom.
  static let iPadContainer = ModalContainer(
    size: Size(width: 834, height: 1194), safeArea: Insets(top: 24, bottom: 20))
  /// An iPhone 15 in landscape: 47 points of notch on the leading side, 21 below.
  static let landscapeContainer = ModalContainer(
    size: Size(width: 844, height: 390), safeArea: Insets(leading: 47, bottom: 21, trailing: 47))

  @Test func defaultsAreUIKits() {
    let sheet = SheetStyle.sheet
    #expect(sheet.sizing == .page)
    #expect(sheet.preferredContentSize == nil)
    #expect(!sheet.prefersEdgeAttachedInCompactHeight)
    #expect(!sheet.widthFollowsPreferredContentSizeWhenEdgeAttached)
  }

  @Test func modifiersSetEachSettingAndKeepTheOthers() {
    let sheet = SheetStyle.halfSheet.sizing(.form).preferredContentSize(width: 500, height: 400)
      .edgeAttachedInCompactHeight(widthFollowsPreferredContentSize: true)
    #expect(sheet.sizing.isForm)
    #expect(sheet.preferredContentSize == Size(width: 500, height: 400))
    #expect(sheet.prefersEdgeAttachedInCompactHeight)
    #expect(sheet.widthFollowsPreferredContentSizeWhenEdgeAttached)
    #expect(sheet.detents == [.medium])
    #expect(sheet.showsGrabber)
    #expect(sheet.sizing(.page).preferredContentSize == Size(width: 500, height: 400))
    #expect(!sheet.edgeAttachedInCompactHeight(false).prefersEdgeAttachedInCompactHeight)
    #expect(sheet.preferredContentSize(nil).preferredContentSize == nil)
    #expect(sheet != sheet.sizing(.page))
  }

  @Test(
    arguments: [
      (Double.nan, Double.nan, nil),
      (-10, .infinity, nil),
      (0, 0, nil),
      (.nan, 300, Size(width: 540, height: 300)),
      (420, -1, Size(width: 420, height: 620)),
      (-.infinity, .greatestFiniteMagnitude, Size(width: 540, height: .greatestFiniteMagnitude)),
    ] as [(Double, Double, Size?)])
  func badDimensionsMeanNoPreference(width: Double, height: Double, expected: Size?) {
    let sheet = SheetStyle.sheet.preferredContentSize(width: width, height: height)
    #expect(sheet.preferredContentSize == expected)
  }

  @Test func pageAndFormAreTheSameFullWidthSheetOnAPortraitPhone() {
    // Apple: in compact width, regular height, both "display the view controller as a sheet
    // with part of the background content visible near the top of the screen".
    for sheet in [
      SheetStyle.sheet, .sheet.sizing(.form).preferredContentSize(width: 300, height: 300),
    ] {
      #expect(sheet.layout(in: Self.portraitPhone) == .bottom(width: nil))
    }
  }

  @Test func aSheetCoversTheScreenInCompactHeightUnlessEdgeAttached() {
    // Apple, prefersEdgeAttachedInCompactHeight: `false` "means the sheet defaults to a full
    // screen appearance at compact height".
    #expect(SheetStyle.sheet.layout(in: Self.landscapePhone) == .fullScreen)
    #expect(SheetStyle.sheet.sizing(.form).layout(in: Self.landscapePhone) == .fullScreen)
    let attached = SheetStyle.sheet.edgeAttachedInCompactHeight()
    #expect(attached.layout(in: Self.landscapePhone) == .bottom(width: nil))
    // In portrait the flag changes nothing.
    #expect(attached.layout(in: Self.portraitPhone) == .bottom(width: nil))
  }

  @Test func edgeAttachedWidthFollowsThePreferredSizeOnlyWhenAsked() {
    let sized = SheetStyle.sheet.preferredContentSize(width: 420, height: 0)
    #expect(
      sized.edgeAttachedInCompactHeight().layout(in: Self.landscapePhone) == .bottom(width: nil))
    let following = sized.edgeAttachedInCompactHeight(widthFollowsPreferredContentSize: true)
    #expect(following.layout(in: Self.landscapePhone) == .bottom(width: 420))
    // Apple: "doesn't have an effect when the sheet is in a compact-width and regular-height
    // size class".
    #expect(following.layout(in: Self.portraitPhone) == .bottom(width: nil))
    // Nor without the edge attachment.
    let notAttached = sized.edgeAttachedInCompactHeight(
      false, widthFollowsPreferredContentSize: true)
    #expect(notAttached.layout(in: Self.landscapePhone) == .fullScreen)
  }

  @Test func aFormOnAnIPadIsCentredAtItsPreferredSizeOrUIKitsDefault() {
    let form = SheetStyle.sheet.sizing(.form)
    #expect(form.layout(in: Self.iPad) == .centered(SheetStyle.defaultFormSheetSize))
    let sized = form.preferredContentSize(width: 500, height: 400)
    #expect(sized.layout(in: Self.iPad) == .centered(Size(width: 500, height: 400)))
    let rect = sized.restingRect(in: Self.iPadContainer, sizeClasses: Self.iPad, detentHeight: 1170)
    #expect(rect == Rect(x: 167, y: 24 + (1150 - 400) / 2, width: 500, height: 400))
  }

  @Test func aFittedSheetIsCentredAtItsContentsSizeUnlessItAsksForOne() {
    let fitted = SheetStyle.sheet.sizing(.fitted)
    #expect(!fitted.sizing.isForm)
    let content = Size(width: 320, height: 200)
    #expect(fitted.layout(in: Self.iPad, fittingSize: content) == .centered(content))
    #expect(fitted.layout(in: Self.iPad) == .centered(SheetStyle.defaultFormSheetSize))
    let sized = fitted.preferredContentSize(width: 400, height: 300)
    #expect(
      sized.layout(in: Self.iPad, fittingSize: content) == .centered(Size(width: 400, height: 300)))
    #expect(fitted.layout(in: Self.portraitPhone, fittingSize: content) == .bottom(width: nil))
    #expect(fitted.layout(in: Self.landscapePhone, fittingSize: content) == .fullScreen)
    var container = Self.iPadContainer
    container.fittingSize = content
    let rect = fitted.restingRect(in: container, sizeClasses: Self.iPad, detentHeight: 0)
    #expect(rect.size == content)
  }

  @Test func aCentredSheetStaysInsideTheSafeAreaWithItsMargins() {
    let huge = SheetStyle.sheet.sizing(.form).preferredContentSize(width: 5000, height: 5000)
    let rect = huge.restingRect(in: Self.iPadContainer, sizeClasses: Self.iPad, detentHeight: 0)
    #expect(rect == Rect(x: 0, y: 24 + 40, width: 834, height: 1194 - 24 - 20 - 80))
    let page = SheetStyle.sheet.restingRect(
      in: Self.iPadContainer, sizeClasses: Self.iPad, detentHeight: 0)
    #expect(page.width == SheetStyle.previewPageSheetWidth)
    #expect(page.midX == 417)
    #expect(page.height == 1194 - 24 - 20 - 80)
  }

  @Test func anEdgeAttachedSheetIsCentredInTheSafeAreaAtItsWidth() {
    let attached = SheetStyle.sheet.edgeAttachedInCompactHeight()
    let full = attached.restingRect(
      in: Self.landscapeContainer, sizeClasses: Self.landscapePhone, detentHeight: 300)
    #expect(full == Rect(x: 47, y: 90, width: 750, height: 300))
    let narrow = attached.preferredContentSize(width: 420, height: 0)
      .edgeAttachedInCompactHeight(widthFollowsPreferredContentSize: true)
      .restingRect(in: Self.landscapeContainer, sizeClasses: Self.landscapePhone, detentHeight: 300)
    #expect(narrow == Rect(x: 212, y: 90, width: 420, height: 300))
    let wide = attached.preferredContentSize(width: 2000, height: 0)
      .edgeAttachedInCompactHeight(widthFollowsPreferredContentSize: true)
      .restingRect(in: Self.landscapeContainer, sizeClasses: Self.landscapePhone, detentHeight: 300)
    #expect(wide.width == 750)
    let covering = SheetStyle.sheet.restingRect(
      in: Self.landscapeContainer, sizeClasses: Self.landscapePhone, detentHeight: 300)
    #expect(covering == Rect(x: 0, y: 0, width: 844, height: 390))
  }

  @Test func thePreviewEstimatesSizeClassesFromTheContainer() {
    let phone = SheetSizeClasses(
      estimatingFrom: ModalContainer(size: Size(width: 390, height: 844)))
    #expect(phone == Self.portraitPhone)
    #expect(SheetSizeClasses(estimatingFrom: Self.landscapeContainer) == Self.landscapePhone)
    #expect(SheetSizeClasses(estimatingFrom: Self.iPadContainer) == Self.iPad)
    // An 11-inch iPad's half split is compact in width.
    let split = SheetSizeClasses(
      estimatingFrom: ModalContainer(size: Size(width: 590, height: 834)))
    #expect(split == Self.portraitPhone)
  }

  @Test func roundedCornersFollowTheLayout() {
    #expect(SheetLayout.bottom(width: nil).roundedCorners == .top)
    #expect(SheetLayout.centered(.zero).roundedCorners == .all)
    #expect(SheetLayout.fullScreen.roundedCorners == [])
  }

  @Test func theSamplerDrawsAFormCentredOnAnIPad() {
    let form = SheetStyle.sheet.sizing(.form).preferredContentSize(width: 500, height: 400)
    let sampler = FrameSampler(style: form, container: Self.iPadContainer)
    #expect(sampler.restingFrame.contentRect.size == Size(width: 500, height: 400))
    #expect(sampler.restingFrame.contentRect.midX == 417)
    #expect(sampler.restingFrame.roundedCorners == .all)
    let phone = FrameSampler(
      style: form, container: ModalContainer(size: Size(width: 390, height: 844)))
    #expect(phone.restingFrame.contentRect.width == 390)
    #expect(phone.restingFrame.roundedCorners == .top)
  }
}
