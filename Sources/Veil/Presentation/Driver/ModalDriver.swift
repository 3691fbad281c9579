#if os(iOS)
  import UIKit
  import VeilCore
  import VeilDecisions

  /// Carries out what VeilCore decides for one modal, and tells it what happened on screen.
  ///
  /// One driver serves one `.modal` anchor (SwiftUI) or one `present(_:style:)` call (UIKit).
  /// It decides nothing: VeilDecisions' `ModalScreenDriver` takes every callback (the binding,
  /// drags, taps, the escape gesture, the window stack's effects, UIKit's transition and sheet
  /// callbacks) and answers commands, which ``execute(_:)`` interprets with one exhaustive
  /// `switch`, the only place that touches UIKit, the window's ``ModalStackHost``, the run loop
  /// and the app. The decisions (what is on screen versus what the stack waits for, reversal,
  /// refusal, fallbacks) are documented and tested there, against a scripted UIKit.
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
        decisions.styleChanged(to: style)
        registerInHost()
      }
    }
    /// Makes the controller that shows the content with this identity.
    var makeController: (ModalIdentity) -> UIViewController
    /// The controller every presentation shows, when it exists before presenting (a UIKit-API
    /// modal): the presenter check refuses it while it is in the window's presentation chain.
    weak var existingController: UIViewController?
    /// Receives the modal's events.
    var onEvent: (ModalEvent) -> Void = { _ in }
    /// Receives the user's dismissal attempts a lock refused, through the delivery queue.
    var onDismissAttempt: (ModalDismissAttempt) -> Void = { _ in }
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

    /// The controller whose window and position decide where the modal is presented from:
    /// the anchor of a `.modal` modifier, or the controller `present(_:style:)` was called on.
    private weak var anchor: UIViewController?
    private(set) weak var host: ModalStackHost?
    private var decisions: ModalScreenDriver
    /// The presented controller; kept while it is on screen.
    private var controller: UIViewController?
    /// A controller UIKit refused, kept weakly in case UIKit presents it after all.
    private weak var refusedController: UIViewController?
    /// What the last presenter check found: the presenter, or the controller to wait for.
    private weak var checkedNode: UIViewController?
    private weak var focusBeforePresenting: NSObject?
    private(set) var sheetDelegate: SheetPresentationDelegate?
    /// The child controller that sees a sheet's dismissals UIKit tells its delegate nothing of.
    private var sheetObserver: SheetDismissalObserver?
    /// The delegate of a popover (`ModalDriver+Popover.swift`), kept while it is on screen.
    private var popoverDelegate: PopoverPresentationDelegate?
    /// The window a modal whose backdrop passes taps through is presented in, while it shows.
    private var passthroughWindow: PassthroughWindow?
    /// Whether the warning that no window of its own could be made has been reported.
    private var hasReportedPlacement = false
    /// Where a sheet's detent changes go, and whether the app has a binding for them.
    var sheetDetents = SheetDetentLink()
    /// Plays the style's haptic feedback (`ModalStyle.haptics`) as the events are delivered.
    let haptics = ModalHapticsPlayer()
    /// When a pass-through modal is announced to VoiceOver, once per presentation.
    private var announcer = ModalAnnouncer()
    /// The style's auto-dismiss clock (`ModalStyle.autoDismiss(after:)`).
    private let autoDismiss = AutoDismissClock()

    init(
      anchor: UIViewController, style: ModalStyle,
      makeController: @escaping (ModalIdentity) -> UIViewController
    ) {
      self.anchor = anchor
      self.style = style
      self.makeController = makeController
      decisions = ModalScreenDriver(style: style)
      context.driver = self
      autoDismiss.onTimeout = { [weak self] in self?.timedOut() ?? true }
    }

    // MARK: - Callbacks

    /// Feeds one callback to the decisions and carries out their commands in order.
    func handle(_ callback: ModalScreenDriver.Callback) {
      for command in decisions.handle(callback) { execute(command) }
    }

    /// The binding's value now; feed it on every update. Equal values change nothing.
    func bindingChanged(_ identity: ModalIdentity?) { handle(.bindingChanged(identity)) }
    /// The anchor has gone for good: the modal is dismissed if on screen, then forgotten.
    func invalidate() { handle(.invalidated) }
    /// The content (or the app) asks for the modal to go, as if the binding had become `false`.
    func requestDismissal() { handle(.requestDismissal) }
    /// A tap outside the content.
    func backdropTapped() { handle(.backdropTapped) }
    /// The content keeps the user from dismissing it, or no longer does.
    func contentDisablesUserDismissal(_ disabled: Bool) {
      handle(.contentDisablesUserDismissal(disabled))
    }
    /// The drag moved the modal this far towards dismissal, 0…1.
    func dragChanged(progress: Double) { handle(.dragChanged(progress: progress)) }
    /// UIKit begins to dismiss the modal (`dismissalTransitionWillBegin`).
    func dismissalWillBegin() { handle(.dismissalTransitionWillBegin) }
    /// The view of `disappeared` has disappeared. If it is the presented controller, whether it
    /// is still presented is looked at on the next turn: UIKit may have taken it away without a
    /// transition of its own.
    func controllerDidDisappear(_ disappeared: UIViewController) {
      guard disappeared === controller else { return }
      handle(.controllerDisappeared)
    }
    /// A sheet's own drag (or a tap on its dimming) starts to dismiss it.
    func sheetDismissalWillBegin() { handle(.sheetWillDismiss) }
    /// UIKit's sheet was dismissed by the user: reported as a drag towards the bottom edge.
    func sheetDidDismiss() { handle(.sheetDidDismiss) }
    /// The user let go of a sheet without dismissing it.
    func sheetDismissalWasCancelled() { handle(.sheetInteractionEnded(cancelled: true)) }
    /// UIKit refused the user's dismissal of a sheet that is modal in presentation.
    func sheetDismissalWasRefused() { handle(.sheetDismissAttempted) }

    /// The anchor entered or left a window.
    func anchorWindowDidChange() {
      let isInWindow = anchor?.viewIfLoaded?.window != nil
      handle(isInWindow ? .anchorEnteredWindow(hasJoined: host != nil) : .anchorLeftWindow)
    }

    /// The VoiceOver escape gesture; `true` only when the stack starts a dismissal for it.
    func accessibilityEscape() -> Bool { handleStartsDismissal(.accessibilityEscape) }

    /// The style's duration ran out; returns whether a dismissal started (not under another
    /// modal, which it would take with it).
    func timedOut() -> Bool { handleStartsDismissal(.timedOut) }

    /// Feeds `callback`; returns whether the stack started a dismissal for it.
    private func handleStartsDismissal(_ callback: ModalScreenDriver.Callback) -> Bool {
      let before = decisions.dismissalsBegun
      handle(callback)
      return decisions.dismissalsBegun > before
    }

    /// The content of the modal on screen was replaced in place (a toast's duplicate that
    /// replaces it): VoiceOver hears the new words, and the auto-dismiss clock starts over with
    /// the whole duration, as for a toast shown anew.
    func contentWasReplaced() {
      guard host?.machine(for: key)?.phase == .presented else { return }
      let content = controller?.viewIfLoaded
      content?.layoutIfNeeded()
      announce(
        announcer.textForReplacedContent(style: style) {
          content.map(AccessibilityFocus.labels) ?? []
        })
      autoDismiss.restart(style: style)
    }

    /// Posts `said` to VoiceOver, if any, and tells the auto-dismiss clock, which holds while
    /// it is spoken.
    private func announce(_ said: String?) {
      guard let said else { return }
      AccessibilityFocus.announce(said)
      autoDismiss.announcementPosted(said)
    }

    /// A drag is starting; returns whether the machine lets it hold the modal.
    func dragShouldBegin() -> Bool {
      handle(.dragBegan)
      return host?.machine(for: key)?.phase == .interactive
    }

    /// The finger lifted; returns whether a dismissal started.
    func dragEnded(dismissingTowards edge: ModalEdge?) -> Bool {
      handle(.dragEnded(edge))
      return decisions.isDismissing
    }

    /// A UIKit transition of the custom presentation has ended.
    func transitionDidEnd(presenting: Bool, completed: Bool) {
      if let controller { ModalTransitioningDelegate.retained(by: controller)?.transitionDidEnd() }
      handle(
        presenting
          ? .presentationTransitionDidEnd(completed: completed)
          : .dismissalTransitionDidEnd(completed: completed))
    }

    /// A SwiftUI update changed the content: the presented host shows it at once.
    func contentDidChange() {
      guard let controller, decisions.screen != .absent else { return }
      (controller.presentationController as? ModalPresentationController)?.contentDidChange()
    }

    /// Performs one of the stack's effects for this modal.
    func perform(_ effect: PresentationStack<ModalStackHost.Key, ModalIdentity>.Effect) {
      handle(ModalScreenDriver.Callback(effect))
    }

    /// Publishes the machine's phase and drag progress to the content.
    func machineDidStep(_ machine: PresentationMachine<ModalIdentity>?) {
      let phase = machine?.phase ?? .dismissed
      let progress = machine?.interactiveProgress ?? 0
      deliver { [context] in context.update(phase: phase, interactiveProgress: progress) }
      if let settled = phase.settledTransitionProgress { transitionProgressChanged(settled) }
    }

    /// Work that reaches the app: binding writes, events, the published context. SwiftUI
    /// forbids changing state while it updates views, so what comes up during an update (the
    /// binding fed from `updateUIViewController`) is delivered right after it, and everything
    /// after it queues behind, so the app sees it all in order.
    private func deliver(_ work: @escaping () -> Void) {
      ModalStackHost.deliver(work)
    }

    private func deliverEvent(_ event: ModalEvent, leftScreen: Bool) {
      // VoiceOver moves into the modal once it is presented, and back where it was after,
      // unless the user has moved on behind a pass-through modal.
      let content = controller?.viewIfLoaded
      let focus = AccessibilityFocusPolicy.handling(
        event, style: style, contentIsLoaded: content != nil,
        focusLeftTheModal: { AccessibilityFocus.hasLeft(content) })
      if let move = focus.move {
        AccessibilityFocus.perform(move, content: content, previousFocus: focusBeforePresenting)
      }
      if focus.forgetsPreviousFocus { focusBeforePresenting = nil }
      announce(
        announcer.handle(event, style: style) {
          content.map(AccessibilityFocus.labels) ?? []
        })
      autoDismiss.handle(event, style: style, content: content)
      isDeliveringDeparture = leftScreen
      haptics.handle(.event(event, leftScreen: leftScreen), haptics: style.haptics)
      onEvent(event)
      // The content's own `.onModalEvent`s, whichever way the modal was opened.
      context.broadcast(event)
      isDeliveringDeparture = false
      if leftScreen { onGone() }
    }

    // MARK: - Commands

    private func execute(_ command: ModalScreenDriver.Command) {
      switch command {
      case .joinWindowStack:
        guard host == nil, let window = anchor?.viewIfLoaded?.window else { return }
        host = ModalStackHost.host(for: window)
        registerInHost()
      case .send(let input): host?.send(input, for: key)
      case .removeFromStack: host?.remove(key)
      case .writeBinding:
        // The decisions ignore the stale value SwiftUI feeds until they hear the write ran.
        deliver { [weak self, writeBindingBack] in
          writeBindingBack()
          self?.handle(.bindingWrittenBack)
        }
      case .deliver(let event, let leftScreen):
        deliver { [weak self] in self?.deliverEvent(event, leftScreen: leftScreen) }
      case .checkPresenter(let transition):
        let found = PresentationChain.check(root: chainRoot, presenting: existingController)
        checkedNode = found.node as? UIViewController
        handle(.presenterChecked(found.check, for: transition))
      case .checkDismissal(let transition):
        // UIKit refuses a dismissal while a transition of the chain is in progress, even
        // from inside its `…TransitionDidEnd`: wait for it on its coordinator.
        let blocking = controller.flatMap {
          PresentationChain.dismissalBlocker(for: $0, root: chainRoot)
        }
        checkedNode = blocking as? UIViewController
        handle(.dismissalChecked(busy: blocking != nil, for: transition))
      case .waitForBlockingTransition(let transition):
        if checkedNode?.waitForTransition(retry(transition)) != true {
          handle(.blockingTransitionWaitRefused(transition))
        }
      case .retryLater(let transition, let delay):
        DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: retry(transition))
      case .present(let route, let animated): present(route: route, animated: animated)
      case .dismiss(let animated, let reason): dismiss(animated: animated, reason: reason)
      case .reverseRunningTransition: activeAnimator?.reverse()
      case .finishRunningTransition: activeAnimator?.finishQuickly()
      case .reportRefusal(let refusal):
        let refused = existingController ?? refusedController
        refusal.warning(presented: refused.map { String(describing: type(of: $0)) } ?? "a modal")
          .report()
      case .setUserDismissalAllowed(let allowed):
        controller?.isModalInPresentation = !allowed
      case .observeSheetDismissal:
        guard let controller else { return }
        sheetObserver = SheetDismissalObserver.install(
          in: controller,
          onWillDisappear: { [weak self] isInteractive in
            self?.handle(.sheetWillDisappear(isInteractive: isInteractive))
          },
          onDidDisappear: { [weak self] in self?.handle(.sheetDidDisappear) })
      case .releaseController:
        if let controller { ModalTransitioningDelegate.release(from: controller) }
        releaseController()
      case .setAsideRefusedController:
        refusedController = controller
        releaseController()
      case .dismissStrayPresentation:
        refusedController?.presentingViewController?.dismiss(animated: false)
      case .checkPresenceOnNextTurn:
        DispatchQueue.main.async(execute: presenceCheck())
      case .checkPresenceAfterChainTransition(let delay):
        guard let controller else { return }
        let check = presenceCheck()
        // Once the chain's transition has ended (UIKit may end the relationship just after its
        // coordinator's completions: look on the next turn), or after the wait when there is
        // none or its coordinator does not queue; the decisions bound the looks.
        let blocking =
          PresentationChain.dismissalBlocker(for: controller, root: chainRoot) as? UIViewController
        let queued = blocking?.waitForTransition { DispatchQueue.main.async { check() } } == true
        if !queued { DispatchQueue.main.asyncAfter(deadline: .now() + delay) { check() } }
      case .resume(let continuation): handle(.resume(continuation))
      case .deliverDismissAttempt(let attempt):
        deliver { [weak self] in
          self?.onDismissAttempt(attempt)
          // The content's own `.onModalDismissAttempt`s, whichever way the modal was opened.
          self?.context.broadcast(attempt)
        }
      }
    }

    /// The root of the presentation chain of the anchor's window.
    private var chainRoot: UIViewController? { anchor?.viewIfLoaded?.window?.rootViewController }

    /// Feeds the retry of `transition`, for when the chain is free again.
    private func retry(_ transition: TransitionID) -> @MainActor () -> Void {
      { [weak self] in self?.handle(.retryTransition(transition)) }
    }

    /// Feeds whether the presented controller is still presented, when run; nothing if the
    /// driver has let go of it (or moved on to another) by then.
    private func presenceCheck() -> @MainActor () -> Void {
      { [weak self, weak controller] in
        guard let self, let controller, self.controller === controller else { return }
        handle(.presenceChecked(isPresented: controller.presentingViewController != nil))
      }
    }

    /// Registers the modal in its window's stack, in the chain its style and its window allow:
    /// a pass-through modal whose window has no scene cannot have a window of its own, and is
    /// presented from the anchor's window, so it stands in that window's chain, with a warning.
    private func registerInHost() {
      guard let host else { return }
      let placement = PassthroughWindowPlacement(
        style: style, anchorWindowHasScene: host.window?.windowScene != nil)
      if let warning = placement.warning, !hasReportedPlacement {
        hasReportedPlacement = true
        warning.report()
      }
      host.register(self, options: ModalScreenDriver.options(for: style), layer: placement.layer)
    }

    /// The running Veil animator, if the running transition is a Veil one.
    private var activeAnimator: ModalTransitionAnimator? {
      controller.flatMap { ModalTransitioningDelegate.retained(by: $0)?.activeAnimator }
    }

    private func present(route: ModalScreenDriver.Route, animated: Bool) {
      guard let presenter = checkedNode, let identity = host?.machine(for: key)?.presentedIdentity
      else { return handle(.presentReturned(accepted: false)) }
      var presentingController = presenter
      if route == .passthroughWindow, let window = presenter.view.window,
        let passthrough = PassthroughWindow(over: window), let root = passthrough.rootViewController
      {
        passthroughWindow = passthrough
        presentingController = root
      }
      var controller = makeController(identity)
      if route == .sheet, controller === existingController {
        // The app's own controller in UIKit's sheet: in a Veil container, whose view is on
        // the escape gesture's path up from the app's content.
        let container = SheetContainerController(content: controller)
        container.onAccessibilityEscape = { [weak self, weak controller] in
          // The app's own `isModalInPresentation` is its content's lock, which UIKit's sheet
          // honours for drags: the escape is refused under it too.
          guard let self else { return false }
          if let controller { contentDisablesUserDismissal(controller.isModalInPresentation) }
          return accessibilityEscape()
        }
        controller = container
      }
      self.controller = controller
      focusBeforePresenting =
        UIAccessibility.focusedElement(using: .notificationVoiceOver) as? NSObject
      if route == .sheet, let sheet = style.sheetStyle {
        sheetDelegate = SheetPresentationDelegate(driver: self)
        sheetDelegate?.configure(controller, sheet: sheet, in: presenter.view.window)
        // The style's lock, or the content's if it spoke before this presentation.
        controller.isModalInPresentation = !decisions.userMayDismiss
      } else if route == .sheet, let popover = style.popoverStyle {
        popoverDelegate = popoverDelegate(
          for: controller, popover: popover, anchor: anchor,
          in: presenter.view.window)
        controller.isModalInPresentation = !decisions.userMayDismiss
      } else {
        ModalTransitioningDelegate(style: style, driver: self).retain(by: controller)
      }
      presentingController.present(controller, animated: animated) { [weak self, weak controller] in
        guard let self, let controller else { return }
        if self.controller === controller {
          // A sheet's container can leave its window without a callback too.
          if let container = controller.presentationController?.containerView, route == .sheet {
            WindowExitObserver.install(in: container) { [weak self] in
              self?.handle(.controllerDisappeared)
            }
          }
          handle(.presentCompletion)
        } else if refusedController === controller {
          // Presented after all, after UIKit refused it: taken away again.
          handle(.presentationTransitionDidEnd(completed: true))
        }
      }
      // UIKit's own signal that it accepted: it refuses some presentations with a log line.
      let accepted = controller.isBeingPresented || controller.presentingViewController != nil
      handle(.presentReturned(accepted: accepted))
    }

    /// Lets go of the controller and of the sheet delegate, observer and window made for it.
    private func releaseController() {
      if let container = controller as? SheetContainerController {
        // At once when UIKit's dismissal is over (the `dismiss` completion, the delegate's
        // `presentationControllerDidDismiss`), so an app that presents its controller again
        // from `didDismiss`, with UIKit, finds it without a parent; on the next turn when this
        // comes from inside the dismissal's appearance callbacks.
        if container.isBeingDismissed {
          DispatchQueue.main.async { container.releaseContent() }
        } else {
          container.releaseContent()
        }
      }
      controller = nil
      sheetDelegate = nil
      popoverDelegate = nil
      sheetObserver?.remove()
      sheetObserver = nil
      passthroughWindow?.isHidden = true
      passthroughWindow = nil
    }

    private func dismiss(animated: Bool, reason: DismissReason) {
      guard let controller, let presenting = controller.presentingViewController else {
        return handle(.presenceChecked(isPresented: false))
      }
      (controller.presentationController as? ModalPresentationController)?.dismissReason = reason
      presenting.dismiss(animated: animated) { [weak self, weak controller] in
        // The fallback for every style; a custom presentation has usually ended through its
        // presentation controller already, and then this changes nothing.
        guard let self, let controller, self.controller === controller else { return }
        handle(.dismissCompletion(isStillPresented: controller.presentingViewController != nil))
      }
    }
  }
#endif
