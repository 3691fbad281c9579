import VeilCore
import VeilDecisions

/// A view controller of the scripted UIKit: the presentation chain's links and flags.
@MainActor
package final class FakeController: PresentingNode {
  package let name: String
  package var presented: FakeController?
  package weak var presenting: FakeController?
  package var children: [FakeController] = []
  package var isBeingPresented = false
  package var isBeingDismissed = false
  /// Whether Veil's zero-size child controller is in it (a sheet's): it sees the controller's
  /// `viewWillDisappear`/`viewDidDisappear`, which UIKit calls for every dismissal.
  package var hasSheetObserver = false
  /// Whether a transition coordinator exists (a transition of its own, or a child's push).
  package var hasTransitionCoordinator = false
  /// Whether the coordinator queues completions (`animate(alongsideTransition:)` answers).
  package var coordinatorQueuesCompletions = true
  private var pendingCompletions: [@MainActor () -> Void] = []

  package init(_ name: String) {
    self.name = name
  }

  package var presentedNode: (any PresentingNode)? { presented }
  package var childNodes: [any PresentingNode] { children }

  package func waitForTransition(_ completion: @escaping @MainActor () -> Void) -> Bool {
    guard hasTransitionCoordinator, coordinatorQueuesCompletions else { return false }
    pendingCompletions.append(completion)
    return true
  }

  /// The coordinator's transition ends: its queued completions run.
  package func endCoordinatedTransition() {
    for completion in endingTransition() { completion() }
  }

  /// The coordinator goes; its queued completions are returned, for the caller to run once
  /// every controller of the transition has lost its coordinator.
  fileprivate func endingTransition() -> [@MainActor () -> Void] {
    hasTransitionCoordinator = false
    let completions = pendingCompletions
    pendingCompletions = []
    return completions
  }
}

