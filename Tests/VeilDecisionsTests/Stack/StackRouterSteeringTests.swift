import Testing

@testable import VeilCore
@testable import VeilDecisions

private typealias Router = StackRouter<String, Int>

extension StackRouter {
  /// Queues one operation and drains the queue as the host does, gathering every command.
  @discardableResult
  fileprivate mutating func drain(_ operation: Callback) -> [Command] {
    guard enqueue(operation) else { return [] }
    var commands: [Command] = []
    while let batch = nextBatch() { commands += batch }
    return commands
  }

  /// Presents `key` and finishes the presentation.
  fileprivate mutating func show(_ key: Key, _ identity: ID, in layer: PresentationLayer) {
    drain(.register(key, PresentationOptions(), layer: layer))
    drain(.input(.bindingChanged(identity), key))
    if let running = machine(for: key)?.runningTransition {
      drain(.input(.transitionFinished(running), key))
    }
  }

  /// Finishes running transitions until none runs.
  fileprivate mutating func finishAll() -> [Command] {
    var commands: [Command] = []
    for _ in 0..<20 {
      guard let key = runningModals.first, let running = machine(for: key)?.runningTransition
      else { break }
      commands += drain(.input(.transitionFinished(running), key))
    }
    return commands
  }
}

/// A sheet and a card over it in the window's chain, and a toast in a window of its own.
private func windowWithToast() -> Router {
  var router = Router()
  router.show("sheet", 1, in: .window)
  router.show("card", 1, in: .window)
  router.show("toast", 1, in: .ownWindow)
  return router
}

/// The modals whose `didDismiss` is among `commands`, in order.
private func dismissed(_ commands: [Router.Command]) -> [String] {
  commands.compactMap { command in
    if case .perform(.emit(let key, .didDismiss)) = command { return key }
    return nil
  }
}

@Suite struct StackRouterSteeringTests {
  @Test func dismissingAllTakesThePassThroughModalsOnlyWhenAsked() {
    var router = windowWithToast()
    #expect(router.modalsLeaving(.all(includingOwnWindows: false)) == ["card", "sheet"])
    let kept = router.drain(.dismiss(.all(includingOwnWindows: false), animated: true))
    #expect(dismissed(kept + router.finishAll()) == ["card", "sheet"])
    #expect(router.chainModals(of: "sheet").isEmpty)
    #expect(router.chainModals(of: "toast") == ["toast"])

    var everything = windowWithToast()
    #expect(
      everything.modalsLeaving(.all(includingOwnWindows: true)) == ["card", "sheet", "toast"])
    let all = everything.drain(.dismiss(.all(includingOwnWindows: true), animated: true))
    #expect(Set(dismissed(all + everything.finishAll())) == ["card", "sheet", "toast"])
    #expect(everything.chainModals(of: "toast").isEmpty)
  }

  @Test func theTopFewAreCountedInTheWindowsChainOnly() {
    var router = windowWithToast()
    #expect(router.modalsLeaving(.top(count: 5)) == ["card", "sheet"])
    #expect(router.modalsLeaving(.top(count: 1)) == ["card"])
    #expect(router.modalsLeaving(.top(count: -1)).isEmpty)
    #expect(router.drain(.dismiss(.top(count: 0), animated: true)).isEmpty)
    let commands = router.drain(.dismiss(.top(count: 1), animated: true)) + router.finishAll()
    #expect(dismissed(commands) == ["card"])
    #expect(router.chainModals(of: "sheet") == ["sheet"])
  }

  @Test func dismissingAboveAModalStaysInItsChain() {
    var router = windowWithToast()
    #expect(router.modalsLeaving(.above("sheet")) == ["card"])
    #expect(router.modalsLeaving(.above("toast")).isEmpty)
    #expect(router.modalsLeaving(.above("unknown")).isEmpty)
    let commands = router.drain(.dismiss(.above("sheet"), animated: true)) + router.finishAll()
    #expect(dismissed(commands) == ["card"])
    #expect(router.chainModals(of: "toast") == ["toast"])
  }

  @Test func eachBindingIsWrittenBackOnceAndTheLowestAloneAnimates() {
    var router = windowWithToast()
    let commands =
      router.drain(.dismiss(.all(includingOwnWindows: false), animated: true))
      + router.finishAll()
    var writes: [String: Int] = [:]
    var animated: [String] = []
    for command in commands {
      if case .perform(.writeBindingBack(let key)) = command { writes[key, default: 0] += 1 }
      if case .perform(.beginDismissing(let key, _, true, _)) = command { animated.append(key) }
    }
    #expect(writes == ["card": 1, "sheet": 1])
    #expect(animated == ["sheet"])
  }
}
