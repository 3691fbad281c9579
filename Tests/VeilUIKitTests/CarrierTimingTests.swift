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
    /// A card presented with a critically damped spring of 0.6 s, with an alongside animation
    /// that fades a view of the presenting screen in: the view's animation ends (Core Animation
    /// removes it, and the view shows full opacity) within two frames of the content's last
    /// layer animation ending, and the view is nearly there just before (no jump at the end).
    func test_N11_anAlongsideAnimationEndsWhenTheLayersDo() throws {
      let root = LightRootController()
      _ = WindowFixture.install(root, in: self)
      let probe = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      probe.alpha = 0
      root.view.addSubview(probe)
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      let style = ModalStyle.card.animation(.spring(response: 0.6, dampingRatio: 1))
      root.present(controller, style: style)
      guard
        waitUntil(
          "card: the transition has a coordinator",
          condition: { controller.transitionCoordinator != nil })
      else { return }
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
  }
#endif
