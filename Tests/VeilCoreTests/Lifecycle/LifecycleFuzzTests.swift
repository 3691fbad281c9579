import Testing
import VeilTestSupport

@testable import VeilCore

/// Long random runs of the machine and the stack against a model of the screen and the app,
/// with the invariants checked after every step. A failure names its seed and step; replay it
/// with `VEIL_FUZZ_SEED=<seed>`.
@Suite struct LifecycleFuzzTests {
  /// Events per seed, per option set (four sets for the machine, so 100 000 per seed).
  static let machineEventsPerOptionSet = 25_000
  /// Events per seed for the stack.
  static let stackEvents = 100_000

  static let optionSets = [
    PresentationOptions(),
    PresentationOptions(ignoresGesturesUntilPresented: false),
    PresentationOptions(backdropTapDismisses: false),
    PresentationOptions(ignoresGesturesUntilPresented: false, backdropTapDismisses: false),
  ]

  @Test(arguments: FuzzSeeds.seeds(default: [0x5EED_0001]))
  func machineKeepsItsInvariantsUnderRandomEvents(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var failure: String?
    var steps = 0
    var maximumEffects = 0
    var coverage = MachineRun.Coverage()
    for options in Self.optionSets where failure == nil {
      var run = MachineRun(options: options)
      for _ in 0..<Self.machineEventsPerOptionSet {
        steps += 1
        if let violation = run.step(using: &random) {
          failure = "step \(steps): \(violation)\nlast inputs: \(run.recentInputs)"
          break
        }
      }
      maximumEffects = max(maximumEffects, run.maximumEffects)
      coverage.add(run.coverage, cycles: run.cycle.completedCycles)
    }
    #expect(
      failure == nil,
      "seed \(seed) (replay: VEIL_FUZZ_SEED=\(seed)): \(failure ?? "")")
    guard failure == nil else { return }
    // Three effects is the most one step asks for; the list holds four.
    #expect(maximumEffects <= 3, "seed \(seed)")
    // The run must have exercised every path: whole cycles, reversals both ways, write-backs
    // and drags.
    #expect(coverage.cycles > 1_000, "seed \(seed)")
    #expect(coverage.reversedPresentations > 100, "seed \(seed)")
    #expect(coverage.reversedDismissals > 100, "seed \(seed)")
    #expect(coverage.writeBacks > 1_000, "seed \(seed)")
    #expect(coverage.drags > 200, "seed \(seed)")
  }

  @Test(arguments: FuzzSeeds.seeds(default: [0xBADC_0FFE_E0DD_F00D]))
  func stackKeepsItsInvariantsUnderRandomEvents(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var run = StackRun(random: &random)
    var failure: String?
    for step in 1...Self.stackEvents {
      if let violation = run.step(using: &random) {
        failure = "step \(step): \(violation)\nlast inputs: \(run.recentInputs)"
        break
      }
    }
    #expect(
      failure == nil,
      "seed \(seed) (replay: VEIL_FUZZ_SEED=\(seed)): \(failure ?? "")")
    guard failure == nil else { return }
    // The run must have exercised the stack: many cycles, and modals stacked three high.
    #expect(run.completedCycles > 1_000, "seed \(seed)")
    #expect(run.highestStack == 3, "seed \(seed)")
    // Dismissals from code that took something: 673 at the pinned seed; the floor is under
    // half of that, so another seed passes while a run that never steers fails.
    #expect(run.stepsSteered > 300, "seed \(seed) (\(run.stepsSteered))")
  }
}

// MARK: - Inputs drawn at random

/// Draws an input that is not a completion: what the app, the user and the window may say.
private func randomInput(using random: inout SplitMix64) -> PresentationMachine<Int>.Input {
  let identities: [Int?] = [nil, 1, 2, 3]
  let progressValues: [Double] = [0, 0.25, 0.5, 1, -3, 7, .nan, .infinity, -.infinity]
  switch random.below(100) {
  case 0..<24: return .bindingChanged(identities[random.below(4)])
  case 24..<34: return .dragBegan
  case 34..<42: return .dragChanged(progress: progressValues[random.below(9)])
  case 42..<52:
    let edges: [ModalEdge?] = [nil, .top, .bottom, .leading, .trailing]
    return .dragEnded(dismissingTowards: edges[random.below(5)])
  case 52..<64: return .backdropTapped
  case 64..<70: return .escapeGesture
  case 70..<73: return .parentDismissed
  case 73..<76: return .timedOut
  case 76..<84: return .presenterNotReady
  default: return .presenterReady
  }
}

