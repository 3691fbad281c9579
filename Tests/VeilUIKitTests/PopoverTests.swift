#if os(iOS)
  import SwiftUI
  import UIKit
  import Veil
  import XCTest

  /// A5: UIKit's popover as a Veil style, through the UIKit and the SwiftUI APIs. Every check
  /// reads UIKit's own objects through public API: the presentation style, the popover's
  /// source and arrow, what its delegate answers for compact traits.
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

    /// The traits of an iPhone in portrait, which UIKit adapts a popover for by default.
    private static let compact = UITraitCollection(horizontalSizeClass: .compact)

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

    /// The popover stays a popover on iPhone: UIKit's `.popover`, pointing at its source, with
    /// a delegate that answers `.none` for compact traits, and a frame narrower than the
    /// screen. A failure means the popover became a sheet or a full-screen cover on iPhone,
    /// which is what apps ask Veil not to do.
    func test_A5_aPopoverStaysAPopoverOnIPhone() {
      guard let (root, controller, fixture) = presentPopover({ .popover.source($0.button) }, "A5")
      else { return }
      defer { fixture.close() }
      guard let presented = root.presentedViewController,
        let popover = presented.popoverPresentationController
      else { return XCTFail("A5: the presented controller has no popover presentation") }
      XCTAssertEqual(presented.modalPresentationStyle, .popover)
      XCTAssertTrue(popover.sourceView === root.button, "A5: the popover points at the button")
      XCTAssertEqual(
        popover.delegate?.adaptivePresentationStyle?(for: popover, traitCollection: Self.compact),
        UIModalPresentationStyle.none,
        "A5: the delegate keeps the popover in a compact width")
      let frame = controller.view.convert(controller.view.bounds, to: nil)
      XCTAssertLessThan(
        frame.width, fixture.window.bounds.width,
        "A5: a popover is narrower than the screen; a sheet is as wide")
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
    /// shows it at that size, within a point. A failure means Veil's container lost the app's
    /// size, and UIKit's default (320 points wide and more) shows instead.
    func test_A5_theAppsControllerKeepsItsPreferredSize() {
      guard let (_, controller, fixture) = presentPopover({ .popover.source($0.button) }, "A5")
      else { return }
      defer { fixture.close() }
      XCTAssertEqual(controller.view.bounds.width, 240, accuracy: 1)
      XCTAssertEqual(controller.view.bounds.height, 160, accuracy: 1)
    }

    /// A source that is not in a window: the popover points at the presenting controller's
    /// view instead, as documented, and still presents. A failure means UIKit threw for a
    /// popover without a source, or it pointed at a view off screen.
    func test_A5_aSourceOffScreenFallsBackToThePresentersView() {
      let detached = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      guard let (root, _, fixture) = presentPopover({ _ in .popover.source(detached) }, "A5")
      else { return }
      defer { fixture.close() }
      XCTAssertTrue(
        root.presentedViewController?.popoverPresentationController?.sourceView === root.view)
    }

    /// A popover that asks to adapt becomes a sheet for compact traits (`.formSheet`), and
    /// stays a popover in a regular width. A failure means `adaptsToSheetInCompactWidth()`
    /// does not reach UIKit.
    func test_A5_aPopoverThatAdaptsBecomesASheetInACompactWidth() {
      guard
        let (root, controller, fixture) = presentPopover(
          { .popover.source($0.button).adaptsToSheetInCompactWidth() }, "A5 adapts")
      else { return }
      defer { fixture.close() }
      let popover = root.presentedViewController?.popoverPresentationController
      XCTAssertEqual(
        popover.flatMap {
          $0.delegate?.adaptivePresentationStyle?(for: $0, traitCollection: Self.compact)
        },
        .formSheet)
      let regular = UITraitCollection(horizontalSizeClass: .regular)
      XCTAssertEqual(
        popover.flatMap {
          $0.delegate?.adaptivePresentationStyle?(for: $0, traitCollection: regular)
        },
        UIModalPresentationStyle.none)
      controller.dismiss(animated: true)
      waitUntil("A5 adapts: didDismiss") { controller.recorder.hasDismissed }
      assertEvents(controller.recorder, EventRecorder.cycle(.programmatic), "A5 adapts")
    }

    /// A locked popover is `isModalInPresentation`, so UIKit ignores taps outside it. A
    /// failure means a tap outside dismisses a popover the app locked.
    func test_A5_aLockedPopoverIsModalInPresentation() {
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
        XCTAssertEqual(presentedView.bounds.width, 240, accuracy: 1)
        XCTAssertEqual(presentedView.bounds.height, 160, accuracy: 1)
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
