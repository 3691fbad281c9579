#if os(iOS)
  import SwiftUI
  import UIKit
  import Veil
  import XCTest

  /// The review's transition findings (T1–T4, T9, V3), each checked on real UIKit.
  ///
  /// Each test is named after the finding it checks and fails while the finding stands.
  @MainActor
  final class TransitionFindingTests: XCTestCase {
    // MARK: - T1: sheets have a surface (§5 check 1, seed 004)

    /// Seed 004's `halfModal`: the sheet's hosting view paints an opaque background, because
    /// `UISheetPresentationController` draws no surface of its own on iOS 15–18.
    func test_T1_seed004HalfModalHasAnOpaqueSurface() {
      let model = PresentationModel()
      let recorder = EventRecorder()
      let probe = ContentProbe()
      let fixture = WindowFixture.install(
        hostingRoot(HalfModalHarness(model: model, recorder: recorder, probe: probe, onEnd: {})),
        in: self)
      model.isPresented = true
      guard waitUntil("halfModal: didPresent", condition: { recorder.isPresentedNow }) else {
        return
      }
      guard let sheet = fixture.topPresented else {
        XCTFail("halfModal: a sheet is presented")
        return
      }
      XCTAssertNotNil(sheet.sheetPresentationController, "halfModal: presented as a UIKit sheet")
      // Where UIKit draws the sheet's surface (iOS 26's glass), Veil's host stays clear (B8).
      XCTAssertEqual(
        Inspection.isOpaque(sheet.view.backgroundColor, in: sheet.traitCollection),
        !SheetSurfaceTests.systemDrawsSheetSurface,
        "T1: the sheet's view has an opaque background unless UIKit draws one (it has \(String(describing: sheet.view.backgroundColor)))"
      )
    }

    /// Every built-in style that is a sheet or removes the presenting screen: the hosting
    /// view is opaque; the others stay clear so see-through styles show the screen behind.
    func test_T1_hostBackgroundIsOpaqueExactlyForSheetsAndOpaqueStyles() {
      for entry in ModalStyle.builtIns {
        let model = PresentationModel()
        let recorder = EventRecorder()
        let probe = ContentProbe()
        let fixture = WindowFixture.install(
          hostingRoot(
            FlagHarness(model: model, style: entry.style, recorder: recorder, probe: probe)),
          in: self)
        defer { fixture.close() }
        model.isPresented = true
        guard waitUntil("\(entry.name): didPresent", condition: { recorder.isPresentedNow }),
          let host = fixture.topPresented
        else { continue }
        let wantsSurface =
          (entry.style.sheetStyle != nil && !SheetSurfaceTests.systemDrawsSheetSurface)
          || entry.style.removesPresentingContent
        XCTAssertEqual(
          Inspection.isOpaque(host.view.backgroundColor, in: host.traitCollection), wantsSurface,
          "T1: \(entry.name)'s hosting view is \(wantsSurface ? "opaque" : "clear")")
      }
    }

    // MARK: - T2 and V3: seed 002's full-screen modal (§5 check 2)

    /// Seed 002 (`present(isPresented:)`): while the full-screen modal slides away, and after,
    /// the presenting screen's view is in the window, so the window never shows black.
    func test_T2_fullScreenDismissalKeepsPresenterInWindow() {
      let model = PresentationModel()
      let recorder = EventRecorder()
      let probe = ContentProbe()
      let root = hostingRoot(SeedTwoHarness(model: model, recorder: recorder, probe: probe))
      let fixture = WindowFixture.install(root, in: self)
      model.isPresented = true
      guard waitUntil("seed 002: didPresent", condition: { recorder.isPresentedNow }) else {
        return
      }
      waitUntil("seed 002: the presentation transition has ended") {
        fixture.topPresented?.transitionCoordinator == nil
      }
      let modal = WeakReference<UIViewController>()
      modal.object = fixture.topPresented
      // The presenting view is out of the window now: the app's false reaches the modal only
      // through Veil's reading of the binding meanwhile (S5).
      model.isPresented = false
      guard
        waitUntil(
          "S5: willDismiss and UIKit's dismissal transition under way after the app set the"
            + " binding false while the presenting view was out of the window",
          condition: { recorder.events.count >= 3 && modal.object?.isBeingDismissed != false })
      else { return }
      // The animator gets its first frame to put the presenting view back.
      turnRunLoopOnce()
      var samples = 0
      var samplesWithoutPresenter = 0
      runLoop(for: 3) {
        samples += 1
        if root.viewIfLoaded?.window !== fixture.window { samplesWithoutPresenter += 1 }
        return !recorder.hasDismissed
      }
      XCTAssertTrue(recorder.hasDismissed, "seed 002: didDismiss")
      XCTAssertEqual(
        samplesWithoutPresenter, 0,
        "T2: the presenting view is in the window during the dismissal"
          + " (missing in \(samplesWithoutPresenter) of \(samples) run-loop turns)")
      runLoop(for: 0.2)
      XCTAssertTrue(
        root.viewIfLoaded?.window === fixture.window,
        "T2: the presenting view is in the window after the dismissal")
    }

    /// The same through the UIKit API, `present(_:style: .fullScreen)` and `dismiss(animated:)`.
    func test_T2_uikitFullScreenDismissalKeepsPresenterInWindow() {
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      root.present(controller, style: .fullScreen)
      guard waitUntil("fullScreen: didPresent", condition: { recorder.isPresentedNow }) else {
        return
      }
      waitUntil("fullScreen: the presentation transition has ended") {
        controller.transitionCoordinator == nil
      }
      controller.dismiss(animated: true)
      // The animator gets its first frame to put the presenting view back.
      turnRunLoopOnce()
      var samples = 0
      var samplesWithoutPresenter = 0
      runLoop(for: 3) {
        samples += 1
        if root.view.window !== fixture.window { samplesWithoutPresenter += 1 }
        return !recorder.hasDismissed
      }
      XCTAssertTrue(recorder.hasDismissed, "fullScreen: didDismiss")
      XCTAssertEqual(
        samplesWithoutPresenter, 0,
        "T2: the presenting view is in the window during the dismissal"
          + " (missing in \(samplesWithoutPresenter) of \(samples) run-loop turns)")
      runLoop(for: 0.2)
      XCTAssertTrue(
        root.view.window === fixture.window,
        "T2: the presenting view is in the window after the dismissal")
    }

    /// Seed 002's navigation bar sits below the status bar while the modal slides in, once it
    /// is presented, and while it slides out. Measured against the scene's real top safe area
    /// (the status bar, or the sensor housing): a scene-less window has none, and the check would
    /// be `≥ 0` (TS9), so it skips there.
    func test_V3_fullScreenNavigationBarSitsUnderStatusBar() throws {
      let model = PresentationModel()
      let recorder = EventRecorder()
      let probe = ContentProbe()
      let fixture = WindowFixture.install(
        hostingRoot(SeedTwoHarness(model: model, recorder: recorder, probe: probe)), in: self)
      let statusBarHeight = fixture.window.safeAreaInsets.top
      guard fixture.window.windowScene != nil, statusBarHeight > 0 else {
        throw XCTSkip(
          "V3: the test window's top safe area is 0 pt (no window scene: the package's hostless"
            + " plan), so 'never above the status bar' would be trivial; run the hosted plan"
            + " (Tests/VeilUIKitHost)")
      }
      let sceneStatusBar = fixture.statusBar?.statusBarFrame.height ?? 0
      XCTAssertGreaterThanOrEqual(
        statusBarHeight, sceneStatusBar - 0.5,
        "V3: the window's top safe area covers the scene's status bar (\(sceneStatusBar) pt)")
      var worstGap = CGFloat.infinity
      var samples = 0
      func sample() {
        guard let host = fixture.topPresented,
          let bar = Inspection.firstSubview(of: UINavigationBar.self, in: host.view),
          bar.window != nil
        else { return }
        samples += 1
        // In the host's own coordinates, so the slide's transform does not count.
        let top = bar.convert(bar.bounds, to: host.view).minY
        worstGap = min(worstGap, top - statusBarHeight)
      }
      model.isPresented = true
      runLoop(for: 3) {
        sample()
        return !recorder.isPresentedNow
      }
      runLoop(for: 1) {
        sample()
        return true
      }
      model.isPresented = false
      runLoop(for: 3) {
        sample()
        return !recorder.hasDismissed
      }
      XCTAssertTrue(
        recorder.hasDismissed,
        "S5: the app's false, set while the presenting view was out of the window, dismissed"
          + " the modal")
      XCTAssertGreaterThan(samples, 0, "V3: the modal's navigation bar was found on screen")
      XCTAssertGreaterThanOrEqual(
        worstGap, -0.5,
        "V3: the navigation bar's top is never above the status bar's bottom"
          + " (\(statusBarHeight) pt); worst: \(worstGap) pt")
    }

    // MARK: - T3: animated: false is instant, and so is the parentDismissed cascade (§5 check 3)

    /// `present(_:style:animated: false)` and `dismiss(animated: false)`: for every built-in
    /// style the controller is presented (and gone) within one turn of the run loop, with
    /// `didPresent` (`didDismiss`) delivered and no transition left running.
    func test_T3_animatedFalseIsInstantForEveryBuiltInStyle() {
      for entry in ModalStyle.builtIns {
        let root = LightRootController()
        let fixture = WindowFixture.install(root, in: self)
        defer { fixture.close() }
        let recorder = EventRecorder()
        let controller = ObservingController(recorder: recorder)
        root.present(controller, style: entry.style, animated: false)
        turnRunLoopOnce()
        // A pass-through style (the toasts) is presented from the root of a window of its
        // own when the scene has one.
        let passesThrough = entry.style.backdrop.tapBehavior == .passesThrough
        let presenter = controller.presentingViewController
        XCTAssertTrue(
          (presenter === root
            || (passesThrough && presenter != nil && presenter?.view.window !== root.view.window))
            && !controller.isBeingPresented,
          "T3: \(entry.name) is presented within one run-loop turn of present(animated: false)")
        XCTAssertNil(
          controller.transitionCoordinator,
          "T3: \(entry.name): no transition runs after present(animated: false)")
        XCTAssertEqual(
          recorder.events, [.willPresent, .didPresent],
          "T3: \(entry.name): didPresent within one run-loop turn")
        if let content = controller.presentationController?.presentedView {
          XCTAssertEqual(
            content.alpha, 1, accuracy: 0.001,
            "T3: \(entry.name)'s content is fully shown at once")
        }
        waitUntil("\(entry.name): presented") { recorder.isPresentedNow }

        controller.dismiss(animated: false)
        turnRunLoopOnce()
        XCTAssertNil(
          controller.presentingViewController,
          "T3: \(entry.name) is gone within one run-loop turn of dismiss(animated: false)")
        XCTAssertTrue(
          recorder.hasDismissed, "T3: \(entry.name): didDismiss within one run-loop turn")
        waitUntil("\(entry.name): dismissed") { recorder.hasDismissed }
      }
    }

    /// A modal with two open children above it (a child and its child) is dismissed: the
    /// children go with `parentDismissed`, not animated, so each leaves within a few frames
    /// instead of playing its removal animation one after the other.
    func test_T3_parentWithTwoOpenChildrenGoesAtOnce() {
      guard let (model, recorders, _) = presentCoverWithTwoLightboxes("T3") else { return }
      let start = CACurrentMediaTime()
      model.isPresented = false
      guard
        waitUntil(
          "all three modals: didDismiss", condition: { recorders.allSatisfy(\.hasDismissed) })
      else { return }
      let total = CACurrentMediaTime() - start
      for (index, name) in ["child", "grandchild"].enumerated() {
        let recorder = recorders[index + 1]
        assertEvents(recorder, EventRecorder.cycle(.parentDismissed), "T3: \(name)")
        guard let began = recorder.time(of: .willDismiss(.parentDismissed)),
          let ended = recorder.time(of: .didDismiss(.parentDismissed))
        else { continue }
        // A dismissal without animation takes a frame or two; the lightbox's spring takes
        // about half a second or more.
        XCTAssertLessThan(
          ended - began, 0.1,
          "T3: the \(name) is removed without its removal animation (took \(ended - began) s)")
      }
      assertEvents(recorders[0], EventRecorder.cycle(.programmatic), "T3: parent")
      XCTAssertFalse(model.child, "T3: the child's binding is written back")
      XCTAssertFalse(model.grandchild, "T3: the grandchild's binding is written back")
      // The parent's own cross-dissolve is about 0.4 s (the third-party figure in
      // `ModalStyle.SystemTransition.animation`); two cascading springs would add a second.
      XCTAssertLessThan(total, 1.0, "T3: the whole stack is gone in \(total) s")
    }

    // MARK: - N1: a dismissal asked for while UIKit's transition ends (second review)

    /// A lightbox dismissed 50 ms after `didPresent`, while its spring still settles (T5's
    /// finish-then-remove): the dismissal Veil asks for from inside
    /// `presentationTransitionDidEnd` waits for the presentation to be over, so UIKit does
    /// not refuse it. The lightbox ends dismissed with `didDismiss` delivered, and the window's
    /// stack is free: the next modal presents.
    func test_N1_lightboxDismissedJustAfterDidPresentEndsDismissed() {
      let model = PresentationModel()
      let recorder = EventRecorder()
      let probe = ContentProbe()
      let fixture = WindowFixture.install(
        hostingRoot(
          FlagHarness(model: model, style: .lightbox, recorder: recorder, probe: probe)),
        in: self)
      model.isPresented = true
      guard waitUntil("N1: didPresent", condition: { recorder.isPresentedNow }) else { return }
      runLoop(for: 0.05)
      model.isPresented = false
      guard waitUntil("N1: didDismiss", condition: { recorder.hasDismissed }) else { return }
      assertEvents(recorder, EventRecorder.cycle(.programmatic), "N1")
      waitUntil("N1: nothing is left on screen") { fixture.presentedControllers.isEmpty }
      recorder.reset()
      model.isPresented = true
      guard
        waitUntil("N1: the window's next modal presents", condition: { recorder.isPresentedNow })
      else { return }
      model.isPresented = false
      waitUntil("N1: the next modal is dismissed too", condition: { recorder.hasDismissed })
    }

    /// A parent with two open children, dismissed: each child is dismissed once the one above
    /// it has gone, not from inside its `dismissalTransitionDidEnd`, which UIKit would refuse
    /// and leave the rest of the chain on screen.
    func test_N1_parentWithTwoOpenChildrenCascadeEndsDismissed() {
      guard let (model, recorders, fixture) = presentCoverWithTwoLightboxes("N1") else { return }
      model.isPresented = false
      guard
        waitUntil(
          "N1: all three modals: didDismiss", condition: { recorders.allSatisfy(\.hasDismissed) })
      else { return }
      waitUntil("N1: nothing is left on screen") { fixture.presentedControllers.isEmpty }
      recorders[0].reset()
      model.isPresented = true
      waitUntil("N1: the parent presents again", condition: { recorders[0].isPresentedNow })
    }

    /// A cover with a lightbox over it and another over that, each presented once the one
    /// below has; `nil` (a failure recorded) if one did not present.
    private func presentCoverWithTwoLightboxes(
      _ finding: String
    ) -> (PresentationModel, [EventRecorder], WindowFixture)? {
      let model = PresentationModel()
      let recorders = [EventRecorder(), EventRecorder(), EventRecorder()]
      let probes = [ContentProbe(), ContentProbe(), ContentProbe()]
      let fixture = WindowFixture.install(
        hostingRoot(
          NestedHarness(
            model: model, parentStyle: .cover, childStyle: .lightbox, parent: recorders[0],
            child: recorders[1], grandchild: recorders[2], probes: probes)),
        in: self)
      model.isPresented = true
      guard waitUntil("\(finding): parent didPresent", condition: { recorders[0].isPresentedNow })
      else { return nil }
      model.child = true
      guard waitUntil("\(finding): child didPresent", condition: { recorders[1].isPresentedNow })
      else { return nil }
      model.grandchild = true
      guard
        waitUntil(
          "\(finding): grandchild didPresent", condition: { recorders[2].isPresentedNow })
      else { return nil }
      return (model, recorders, fixture)
    }

    // MARK: - T9: presenting a cached controller twice (§5 check 8)

    /// A double tap on a button that presents a cached controller: the second
    /// `present(_:style:)` of the same instance is refused, in the same turn and once it is
    /// presented, without a crash, and the first presentation goes on unharmed.
    func test_T9_secondPresentOfAPresentedControllerIsRefused() {
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      let recorder = EventRecorder()
      let cached = ObservingController(recorder: recorder)
      root.present(cached, style: .card)
      root.present(cached, style: .card)
      guard waitUntil("T9: didPresent", condition: { recorder.isPresentedNow }) else { return }
      runLoop(for: 1)
      XCTAssertEqual(recorder.count(of: .willPresent), 1, "T9: the second call presents nothing")
      XCTAssertTrue(cached.presentingViewController === root, "T9: still presented from the root")
      XCTAssertEqual(fixture.presentedControllers.count, 1, "T9: one controller is presented")

      root.present(cached, style: .card)
      runLoop(for: 1)
      XCTAssertEqual(recorder.count(of: .willPresent), 1, "T9: presenting it again is refused")
      XCTAssertTrue(recorder.isPresentedNow, "T9: the first presentation is unharmed")

      cached.dismiss(animated: true)
      guard waitUntil("T9: didDismiss", condition: { recorder.hasDismissed }) else { return }
      runLoop(for: 0.5)
      assertEvents(recorder, EventRecorder.cycle(.programmatic), "T9")
      XCTAssertTrue(fixture.presentedControllers.isEmpty, "T9: nothing is left on screen")
    }

    // MARK: - T4: false then true within 0.2 s (§5 check 9)

    /// `halfModal`: the flag goes `false` and back to `true` within 0.2 s while the sheet is
    /// up; the sheet ends presented and the app's `true` stands.
    func test_T4_halfModalFalseThenTrueEndsPresented() {
      let model = PresentationModel()
      let recorder = EventRecorder()
      let probe = ContentProbe()
      let fixture = WindowFixture.install(
        hostingRoot(HalfModalHarness(model: model, recorder: recorder, probe: probe, onEnd: {})),
        in: self)
      model.isPresented = true
      guard waitUntil("halfModal: didPresent", condition: { recorder.isPresentedNow }) else {
        return
      }
      waitUntil("halfModal: the presentation transition has ended") {
        fixture.topPresented?.transitionCoordinator == nil
      }
      model.isPresented = false
      runLoop(for: 0.1)
      model.isPresented = true
      waitUntil("T4: the sheet is presented again with no transition running", timeout: 5) {
        guard let sheet = fixture.topPresented else { return false }
        return recorder.isPresentedNow && sheet.transitionCoordinator == nil
          && !sheet.isBeingDismissed
      }
      runLoop(for: 0.5)
      XCTAssertTrue(model.isPresented, "T4: the app's true is not overwritten")
      XCTAssertNotNil(fixture.topPresented, "T4: the sheet is on screen")
      XCTAssertFalse(
        recorder.events.contains(.willDismiss(.parentDismissed)),
        "T4: the re-presentation is not reported as parentDismissed (events: \(recorder.events))")
    }
  }
#endif
