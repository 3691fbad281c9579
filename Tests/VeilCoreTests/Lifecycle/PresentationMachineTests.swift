import Testing

@testable import VeilCore

private typealias Machine = PresentationMachine<Int>
private typealias Effect = Machine.Effect

private func transition(_ number: UInt64) -> TransitionID {
  TransitionID(rawValue: number)
}

private func events(_ effects: [Effect]) -> [ModalEvent] {
  effects.compactMap { effect in
    if case .emit(let event) = effect { return event }
    return nil
  }
}

extension PresentationMachine {
  /// Steps through the inputs and gathers every effect, in order.
  @discardableResult
  fileprivate mutating func run(_ inputs: Input...) -> [Effect] {
    inputs.flatMap { Array(step($0)) }
  }
}

/// A machine showing identity 1, its presentation (transition #1) finished.
private func presentedMachine(options: PresentationOptions = PresentationOptions()) -> Machine {
  var machine = Machine(options: options)
  machine.run(.bindingChanged(1), .transitionFinished(transition(1)))
  return machine
}

/// A machine presenting identity 1 (transition #1 running).
private func presentingMachine(options: PresentationOptions = PresentationOptions()) -> Machine {
  var machine = Machine(options: options)
  machine.step(.bindingChanged(1))
  return machine
}

@Suite struct PresentationMachineTests {
  // MARK: - Presenting

  @Test func neverPresentsTwice() {
    // Seed 002's representable presents again on every SwiftUI update; here every update
    // feeds the same binding value, whatever the phase.
    var machine = Machine()
    var effects: [Effect] = []
    for update in 0..<100 {
      effects += machine.run(.bindingChanged(1))
      if update == 10 { effects += machine.run(.transitionFinished(transition(1))) }
    }
    let presentations = effects.filter { effect in
      if case .beginPresenting = effect { return true }
      return false
    }
    #expect(presentations == [.beginPresenting(1, transition: transition(1))])
    #expect(events(effects) == [.willPresent, .didPresent])
    #expect(machine.phase == .presented)
  }

