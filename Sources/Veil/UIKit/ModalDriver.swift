#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import VeilCore

  /// Carries out what VeilCore's presentation machine decides for one modal, and tells it what
  /// happened on screen.
  ///
  /// One driver serves one `.modal` anchor (SwiftUI) or one `present(_:style:)` call (UIKit).
  /// It never decides: it feeds inputs (the binding on every SwiftUI update, drags, taps, the
  /// escape gesture, transitions that end) to the window's ``ModalStackHost``, and performs the
  /// effects that come back (present, dismiss, reverse, write the binding back, emit events).
  ///
  /// **What is on screen and what the engine waits for.** The driver keeps two things apart:
  /// ``Screen`` (what UIKit shows: nothing, a presentation running, presented, a dismissal
  /// running) and ``Expectation`` (the transition the machine waits for, and which way it
  /// goes). Every effect only updates the expectation and then reconciles, as VeilCore's
  /// ``ScreenState`` decides: a running UIKit transition that goes the wrong way is turned
  /// around if it can be (a Veil animator), or waited for (a sheet); a screen that already
  /// shows what is expected is reported at once.
  /// So a dismissal asked for while UIKit still animates a presentation reverses that
  /// presentation, and a modal that UIKit already took away (its parent was dismissed) is
  /// reported gone without asking UIKit for anything.
  ///
  /// **Completion.** A presentation is reported when it is *logically* complete (the
  /// animation's response: taps are honoured from then on, as in seed 000), a dismissal when
  /// UIKit has finished it (the next presentation can only start then). Sheets are run by UIKit
  /// and reported when UIKit calls their completion.
  @MainActor
  final class ModalDriver {
    /// What UIKit shows.
    enum Screen: Equatable {
      /// Nothing is presented.
      case absent
      /// A presentation transition runs (it may have been turned around).
      case presenting
      /// The modal is on screen and no transition runs.
      case presented
      /// A dismissal transition runs (it may have been turned around).
      case dismissing
    }

    /// The transition the machine waits for.
    struct Expectation {
      var transition: TransitionID
      var presents: Bool
      var isReported = false
    }

    /// The modal's key in its window's stack.
    let key = ModalStackHost.makeKey()
    /// What the content sees through `@Environment(\.modal)`.
    let context = ModalContextStore()

    /// The style; a change applies to the next presentation and to the machine's options now.
    var style: ModalStyle {
      didSet {
        guard style != oldValue else { return }
        host?.register(self, options: Self.options(for: style))
      }
    }
    /// Makes the controller that shows the content with this identity.
    var makeController: (ModalIdentity) -> UIViewController
    /// Receives the modal's events.
    var onEvent: (ModalEvent) -> Void = { _ in }
    /// Sets the binding to `false` or `nil`.
    var writeBindingBack: () -> Void = {}
    /// Whether Veil animates the transitions it starts (UIKit's `animated:`).
    var animatesTransitions = true

    /// The controller whose window and position decide where the modal is presented from:
    /// the anchor of a `.modal` modifier, or the controller `present(_:style:)` was called on.
    private weak var anchor: UIViewController?
    private weak var host: ModalStackHost?
    private var requestedIdentity: ModalIdentity?

    private(set) var screen = Screen.absent
    private var expectation: Expectation?
    /// The presented controller and the identity it shows; kept while it is on screen.
    private(set) var controller: UIViewController?
    private(set) var controllerIdentity: ModalIdentity?
    private var isDismissalOurs = false
    private var isPresentationWaiting = false
    private var dismissReason = DismissReason.programmatic
    private var dismissalIsAnimated = true
    private weak var focusBeforePresenting: NSObject?
    private var sheetDelegate: SheetPresentationDelegate?
    /// The window a modal whose backdrop passes taps through is presented in, while it shows.
    private var passthroughWindow: PassthroughWindow?

    init(
      anchor: UIViewController,
      style: ModalStyle,
      makeController: @escaping (ModalIdentity) -> UIViewController
    ) {
      self.anchor = anchor
      self.style = style
      self.makeController = makeController
    }

    static func options(for style: ModalStyle) -> PresentationOptions {
      PresentationOptions(
        ignoresGesturesUntilPresented: style.backdropTapRequiresCompletedPresentation,
        backdropTapDismisses: style.backdrop.tapBehavior == .dismisses)
    }

    // MARK: - Inputs from the app

    /// The binding's value now; feed it on every update. Equal values change nothing.
    func bindingChanged(_ identity: ModalIdentity?) {
      requestedIdentity = identity
      connectIfPossible()
      host?.send(.bindingChanged(identity), for: key)
    }

    /// The anchor entered or left a window.
    func anchorWindowDidChange() {
      guard anchor?.viewIfLoaded?.window != nil else {
        host?.send(.presenterNotReady, for: key)
        return
      }
      if host == nil {
        connectIfPossible()
        host?.send(.bindingChanged(requestedIdentity), for: key)
      } else {
        host?.send(.presenterReady, for: key)
      }
      if isPresentationWaiting { reconcile() }
    }

    /// The anchor has gone for good: the modal is dismissed if on screen, then forgotten.
    func invalidate() {
      requestedIdentity = nil
      host?.remove(key)
    }

    /// Joins the stack of the anchor's window, once it has one.
    private func connectIfPossible() {
      guard host == nil, let window = anchor?.viewIfLoaded?.window else { return }
      let host = ModalStackHost.host(for: window)
      self.host = host
      host.register(self, options: Self.options(for: style))
    }

    private func send(_ input: PresentationMachine<ModalIdentity>.Input) {
      host?.send(input, for: key)
    }

    // MARK: - Inputs from the screen

    /// A tap outside the content.
    func backdropTapped() {
      send(.backdropTapped)
    }

    /// The VoiceOver escape gesture; handled whenever the modal is on screen.
    func accessibilityEscape() -> Bool {
      guard screen != .absent else { return false }
      send(.escapeGesture)
      return true
    }

    /// A drag is starting; returns whether the machine lets it hold the modal.
    func dragShouldBegin() -> Bool {
      send(.dragBegan)
      return host?.machine(for: key)?.phase == .interactive
    }

    /// The drag moved the modal this far towards dismissal, 0…1.
    func dragChanged(progress: Double) {
      send(.dragChanged(progress: progress))
    }

    /// The finger lifted; returns whether a dismissal started.
    func dragEnded(dismissingTowards edge: ModalEdge?) -> Bool {
      send(.dragEnded(dismissingTowards: edge))
      return screen == .dismissing
    }

    /// A Veil animator reports that its presentation is logically complete.
    func transitionLogicallyComplete() {
      guard let expectation, expectation.presents, !expectation.isReported else { return }
      report()
    }

    /// UIKit begins to dismiss the modal. If Veil did not ask for it, the app dismissed the
    /// controller through UIKit itself: the binding is written back and fed, so the machine
    /// dismisses too and emits its events.
    func dismissalWillBegin() {
      guard screen == .presented || screen == .presenting else { return }
      screen = .dismissing
      guard !isDismissalOurs else { return }
      requestedIdentity = nil
      writeBinding()
      send(.bindingChanged(nil))
    }

    /// A UIKit transition has ended.
    func transitionDidEnd(presenting: Bool, completed: Bool) {
      if let controller {
        ModalTransitioningDelegate.retained(by: controller)?.transitionDidEnd()
      }
      switch (presenting, completed) {
      case (true, true), (false, false):
        screen = .presented
        isDismissalOurs = false
      case (true, false), (false, true):
        controllerDidLeave()
        return
      }
      reconcile()
    }

    /// The presented controller has left the screen, whoever took it away.
    func controllerDidLeave() {
      guard screen != .absent else { return }
      screen = .absent
      isDismissalOurs = false
      if let controller {
        ModalTransitioningDelegate.release(from: controller)
      }
      controller = nil
      sheetDelegate = nil
      closePassthroughWindow()
      if let expectation, !expectation.presents {
        reconcile()
      } else {
        // UIKit took it away without Veil asking (a modal or sheet below it was dismissed).
        send(.parentDismissed)
      }
    }

    /// The content (or the app) asks for the modal to go: as if the binding had become `false`
    /// or `nil`, which it then does.
    func requestDismissal() {
      guard requestedIdentity != nil else { return }
      requestedIdentity = nil
      writeBinding()
      send(.bindingChanged(nil))
    }

    /// A sheet's own drag (or a tap on its dimming) starts to dismiss it.
    func sheetDismissalWillBegin() {
      send(.dragBegan)
    }

    /// UIKit's sheet was dismissed by the user: reported as a drag towards the bottom edge.
    func sheetDidDismiss() {
      guard screen != .absent else { return }
      // UIKit has already taken the sheet away: the dismissal the machine asks for next is
      // this one, not one to start.
      screen = .dismissing
      isDismissalOurs = true
      send(.dragEnded(dismissingTowards: .bottom))
      // If the machine refused the drag (the sheet had not finished presenting), the sheet is
      // gone all the same, and is reported as taken away.
      controllerDidLeave()
    }

    /// The user let go of a sheet without dismissing it.
    func sheetDismissalWasCancelled() {
      send(.dragEnded(dismissingTowards: nil))
    }

    /// A SwiftUI update changed the content: the presented host shows it at once.
    func contentDidChange() {
      guard let controller, screen != .absent else { return }
      (controller.presentationController as? ModalPresentationController)?.contentDidChange()
    }

    // MARK: - Effects

    /// Performs one of the stack's effects for this modal.
    func perform(_ effect: PresentationStack<ModalStackHost.Key, ModalIdentity>.Effect) {
      switch effect {
      case .beginPresenting(_, _, let transition, _):
        expectation = Expectation(transition: transition, presents: true)
        reconcile()
      case .beginDismissing(_, let transition, let animated, let reason):
        dismissReason = reason
        dismissalIsAnimated = animated
        expectation = Expectation(transition: transition, presents: false)
        reconcile()
      case .reverseTransition(_, _, let transition):
        dismissalIsAnimated = true
        let presents = !(expectation?.presents ?? false)
        expectation = Expectation(transition: transition, presents: presents)
        reconcile()
      case .writeBindingBack:
        requestedIdentity = nil
        writeBinding()
      case .emit(_, let event):
        emit(event)
      }
    }

    /// Publishes the machine's phase and drag progress to the content.
    func machineDidStep(_ machine: PresentationMachine<ModalIdentity>?) {
      let phase = machine?.phase ?? .dismissed
      let progress = machine?.interactiveProgress ?? 0
      deliver { [context] in context.update(phase: phase, interactiveProgress: progress) }
    }

    /// Work that reaches the app: binding writes, events, the published context. SwiftUI
    /// forbids changing state while it updates views, so what comes up during an update (the
    /// binding fed from `updateUIViewController`) is delivered right after it, and everything
    /// after it queues behind, so the app sees it all in order.
    private func deliver(_ work: @escaping () -> Void) {
      ModalStackHost.deliver(work)
    }

    private func writeBinding() {
      deliver { [writeBindingBack] in writeBindingBack() }
    }

    private func emit(_ event: ModalEvent) {
      if case .willDismiss(let reason) = event { dismissReason = reason }
      deliver { [weak self] in self?.deliverEvent(event) }
    }

    private func deliverEvent(_ event: ModalEvent) {
      switch event {
      case .didPresent:
        if let view = controller?.viewIfLoaded {
          AccessibilityFocus.moveScreen(to: view)
        }
      case .didDismiss:
        AccessibilityFocus.moveScreen(to: focusBeforePresenting)
        focusBeforePresenting = nil
      case .willPresent, .willDismiss:
        break
      }
      onEvent(event)
    }

    // MARK: - Reconciling the screen with the expectation

    /// Brings the screen towards what the machine expects, or reports that it is there; the
    /// engine's ``ScreenState`` decides which.
    private func reconcile() {
      guard let expectation, !expectation.isReported else { return }
      isPresentationWaiting = false
      let animator = activeAnimator
      let state: ScreenState
      switch screen {
      case .absent: state = .absent
      case .presented: state = .presented
      case .presenting: state = .presenting(isReversed: animator?.isReversed ?? false)
      case .dismissing: state = .dismissing(isReversed: animator?.isReversed ?? false)
      }
      let action = state.action(
        towardsPresented: expectation.presents, canReverse: animator?.canReverse ?? false)
      switch action {
      case .report: report()
      case .present: presentWhenPossible(expectation.transition)
      case .dismiss: startDismissal()
      case .reverse: animator?.reverse()
      // A transition runs the right way, or one that cannot turn (a sheet) runs the wrong
      // way: ``transitionDidEnd(presenting:completed:)`` reconciles again at its end.
      case .wait: break
      }
    }

    private func report() {
      guard var expectation, !expectation.isReported else { return }
      expectation.isReported = true
      self.expectation = expectation
      send(.transitionFinished(expectation.transition))
    }

    /// The running Veil animator, if the running transition is a Veil one.
    private var activeAnimator: ModalTransitionAnimator? {
      guard let controller else { return nil }
      return ModalTransitioningDelegate.retained(by: controller)?.activeAnimator
    }

    // MARK: - Presenting

    private func presentWhenPossible(_ transition: TransitionID) {
      guard expectation?.transition == transition, screen == .absent else { return }
      guard let anchor, anchor.viewIfLoaded?.window != nil,
        let presenter = PresenterLookup.presenter(for: anchor)
      else {
        // Retried when the anchor is back in a window.
        isPresentationWaiting = true
        return
      }
      if let busy = PresenterLookup.controllerInTransition(blocking: presenter) {
        let retry: () -> Void = { [weak self] in self?.presentWhenPossible(transition) }
        if let coordinator = busy.transitionCoordinator {
          coordinator.animate(alongsideTransition: nil) { _ in
            MainActor.assumeIsolated { retry() }
          }
        } else {
          DispatchQueue.main.async { retry() }
        }
        return
      }
      guard let identity = host?.machine(for: key)?.presentedIdentity else { return }
      var presentingController = presenter
      if style.sheetConfiguration == nil, style.backdrop.tapBehavior == .passesThrough,
        let window = presenter.view.window, let passthrough = PassthroughWindow(over: window),
        let root = passthrough.rootViewController
      {
        passthroughWindow = passthrough
        presentingController = root
      }
      let controller = makeController(identity)
      self.controller = controller
      controllerIdentity = identity
      focusBeforePresenting =
        UIAccessibility.focusedElement(using: .notificationVoiceOver) as? NSObject
      screen = .presenting
      if let sheet = style.sheetConfiguration {
        let delegate = SheetPresentationDelegate(driver: self)
        sheetDelegate = delegate
        delegate.configure(controller, sheet: sheet, style: style, in: presenter.view.window)
        presentingController.present(controller, animated: animatesTransitions) {
          [weak self, weak controller] in
          guard let self, self.controller === controller, self.screen == .presenting else {
            return
          }
          self.transitionDidEnd(presenting: true, completed: true)
        }
      } else {
        ModalTransitioningDelegate(style: style, driver: self).retain(by: controller)
        presentingController.present(controller, animated: animatesTransitions)
      }
      // UIKit refuses some presentations with only a log line; by the next turn of the run
      // loop an accepted one has its presenting controller.
      DispatchQueue.main.async { [weak self, weak controller] in
        guard let self, let controller, self.controller === controller,
          self.screen == .presenting, controller.presentingViewController == nil
        else { return }
        self.presentationFailed()
      }
    }

    /// UIKit refused to present (it logs why). The machine must not wait for a transition that
    /// never runs, which would hold back every other modal of the window: the presentation is
    /// reported and then taken away as if its parent had gone, which writes the binding back.
    private func presentationFailed() {
      if let controller { ModalTransitioningDelegate.release(from: controller) }
      controller = nil
      sheetDelegate = nil
      closePassthroughWindow()
      screen = .absent
      report()
      send(.parentDismissed)
    }

    /// Hides and lets go of the window of a modal that passed taps through, once it has gone.
    private func closePassthroughWindow() {
      passthroughWindow?.isHidden = true
      passthroughWindow = nil
    }

    // MARK: - Dismissing

    private func startDismissal() {
      guard let controller, let presenting = controller.presentingViewController else {
        controllerDidLeave()
        return
      }
      screen = .dismissing
      isDismissalOurs = true
      if let presentation = controller.presentationController as? ModalPresentationController {
        presentation.dismissReason = dismissReason
      }
      let isSheet = sheetDelegate != nil
      presenting.dismiss(animated: animatesTransitions && dismissalIsAnimated) {
        [weak self, weak controller] in
        // A custom presentation reports through its presentation controller; a sheet here.
        guard isSheet, let self, self.controller === controller, self.screen == .dismissing
        else { return }
        self.transitionDidEnd(presenting: false, completed: true)
      }
    }
  }
#endif
