import Testing
import VeilTestSupport

@testable import VeilCore

/// The rules of ``PresentationMachine`` written a second time, from its documentation (the
/// type's rules, "A dismissal reversed back", ``DismissReason``, How Veil Decides), as a plain
/// state machine over one enum. The test below runs both on the same random inputs and
/// compares them effect by effect and state by state; a divergence is shrunk to the shortest
/// input sequence that still shows it.
struct ReferenceMachine {
  /// Where the one modal is, with what the stage needs to know.
  enum Stage: Hashable {
    case idle
    case entering(Int)
    case shown(Int)
    /// A finger holds the modal; `presenting` while its presentation still runs.
    case dragging(Int, presenting: Bool)
    case leaving(Int, DismissReason)
  }

  typealias Effect = PresentationMachine<Int>.Effect

  let options: PresentationOptions
  /// The rule before the parent-dismissal decision (the binding could turn such a dismissal
  /// around): a planted defect, for the test of the shrinker.
  var reversesParentDismissals = false
  var stage = Stage.idle
  var requested: Int?
  var ready = true
  var running: TransitionID?
  var progress = 0.0
  var transitionsMade: UInt64 = 0

  /// The machine's answer to `input`, by the documented rules.
  mutating func step(_ input: PresentationMachine<Int>.Input) -> [Effect] {
    switch input {
    case .bindingChanged(let identity): return binding(identity)
    case .transitionFinished(let transition): return finished(transition)
    case .dragBegan:
      switch stage {
      case .shown(let content): stage = .dragging(content, presenting: false)
      case .entering(let content) where !options.ignoresGesturesUntilPresented:
        stage = .dragging(content, presenting: true)
      default: return []
      }
      progress = 0
      return []
    case .dragChanged(let value):
      if case .dragging = stage { progress = value.isNaN ? 0 : min(max(value, 0), 1) }
      return []
    case .dragEnded(let edge):
      guard case .dragging(let content, let presenting) = stage else { return [] }
      if let edge { return userDismissal(.drag(edge), byGesture: true) }
      stage = presenting ? .entering(content) : .shown(content)
      progress = 0
      return []
    case .backdropTapped:
      return options.backdropTapDismisses ? userDismissal(.backdropTap, byGesture: true) : []
    case .escapeGesture:
      return userDismissal(.escapeGesture, byGesture: false)
    case .timedOut:
      guard case .shown = stage else { return [] }
      return userDismissal(.timeout, byGesture: false)
    case .parentDismissed:
      switch stage {
      case .idle, .leaving: return writeBack()
      case .entering, .shown, .dragging:
        return leave(.parentDismissed, animated: false) + writeBack()
      }
    case .presenterNotReady:
      ready = false
      return []
    case .presenterReady:
      ready = true
      return presentIfAsked()
    }
  }

  /// The phase the machine reports for the stage.
  var phase: PresentationPhase {
    switch stage {
    case .idle: .dismissed
    case .entering: .presenting
    case .shown: .presented
    case .dragging: .interactive
    case .leaving: .dismissing
    }
  }

  /// The content on screen, coming or leaving.
  var content: Int? {
    switch stage {
    case .idle: nil
    case .entering(let content), .shown(let content), .dragging(let content, _),
      .leaving(let content, _):
      content
    }
  }

  // MARK: Rules

  /// "Never present twice"; "a new identity replaces the content"; "present during dismissal
  /// reverses back", except after a parent dismissal, whose request waits.
  private mutating func binding(_ identity: Int?) -> [Effect] {
    guard identity != requested else { return [] }
    requested = identity
    switch stage {
    case .idle:
      return presentIfAsked()
    case .entering(let content), .shown(let content), .dragging(let content, _):
      guard identity != content else { return [] }
      return leave(identity == nil ? .programmatic : .replaced, animated: true)
    case .leaving(let content, let reason):
      guard identity == content, identity != nil,
        reason != .parentDismissed || reversesParentDismissals,
        let from = running
      else { return [] }
      let to = newTransition()
      stage = .entering(content)
      running = to
      return [
        .emit(.didDismiss(reason)), .emit(.willPresent), .reverseTransition(from: from, to: to),
      ]
    }
  }

