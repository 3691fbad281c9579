import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

private typealias Router = StackRouter<String, Int>

private func transition(_ number: UInt64) -> TransitionID {
  TransitionID(rawValue: number)
}

/// A toast the README spells (`Backdrop.clear.onTap(.passesThrough)`).
private let toastStyle = ModalStyle.custom(
  placement: .topBanner(), backdrop: Backdrop.clear.onTap(.passesThrough),
  transition: .move(edge: .top))

extension StackRouter {
  /// Queues one operation and drains the queue as the host does, gathering every command.
  @discardableResult
  fileprivate mutating func run(_ operation: Callback) -> [Command] {
    guard enqueue(operation) else { return [] }
    var commands: [Command] = []
    while let batch = nextBatch() { commands += batch }
    return commands
  }

  @discardableResult
  fileprivate mutating func send(_ input: PresentationMachine<ID>.Input, to key: Key) -> [Command] {
    run(.input(input, key))
  }

  fileprivate mutating func register(_ key: Key, in layer: PresentationLayer) {
    run(.register(key, PresentationOptions(), layer: layer))
  }

  /// Presents `key` with identity `identity` and finishes the presentation.
  fileprivate mutating func present(_ key: Key, _ identity: ID) {
    send(.bindingChanged(identity), to: key)
    if let running = machine(for: key)?.runningTransition {
      send(.transitionFinished(running), to: key)
    }
  }

  /// Finishes the running transition of `key`, if one runs.
  @discardableResult
  fileprivate mutating func finish(_ key: Key) -> [Command] {
    guard let running = machine(for: key)?.runningTransition else { return [] }
    return send(.transitionFinished(running), to: key)
  }
}

/// The stack effects among `commands`.
private func effects(_ commands: [Router.Command]) -> [PresentationStack<String, Int>.Effect] {
  commands.compactMap { command in
    if case .perform(let effect) = command { return effect }
    return nil
  }
}

/// The keys whose effects are among `commands`, in order and without repeats.
private func touchedKeys(_ commands: [Router.Command]) -> [String] {
  var keys: [String] = []
  for effect in effects(commands) where !keys.contains(effect.key) { keys.append(effect.key) }
  return keys
}

/// A toast up in its own window, and a card opened after it from the screen that stayed
/// interactive: the situation of review finding W1.
private func toastThenCard() -> Router {
  var router = Router()
  router.register("toast", in: .ownWindow)
  router.register("card", in: .window)
  router.present("toast", 1)
  router.present("card", 1)
  return router
}

@Suite struct StackRouterTests {
  // MARK: - Layers (W1)

