#if os(iOS)
  import QuartzCore
  import UIKit
  import Veil
  import VeilCore
  import XCTest

  /// Whether what UIKit runs alongside a transition ends when the modal's layers do (finding
  /// N11 of the second review).
  ///
  /// UIKit's transition coordinator adds `animate(alongsideTransition:)` blocks to the animator
  /// Veil hands it, whose carrier must run for the motion plan's own duration. A carrier timed
  /// by `UISpringTimingParameters(mass:stiffness:damping:…)` runs on UIKit's own settling
  /// time: the alongside animation then ends before the layers, or is cut to its end when the
  /// plan ends (a jump).
  @MainActor
  final class CarrierTimingTests: XCTestCase {
    /// Presents a card with a critically damped spring of 0.6 s over a screen with a hidden
    /// 10-point probe view, and waits for its transition coordinator; `nil` when that timed out.
    private func presentCardBesideAProbe() -> (UIView, ObservingController, EventRecorder)? {
      let root = LightRootController()
      _ = WindowFixture.install(root, in: self)
      let probe = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      probe.alpha = 0
      root.view.addSubview(probe)
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      let style = ModalStyle.card.animation(.spring(response: 0.6, dampingRatio: 1))
      root.present(controller, style: style)
      let started = waitUntil(
        "card: the transition has a coordinator",
        condition: { controller.transitionCoordinator != nil })
      return started ? (probe, controller, recorder) : nil
    }

    /// A card presented with a critically damped spring of 0.6 s, with an alongside animation
    /// that fades a view of the presenting screen in: the view's animation ends (Core Animation
    /// removes it, and the view shows full opacity) within two frames of the content's last
    /// layer animation ending, and the view is nearly there just before (no jump at the end).
    func test_N11_anAlongsideAnimationEndsWhenTheLayersDo() throws {
      guard let (probe, controller, recorder) = presentCardBesideAProbe() else { return }
      let added = controller.transitionCoordinator?.animate(alongsideTransition: { _ in
        probe.alpha = 1
      })
      XCTAssertEqual(added, true, "card: the coordinator took the alongside animation")
      guard
        waitUntil(
          "card: the content's layers animate",
          condition: {
            controller.presentationController?.presentedView?.layer.animationKeys()?.isEmpty
              == false
          })
      else { return }
      let content = controller.presentationController?.presentedView
      var probeBeforeLayersEnded: Float = 0
      var layersEnded: CFTimeInterval?
      var probeEnded: CFTimeInterval?
      runLoop(for: 3) {
        let now = CACurrentMediaTime()
        let shown = (probe.layer.presentation() ?? probe.layer).opacity
        if layersEnded == nil {
          if content?.layer.animationKeys()?.isEmpty ?? true {
            layersEnded = now
          } else {
            probeBeforeLayersEnded = shown
          }
        }
        if probeEnded == nil, probe.layer.animationKeys()?.isEmpty ?? true, shown >= 0.999 {
          probeEnded = now
        }
        return layersEnded == nil || probeEnded == nil
      }
      let layers = try XCTUnwrap(layersEnded, "card: the layer animations ended")
      let alongside = try XCTUnwrap(probeEnded, "card: the alongside animation ended")
      XCTAssertGreaterThan(
        alongside, layers - 2.0 / 60,
        "N11: the alongside animation ended \(layers - alongside) s before the layers")
      XCTAssertLessThan(
        alongside, layers + 2.0 / 60,
        "N11: the alongside animation ended \(alongside - layers) s after the layers")
      XCTAssertGreaterThan(
        probeBeforeLayersEnded, 0.9,
        "N11: just before the layers ended the alongside animation was at \(probeBeforeLayersEnded):"
          + " it was cut to its end")
      waitUntil("card: didPresent", condition: { recorder.isPresentedNow })
    }

    /// N11 after a turn: the same card dismissed 0.2 s into its presentation, before the
    /// motion's logical end, so the motion turns back and UIKit's carrier is paused, reversed
    /// and continued with a duration factor meant to end it with the new plan. The alongside
    /// animation (turned back with it) ends within two frames of the content's layers. Apple
    /// documents the factor as "multiplied by the original duration": a failure here that
    /// shows the alongside animation ending long after the layers means UIKit applies it to
    /// the whole duration, not to the fraction left, and `MotionCarrier` must divide by less.
    func test_N11_anAlongsideAnimationEndsWithTheLayersAfterTheMotionTurns() throws {
      guard let (probe, controller, recorder) = presentCardBesideAProbe() else { return }
      controller.transitionCoordinator?.animate(alongsideTransition: { _ in probe.alpha = 1 })
      let content = controller.presentationController?.presentedView
      runLoop(for: 0.2)
      controller.dismiss(animated: true)
      var layersEnded: CFTimeInterval?
      var probeEnded: CFTimeInterval?
      runLoop(for: 3) {
        let now = CACurrentMediaTime()
        let shown = (probe.layer.presentation() ?? probe.layer).opacity
        if layersEnded == nil, content?.window == nil || content?.layer.animationKeys() == nil {
          layersEnded = now
        }
        if probeEnded == nil, probe.layer.animationKeys()?.isEmpty ?? true, shown <= 0.001 {
          probeEnded = now
        }
        return layersEnded == nil || probeEnded == nil
      }
      let layers = try XCTUnwrap(layersEnded, "card: the turned motion ended")
      let alongside = try XCTUnwrap(
        probeEnded, "card: the alongside animation turned back and ended")
      XCTAssertEqual(
        alongside, layers, accuracy: 2.0 / 60,
        "N11: after the turn the alongside animation ended \(alongside - layers) s from the layers")
      waitUntil("card: didDismiss", condition: { recorder.hasDismissed })
    }
  }
#endif