/// One line of a run's trace, formatted only when a run fails (formatting every step would
/// cost most of the run's time).
private enum TraceLine: CustomStringConvertible {
  case input(key: Int?, PresentationMachine<Int>.Input)
  case note(key: Int, String)
  case effect(PresentationStack<Int, Int>.Effect)

  var description: String {
    switch self {
    case .input(nil, let input): "\(input)"
    case .input(let key?, let input): "\(key): \(input)"
    case .note(let key, let note): "\(key): \(note)"
    case .effect(let effect): "  → \(effect)"
    }
  }
}

// MARK: - One machine

/// One machine, its screen and its app, driven at random.
private struct MachineRun {
  var machine: PresentationMachine<Int>
  var binding: Int?
  var screen = ScreenModel()
  var cycle = CycleChecker()
  var issued: [TransitionID] = []
  var recentInputs = TraceRing<TraceLine>()
  var maximumEffects = 0
  var coverage = Coverage()

  /// How often the run went down the paths that matter.
  struct Coverage {
    var cycles = 0
    var reversedPresentations = 0
    var reversedDismissals = 0
    var writeBacks = 0
    var drags = 0

    mutating func add(_ other: Coverage, cycles completed: Int) {
      cycles += completed
      reversedPresentations += other.reversedPresentations
      reversedDismissals += other.reversedDismissals
      writeBacks += other.writeBacks
      drags += other.drags
    }
  }

  init(options: PresentationOptions) {
    machine = PresentationMachine(options: options)
  }

  mutating func step(using random: inout SplitMix64) -> String? {
    let roll = random.below(100)
    let input: PresentationMachine<Int>.Input
    if roll < 22, let running = screen.running {
      // The screen reports the end of its transition.
      input = .transitionFinished(running)
      screen.finish()
    } else if roll < 30 {
      // A stale completion, or one for a transition that never was.
      let stale =
        issued.isEmpty || random.below(4) == 0
        ? TransitionID(rawValue: UInt64(random.below(1_000)) + 1_000_000)
        : issued[random.below(issued.count)]
      guard stale != screen.running else { return nil }
      input = .transitionFinished(stale)
    } else if roll < 38 {
      // A SwiftUI update feeds the binding again.
      input = .bindingChanged(binding)
    } else {
      input = randomInput(using: &random)
      if case .bindingChanged(let identity) = input { binding = identity }
    }
    recentInputs.append(.input(key: nil, input))

    let before = machine
    let effects = machine.step(input)
    maximumEffects = max(maximumEffects, effects.count)
    if machine.phase == .interactive, before.phase != .interactive { coverage.drags += 1 }
    if effects.count > 3 { return "\(effects.count) effects: \(effects)" }
    for effect in effects {
      if let violation = screen.perform(effect) { return violation }
      switch effect {
      case .beginPresenting(_, let transition), .beginDismissing(let transition, _, _):
        issued.append(transition)
      case .reverseTransition(_, let transition):
        issued.append(transition)
        if machine.phase == .dismissing {
          coverage.reversedPresentations += 1
        } else {
          coverage.reversedDismissals += 1
        }
      case .writeBindingBack:
        guard binding != nil else { return "wrote the binding back twice" }
        binding = nil
        coverage.writeBacks += 1
      case .emit(let event):
        if let violation = cycle.accept(event) { return violation }
      }
    }
    if case .transitionFinished(let transition) = input, transition != before.runningTransition {
      if machine != before || !effects.isEmpty { return "a stale completion moved the machine" }
    }
    if case .bindingChanged(let identity) = input, identity == before.requestedIdentity {
      if machine != before || !effects.isEmpty { return "a repeated binding value moved it" }
    }
    return checkInvariants()
  }

  func checkInvariants() -> String? {
    if machine.requestedIdentity != binding {
      return "machine thinks the binding is \(String(describing: machine.requestedIdentity))"
    }
    if machine.runningTransition != screen.running {
      return "machine waits for \(String(describing: machine.runningTransition))"
    }
    if machine.presentedIdentity != screen.content {
      return "machine shows \(String(describing: machine.presentedIdentity))"
    }
    if !cycle.agrees(with: machine) { return "events \(cycle.state) vs phase \(machine.phase)" }
    let progress = machine.interactiveProgress
    if !(0...1).contains(progress) || (machine.phase != .interactive && progress != 0) {
      return "interactive progress \(progress)"
    }
    return bindingAgreesWithScreen(
      machine: machine, binding: binding, isPresenterReady: machine.isPresenterReady)
  }
}

