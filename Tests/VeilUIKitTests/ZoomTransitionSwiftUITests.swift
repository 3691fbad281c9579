#if os(iOS)
  import SwiftUI
  import UIKit
  import Veil
  import XCTest

  /// A 100-point thumbnail marked `.modalTransitionSource(id:in:)` and a `.modal(item:)` that
  /// zooms out of it, its events recorded. The thumbnail sits near the leading edge and well
  /// above the middle, far from where a fade and scale in place or the final frame would be.
  private struct ZoomHarness: View {
    @ObservedObject var model: PresentationModel
    let recorder: EventRecorder
    let thumbnail: ContentProbe
    let probe: ContentProbe
    @Namespace private var photos

    var body: some View {
      VStack {
        ProbeViewRepresentable(probe: thumbnail)
          .frame(width: 100, height: 100)
          .modalTransitionSource(id: 1, in: photos, cornerRadius: 12)
        Spacer()
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
      .padding(.leading, 20)
      .padding(.top, 120)
      .modal(item: $model.item, style: .lightbox.zoom(from: model.item?.id, in: photos)) { _ in
        ProbeViewRepresentable(probe: probe)
      }
      .onModalEvent { recorder.record($0) }
    }
  }

  /// `.modalTransitionSource(id:in:)` with `.lightbox.zoom(from:in:)`, presented for real: the
  /// thumbnail is hidden while its content is up and shown after, and the zoom starts on it.
  @MainActor
  final class ZoomTransitionSwiftUITests: XCTestCase {
    /// The opacity `view` is drawn with: its own and every ancestor's, as the eye sees it.
    private func drawnOpacity(_ view: UIView) -> CGFloat {
      var opacity: CGFloat = 1
      var current: UIView? = view
      while let next = current {
        let layer = next.layer.presentation() ?? next.layer
        opacity *= next.isHidden ? 0 : CGFloat(layer.opacity)
        current = next.superview
      }
      return opacity
    }

    func test_thumbnailIsHiddenWhileUpShownAfterAndTheZoomStartsOnIt() {
      let model = PresentationModel()
      let recorder = EventRecorder()
      let thumbnail = ContentProbe()
      let probe = ContentProbe()
      let root = hostingRoot(
        ZoomHarness(model: model, recorder: recorder, thumbnail: thumbnail, probe: probe))
      let fixture = WindowFixture.install(root, in: self)
      defer { fixture.close() }
      guard
        waitUntil(
          "the thumbnail is laid out",
          condition: { thumbnail.view?.window != nil && thumbnail.view?.bounds.width ?? 0 > 0 }),
        let thumb = thumbnail.view
      else { return }
      let source = thumb.convert(thumb.bounds, to: nil)
      XCTAssertEqual(drawnOpacity(thumb), 1, accuracy: 0.01)
      model.item = ModalItem(id: 1)
      guard
        let presenting = framesSeen(
          "didPresent of the zoom",
          of: { fixture.topPresented?.presentationController?.presentedView },
          until: { recorder.isPresentedNow })
      else { return }
      if let first = presenting.first {
        // The content is scaled uniformly to cover the thumbnail, so its width is the
        // thumbnail's; a fade and scale in place would start at 0.9 of the screen, centred
        // (review TS4). The first committed frame may be a few frames into the spring: 30 pt.
        XCTAssertEqual(first.midX, source.midX, accuracy: 30, "the zoom starts on the thumbnail")
        XCTAssertEqual(first.midY, source.midY, accuracy: 30, "the zoom starts on the thumbnail")
        XCTAssertEqual(
          first.width, source.width, accuracy: 40, "the zoom starts the thumbnail's size")
      } else {
        XCTFail("no frame was seen while presenting")
      }
      runLoop(for: 0.1)
      XCTAssertEqual(
        drawnOpacity(thumb), 0, accuracy: 0.01, "the thumbnail is hidden while its photo is up")
      model.item = nil
      guard waitUntil("didDismiss of the zoom", condition: { recorder.hasDismissed }) else {
        return
      }
      runLoop(for: 0.1)
      XCTAssertEqual(
        drawnOpacity(thumb), 1, accuracy: 0.01, "the thumbnail is shown after the dismissal")
    }
  }
#endif
