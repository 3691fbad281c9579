#if os(iOS)
  import QuartzCore
  import UIKit
  import Veil
  import XCTest

  /// Whether a presentation keeps moving while the main thread is busy (finding G3).
  ///
  /// Core Animation runs animations that are committed to layers in the render server, so
  /// they go on while the app's main thread works. Veil's transitions are such animations: the
  /// engine's motion plan played on the modal's own layers (`MotionPlayer`), so blocking
  /// the main thread must not stop them.
  @MainActor
  final class RenderServerMotionTests: XCTestCase {
    func test_G3_presentationAdvancesWhileTheMainThreadIsBusy() throws {
      let root = LightRootController()
      _ = WindowFixture.install(root, in: self)
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      // The card fades in from 0 and shrinks from 1.2 over 0.2 s (seed 000): well inside the
      // 300 ms the main thread is blocked for. In all it changes the opacity by 1 and the scale
      // by 0.2; the test asks for a twentieth of either, so a first frame committed late does
      // not fail it, while a layer that stood still does.
      guard let content = presentedContent(of: controller, from: root, style: .card, "card")
      else { return }
      let before = content.layer.presentation() ?? content.layer
      let opacityBefore = before.opacity
      let transformBefore = before.transform
      Thread.sleep(forTimeInterval: 0.3)
      // No run-loop turn since: only the render server can have moved the layer.
      let after = content.layer.presentation() ?? content.layer
      let opacityChange = abs(after.opacity - opacityBefore)
      let scaleChange = abs(after.transform.m11 - transformBefore.m11)
      XCTAssertTrue(
        opacityChange > 0.05 || scaleChange > 0.01,
        "G3: the presentation layer advanced while the main thread was blocked for 300 ms"
          + " (opacity \(opacityBefore) → \(after.opacity), scale \(transformBefore.m11) →"
          + " \(after.transform.m11))")
      waitUntil("card: didPresent", condition: { recorder.isPresentedNow })
    }

    /// A custom transition that slides the content's rectangle (without resizing it) plays on
    /// the render server too: VeilCore carries the move in the offset tracks, so the layer's
    /// translation keeps advancing while the main thread is blocked.
    func test_G3_slidingCustomTransitionAdvancesWhileTheMainThreadIsBusy() throws {
      let root = LightRootController()
      _ = WindowFixture.install(root, in: self)
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      // 300 pt towards the leading edge over 0.8 s, linearly: about 110 pt in the 300 ms the
      // main thread is blocked for. The test asks for 30 pt, a quarter of that, so a first
      // frame committed late does not fail it, while a layer that stood still (0 pt) does.
      let slide = ModalTransition.custom("slide") { progress, frame in
        frame.contentRect.x += (1 - progress) * 300
      }
      let style = ModalStyle.card.transition(slide).animation(.linear(duration: 0.8))
      guard let content = presentedContent(of: controller, from: root, style: style, "slide")
      else { return }
      let before = (content.layer.presentation() ?? content.layer).transform.m41
      Thread.sleep(forTimeInterval: 0.3)
      // No run-loop turn since: only the render server can have moved the layer.
      let after = (content.layer.presentation() ?? content.layer).transform.m41
      XCTAssertTrue(
        abs(after - before) > 30,
        "G3: the sliding content advanced while the main thread was blocked for 300 ms"
          + " (translation \(before) → \(after))")
      waitUntil("slide: didPresent", condition: { recorder.isPresentedNow })
    }

    /// Presents `controller` from `root` in `style` and returns its view once the transition
    /// has put it on screen and its first frame is committed, so the render server has the
    /// animation; `nil` (and a failure) if it never gets there.
    private func presentedContent(
      of controller: UIViewController, from root: UIViewController, style: ModalStyle,
      _ label: String, file: StaticString = #filePath, line: UInt = #line
    ) -> UIView? {
      root.present(controller, style: style)
      guard
        waitUntil(
          "\(label): the transition has started and put the content on screen",
          file: file, line: line,
          condition: { controller.presentationController?.presentedView?.window != nil })
      else { return nil }
      turnRunLoopOnce()
      guard let content = controller.presentationController?.presentedView else {
        XCTFail("\(label): the presented view is on screen", file: file, line: line)
        return nil
      }
      return content
    }
  }
#endif
