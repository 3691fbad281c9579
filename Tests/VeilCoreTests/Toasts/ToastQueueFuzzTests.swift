import Testing
import VeilTestSupport

@testable import VeilCore

/// Long random runs of the toast queue against a model of the screen and the app, with the
/// invariants checked after every step: no toast lost, none shown twice, never more on screen
/// than allowed, priorities respected, every request ended once. A failure names its seed and
/// step; replay it with `VEIL_FUZZ_SEED=<seed>`; `VEIL_FUZZ_SCALE=<n>` runs `n` times as many
/// steps (the default run, two seeds, takes about 1 s in a debug build).
@Suite struct ToastQueueFuzzTests {
  /// Steps per seed and per maximum, in the default run.
  static let steps = 6_000
  static let maxima = [1, 2, 3]

  @Test(arguments: FuzzSeeds.seeds(default: [0x7045_7001, 0xC0FF_EE00_7045_7002]))
  func theQueueKeepsItsPromisesUnderRandomEvents(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var coverage = ToastRun.Coverage()
    for maximum in Self.maxima {
      var run = ToastRun(maximumOnScreen: maximum)
      var failure: String?
      for step in 1...(Self.steps * PropertyCheck.scale) {
        if let violation = run.step(using: &random) {
          failure = "maximum \(maximum), step \(step): \(violation)\nlast: \(run.recent)"
          break
        }
      }
      if failure == nil, let violation = run.drain() {
        failure = "maximum \(maximum), draining: \(violation)\nlast: \(run.recent)"
      }
      #expect(failure == nil, "seed \(seed) (replay: VEIL_FUZZ_SEED=\(seed)): \(failure ?? "")")
      guard failure == nil else { return }
      coverage.add(run.coverage)
    }
    // The run must have gone down every path.
    #expect(coverage.shown > 3_000, "seed \(seed)")
    #expect(coverage.fullStacks > 400, "seed \(seed)")
    #expect(coverage.preempted > 200, "seed \(seed)")
    #expect(coverage.ignored > 600, "seed \(seed)")
    #expect(coverage.replaced > 600, "seed \(seed)")
    #expect(coverage.replacedOnScreen > 250, "seed \(seed)")
    #expect(coverage.hiddenWhileWaiting > 400, "seed \(seed)")
    #expect(coverage.jumpedTheQueue > 500, "seed \(seed)")
  }
}

/// One queue, its screen and its app, driven at random, with a model of every request.
private struct ToastRun {
  typealias Queue = ToastQueue<Int>

  enum State: Equatable {
    case waiting
    case onScreen
    case leaving
  }

  /// The model's view of one request that has not ended.
  struct Request {
    var toast: Queue.Toast
    var state: State
  }

  struct Coverage {
    var shown = 0
    var fullStacks = 0
    var preempted = 0
    var ignored = 0
    var replaced = 0
    var replacedOnScreen = 0
    var hiddenWhileWaiting = 0
    var jumpedTheQueue = 0

    mutating func add(_ other: Coverage) {
      shown += other.shown
      fullStacks += other.fullStacks
      preempted += other.preempted
      ignored += other.ignored
      replaced += other.replaced
      replacedOnScreen += other.replacedOnScreen
      hiddenWhileWaiting += other.hiddenWhileWaiting
      jumpedTheQueue += other.jumpedTheQueue
    }
  }

  enum Action {
    case enqueue(Int, ToastPriority, ToastArrival, ToastDuplicatePolicy)
    case hide(Int)
    case hideAll
    case userDismissed(Int)
    case dismissalFinished(Int)
  }

  var queue: Queue
  let maximumOnScreen: Int
  /// Requests that have not ended, by ticket.
  var live: [UInt64: Request] = [:]
  var issued = 0
  var ended: Set<UInt64> = []
  var shownEver: Set<UInt64> = []
  var coverage = Coverage()
  var recent = TraceRing<TraceLine>()

  init(maximumOnScreen: Int) {
    self.maximumOnScreen = maximumOnScreen
    queue = Queue(maximumOnScreen: maximumOnScreen)
  }

