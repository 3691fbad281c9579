#if os(iOS)
  import SwiftUI
  import UIKit
  import Veil
  import XCTest

  /// The review's SwiftUI findings S1 and S2, checked on real SwiftUI in a window (S3, which
  /// needs the package's own access, is in `InPlaceLightboxS3Tests`).
  @MainActor
  final class SwiftUIFindingTests: XCTestCase {
    // MARK: - S1: nothing reaches the app during a SwiftUI update (§5 check 7)

    /// A modal with a child modal; the parent's binding goes `false`. The child is dismissed
    /// with `parentDismissed` in the same step, inside SwiftUI's update of the presenting
    /// screen: its binding write-back and its events must still arrive after the update (what
    /// Xcode reports as "Modifying state during view update" otherwise), each once, and the
    /// bindings must end consistent.
    func test_S1_childOfADismissedParentIsWrittenBackAfterTheUpdate() {
      let model = PresentationModel()
      let recorders = [EventRecorder(), EventRecorder(), EventRecorder()]
      let probes = [ContentProbe(), ContentProbe(), ContentProbe()]
      _ = WindowFixture.install(
        hostingRoot(
          NestedHarness(
            model: model, parentStyle: .card, childStyle: .card, parent: recorders[0],
            child: recorders[1], grandchild: recorders[2], probes: probes)),
        in: self)
      model.isPresented = true
      guard waitUntil("parent: didPresent", condition: { recorders[0].isPresentedNow }) else {
        return
      }
      model.child = true
      guard waitUntil("child: didPresent", condition: { recorders[1].isPresentedNow }) else {
        return
      }
      runLoop(for: 0.3)
      model.isPresented = false
      // Only what Veil writes from here on counts, not the test's own write.
      let writesBefore = model.writes.count
      guard
        waitUntil(
          "parent and child: didDismiss",
          condition: { recorders[0].hasDismissed && recorders[1].hasDismissed })
      else { return }
      runLoop(for: 0.5)

      XCTAssertFalse(model.isPresented, "S1: the parent's binding stays false")
      XCTAssertFalse(model.child, "S1: the child's binding is written back to false")
      let writes = Array(model.writes[writesBefore...])
      let childWrites = writes.filter { $0.name == "child" }
      XCTAssertEqual(
        childWrites.map(\.value), [false], "S1: the child's binding is written back once")
      XCTAssertEqual(
        writes.filter(\.duringUpdate), [],
        "S1: no binding is written during SwiftUI's update of the presenting screen")
      XCTAssertEqual(
        recorders[1].eventsDuringUpdate, [],
        "S1: no event of the child reaches the app during SwiftUI's update")
      assertEvents(recorders[1], EventRecorder.cycle(.parentDismissed), "S1: child")
      assertEvents(recorders[0], EventRecorder.cycle(.programmatic), "S1: parent")
    }

    // MARK: - S2: the in-place lightbox (§5 check 4)

    /// `dragToDismiss` (seed 001's in-place lightbox) dismissed towards the bottom edge leaves
    /// downwards, not towards the leading edge of an earlier render.
    ///
    /// Touches cannot be made with public API, so the release is the VoiceOver escape action,
    /// which ends in the same `dismiss(towards: .bottom, …)` as a drag released downwards past
    /// 150 points: the edge is set in the same update that removes the view.
    func test_S2_inPlaceLightboxLeavesTowardsTheEdgeItIsDismissedTo() throws {
      let model = PresentationModel()
      let probe = ContentProbe()
      let root = hostingRoot(InPlaceLightboxHarness(model: model, probe: probe))
      _ = WindowFixture.install(root, in: self)
      model.isPresented = true
      guard
        waitUntil("lightbox: the content is on screen", condition: { probe.view?.window != nil }),
        let content = probe.view
      else { return }
      runLoop(for: 0.6)
      guard let start = Inspection.onScreenFrame(of: content) else {
        XCTFail("lightbox: the content has a frame on screen")
        return
      }
      let elements = Inspection.accessibilityElements(in: root.view)
      guard elements.contains(where: { !($0 is UIView) }) else {
        throw XCTSkip(
          "SwiftUI made no accessibility elements in this process (no assistive technology"
            + " asked for them), so the escape action cannot be reached; run with VoiceOver or"
            + " Accessibility Inspector on, or check §5 item 4 by hand")
      }
      guard Inspection.performEscapeOnModalElements(in: root.view) else {
        XCTFail(
          "S2: the escape action of InPlaceLightboxModifier was found among the accessibility"
            + " elements of the screen and handled the escape")
        return
      }
      var deepest = CGFloat(0)
      var widest = CGFloat(0)
      runLoop(for: 2) {
        guard let frame = Inspection.onScreenFrame(of: content) else { return false }
        deepest = max(deepest, frame.midY - start.midY)
        widest = max(widest, abs(frame.midX - start.midX))
        return true
      }
      XCTAssertFalse(model.isPresented, "S2: the lightbox's binding is false")
      XCTAssertGreaterThan(
        deepest, 20, "S2: the content moves down towards the bottom edge (moved \(deepest) pt)")
      XCTAssertLessThan(
        widest, deepest,
        "S2: the content leaves downwards, not sideways (\(widest) pt sideways, \(deepest) pt down)"
      )
    }
  }
#endif