/// Once no transition runs, the binding and the screen agree: a modal on screen shows what the
/// binding asks for, and a dismissed one is asked for by nothing, or waits for its presenter.
private func bindingAgreesWithScreen(
  machine: PresentationMachine<Int>, binding: Int?, isPresenterReady: Bool
) -> String? {
  guard !machine.isTransitionRunning else { return nil }
  switch machine.phase {
  case .presented, .interactive:
    if machine.presentedIdentity == binding { return nil }
  case .dismissed:
    if binding == nil || !isPresenterReady { return nil }
  case .presenting, .dismissing:
    break
  }
  return "at rest \(machine.phase) showing \(String(describing: machine.presentedIdentity))"
    + " but the binding says \(String(describing: binding))"
}

// MARK: - A stack of three modals

/// Three modals in one window, their screens and their apps, driven at random.
private struct StackRun {
  static let keys = [0, 1, 2]

  var stack = PresentationStack<Int, Int>()
  var bindings: [Int?] = [nil, nil, nil]
  var isReady = [true, true, true]
  var isRemoved = [false, false, false]
  var screens = [ScreenModel(), ScreenModel(), ScreenModel()]
  var cycles = [CycleChecker(), CycleChecker(), CycleChecker()]
  /// The keys on screen, bottom to top, as the layer stacked them.
  var order: [Int] = []
  var issued: [TransitionID] = []
  var recentInputs = TraceRing<TraceLine>()
  var highestStack = 0
  var retiredCycles = 0
  /// How many dismissals from code took at least one modal.
  var stepsSteered = 0

  var completedCycles: Int {
    retiredCycles + cycles.map(\.completedCycles).reduce(0, +)
  }

  init(random: inout SplitMix64) {
    for key in Self.keys {
      stack.register(key, options: Self.randomOptions(using: &random))
    }
  }

  static func randomOptions(using random: inout SplitMix64) -> PresentationOptions {
    LifecycleFuzzTests.optionSets[random.below(4)]
  }

  mutating func step(using random: inout SplitMix64) -> String? {
    let key = random.below(3)
    let roll = random.below(100)
    let effects: [PresentationStack<Int, Int>.Effect]
    if roll < 25, let running = Self.keys.first(where: { screens[$0].running != nil }),
      let transition = screens[running].running
    {
      recentInputs.append(.input(key: running, .transitionFinished(transition)))
      screens[running].finish()
      if screens[running].content == nil { order.removeAll { $0 == running } }
      effects = stack.step(.transitionFinished(transition), for: running)
    } else if roll < 31 {
      let stale =
        issued.isEmpty || random.below(4) == 0
        ? TransitionID(rawValue: UInt64(random.below(1_000)) + 1_000_000)
        : issued[random.below(issued.count)]
      guard stale != screens[key].running else { return nil }
      recentInputs.append(.input(key: key, .transitionFinished(stale)))
      let before = stack
      effects = stack.step(.transitionFinished(stale), for: key)
      if !effects.isEmpty || stack != before { return "a stale completion moved the stack" }
    } else if roll < 33 {
      // The anchor goes away, or comes back.
      if stack.machine(for: key) == nil {
        recentInputs.append(.note(key: key, "register"))
        retiredCycles += cycles[key].completedCycles
        cycles[key] = CycleChecker()
        bindings[key] = nil
        isReady[key] = true
        isRemoved[key] = false
        stack.register(key, options: Self.randomOptions(using: &random))
        effects = []
      } else if isRemoved[key] {
        recentInputs.append(.note(key: key, "register again"))
        isRemoved[key] = false
        stack.register(key, options: Self.randomOptions(using: &random))
        effects = []
      } else {
        recentInputs.append(.note(key: key, "remove"))
        isRemoved[key] = true
        bindings[key] = nil
        effects = stack.remove(key)
      }
    } else if roll < 40 {
      recentInputs.append(.input(key: key, .bindingChanged(bindings[key])))
      effects = stack.step(.bindingChanged(bindings[key]), for: key)
    } else if roll >= 96 {
      return steer(using: &random)
    } else {
      let input = randomInput(using: &random)
      recentInputs.append(.input(key: key, input))
      switch input {
      case .bindingChanged(let identity) where !isRemoved[key]: bindings[key] = identity
      case .presenterReady: isReady[key] = true
      case .presenterNotReady: isReady[key] = false
      default: break
      }
      effects = stack.step(input, for: key)
    }
    for effect in effects {
      recentInputs.append(.effect(effect))
      if let violation = perform(effect) { return violation }
    }
    return checkInvariants()
  }

