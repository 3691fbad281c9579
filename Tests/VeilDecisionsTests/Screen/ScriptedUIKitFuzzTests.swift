import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

/// Random legal interleavings of UIKit's scripts, the app and the user, for three modals in
/// one window, with UIKit's rules checked after every step: exactly one UIKit transition at a
/// time, nothing presented twice or over a presenting controller, `completeTransition` once,
/// one animator per transition, every `present` matched by one end, each modal's events in
/// cycle order. After each run everything UIKit has in flight is played out, and the window's
/// stack must be free with the screen showing what each machine says. A failure names its seed
/// and step; replay it with `VEIL_FUZZ_SEED=<seed>`.
@MainActor
@Suite struct ScriptedUIKitFuzzTests {
  static let runs = 60
  static let stepsPerRun = 400
  static let keys = [1, 2, 3]

  @Test(arguments: FuzzSeeds.seeds(default: [0x5C41_97ED_0001]))
  func scriptedUIKitKeepsUIKitsRulesUnderRandomInterleavings(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var failure: String?
    var coverage = Coverage()
    for run in 0..<Self.runs where failure == nil {
      var fuzz = FuzzRun(random: &random)
      for step in 1...Self.stepsPerRun {
        let action = fuzz.step(using: &random)
        if let violation = fuzz.violation() {
          failure = "run \(run) step \(step) (\(action)): \(violation)\n\(fuzz.recent)"
          break
        }
      }
      if failure == nil, let stuck = fuzz.drain() {
        failure = "run \(run), after draining: \(stuck)\n\(fuzz.recent)"
      }
      coverage.add(fuzz)
    }
    #expect(failure == nil, "seed \(seed) (replay: VEIL_FUZZ_SEED=\(seed)): \(failure ?? "")")
    guard failure == nil else { return }
    // The runs must have walked the interesting paths.
    #expect(coverage.cycles > 500, "seed \(seed)")
    #expect(coverage.refusals > 20, "seed \(seed)")
    #expect(coverage.intermediateRemovals > 5, "seed \(seed)")
    #expect(coverage.reversals > 50, "seed \(seed)")
    #expect(coverage.nextTurnRetries > 20, "seed \(seed)")
    #expect(coverage.sheetDrags > 50, "seed \(seed)")
    // N1: dismissals asked for from inside a `…TransitionDidEnd`, which wait for its end.
    #expect(coverage.dismissalWaits > 20, "seed \(seed)")
    // H3: anchors updated while a write-back of theirs waited for its turn.
    #expect(coverage.staleFeeds > 20, "seed \(seed) (\(coverage.staleFeeds))")
    // N9: the app's own dismissal of a chain with Veil's modals in the middle.
    #expect(coverage.appChainDismissals > 20, "seed \(seed) (\(coverage.appChainDismissals))")
    // E8: dismissals of several modals from code that took at least one.
    #expect(coverage.steered > 100, "seed \(seed) (\(coverage.steered))")
  }
}

/// What a fuzz run exercised.
@MainActor
private struct Coverage {
  var cycles = 0
  var refusals = 0
  var intermediateRemovals = 0
  var reversals = 0
  var nextTurnRetries = 0
  var sheetDrags = 0
  var dismissalWaits = 0
  var staleFeeds = 0
  var appChainDismissals = 0
  var steered = 0

  mutating func add(_ run: FuzzRun) {
    cycles += run.cycles.values.map(\.completedCycles).reduce(0, +)
    let commands = run.uikit.log.map(\.command)
    refusals += commands.filter { $0 == .setAsideRefusedController }.count
    reversals += commands.filter { $0 == .reverseRunningTransition }.count
    nextTurnRetries +=
      commands.filter {
        if case .retryLater = $0 { return true }
        return false
      }.count
    dismissalWaits +=
      zip(commands, commands.dropFirst()).filter {
        if case .checkDismissal = $0.0, case .waitForBlockingTransition = $0.1 { return true }
        return false
      }.count
    intermediateRemovals += run.intermediateRemovals
    sheetDrags += run.sheetDrags
    staleFeeds += run.staleFeeds
    appChainDismissals += run.appChainDismissals
    steered += run.steered
  }
}

