#if os(iOS)
  @preconcurrency import UIKit
  import Veil
  import XCTest

  /// The built-in toast (row G1): touches reach the screen around it, VoiceOver is not confined
  /// to it and keeps its focus, and it is announced.
  @MainActor
  final class ToastTests: XCTestCase {
    /// A screen with a button in its middle, under the toast's clear backdrop.
    private final class ScreenWithButton: UIViewController {
      let button = UIButton(type: .system)
      var taps = 0

      override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        button.setTitle("Behind the toast", for: .normal)
        button.frame = CGRect(x: 40, y: 400, width: 240, height: 44)
        button.addAction(UIAction { [weak self] _ in self?.taps += 1 }, for: .touchUpInside)
        view.addSubview(button)
      }
    }

    /// A toast's content: a label that VoiceOver reads.
    private final class ToastContent: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemYellow
        let label = UILabel(frame: CGRect(x: 16, y: 12, width: 300, height: 30))
        label.text = "Draft saved"
        view.addSubview(label)
        preferredContentSize = CGSize(width: 320, height: 54)
      }
    }

    /// Presents `style` with a `ToastContent` over a `ScreenWithButton`; `nil` when it never
    /// presents (the failure is recorded).
    private func presentToast(_ style: ModalStyle) -> (
      screen: ScreenWithButton, fixture: WindowFixture, events: EventRecorder, content: UIView
    )? {
      let screen = ScreenWithButton()
      let fixture = WindowFixture.install(screen, in: self)
      let events = EventRecorder()
      let content = ToastContent()
      screen.present(content, style: style, onEvent: { events.record($0) })
      guard waitUntil("toast: didPresent", condition: { events.isPresentedNow }),
        content.isViewLoaded
      else { return nil }
      return (screen, fixture, events, content.view)
    }

    /// The view a touch at `point` (in the screen's coordinates) lands on, as UIKit delivers it:
    /// the frontmost window whose `hitTest(_:with:)` answers a view.
    private func viewTouched(at point: CGPoint, fixture: WindowFixture) -> UIView? {
      let windows = (fixture.window.windowScene?.windows ?? [fixture.window])
        .filter { !$0.isHidden && $0.alpha > 0 }
        .sorted { $0.windowLevel > $1.windowLevel }
      for window in windows {
        let local = window.convert(point, from: nil)
        if let view = window.hitTest(local, with: nil) { return view }
      }
      return nil
    }

    /// G1: a tap beside the toast reaches the button under its clear backdrop, while a tap on
    /// the toast lands on the toast.
    func test_G1_toastLetsATapThroughToAButtonUnderIt() throws {
      guard let shown = presentToast(.toast) else { return }
      runLoop(for: 0.3)
      let button = shown.screen.button
      let onButton = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
      let touched = viewTouched(at: onButton, fixture: shown.fixture)
      XCTAssertTrue(
        touched.map { $0 === button || $0.isDescendant(of: button) } ?? false,
        "G1: a tap under the toast's backdrop reaches the screen's button, not \(String(describing: touched))"
      )
      let content = shown.content
      let onToast = content.convert(
        CGPoint(x: content.bounds.midX, y: content.bounds.midY), to: nil)
      let touchedToast = viewTouched(at: onToast, fixture: shown.fixture)
      XCTAssertTrue(
        touchedToast?.isDescendant(of: content) ?? false,
        "G1: a tap on the toast lands on the toast's content")
      // The toast fits its content: 54 points high, as its controller asked.
      XCTAssertEqual(content.bounds.height, 54, accuracy: 1, "G1: the toast fits its content")
    }

    /// G1: VoiceOver is not confined to the toast (nothing around it is
    /// `accessibilityViewIsModal`), and its label is there for the default announcement.
    func test_G1_toastIsNotModalToVoiceOverAndCarriesItsLabel() throws {
      guard let shown = presentToast(.toast) else { return }
      var ancestor: UIView? = shown.content
      while let view = ancestor {
        XCTAssertFalse(
          view.accessibilityViewIsModal, "G1: \(type(of: view)) confines VoiceOver to the toast")
        ancestor = view.superview
      }
      let labels = shown.content.subviews.compactMap {
        $0.isAccessibilityElement ? $0.accessibilityLabel : nil
      }
      XCTAssertEqual(labels, ["Draft saved"], "G1: the toast's content carries its label")
    }

    /// G1, with VoiceOver on: the toast is announced with the app's text
    /// (`UIAccessibility.announcementDidFinishNotification` reports what was said) and focus
    /// stays on the screen's button, where the user had it.
    func test_G1_toastIsAnnouncedWithoutTakingFocus() throws {
      guard UIAccessibility.isVoiceOverRunning else {
        throw XCTSkip(
          "VoiceOver is not running, so nothing is announced: the simulator has no VoiceOver;"
            + " run this check on a device with VoiceOver on")
      }
      let screen = ScreenWithButton()
      _ = WindowFixture.install(screen, in: self)
      UIAccessibility.post(notification: .screenChanged, argument: screen.button)
      runLoop(for: 0.5)
      var said: [String] = []
      let observer = NotificationCenter.default.addObserver(
        forName: UIAccessibility.announcementDidFinishNotification, object: nil, queue: .main
      ) { note in
        if let text = note.userInfo?[UIAccessibility.announcementStringValueUserInfoKey]
          as? String
        {
          MainActor.assumeIsolated { said.append(text) }
        }
      }
      defer { NotificationCenter.default.removeObserver(observer) }
      let events = EventRecorder()
      screen.present(
        ToastContent(), style: .toast.announcement(.text("Draft saved, tap to undo")),
        onEvent: { events.record($0) })
      guard waitUntil("toast: didPresent", condition: { events.isPresentedNow }) else { return }
      waitUntil("G1: the toast is announced", timeout: 10) {
        said.contains("Draft saved, tap to undo")
      }
      XCTAssertTrue(
        UIAccessibility.focusedElement(using: .notificationVoiceOver) as? UIButton
          === screen.button,
        "G1: VoiceOver's focus stays on the screen's button while the toast shows")
    }

    /// G2: `.autoDismiss(after:)` dismisses the presented toast by itself, animated, once,
    /// with `.timeout`, not before its time.
    func test_G2_autoDismissFiresAndReportsTimeout() throws {
      let started = CACurrentMediaTime()
      guard let shown = presentToast(.toast.autoDismiss(after: 0.8)) else { return }
      let presentedAt = CACurrentMediaTime()
      // The dismissal's start is timed, not its end, which comes an animation later and would
      // hide a clock that fires one animation early.
      guard
        waitUntil(
          "G2: the toast starts to leave by itself", timeout: 5,
          condition: { shown.events.events.contains(.willDismiss(.timeout)) })
      else { return }
      let leaving = CACurrentMediaTime()
      XCTAssertGreaterThanOrEqual(
        leaving - presentedAt, 0.7,
        "G2: the clock starts when the presentation completes (0.8 s, less the polling's 0.1 s)")
      XCTAssertLessThan(
        leaving - presentedAt, 1.6, "G2: the toast starts to leave about when its time is up")
      guard
        waitUntil(
          "G2: the toast has left", timeout: 5,
          condition: { shown.events.events.contains(.didDismiss(.timeout)) })
      else { return }
      XCTAssertLessThan(
        CACurrentMediaTime() - started, 4, "G2: the whole cycle takes about its time")
      XCTAssertEqual(
        shown.events.events,
        [.willPresent, .didPresent, .willDismiss(.timeout), .didDismiss(.timeout)],
        "G2: each event once, in order, with the timeout as the reason")
    }

    /// G2, with VoiceOver on: while VoiceOver's focus is inside the toast, its time does not
    /// run out; once focus leaves, it goes.
    func test_G2_voiceOverFocusInsideHoldsTheToast() throws {
      guard UIAccessibility.isVoiceOverRunning else {
        throw XCTSkip(
          "VoiceOver is not running, so its focus cannot hold the toast: the simulator has no"
            + " VoiceOver; run this check on a device with VoiceOver on")
      }
      guard let shown = presentToast(.toast.autoDismiss(after: 1)) else { return }
      UIAccessibility.post(notification: .layoutChanged, argument: shown.content.subviews.first)
      runLoop(for: 2.5)
      XCTAssertEqual(
        shown.events.events, [.willPresent, .didPresent],
        "G2: the toast stays while VoiceOver reads it")
      UIAccessibility.post(notification: .layoutChanged, argument: shown.screen.button)
      waitUntil("G2: the toast goes once focus has left it", timeout: 6) {
        shown.events.events.contains(.didDismiss(.timeout))
      }
    }
  }
#endif
