#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import VeilCore

  /// Carries out what VeilCore decides for one modal, and tells it what happened on screen.
  ///
  /// One driver serves one `.modal` anchor (SwiftUI) or one `present(_:style:)` call (UIKit).
  /// It decides nothing: VeilCore's `ModalScreenDriver` takes every callback (the binding,
  /// drags, taps, the escape gesture, the window stack's effects, UIKit's transition and sheet
  /// callbacks) and answers commands, which this class interprets with one exhaustive
  /// `switch`, the only place that touches UIKit, the window's ``ModalStackHost``, the run
  /// loop and the app. The decisions (what is on screen versus what the stack waits for,
  /// reversal, refusal, fallbacks) are documented and tested there.
  @MainActor
  final class ModalDriver {
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
    /// The controller every presentation shows, when it exists before presenting (a UIKit-API
    /// modal): the presenter check refuses it while it is in the window's presentation chain.
    weak var existingController: UIViewController?
    /// Receives the modal's events.
    var onEvent: (ModalEvent) -> Void = { _ in }
    /// Called once the modal has really left the screen: after a `didDismiss` that is not a
    /// dismissal reversed back.
    var onGone: () -> Void = {}
    /// Whether the `didDismiss` being delivered now is one after which the modal has left.
    private(set) var isDeliveringDeparture = false
    /// Sets the binding to `false` or `nil`.
    var writeBindingBack: () -> Void = {}
    /// Whether Veil animates the transitions it starts (UIKit's `animated:`).
    var animatesTransitions: Bool {
      get { decisions.animatesTransitions }
      set { decisions.animatesTransitions = newValue }
    }
    /// Whether a SwiftUI update is running now: a binding written back then is deferred, since
    /// SwiftUI does not allow state changes during an update.
    var isInsideSwiftUIUpdate = false

    /// The controller whose window and position decide where the modal is presented from:
    /// the anchor of a `.modal` modifier, or the controller `present(_:style:)` was called on.
    private weak var anchor: UIViewController?
    private weak var host: ModalStackHost?
    private var requestedIdentity: ModalIdentity?
    private var decisions: ModalScreenDriver

    /// The presented controller and the identity it shows; kept while it is on screen.
    private(set) var controller: UIViewController?
    private(set) var controllerIdentity: ModalIdentity?
    /// A controller UIKit refused, kept weakly in case UIKit presents it after all.
    private weak var refusedController: UIViewController?
    /// What the last presenter check found: the presenter, or the controller to wait for.
    private weak var checkedNode: UIViewController?
    private weak var focusBeforePresenting: NSObject?
    private var sheetDelegate: SheetPresentationDelegate?
    /// The window a modal whose backdrop passes taps through is presented in, while it shows.
    private var passthroughWindow: PassthroughWindow?
    private var deferredWork: [() -> Void] = []

    init(
      anchor: UIViewController,
      style: ModalStyle,
      makeController: @escaping (ModalIdentity) -> UIViewController
    ) {
      self.anchor = anchor
      self.style = style
      self.makeController = makeController
      decisions = ModalScreenDriver(style: style)
    }

    static func options(for style: ModalStyle) -> PresentationOptions {
      PresentationOptions(
        ignoresGesturesUntilPresented: style.backdropTapRequiresCompletedPresentation,
        backdropTapDismisses: style.backdrop.tapBehavior == .dismisses)
    }

    /// What UIKit shows, as the decisions track it.
    var screen: ModalScreenDriver.Screen { decisions.screen }

    // MARK: - Inputs from the app

    /// The binding's value now; feed it on every update. Equal values change nothing.
    func bindingChanged(_ identity: ModalIdentity?) {
      requestedIdentity = identity
      connectIfPossible()
      run(.bindingChanged(identity))
    }

    /// The anchor entered or left a window.
    func anchorWindowDidChange() {
      guard anchor?.viewIfLoaded?.window != nil else {
        run(.anchorLeftWindow)
        return
      }
      if host == nil {
        connectIfPossible()
        run(.bindingChanged(requestedIdentity))
      } else {
        run(.anchorEnteredWindow)
      }
    }

    /// The anchor has gone for good: the modal is dismissed if on screen, then forgotten.
    func invalidate() {
      requestedIdentity = nil
      run(.invalidated)
    }

    /// Joins the stack of the anchor's window, once it has one.
    private func connectIfPossible() {
      guard host == nil, let window = anchor?.viewIfLoaded?.window else { return }
      let host = ModalStackHost.host(for: window)
      self.host = host
      host.register(self, options: Self.options(for: style))
    }

    /// The content (or the app) asks for the modal to go: as if the binding had become `false`
    /// or `nil`, which it then does.
    func requestDismissal() {
      run(.requestDismissal)
    }

    /// A SwiftUI update changed the content: the presented host shows it at once.
    func contentDidChange() {
      guard let controller, screen != .absent else { return }
      (controller.presentationController as? ModalPresentationController)?.contentDidChange()
    }

    // MARK: - Inputs from the screen

    /// A tap outside the content.
    func backdropTapped() {
      run(.backdropTapped)
    }

    /// The VoiceOver escape gesture; `true` only when the stack starts a dismissal for it.
    func accessibilityEscape() -> Bool {
      let before = decisions.dismissalsBegun
      run(.accessibilityEscape)
      return decisions.dismissalsBegun > before
    }

    /// A drag is starting; returns whether the machine lets it hold the modal.
    func dragShouldBegin() -> Bool {
      run(.dragBegan)
      return host?.machine(for: key)?.phase == .interactive
    }

    /// The drag moved the modal this far towards dismissal, 0…1.
    func dragChanged(progress: Double) {
      run(.dragChanged(progress: progress))
    }

    /// The finger lifted; returns whether a dismissal started.
    func dragEnded(dismissingTowards edge: ModalEdge?) -> Bool {
      run(.dragEnded(edge))
      return decisions.isDismissing
    }

    /// The Veil animator started animating the transition.
    func animationStarted() {
      run(.animationStarted)
    }

    /// A Veil animator reports that its presentation is logically complete.
    func transitionLogicallyComplete() {
      run(.transitionLogicallyComplete)
    }

    /// UIKit begins to dismiss the modal (`dismissalTransitionWillBegin`).
    func dismissalWillBegin() {
      run(.dismissalTransitionWillBegin)
    }

    /// A UIKit transition of the custom presentation has ended.
    func transitionDidEnd(presenting: Bool, completed: Bool) {
      if let controller {
        ModalTransitioningDelegate.retained(by: controller)?.transitionDidEnd()
      }
      run(
        presenting
          ? .presentationTransitionDidEnd(completed: completed)
          : .dismissalTransitionDidEnd(completed: completed))
    }

    /// The presented controller's container left the window without a transition of its own.
    func controllerDisappeared() {
      run(.controllerDisappeared)
    }

    /// The presented controller has left the screen, whoever took it away (its presenting
    /// controller is gone).
    func controllerDidLeave() {
      run(.presenceChecked(isPresented: false))
    }

    /// A sheet's own drag (or a tap on its dimming) starts to dismiss it.
    func sheetDismissalWillBegin() {
      run(.sheetWillDismiss)
    }

    /// UIKit's sheet was dismissed by the user: reported as a drag towards the bottom edge.
    func sheetDidDismiss() {
      run(.sheetDidDismiss)
    }

    /// The user let go of a sheet without dismissing it.
    func sheetDismissalWasCancelled() {
      run(.sheetInteractionEnded(cancelled: true))
    }

    // MARK: - Effects

    /// Performs one of the stack's effects for this modal.
    func perform(_ effect: PresentationStack<ModalStackHost.Key, ModalIdentity>.Effect) {
      switch effect {
      case .beginPresenting(_, _, let transition, _):
        run(.beginPresenting(transition))
      case .beginDismissing(_, let transition, let animated, let reason):
        run(.beginDismissing(transition, animated: animated, reason: reason))
      case .reverseTransition(_, _, let transition):
        run(.reverseTransition(to: transition))
      case .writeBindingBack:
        run(.writeBindingBack)
      case .emit(_, let event):
        run(.emit(event))
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
      guard isInsideSwiftUIUpdate || !deferredWork.isEmpty else {
        work()
        return
      }
      deferredWork.append(work)
      guard deferredWork.count == 1 else { return }
      DispatchQueue.main.async { [weak self] in
        guard let self else { return }
        while !deferredWork.isEmpty {
          let next = deferredWork.removeFirst()
          next()
        }
      }
    }

    private func deliverEvent(_ event: ModalEvent, leftScreen: Bool) {
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
      isDeliveringDeparture = leftScreen
      onEvent(event)
      isDeliveringDeparture = false
      if leftScreen { onGone() }
    }

    // MARK: - Interpreting

    /// Feeds one callback to the decisions and carries out their commands in order.
    private func run(_ callback: ModalScreenDriver.Callback) {
      for command in decisions.handle(callback) {
        execute(command)
      }
    }

    private func execute(_ command: ModalScreenDriver.Command) {
      switch command {
      case .send(let input):
        host?.send(input, for: key)
      case .removeFromStack:
        host?.remove(key)
      case .writeBinding:
        requestedIdentity = nil
        deliver { [writeBindingBack] in writeBindingBack() }
      case .deliver(let event, let leftScreen):
        deliver { [weak self] in self?.deliverEvent(event, leftScreen: leftScreen) }
      case .checkPresenter(let transition):
        checkPresenter(for: transition)
      case .waitForBlockingTransition(let transition):
        let isWaiting =
          checkedNode?.waitForTransition { [weak self] in
            self?.run(.retryPresentation(transition))
          } ?? false
        if !isWaiting { run(.blockingTransitionWaitRefused(transition)) }
      case .retryOnNextTurn(let transition):
        DispatchQueue.main.async { [weak self] in self?.run(.retryPresentation(transition)) }
      case .present(let route, let animated):
        present(route: route, animated: animated)
      case .dismiss(let animated, let reason):
        dismiss(animated: animated, reason: reason)
      case .reverseRunningTransition:
        activeAnimator?.reverse()
      case .finishRunningTransition:
        activeAnimator?.finishQuickly()
      case .releaseController:
        if let controller { ModalTransitioningDelegate.release(from: controller) }
        releaseController()
      case .setAsideRefusedController:
        refusedController = controller
        releaseController()
      case .dismissStrayPresentation:
        refusedController?.presentingViewController?.dismiss(animated: false)
        refusedController = nil
      case .checkPresenceOnNextTurn:
        DispatchQueue.main.async { [weak self, weak controller] in
          guard let self, let controller, self.controller === controller else { return }
          run(.presenceChecked(isPresented: controller.presentingViewController != nil))
        }
      case .resume(let continuation):
        run(.resume(continuation))
      }
    }

    /// The running Veil animator, if the running transition is a Veil one.
    private var activeAnimator: ModalTransitionAnimator? {
      guard let controller else { return nil }
      return ModalTransitioningDelegate.retained(by: controller)?.activeAnimator
    }

    // MARK: - Presenting

    private func checkPresenter(for transition: TransitionID) {
      // A style change applies from the next presentation on.
      let sheet = style.sheetConfiguration
      decisions.route = ModalScreenDriver.Route(style: style)
      decisions.allowsUserDismissal = sheet?.allowsDismissalByDrag ?? true
      let root = anchor?.viewIfLoaded?.window?.rootViewController
      let found = PresentationChain.check(root: root, presenting: existingController)
      checkedNode = found.node as? UIViewController
      run(.presenterChecked(found.check, for: transition))
    }

    private func present(route: ModalScreenDriver.Route, animated: Bool) {
      guard let presenter = checkedNode, let identity = host?.machine(for: key)?.presentedIdentity
      else {
        run(.presentReturned(accepted: false))
        return
      }
      var presentingController = presenter
      if route == .passthroughWindow, let window = presenter.view.window,
        let passthrough = PassthroughWindow(over: window), let root = passthrough.rootViewController
      {
        passthroughWindow = passthrough
        presentingController = root
      }
      let controller = makeController(identity)
      self.controller = controller
      controllerIdentity = identity
      focusBeforePresenting =
        UIAccessibility.focusedElement(using: .notificationVoiceOver) as? NSObject
      if route == .sheet, let sheet = style.sheetConfiguration {
        let delegate = SheetPresentationDelegate(driver: self)
        sheetDelegate = delegate
        delegate.configure(controller, sheet: sheet, style: style, in: presenter.view.window)
      } else {
        ModalTransitioningDelegate(style: style, driver: self).retain(by: controller)
      }
      presentingController.present(controller, animated: animated) {
        [weak self, weak controller] in
        guard let self, let controller, self.controller === controller else { return }
        run(.presentCompletion)
      }
      // UIKit's own signal that it accepted the presentation: it refuses some with only a
      // log line.
      run(
        .presentReturned(
          accepted: controller.isBeingPresented || controller.presentingViewController != nil))
    }

    /// Lets go of the controller and of the sheet delegate and window made for it.
    private func releaseController() {
      controller = nil
      sheetDelegate = nil
      passthroughWindow?.isHidden = true
      passthroughWindow = nil
    }

    // MARK: - Dismissing

    private func dismiss(animated: Bool, reason: DismissReason) {
      guard let controller, let presenting = controller.presentingViewController else {
        run(.presenceChecked(isPresented: false))
        return
      }
      if let presentation = controller.presentationController as? ModalPresentationController {
        presentation.dismissReason = reason
      }
      presenting.dismiss(animated: animated) { [weak self, weak controller] in
        // The fallback for every style; a custom presentation has usually reported through
        // its presentation controller already, and then this changes nothing.
        guard let self, let controller, self.controller === controller else { return }
        run(.dismissCompletion(isStillPresented: controller.presentingViewController != nil))
      }
    }
  }
#endif