/// UIKit, scripted: it carries out a ``ModalScreenDriver``'s commands by recording them and
/// answers with the callbacks UIKit documents, in UIKit's order, when a script advances it.
///
/// Each modal has a real `ModalScreenDriver`, and all share one real `PresentationStack`, so
/// the stack's one-transition-at-a-time queue is the real one. Custom transitions run a real
/// ``TransitionRun`` against a scripted transition context. What real UIKit would throw for,
/// refuse, or never end is recorded in ``violations``.
///
/// The documented orders it plays:
/// - custom presentation: `present` (the controller linked and `isBeingPresented` at once) →
///   after the turn's commit, one callout (``startPendingPresentations()``, or
///   ``animate(_:askingForInterruptibleAnimatorFirst:)`` for one modal):
///   `presentationTransitionWillBegin` → `interruptibleAnimator`/`animateTransition` (with
///   `isAnimated`) (H5) → logical duration → `completeTransition`, and from inside it
///   `presentationTransitionDidEnd` (the transition still in progress, the controller still
///   `isBeingPresented`) → `animationEnded` → the coordinator's completions → the `present`
///   completion; the mirror for dismissal (`dismissalTransitionWillBegin` first) and for a
///   reversal (`completeTransition(false)`). A `present` or `dismiss` while a transition is in
///   progress, its `DidEnd` included, is refused ("Attempt to … while a presentation or
///   dismiss is in progress!"): recorded, and nothing calls back;
/// - sheets: `present` → the completion; the user: `presentationControllerWillDismiss` →
///   `viewWillDisappear` (interactive) → interaction ended (cancelled or not) →
///   `viewDidDisappear` → `presentationControllerDidDismiss`, with several dismissals begun
///   and cancelled within one drag, each with its own `presentationControllerWillDismiss`; a
///   tap on the dimming (no interaction); a programmatic dismissal, Veil's or the app's own:
///   no delegate call (Apple, `presentationControllerDidDismiss(_:)`: not called "if the
///   presentation is dismissed programmatically"), only `viewWillDisappear` →
///   `viewDidDisappear` → the completion, to whoever called `dismiss`; the disappearances
///   reach the driver only through Veil's child controller in the sheet's
///   (``FakeController/hasSheetObserver``); at the end of every sheet dismissal the container
///   leaves the window, before or after the completion or `presentationControllerDidDismiss`
///   (``containerLeavesAfterDismissCompletion``);
/// - removal as an intermediate controller: no transition callback, the container leaves the
///   window; removed from the middle of a chain the app dismisses, the container leaves at the
///   start of the top dismissal and the controller stays linked until its end (N9);
/// - the window-exit observer: a container leaves the window at the end of every dismissal
///   (before or after the `dismiss` completion) and when a `.fullScreen` presentation covers a
///   sheet (H4);
/// - a sheet's detents: the user's drag to another detent, then
///   `sheetPresentationControllerDidChangeSelectedDetentIdentifier`; the app's request set in
///   `animateChanges`, with no delegate call (``userMovesSheet(_:to:)``,
///   ``setDetentBinding(_:_:)``);
/// - a refused presentation; a coordinator that refuses `animate(alongsideTransition:)`;
/// - what reaches the app (binding write-backs, events) goes through one real
///   ``DeliveryQueue``: the binding is fed only from an update of its anchor
///   (``setBinding(_:_:)``, ``updateAnchor(_:)``), what an update delivers waits for the next
///   turn (``runNextTurn()``) and everything after it queues behind, and an update in between
///   feeds the binding the app still holds (H3).
@MainActor
package final class ScriptedUIKit {
  package typealias StackEffect = PresentationStack<Int, ModalIdentity>.Effect
  /// One line of the driver's command log.
  package struct Logged: Hashable, CustomStringConvertible {
    package let key: Int
    package let command: ModalScreenDriver.Command
    package var description: String { "\(key): \(command)" }

    package init(key: Int, command: ModalScreenDriver.Command) {
      self.key = key
      self.command = command
    }
  }

  /// A UIKit transition running for one modal.
  package struct Transition {
    package var presenting: Bool
    package var route: ModalScreenDriver.Route
    package var isAnimated: Bool
    package var run: TransitionRun
    package var toView: TransitionRun.ViewState
    package var isReversed = false
    /// The presenting controller: its transition coordinator is this transition's too.
    package var presenter: FakeController?
    /// Whether the app called `dismiss` itself: UIKit's completion is the app's then.
    package var isAppsOwn = false
    package var completions = 0
    package var animationsMade = 0
    /// Whether UIKit has started it: a presentation starts in a callout after the commit of
    /// the turn `present` was called in (H5), a dismissal at once.
    package var hasBegun = true
  }

  /// What UIKit calls on a custom presentation's presentation controller and animator, in
  /// order, beyond the driver's callbacks.
  package enum Callout: Hashable, Sendable {
    /// `presentationTransitionWillBegin()`: the source is hidden, the first layout made.
    case presentationTransitionWillBegin
    /// `animateTransition(using:)` (after `interruptibleAnimator(using:)` when asked first).
    case animateTransition
  }

  /// What UIKit does with the next `present`.
  package enum PresentAnswer {
    case accept
    /// Refuses with a log line: nothing is presented.
    case refuse
  }

  /// The window's root controller (with the anchors).
  package let root = FakeController("root")
  /// Whether the anchors are in the window.
  package var isInWindow = true
  /// What the next `present` does.
  package var nextPresent = PresentAnswer.accept
  /// Whether a cancelled presentation leaves the chain before `presentationTransitionDidEnd`
  /// (`false`) is called, or after it: UIKit documents neither.
  package var cancelledPresentationUnlinksBeforeDidEnd = true
  /// Whether presenting views are removed by the custom presentation (`.fullScreen`).
  package var removesPresentersView: [Int: Bool] = [:]
  /// Whether a dismissal's container leaves the window (its window-exit observer fires) after
  /// the `dismiss` completion, or before it: UIKit documents neither.
  package var containerLeavesAfterDismissCompletion = false

  package private(set) var log: [Logged] = []
  package private(set) var animatorLog: [Int: [TransitionRun.Command]] = [:]
  package private(set) var callouts: [Int: [Callout]] = [:]
  package private(set) var events: [Int: [ModalEvent]] = [:]
  package private(set) var departures: [Int: Int] = [:]
  package private(set) var bindingWrites: [Int: Int] = [:]
  package private(set) var violations: [String] = []
  /// The refused dismissal attempts delivered to the app, per modal.
  package private(set) var dismissAttempts: [Int: [ModalDismissAttempt]] = [:]
  /// What the app does when an attempt reaches it (asks, then dismisses, say).
  package var onDismissAttempt: [Int: (ModalDismissAttempt) -> Void] = [:]
  package private(set) var stack = PresentationStack<Int, ModalIdentity>()
  package private(set) var drivers: [Int: ModalScreenDriver] = [:]
  package private(set) var transitions: [Int: Transition] = [:]
  package private(set) var controllers: [Int: FakeController] = [:]
  /// A sheet's `isModalInPresentation`: UIKit takes no drag and no tap on the dimming from the
  /// user while it holds.
  package private(set) var isModalInPresentation: [Int: Bool] = [:]
  /// The `isModalInPresentation` the app set on its own controller of a UIKit-API sheet: the
  /// container Veil presents reads it too, so UIKit's sheet refuses the user under it.
  package var appsOwnModalInPresentation: [Int: Bool] = [:]
  private var existing: [Int: FakeController] = [:]
  private var checked: [Int: FakeController] = [:]
  private var refused: [Int: FakeController] = [:]
  private var nextTurn: [() -> Void] = []
  private var stackQueue: [(inout PresentationStack<Int, ModalIdentity>) -> [StackEffect]] = []
  /// The one queue all work that reaches the app goes through, as on a device.
  var delivery = DeliveryQueue<Delivery>()
  /// What the app's state holds for each binding: what an update of its anchor feeds.
  package private(set) var appBinding: [Int: ModalIdentity] = [:]
  private var isStepping = false
  /// The largest number of UIKit transitions that ran at once.
  package private(set) var mostTransitionsAtOnce = 0
  /// A sheet's detents, between the user and the app (``ScriptedUIKit+Detents``).
  package internal(set) var detents = ScriptedSheetDetents()

  /// A window with its root controller and no modal.
  package init() {}

  // MARK: - The app

  /// Registers a modal presented by `route`; `existing` is a UIKit-API modal's own controller.
  /// A `style` replaces the route and the dismissal lock with its own.
  package func register(
    _ key: Int, route: ModalScreenDriver.Route = .custom, animated: Bool = true,
    allowsUserDismissal: Bool = true, existing controller: FakeController? = nil,
    style: ModalStyle? = nil, backdropTapDismisses: Bool = true
  ) {
    drivers[key] =
      style.map { ModalScreenDriver(style: $0, animatesTransitions: animated) }
      ?? ModalScreenDriver(
        route: route, animatesTransitions: animated, allowsUserDismissal: allowsUserDismissal)
    if style == nil { drivers[key]?.backdropTapDismisses = backdropTapDismisses }
    existing[key] = controller
    stack.register(key)
  }

  /// The app sets the binding, and SwiftUI updates its anchor, which feeds it.
  package func setBinding(_ key: Int, _ identity: ModalIdentity?) {
    appBinding[key] = identity
    updateAnchor(key)
  }

  /// SwiftUI updates the anchor of `key` (`updateUIViewController`): it feeds the binding the
  /// app's state holds now, stale while a write-back waits for its turn. What reaches the app
  /// meanwhile waits for the next turn.
  package func updateAnchor(_ key: Int) {
    carryOut(delivery.handle(.updateBegan))
    feed(.bindingChanged(appBinding[key]), to: key)
    feedDetentBinding(of: key)
    carryOut(delivery.handle(.updateEnded))
  }

  /// Whether work for the app waits in the delivery queue.
  package var hasPendingDeliveries: Bool { delivery.pendingCount > 0 }

  /// A callback for one modal, as the driver's interpreter would feed it.
  package func feed(_ callback: ModalScreenDriver.Callback, to key: Int) {
    guard var driver = drivers[key] else { return }
    let commands = driver.handle(callback)
    drivers[key] = driver
    for command in commands {
      log.append(Logged(key: key, command: command))
      execute(command, for: key)
    }
  }

  /// The VoiceOver escape gesture on the modal's content; answers what the interpreter answers
  /// UIKit. UIKit asks the views up from the focused element, so it reaches the driver through
  /// a Veil view on that path: Veil's presentation (the custom routes), Veil's SwiftUI host, or
  /// the container a UIKit-API sheet's controller is presented in (N5).
  package func escape(_ key: Int) -> Bool {
    feedStartsDismissal(.accessibilityEscape, to: key)
  }

  /// Feeds `callback` to `key`'s driver; answers whether the stack started a dismissal for it,
  /// as the interpreter answers UIKit (the escape gesture) or its clock (a timeout).
  package func feedStartsDismissal(_ callback: ModalScreenDriver.Callback, to key: Int) -> Bool {
    let before = drivers[key]?.dismissalsBegun ?? 0
    feed(callback, to: key)
    return (drivers[key]?.dismissalsBegun ?? 0) > before
  }

  /// The commands logged for one modal.
  package func commands(of key: Int) -> [ModalScreenDriver.Command] {
    log.filter { $0.key == key }.map(\.command)
  }

  /// Forgets the logs so far.
  package func clearLogs() {
    log = []
    animatorLog = [:]
    callouts = [:]
    events = [:]
  }

  /// Whether the window's stack can start another modal now: no transition is waited for.
  package var isStackFree: Bool { stack.runningModal == nil }

  // MARK: - Scripts: the run loop and coordinators

  /// The next turn of the run loop comes.
  package func runNextTurn() {
    let work = nextTurn
    nextTurn = []
    for item in work { item() }
  }

  /// Whether something waits for the next turn.
  package var hasWorkForNextTurn: Bool { !nextTurn.isEmpty }

  // MARK: - Scripts: custom transitions

  /// The turn's commit is over: UIKit starts every presentation `present` asked for, each in
  /// one callout (`presentationTransitionWillBegin`, then the animator), as ``animate(_:askingForInterruptibleAnimatorFirst:)``.
  package func startPendingPresentations() {
    for key in transitions.keys.sorted() where transitions[key]?.hasBegun == false {
      animate(key)
    }
  }

  /// UIKit starts the animator of the transition that runs for `key`: it may ask for the
  /// interruptible animator first, then calls `animateTransition(using:)`. A presentation not
  /// started yet starts in the same callout, with `presentationTransitionWillBegin` first.
  package func animate(_ key: Int, askingForInterruptibleAnimatorFirst: Bool = false) {
    guard var transition = transitions[key], transition.route != .sheet else { return }
    if !transition.hasBegun {
      transition.hasBegun = true
      transitions[key] = transition
      callouts[key, default: []].append(.presentationTransitionWillBegin)
    }
    callouts[key, default: []].append(.animateTransition)
    let context = TransitionRun.Context(
      isAnimated: transition.isAnimated, toView: transition.toView)
    if askingForInterruptibleAnimatorFirst {
      animator(.interruptibleAnimatorRequested(context), for: key)
    }
    animator(.animateTransition(context), for: key)
  }

  /// The animation's logical duration passes.
  package func elapseLogicalDuration(_ key: Int) {
    animator(.logicalDurationElapsed, for: key)
  }

  /// The animation settles: at its end, or back at its start when reversed.
  package func settle(_ key: Int) {
    guard let transition = transitions[key] else { return }
    animator(.animationFinished(atEnd: !transition.isReversed), for: key)
  }

  /// A whole animated custom transition: animate, logical duration, settle.
  package func playTransition(_ key: Int) {
    animate(key)
    elapseLogicalDuration(key)
    settle(key)
  }

  // MARK: - Scripts: sheets

  /// UIKit's sheet transition ends (presentation or programmatic dismissal).
  package func endSheetTransition(_ key: Int) {
    guard let transition = transitions[key], transition.route == .sheet else { return }
    if transition.presenting {
      finishPresenting(key, completed: true)
      feed(.presentCompletion, to: key)
    } else {
      finishDismissing(key, completed: true)
      if transition.isAppsOwn {
        // The completion is the app's; Veil's window-exit observer sees the container go.
        feed(.controllerDisappeared, to: key)
      } else if let controller = lastDismissed[key] ?? controllers[key] {
        // Veil's completion, and the container leaving the window (H4), in either order.
        dismissalEnded(key, controller)
      }
    }
  }

  /// The user drags a presented sheet down and lets go: dismissing it or not. Within the
  /// drag, UIKit may first begin and cancel `cancelledFirst` interactive dismissals (the finger
  /// pulls down, then back up), each with its own `presentationControllerWillDismiss`.
  package func dragSheet(_ key: Int, dismisses: Bool, cancelledFirst: Int = 0) {
    // UIKit takes no drag while a transition runs, and none towards dismissal of a sheet that
    // is modal in presentation (it springs back, telling only `didAttemptToDismiss`).
    // Only the top of the chain can be touched: what is presented over it covers the window.
    guard let controller = controllers[key], controller.presenting != nil,
      controller.presented == nil, transitions.isEmpty
    else { return }
    guard !refusesUserDismissal(key) else { return refuseSheetDismissal(key) }
    for _ in 0..<cancelledFirst {
      beginInteractiveSheetDismissal(key, of: controller)
      feed(.sheetInteractionEnded(cancelled: true), to: key)
      endTransition(key, of: controller)
      controller.isBeingDismissed = false
    }
    beginInteractiveSheetDismissal(key, of: controller)
    feed(.sheetInteractionEnded(cancelled: !dismisses), to: key)
    if dismisses {
      if controller.hasSheetObserver { feed(.sheetDidDisappear, to: key) }
      unlink(controller)
      endTransition(key, of: controller)
      userDismissalEnded(key)
    } else {
      endTransition(key, of: controller)
      controller.isBeingDismissed = false
    }
  }

  /// UIKit begins an interactive dismissal of a sheet: the delegate hears of it, and the
  /// controller's view will disappear, interactively.
  private func beginInteractiveSheetDismissal(_ key: Int, of controller: FakeController) {
    beginTransition(for: key, presenting: false, route: .sheet, isAnimated: true)
    controller.isBeingDismissed = true
    feed(.sheetWillDismiss, to: key)
    if controller.hasSheetObserver { feed(.sheetWillDisappear(isInteractive: true), to: key) }
  }

  /// The user taps a sheet's dimming: no interaction, UIKit dismisses it.
  package func tapSheetDimming(_ key: Int) {
    // Only the top of the chain can be touched: what is presented over it covers the window.
    guard let controller = controllers[key], controller.presenting != nil,
      controller.presented == nil, transitions.isEmpty
    else { return }
    guard !refusesUserDismissal(key) else { return refuseSheetDismissal(key) }
    feed(.sheetWillDismiss, to: key)
    controller.isBeingDismissed = true
    if controller.hasSheetObserver {
      feed(.sheetWillDisappear(isInteractive: false), to: key)
      feed(.sheetDidDisappear, to: key)
    }
    unlink(controller)
    userDismissalEnded(key)
  }

  /// Whether the sheet's presented controller is modal in presentation: Veil's lock or the
  /// app's own on its controller.
  private func refusesUserDismissal(_ key: Int) -> Bool {
    isModalInPresentation[key] == true || appsOwnModalInPresentation[key] == true
  }

  /// UIKit refuses the user's dismissal of a sheet that is modal in presentation: no
  /// `presentationControllerWillDismiss`, no transition, only
  /// `presentationControllerDidAttemptToDismiss(_:)` ("user-initiated dismissal is prevented
  /// because the presentedViewController isModalInPresentation", UIPresentationController.h),
  /// once per gesture.
  private func refuseSheetDismissal(_ key: Int) {
    feed(.sheetDismissAttempted, to: key)
  }

  /// The end of a user's sheet dismissal: the delegate's `presentationControllerDidDismiss`,
  /// and the container leaving the window (H4), in either order (UIKit documents neither).
  private func userDismissalEnded(_ key: Int) {
    if !containerLeavesAfterDismissCompletion { feed(.controllerDisappeared, to: key) }
    feed(.sheetDidDismiss, to: key)
    if containerLeavesAfterDismissCompletion { feed(.controllerDisappeared, to: key) }
  }

  // MARK: - Scripts: UIKit on its own

  /// Something presented over the modal; then the controller below the modal is dismissed, so
  /// UIKit removes the modal as an intermediate controller: no transition callback, only its
  /// container leaving the window (the next turn tells).
  package func removeAsIntermediate(_ key: Int) {
    guard let controller = controllers[key] else { return }
    if let above = controller.presented { unlink(above) }
    unlink(controller)
    feed(.controllerDisappeared, to: key)
  }

  /// The app presents a controller of its own with UIKit over `presenter`; it is on screen.
  package func appPresents(_ controller: FakeController, over presenter: FakeController) {
    link(controller, over: presenter)
  }

  /// The app calls UIKit's `dismiss(animated:)` on `presenter`, which dismisses every
  /// controller above it: the top one's dismissal animates, and the containers of those in
  /// between leave the window at its start (their window-exit observers fire) while they stay
  /// linked until its end (``endAppChainDismissal(from:)``). Nothing else calls them back.
  package func appDismissesChain(from presenter: FakeController) {
    var above: [FakeController] = []
    var next = presenter.presented
    while let controller = next {
      above.append(controller)
      next = controller.presented
    }
    guard let top = above.last else { return }
    appChainDismissal = presenter
    top.isBeingDismissed = true
    top.hasTransitionCoordinator = true
    presenter.hasTransitionCoordinator = true
    for intermediate in above.dropLast() {
      // Its `transitionCoordinator` is the running one: with none of its own, "UIKit checks
      // the view controller's ancestors" (Apple, `transitionCoordinator`).
      intermediate.hasTransitionCoordinator = true
      guard let key = controllers.first(where: { $0.value === intermediate })?.key else {
        continue
      }
      feed(.controllerDisappeared, to: key)
    }
  }

  /// The presenter of the app's chain dismissal under way, if any: UIKit's transition runs.
  package private(set) var appChainDismissal: FakeController?

  /// The top dismissal of ``appDismissesChain(from:)`` ends: every controller above
  /// `presenter` leaves the chain, then the coordinator's completions run.
  package func endAppChainDismissal(from presenter: FakeController) {
    appChainDismissal = nil
    var above: [FakeController] = []
    var next = presenter.presented
    while let controller = next {
      above.append(controller)
      next = controller.presented
    }
    for controller in above.reversed() { unlink(controller) }
    endCoordinators([presenter] + above)
  }

  /// The app calls UIKit's `dismiss(animated:)` on the modal itself. A custom presentation's
  /// controller hears `dismissalTransitionWillBegin`; a sheet's delegate hears nothing, and only
  /// the controller's view will disappear (the transition's end is ``endSheetTransition(_:)``).
  package func appDismisses(_ key: Int) {
    // UIKit refuses a dismissal while another transition runs; the modal is the top one
    // (removing those above as intermediates is `removeAsIntermediate(_:)`).
    guard transitions.isEmpty, appChainDismissal == nil, let controller = controllers[key],
      controller.presenting != nil, controller.presented == nil
    else { return }
    let route = drivers[key]?.route ?? .custom
    beginTransition(for: key, presenting: false, route: route, isAnimated: true)
    transitions[key]?.isAppsOwn = true
    guard route == .sheet else { return feed(.dismissalTransitionWillBegin, to: key) }
    controller.isBeingDismissed = true
    if controller.hasSheetObserver { feed(.sheetWillDisappear(isInteractive: false), to: key) }
  }

  /// UIKit removes a modal Veil is dismissing as an intermediate controller: its presentation
  /// controller's transition never ends, only the dismissal's completion comes.
  package func completeDismissalWithoutCallbacks(_ key: Int) {
    guard let controller = controllers[key], let transition = transitions[key],
      !transition.presenting
    else { return }
    unlink(controller)
    endTransition(key, of: controller)
    dismissalEnded(key, controller)
  }

  /// UIKit presents a controller it had refused after all.
  package func presentRefusedLate(_ key: Int) {
    guard let controller = refused[key] else { return }
    link(controller, over: PresentationChainTop.top(of: root))
    feed(.presentationTransitionDidEnd(completed: true), to: key)
  }

  // MARK: - Carrying out commands

  private func execute(_ command: ModalScreenDriver.Command, for key: Int) {
    switch command {
    case .joinWindowStack:
      break
    case .send(let input):
      stackPerform(key, input)
    case .removeFromStack:
      stackPerform(key, nil)
    case .writeBinding:
      carryOut(delivery.handle(.submitted(.writeBinding(key))))
    case .deliver(let event, let leftScreen):
      carryOut(delivery.handle(.submitted(.event(key, event, leftScreen: leftScreen))))
    case .checkPresenter(let transition):
      let found = PresentationChain.check(
        root: isInWindow ? root : nil, presenting: existing[key])
      checked[key] = found.node as? FakeController
      feed(.presenterChecked(found.check, for: transition), to: key)
    case .checkDismissal(let transition):
      let blocking = controllers[key].flatMap {
        PresentationChain.dismissalBlocker(for: $0, root: isInWindow ? root : nil)
      }
      checked[key] = blocking as? FakeController
      feed(.dismissalChecked(busy: blocking != nil, for: transition), to: key)
    case .waitForBlockingTransition(let transition):
      let isWaiting =
        checked[key]?.waitForTransition { [weak self] in
          self?.feed(.retryTransition(transition), to: key)
        } ?? false
      if !isWaiting { feed(.blockingTransitionWaitRefused(transition), to: key) }
    case .retryLater(let transition, _):
      nextTurn.append { [weak self] in self?.feed(.retryTransition(transition), to: key) }
    case .present(let route, let animated):
      present(key, route: route, animated: animated)
    case .dismiss(let animated, _):
      dismiss(key, animated: animated)
    case .reverseRunningTransition:
      animator(.reverse, for: key)
    case .finishRunningTransition:
      animator(.finishQuickly, for: key)
    case .reportRefusal:
      // Only a warning, which the commands' log already holds.
      break
    case .setUserDismissalAllowed(let allowed):
      isModalInPresentation[key] = !allowed
    case .observeSheetDismissal:
      controllers[key]?.hasSheetObserver = true
    case .releaseController:
      detents.selections[key] = nil
      controllers[key]?.hasSheetObserver = false
      controllers[key] = nil
    case .setAsideRefusedController:
      refused[key] = controllers[key]
      controllers[key] = nil
    case .dismissStrayPresentation:
      if let stray = refused[key] { unlink(stray) }
      refused[key] = nil
    case .checkPresenceOnNextTurn:
      let controller = controllers[key]
      nextTurn.append { [weak self] in
        guard let self, let controller, self.controllers[key] === controller else { return }
        feed(.presenceChecked(isPresented: controller.presenting != nil), to: key)
      }
    case .checkPresenceAfterChainTransition:
      guard let controller = controllers[key] else { return }
      let check: @MainActor () -> Void = { [weak self] in
        guard let self, self.controllers[key] === controller else { return }
        feed(.presenceChecked(isPresented: controller.presenting != nil), to: key)
      }
      // Once the chain's transition has ended, on the turn after its coordinator's
      // completions; with no transition, or a coordinator that will not queue, after the
      // delay (a later turn here).
      let blocking =
        PresentationChain.dismissalBlocker(for: controller, root: isInWindow ? root : nil)
        as? FakeController
      let queued =
        blocking?.waitForTransition { [weak self] in self?.nextTurn.append(check) } == true
      if !queued { nextTurn.append(check) }
    case .resume(let continuation):
      feed(.resume(continuation), to: key)
    case .deliverDismissAttempt(let attempt):
      carryOut(delivery.handle(.submitted(.dismissAttempt(key, attempt))))
    }
  }

  /// Carries out the delivery queue's commands, as the host does: an item runs now, or a turn
  /// is asked for.
  func carryOut(_ commands: [DeliveryQueue<Delivery>.Command]) {
    var commands = commands
    while !commands.isEmpty {
      switch commands.removeFirst() {
      case .deliver(let item):
        deliver(item)
        commands += delivery.handle(.delivered)
      case .deliverAfterUpdate:
        nextTurn.append { [weak self] in
          guard let self else { return }
          carryOut(delivery.handle(.deferredTurn))
        }
      }
    }
  }

  /// Work that reaches the app, as it runs.
  private func deliver(_ item: Delivery) {
    switch item {
    case .writeBinding(let key):
      bindingWrites[key, default: 0] += 1
      appBinding[key] = nil
      feed(.bindingWrittenBack, to: key)
    case .writeDetent(let key, let identifier), .detentChange(let key, let identifier):
      deliverDetent(item, key: key, identifier: identifier)
    case .event(let key, let event, let leftScreen):
      events[key, default: []].append(event)
      if leftScreen { departures[key, default: 0] += 1 }
    case .dismissAttempt(let key, let attempt):
      dismissAttempts[key, default: []].append(attempt)
      onDismissAttempt[key]?(attempt)
    }
  }

  /// The window's stack, stepped one input at a time as the host does; `nil` removes.
  private func stackPerform(_ key: Int, _ input: PresentationMachine<ModalIdentity>.Input?) {
    stackPerform { stack in input.map { stack.step($0, for: key) } ?? stack.remove(key) }
  }

  /// One change of the window's stack, queued behind the one being carried out.
  func stackPerform(
    _ change: @escaping (inout PresentationStack<Int, ModalIdentity>) -> [StackEffect]
  ) {
    stackQueue.append(change)
    guard !isStepping else { return }
    isStepping = true
    defer { isStepping = false }
    while !stackQueue.isEmpty {
      let effects = stackQueue.removeFirst()(&stack)
      for effect in effects {
        feed(ModalScreenDriver.Callback(effect), to: effect.key)
      }
    }
  }

  private func present(_ key: Int, route: ModalScreenDriver.Route, animated: Bool) {
    guard let presenter = checked[key] else {
      violations.append("\(key): present without a presenter")
      feed(.presentReturned(accepted: false), to: key)
      return
    }
    if !transitions.isEmpty || appChainDismissal != nil {
      // UIKit refuses with a log line, and nothing calls back.
      violations.append(
        "\(key): Attempt to present while a presentation or dismiss is in progress!")
      feed(.presentReturned(accepted: false), to: key)
      return
    }
    let controller = existing[key] ?? FakeController("modal \(key)")
    if PresentationChain.contains(controller, from: root) || controller.isBeingPresented {
      violations.append("\(key): Application tried to present modally an active controller")
      return
    }
    if presenter.presented != nil {
      violations.append(
        "\(key): Attempt to present on \(presenter.name) which is already presenting")
    }
    if nextPresent == .refuse || presenter.presented != nil {
      nextPresent = .accept
      controllers[key] = controller
      feed(.presentReturned(accepted: false), to: key)
      return
    }
    controllers[key] = controller
    if route == .sheet {
      // Configured before presenting, as the interpreter does.
      isModalInPresentation[key] = !(drivers[key]?.userMayDismiss ?? true)
      startDetentSelection(key)
    }
    link(controller, over: presenter)
    controller.isBeingPresented = true
    beginTransition(for: key, presenting: true, route: route, isAnimated: animated)
    // Linked at once, started after the turn's commit (H5).
    transitions[key]?.hasBegun = route == .sheet
    feed(.presentReturned(accepted: true), to: key)
  }

  private func dismiss(_ key: Int, animated: Bool) {
    if !transitions.isEmpty || appChainDismissal != nil {
      // UIKit refuses with a log line ("Attempt to dismiss from view controller … while a
      // presentation or dismiss is in progress!"), and nothing calls back.
      violations.append(
        "\(key): Attempt to dismiss while a presentation or dismiss is in progress!")
      return
    }
    guard let controller = controllers[key], controller.presenting != nil else {
      feed(.presenceChecked(isPresented: false), to: key)
      return
    }
    let route = drivers[key]?.route ?? .custom
    beginTransition(for: key, presenting: false, route: route, isAnimated: animated)
    controller.isBeingDismissed = true
    if route != .sheet {
      feed(.dismissalTransitionWillBegin, to: key)
    } else if controller.hasSheetObserver {
      feed(.sheetWillDisappear(isInteractive: false), to: key)
    }
  }

  private func beginTransition(
    for key: Int, presenting: Bool, route: ModalScreenDriver.Route, isAnimated: Bool
  ) {
    let running = transitions.count + 1
    if running > 1 { violations.append("\(key): a transition while another runs") }
    mostTransitionsAtOnce = max(mostTransitionsAtOnce, running)
    // A presentation hands the animator the presented view, outside the container; a
    // dismissal the presenter's view, outside the container only when it was removed.
    let toView: TransitionRun.ViewState =
      presenting
      ? .outsideContainer : (removesPresentersView[key] == true ? .outsideContainer : .none)
    let presenter = controllers[key]?.presenting
    transitions[key] = Transition(
      presenting: presenting, route: route, isAnimated: isAnimated,
      run: TransitionRun(presenting: presenting), toView: toView, presenter: presenter)
    controllers[key]?.hasTransitionCoordinator = true
    presenter?.hasTransitionCoordinator = true
  }

  private func animator(_ callback: TransitionRun.Callback, for key: Int) {
    guard var transition = transitions[key] else { return }
    let commands = transition.run.handle(callback)
    transitions[key] = transition
    for command in commands {
      animatorLog[key, default: []].append(command)
      performAnimator(command, for: key)
    }
  }

  private func performAnimator(_ command: TransitionRun.Command, for key: Int) {
    switch command {
    case .installToView:
      transitions[key]?.toView = .inContainer
    case .prepareContainer, .applyFrame, .finishAnimationQuickly, .discardAnimation:
      break
    case .makeAnimation:
      transitions[key]?.animationsMade += 1
      if (transitions[key]?.animationsMade ?? 0) > 1 {
        violations.append("\(key): a second animator for one transition")
      }
    case .startAnimation:
      feed(.animationStarted, to: key)
    case .reverseAnimation:
      transitions[key]?.isReversed.toggle()
    case .reportLogicalCompletion:
      feed(.transitionLogicallyComplete, to: key)
    case .completeTransition(let completed):
      guard let transition = transitions[key] else { return }
      if transition.completions > 0 {
        violations.append("\(key): completeTransition called twice")
        return
      }
      transitions[key]?.completions += 1
      if transition.presenting {
        finishPresenting(key, completed: completed)
      } else {
        finishDismissing(key, completed: completed)
      }
      if !transition.presenting, completed, let controller = lastDismissed[key] {
        dismissalEnded(key, controller)
      }
    }
  }

  private var lastDismissed: [Int: FakeController] = [:]

  /// The end of a dismissal: the `dismiss` completion, and the container leaving the window
  /// (H4), in either order.
  private func dismissalEnded(_ key: Int, _ controller: FakeController) {
    if !containerLeavesAfterDismissCompletion { feed(.controllerDisappeared, to: key) }
    feed(.dismissCompletion(isStillPresented: controller.presenting != nil), to: key)
    if containerLeavesAfterDismissCompletion { feed(.controllerDisappeared, to: key) }
  }

  /// UIKit's `completeTransition(_:)` for a presentation: `presentationTransitionDidEnd` is
  /// called from inside it, with the transition and its coordinator still set and the
  /// controller still `isBeingPresented`; only then does the transition end (the controller's
  /// `viewDidAppear`, the coordinator's completions, then the `present` completion).
  private func finishPresenting(_ key: Int, completed: Bool) {
    let controller = controllers[key]
    let transition = transitions[key]
    // UIKit documents neither order of unlinking a cancelled presentation and its `DidEnd`.
    if !completed, cancelledPresentationUnlinksBeforeDidEnd, let controller { unlink(controller) }
    if transition?.route != .sheet {
      feed(.presentationTransitionDidEnd(completed: completed), to: key)
      var run = transition?.run
      _ = run?.handle(.animationEnded)
    }
    if !completed, let controller, controller.presenting != nil { unlink(controller) }
    controller?.isBeingPresented = false
    transitions[key] = nil
    // H4: a `.fullScreen` presentation takes the sheet it covers out of the window.
    if completed, removesPresentersView[key] == true, let covered = transition?.presenter,
      let coveredKey = controllers.first(where: { $0.value === covered })?.key,
      drivers[coveredKey]?.route == .sheet
    {
      feed(.controllerDisappeared, to: coveredKey)
    }
    endCoordinators(controller, transition?.presenter)
  }

  /// UIKit's `completeTransition(_:)` for a dismissal: `dismissalTransitionDidEnd` is called
  /// from inside it, with the transition and its coordinator still set and the controller
  /// still `isBeingDismissed` and linked; then the controller leaves the chain, and the
  /// coordinator's completions run.
  private func finishDismissing(_ key: Int, completed: Bool) {
    let controller = controllers[key]
    lastDismissed[key] = controller
    let transition = transitions[key]
    if transition?.route != .sheet {
      feed(.dismissalTransitionDidEnd(completed: completed), to: key)
    } else if completed, controller?.hasSheetObserver == true {
      // `viewDidDisappear`, the controller still being dismissed.
      feed(.sheetDidDisappear, to: key)
    }
    controller?.isBeingDismissed = false
    if completed, let controller { unlink(controller) }
    transitions[key] = nil
    endCoordinators(controller, transition?.presenter)
  }

  /// The transition of `key` is over: its coordinator's completions run.
  private func endTransition(_ key: Int, of controller: FakeController) {
    let transition = transitions[key]
    transitions[key] = nil
    endCoordinators(controller, transition?.presenter)
  }

  /// The coordinator of a transition goes from the presented and the presenting controller
  /// both before any of its completions runs (a completion may start the next transition).
  private func endCoordinators(_ controllers: FakeController?...) {
    endCoordinators(controllers.compactMap { $0 })
  }

  private func endCoordinators(_ controllers: [FakeController]) {
    let completions = controllers.flatMap { $0.endingTransition() }
    for completion in completions { completion() }
  }

  private func link(_ controller: FakeController, over presenter: FakeController) {
    presenter.presented = controller
    controller.presenting = presenter
  }

  private func unlink(_ controller: FakeController) {
    controller.presenting?.presented = nil
    controller.presenting = nil
    controller.isBeingPresented = false
    controller.isBeingDismissed = false
  }
}

/// One item of work that reaches the app.
package enum Delivery: Hashable, Sendable {
  /// The binding of a modal is set to `false` or `nil`.
  case writeBinding(Int)
  /// An event reaches a modal's observers.
  case event(Int, ModalEvent, leftScreen: Bool)
  /// A sheet's detent binding is set to the detent the user moved it to.
  case writeDetent(Int, SheetDetent.Identifier)
  /// A sheet's detent-change handler hears the detent the user moved it to.
  case detentChange(Int, SheetDetent.Identifier)
  /// A refused dismissal attempt reaches the app.
  case dismissAttempt(Int, ModalDismissAttempt)
}

/// The topmost controller of a fake window, whatever its state.
@MainActor
package enum PresentationChainTop {
  package static func top(of root: FakeController) -> FakeController {
    var top = root
    while let presented = top.presented { top = presented }
    return top
  }
}
