#if os(iOS)
  import SwiftUI
  import UIKit
  import Veil
  import XCTest

  /// The review's status-bar and pass-through findings (V1, W1, W2).
  @MainActor
  final class StatusBarAndPassThroughFindingTests: XCTestCase {
    // MARK: - V1: covering styles hand the status bar to the modal (§5 check 5)

    /// Every built-in style that covers the screen (full-screen placement): the presented
    /// controller captures the status bar, and its own `prefersStatusBarHidden` decides it.
    func test_V1_coveringStylesLetThePresentedControllerDecideTheStatusBar() {
      let covering = ModalStyle.builtIns.filter { $0.style.placement == .fullScreen }
      XCTAssertFalse(covering.isEmpty, "V1: the catalog has covering styles")
      for entry in covering {
        let root = LightRootController()
        let fixture = WindowFixture.install(root, in: self)
        defer { fixture.close() }
        let recorder = EventRecorder()
        let controller = ObservingController(recorder: recorder)
        root.present(controller, style: entry.style)
        guard waitUntil("\(entry.name): didPresent", condition: { recorder.isPresentedNow }) else {
          continue
        }
        XCTAssertTrue(
          controller.modalPresentationCapturesStatusBarAppearance,
          "V1: \(entry.name) hands status-bar control to the presented controller")
        if let statusBar = fixture.statusBar {
          waitUntil("V1: \(entry.name): the presented controller hides the status bar") {
            statusBar.isStatusBarHidden
          }
        }
      }
    }

    /// The lightbox over a light app: content that asks for `.statusBarHidden(true)` gets it.
    func test_V1_lightboxContentDecidesTheStatusBar() throws {
      let model = PresentationModel()
      let recorder = EventRecorder()
      let probe = ContentProbe()
      let fixture = WindowFixture.install(
        hostingRoot(
          StatusBarContentHarness(model: model, style: .lightbox, recorder: recorder, probe: probe)),
        in: self)
      model.isPresented = true
      guard waitUntil("lightbox: didPresent", condition: { recorder.isPresentedNow }),
        let host = fixture.topPresented
      else { return }
      XCTAssertTrue(
        host.modalPresentationCapturesStatusBarAppearance,
        "V1: the lightbox's host captures the status bar")
      guard let statusBar = fixture.statusBar else {
        throw XCTSkip(
          "V1: the test process has no window scene, so UIKit publishes no status-bar state;"
            + " the capture flag was checked")
      }
      waitUntil("V1: the lightbox content's .statusBarHidden(true) hides the status bar") {
        statusBar.isStatusBarHidden
      }
    }

    /// A lightbox (black at 1.0) and a dark blur over a light app: the SwiftUI content's host
    /// asks for light status-bar text (`ModalStyle.statusBarText`), and with a scene the status
    /// bar shows it. Before the V1 fix the host answered `.default`, which follows the light
    /// colour scheme Veil gives it: dark text on black.
    func test_V1_darkBackdropsGetLightStatusBarText() {
      // `.fullScreen` paints the system background, light here: any answer but light text.
      let cases: [(name: String, style: ModalStyle, expected: UIStatusBarStyle?)] = [
        ("lightbox", .lightbox, .lightContent),
        ("blur(.dark)", .blur(.dark), .lightContent),
        ("blur(.extraLight)", .blur(.extraLight), .darkContent),
        ("fullScreen", .fullScreen, nil),
      ]
      for entry in cases {
        let model = PresentationModel()
        let recorder = EventRecorder()
        let probe = ContentProbe()
        let root = hostingRoot(
          FlagHarness(model: model, style: entry.style, recorder: recorder, probe: probe))
        root.overrideUserInterfaceStyle = .light
        let fixture = WindowFixture.install(root, in: self)
        defer { fixture.close() }
        model.isPresented = true
        guard waitUntil("\(entry.name): didPresent", condition: { recorder.isPresentedNow }),
          let host = fixture.topPresented
        else { continue }
        guard let expected = entry.expected else {
          XCTAssertNotEqual(
            host.preferredStatusBarStyle, .lightContent,
            "V1: \(entry.name)'s light system background keeps dark status-bar text")
          continue
        }
        XCTAssertEqual(
          host.preferredStatusBarStyle, expected,
          "V1: \(entry.name)'s host asks for the status-bar text that reads on its backdrop")
        guard let statusBar = fixture.statusBar else { continue }
        waitUntil("V1: \(entry.name): the scene's status bar shows style \(expected.rawValue)") {
          statusBar.statusBarStyle == expected
        }
      }
    }

    // MARK: - W1 and W2: a pass-through toast and the modals opened around it (§5 check 6)

    /// A toast with `.passesThrough` is up; a card is opened from the still-interactive screen;
    /// the toast closes. The card is unrelated to the toast and must stay.
    func test_W1_closingAPassThroughToastKeepsACardOpenedAfterIt() throws {
      let model = PresentationModel()
      let toast = EventRecorder()
      let card = EventRecorder()
      let fixture = WindowFixture.install(
        hostingRoot(
          ToastHarness(
            model: model, toast: toast, card: card, toastProbe: ContentProbe(),
            cardProbe: ContentProbe())),
        in: self)
      try requireScene(fixture)
      model.isPresented = true
      guard waitUntil("toast: didPresent", condition: { toast.isPresentedNow }) else { return }
      model.other = true
      guard waitUntil("card: didPresent", condition: { card.isPresentedNow }) else { return }
      model.isPresented = false
      guard waitUntil("toast: didDismiss", condition: { toast.hasDismissed }) else { return }
      runLoop(for: 1)
      XCTAssertEqual(
        card.events, [.willPresent, .didPresent], "W1: the card is not dismissed with the toast")
      XCTAssertTrue(model.other, "W1: the card's binding is not written back")
      XCTAssertFalse(fixture.presentedControllers.isEmpty, "W1: the card is still on screen")
      assertEvents(toast, EventRecorder.cycle(.programmatic), "W1: toast")
    }

    /// While a pass-through toast shows, its window does not take over the status bar the
    /// screen asked for, and the app's window is key again once it has gone.
    func test_W2_passThroughWindowKeepsTheAppsStatusBarAndKeyWindow() throws {
      let model = PresentationModel()
      let toast = EventRecorder()
      let fixture = WindowFixture.install(
        hostingRoot(
          ToastHarness(
            model: model, toast: toast, card: EventRecorder(), toastProbe: ContentProbe(),
            cardProbe: ContentProbe(), hidesStatusBar: true)),
        in: self)
      try requireScene(fixture)
      guard let statusBar = fixture.statusBar else { return }
      waitUntil("W2: the screen's .statusBarHidden(true) hides the status bar") {
        statusBar.isStatusBarHidden
      }
      model.isPresented = true
      guard waitUntil("toast: didPresent", condition: { toast.isPresentedNow }) else { return }
      runLoop(for: 0.5)
      XCTAssertTrue(
        statusBar.isStatusBarHidden,
        "W2: the status bar stays hidden while the pass-through toast shows")
      model.isPresented = false
      guard waitUntil("toast: didDismiss", condition: { toast.hasDismissed }) else { return }
      runLoop(for: 0.3)
      XCTAssertTrue(fixture.window.isKeyWindow, "W2: the app's window is key after the toast")
      XCTAssertTrue(statusBar.isStatusBarHidden, "W2: the status bar is still hidden")
    }

    /// Pass-through modals use a window of their own in the anchor's scene; without a scene
    /// there is no such window, and the finding cannot show.
    private func requireScene(_ fixture: WindowFixture) throws {
      guard fixture.window.windowScene != nil else {
        throw XCTSkip(
          "The test process has no window scene: pass-through modals have no window of their"
            + " own here. Run the suite hosted in an app with a scene to check W1 and W2.")
      }
    }
  }
#endif
