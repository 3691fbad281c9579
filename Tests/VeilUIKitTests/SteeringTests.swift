#if os(iOS)
  import SwiftUI
  import UIKit
  import Veil
  import XCTest

  /// E8: steering a window's modals from code. Three modals opened one over the other with
  /// `.modal` bindings are dismissed together, or down to one of them, through
  /// `ModalPresenter` and `ModalContext`; a model object presents SwiftUI content with no
  /// binding. Each modal's events must come once, in order, top first, and each binding must
  /// be written back once.
  @MainActor
  final class SteeringTests: XCTestCase {
    /// Whatever the content of each level saw as its `@Environment(\.modal)`.
    final class Contexts {
      var byLevel: [Int: ModalContext] = [:]
    }

    /// Three nested `.modal`s, a cover with a card over it and a lightbox over that, each
    /// recording its events and handing its context to the test.
    struct ThreeLevels: View {
      @ObservedObject var model: PresentationModel
      let recorders: [EventRecorder]
      let probes: [ContentProbe]
      let contexts: Contexts

      var body: some View {
        Color.white
          .ignoresSafeArea()
          .modal(isPresented: $model.isPresented, style: .cover) {
            level(0)
              .modal(isPresented: $model.child, style: .card) {
                level(1)
                  .modal(isPresented: $model.grandchild, style: .lightbox) { level(2) }
                  .onModalEvent { recorders[2].record($0) }
                  .environment(\.modal, .none)
              }
              .onModalEvent { recorders[1].record($0) }
              .environment(\.modal, .none)
          }
          .onModalEvent { recorders[0].record($0) }
      }

      private func level(_ index: Int) -> some View {
        ContextReader(index: index, contexts: contexts) { ProbeContent(probe: probes[index]) }
      }
    }

    /// Hands the content's `@Environment(\.modal)` to the test.
    struct ContextReader<Content: View>: View {
      let index: Int
      let contexts: Contexts
      @ViewBuilder let content: () -> Content
      @Environment(\.modal) private var modal

      var body: some View {
        content().onAppear { contexts.byLevel[index] = modal }
      }
    }

    private func presentThree(
      _ name: String
    ) -> (PresentationModel, [EventRecorder], Contexts, WindowFixture)? {
      let model = PresentationModel()
      let recorders = [EventRecorder(), EventRecorder(), EventRecorder()]
      let contexts = Contexts()
      let fixture = WindowFixture.install(
        hostingRoot(
          ThreeLevels(
            model: model, recorders: recorders,
            probes: [ContentProbe(), ContentProbe(), ContentProbe()], contexts: contexts)),
        in: self)
      for index in 0..<3 {
        switch index {
        case 0: model.isPresented = true
        case 1: model.child = true
        default: model.grandchild = true
        }
        guard
          waitUntil(
            "\(name): level \(index) didPresent", condition: { recorders[index].isPresentedNow })
        else { return nil }
      }
      return (model, recorders, contexts, fixture)
    }

    /// `dismissAll()` from the window's presenter: the three modals leave top first, the two
    /// above with `parentDismissed` and no animation, the lowest with `programmatic`; each
    /// binding is `false` after, nothing is left on screen. A failure means a modal stayed, an
    /// event came twice or out of order, or a binding still says `true` (the modal would come
    /// back at the next update).
    func test_E8_dismissAllClosesThreeNestedModalsTopDownOnceEach() {
      guard let (model, recorders, _, fixture) = presentThree("E8 dismissAll") else { return }
      fixture.window.modalPresenter.dismissAll()
      guard
        waitUntil(
          "E8: all three modals: didDismiss", condition: { recorders.allSatisfy(\.hasDismissed) })
      else { return }
      assertEvents(recorders[2], EventRecorder.cycle(.parentDismissed), "E8: lightbox")
      assertEvents(recorders[1], EventRecorder.cycle(.parentDismissed), "E8: card")
      assertEvents(recorders[0], EventRecorder.cycle(.programmatic), "E8: cover")
      // Top first: each leaves once the one above it has gone.
      for (upper, lower) in [(2, 1), (1, 0)] {
        guard let gone = recorders[upper].time(of: recorders[upper].events[3]),
          let began = recorders[lower].time(of: recorders[lower].events[2])
        else { continue }
        XCTAssertLessThanOrEqual(gone, began, "E8: level \(upper) goes before level \(lower)")
      }
      XCTAssertFalse(model.isPresented, "E8: the cover's binding is written back")
      XCTAssertFalse(model.child, "E8: the card's binding is written back")
      XCTAssertFalse(model.grandchild, "E8: the lightbox's binding is written back")
      waitUntil("E8: nothing is left on screen") { fixture.presentedControllers.isEmpty }
      // The stack is free: the window's next modal presents.
      recorders[0].reset()
      model.isPresented = true
      waitUntil("E8: the cover presents again", condition: { recorders[0].isPresentedNow })
    }

    /// `modal.dismissAbove()` from the cover's content: the card and the lightbox go, the
    /// cover stays presented with its binding `true` and no event. A failure means the target
    /// went too, or something above it stayed.
    func test_E8_dismissAboveFromTheContentKeepsItsModal() {
      guard let (model, recorders, contexts, fixture) = presentThree("E8 dismissAbove") else {
        return
      }
      contexts.byLevel[0]?.dismissAbove()
      guard
        waitUntil(
          "E8: the card and the lightbox: didDismiss",
          condition: { recorders[1].hasDismissed && recorders[2].hasDismissed })
      else { return }
      assertEvents(recorders[2], EventRecorder.cycle(.parentDismissed), "E8: lightbox")
      assertEvents(recorders[1], EventRecorder.cycle(.programmatic), "E8: card")
      runLoop(for: 0.5)
      XCTAssertEqual(recorders[0].events, [.willPresent, .didPresent], "E8: the cover stays")
      XCTAssertTrue(model.isPresented, "E8: the cover's binding stays true")
      XCTAssertFalse(model.child, "E8: the card's binding is written back")
      XCTAssertFalse(model.grandchild, "E8: the lightbox's binding is written back")
      XCTAssertEqual(fixture.presentedControllers.count, 1, "E8: only the cover is on screen")
    }

    /// `dismiss(count: 1)` takes the top one only; a count of 0 or less takes none.
    func test_E8_dismissCountTakesTheTopFew() {
      guard let (model, recorders, _, fixture) = presentThree("E8 dismiss(count:)") else {
        return
      }
      fixture.window.modalPresenter.dismiss(count: 0)
      fixture.window.modalPresenter.dismiss(count: -4)
      runLoop(for: 0.3)
      XCTAssertFalse(recorders[2].hasDismissed, "E8: a count of 0 or less dismisses nothing")
      fixture.window.modalPresenter.dismiss(count: 1)
      guard waitUntil("E8: the lightbox: didDismiss", condition: { recorders[2].hasDismissed })
      else { return }
      assertEvents(recorders[2], EventRecorder.cycle(.programmatic), "E8: lightbox")
      runLoop(for: 0.3)
      XCTAssertFalse(recorders[1].hasDismissed, "E8: the card stays")
      XCTAssertTrue(model.child, "E8: the card's binding stays true")
      XCTAssertFalse(model.grandchild, "E8: the lightbox's binding is written back")
    }

    /// A model object with no view presents SwiftUI content through the presenter it was
    /// handed: the content is in the window, reads its `ModalContext` (its `dismiss()` closes
    /// it), and the handle dismisses it. A failure means content presented from code does not
    /// show, or its handle and its context do not reach it.
    func test_E8_aModelObjectPresentsContentWithoutABinding() {
      @MainActor final class Composer {
        let presenter: ModalPresenter
        var modal: PresentedModal?
        init(presenter: ModalPresenter) { self.presenter = presenter }
        func compose(probe: ContentProbe, recorder: EventRecorder) {
          modal = presenter.present(
            style: .card, onEvent: { recorder.record($0) },
            content: { ProbeContent(probe: probe) })
        }
      }
      let fixture = WindowFixture.install(LightRootController(), in: self)
      let composer = Composer(presenter: fixture.window.modalPresenter)
      let probe = ContentProbe()
      let recorder = EventRecorder()
      composer.compose(probe: probe, recorder: recorder)
      guard waitUntil("E8: didPresent", condition: { recorder.isPresentedNow }) else { return }
      waitUntil("E8: the content is in the window") { probe.view?.window != nil }
      XCTAssertEqual(composer.modal?.isPresented, true, "E8: the handle says it is up")
      composer.modal?.dismiss()
      guard waitUntil("E8: didDismiss", condition: { recorder.hasDismissed }) else { return }
      assertEvents(recorder, EventRecorder.cycle(.programmatic), "E8: handle")
      XCTAssertEqual(composer.modal?.isPresented, false, "E8: the handle says it has gone")
      // Again, closed from inside through the content's own context.
      recorder.reset()
      composer.compose(probe: probe, recorder: recorder)
      guard waitUntil("E8: didPresent again", condition: { recorder.isPresentedNow }) else {
        return
      }
      waitUntil("E8: the content's context is set") { probe.dismiss != nil }
      probe.dismiss?()
      guard waitUntil("E8: didDismiss from the content", condition: { recorder.hasDismissed })
      else { return }
      assertEvents(recorder, EventRecorder.cycle(.programmatic), "E8: content")
      waitUntil("E8: nothing is left on screen") { fixture.presentedControllers.isEmpty }
    }

    /// UIKit: three controllers presented with `present(_:style:)`; the first one's
    /// `dismissModalsAbove()` keeps it and dismisses the two above, top first. A failure means
    /// the first went too, or one above stayed.
    func test_E8_uikitDismissModalsAboveKeepsTheController() {
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      let recorders = [EventRecorder(), EventRecorder(), EventRecorder()]
      let controllers = recorders.map { ObservingController(recorder: $0) }
      for (index, controller) in controllers.enumerated() {
        let style: ModalStyle = index == 0 ? .cover : .card
        root.present(controller, style: style)
        guard
          waitUntil(
            "E8: controller \(index) didPresent", condition: { recorders[index].isPresentedNow })
        else { return }
      }
      controllers[0].dismissModalsAbove()
      guard
        waitUntil(
          "E8: the two above: didDismiss",
          condition: { recorders[1].hasDismissed && recorders[2].hasDismissed })
      else { return }
      assertEvents(recorders[2], EventRecorder.cycle(.parentDismissed), "E8: top")
      assertEvents(recorders[1], EventRecorder.cycle(.programmatic), "E8: middle")
      runLoop(for: 0.3)
      XCTAssertEqual(recorders[0].events, [.willPresent, .didPresent], "E8: the first stays")
      XCTAssertEqual(fixture.presentedControllers.count, 1, "E8: one controller is on screen")
      root.modalPresenter.dismissAll()
      waitUntil("E8: dismissAll from the root", condition: { recorders[0].hasDismissed })
    }

    /// A controller presented with `present(_:style:)` while another's presentation runs waits
    /// for its turn; `dismissAll()` then calls it off: it never comes up, gets no event, and is
    /// let go of; the other one's presentation turns around. A failure means a modal called off
    /// comes up after all, or stays held by the window's stack for ever.
    func test_E8_dismissAllCallsOffAControllerWaitingForItsTurn() {
      let root = LightRootController()
      let fixture = WindowFixture.install(root, in: self)
      let first = EventRecorder()
      let second = EventRecorder()
      let waiting = WeakReference<UIViewController>()
      autoreleasepool {
        root.present(ObservingController(recorder: first), style: .card)
        let controller = ObservingController(recorder: second)
        waiting.object = controller
        root.present(controller, style: .card)
        root.modalPresenter.dismissAll()
      }
      guard waitUntil("E8: the first one: didDismiss", condition: { first.hasDismissed }) else {
        return
      }
      XCTAssertEqual(first.events.last, .didDismiss(.programmatic), "E8: the first one goes")
      runLoop(for: 0.5)
      XCTAssertEqual(second.events, [], "E8: the waiting one never comes up")
      waitUntil("E8: the waiting controller is let go of") { waiting.object == nil }
      XCTAssertTrue(fixture.presentedControllers.isEmpty, "E8: nothing is on screen")
    }

    /// Hands the view's `@Environment(\.modalPresenter)` to the test.
    struct PresenterReader: View {
      let holder: PresenterHolder
      @Environment(\.modalPresenter) private var presenter

      var body: some View {
        Color.white.onAppear { holder.presenter = presenter }
      }
    }

    final class PresenterHolder {
      var presenter: ModalPresenter?
    }

    /// The environment's presenter, read by a view of the key window (the host app's scene):
    /// content it presents shows in that window, and its `dismissAll()` closes it. Skipped
    /// without a window scene, where no window is the foreground scene's key window. A failure
    /// means a SwiftUI view cannot open or close Veil modals from a button's action.
    func test_E8_theEnvironmentsPresenterWorksInTheKeyWindow() throws {
      guard WindowFixture.scene != nil else {
        throw XCTSkip("E8: no window scene in this process: the hosted plan runs this test")
      }
      let holder = PresenterHolder()
      let fixture = WindowFixture.install(hostingRoot(PresenterReader(holder: holder)), in: self)
      guard waitUntil("E8: the view read its presenter", condition: { holder.presenter != nil })
      else { return }
      let probe = ContentProbe()
      let recorder = EventRecorder()
      holder.presenter?.present(
        style: .card, onEvent: { recorder.record($0) }, content: { ProbeContent(probe: probe) })
      guard waitUntil("E8: didPresent", condition: { recorder.isPresentedNow }) else { return }
      waitUntil("E8: the content is in the key window") { probe.view?.window === fixture.window }
      holder.presenter?.dismissAll()
      guard waitUntil("E8: didDismiss", condition: { recorder.hasDismissed }) else { return }
      assertEvents(recorder, EventRecorder.cycle(.programmatic), "E8: environment")
    }
  }
#endif