/// One window of three modals, driven at random.
@MainActor
private struct FuzzRun {
  let uikit = ScriptedUIKit()
  let navigation = FakeController("navigation")
  var cycles: [Int: CycleChecker] = [:]
  var checkedEvents: [Int: Int] = [:]
  var recentActions = TraceRing<String>(capacity: 12)
  var intermediateRemovals = 0
  var sheetDrags = 0
  var staleFeeds = 0
  var appChainDismissals = 0
  var steered = 0
  var routes: [Int: ModalScreenDriver.Route] = [:]

  init(random: inout SplitMix64) {
    uikit.root.children = [navigation]
    for key in ScriptedUIKitFuzzTests.keys {
      let route: ModalScreenDriver.Route = random.below(3) == 0 ? .sheet : .custom
      routes[key] = route
      uikit.register(key, route: route, animated: random.below(4) != 0)
      uikit.removesPresentersView[key] = random.below(2) == 0
    }
    // H7: UIKit documents neither order of a cancelled presentation's unlinking and its
    // `presentationTransitionDidEnd(false)`.
    uikit.cancelledPresentationUnlinksBeforeDidEnd = random.below(2) == 0
    // H4: nor whether a dismissal's container leaves the window before or after its completion.
    uikit.containerLeavesAfterDismissCompletion = random.below(2) == 0
  }

  var recent: String { "last actions: \(recentActions.ordered.joined(separator: ", "))" }

  /// Takes one random legal action; returns its name.
  mutating func step(using random: inout SplitMix64) -> String {
    let key = ScriptedUIKitFuzzTests.keys[random.below(ScriptedUIKitFuzzTests.keys.count)]
    let isSheet = routes[key] == .sheet
    let action: String
    switch random.below(29) {
    case 0...3:
      let identities: [ModalIdentity?] = [nil, .flag, ModalIdentity(2)]
      let identity = identities[random.below(identities.count)]
      uikit.setBinding(key, identity)
      action = "binding \(key) \(identity.map { "\($0)" } ?? "nil")"
    case 4...5:
      if isSheet {
        uikit.endSheetTransition(key)
      } else {
        uikit.animate(key, askingForInterruptibleAnimatorFirst: random.below(2) == 0)
      }
      action = "animate \(key)"
    case 6:
      uikit.elapseLogicalDuration(key)
      action = "logical \(key)"
    case 7...8:
      uikit.settle(key)
      action = "settle \(key)"
    case 9:
      if isSheet {
        sheetDrags += 1
        // H6: UIKit may begin and cancel interactive dismissals within one drag.
        uikit.dragSheet(
          key, dismisses: random.below(2) == 0, cancelledFirst: random.below(3))
      } else {
        uikit.feed(.dragBegan, to: key)
        uikit.feed(.dragEnded(random.below(2) == 0 ? .bottom : nil), to: key)
      }
      action = "drag \(key)"
    case 10:
      if isSheet { uikit.tapSheetDimming(key) } else { uikit.feed(.backdropTapped, to: key) }
      action = "tap \(key)"
    case 11:
      _ = uikit.escape(key)
      action = "escape \(key)"
    case 12...13:
      // Only the top of the chain can be removed as an intermediate without telling the
      // modals above it.
      if uikit.controllers[key]?.presented == nil, uikit.controllers[key] != nil,
        uikit.transitions[key] == nil
      {
        intermediateRemovals += 1
        uikit.removeAsIntermediate(key)
      }
      action = "intermediate \(key)"
    case 14:
      // H2: a sheet's too, of which UIKit tells no sheet delegate.
      if uikit.controllers[key] != nil { uikit.appDismisses(key) }
      action = "app dismisses \(key)"
    case 15...16:
      uikit.runNextTurn()
      action = "next turn"
    case 17:
      uikit.nextPresent = .refuse
      action = "refuse next"
    case 18:
      navigation.hasTransitionCoordinator = true
      navigation.coordinatorQueuesCompletions = random.below(2) == 0
      action = "push (queues: \(navigation.coordinatorQueuesCompletions))"
    case 21...22:
      // H3: SwiftUI updates the anchor and feeds what the app's state holds, stale while a
      // write-back waits for its turn.
      if (uikit.drivers[key]?.pendingBindingWrites ?? 0) > 0 { staleFeeds += 1 }
      uikit.updateAnchor(key)
      action = "update anchor \(key)"
    case 23:
      // H5: the turn's commit is over; UIKit starts the presentations asked for.
      uikit.startPendingPresentations()
      action = "commit"
    case 24:
      // The app presents a controller of its own over the top of the chain.
      var top = uikit.root
      while let next = top.presented { top = next }
      if uikit.transitions.isEmpty, uikit.appChainDismissal == nil, !top.isBeingPresented,
        !top.isBeingDismissed
      {
        uikit.appPresents(FakeController("app's own"), over: top)
      }
      action = "app presents over the top"
    case 25:
      // The app dismisses everything above the window's root, its own controller on top (N9).
      var top = uikit.root
      while let next = top.presented { top = next }
      if uikit.transitions.isEmpty, uikit.appChainDismissal == nil, top !== uikit.root,
        !uikit.controllers.values.contains(where: { $0 === top })
      {
        appChainDismissals += 1
        uikit.appDismissesChain(from: uikit.root)
      }
      action = "app dismisses the chain"
    case 26:
      if let presenter = uikit.appChainDismissal { uikit.endAppChainDismissal(from: presenter) }
      action = "app's chain dismissal ends"
    case 27:
      // E8: the app dismisses several modals from code.
      let dismissals: [PresentationStack<Int, ModalIdentity>.Dismissal] = [
        .all, .above(key), .top(count: random.below(5) - 1),
      ]
      let dismissal = dismissals[random.below(dismissals.count)]
      let animated = random.below(2) == 0
      steered += uikit.stack.modalsLeaving(dismissal).isEmpty ? 0 : 1
      uikit.steer(dismissal, animated: animated)
      action = "steer \(dismissal) animated: \(animated)"
    default:
      navigation.endCoordinatedTransition()
      action = "push ends"
    }
    recentActions.append(action)
    return action
  }