  /// Only the running transition's end counts.
  private mutating func finished(_ transition: TransitionID) -> [Effect] {
    guard transition == running else { return [] }
    running = nil
    switch stage {
    case .entering(let content):
      stage = .shown(content)
      return [.emit(.didPresent)]
    case .dragging(let content, _):
      stage = .dragging(content, presenting: false)
      return [.emit(.didPresent)]
    case .leaving(_, let reason):
      stage = .idle
      return [.emit(.didDismiss(reason))] + presentIfAsked()
    case .idle, .shown:
      return []
    }
  }

  /// "Gestures wait for the presentation"; a finger on the modal takes no backdrop tap; a user
  /// dismissal writes the binding back once.
  private mutating func userDismissal(_ reason: DismissReason, byGesture: Bool) -> [Effect] {
    switch stage {
    case .idle, .leaving: return []
    case .entering where byGesture && options.ignoresGesturesUntilPresented: return []
    case .dragging where reason == .backdropTap: return []
    default: return leave(reason, animated: true) + writeBack()
    }
  }

  private mutating func presentIfAsked() -> [Effect] {
    guard stage == .idle, ready, let identity = requested else { return [] }
    let transition = newTransition()
    stage = .entering(identity)
    running = transition
    return [.emit(.willPresent), .beginPresenting(identity, transition: transition)]
  }

  /// "Dismiss during presentation reverses it."
  private mutating func leave(_ reason: DismissReason, animated: Bool) -> [Effect] {
    guard let content else { return [] }
    let transition = newTransition()
    let motion: Effect =
      running.map { .reverseTransition(from: $0, to: transition) }
      ?? .beginDismissing(transition: transition, animated: animated, reason: reason)
    stage = .leaving(content, reason)
    running = transition
    progress = 0
    return [.emit(.willDismiss(reason)), motion]
  }

  private mutating func writeBack() -> [Effect] {
    guard requested != nil else { return [] }
    requested = nil
    return [.writeBindingBack]
  }

  private mutating func newTransition() -> TransitionID {
    transitionsMade += 1
    return TransitionID(rawValue: transitionsMade)
  }
}

/// One input of a run, with completions kept symbolic so that a shrunk run still finishes the
/// transition that runs at that point.
enum ModelInput: Hashable, CustomStringConvertible {
  case machine(PresentationMachine<Int>.Input)
  /// The end of the transition running now (ignored by both when none runs).
  case finishRunning
  /// The end of a transition that is not running.
  case finishStale

  var description: String {
    switch self {
    case .machine(let input): "\(input)"
    case .finishRunning: "transitionFinished(running)"
    case .finishStale: "transitionFinished(stale)"
    }
  }

  static func random(using random: inout SplitMix64) -> ModelInput {
    let identities: [Int?] = [nil, 1, 2]
    switch random.below(100) {
    case 0..<28: return .machine(.bindingChanged(identities[random.below(3)]))
    case 28..<46: return .finishRunning
    case 46..<49: return .finishStale
    case 49..<57: return .machine(.dragBegan)
    case 57..<61:
      let values: [Double] = [0.5, -1, 2, .nan, .infinity]
      return .machine(.dragChanged(progress: values[random.below(5)]))
    case 61..<69:
      let edges: [ModalEdge?] = [nil, .bottom, .trailing]
      return .machine(.dragEnded(dismissingTowards: edges[random.below(3)]))
    case 69..<77: return .machine(.backdropTapped)
    case 77..<82: return .machine(.escapeGesture)
    case 82..<89: return .machine(.parentDismissed)
    case 89..<94: return .machine(.presenterNotReady)
    default: return .machine(.presenterReady)
    }
  }
}

@Suite struct LifecycleReferenceModelTests {
  /// Runs per seed, and inputs per run: short runs shrink fast and still reach every stage.
  static let runs = 2_000
  static let inputsPerRun = 60

