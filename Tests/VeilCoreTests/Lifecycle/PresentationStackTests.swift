import Testing

@testable import VeilCore

private typealias Stack = PresentationStack<String, Int>

private func transition(_ number: UInt64) -> TransitionID {
  TransitionID(rawValue: number)
}

extension PresentationStack {
  /// Steps through one modal's inputs and gathers every effect, in order.
  @discardableResult
  fileprivate mutating func run(
    _ key: Key, _ inputs: PresentationMachine<ID>.Input...
  ) -> [Effect] {
    inputs.flatMap { step($0, for: key) }
  }

  /// Presents `key` with identity `identity` and finishes the presentation.
  fileprivate mutating func present(_ key: Key, _ identity: ID) {
    run(key, .bindingChanged(identity))
    if let running = machine(for: key)?.runningTransition {
      run(key, .transitionFinished(running))
    }
  }
}

/// A popover, a sheet over it and a modal over that, all presented with identity 1; each
/// modal's presentation was its transition #1.
private func threeHigh() -> Stack {
  var stack = Stack()
  for key in ["popover", "sheet", "modal"] {
    stack.register(key)
    stack.present(key, 1)
  }
  return stack
}

private func events(_ effects: [Stack.Effect], of key: String) -> [ModalEvent] {
  effects.compactMap { effect in
    if case .emit(key, let event) = effect { return event }
    return nil
  }
}

