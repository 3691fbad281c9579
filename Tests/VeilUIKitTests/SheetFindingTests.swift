#if os(iOS)
  import SwiftUI
  import UIKit
  import Veil
  import XCTest

  /// The second review's sheet findings: UIKit's own sheet (`UISheetPresentationController`)
  /// presented through Veil's UIKit and SwiftUI APIs.
  @MainActor
  final class SheetFindingTests: XCTestCase {
    /// N4: `dismiss(animated:)` on a UIKit-API sheet is the app's own dismissal, reported as
    /// `willDismiss(.programmatic)` while the sheet is still on screen, not as
    /// `parentDismissed` after it has gone. UIKit tells the sheet delegate nothing of it.
    func test_N4_anAppsOwnSheetDismissalIsProgrammaticWhileTheSheetIsStillUp() {
      for entry in ModalStyle.builtIns where entry.style.sheetStyle != nil {
        let root = LightRootController()
        let fixture = WindowFixture.install(root, in: self)
        defer { fixture.close() }
        let recorder = EventRecorder()
        let controller = ObservingController(recorder: recorder)
        var inWindowAtWillDismiss: Bool?
        recorder.onEvent = { [weak controller] event in
          if case .willDismiss = event { inWindowAtWillDismiss = controller?.view.window != nil }
        }
        root.present(controller, style: entry.style)
        guard
          waitUntil("N4 \(entry.name): didPresent", condition: { recorder.isPresentedNow })
        else { continue }
        controller.dismiss(animated: true)
        guard
          waitUntil("N4 \(entry.name): didDismiss", condition: { recorder.hasDismissed })
        else { continue }
        assertEvents(recorder, EventRecorder.cycle(.programmatic), "N4 \(entry.name)")
        XCTAssertEqual(
          inWindowAtWillDismiss, true,
          "N4 \(entry.name): willDismiss arrives while the sheet is still in its window")
      }
    }

    /// The app's controller leaves Veil's sheet container by the time `didDismiss` reaches the
    /// app, so presenting it again from there with UIKit's own `present(_:animated:)` works. A
    /// failure (or UIKit's exception, "present modally a view controller … that has a parent")
    /// means the container still holds it.
    func test_N5_theAppsControllerHasNoParentAtDidDismiss() {
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      defer { fixture.close() }
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      var parentAtDidDismiss: UIViewController??
      recorder.onEvent = { [weak controller] event in
        if case .didDismiss = event { parentAtDidDismiss = .some(controller?.parent) }
      }
      root.present(controller, style: .sheet)
      guard waitUntil("sheet: didPresent", condition: { recorder.isPresentedNow }) else { return }
      XCTAssertNotNil(controller.parent, "the sheet shows the app's controller in a container")
      controller.dismiss(animated: true)
      guard waitUntil("sheet: didDismiss", condition: { recorder.hasDismissed }) else { return }
      XCTAssertEqual(
        parentAtDidDismiss.map { $0 == nil }, true,
        "the app's controller still has Veil's container as its parent at didDismiss")
    }

    /// Two `present(_:style:)` of one controller as a sheet in one turn: the second is refused
    /// (a debug build says so), and the first sheet keeps showing the controller. A failure
    /// means the second sheet took the controller out of the first, which then shows nothing.
    func test_N5_aControllerPresentedTwiceAsASheetStaysInTheFirst() {
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      defer { fixture.close() }
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      root.present(controller, style: .sheet)
      root.present(controller, style: .sheet)
      guard waitUntil("sheet: didPresent", condition: { recorder.isPresentedNow }) else { return }
      runLoop(for: 0.8)
      let container = controller.parent
      XCTAssertNotNil(container, "the sheet shows the app's controller")
      XCTAssertTrue(
        container?.presentingViewController === root && root.presentedViewController === container,
        "one sheet, presented from the root, holds the controller")
      XCTAssertNil(container?.presentedViewController, "no second sheet was presented over it")
      controller.dismiss(animated: true)
      waitUntil("sheet: didDismiss") { recorder.hasDismissed }
    }

    /// N4: a navigation controller presented as a sheet keeps its pages (the observer joins
    /// the page it shows, not the navigation controller), and its app-initiated dismissal is
    /// programmatic too.
    func test_N4_aNavigationSheetKeepsItsPagesAndItsDismissalIsProgrammatic() {
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      defer { fixture.close() }
      let recorder = EventRecorder()
      let navigation = UINavigationController(rootViewController: UIViewController())
      root.present(navigation, style: SheetStyle(), onEvent: { recorder.record($0) })
      guard waitUntil("N4 navigation: didPresent", condition: { recorder.isPresentedNow }) else {
        return
      }
      XCTAssertEqual(
        navigation.viewControllers.count, 1, "N4: the navigation controller's pages are its own")
      navigation.dismiss(animated: true)
      guard waitUntil("N4 navigation: didDismiss", condition: { recorder.hasDismissed }) else {
        return
      }
      assertEvents(recorder, EventRecorder.cycle(.programmatic), "N4 navigation")
    }

    /// N5: VoiceOver's escape gesture, offered from the app's content up, reaches Veil in a
    /// UIKit-API sheet and dismisses it with reason `escapeGesture`; the app's controller is
    /// then free to be presented again.
    func test_N5_escapeGestureFromTheContentDismissesAUIKitAPISheet() {
      for entry in ModalStyle.builtIns where entry.style.sheetStyle != nil {
        let root = LightRootController()
        let fixture = WindowFixture.install(root, in: self)
        defer { fixture.close() }
        let recorder = EventRecorder()
        let controller = ObservingController(recorder: recorder)
        root.present(controller, style: entry.style)
        guard
          waitUntil("N5 \(entry.name): didPresent", condition: { recorder.isPresentedNow }),
          let label = controller.view.subviews.first(where: { $0 is UILabel })
        else { continue }
        XCTAssertTrue(
          Inspection.performEscape(from: label),
          "N5 \(entry.name): the escape gesture from the content is handled")
        guard
          waitUntil("N5 \(entry.name): didDismiss", condition: { recorder.hasDismissed })
        else { continue }
        assertEvents(recorder, EventRecorder.cycle(.escapeGesture), "N5 \(entry.name)")
        waitUntil("N5 \(entry.name): the app's controller leaves Veil's container") {
          controller.parent == nil
        }
        root.present(controller, style: entry.style)
        waitUntil("N5 \(entry.name): the same controller presents again") {
          recorder.count(of: .didPresent) == 2
        }
      }
    }

    /// The escape gesture on a UIKit-API sheet whose controller the app made
    /// `isModalInPresentation` is refused, as UIKit's sheet refuses its drag; once the app
    /// lifts it, the escape dismisses. A failure means the VoiceOver gesture bypasses the app's
    /// lock (a form with unsaved changes is thrown away).
    func test_N5_theEscapeGestureHonoursTheAppsOwnLock() {
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      defer { fixture.close() }
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      controller.isModalInPresentation = true
      root.present(controller, style: .sheet)
      guard
        waitUntil("locked sheet: didPresent", condition: { recorder.isPresentedNow }),
        let label = controller.view.subviews.first(where: { $0 is UILabel })
      else { return }
      XCTAssertFalse(
        Inspection.performEscape(from: label), "the escape is refused under the app's lock")
      runLoop(for: 0.5)
      XCTAssertTrue(recorder.isPresentedNow, "the locked sheet stays")
      controller.isModalInPresentation = false
      XCTAssertTrue(Inspection.performEscape(from: label), "unlocked, the escape dismisses")
      waitUntil("unlocked sheet: didDismiss", condition: { recorder.hasDismissed })
    }

    /// N13: Veil's SwiftUI host in a sheet is not `accessibilityViewIsModal`: UIKit manages a
    /// sheet's accessibility, and the flag would hide UIKit's grabber beside the content from
    /// VoiceOver.
    func test_N13_aSheetsHostIsNotMarkedAccessibilityModal() {
      for entry in ModalStyle.builtIns where entry.style.sheetStyle != nil {
        let model = PresentationModel()
        let recorder = EventRecorder()
        let probe = ContentProbe()
        let fixture = WindowFixture.install(
          hostingRoot(
            FlagHarness(model: model, style: entry.style, recorder: recorder, probe: probe)),
          in: self)
        defer { fixture.close() }
        model.isPresented = true
        guard
          waitUntil("N13 \(entry.name): didPresent", condition: { recorder.isPresentedNow }),
          let host = fixture.topPresented?.view
        else { continue }
        XCTAssertFalse(
          host.accessibilityViewIsModal,
          "N13 \(entry.name): the sheet's host is not marked accessibilityViewIsModal")
      }
    }

    /// N13: on a custom route, the app's own controller keeps the `accessibilityViewIsModal`
    /// it set on its view; Veil marks the presentation's container.
    func test_N13_theAppsOwnAccessibilityModalFlagIsKept() {
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      defer { fixture.close() }
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      controller.view.accessibilityViewIsModal = true
      root.present(controller, style: .card)
      guard waitUntil("N13 card: didPresent", condition: { recorder.isPresentedNow }) else {
        return
      }
      XCTAssertTrue(
        controller.view.accessibilityViewIsModal,
        "N13: the flag the app set on its own controller's view is kept")
    }

    /// N18: UIKit requires a sheet's detents in ascending order at all times. A half and
    /// 300 points, ordered in a tall window, would change places in a container of 500
    /// points; each detent UIKit holds is resolved here in such a context, as UIKit resolves it
    /// after a rotation.
    func test_N18_detentsStayAscendingInAShorterContainer() throws {
      guard #available(iOS 16, *) else { throw XCTSkip("custom detents need iOS 16") }
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      defer { fixture.close() }
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      root.present(controller, style: SheetStyle().detents([.fraction(0.5), .height(300), .large]))
      guard waitUntil("N18: didPresent", condition: { recorder.isPresentedNow }),
        let sheet = controller.sheetPresentationController
      else { return }
      for maximum in [400.0, 500, 700, 900] {
        let context = DetentContext(maximumDetentValue: CGFloat(maximum))
        let heights = sheet.detents.compactMap { $0.resolvedValue(in: context) }
        XCTAssertEqual(
          heights, heights.sorted(),
          "N18: the detents UIKit holds resolve in ascending order at \(maximum) points")
      }
    }
  }

  /// A detent resolution context of a given size, as UIKit hands a custom detent's resolver.
  @available(iOS 16, *)
  @MainActor
  private final class DetentContext: NSObject, UISheetPresentationControllerDetentResolutionContext
  {
    let maximumDetentValue: CGFloat
    let containerTraitCollection = UITraitCollection(verticalSizeClass: .compact)

    init(maximumDetentValue: CGFloat) {
      self.maximumDetentValue = maximumDetentValue
    }
  }
#endif