  /// The first divergence of machine and model on `inputs`, if any.
  static func divergence(
    _ inputs: [ModelInput], options: PresentationOptions, planted: Bool = false
  ) -> String? {
    var machine = PresentationMachine<Int>(options: options)
    var model = ReferenceMachine(options: options, reversesParentDismissals: planted)
    for (index, symbolic) in inputs.enumerated() {
      let input: PresentationMachine<Int>.Input
      switch symbolic {
      case .machine(let concrete): input = concrete
      case .finishRunning:
        input = .transitionFinished(model.running ?? TransitionID(rawValue: .max))
      case .finishStale:
        input = .transitionFinished(TransitionID(rawValue: model.transitionsMade &+ 1_000))
      }
      let actual = Array(machine.step(input))
      let expected = model.step(input)
      guard actual == expected else {
        return "step \(index + 1), \(input): machine \(actual), model \(expected)"
      }
      let state = (machine.phase, machine.presentedIdentity, machine.requestedIdentity)
      guard state == (model.phase, model.content, model.requested),
        machine.runningTransition == model.running,
        machine.interactiveProgress == model.progress, machine.isPresenterReady == model.ready
      else {
        return
          "step \(index + 1), \(input): machine \(machine.phase) \(String(describing: machine.presentedIdentity)) "
          + "asked \(String(describing: machine.requestedIdentity)), model \(model.stage) asked "
          + "\(String(describing: model.requested))"
      }
    }
    return nil
  }

  /// The shortest sequence found that still diverges: drops chunks, halving their size, then
  /// single inputs, until nothing more can go.
  static func shrink(
    _ inputs: [ModelInput], options: PresentationOptions, planted: Bool = false
  ) -> [ModelInput] {
    var current = inputs
    var chunk = max(current.count / 2, 1)
    while chunk >= 1 {
      var start = 0
      var removedAny = false
      while start < current.count {
        var trial = current
        trial.removeSubrange(start..<min(start + chunk, trial.count))
        if divergence(trial, options: options, planted: planted) != nil {
          current = trial
          removedAny = true
        } else {
          start += chunk
        }
      }
      if !removedAny { chunk /= 2 }
    }
    return current
  }

  @Test(arguments: FuzzSeeds.seeds(default: [0x00DE_1F00, UInt64.random(in: .min ... .max)]))
  func theMachineFollowsTheReferenceModelEffectByEffect(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let optionSets = LifecycleFuzzTests.optionSets
    for run in 0..<(Self.runs * PropertyCheck.scale) {
      let options = optionSets[run % optionSets.count]
      let inputs = (0..<Self.inputsPerRun).map { _ in ModelInput.random(using: &random) }
      guard Self.divergence(inputs, options: options) != nil else { continue }
      let minimal = Self.shrink(inputs, options: options)
      Issue.record(
        """
        the machine left the reference model (seed 0x\(String(seed, radix: 16)), run \(run), \(options);
        replay with VEIL_FUZZ_SEED=0x\(String(seed, radix: 16))):
          \(Self.divergence(minimal, options: options) ?? "")
          minimal inputs (\(minimal.count) of \(inputs.count)): \(minimal)
        """)
      return
    }
  }

  /// The model and the shrinker catch a real defect: with the rule the machine had before the
  /// parent-dismissal decision planted in the model, random runs diverge, and the divergence
  /// shrinks to the three inputs that show it (present, the parent goes, present again).
  @Test func aPlantedDefectIsFoundAndShrunkToItsCause() {
    var random = SplitMix64(seed: 0x5EED)
    var found: [ModelInput]?
    for _ in 0..<2_000 where found == nil {
      let inputs = (0..<Self.inputsPerRun).map { _ in ModelInput.random(using: &random) }
      if Self.divergence(inputs, options: PresentationOptions(), planted: true) != nil {
        found = Self.shrink(inputs, options: PresentationOptions(), planted: true)
      }
    }
    let minimal = found ?? []
    #expect(minimal.count == 3, "\(minimal)")
    #expect(minimal.last == .machine(.bindingChanged(minimal.first.flatMap(Self.identity))))
    #expect(minimal.contains(.machine(.parentDismissed)), "\(minimal)")
  }

  private static func identity(of input: ModelInput) -> Int? {
    if case .machine(.bindingChanged(let identity)) = input { return identity }
    return nil
  }
}
