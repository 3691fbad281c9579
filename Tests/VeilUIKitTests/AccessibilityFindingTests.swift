#if os(iOS)
  import SwiftUI
  @preconcurrency import UIKit
  import Veil
  import XCTest

  /// The review's accessibility finding A1: where VoiceOver can go while a modal shows.
  ///
  /// UIKit's rule for `accessibilityViewIsModal` is that "VoiceOver ignores the elements within
  /// views that are siblings of the receiver". The tests apply that rule to the real view
  /// hierarchy (``Inspection/voiceOverHides(_:whileShowing:)``), so they need no VoiceOver; when
  /// VoiceOver does run in the simulator, they also follow its focus.
  @MainActor
  final class AccessibilityFindingTests: XCTestCase {
    /// Seed 000's `.cover` (`fullScreenModal`): VoiceOver cannot swipe from the modal into the
    /// screen behind it (§5 check 10).
    func test_A1_voiceOverFocusDoesNotReachTheScreenBehindACover() {
      let model = PresentationModel()
      let recorder = EventRecorder()
      let probe = ContentProbe()
      let root = hostingRoot(CoverHarness(model: model, recorder: recorder, probe: probe))
      _ = WindowFixture.install(root, in: self)
      let focused = FocusLog()
      let observer = NotificationCenter.default.addObserver(
        forName: UIAccessibility.elementFocusedNotification, object: nil, queue: .main
      ) { notification in
        let element = notification.userInfo?[UIAccessibility.focusedElementUserInfoKey] as? UIView
        MainActor.assumeIsolated {
          if let element { focused.views.append(element) }
        }
      }
      defer { NotificationCenter.default.removeObserver(observer) }
      model.isPresented = true
      guard waitUntil("cover: didPresent", condition: { recorder.isPresentedNow }),
        let content = probe.view
      else { return }
      XCTAssertTrue(
        Inspection.voiceOverHides(root.view, whileShowing: content),
        "A1: a view marked accessibilityViewIsModal that contains the cover's content has the"
          + " presenting screen among its siblings (modal views above the content: "
          + "\(Inspection.modalAncestors(of: content).map { String(describing: type(of: $0)) }))")
      if UIAccessibility.isVoiceOverRunning {
        runLoop(for: 1)
        let behind = focused.views.filter { $0.isDescendant(of: root.view) }
        XCTAssertEqual(behind, [], "A1: VoiceOver focus never lands on the screen behind")
      }
    }

    /// Every built-in style that blocks the screen (all but the sheet, whose accessibility
    /// UIKit owns): the presenting screen is hidden from VoiceOver while the modal shows.
    func test_A1_everyBlockingStyleHidesTheScreenBehindFromVoiceOver() {
      let blocking = ModalStyle.builtIns.filter {
        $0.style.sheetStyle == nil && $0.style.backdrop.tapBehavior != .passesThrough
      }
      for entry in blocking {
        let model = PresentationModel()
        let recorder = EventRecorder()
        let probe = ContentProbe()
        let root = hostingRoot(
          FlagHarness(model: model, style: entry.style, recorder: recorder, probe: probe))
        let fixture = WindowFixture.install(root, in: self)
        defer { fixture.close() }
        model.isPresented = true
        guard waitUntil("\(entry.name): didPresent", condition: { recorder.isPresentedNow }),
          let content = probe.view
        else { continue }
        // A style that removes the presenting view leaves nothing behind to reach.
        guard root.view.window != nil else { continue }
        XCTAssertTrue(
          Inspection.voiceOverHides(root.view, whileShowing: content),
          "A1: \(entry.name) hides the presenting screen from VoiceOver")
      }
    }

    /// When the modal has appeared, VoiceOver's focus is in its content.
    func test_A1_focusMovesIntoTheContentWhenPresented() throws {
      try requireVoiceOver()
      let model = PresentationModel()
      let recorder = EventRecorder()
      let probe = ContentProbe()
      let fixture = WindowFixture.install(
        hostingRoot(FlagHarness(model: model, style: .card, recorder: recorder, probe: probe)),
        in: self)
      model.isPresented = true
      guard waitUntil("card: didPresent", condition: { recorder.isPresentedNow }),
        let hostView = fixture.topPresented?.view
      else { return }
      waitUntil("A1: VoiceOver's focus is inside the card's content") {
        var element = UIAccessibility.focusedElement(using: .notificationVoiceOver) as? NSObject
        // SwiftUI's elements are not views: climb their containers to a view.
        while let accessibilityElement = element as? UIAccessibilityElement {
          element = accessibilityElement.accessibilityContainer as? NSObject
        }
        guard let view = element as? UIView else { return false }
        return view.isDescendant(of: hostView)
      }
    }

    /// N12: with VoiceOver on, a pass-through toast that leaves while the user has moved on in
    /// the screen behind does not pull focus back to where it was before the toast.
    func test_N12_aLeavingToastLeavesFocusWhereTheUserMovedIt() throws {
      try requireVoiceOver()
      let model = PresentationModel()
      let toast = EventRecorder()
      let root = hostingRoot(
        ToastHarness(
          model: model, toast: toast, card: EventRecorder(), toastProbe: ContentProbe(),
          cardProbe: ContentProbe()))
      _ = WindowFixture.install(root, in: self)
      let elsewhere = UILabel(frame: CGRect(x: 20, y: 600, width: 200, height: 44))
      elsewhere.text = "Elsewhere on the screen"
      root.view.addSubview(elsewhere)
      model.isPresented = true
      guard waitUntil("toast: didPresent", condition: { toast.isPresentedNow }) else { return }
      UIAccessibility.post(notification: .layoutChanged, argument: elsewhere)
      guard
        waitUntil(
          "VoiceOver's focus is on the screen's label",
          condition: {
            UIAccessibility.focusedElement(using: .notificationVoiceOver) as? UILabel === elsewhere
          })
      else { return }
      model.isPresented = false
      guard waitUntil("toast: didDismiss", condition: { toast.hasDismissed }) else { return }
      runLoop(for: 0.5)
      XCTAssertTrue(
        UIAccessibility.focusedElement(using: .notificationVoiceOver) as? UILabel === elsewhere,
        "N12: the toast's departure leaves focus where the user moved it")
    }

    /// Skips the test unless VoiceOver runs: without it UIKit moves no focus.
    private func requireVoiceOver() throws {
      guard UIAccessibility.isVoiceOverRunning else {
        throw XCTSkip(
          "VoiceOver is not running, so UIKit moves no focus: turn it on in the simulator"
            + " (Accessibility Inspector) to run this check")
      }
    }

    /// A pass-through toast is not modal for VoiceOver: sighted users keep using the screen
    /// around it, so VoiceOver users must reach it too.
    func test_A1_passThroughToastDoesNotHideTheScreen() {
      let model = PresentationModel()
      let toast = EventRecorder()
      let probe = ContentProbe()
      let root = hostingRoot(
        ToastHarness(
          model: model, toast: toast, card: EventRecorder(), toastProbe: probe,
          cardProbe: ContentProbe()))
      _ = WindowFixture.install(root, in: self)
      model.isPresented = true
      guard waitUntil("toast: didPresent", condition: { toast.isPresentedNow }),
        let content = probe.view
      else { return }
      XCTAssertEqual(
        Inspection.modalAncestors(of: content).count, 0,
        "A1: nothing around the pass-through toast's content is accessibilityViewIsModal")
      XCTAssertFalse(
        Inspection.voiceOverHides(root.view, whileShowing: content),
        "A1: the screen around a pass-through toast stays reachable with VoiceOver")
    }
  }

  /// The views VoiceOver focused, as `UIAccessibility.elementFocusedNotification` reports them.
  @MainActor
  final class FocusLog {
    /// The focused views, oldest first.
    var views: [UIView] = []
  }
#endif