  /// The app dismisses several modals from code: all of them, those above one, or the top
  /// few; each binding is written back once, and after `.all` nothing off screen still asks.
  mutating func steer(using random: inout SplitMix64) -> String? {
    let dismissals: [PresentationStack<Int, Int>.Dismissal] = [
      .all, .above(random.below(3)), .top(count: random.below(5) - 1),
    ]
    let dismissal = dismissals[random.below(dismissals.count)]
    let animated = random.below(2) == 0
    recentInputs.append(.note(key: -1, "dismiss \(dismissal) animated: \(animated)"))
    let leaving = stack.modalsLeaving(dismissal)
    let effects = stack.dismiss(dismissal, animated: animated)
    for effect in effects {
      recentInputs.append(.effect(effect))
      if let violation = perform(effect) { return violation }
    }
    if dismissal == .all {
      for key in Self.keys where bindings[key] != nil && !order.contains(key) {
        return "\(key) still asks to be presented after dismissing all"
      }
    }
    // Nothing the dismissal takes still stands.
    if let still = leaving.first(where: stack.standingModals.contains) {
      return "\(still) still stands after \(dismissal)"
    }
    if !leaving.isEmpty { stepsSteered += 1 }
    return checkInvariants()
  }

  mutating func perform(_ effect: PresentationStack<Int, Int>.Effect) -> String? {
    let key = effect.key
    let someoneRuns = screens.contains { $0.running != nil }
    switch effect {
    case .beginPresenting(_, _, _, let presenter):
      if someoneRuns { return "presented \(key) while another transition runs" }
      if presenter != order.last { return "presented \(key) over \(String(describing: presenter))" }
      order.append(key)
      highestStack = max(highestStack, order.count)
    case .beginDismissing:
      if someoneRuns { return "dismissed \(key) while another transition runs" }
      if order.last != key { return "dismissed \(key) with \(order) on screen" }
    case .reverseTransition, .emit:
      break
    case .writeBindingBack:
      if bindings[key] == nil { return "wrote \(key)'s binding back twice" }
      bindings[key] = nil
    }
    if let violation = screens[key].perform(effect.machineEffect) { return "\(key): \(violation)" }
    if case .emit(_, let event) = effect, let violation = cycles[key].accept(event) {
      return "\(key): \(violation)"
    }
    if screens[key].content == nil { order.removeAll { $0 == key } }
    return nil
  }

  func checkInvariants() -> String? {
    if stack.modals != order { return "stack holds \(stack.modals), screen shows \(order)" }
    for (position, key) in order.enumerated() {
      guard let machine = stack.machine(for: key) else { return "\(key) on screen, forgotten" }
      if machine.phase == .dismissed { return "\(key) is gone but still stacked" }
      if position < order.count - 1, machine.phase != .presented {
        return "\(key) is \(machine.phase) under \(order[(position + 1)...])"
      }
    }
    let running = Self.keys.filter { stack.machine(for: $0)?.isTransitionRunning == true }
    if running.count > 1 { return "\(running) run transitions at once" }
    if stack.runningModal != running.first {
      return "running modal \(String(describing: stack.runningModal))"
    }
    // At rest: no transition runs and no finger drags the top modal (which holds
    // presentations back).
    let isDragging = order.last.flatMap { stack.machine(for: $0) }?.phase == .interactive
    let isAtRest = running.isEmpty && !isDragging
    for key in Self.keys {
      guard let machine = stack.machine(for: key) else {
        if screens[key].content != nil || screens[key].running != nil {
          return "\(key) forgotten while on screen"
        }
        continue
      }
      if machine.runningTransition != screens[key].running {
        return "\(key) waits for \(String(describing: machine.runningTransition))"
      }
      if machine.presentedIdentity != screens[key].content {
        return "\(key) shows \(String(describing: machine.presentedIdentity))"
      }
      if !cycles[key].agrees(with: machine) {
        return "\(key): events \(cycles[key].state) vs phase \(machine.phase)"
      }
      if isAtRest, !isRemoved[key],
        let violation = bindingAgreesWithScreen(
          machine: machine, binding: bindings[key], isPresenterReady: isReady[key])
      {
        return "\(key): \(violation)"
      }
    }
    let notLeaving = order.last { !screens[$0].isLeaving }
    if stack.presenter != notLeaving { return "presenter \(String(describing: stack.presenter))" }
    return nil
  }
}
