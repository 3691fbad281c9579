#if os(iOS)
  import QuartzCore
  import UIKit
  import Veil
  import VeilCore
  import XCTest

  /// Whether a presentation keeps moving while the main thread is busy (finding G3), starts
  /// at its first frame however busy the main thread is before the first commit (N2), and
  /// never shows its end frame when it is turned around in the turn it starts in (N3).
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
      guard let before = content.layer.presentation() else {
        XCTFail("card: the first frame is committed")
        return
      }
      let opacityBefore = before.opacity
      let transformBefore = before.transform
      let model = (opacity: content.layer.opacity, scale: content.layer.transform.m11)
      Thread.sleep(forTimeInterval: 0.3)
      // One turn, so that the presentation layer is computed afresh (within one transaction it
      // may keep the values of the transaction's start). A motion the main thread drove would
      // move the model layer in it; the render server's leaves the end frame there.
      turnRunLoopOnce()
      let after = content.layer.presentation() ?? content.layer
      XCTAssertEqual(
        content.layer.opacity, model.opacity, accuracy: 0.001,
        "G3: the main thread applied no frame: the model layer kept the end frame's opacity")
      XCTAssertEqual(
        content.layer.transform.m11, model.scale, accuracy: 0.001,
        "G3: the main thread applied no frame: the model layer kept the end frame's scale")
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
      guard let before = content.layer.presentation()?.transform.m41 else {
        XCTFail("slide: the first frame is committed")
        return
      }
      let model = content.layer.transform.m41
      Thread.sleep(forTimeInterval: 0.3)
      // One turn, so that the presentation layer is computed afresh; the model layer must not
      // move in it (only a main-thread motion would move it).
      turnRunLoopOnce()
      let after = (content.layer.presentation() ?? content.layer).transform.m41
      XCTAssertEqual(
        content.layer.transform.m41, model, accuracy: 0.01,
        "G3: the main thread applied no frame: the model layer kept the end frame's translation")
      XCTAssertTrue(
        abs(after - before) > 30,
        "G3: the sliding content advanced while the main thread was blocked for 300 ms"
          + " (translation \(before) → \(after))")
      waitUntil("slide: didPresent", condition: { recorder.isPresentedNow })
    }

    /// Every built-in style Veil moves, presented while the main thread is blocked for 100 ms
    /// in the turn the transition starts, after Veil added its animations and before Core
    /// Animation commits them: the motion must still start at the plan's first frame.
    ///
    /// Core Animation stamps an animation whose begin time is 0 with the commit's time, and
    /// honours an explicit one as given: animations stamped before the block would start
    /// 100 ms in (a 0.2 s card half faded in). Every value is read after the commit, once the
    /// content's layer has a presentation layer and the animations: before, there is none.
    func test_N2_motionStartsAtItsFirstFrameWhenTheMainThreadIsBusyBeforeTheFirstCommit() throws {
      var checked = 0
      for entry in ModalStyle.builtIns {
        guard case .modal = entry.kind else { continue }  // UIKit plays its sheet.
        if checkFirstFrame(of: entry, blockingFor: 0.1) { checked += 1 }
      }
      if checked == 0 {
        throw XCTSkip(
          "UIKit committed every transition's first frame before the run loop waited: no block"
            + " could come before the first commit")
      }
    }

    /// Every built-in style that fades in, turned around in the very turn its presentation
    /// starts (a VoiceOver escape, as a dismissal asked for at once): the reversal must start
    /// from the plan's first frame, so no frame on screen is near the fully shown end frame.
    ///
    /// Before the first commit the content's layer has no presentation layer and its model
    /// values are already the end frame; a reversal read from those flashes the modal fully
    /// shown before it leaves. The escape runs just before that turn's commit; the test reads
    /// the presentation layer only in later turns, when it exists.
    func test_N3_reversalInTheSameTurnNeverShowsTheEndFrame() {
      for entry in ModalStyle.builtIns {
        guard case .modal = entry.kind else { continue }  // UIKit plays its sheet.
        // Styles that fade in: their end frame is told apart by its opacity alone (which does
        // not depend on the container's size).
        let sampler = FrameSampler(
          style: entry.style, container: ModalContainer(size: Size(width: 390, height: 844)))
        guard sampler.frame(.presenting, fractionComplete: 0).contentOpacity < 0.1 else {
          continue
        }
        checkSameTurnReversal(of: entry)
      }
    }

    /// Presents `entry`, asks for its dismissal before the first commit of the turn the motion
    /// starts in, and samples the content's opacity on every later turn until it has gone.
    private func checkSameTurnReversal(
      of entry: ModalStyle.BuiltIn, file: StaticString = #filePath, line: UInt = #line
    ) {
      let name = entry.name
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self, file: file, line: line)
      defer { fixture.close() }
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      weak var content: UIView?
      var escaped = false
      let hook = BeforeCommitHook(
        in: self, when: { controller.presentationController?.presentedView?.window != nil },
        do: {
          content = controller.presentationController?.presentedView
          escaped = content.map { Inspection.performEscape(from: $0) } ?? false
        })
      root.present(controller, style: entry.style)
      guard
        waitUntil(
          "\(name): the motion started and the escape was asked for", file: file, line: line,
          condition: { hook.ranAt != nil })
      else { return }
      XCTAssertTrue(
        escaped, "\(name): the escape gesture starts a dismissal while presenting", file: file,
        line: line)
      var highest: Float = 0
      var frames = 0
      runLoop(for: 3) {
        // Only committed layers have a presentation layer: nothing is read before.
        if let shown = content?.layer.presentation() {
          highest = max(highest, shown.opacity)
          frames += 1
        }
        return !recorder.hasDismissed
      }
      XCTAssertTrue(recorder.hasDismissed, "\(name): the modal left", file: file, line: line)
      XCTAssertLessThan(
        highest, 0.5,
        "N3 \(name): turned around in its first turn, the modal never shows its end frame"
          + " (highest opacity \(highest) over \(frames) frames)", file: file, line: line)
    }

    /// Presents `entry` with the main thread blocked for `block` seconds before the first
    /// commit, then checks the first frame the render server has.
    ///
    /// - Returns: Whether the block came before the first commit, so that the check means
    ///   something; `false` if the content's layer was already committed when the hook ran (a
    ///   commit UIKit forced within the turn), when the motion rightly began before the block.
    @discardableResult
    private func checkFirstFrame(
      of entry: ModalStyle.BuiltIn, blockingFor block: TimeInterval,
      file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
      let name = entry.name
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self, file: file, line: line)
      defer { fixture.close() }
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      var committedEarly = false
      // The turn the content enters the window is the turn the motion starts in
      // (`animateTransition` adds it and starts the motion in one callout).
      let hook = BeforeCommitHook(
        in: self, when: { controller.presentationController?.presentedView?.window != nil },
        do: {
          // Whether the layer exists on the render server yet: nothing is read from it.
          committedEarly =
            controller.presentationController?.presentedView?.layer
            .presentation() != nil
          Thread.sleep(forTimeInterval: block)
        })
      root.present(controller, style: entry.style)
      guard
        waitUntil(
          "\(name): the first commit after the block carried the motion", file: file, line: line,
          condition: {
            guard hook.ranAt != nil,
              let layer = controller.presentationController?.presentedView?
                .layer
            else { return false }
            return layer.presentation() != nil && !(layer.animationKeys() ?? []).isEmpty
          }),
        let blockEnded = hook.ranAt,
        let content = controller.presentationController?.presentedView,
        let shown = content.layer.presentation()
      else {
        hook.remove()
        waitUntil("\(name): didPresent", condition: { recorder.isPresentedNow })
        return false
      }
      let now = CACurrentMediaTime()
      guard !committedEarly else {
        waitUntil("\(name): didPresent", file: file, line: line) { recorder.isPresentedNow }
        return false
      }
      // The render server plays the motion: Core Animation animations on the content's layer,
      // every one begun at the commit, after the block, not before it.
      for key in content.layer.animationKeys() ?? [] {
        guard let added = content.layer.animation(forKey: key) else { continue }
        let begin = content.layer.convertTime(added.beginTime, to: nil)
        XCTAssertGreaterThan(
          begin, blockEnded - 0.005,
          "N2 \(name): '\(key)' begins at the commit (\(begin)), not before the main thread's"
            + " block ended (\(blockEnded))", file: file, line: line)
      }
      // What the first frame shows: the plan's value between its start and the time since the
      // commit, not the value 100 ms further on.
      let sampler = FrameSampler(
        style: entry.style,
        container: ModalContainer(
          size: Size(width: Double(root.view.bounds.width), height: Double(root.view.bounds.height))
        ))
      let plan = ModalMotionPlan.build(sampler, phase: .presenting)
      let since = max(0, now - blockEnded)
      let checks: [(MotionField, Double, Double)] = [
        (.contentOpacity, Double(shown.opacity), 0.1),
        (.contentScale, Double(shown.transform.m11), 0.03),
      ]
      let turns = plan.track(.rotationY).map { !$0.isConstant } ?? false
      for (field, value, tolerance) in checks where !(field == .contentScale && turns) {
        guard let track = plan.track(field), !track.isConstant, !sampler.style.isZoom else {
          continue
        }
        let low = min(track.value(at: 0), track.value(at: since))
        let high = max(track.value(at: 0), track.value(at: since))
        XCTAssertTrue(
          value >= low - tolerance && value <= high + tolerance,
          "N2 \(name): the first frame after a \(Int(block * 1000)) ms block shows \(field)"
            + " \(value), the plan's first \(track.value(at: 0)) (at most \(track.value(at: since))"
            + " \(Int(since * 1000)) ms after the commit), not"
            + " \(track.value(at: since + block)) as if it had begun before the block",
          file: file, line: line)
      }
      waitUntil("\(name): didPresent", file: file, line: line) { recorder.isPresentedNow }
      return true
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