  /// The first broken rule, if any.
  mutating func violation() -> String? {
    if let first = uikit.violations.first { return first }
    if uikit.mostTransitionsAtOnce > 1 { return "two UIKit transitions at once" }
    for key in ScriptedUIKitFuzzTests.keys {
      let events = uikit.events[key] ?? []
      var checker = cycles[key] ?? CycleChecker()
      for event in events.dropFirst(checkedEvents[key] ?? 0) {
        if let broken = checker.accept(event) { return "modal \(key): \(broken)" }
      }
      cycles[key] = checker
      checkedEvents[key] = events.count
      let open = presents(of: key) - ends(of: key)
      guard open == 0 || open == 1 else { return "modal \(key): \(open) presentations open" }
      guard (open == 1) == (uikit.controllers[key] != nil) else {
        return
          "modal \(key): \(open) open presentations, controller \(uikit.controllers[key] != nil)"
      }
    }
    return nil
  }

  /// Plays out everything in flight; returns what is stuck, if anything.
  mutating func drain() -> String? {
    navigation.coordinatorQueuesCompletions = true
    for _ in 0..<40 {
      navigation.endCoordinatedTransition()
      if let presenter = uikit.appChainDismissal { uikit.endAppChainDismissal(from: presenter) }
      uikit.runNextTurn()
      for key in ScriptedUIKitFuzzTests.keys {
        if routes[key] == .sheet {
          uikit.endSheetTransition(key)
        } else {
          uikit.playTransition(key)
        }
      }
      if let broken = violation() { return broken }
      if uikit.transitions.isEmpty, !uikit.hasWorkForNextTurn, uikit.isStackFree { break }
    }
    guard uikit.transitions.isEmpty, !uikit.hasWorkForNextTurn else {
      return "UIKit still has work: \(uikit.transitions.keys.sorted())"
    }
    guard uikit.isStackFree else {
      return "the stack waits for \(String(describing: uikit.stack.runningModal)) forever"
    }
    for key in ScriptedUIKitFuzzTests.keys {
      guard let machine = uikit.stack.machine(for: key) else { continue }
      let onScreen = uikit.controllers[key] != nil
      let shown = machine.phase == .presented || machine.phase == .interactive
      guard onScreen == shown else {
        return "modal \(key): on screen \(onScreen), machine \(machine.phase)"
      }
      if onScreen, uikit.controllers[key]?.presenting == nil {
        return "modal \(key): kept a controller UIKit no longer presents"
      }
    }
    return nil
  }

  private func presents(of key: Int) -> Int {
    uikit.commands(of: key).filter {
      if case .present = $0 { return true }
      return false
    }.count
  }

  private func ends(of key: Int) -> Int {
    uikit.commands(of: key).filter {
      $0 == .releaseController || $0 == .setAsideRefusedController
    }.count
  }
}
