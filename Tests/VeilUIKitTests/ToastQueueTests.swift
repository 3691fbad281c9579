#if os(iOS)
  import SwiftUI
  import UIKit
  import Veil
  import XCTest

  /// Several toasts through a scene's `ToastCenter` (G3, G4): stacked together, waiting their
  /// turn, hidden by identifier with the binding written back. The toasts here stay until they
  /// are hidden (`style: .toast`, not the center's default, which leaves after 3 s), so that a
  /// slow simulator cannot time one out in the middle of a check.
  @MainActor
  final class ToastQueueTests: XCTestCase {
    /// A toast's controller: a plain view 60 pt tall.
    private final class ToastController: UIViewController {
      override func loadView() {
        view = UIView()
        view.backgroundColor = .systemYellow
        preferredContentSize = CGSize(width: 300, height: 60)
      }
    }

    /// The scene's center, emptied of any toast an earlier test left.
    private func emptyCenter(_ fixture: WindowFixture) throws -> ToastCenter {
      guard let scene = fixture.window.windowScene else {
        throw XCTSkip(
          "The test process has no window scene: toasts are shown in pass-through windows of"
            + " their own, which need one. Run the suite hosted in an app with a scene.")
      }
      let center = scene.toastCenter
      center.hideAll()
      waitUntil("no toast is left from an earlier test") { center.onScreen.isEmpty }
      return center
    }

    /// The frame of a presented controller's view on the screen.
    private func screenFrame(_ controller: UIViewController) -> CGRect {
      controller.view.convert(controller.view.bounds, to: nil)
    }

    private func isShown(_ controller: UIViewController) -> Bool {
      controller.presentingViewController != nil && !controller.isBeingPresented
    }

    func test_G4_twoStackingToastsShowTogetherTheNewestAtTheEdge() throws {
      let fixture = WindowFixture.install(LightRootController(), in: self)
      let center = try emptyCenter(fixture)
      let older = ToastController()
      let newer = ToastController()
      center.show(older, id: "older", style: .toast, arrival: .stacks)
      center.show(newer, id: "newer", style: .toast, arrival: .stacks)
      XCTAssertEqual(center.onScreen, ["older", "newer"], "G4: both are on screen at once")
      guard
        waitUntil("G4: both toasts are presented", condition: { isShown(older) && isShown(newer) })
      else { return }
      // The stack settles on a spring of about half a second.
      runLoop(for: 1.5)
      let olderFrame = screenFrame(older)
      let newerFrame = screenFrame(newer)
      XCTAssertLessThan(newerFrame.minY, olderFrame.minY, "G4: the newest is nearest the top edge")
      XCTAssertEqual(
        olderFrame.minY, newerFrame.maxY + center.layout.spacing, accuracy: 1,
        "G4: the older one stands below the newer one, by the spacing")
      // When the newest leaves, the older one moves up into its place.
      center.hide(id: "newer")
      guard waitUntil("G4: the newer toast has left", condition: { !isShown(newer) }) else {
        return
      }
      runLoop(for: 1.5)
      XCTAssertEqual(
        screenFrame(older).minY, newerFrame.minY, accuracy: 1, "G4: the gap is closed")
      XCTAssertEqual(center.onScreen, ["older"])
    }

    /// A stacked toast that grows (its `preferredContentSize`) pushes the older one further from
    /// the edge: the stack is placed again whenever a toast's layout changes, not only when one
    /// arrives or leaves.
    func test_G4_aToastThatGrowsMovesTheOlderOneAside() throws {
      let fixture = WindowFixture.install(LightRootController(), in: self)
      let center = try emptyCenter(fixture)
      let older = ToastController()
      let newer = ToastController()
      center.show(older, id: "older", style: .toast, arrival: .stacks)
      center.show(newer, id: "newer", style: .toast, arrival: .stacks)
      guard
        waitUntil("G4: both toasts are presented", condition: { isShown(older) && isShown(newer) })
      else { return }
      runLoop(for: 1.5)
      newer.preferredContentSize = CGSize(width: 300, height: 120)
      runLoop(for: 1.5)
      let newerFrame = screenFrame(newer)
      XCTAssertEqual(newerFrame.height, 120, accuracy: 1, "G4: the newer toast has grown")
      XCTAssertEqual(
        screenFrame(older).minY, newerFrame.maxY + center.layout.spacing, accuracy: 1,
        "G4: the older one has moved below the grown one, by the spacing")
      center.hideAll()
      waitUntil("G4: the toasts have left") { !isShown(older) && !isShown(newer) }
    }

    func test_G3_aToastThatWaitsIsShownWhenTheOneBeforeItHasLeft() throws {
      let fixture = WindowFixture.install(LightRootController(), in: self)
      let center = try emptyCenter(fixture)
      let first = ToastController()
      let second = ToastController()
      var departures: [ToastDeparture] = []
      center.show(first, id: "first", style: .toast, onEnd: { departures.append($0) })
      center.show(second, id: "second", style: .toast)
      guard waitUntil("G3: the first toast is presented", condition: { isShown(first) }) else {
        return
      }
      runLoop(for: 0.5)
      XCTAssertNil(second.presentingViewController, "G3: the second waits its turn")
      XCTAssertEqual(center.waiting, ["second"])
      center.hide(id: "first")
      guard waitUntil("G3: the second toast is presented", condition: { isShown(second) })
      else { return }
      XCTAssertFalse(isShown(first), "G3: the first has left before the second shows")
      XCTAssertEqual(departures, [.dismissed(.programmatic)], "G3: the first ended once")
    }

    func test_G3_hideByIdRemovesThatToastAndWritesItsBinding() throws {
      let model = ToastModel()
      let fixture = WindowFixture.install(hostingRoot(TwoToastsView(model: model)), in: self)
      let center = try emptyCenter(fixture)
      model.first = true
      model.second = true
      guard
        waitUntil("G3: both toasts are on screen", condition: { center.onScreen.count == 2 })
      else { return }
      runLoop(for: 1)
      center.hide(id: "first")
      guard waitUntil("G3: the first binding is written back", condition: { !model.first })
      else { return }
      XCTAssertEqual(center.onScreen, ["second"], "G3: only the hidden toast left")
      XCTAssertTrue(model.second, "G3: the other toast's binding is untouched")
      XCTAssertEqual(model.firstDepartures, [.dismissed(.programmatic)], "G3: ended once")
    }
  }

  /// Two flags for two toasts.
  @MainActor
  private final class ToastModel: ObservableObject {
    @Published var first = false
    @Published var second = false
    var firstDepartures: [ToastDeparture] = []
  }

  /// A screen with two stacking toasts, identified "first" and "second".
  private struct TwoToastsView: View {
    @ObservedObject var model: ToastModel

    var body: some View {
      Color.white
        .toast(
          isPresented: $model.first, id: "first", style: .toast, arrival: .stacks,
          onEnd: { model.firstDepartures.append($0) }
        ) {
          Text("First").padding()
        }
        .toast(isPresented: $model.second, id: "second", style: .toast, arrival: .stacks) {
          Text("Second").padding()
        }
    }
  }
#endif