  static let priorities: [ToastPriority] = [.low, .normal, .normal, .high, .critical]

  func requests(in state: State) -> [Request] {
    live.values.filter { $0.state == state }.sorted { $0.toast.ticket < $1.toast.ticket }
  }

  func draw(using random: inout SplitMix64) -> Action {
    switch random.below(100) {
    case 0..<40:
      return .enqueue(
        random.below(6), Self.priorities[random.below(Self.priorities.count)],
        random.below(3) == 0 ? .waits : .stacks,
        random.below(2) == 0 ? .ignore : .replaceExisting)
    case 40..<50: return .hide(random.below(7))
    case 50..<52: return .hideAll
    case 52..<72:
      let shown = requests(in: .onScreen)
      guard !shown.isEmpty else { return .hide(random.below(7)) }
      return .userDismissed(shown[random.below(shown.count)].toast.id)
    default:
      let leaving = requests(in: .leaving)
      guard !leaving.isEmpty else { return .dismissalFinished(random.below(7)) }
      return .dismissalFinished(leaving[random.below(leaving.count)].toast.id)
    }
  }

  mutating func step(using random: inout SplitMix64) -> String? {
    perform(draw(using: &random))
  }

  /// Hides everything and lets every dismissal finish: every request must then have ended.
  mutating func drain() -> String? {
    if let violation = perform(.hideAll) { return violation }
    while let leaving = requests(in: .leaving).first {
      if let violation = perform(.dismissalFinished(leaving.toast.id)) { return violation }
    }
    guard live.isEmpty, ended.count == issued else {
      return "after hideAll: \(live.count) requests live, \(ended.count) of \(issued) ended"
    }
    return nil
  }

  mutating func perform(_ action: Action) -> String? {
    recent.append(.action(action))
    let effects: [Queue.Effect]
    var newTicket: UInt64?
    var leftScreen: Int?
    switch action {
    case .enqueue(let id, let priority, let arrival, let duplicates):
      let enqueued = queue.enqueue(
        id: id, priority: priority, arrival: arrival, duplicates: duplicates)
      issued += 1
      newTicket = enqueued.toast.ticket
      guard live[enqueued.toast.ticket] == nil, !ended.contains(enqueued.toast.ticket) else {
        return "ticket \(enqueued.toast.ticket) given twice"
      }
      live[enqueued.toast.ticket] = Request(toast: enqueued.toast, state: .waiting)
      effects = enqueued.effects
    case .hide(let id): effects = queue.hide(id: id)
    case .hideAll: effects = queue.hideAll()
    case .userDismissed(let id):
      leftScreen = id
      effects = queue.didDismiss(id: id, reason: .drag(.top))
    case .dismissalFinished(let id):
      leftScreen = id
      effects = queue.didDismiss(id: id, reason: .programmatic)
    }
    for effect in effects {
      recent.append(.effect(effect))
      if let violation = apply(effect, newTicket: newTicket, leftScreen: leftScreen) {
        return violation
      }
    }
    return checkInvariants()
  }