  @Test func trueWhilePresentingOrPresentedDoesNothing() {
    var machine = Machine()
    #expect(
      machine.run(.bindingChanged(1))
        == [.emit(.willPresent), .beginPresenting(1, transition: transition(1))])
    let presenting = machine
    #expect(machine.run(.bindingChanged(1)).isEmpty)
    #expect(machine == presenting)
    machine.step(.transitionFinished(transition(1)))
    let presented = machine
    #expect(machine.run(.bindingChanged(1), .presenterReady).isEmpty)
    #expect(machine == presented)
  }

  @Test func dismissDuringPresentationReversesIt() {
    var machine = presentingMachine()
    #expect(
      machine.run(.bindingChanged(nil))
        == [
          .emit(.willDismiss(.programmatic)),
          .reverseTransition(from: transition(1), to: transition(2)),
        ])
    #expect(machine.phase == .dismissing)
    // The forward transition's completion is stale now.
    #expect(machine.run(.transitionFinished(transition(1))).isEmpty)
    #expect(machine.run(.transitionFinished(transition(2))) == [.emit(.didDismiss(.programmatic))])
    #expect(machine.phase == .dismissed)
    #expect(machine.presentedIdentity == nil)
  }

  @Test func presentDuringDismissalReversesBack() {
    var machine = presentedMachine()
    #expect(
      machine.run(.bindingChanged(nil))
        == [
          .emit(.willDismiss(.programmatic)),
          .beginDismissing(transition: transition(2), animated: true, reason: .programmatic),
        ])
    #expect(
      machine.run(.bindingChanged(1))
        == [
          .emit(.didDismiss(.programmatic)), .emit(.willPresent),
          .reverseTransition(from: transition(2), to: transition(3)),
        ])
    #expect(machine.phase == .presenting)
    #expect(machine.run(.transitionFinished(transition(2))).isEmpty)
    #expect(machine.run(.transitionFinished(transition(3))) == [.emit(.didPresent)])
    #expect(machine.phase == .presented)
  }

  @Test func identityChangeDismissesTheOldThenPresentsTheNew() {
    var machine = presentedMachine()
    #expect(
      machine.run(.bindingChanged(2))
        == [
          .emit(.willDismiss(.replaced)),
          .beginDismissing(transition: transition(2), animated: true, reason: .replaced),
        ])
    // The app changes its mind while the old content leaves: only what comes next changes.
    #expect(machine.run(.bindingChanged(3), .bindingChanged(nil), .bindingChanged(4)).isEmpty)
    #expect(
      machine.run(.transitionFinished(transition(2)))
        == [
          .emit(.didDismiss(.replaced)), .emit(.willPresent),
          .beginPresenting(4, transition: transition(3)),
        ])
    #expect(machine.presentedIdentity == 4)
  }

  @Test func identityChangeDuringPresentationReversesItThenPresentsTheNew() {
    var machine = presentingMachine()
    #expect(
      machine.run(.bindingChanged(2))
        == [
          .emit(.willDismiss(.replaced)),
          .reverseTransition(from: transition(1), to: transition(2)),
        ])
    #expect(
      machine.run(.transitionFinished(transition(2)))
        == [
          .emit(.didDismiss(.replaced)), .emit(.willPresent),
          .beginPresenting(2, transition: transition(3)),
        ])
  }

  @Test func duplicateIdentitiesChangeNothing() {
    // The same identity fed again, in any phase, is the same request.
    var machine = presentedMachine()
    machine.step(.bindingChanged(2))
    let dismissing = machine
    #expect(machine.run(.bindingChanged(2), .bindingChanged(2)).isEmpty)
    #expect(machine == dismissing)
  }

  // MARK: - Gestures

  @Test func backdropTapsAndDragsAreIgnoredUntilPresentationIsLogicallyComplete() {
    // Seed 000 guards its backdrop tap with `isAnimationCompleted`.
    var machine = presentingMachine()
    let presenting = machine
    #expect(
      machine.run(
        .backdropTapped, .dragBegan, .dragChanged(progress: 0.5),
        .dragEnded(dismissingTowards: .bottom)
      ).isEmpty)
    #expect(machine == presenting)
    machine.step(.transitionFinished(transition(1)))
    #expect(events(machine.run(.backdropTapped)) == [.willDismiss(.backdropTap)])
  }

  @Test func gesturesActDuringPresentationWhenTheStyleAllowsIt() {
    let options = PresentationOptions(ignoresGesturesUntilPresented: false)
    var tapped = presentingMachine(options: options)
    #expect(
      tapped.run(.backdropTapped)
        == [
          .emit(.willDismiss(.backdropTap)),
          .reverseTransition(from: transition(1), to: transition(2)),
          .writeBindingBack,
        ])

    // A drag takes hold of a modal still coming in; the presentation completes under it.
    var dragged = presentingMachine(options: options)
    #expect(dragged.run(.dragBegan).isEmpty)
    #expect(dragged.phase == .interactive)
    #expect(dragged.run(.transitionFinished(transition(1))) == [.emit(.didPresent)])
    #expect(dragged.run(.dragEnded(dismissingTowards: nil)).isEmpty)
    #expect(dragged.phase == .presented)

    // Released before the presentation completed, it goes back to presenting.
    var released = presentingMachine(options: options)
    released.run(.dragBegan, .dragEnded(dismissingTowards: nil))
    #expect(released.phase == .presenting)
    #expect(released.run(.transitionFinished(transition(1))) == [.emit(.didPresent)])
  }

  @Test func backdropTapsDismissOnlyWhenTheStyleSaysSo() {
    var machine = presentedMachine(options: PresentationOptions(backdropTapDismisses: false))
    let presented = machine
    #expect(machine.run(.backdropTapped).isEmpty)
    #expect(machine == presented)
    machine.options.backdropTapDismisses = true
    #expect(events(machine.run(.backdropTapped)) == [.willDismiss(.backdropTap)])
  }

  @Test func cancelledDragSpringsBackWithoutEvents() {
    var machine = presentedMachine()
    #expect(machine.run(.dragBegan, .dragChanged(progress: 0.4)).isEmpty)
    #expect(machine.phase == .interactive)
    #expect(machine.interactiveProgress == 0.4)
    #expect(machine.run(.dragEnded(dismissingTowards: nil)).isEmpty)
    #expect(machine.phase == .presented)
    #expect(machine.interactiveProgress == 0)
  }

  @Test(
    arguments: [
      // (reported progress, expected progress): the unit clamp, NaN to 0.
      (0.4, 0.4), (-3, 0), (7, 1), (.nan, 0), (.infinity, 1), (-.infinity, 0),
    ] as [(Double, Double)])
  func dragProgressIsClampedToTheUnitRange(reported: Double, expected: Double) {
    var machine = presentedMachine()
    machine.run(.dragBegan, .dragChanged(progress: reported))
    #expect(machine.interactiveProgress == expected)
  }

  @Test func bindingChangeDuringADragDismissesTheModal() {
    var machine = presentedMachine()
    machine.run(.dragBegan, .dragChanged(progress: 0.3))
    #expect(
      machine.run(.bindingChanged(nil))
        == [
          .emit(.willDismiss(.programmatic)),
          .beginDismissing(transition: transition(2), animated: true, reason: .programmatic),
        ])
    // The gesture's own end arrives late and is ignored.
    #expect(machine.run(.dragEnded(dismissingTowards: .bottom)).isEmpty)
    #expect(machine.phase == .dismissing)
  }

  // MARK: - The binding

  static let userDismissals: [(input: PresentationMachine<Int>.Input, reason: DismissReason)] = [
    (.dragEnded(dismissingTowards: .bottom), .drag(.bottom)),
    (.dragEnded(dismissingTowards: .leading), .drag(.leading)),
    (.backdropTapped, .backdropTap),
    (.escapeGesture, .escapeGesture),
    (.timedOut, .timeout),
  ]

  @Test(arguments: userDismissals)
  func userDrivenDismissalWritesTheBindingBackExactlyOnce(
    input: PresentationMachine<Int>.Input, reason: DismissReason
  ) {
    var machine = presentedMachine()
    if case .dragEnded = input { machine.step(.dragBegan) }
    var effects = machine.run(input)
    #expect(
      effects
        == [
          .emit(.willDismiss(reason)),
          .beginDismissing(transition: transition(2), animated: true, reason: reason),
          .writeBindingBack,
        ])
    #expect(machine.requestedIdentity == nil)
    // More user input, the binding's echo and the end of the dismissal: no second write.
    effects = machine.run(
      .backdropTapped, .escapeGesture, .dragBegan, .dragEnded(dismissingTowards: .top),
      .bindingChanged(nil), .bindingChanged(nil), .transitionFinished(transition(2)))
    #expect(effects == [.emit(.didDismiss(reason))])
  }

  @Test func programmaticDismissalDoesNotWriteTheBindingBack() {
    var machine = presentedMachine()
    let effects = machine.run(.bindingChanged(nil), .transitionFinished(transition(2)))
    #expect(!effects.contains(.writeBindingBack))
  }

  @Test func presenterNotReadyDefersThePresentation() {
    var machine = Machine()
    #expect(machine.run(.presenterNotReady, .bindingChanged(1), .bindingChanged(2)).isEmpty)
    #expect(machine.phase == .dismissed)
    #expect(machine.requestedIdentity == 2)
    // It presents what the binding says when the presenter becomes ready.
    #expect(
      machine.run(.presenterReady) == [
        .emit(.willPresent), .beginPresenting(2, transition: transition(1)),
      ])
  }

  @Test func deferredPresentationCalledOffBeforeTheReadyPresentsNothing() {
    var machine = Machine(isPresenterReady: false)
    #expect(machine.run(.bindingChanged(1), .bindingChanged(nil), .presenterReady).isEmpty)
    #expect(machine.phase == .dismissed)
  }

  @Test func presenterNotReadyLeavesWhatIsOnScreenAlone() {
    var machine = presentedMachine()
    #expect(machine.run(.presenterNotReady).isEmpty)
    #expect(machine.phase == .presented)
    // The next item, though, waits for the presenter.
    machine.run(.bindingChanged(2))
    #expect(events(machine.run(.transitionFinished(transition(2)))) == [.didDismiss(.replaced)])
    #expect(machine.phase == .dismissed)
    #expect(events(machine.run(.presenterReady)) == [.willPresent])
  }

  // MARK: - Events

  @Test func eventsFireOncePerCycleInOrder() {
    var machine = Machine()
    let effects = machine.run(
      .bindingChanged(1), .bindingChanged(1), .transitionFinished(transition(1)),
      .transitionFinished(transition(1)), .dragBegan, .dragEnded(dismissingTowards: .bottom),
      .backdropTapped, .transitionFinished(transition(2)), .transitionFinished(transition(2)),
      .bindingChanged(nil))
    #expect(
      events(effects) == [
        .willPresent, .didPresent, .willDismiss(.drag(.bottom)), .didDismiss(.drag(.bottom)),
      ])
  }

  @Test func reversedPresentationEmitsWillDismissAndDidDismissButNoDidPresent() {
    var machine = presentingMachine()
    let effects = machine.run(.bindingChanged(nil), .transitionFinished(transition(2)))
    #expect(events(effects) == [.willDismiss(.programmatic), .didDismiss(.programmatic)])
  }

  @Test func dismissalReversedBackClosesItsCycleAndOpensANewOne() {
    // The documented decision: the app asked for a dismissal, then for a presentation, and
    // hears both; each cycle keeps its order and each event its once.
    var machine = Machine()
    let effects = machine.run(
      .bindingChanged(1), .transitionFinished(transition(1)), .escapeGesture,
      .bindingChanged(1), .transitionFinished(transition(3)))
    #expect(
      events(effects) == [
        .willPresent, .didPresent, .willDismiss(.escapeGesture), .didDismiss(.escapeGesture),
        .willPresent, .didPresent,
      ])
  }

  // MARK: - Parents, escape, bad input

  @Test func parentDismissedDismissesWithoutAnimationAndWritesBack() {
    var machine = presentedMachine()
    #expect(
      machine.run(.parentDismissed)
        == [
          .emit(.willDismiss(.parentDismissed)),
          .beginDismissing(transition: transition(2), animated: false, reason: .parentDismissed),
          .writeBindingBack,
        ])
  }

  @Test func parentDismissedCallsOffWhatWouldComeNext() {
    // Replacing 1 by 2 when the parent goes: 2 must not come up over a parent that has gone.
    var machine = presentedMachine()
    machine.run(.bindingChanged(2))
    #expect(machine.run(.parentDismissed) == [.writeBindingBack])
    #expect(events(machine.run(.transitionFinished(transition(2)))) == [.didDismiss(.replaced)])
    #expect(machine.phase == .dismissed)
  }

  @Test func escapeGestureDismissesEvenDuringThePresentation() {
    var machine = presentingMachine()
    #expect(
      machine.run(.escapeGesture)
        == [
          .emit(.willDismiss(.escapeGesture)),
          .reverseTransition(from: transition(1), to: transition(2)),
          .writeBindingBack,
        ])
  }

  @Test func staleAndUnknownCompletionsAreIgnored() {
    var machine = presentingMachine()
    machine.step(.bindingChanged(nil))  // reverses #1 into #2
    let dismissing = machine
    for stale in [transition(1), transition(0), transition(99), transition(.max)] {
      #expect(machine.run(.transitionFinished(stale)).isEmpty)
    }
    #expect(machine == dismissing)
  }

  @Test func inputsOutOfOrderAreIgnored() {
    var machine = Machine()
    let dismissed = machine
    #expect(
      machine.run(
        .transitionFinished(transition(1)), .dragChanged(progress: 0.5),
        .dragEnded(dismissingTowards: .bottom), .dragBegan, .backdropTapped, .escapeGesture,
        .parentDismissed, .bindingChanged(nil)
      ).isEmpty)
    #expect(machine == dismissed)
  }

  @Test func effectsHoldFourAndDropTheRest() {
    var effects = Machine.Effects()
    for _ in 0..<6 { effects.append(.writeBindingBack) }
    #expect(effects.count == Machine.Effects.capacity)
    // Equality and hashing look at the effects present, not at the unused slots.
    var one = Machine.Effects()
    one.append(.emit(.didPresent))
    var other = Machine.Effects()
    other.append(.emit(.didPresent))
    #expect(one == other)
    #expect(Set([one, other]).count == 1)
    #expect(one != Machine.Effects())
  }
}
