#if os(iOS)
  import UIKit
  import Veil
  import XCTest

  /// The on-screen frames of the view `presentedView` returns, one per turn of the run loop,
  /// until `done` holds; `nil` when that timed out (``waitUntil(_:timeout:file:line:condition:)``
  /// has failed the test). The frame of the turn on which `done` first holds is kept unless
  /// `keepingTheLast` is false: once a dismissal has landed, its view no longer shows it.
  @MainActor
  func framesSeen(
    _ description: String, file: StaticString = #filePath, line: UInt = #line,
    of presentedView: () -> UIView?, keepingTheLast: Bool = true, until done: () -> Bool
  ) -> [CGRect]? {
    var frames: [CGRect] = []
    let finished = waitUntil(description, file: file, line: line) {
      let isDone = done()
      // Only committed frames: before the first commit a layer has no presentation layer, and
      // its model layer already holds the motion's last frame (review TS3).
      if keepingTheLast || !isDone, let view = presentedView(), view.layer.presentation() != nil,
        let frame = Inspection.onScreenFrame(of: view)
      {
        frames.append(frame)
      }
      return isDone
    }
    return finished ? frames : nil
  }

  /// The zoom out of a thumbnail (`.lightbox.zoom(from: view)`), presented for real: the
  /// thumbnail is hidden while its content is up and shown again once the dismissal has landed,
  /// the first frames start on the thumbnail, the presentation ends at rest, and a dismissal
  /// flies into the thumbnail where it is by then.
  @MainActor
  final class ZoomTransitionUIKitTests: XCTestCase {
    /// The thumbnail: 100 points square with a 12-point radius, in the root's view.
    private func thumbnail(in root: UIViewController) -> UIView {
      let thumb = UIView(frame: CGRect(x: 20, y: 300, width: 100, height: 100))
      thumb.backgroundColor = .systemOrange
      thumb.layer.cornerRadius = 12
      root.view.addSubview(thumb)
      return thumb
    }

    func test_sourceIsHiddenWhileTheContentIsUpAndRestoredAfterTheDismissal() {
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      defer { fixture.close() }
      let thumb = thumbnail(in: root)
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      XCTAssertFalse(thumb.isHidden)
      root.present(controller, style: .lightbox.zoom(from: thumb))
      guard waitUntil("didPresent of the zoom", condition: { recorder.isPresentedNow }) else {
        return
      }
      XCTAssertTrue(thumb.isHidden, "the thumbnail is hidden while its content is up")
      controller.dismiss(animated: true)
      runLoop(for: 0.05)
      if !recorder.hasDismissed {
        XCTAssertTrue(thumb.isHidden, "the thumbnail stays hidden until the dismissal lands")
      }
      guard waitUntil("didDismiss of the zoom", condition: { recorder.hasDismissed }) else {
        return
      }
      XCTAssertFalse(thumb.isHidden, "the thumbnail is shown again after the dismissal")
    }

    func test_aStyleBuiltAgainWhileUpStillRestoresTheSource() {
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      defer { fixture.close() }
      let thumb = thumbnail(in: root)
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      root.present(controller, style: .lightbox.zoom(from: thumb))
      guard waitUntil("didPresent of the zoom", condition: { recorder.isPresentedNow }) else {
        return
      }
      // An app that builds its style in a computed property names the view again.
      XCTAssertTrue(
        ModalStyle.lightbox.zoom(from: thumb).transition != ModalStyle.lightbox.transition)
      controller.dismiss(animated: true)
      guard waitUntil("didDismiss of the zoom", condition: { recorder.hasDismissed }) else {
        return
      }
      XCTAssertFalse(thumb.isHidden, "the thumbnail is shown again after the dismissal")
    }

    func test_aSourceHiddenByTheAppStaysHiddenAfterTheDismissal() {
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      defer { fixture.close() }
      let thumb = thumbnail(in: root)
      thumb.isHidden = true
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      root.present(controller, style: .lightbox.zoom(from: thumb))
      guard waitUntil("didPresent of the zoom", condition: { recorder.isPresentedNow }) else {
        return
      }
      controller.dismiss(animated: true)
      guard waitUntil("didDismiss of the zoom", condition: { recorder.hasDismissed }) else {
        return
      }
      XCTAssertTrue(thumb.isHidden, "the zoom restores the app's own isHidden")
    }

    func test_framesStartOnTheSourceEndAtRestAndReturnToWhereTheSourceMoved() {
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      defer { fixture.close() }
      let thumb = thumbnail(in: root)
      let source = thumb.convert(thumb.bounds, to: nil)
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      root.present(controller, style: .lightbox.zoom(from: thumb))
      guard
        let presenting = framesSeen(
          "didPresent of the zoom", of: { controller.presentationController?.presentedView },
          until: { recorder.isPresentedNow })
      else { return }
      guard let first = presenting.first else {
        return XCTFail("no frame was seen while presenting")
      }
      // The first frame seen is at most a few display refreshes in: on the thumbnail, as wide
      // as it (the content scales to cover it), within 30 points.
      XCTAssertEqual(first.midX, source.midX, accuracy: 30, "the zoom starts on the thumbnail")
      XCTAssertEqual(first.midY, source.midY, accuracy: 30, "the zoom starts on the thumbnail")
      XCTAssertEqual(first.width, source.width, accuracy: 60, "the zoom starts at its size")
      runLoop(for: 1.5)
      if let view = controller.presentationController?.presentedView,
        let rest = Inspection.onScreenFrame(of: view)
      {
        let bounds = fixture.window.bounds
        XCTAssertEqual(rest.minX, bounds.minX, accuracy: 0.5, "the presentation ends at rest")
        XCTAssertEqual(rest.minY, bounds.minY, accuracy: 0.5, "the presentation ends at rest")
        XCTAssertEqual(rest.width, bounds.width, accuracy: 0.5, "the presentation ends at rest")
        XCTAssertEqual(rest.height, bounds.height, accuracy: 0.5, "the presentation ends at rest")
      } else {
        XCTFail("the content is not on screen once presented")
      }

      // The grid scrolled while the photo was up: the dismissal goes to the new place.
      thumb.frame.origin.y = 120
      let moved = thumb.convert(thumb.bounds, to: nil)
      controller.dismiss(animated: true)
      guard
        let dismissing = framesSeen(
          "didDismiss of the zoom", of: { controller.presentationController?.presentedView },
          keepingTheLast: false, until: { recorder.hasDismissed })
      else { return }
      guard let last = dismissing.last else {
        return XCTFail("no frame was seen while dismissing")
      }
      XCTAssertEqual(last.midX, moved.midX, accuracy: 30, "the zoom lands on the moved thumbnail")
      XCTAssertEqual(last.midY, moved.midY, accuracy: 30, "the zoom lands on the moved thumbnail")
      XCTAssertEqual(last.width, moved.width, accuracy: 60, "the zoom lands at its size")
    }

    func test_aSourceThatIsGoneFallsBackToAFadeInPlace() {
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      defer { fixture.close() }
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      var style: ModalStyle?
      autoreleasepool {
        let thumb = UIView(frame: CGRect(x: 20, y: 300, width: 100, height: 100))
        style = .lightbox.zoom(from: thumb)
      }
      guard let style else { return XCTFail("no style") }
      root.present(controller, style: style)
      guard
        let presenting = framesSeen(
          "didPresent of the zoom without its source",
          of: { controller.presentationController?.presentedView },
          until: { recorder.isPresentedNow })
      else { return }
      guard let first = presenting.first else {
        return XCTFail("no frame was seen while presenting")
      }
      // Fade and scale from 0.9 about the centre, not from a thumbnail.
      XCTAssertEqual(first.midX, fixture.window.bounds.midX, accuracy: 1)
      XCTAssertGreaterThan(first.width, fixture.window.bounds.width * 0.85)
      controller.dismiss(animated: false)
      waitUntil("didDismiss", condition: { recorder.hasDismissed })
    }
  }
#endif
