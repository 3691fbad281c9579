import Testing

@testable import VeilCore

private typealias Stack = PresentationStack<String, Int>

/// A popover, a sheet over it and a modal over that, all presented with identity 1.
private func threeHigh() -> Stack {
  var stack = Stack()
  for key in ["popover", "sheet", "modal"] {
    stack.register(key)
    stack.step(.bindingChanged(1), for: key)
    if let running = stack.machine(for: key)?.runningTransition {
      stack.step(.transitionFinished(running), for: key)
    }
  }
  return stack
}

extension PresentationStack {
  /// Finishes the running transition, again and again, until none runs; gathers the effects.
  fileprivate mutating func finishAll() -> [Effect] {
    var effects: [Effect] = []
    for _ in 0..<20 {
      guard let key = runningModal, let running = machine(for: key)?.runningTransition else {
        break
      }
      effects += step(.transitionFinished(running), for: key)
    }
    return effects
  }
}

/// The events and binding writes of `effects`, in order, as text.
private func lines(_ effects: [Stack.Effect]) -> [String] {
  effects.compactMap { effect in
    switch effect {
    case .emit(let key, let event): "\(key) \(event)"
    case .writeBindingBack(let key): "\(key) written back"
    case .beginDismissing(let key, _, let animated, _):
      "\(key) dismissed\(animated ? " animated" : "")"
    case .beginPresenting, .reverseTransition: nil
    }
  }
}

@Suite struct PresentationStackSteeringTests {
  @Test func dismissingAllTakesEveryModalTopDownWithOneAnimation() {
    var stack = threeHigh()
    #expect(stack.modalsLeaving(.all) == ["modal", "sheet", "popover"])
    let effects = stack.dismiss(.all) + stack.finishAll()
    #expect(
      lines(effects) == [
        "popover written back",
        "modal willDismiss(VeilCore.DismissReason.parentDismissed)", "modal dismissed",
        "modal written back",
        "modal didDismiss(VeilCore.DismissReason.parentDismissed)",
        "sheet willDismiss(VeilCore.DismissReason.parentDismissed)", "sheet dismissed",
        "sheet written back",
        "sheet didDismiss(VeilCore.DismissReason.parentDismissed)",
        "popover willDismiss(VeilCore.DismissReason.programmatic)", "popover dismissed animated",
        "popover didDismiss(VeilCore.DismissReason.programmatic)",
      ])
    #expect(stack.modals.isEmpty)
    #expect(stack.runningModal == nil)
  }

  @Test func dismissingAllWithoutAnimationAnimatesNone() {
    var stack = threeHigh()
    let effects = stack.dismiss(.all, animated: false) + stack.finishAll()
    #expect(!lines(effects).contains { $0.hasSuffix("animated") })
    #expect(lines(effects).filter { $0.hasSuffix("dismissed") }.count == 3)
    // The next programmatic dismissal of the same modal animates again.
    stack.step(.bindingChanged(1), for: "popover")
    let again = stack.finishAll() + stack.step(.bindingChanged(nil), for: "popover")
    #expect(lines(again).contains("popover dismissed animated"))
  }

  @Test func dismissingDownToAModalKeepsItOnTop() {
    var stack = threeHigh()
    #expect(stack.modalsLeaving(.above("popover")) == ["modal", "sheet"])
    let effects = stack.dismiss(.above("popover")) + stack.finishAll()
    #expect(
      lines(effects) == [
        "sheet written back",
        "modal willDismiss(VeilCore.DismissReason.parentDismissed)", "modal dismissed",
        "modal written back",
        "modal didDismiss(VeilCore.DismissReason.parentDismissed)",
        "sheet willDismiss(VeilCore.DismissReason.programmatic)", "sheet dismissed animated",
        "sheet didDismiss(VeilCore.DismissReason.programmatic)",
      ])
    #expect(stack.modals == ["popover"])
    #expect(stack.machine(for: "popover")?.phase == .presented)
    // The top one, or one not on screen: nothing goes.
    #expect(stack.dismiss(.above("popover")).isEmpty)
    #expect(stack.dismiss(.above("sheet")).isEmpty)
    #expect(stack.dismiss(.above("unknown")).isEmpty)
  }

  @Test(arguments: [
    (-3, [String]()), (0, []), (1, ["modal"]), (2, ["modal", "sheet"]),
    (3, ["modal", "sheet", "popover"]), (99, ["modal", "sheet", "popover"]),
    (Int.min, []), (Int.max, ["modal", "sheet", "popover"]),
  ])
  func dismissingTheTopFewClampsTheCount(count: Int, leaving: [String]) {
    var stack = threeHigh()
    #expect(stack.modalsLeaving(.top(count: count)) == leaving)
    let effects = stack.dismiss(.top(count: count)) + stack.finishAll()
    #expect(stack.modals == ["popover", "sheet", "modal"].filter { !leaving.contains($0) })
    let didDismiss = lines(effects).filter { $0.contains("didDismiss") }.map {
      String($0.prefix { $0 != " " })
    }
    #expect(didDismiss == leaving)
    // Each binding written back once.
    for key in leaving {
      #expect(lines(effects).filter { $0 == "\(key) written back" }.count == 1)
    }
  }

  @Test func dismissingAllCallsOffAWaitingPresentation() {
    var stack = threeHigh()
    stack.register("alert")
    stack.step(.bindingChanged(nil), for: "modal")
    // The alert waits for the modal's dismissal.
    #expect(stack.step(.bindingChanged(1), for: "alert").isEmpty)
    // The modal leaves already: the sheet and the popover go, and the alert is called off.
    #expect(stack.modalsLeaving(.all) == ["sheet", "popover"])
    let effects = stack.dismiss(.all) + stack.finishAll()
    #expect(lines(effects).first == "alert written back")
    #expect(!lines(effects).contains { $0.hasPrefix("alert will") })
    #expect(stack.modals.isEmpty)
    #expect(stack.machine(for: "alert")?.phase == .dismissed)
  }

  @Test func dismissingDownToAModalLetsAWaitingPresentationComeUpAfter() {
    var stack = threeHigh()
    stack.register("alert")
    stack.step(.bindingChanged(nil), for: "modal")
    stack.step(.bindingChanged(1), for: "alert")
    _ = stack.dismiss(.above("popover")) + stack.finishAll()
    #expect(stack.modals == ["popover", "alert"])
  }

  @Test func aModalStillPresentingTurnsAround() {
    var stack = Stack()
    stack.register("sheet")
    stack.step(.bindingChanged(1), for: "sheet")
    let effects = stack.dismiss(.all)
    #expect(
      effects.contains {
        if case .reverseTransition("sheet", _, _) = $0 { return true }
        return false
      })
    #expect(lines(effects).first == "sheet written back")
    _ = stack.finishAll()
    #expect(stack.modals.isEmpty)
  }

  @Test func aModalHeldByADragGoesWithTheOthers() {
    var stack = threeHigh()
    stack.step(.dragBegan, for: "modal")
    stack.step(.dragChanged(progress: 0.4), for: "modal")
    let effects = stack.dismiss(.all) + stack.finishAll()
    #expect(lines(effects).contains("modal didDismiss(VeilCore.DismissReason.parentDismissed)"))
    #expect(stack.modals.isEmpty)
  }

  @Test func aModalThatLeavesAlreadyIsNotCountedAgain() {
    var stack = threeHigh()
    stack.step(.bindingChanged(nil), for: "modal")
    #expect(stack.standingModals == ["popover", "sheet"])
    #expect(stack.modalsLeaving(.top(count: 1)) == ["sheet"])
  }
}