  /// Plays one effect on the model, checking it is allowed.
  mutating func apply(_ effect: Queue.Effect, newTicket: UInt64?, leftScreen: Int?) -> String? {
    switch effect {
    case .show(let toast):
      guard let request = live[toast.ticket], request.state == .waiting else {
        return "showed #\(toast.ticket), which does not wait"
      }
      guard shownEver.insert(toast.ticket).inserted else { return "showed #\(toast.ticket) twice" }
      let screen = requests(in: .onScreen) + requests(in: .leaving)
      if screen.contains(where: { $0.toast.id == toast.id }) {
        return "showed id \(toast.id) while it is on screen"
      }
      switch toast.arrival {
      case .waits where !screen.isEmpty:
        return "showed waiting #\(toast.ticket) beside \(screen.count) toasts"
      case .stacks where screen.contains { $0.toast.arrival == .waits }:
        return "stacked #\(toast.ticket) beside a toast shown alone"
      default: break
      }
      for other in requests(in: .waiting) where other.toast.ticket != toast.ticket {
        let outranks =
          other.toast.priority > toast.priority
          || (other.toast.priority == toast.priority && other.toast.ticket < toast.ticket)
        if outranks { return "showed #\(toast.ticket) before #\(other.toast.ticket)" }
        if other.toast.ticket < toast.ticket { coverage.jumpedTheQueue += 1 }
      }
      live[toast.ticket]?.state = .onScreen
      coverage.shown += 1
      if screen.count + 1 == maximumOnScreen, maximumOnScreen > 1 { coverage.fullStacks += 1 }
    case .update(let toast):
      guard toast.ticket == newTicket, live[toast.ticket]?.state == .waiting else {
        return "updated to #\(toast.ticket), not the new request"
      }
      guard shownEver.insert(toast.ticket).inserted else { return "showed #\(toast.ticket) twice" }
      guard requests(in: .onScreen).contains(where: { $0.toast.id == toast.id }) == false else {
        return "updated id \(toast.id) before the old request ended"
      }
      live[toast.ticket]?.state = .onScreen
      coverage.replacedOnScreen += 1
    case .dismiss(let toast, let reason):
      guard live[toast.ticket]?.state == .onScreen else {
        return "dismissed #\(toast.ticket), which is not on screen or leaves already"
      }
      live[toast.ticket]?.state = .leaving
      if reason == .replaced { coverage.preempted += 1 }
    case .finish(let toast, let departure):
      guard let request = live.removeValue(forKey: toast.ticket) else {
        return "ended #\(toast.ticket) again, or never given"
      }
      ended.insert(toast.ticket)
      switch departure {
      case .dismissed:
        guard request.state != .waiting, leftScreen == toast.id else {
          return
            "#\(toast.ticket) dismissed while \(request.state), screen reported \(leftScreen.map { "\($0)" } ?? "nothing")"
        }
      case .ignoredAsDuplicate:
        guard toast.ticket == newTicket, !shownEver.contains(toast.ticket) else {
          return "#\(toast.ticket) ignored, but it is not the new request"
        }
        coverage.ignored += 1
      case .replacedByDuplicate:
        guard request.state != .leaving, newTicket != nil else {
          return "#\(toast.ticket) replaced while \(request.state)"
        }
        coverage.replaced += 1
      case .hiddenWhileWaiting:
        guard request.state == .waiting else {
          return "#\(toast.ticket) hidden while waiting, but it was \(request.state)"
        }
        coverage.hiddenWhileWaiting += 1
      }
    }
    return nil
  }

  /// What must hold after every step.
  func checkInvariants() -> String? {
    // No toast lost: the queue holds exactly the requests that have not ended.
    let held = Set(queue.onScreen.map(\.ticket) + queue.waiting.map(\.ticket))
    guard held == Set(live.keys) else {
      return "the queue holds \(held.sorted()), the model \(live.keys.sorted())"
    }
    guard issued == live.count + ended.count else { return "a request was lost" }
    let screen = requests(in: .onScreen) + requests(in: .leaving)
    guard screen.count <= maximumOnScreen else {
      return "\(screen.count) on screen, more than \(maximumOnScreen)"
    }
    // No duplicates among those that stay.
    let staying = requests(in: .waiting) + requests(in: .onScreen)
    guard Set(staying.map(\.toast.id)).count == staying.count else {
      return "two requests for one id: \(staying.map(\.toast.ticket))"
    }
    // The queue never stalls: with an empty screen, nothing waits.
    if screen.isEmpty, !requests(in: .waiting).isEmpty { return "toasts wait for an empty screen" }
    // The waiting order is priority, then arrival.
    for (first, second) in zip(queue.waiting, queue.waiting.dropFirst()) {
      guard
        first.priority > second.priority
          || (first.priority == second.priority && first.ticket < second.ticket)
      else { return "#\(first.ticket) waits before #\(second.ticket)" }
    }
    return nil
  }
}

/// A line of a run's trace: an action, or an effect the queue answered.
private enum TraceLine: CustomStringConvertible {
  case action(ToastRun.Action)
  case effect(ToastQueue<Int>.Effect)

  var description: String {
    switch self {
    case .action(let action): "\(action)"
    case .effect(let effect): "  → \(effect)"
    }
  }
}
