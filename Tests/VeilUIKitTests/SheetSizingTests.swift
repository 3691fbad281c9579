#if os(iOS)
  import SwiftUI
  import UIKit
  import Veil
  import XCTest

  /// B9: a sheet's sizing reaches UIKit, through the UIKit and the SwiftUI APIs: the
  /// presentation style, `UISheetPresentationController`'s sizing flags and the preferred
  /// content size; on an iPad, a form sheet's frame.
  @MainActor
  final class SheetSizingTests: XCTestCase {
    static let form = SheetStyle.sheet.sizing(.form).preferredContentSize(width: 500, height: 400)
      .edgeAttachedInCompactHeight(widthFollowsPreferredContentSize: true)

    /// A plain sheet is still UIKit's page sheet, with every sizing flag at UIKit's default. A
    /// failure means the default sheet changed kind or size on some device.
    func test_B9_aPlainSheetIsAPageSheetWithUIKitsDefaults() {
      let (fixture, presented) = presentWithUIKit(.sheet)
      defer { fixture.close() }
      guard let presented else { return }
      XCTAssertEqual(presented.modalPresentationStyle, .pageSheet)
      let sheet = presented.sheetPresentationController
      XCTAssertEqual(sheet?.prefersEdgeAttachedInCompactHeight, false)
      XCTAssertEqual(sheet?.widthFollowsPreferredContentSizeWhenEdgeAttached, false)
      if #available(iOS 17, *) { XCTAssertEqual(sheet?.prefersPageSizing, true) }
    }

    /// A form with a preferred size, edge-attached with its width following: the presented
    /// controller is a form sheet, the flags are set, and it carries the style's size over
    /// the app controller's own. A failure means an iPad shows a page sheet (or the wrong
    /// size), or a phone in landscape covers the screen.
    func test_B9_aFormSheetCarriesItsFlagsAndSizeThroughTheUIKitAPI() {
      let (fixture, presented) = presentWithUIKit(Self.form) {
        $0.preferredContentSize = CGSize(width: 100, height: 100)
      }
      defer { fixture.close() }
      guard let presented else { return }
      XCTAssertEqual(presented.modalPresentationStyle, .formSheet)
      let sheet = presented.sheetPresentationController
      XCTAssertEqual(sheet?.prefersEdgeAttachedInCompactHeight, true)
      XCTAssertEqual(sheet?.widthFollowsPreferredContentSizeWhenEdgeAttached, true)
      if #available(iOS 17, *) { XCTAssertEqual(sheet?.prefersPageSizing, false) }
      XCTAssertEqual(presented.preferredContentSize, CGSize(width: 500, height: 400))
    }

    /// Without a size of its own, a UIKit-API form sheet takes the app controller's preferred
    /// content size, as UIKit would. A failure means Veil's container hides the app's size.
    func test_B9_aFormSheetWithoutASizeTakesTheAppControllers() {
      let (fixture, presented) = presentWithUIKit(.sheet.sizing(.form)) {
        $0.preferredContentSize = CGSize(width: 320, height: 280)
      }
      defer { fixture.close() }
      guard let presented else { return }
      XCTAssertEqual(presented.preferredContentSize, CGSize(width: 320, height: 280))
    }

    /// The SwiftUI API: the hosting controller is a form sheet and keeps the style's size
    /// after its content has laid out (SwiftUI's host publishes its content's size on iOS 16
    /// unless told not to). A failure means the form sheet takes the content's ideal size.
    func test_B9_aSwiftUIFormSheetKeepsItsPreferredSizeAfterLayout() {
      let model = PresentationModel()
      let recorder = EventRecorder()
      let fixture = WindowFixture.install(
        hostingRoot(SheetSizingHarness(model: model, style: Self.form, recorder: recorder)),
        in: self)
      defer { fixture.close() }
      model.isPresented = true
      guard waitUntil("form sheet: didPresent", condition: { recorder.isPresentedNow }),
        let host = fixture.topPresented
      else { return }
      runLoop(for: 0.3)
      XCTAssertEqual(host.modalPresentationStyle, .formSheet)
      XCTAssertEqual(host.preferredContentSize, CGSize(width: 500, height: 400))
      XCTAssertEqual(host.sheetPresentationController?.prefersEdgeAttachedInCompactHeight, true)
    }

    /// A SwiftUI fitted sheet (iOS 16, skipped on iOS 15, which has no `sizingOptions`): a form
    /// sheet whose host publishes its content's ideal size, 320 × 200 within a point. A
    /// failure means a fitted sheet takes the form's size instead of its content's.
    func test_B9_aSwiftUIFittedSheetPublishesItsContentsSize() throws {
      guard #available(iOS 16, *) else {
        throw XCTSkip("iOS 15's hosting controller publishes no size of its own")
      }
      let model = PresentationModel()
      let recorder = EventRecorder()
      let fixture = WindowFixture.install(
        hostingRoot(
          SheetSizingHarness(
            model: model, style: .sheet.sizing(.fitted), recorder: recorder,
            contentSize: CGSize(width: 320, height: 200))),
        in: self)
      defer { fixture.close() }
      model.isPresented = true
      guard waitUntil("fitted sheet: didPresent", condition: { recorder.isPresentedNow }),
        let host = fixture.topPresented
      else { return }
      runLoop(for: 0.3)
      XCTAssertEqual(host.modalPresentationStyle, .formSheet)
      XCTAssertEqual(host.preferredContentSize.width, 320, accuracy: 1)
      XCTAssertEqual(host.preferredContentSize.height, 200, accuracy: 1)
    }

    /// On an iPad in a regular-width, regular-height window, a form sheet's frame is its
    /// preferred size (Apple, `UIModalPresentationStyle.formSheet`: "To provide a custom
    /// content size, use the modal view controller's preferredContentSize"), within a point.
    /// Skipped elsewhere: a phone shows the full-width sheet.
    func test_B9_onAnIPadAFormSheetsFrameIsItsPreferredSize() throws {
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      defer { fixture.close() }
      let traits = root.view.window?.traitCollection ?? root.traitCollection
      guard traits.userInterfaceIdiom == .pad, traits.horizontalSizeClass == .regular,
        traits.verticalSizeClass == .regular
      else {
        throw XCTSkip("a form sheet has its own size only on an iPad in regular size classes")
      }
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      root.present(controller, style: Self.form)
      guard waitUntil("form sheet: didPresent", condition: { recorder.isPresentedNow }),
        let presented = root.presentedViewController
      else { return }
      runLoop(for: 0.3)
      let size = presented.view.frame.size
      XCTAssertEqual(size.width, 500, accuracy: 1, "the form sheet's width")
      XCTAssertEqual(size.height, 400, accuracy: 1, "the form sheet's height")
    }

    /// Presents an `ObservingController`, changed by `prepare`, with the UIKit API and waits
    /// for `didPresent`; returns the controller UIKit presented (Veil's sheet container).
    private func presentWithUIKit(
      _ style: SheetStyle, prepare: (UIViewController) -> Void = { _ in }
    ) -> (WindowFixture, UIViewController?) {
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      prepare(controller)
      root.present(controller, style: style)
      guard waitUntil("sheet: didPresent", condition: { recorder.isPresentedNow }) else {
        return (fixture, nil)
      }
      return (fixture, root.presentedViewController)
    }
  }

  /// One `.modal(isPresented:)` with a ``SheetStyle`` over a white screen.
  private struct SheetSizingHarness: View {
    @ObservedObject var model: PresentationModel
    let style: SheetStyle
    let recorder: EventRecorder
    var contentSize: CGSize?

    var body: some View {
      Color.white
        .ignoresSafeArea()
        .modal(isPresented: $model.isPresented, style: style) {
          Text("Form")
            .frame(width: contentSize?.width, height: contentSize?.height)
        }
        .onModalEvent { recorder.record($0) }
    }
  }
#endif
