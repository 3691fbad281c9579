#if os(iOS)
  import SwiftUI
  import UIKit
  import Veil
  import XCTest

  /// The review's findings that only real views show: the blur's colour scheme (S7) and
  /// content that changes its own size (V2).
  @MainActor
  final class AppearanceAndSizingFindingTests: XCTestCase {
    // MARK: - S7: blur materials follow the content's colour scheme

    /// A blur backdrop over a light window, presented from a view whose colour scheme is dark:
    /// the blur lives in the presentation's container, not in the content's host, and must
    /// still take the content's dark appearance.
    func test_S7_blurBackdropFollowsTheContentsColourScheme() {
      let model = PresentationModel()
      let recorder = EventRecorder()
      let probe = ContentProbe()
      let root = hostingRoot(
        FlagHarness(model: model, style: .blur(.regular), recorder: recorder, probe: probe)
          .environment(\.colorScheme, .dark))
      let fixture = WindowFixture.install(root, in: self)
      fixture.window.overrideUserInterfaceStyle = .light
      model.isPresented = true
      guard waitUntil("blur: didPresent", condition: { recorder.isPresentedNow }) else { return }
      guard let container = fixture.topPresented?.presentationController?.containerView,
        let blur = Inspection.firstSubview(of: UIVisualEffectView.self, in: container)
      else {
        XCTFail("S7: the blur style puts a UIVisualEffectView into the presentation's container")
        return
      }
      XCTAssertEqual(fixture.window.traitCollection.userInterfaceStyle, .light)
      XCTAssertEqual(
        blur.traitCollection.userInterfaceStyle, .dark,
        "S7: the blur takes the content's dark colour scheme, not the light window's")
    }

    // MARK: - V2: content that changes its own size is measured again

    /// A card whose content grows by its own state (not the presenting view's) is laid out at
    /// its new size. On iOS 16 and later UIKit's `sizingOptions` do it; on iOS 15 the host
    /// measures itself again: run this on an iOS 15 simulator too.
    func test_V2_cardGrowsWhenItsOwnStateChangesItsSize() {
      let model = PresentationModel()
      let recorder = EventRecorder()
      let growth = GrowingContent.Trigger()
      let root = hostingRoot(
        GrowingCardHarness(model: model, recorder: recorder, trigger: growth))
      let fixture = WindowFixture.install(root, in: self)
      model.isPresented = true
      guard waitUntil("card: didPresent", condition: { recorder.isPresentedNow }) else { return }
      runLoop(for: 0.6)
      guard let card = fixture.topPresented?.presentationController?.presentedView else {
        XCTFail("V2: the card has a presented view")
        return
      }
      let before = card.bounds.height
      growth.grow?()
      let grew = waitUntil("V2: the card is laid out 200 pt taller") {
        card.bounds.height >= before + 199
      }
      XCTAssertTrue(grew, "V2: the card went from \(before) pt to \(card.bounds.height) pt")
    }

    /// N8, its transition half: the container changes while the presentation plays (the
    /// window becomes 200 points shorter, as a keyboard rising for a field focused on appear
    /// would make it). When the presentation ends, the card moves into its new resting place
    /// with an animation: just after `didPresent` it is still well away from it, and it gets
    /// there. A failure of the first check means the card jumps at the end of its presentation.
    func test_N8_aContainerChangeDuringThePresentationIsAnimatedIn() {
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      defer { fixture.close() }
      let recorder = EventRecorder()
      let controller = ObservingController(recorder: recorder)
      root.present(controller, style: .card)
      runLoop(for: 0.05)
      fixture.window.frame.size.height -= 200
      var firstAfterPresenting: CGRect?
      guard
        waitUntil(
          "card: didPresent",
          condition: {
            let done = recorder.isPresentedNow
            if done, firstAfterPresenting == nil,
              let view = controller.presentationController?.presentedView
            {
              firstAfterPresenting = Inspection.onScreenFrame(of: view)
            }
            return done
          })
      else { return }
      runLoop(for: 0.6)
      guard let view = controller.presentationController?.presentedView,
        let rest = Inspection.onScreenFrame(of: view), let first = firstAfterPresenting
      else { return XCTFail("N8: the card has a presented view") }
      let restingMidY = fixture.window.convert(fixture.window.bounds, to: nil).midY
      XCTAssertEqual(
        rest.midY, restingMidY, accuracy: 1, "N8: the card rests in the shorter window")
      // The card's centre moves 100 points (half the 200 the window lost) over the keyboard's
      // 0.25 s curve (`PresentationLayout.heldChangeAnimation`); a turn or two after
      // `didPresent` it has covered far less than 90 of them. 0.6 s above leaves that curve
      // 0.35 s of margin.
      XCTAssertGreaterThan(
        abs(first.midY - rest.midY), 10,
        "N8: just after didPresent the card is already at its new place: it jumped")
    }
  }

  /// A `.card` over a white screen whose content grows by its own state.
  struct GrowingCardHarness: View {
    @ObservedObject var model: PresentationModel
    let recorder: EventRecorder
    let trigger: GrowingContent.Trigger

    var body: some View {
      Color.white
        .modal(isPresented: $model.isPresented, style: .card) {
          GrowingContent(trigger: trigger)
        }
        .onModalEvent { recorder.record($0) }
    }
  }

  /// A card's content that is 100 pt tall and grows to 300 pt when its own state says so.
  struct GrowingContent: View {
    /// Hands the content's own "grow" action to the test.
    @MainActor
    final class Trigger {
      /// Makes the content grow, once it is on screen.
      var grow: (() -> Void)?
    }

    let trigger: Trigger
    @State private var isExpanded = false

    var body: some View {
      Color.white
        .frame(width: 240, height: isExpanded ? 300 : 100)
        .onAppear { trigger.grow = { isExpanded = true } }
    }
  }
#endif