  @Test func aCardOpenedUnderAToastGoesOverTheWindowsRootNotOverTheToast() {
    var router = Router()
    router.register("toast", in: .ownWindow)
    router.register("card", in: .window)
    router.present("toast", 1)
    let cardCommands = router.send(.bindingChanged(1), to: "card")
    #expect(
      effects(cardCommands) == [
        .emit("card", .willPresent),
        .beginPresenting("card", 1, transition: transition(1), over: nil),
      ])
    #expect(router.chainModals(of: "card") == ["card"])
    #expect(router.chainModals(of: "toast") == ["toast"])
  }

  @Test func closingTheToastLeavesTheCardOpenedAfterIt() {
    var router = toastThenCard()
    let commands = router.send(.bindingChanged(nil), to: "toast")
    #expect(touchedKeys(commands) == ["toast"])
    #expect(!effects(commands).contains(.writeBindingBack("card")))
    router.finish("toast")
    #expect(router.machine(for: "card")?.phase == .presented)
    #expect(router.machine(for: "toast")?.phase == .dismissed)
  }

  @Test(arguments: [
    PresentationMachine<Int>.Input.backdropTapped, .escapeGesture,
  ])
  func theToastKeepsItsTapsAndEscapeWhileACardIsUp(_ input: PresentationMachine<Int>.Input) {
    var router = toastThenCard()
    let commands = router.send(input, to: "toast")
    #expect(touchedKeys(commands) == ["toast"])
    #expect(router.machine(for: "toast")?.phase == .dismissing)
    #expect(router.machine(for: "card")?.phase == .presented)
  }

  @Test func theToastKeepsItsDragWhileACardIsUp() {
    var router = toastThenCard()
    router.send(.dragBegan, to: "toast")
    router.send(.dragChanged(progress: 0.4), to: "toast")
    #expect(router.machine(for: "toast")?.phase == .interactive)
    #expect(router.machine(for: "toast")?.interactiveProgress == 0.4)
    router.send(.dragEnded(dismissingTowards: .top), to: "toast")
    #expect(router.machine(for: "toast")?.phase == .dismissing)
    #expect(router.machine(for: "card")?.phase == .presented)
  }

  @Test func theCardStillTakesItsOwnInputWhileTheToastIsUp() {
    var router = toastThenCard()
    router.send(.backdropTapped, to: "card")
    #expect(router.machine(for: "card")?.phase == .dismissing)
    #expect(router.machine(for: "toast")?.phase == .presented)
  }

  @Test func noChainIsAskedForTwoTransitionsAtOnce() {
    var router = Router()
    router.register("card", in: .window)
    router.register("alert", in: .window)
    router.register("toast", in: .ownWindow)
    router.register("banner", in: .ownWindow)
    var started: [String] = []
    for key in ["card", "alert", "toast", "banner"] {
      for case .beginPresenting(let key, _, _, _) in effects(
        router.send(.bindingChanged(1), to: key))
      {
        started.append(key)
      }
    }
    // Each own window is a chain of its own; the window's modals wait for one another.
    #expect(started == ["card", "toast", "banner"])
    #expect(router.runningModals == ["card", "toast", "banner"])
    let next = effects(router.finish("card"))
    #expect(next.contains(.beginPresenting("alert", 1, transition: transition(1), over: "card")))
    #expect(router.runningModals == ["alert", "toast", "banner"])
  }

  @Test func aToastThatIsStillAnimatingDoesNotHoldACardBack() {
    var router = Router()
    router.register("toast", in: .ownWindow)
    router.register("card", in: .window)
    router.send(.bindingChanged(1), to: "toast")
    #expect(router.runningModals == ["toast"])
    let commands = router.send(.bindingChanged(1), to: "card")
    #expect(
      effects(commands).contains(.beginPresenting("card", 1, transition: transition(1), over: nil)))
  }

  @Test func aFingerOnTheToastDoesNotHoldACardBack() {
    var router = Router()
    router.register("toast", in: .ownWindow)
    router.register("card", in: .window)
    router.present("toast", 1)
    router.send(.dragBegan, to: "toast")
    let commands = router.send(.bindingChanged(1), to: "card")
    #expect(
      effects(commands).contains(.beginPresenting("card", 1, transition: transition(1), over: nil)))
    #expect(router.machine(for: "toast")?.phase == .interactive)
  }

  @Test func modalsOfTheWindowStillOpenOverOneAnother() {
    var router = Router()
    router.register("sheet", in: .window)
    router.register("card", in: .window)
    router.present("sheet", 1)
    let commands = router.send(.bindingChanged(1), to: "card")
    #expect(
      effects(commands).contains(
        .beginPresenting("card", 1, transition: transition(1), over: "sheet")))
  }

  @Test(arguments: [
    (ModalStyle.card, PresentationLayer.window), (.testSheet, .window), (.lightbox, .window),
    (.fullScreen, .window), (.overCurrentContext, .window), (toastStyle, .ownWindow),
    // A system sheet is presented by UIKit in the anchor's window whatever its backdrop does.
    (ModalStyle.testSheet.backdrop(Backdrop.clear.onTap(.passesThrough)), .window),
    (ModalStyle.card.backdrop(Backdrop.dim().onTap(.blocks)), .window),
  ])
  func aStyleChoosesItsLayer(_ style: ModalStyle, _ layer: PresentationLayer) {
    #expect(PresentationLayer(style: style) == layer)
  }

  // MARK: - Changing layers

  @Test func aModalOnScreenKeepsItsLayerUntilItIsDismissed() {
    var router = Router()
    router.register("modal", in: .window)
    router.present("modal", 1)
    router.register("modal", in: .ownWindow)
    #expect(router.layer(of: "modal") == .window)
    router.send(.bindingChanged(nil), to: "modal")
    #expect(router.layer(of: "modal") == .window)
    router.finish("modal")
    #expect(router.layer(of: "modal") == .ownWindow)
    #expect(router.machine(for: "modal")?.phase == .dismissed)
  }

  @Test func aWaitingModalThatChangesLayerBringsItsRequestAlong() {
    var router = Router()
    router.register("card", in: .window)
    router.register("modal", in: .window)
    router.send(.bindingChanged(1), to: "card")
    // Waits behind the card's transition in the window's chain.
    let waiting = router.send(.bindingChanged(7), to: "modal")
    #expect(effects(waiting).isEmpty)
    let commands = router.run(.register("modal", PresentationOptions(), layer: .ownWindow))
    #expect(router.layer(of: "modal") == .ownWindow)
    #expect(
      effects(commands) == [
        .emit("modal", .willPresent),
        .beginPresenting("modal", 7, transition: transition(1), over: nil),
      ])
  }

  @Test func aModalWhoseAnchorIsNotReadyStaysWaitingWhenItChangesLayer() {
    var router = Router()
    router.register("modal", in: .window)
    router.send(.presenterNotReady, to: "modal")
    router.send(.bindingChanged(1), to: "modal")
    let commands = router.run(.register("modal", PresentationOptions(), layer: .ownWindow))
    #expect(effects(commands).isEmpty)
    let ready = router.send(.presenterReady, to: "modal")
    #expect(
      effects(ready).contains(.beginPresenting("modal", 1, transition: transition(1), over: nil)))
  }

  // MARK: - Reentrancy

  @Test func anOperationThatArrivesWhileABatchIsCarriedOutWaitsForIt() {
    var router = Router()
    router.register("sheet", in: .window)
    let drains = router.enqueue(.input(.bindingChanged(1), "sheet"))
    #expect(drains)
    let first = router.nextBatch()
    // The driver reports its transition from inside the effect it carries out.
    let drainsToo = router.enqueue(.input(.transitionFinished(transition(1)), "sheet"))
    #expect(!drainsToo)
    #expect(router.machine(for: "sheet")?.phase == .presenting)
    #expect(
      first.map(effects) == [
        .emit("sheet", .willPresent),
        .beginPresenting("sheet", 1, transition: transition(1), over: nil),
      ])
    let second = router.nextBatch()
    #expect(second.map(effects) == [.emit("sheet", .didPresent)])
    let batch = router.nextBatch()
    #expect(batch == nil)
    #expect(!router.isStepping)
    let drainsAgain = router.enqueue(.input(.bindingChanged(nil), "sheet"))
    #expect(drainsAgain)
  }

  @Test func queuedOperationsAreSteppedInTheOrderTheyArrived() {
    var router = Router()
    let drains = router.enqueue(.register("a", PresentationOptions(), layer: .window))
    #expect(drains)
    let drainsB = router.enqueue(.register("b", PresentationOptions(), layer: .window))
    #expect(!drainsB)
    let drainsBindingB = router.enqueue(.input(.bindingChanged(1), "b"))
    #expect(!drainsBindingB)
    let drainsBindingA = router.enqueue(.input(.bindingChanged(1), "a"))
    #expect(!drainsBindingA)
    var commands: [Router.Command] = []
    while let batch = router.nextBatch() { commands += batch }
    // b asked first, so b presents first.
    #expect(
      effects(commands).contains(.beginPresenting("b", 1, transition: transition(1), over: nil)))
    #expect(router.runningModals == ["b"])
  }

  // MARK: - Retention

  @Test func aModalWhoseAnchorWentIsReleasedOnlyOnceItHasLeftTheScreen() {
    var router = Router()
    router.register("card", in: .window)
    router.present("card", 1)
    let removal = router.run(.remove("card"))
    #expect(!removal.contains(.release("card")))
    #expect(router.machine(for: "card")?.phase == .dismissing)
    let end = router.finish("card")
    #expect(end.last == .release("card"))
    #expect(router.machine(for: "card") == nil)
    #expect(router.layer(of: "card") == nil)
  }

  @Test func aRemovedOwnWindowModalTakesItsChainAlong() {
    var router = Router()
    router.register("toast", in: .ownWindow)
    let removal = router.run(.remove("toast"))
    #expect(removal == [.release("toast")])
    #expect(router.chainModals(of: "toast").isEmpty)
    // A key registered again later starts afresh.
    router.register("toast", in: .ownWindow)
    #expect(router.machine(for: "toast")?.phase == .dismissed)
  }

  @Test func aModalRegisteredWhileAnotherStepsIsNotReleased() {
    var router = Router()
    router.register("sheet", in: .window)
    let drains = router.enqueue(.input(.bindingChanged(1), "sheet"))
    #expect(drains)
    _ = router.nextBatch()
    // A nested anchor connects while the sheet's effects are carried out.
    let drainsNested = router.enqueue(.register("nested", PresentationOptions(), layer: .window))
    #expect(!drainsNested)
    var rest: [Router.Command] = []
    while let batch = router.nextBatch() { rest += batch }
    #expect(!rest.contains(.release("nested")))
    #expect(router.machine(for: "nested") != nil)
  }

  @Test func aReRegistrationCallsARemovalOff() {
    var router = Router()
    router.register("card", in: .window)
    router.present("card", 1)
    router.run(.remove("card"))
    router.register("card", in: .window)
    let end = router.finish("card")
    #expect(!end.contains(.release("card")))
    #expect(router.machine(for: "card") != nil)
  }

  // MARK: - Publishing

  @Test func onlyMachinesThatChangedArePublished() {
    var router = Router()
    router.register("card", in: .window)
    router.register("toast", in: .ownWindow)
    // Registering or changing options changes nothing the content sees.
    let reRegistration = router.run(
      .register("card", PresentationOptions(backdropTapDismisses: false), layer: .window))
    #expect(
      reRegistration
        .isEmpty)
    let commands = router.send(.bindingChanged(1), to: "card")
    #expect(
      commands.filter { if case .machineDidStep = $0 { true } else { false } } == [
        .machineDidStep("card")
      ])
    router.finish("card")
    router.send(.dragBegan, to: "card")
    let nextBatch = router.send(.dragChanged(progress: 0.5), to: "card")
    #expect(nextBatch.last == .machineDidStep("card"))
    let result17 = router.send(.dragChanged(progress: 0.5), to: "card")
    #expect(result17.isEmpty)
  }
}
