import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

/// Random operations on a router with three modals of the window and two in windows of their
/// own, some arriving while a batch is carried out, with the routing invariants checked after
/// every drain. A failure names its seed and step; replay it with `VEIL_FUZZ_SEED=<seed>`.
@Suite struct StackRouterFuzzTests {
  private typealias Router = StackRouter<String, Int>

  private static let windowKeys = ["a", "b", "c"]
  private static let ownWindowKeys = ["t", "u"]
  private static let keys = windowKeys + ownWindowKeys
  /// Operations per seed.
  private static let steps = 10_000

  /// Nested callers that were told to drain (there must be none).
  private var nestedCallersDrained = 0

  @Test(arguments: FuzzSeeds.seeds(default: [0x5EED_0101, 0x5EED_0102]))
  mutating func routingKeepsItsInvariantsUnderRandomOperations(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var router = Router()
    for key in Self.keys {
      let layer: PresentationLayer = Self.windowKeys.contains(key) ? .window : .ownWindow
      drain(&router, .register(key, PresentationOptions(), layer: layer), random: &random)
    }
    var presentations = 0
    var releases = 0
    for step in 0..<Self.steps {
      let before = Set(Self.keys.filter { router.machine(for: $0) != nil })
      let operation = Self.operation(for: router, random: &random)
      let commands = drain(&router, operation, random: &random)
      var failure = Self.violation(of: router, after: commands, registeredBefore: before)
      if nestedCallersDrained > 0 { failure = "a nested caller was told to drain" }
      #expect(failure == nil, "seed \(seed) (replay: VEIL_FUZZ_SEED=\(seed)), step \(step)")
      if failure != nil { return }
      for command in commands {
        if case .perform(.beginPresenting) = command { presentations += 1 }
        if case .release = command { releases += 1 }
      }
    }
    // The run reached the interesting states, not only the resting one.
    #expect(presentations > 1_000, "seed \(seed)")
    #expect(releases > 50, "seed \(seed)")
  }

  /// Queues `operation` and drains, sometimes queueing another operation in the middle of a
  /// batch as a driver does that reports from inside an effect.
  @discardableResult
  private mutating func drain(
    _ router: inout Router, _ operation: Router.Callback, random: inout SplitMix64
  ) -> [Router.Command] {
    var commands: [Router.Command] = []
    guard router.enqueue(operation) else { return [] }
    var reentries = 0
    while let batch = router.nextBatch() {
      commands += batch
      if reentries < 2, random.below(4) == 0 {
        reentries += 1
        let nested = Self.operation(for: router, random: &random)
        // Only the outer caller drains: a nested caller told to drain breaks the rule.
        if router.enqueue(nested) { nestedCallersDrained += 1 }
      }
    }
    return commands
  }

  private static func operation(for router: Router, random: inout SplitMix64) -> Router.Callback {
    let key = keys[random.below(keys.count)]
    switch random.below(22) {
    case 0..<6:
      let identities: [Int?] = [nil, 1, 2]
      return .input(.bindingChanged(identities[random.below(3)]), key)
    case 6..<12:
      let running = router.runningModals
      guard !running.isEmpty else { return .input(.bindingChanged(1), key) }
      let modal = running[random.below(running.count)]
      if let transition = router.machine(for: modal)?.runningTransition {
        return .input(.transitionFinished(transition), modal)
      }
      return .input(.presenterReady, modal)
    case 12..<15:
      let inputs: [PresentationMachine<Int>.Input] = [
        .backdropTapped, .escapeGesture, .dragBegan, .dragChanged(progress: 0.4),
        .dragEnded(dismissingTowards: .bottom), .dragEnded(dismissingTowards: nil),
      ]
      return .input(inputs[random.below(inputs.count)], key)
    case 15:
      return .input(random.below(2) == 0 ? .presenterNotReady : .presenterReady, key)
    case 16:
      return .input(.parentDismissed, key)
    case 17:
      return .remove(key)
    case 20, 21:
      // The app steers the stack from code.
      let dismissals: [Router.Dismissal] = [
        .all(includingOwnWindows: random.below(2) == 0), .above(key),
        .top(count: random.below(5) - 1),
      ]
      return .dismiss(dismissals[random.below(dismissals.count)], animated: random.below(2) == 0)
    default:
      let layer: PresentationLayer = random.below(2) == 0 ? .window : .ownWindow
      return .register(key, PresentationOptions(), layer: layer)
    }
  }

  /// The first routing rule the router breaks, if any.
  private static func violation(
    of router: Router, after commands: [Router.Command], registeredBefore: Set<String>
  ) -> String? {
    if router.isStepping { return "still stepping after the drain" }
    let registered = Set(keys.filter { router.machine(for: $0) != nil })
    let running = router.runningModals
    if Set(running).count != running.count { return "a modal runs in two chains: \(running)" }
    if running.filter({ router.layer(of: $0) == .window }).count > 1 {
      return "the window's chain runs two transitions: \(running)"
    }
    for key in registered {
      let chain = router.chainModals(of: key)
      switch router.layer(of: key) {
      case .ownWindow:
        if chain.contains(where: { $0 != key }) { return "\(key)'s own window holds \(chain)" }
      case .window:
        if chain.contains(where: { router.layer(of: $0) != .window }) {
          return "the window's chain holds a modal of another layer: \(chain)"
        }
      case nil:
        return "\(key) is registered without a layer"
      }
    }
    var released: [String] = []
    for command in commands {
      switch command {
      case .perform(.beginPresenting(let key, _, _, let presenter)):
        if let presenter {
          if presenter == key { return "\(key) presented over itself" }
          if router.layer(of: key) != .window || router.layer(of: presenter) != .window {
            return "\(key) presented over \(presenter) across layers"
          }
        }
      case .perform(let effect):
        let released = commands.contains(.release(effect.key))
        if !registered.contains(effect.key) && !registeredBefore.contains(effect.key) && !released {
          return "an effect for an unknown modal: \(effect)"
        }
      case .machineDidStep(let key):
        // Published by one batch, forgotten by a later one of the same drain: fine.
        if !registered.contains(key) && !commands.contains(.release(key)) {
          return "published a forgotten modal \(key)"
        }
      case .release(let key):
        released.append(key)
      }
    }
    let forgotten = registeredBefore.subtracting(registered)
    // A key can also be registered again and forgotten again within one drain.
    if !forgotten.isSubset(of: released) {
      return "released \(released), forgot \(forgotten.sorted())"
    }
    return nil
  }
}
