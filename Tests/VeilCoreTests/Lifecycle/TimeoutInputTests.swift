import Testing

@testable import VeilCore

/// `PresentationMachine.Input.timedOut`: only a presented modal that no finger holds leaves,
/// with `.timeout`, even when the user may not dismiss it.
@Suite struct TimeoutInputTests {
  static func presented() -> PresentationMachine<Int> {
    var machine = PresentationMachine<Int>()
    machine.step(.bindingChanged(1))
    if let transition = machine.runningTransition { machine.step(.transitionFinished(transition)) }
    return machine
  }

  @Test func aPresentedModalLeavesWithTimeout() {
    var machine = Self.presented()
    #expect(machine.phase == .presented)
    let effects = machine.step(.timedOut)
    #expect(effects.contains(.emit(.willDismiss(.timeout))))
    #expect(effects.contains(.writeBindingBack))
    #expect(machine.phase == .dismissing)
    #expect(machine.step(.timedOut).isEmpty)  // once
  }

  @Test func aPresentationRunningOrADragIgnoresIt() {
    var presenting = PresentationMachine<Int>()
    presenting.step(.bindingChanged(1))
    #expect(presenting.phase == .presenting)
    #expect(presenting.step(.timedOut).isEmpty)
    var dragged = Self.presented()
    dragged.step(.dragBegan)
    #expect(dragged.phase == .interactive)
    #expect(dragged.step(.timedOut).isEmpty)
    #expect(dragged.phase == .interactive)
  }
}