@Suite struct PresentationStackTests {
  @Test func queuesAPresentationWhileAnotherTransitionRuns() {
    var stack = Stack()
    stack.register("sheet")
    stack.register("modal")
    #expect(
      stack.run("sheet", .bindingChanged(1))
        == [
          .emit("sheet", .willPresent),
          .beginPresenting("sheet", 1, transition: transition(1), over: nil),
        ])
    // UIKit would refuse: "Attempt to present … while a presentation is in progress".
    #expect(stack.run("modal", .bindingChanged(1)).isEmpty)
    #expect(
      stack.run("sheet", .transitionFinished(transition(1)))
        == [
          .emit("sheet", .didPresent), .emit("modal", .willPresent),
          .beginPresenting("modal", 1, transition: transition(1), over: "sheet"),
        ])
    #expect(stack.modals == ["sheet", "modal"])
  }

  @Test func queuedPresentationsStartInTheOrderTheyWereAskedFor() {
    var stack = Stack()
    for key in ["first", "a", "b", "c"] { stack.register(key) }
    stack.run("first", .bindingChanged(1))
    stack.run("c", .bindingChanged(1))
    stack.run("a", .bindingChanged(1))
    stack.run("b", .bindingChanged(1))
    // Changing the item of a waiting request keeps its place.
    stack.run("c", .bindingChanged(2))
    var order: [String] = []
    for _ in 0..<4 {
      guard let running = stack.runningModal,
        let transition = stack.machine(for: running)?.runningTransition
      else { break }
      order.append(running)
      stack.run(running, .transitionFinished(transition))
    }
    #expect(order == ["first", "c", "a", "b"])
    #expect(stack.modals == ["first", "c", "a", "b"])
  }

  @Test func presentsOverTheTopmostModalThatIsNotBeingDismissed() {
    var stack = Stack()
    stack.register("popover")
    stack.register("sheet")
    stack.register("modal")
    stack.present("popover", 1)
    stack.present("sheet", 1)
    stack.run("sheet", .bindingChanged(nil))
    #expect(stack.presenter == "popover")
    #expect(stack.run("modal", .bindingChanged(1)).isEmpty)
    let effects = stack.run("sheet", .transitionFinished(transition(2)))
    #expect(
      effects.last == .beginPresenting("modal", 1, transition: transition(1), over: "popover"))
    #expect(stack.modals == ["popover", "modal"])
  }

  @Test func dismissingAModalDismissesThoseAboveItFirstInnermostFirst() {
    var stack = threeHigh()
    var effects = stack.run("popover", .bindingChanged(nil))
    #expect(
      effects == [
        .emit("modal", .willDismiss(.parentDismissed)),
        .beginDismissing(
          "modal", transition: transition(2), animated: false, reason: .parentDismissed),
        .writeBindingBack("modal"),
      ])
    effects = stack.run("modal", .transitionFinished(transition(2)))
    #expect(
      effects == [
        .emit("modal", .didDismiss(.parentDismissed)),
        .emit("sheet", .willDismiss(.parentDismissed)),
        .beginDismissing(
          "sheet", transition: transition(2), animated: false, reason: .parentDismissed),
        .writeBindingBack("sheet"),
      ])
    effects = stack.run("sheet", .transitionFinished(transition(2)))
    #expect(
      effects == [
        .emit("sheet", .didDismiss(.parentDismissed)),
        .emit("popover", .willDismiss(.programmatic)),
        .beginDismissing(
          "popover", transition: transition(2), animated: true, reason: .programmatic),
      ])
    stack.run("popover", .transitionFinished(transition(2)))
    #expect(stack.modals.isEmpty)
  }

  @Test func modalsGoingWithTheirParentCannotBeBroughtBack() {
    var stack = threeHigh()
    stack.run("popover", .bindingChanged(nil))
    // The app sets the modal's binding back to true while it goes: no reversal.
    #expect(stack.run("modal", .bindingChanged(1)).isEmpty)
    #expect(stack.machine(for: "modal")?.phase == .dismissing)
  }

  @Test func aRunningPresentationIsReversedWhenAModalBelowItGoes() {
    var stack = Stack()
    stack.register("sheet")
    stack.register("modal")
    stack.present("sheet", 1)
    stack.run("modal", .bindingChanged(1))
    #expect(
      stack.run("sheet", .bindingChanged(nil))
        == [
          .emit("modal", .willDismiss(.parentDismissed)),
          .reverseTransition("modal", from: transition(1), to: transition(2)),
          .writeBindingBack("modal"),
        ])
    #expect(
      events(stack.run("modal", .transitionFinished(transition(2))), of: "sheet")
        == [.willDismiss(.programmatic)])
  }

  @Test func aModalWhoseOwnBindingAskedForItsDismissalGoesForThatReason() {
    var stack = threeHigh()
    stack.run("popover", .bindingChanged(nil))
    // The sheet waits for the modal above it; meanwhile the app sets its binding to false.
    #expect(stack.run("sheet", .bindingChanged(nil)).isEmpty)
    let effects = stack.run("modal", .transitionFinished(transition(2)))
    #expect(events(effects, of: "sheet") == [.willDismiss(.programmatic)])
    #expect(!effects.contains(.writeBindingBack("sheet")))
  }

  @Test func onlyTheTopmostModalTakesUserInput() {
    var stack = threeHigh()
    for input in [
      PresentationMachine<Int>.Input.backdropTapped, .escapeGesture, .dragBegan,
      .dragEnded(dismissingTowards: .bottom),
    ] {
      #expect(stack.run("popover", input).isEmpty)
      #expect(stack.run("sheet", input).isEmpty)
    }
    #expect(
      events(stack.run("modal", .backdropTapped), of: "modal") == [.willDismiss(.backdropTap)])
  }

  @Test func presentationsWaitForTheFingerOnTheTopModal() {
    var stack = Stack()
    stack.register("sheet")
    stack.register("modal")
    stack.present("sheet", 1)
    stack.run("sheet", .dragBegan)
    #expect(stack.run("modal", .bindingChanged(1)).isEmpty)
    let effects = stack.run("sheet", .dragEnded(dismissingTowards: nil))
    #expect(effects.last == .beginPresenting("modal", 1, transition: transition(1), over: "sheet"))
  }

  @Test func aPresenterThatIsNotReadyDefersOnlyItsOwnModal() {
    var stack = Stack()
    stack.register("sheet")
    stack.register("modal")
    stack.run("sheet", .presenterNotReady, .bindingChanged(1))
    #expect(stack.modals.isEmpty)
    stack.run("modal", .bindingChanged(1))
    #expect(stack.modals == ["modal"])
    // Ready while the modal's presentation runs: the sheet waits for it, then goes on top.
    #expect(stack.run("sheet", .presenterReady).isEmpty)
    let effects = stack.run("modal", .transitionFinished(transition(1)))
    #expect(effects.last == .beginPresenting("sheet", 1, transition: transition(1), over: "modal"))
  }

  @Test func parentDismissedFromOutsideDismissesTheModalAfterThoseAbove() {
    var stack = threeHigh()
    var effects = stack.run("sheet", .parentDismissed)
    #expect(events(effects, of: "modal") == [.willDismiss(.parentDismissed)])
    effects = stack.run("modal", .transitionFinished(transition(2)))
    #expect(events(effects, of: "sheet") == [.willDismiss(.parentDismissed)])
    #expect(effects.contains(.writeBindingBack("sheet")))
    stack.run("sheet", .transitionFinished(transition(2)))
    #expect(stack.modals == ["popover"])
  }

  @Test func removingAModalDismissesItAndForgetsIt() {
    var stack = threeHigh()
    var effects = stack.remove("sheet")
    // The modal above goes first; the sheet's binding is gone, so nothing is written back.
    #expect(events(effects, of: "modal") == [.willDismiss(.parentDismissed)])
    effects = stack.run("modal", .transitionFinished(transition(2)))
    #expect(events(effects, of: "sheet") == [.willDismiss(.programmatic)])
    #expect(!effects.contains(.writeBindingBack("sheet")))
    // Inputs for a modal being removed are ignored, but its own transition still ends.
    #expect(stack.run("sheet", .bindingChanged(2), .escapeGesture).isEmpty)
    stack.run("sheet", .transitionFinished(transition(2)))
    #expect(stack.machine(for: "sheet") == nil)
    #expect(stack.registeredKeys == ["popover", "modal"])
    #expect(stack.modals == ["popover"])
  }

  @Test func inputsForUnknownModalsAreIgnored() {
    var stack = threeHigh()
    let before = stack
    #expect(stack.run("unknown", .bindingChanged(1), .transitionFinished(transition(1))).isEmpty)
    #expect(stack.remove("unknown").isEmpty)
    #expect(stack == before)
  }

  @Test func registeringTwiceKeepsTheStateAndUpdatesTheOptions() {
    var stack = threeHigh()
    let options = PresentationOptions(backdropTapDismisses: false)
    stack.register("modal", options: options)
    #expect(stack.machine(for: "modal")?.phase == .presented)
    #expect(stack.machine(for: "modal")?.options == options)
    #expect(stack.run("modal", .backdropTapped).isEmpty)
  }

  @Test func staleCompletionsAreIgnored() {
    var stack = threeHigh()
    stack.run("modal", .bindingChanged(nil))
    let before = stack
    #expect(stack.run("modal", .transitionFinished(transition(1))).isEmpty)
    #expect(stack.run("sheet", .transitionFinished(transition(2))).isEmpty)
    #expect(stack == before)
  }

  @Test func theRequestIsWhatTheLayerReportedEvenWhileItIsHeldBack() {
    var stack = Stack()
    stack.register("sheet")
    stack.register("modal")
    stack.run("sheet", .bindingChanged(1))
    stack.run("modal", .bindingChanged(4))
    // The machine has not seen the binding yet: it waits behind the sheet's transition.
    #expect(stack.machine(for: "modal")?.requestedIdentity == nil)
    #expect(stack.request(for: "modal")?.binding == 4)
    #expect(stack.request(for: "modal")?.isPresenterReady == true)
    stack.run("modal", .presenterNotReady)
    #expect(stack.request(for: "modal")?.isPresenterReady == false)
    #expect(stack.request(for: "unknown") == nil)
  }
}
