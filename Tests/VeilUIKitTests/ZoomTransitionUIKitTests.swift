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
      XCTAssertEqual(thumb.alpha, 1)
      root.present(controller, style: .lightbox.zoom(from: thumb))
      guard waitUntil("didPresent of the zoom", condition: { recorder.isPresentedNow }) else {
        return
      }
      // Hidden by its alpha, never by isHidden (second review, N6).
      XCTAssertEqual(thumb.alpha, 0, "the thumbnail is hidden while its content is up")
      XCTAssertFalse(thumb.isHidden, "the zoom never touches isHidden")
      controller.dismiss(animated: true)
      runLoop(for: 0.05)
      if !recorder.hasDismissed {
        XCTAssertEqual(thumb.alpha, 0, "the thumbnail stays hidden until the dismissal lands")
      }
      guard waitUntil("didDismiss of the zoom", condition: { recorder.hasDismissed }) else {
        return
      }
      XCTAssertEqual(thumb.alpha, 1, "the thumbnail is shown again after the dismissal")
      XCTAssertFalse(thumb.isHidden, "the zoom never touches isHidden")
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
      XCTAssertEqual(thumb.alpha, 1, "the thumbnail is shown again after the dismissal")
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

    /// N7: a thumbnail of another shape than the content (a wide 160 × 90 one under a tall
    /// screen). The content is scaled to cover it and cut to it, so its first committed frames
    /// show the thumbnail's wide shape, not the tall content scaled down; at rest nothing is cut.
    func test_N7_aWideThumbnailsZoomStartsInItsShapeAndEndsUncut() {
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      defer { fixture.close() }
      let thumb = UIView(frame: CGRect(x: 20, y: 300, width: 160, height: 90))
      thumb.layer.cornerRadius = 8
      root.view.addSubview(thumb)
      let source = thumb.convert(thumb.bounds, to: nil)
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      root.present(controller, style: .lightbox.zoom(from: thumb))
      // The clip view is the content view's last subview; its presentation layer is what the
      // render server shows.
      func shownClip() -> CGRect? {
        guard let content = controller.presentationController?.presentedView,
          let window = content.window, let clip = content.subviews.last?.layer.presentation()
        else { return nil }
        return clip.convert(clip.bounds, to: window.layer.presentation() ?? window.layer)
      }
      var first: CGRect?
      guard
        waitUntil(
          "didPresent of the zoom",
          condition: {
            if first == nil { first = shownClip() }
            return recorder.isPresentedNow
          })
      else { return }
      guard let first, first.height > 0 else {
        return XCTFail("no committed frame of the clip was seen while presenting")
      }
      // The thumbnail is 1.78 wide for 1 tall, the content 0.46: a few refreshes in, the
      // shape is still far nearer the thumbnail's; 1.2 lies well between the two.
      XCTAssertGreaterThan(
        first.width / first.height, 1.2,
        "the zoom starts in the wide thumbnail's shape (\(first)), not the tall content scaled")
      XCTAssertEqual(first.midX, source.midX, accuracy: 30, "the zoom starts on the thumbnail")
      XCTAssertEqual(first.midY, source.midY, accuracy: 30, "the zoom starts on the thumbnail")
      runLoop(for: 1.5)
      if let rest = shownClip(), let content = controller.presentationController?.presentedView {
        let whole = content.convert(content.bounds, to: nil)
        XCTAssertEqual(rest.width, whole.width, accuracy: 0.5, "at rest nothing is cut")
        XCTAssertEqual(rest.height, whole.height, accuracy: 0.5, "at rest nothing is cut")
      }
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

    /// N6 (second review): a thumbnail arranged in a `UIStackView` keeps its frame while the
    /// photo is up, and the row does not reflow; once the photo has landed back, the thumbnail
    /// is visible with the alpha the app gave it. A failure means the zoom hides its source
    /// with `isHidden`, which makes the stack view lay its row out again without it.
    func test_N6_stackViewSourceKeepsItsPlace() {
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      defer { fixture.close() }
      let thumbs = (0..<3).map { _ in UIView() }
      for thumb in thumbs {
        thumb.backgroundColor = .systemOrange
        thumb.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
          thumb.widthAnchor.constraint(equalToConstant: 80),
          thumb.heightAnchor.constraint(equalToConstant: 80),
        ])
      }
      let row = UIStackView(arrangedSubviews: thumbs)
      row.axis = .horizontal
      row.spacing = 10
      row.translatesAutoresizingMaskIntoConstraints = false
      root.view.addSubview(row)
      NSLayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 20),
        row.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 300),
      ])
      let source = thumbs[1]
      source.alpha = 0.9
      root.view.layoutIfNeeded()
      let before = thumbs.map(\.frame)
      let rowWidth = row.bounds.width
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      root.present(controller, style: .lightbox.zoom(from: source))
      guard waitUntil("didPresent of the zoom", condition: { recorder.isPresentedNow }) else {
        return
      }
      root.view.layoutIfNeeded()
      XCTAssertFalse(source.isHidden, "the zoom never touches isHidden")
      XCTAssertEqual(source.alpha, 0, "the thumbnail is hidden while the photo is up")
      XCTAssertEqual(thumbs.map(\.frame), before, "the row does not reflow while the photo is up")
      XCTAssertEqual(row.bounds.width, rowWidth, "the row keeps its width")
      controller.dismiss(animated: true)
      guard waitUntil("didDismiss of the zoom", condition: { recorder.hasDismissed }) else {
        return
      }
      root.view.layoutIfNeeded()
      XCTAssertFalse(source.isHidden)
      XCTAssertEqual(source.alpha, 0.9, accuracy: 0.001, "the thumbnail has the app's alpha back")
      XCTAssertEqual(thumbs.map(\.frame), before)
    }

    /// N6 (second review): the provider of `.lightbox.zoom(fromViewProvidedBy:)` is asked
    /// again when the dismissal starts. The cell the photo came from was reused meanwhile: the
    /// view it hid gets its alpha back at once, the view the provider answers now is hidden
    /// until the photo lands in it, and then both are visible. A failure means a reused cell
    /// stays blank for another item, or the photo flies into the wrong one.
    func test_N6_reusedCellIsAskedAgainAtDismissal() {
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      defer { fixture.close() }
      let first = thumbnail(in: root)
      first.alpha = 0.8
      let second = thumbnail(in: root)
      second.frame.origin.y = 120
      let cells = ProvidedCells(first)
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      root.present(controller, style: .lightbox.zoom(fromViewProvidedBy: { cells.answer() }))
      guard waitUntil("didPresent of the zoom", condition: { recorder.isPresentedNow }) else {
        return
      }
      XCTAssertEqual(cells.calls, 1, "the provider is asked when the presentation starts")
      XCTAssertEqual(first.alpha, 0, "the view the provider answered is hidden")
      XCTAssertEqual(second.alpha, 1)
      // The grid scrolled: the photo's item is now shown by another cell.
      cells.current = second
      let landing = second.convert(second.bounds, to: nil)
      controller.dismiss(animated: true)
      guard
        let dismissing = framesSeen(
          "didDismiss of the zoom", of: { controller.presentationController?.presentedView },
          keepingTheLast: false,
          until: {
            if !recorder.hasDismissed, cells.calls == 2 {
              XCTAssertEqual(first.alpha, 0.8, accuracy: 0.001, "the reused view is shown again")
              XCTAssertEqual(second.alpha, 0, "the view answered now is hidden until the landing")
            }
            return recorder.hasDismissed
          })
      else { return }
      XCTAssertEqual(cells.calls, 2, "the provider is asked again when the dismissal starts")
      XCTAssertEqual(first.alpha, 0.8, accuracy: 0.001, "the reused view has its alpha back")
      XCTAssertEqual(second.alpha, 1, "the new view is shown once the photo has landed")
      XCTAssertFalse(first.isHidden || second.isHidden, "the zoom never touches isHidden")
      if let last = dismissing.last {
        XCTAssertEqual(last.midY, landing.midY, accuracy: 30, "the photo lands in the new view")
      }
    }
  }

  /// A provider's answers, as a collection view whose cells are reused would give them.
  @MainActor
  final class ProvidedCells {
    var current: UIView?
    private(set) var calls = 0

    init(_ current: UIView) {
      self.current = current
    }

    func answer() -> UIView? {
      calls += 1
      return current
    }
  }
#endif
