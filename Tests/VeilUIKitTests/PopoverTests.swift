#if os(iOS)
  import SwiftUI
  import UIKit
  import Veil
  import XCTest

  /// A5: UIKit's popover as a Veil style, through the UIKit and the SwiftUI APIs. Every check
  /// reads UIKit's own objects through public API after presenting: the presentation style,
  /// the popover's source and arrow, and the frame UIKit gave it.
  @MainActor
  final class PopoverTests: XCTestCase {
    /// A root with a button-sized view near its top leading corner, the popover's source.
    private final class SourceRootController: UIViewController {
      let button = UIView(frame: CGRect(x: 20, y: 120, width: 80, height: 44))

      override func loadView() {
        view = UIView()
        view.backgroundColor = .white
        button.backgroundColor = .systemBlue
        view.addSubview(button)
      }
    }

    /// Presents an ``ObservingController`` (240 × 160) in `style` from a fresh root and
    /// waits for `didPresent`; `nil` when it did not arrive (the failure is recorded).
    private func presentPopover(
      _ style: (SourceRootController) -> PopoverStyle, _ context: String
    ) -> (root: SourceRootController, controller: ObservingController, fixture: WindowFixture)? {
      let root = SourceRootController()
      let fixture = WindowFixture.install(root, in: self)
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      root.present(controller, style: style(root))
      guard waitUntil("\(context): didPresent", condition: { recorder.isPresentedNow }) else {
        fixture.close()
        return nil
      }
      return (root, controller, fixture)
    }

    /// The popover stays a popover on iPhone: after presenting in a compact width, UIKit shows
    /// it as a popover (its arrow has a direction) pointing at its source, narrower than the
    /// window. A failure means the popover became a sheet or a full-screen cover on iPhone,
    /// which is what apps ask Veil not to do. Skipped in a regular width (iPad), where UIKit
    /// keeps a popover anyway.
    func test_A5_aPopoverStaysAPopoverOnIPhone() throws {
      guard let (root, controller, fixture) = presentPopover({ .popover.source($0.button) }, "A5")
      else { return }
      defer { fixture.close() }
      try XCTSkipUnless(
        fixture.window.traitCollection.horizontalSizeClass == .compact,
        "A5: a compact width (iPhone) is what UIKit adapts a popover in")
      guard let presented = root.presentedViewController,
        let popover = presented.popoverPresentationController
      else { return XCTFail("A5: the presented controller has no popover presentation") }
      XCTAssertEqual(presented.modalPresentationStyle, .popover)
      XCTAssertTrue(popover.sourceView === root.button, "A5: the popover points at the button")
      XCTAssertNotEqual(
        popover.arrowDirection, .unknown, "A5: shown as a popover, with an arrow; a sheet has none")
      let frame = presented.view.convert(presented.view.bounds, to: nil)
      XCTAssertLessThan(
        frame.width, fixture.window.bounds.width - 1,
        "A5: a popover is narrower than the window; a sheet is as wide")
      controller.dismiss(animated: true)
      waitUntil("A5: didDismiss") { controller.recorder.hasDismissed }
      assertEvents(controller.recorder, EventRecorder.cycle(.programmatic), "A5")
    }

    /// The arrow may point only the way the style permits: `.top` is UIKit's `.up`, and with
    /// room below the button the arrow UIKit chose points up at it. A failure means the
    /// style's edges reach UIKit mirrored or not at all.
    func test_A5_theArrowSitsOnAPermittedEdge() {
      guard
        let (root, _, fixture) = presentPopover(
          { .popover.source($0.button).arrowEdges([.top]) }, "A5 arrow")
      else { return }
      defer { fixture.close() }
      let popover = root.presentedViewController?.popoverPresentationController
      XCTAssertEqual(popover?.permittedArrowDirections, .up)
      XCTAssertEqual(popover?.arrowDirection, .up, "A5: the arrow points up at the button")
    }

    /// The app's controller asks for 240 × 160 points (`preferredContentSize`) and the popover
    /// shows it at that size, within a point: the safe area, since UIKit adds the arrow's area
    /// to a popover's view as safe-area insets (iOS 13 and later). A failure means Veil's
    /// container lost the app's size, and UIKit's default (320 points wide and more) shows
    /// instead.
    func test_A5_theAppsControllerKeepsItsPreferredSize() {
      guard let (_, controller, fixture) = presentPopover({ .popover.source($0.button) }, "A5")
      else { return }
      defer { fixture.close() }
      let shown = controller.view.safeAreaLayoutGuide.layoutFrame.size
      XCTAssertEqual(shown.width, 240, accuracy: 1)
      XCTAssertEqual(shown.height, 160, accuracy: 1)
    }

    /// The app's controller later asks for more than the screen (5000 × 5000 points): the
    /// popover asks UIKit for no more than the window's size. A failure means Veil's container
    /// passed the app's raw size on, past the clamp it applied when presenting.
    func test_A5_aLaterPreferredSizeIsClampedToTheScreen() {
      guard let (root, controller, fixture) = presentPopover({ .popover.source($0.button) }, "A5")
      else { return }
      defer { fixture.close() }
      controller.preferredContentSize = CGSize(width: 5000, height: 5000)
      let window = fixture.window.bounds.size
      guard
        waitUntil(
          "A5: the container hears the new size",
          condition: {
            (root.presentedViewController?.preferredContentSize.width ?? 0) > 240
          })
      else { return }
      let asked = root.presentedViewController?.preferredContentSize ?? .zero
      XCTAssertLessThanOrEqual(asked.width, window.width, "A5: clamped to the window's width")
      XCTAssertLessThanOrEqual(asked.height, window.height, "A5: clamped to the window's height")
    }

    /// A source that is not in a window: the popover points at a 1 × 1 point at the centre of
    /// the presenting controller's view, with no arrow, and still presents over that centre. A
    /// failure means UIKit threw for a popover without a source, it pointed at a view off
    /// screen, or it pointed at the whole full-screen view with a meaningless arrow.
    func test_A5_aSourceOffScreenFallsBackToThePresentersCentre() {
      let detached = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      guard let (root, _, fixture) = presentPopover({ _ in .popover.source(detached) }, "A5")
      else { return }
      defer { fixture.close() }
      guard let presented = root.presentedViewController,
        let popover = presented.popoverPresentationController
      else { return XCTFail("A5: the presented controller has no popover presentation") }
      XCTAssertTrue(popover.sourceView === root.view)
      let centre = CGPoint(x: root.view.bounds.midX, y: root.view.bounds.midY)
      XCTAssertEqual(popover.sourceRect.width, 1, accuracy: 0.01)
      XCTAssertEqual(popover.sourceRect.height, 1, accuracy: 0.01)
      XCTAssertEqual(popover.sourceRect.midX, centre.x, accuracy: 0.01)
      XCTAssertEqual(popover.sourceRect.midY, centre.y, accuracy: 0.01)
      XCTAssertEqual(popover.permittedArrowDirections, [], "A5: no arrow")
      let frame = presented.view.convert(presented.view.bounds, to: nil)
      XCTAssertTrue(
        frame.contains(root.view.convert(centre, to: nil)),
        "A5: the popover covers the point it was given")
    }

    /// A popover that asks to adapt is shown as a sheet in a compact width (iPhone): the
    /// presented view spans the window's width and has no arrow; in a regular width (iPad) it
    /// is still shown as a popover, with an arrow and narrower than the window. A failure
    /// means `adaptsToSheetInCompactWidth()` does not reach UIKit.
    func test_A5_aPopoverThatAdaptsBecomesASheetInACompactWidth() {
      guard
        let (root, controller, fixture) = presentPopover(
          { .popover.source($0.button).adaptsToSheetInCompactWidth() }, "A5 adapts")
      else { return }
      defer { fixture.close() }
      guard let presented = root.presentedViewController else {
        return XCTFail("A5 adapts: nothing is presented")
      }
      let frame = presented.view.convert(presented.view.bounds, to: nil)
      let window = fixture.window.bounds
      let arrow = presented.popoverPresentationController?.arrowDirection ?? .unknown
      if fixture.window.traitCollection.horizontalSizeClass == .compact {
        XCTAssertEqual(frame.width, window.width, accuracy: 1, "A5 adapts: a sheet spans the width")
        XCTAssertEqual(arrow, .unknown, "A5 adapts: a sheet has no arrow")
      } else {
        XCTAssertLessThan(frame.width, window.width - 1, "A5 adapts: a popover in a regular width")
        XCTAssertNotEqual(arrow, .unknown, "A5 adapts: a popover has an arrow")
      }
      controller.dismiss(animated: true)
      waitUntil("A5 adapts: didDismiss") { controller.recorder.hasDismissed }
      assertEvents(controller.recorder, EventRecorder.cycle(.programmatic), "A5 adapts")
    }

    /// A locked popover's presented controller is `isModalInPresentation`, which UIKit reads
    /// to ignore a tap outside. A failure means the style's lock does not reach UIKit. The tap
    /// itself cannot be made with public API: it is a manual check.
    func test_A5_aLockedPopoverSetsIsModalInPresentation() {
      guard
        let (root, _, fixture) = presentPopover(
          { .popover.source($0.button).interactiveDismissDisabled() }, "A5 locked")
      else { return }
      defer { fixture.close() }
      XCTAssertEqual(root.presentedViewController?.isModalInPresentation, true)
    }

    /// SwiftUI: `.modal(isPresented:style: .popover)` points at the view it stands on, fits a
    /// 240 × 160 content within a point, and `@Environment(\.modal).dismiss()` closes it and
    /// writes the flag back. A failure means the SwiftUI popover lost its anchor, its size or
    /// its environment.
    func test_A5_swiftUIPopoverFitsItsContentAndDismissesFromTheEnvironment() {
      let model = PresentationModel()
      let recorder = EventRecorder()
      let probe = ContentProbe()
      let fixture = WindowFixture.install(
        hostingRoot(PopoverHarness(model: model, recorder: recorder, probe: probe)), in: self)
      defer { fixture.close() }
      model.isPresented = true
      guard waitUntil("A5 SwiftUI: didPresent", condition: { recorder.isPresentedNow }) else {
        return
      }
      let presented = fixture.window.rootViewController?.presentedViewController
      XCTAssertEqual(presented?.modalPresentationStyle, .popover)
      let source = presented?.popoverPresentationController?.sourceView
      XCTAssertEqual(source?.bounds.width ?? 0, 80, accuracy: 1, "A5: the anchor is the button")
      XCTAssertEqual(source?.bounds.height ?? 0, 44, accuracy: 1)
      if let probeView = probe.view, let presentedView = presented?.view {
        // The arrow's area is in the popover's view, as safe-area insets (iOS 13 and later).
        let shown = presentedView.safeAreaLayoutGuide.layoutFrame.size
        XCTAssertEqual(shown.width, 240, accuracy: 1)
        XCTAssertEqual(shown.height, 160, accuracy: 1)
        XCTAssertTrue(probeView.isDescendant(of: presentedView))
      } else {
        XCTFail("A5 SwiftUI: the content is not on screen")
      }
      probe.dismiss?()
      guard waitUntil("A5 SwiftUI: didDismiss", condition: { recorder.hasDismissed }) else {
        return
      }
      assertEvents(recorder, EventRecorder.cycle(.programmatic), "A5 SwiftUI")
      XCTAssertFalse(model.isPresented, "A5: the flag is written back")
    }
  }

  /// A button-sized view near the top of a white screen, presenting a popover of a
  /// ``ProbeContent``.
  private struct PopoverHarness: View {
    @ObservedObject var model: PresentationModel
    let recorder: EventRecorder
    let probe: ContentProbe

    var body: some View {
      VStack {
        Color.blue
          .frame(width: 80, height: 44)
          .modal(isPresented: $model.isPresented, style: .popover) {
            ProbeContent(probe: probe)
          }
          .onModalEvent { recorder.record($0) }
        Spacer()
      }
      .padding(.top, 120)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(Color.white)
    }
  }
#endif
