import VeilCore

/// The modals of one window, routed to the presentation chain each stands in, with the
/// reentrancy and lifetime rules of the layer that carries them out.
///
/// ``PresentationStack`` assumes its modals form one UIKit presentation chain. A modal whose
/// backdrop passes taps through is presented from a window of its own (``PresentationLayer``),
/// so the router gives each such modal its own stack and keeps the window's other modals in one
/// shared stack: closing a toast never dismisses a card opened later from the screen, the toast
/// keeps its drags, taps and escape gesture while the card is up, and still no chain is asked
/// for two transitions at once.
///
/// The router is also the host's discipline, decided here so that it can be tested:
///
/// - **No reentrancy.** Callbacks that arrive while the layer carries out a batch of commands
///   (a driver that reports a finished transition from inside an effect, a binding written back
///   that SwiftUI echoes at once) are queued and stepped after the current one, in order.
///   ``enqueue(_:)`` says whether the caller must drain; ``nextBatch()`` steps one callback.
/// - **Retention.** A modal's driver lives until the stack forgets its key (its anchor has
///   gone *and* it has left the screen): ``Command/release(_:)`` says when, and only for keys the
///   router knew.
///
/// ```swift
/// var router = StackRouter<String, ModalIdentity>()
/// if router.enqueue(.register("toast", PresentationOptions(), layer: .ownWindow)) {
///   while let batch = router.nextBatch() {
///     for command in batch { carryOut(command) }
///   }
/// }
/// ```
package struct StackRouter<Key: Hashable & Sendable, ID: Hashable & Sendable>: Hashable, Sendable {
  /// One thing that happened to one modal.
  package enum Callback: Hashable, Sendable {
    /// Add a modal in a layer, or update its options (and, once it is dismissed, its layer).
    case register(Key, PresentationOptions, layer: PresentationLayer)
    /// Feed one input to one modal.
    case input(PresentationMachine<ID>.Input, Key)
    /// The modal's anchor has gone: dismiss it if on screen, then forget it.
    case remove(Key)
    /// The app dismisses several modals from code (`StackRouter+Steering.swift`).
    case dismiss(Dismissal, animated: Bool)
  }

  /// What the layer must do, in order.
  package enum Command: Hashable, Sendable {
    /// Carry out one of a stack's effects (by the driver of its key).
    case perform(PresentationStack<Key, ID>.Effect)
    /// The machine's phase or drag progress changed (or it was forgotten): publish it.
    case machineDidStep(Key)
    /// The stack has forgotten the key: let go of its driver.
    case release(Key)
  }

  /// One presentation chain and its stack.
  struct Chain: Hashable, Sendable {
    /// The modal whose own window this chain is, or `nil` for the anchor's window.
    var owner: Key?
    var stack = PresentationStack<Key, ID>()
  }

  /// The anchor window's chain first, then one chain per own-window modal, in the order they
  /// were registered (arrays keep every answer deterministic).
  var chains: [Chain] = [Chain(owner: nil)]
  /// The layer each registered modal stands in now.
  private var layers: [Key: PresentationLayer] = [:]
  /// Layers asked for by a re-registration, applied once the modal is dismissed: a modal on
  /// screen cannot change chains.
  private var wantedLayers: [Key: PresentationLayer] = [:]
  private var queue: [Callback] = []
  /// A caller is draining the queue.
  package private(set) var isStepping = false

  /// Creates a router with no modals.
  package init() {}

  // MARK: - Queue

  /// Queues one callback.
  ///
  /// - Parameter callback: What happened.
  /// - Returns: Whether the caller must drain the queue with ``nextBatch()`` (`false` while
  ///   another caller drains it: the callback is stepped after the current one).
  package mutating func enqueue(_ callback: Callback) -> Bool {
    queue.append(callback)
    guard !isStepping else { return false }
    isStepping = true
    return true
  }

  /// Steps the oldest queued callback.
  ///
  /// - Returns: What to do for it, or `nil` once the queue is empty (the drain ends).
  package mutating func nextBatch() -> [Command]? {
    guard !queue.isEmpty else {
      isStepping = false
      return nil
    }
    return step(queue.removeFirst())
  }

  // MARK: - Reading

  /// The machine of a registered modal, in whichever chain it stands.
  ///
  /// - Parameter key: The modal's key.
  /// - Returns: Its machine, or `nil` if `key` is not registered.
  package func machine(for key: Key) -> PresentationMachine<ID>? {
    chainIndex(of: key).flatMap { chains[$0].stack.machine(for: key) }
  }

  /// The layer a registered modal stands in now.
  ///
  /// - Parameter key: The modal's key.
  /// - Returns: Its layer, or `nil` if `key` is not registered.
  package func layer(of key: Key) -> PresentationLayer? {
    layers[key]
  }

  /// The modals on screen in the chain `key` stands in, bottom first.
  ///
  /// - Parameter key: A registered modal's key.
  /// - Returns: Those modals, or an empty list for an unknown key.
  package func chainModals(of key: Key) -> [Key] {
    chainIndex(of: key).map { chains[$0].stack.modals } ?? []
  }

  /// The modal whose transition runs, for each chain that runs one (never two in one chain).
  package var runningModals: [Key] {
    chains.compactMap(\.stack.runningModal)
  }

  /// Every registered key, chain by chain, in registration order.
  private var registeredKeys: [Key] {
    chains.flatMap(\.stack.registeredKeys)
  }

  // MARK: - Stepping

  private mutating func step(_ callback: Callback) -> [Command] {
    let keysBefore = registeredKeys
    var published: [Key: Published] = [:]
    for key in keysBefore { published[key] = Published(machine(for: key)) }
    var effects: [PresentationStack<Key, ID>.Effect] = []
    switch callback {
    case .register(let key, let options, let layer):
      register(key, options: options, layer: layer, into: &effects)
    case .input(let input, let key):
      // A modal that waits to change layers changes before its binding can present it again.
      moveIfDismissed(key, into: &effects)
      guard let index = chainIndex(of: key) else { break }
      effects += chains[index].stack.step(input, for: key)
    case .remove(let key):
      wantedLayers[key] = nil
      guard let index = chainIndex(of: key) else { break }
      effects += chains[index].stack.remove(key)
    case .dismiss(let dismissal, let animated):
      effects += steer(dismissal, animated: animated)
    }
    for key in registeredKeys { moveIfDismissed(key, into: &effects) }
    let forgotten = keysBefore.filter { machine(for: $0) == nil }
    forget(forgotten)
    var commands = effects.map(Command.perform)
    // A new modal's machine starts dismissed, which its published context shows already; a
    // forgotten one was dismissed before it could be forgotten.
    for key in registeredKeys {
      if let before = published[key], before != Published(machine(for: key)) {
        commands.append(.machineDidStep(key))
      }
    }
    commands += forgotten.map(Command.release)
    return commands
  }

  private mutating func register(
    _ key: Key, options: PresentationOptions, layer: PresentationLayer,
    into effects: inout [PresentationStack<Key, ID>.Effect]
  ) {
    guard let current = layers[key], let index = chainIndex(of: key) else {
      layers[key] = layer
      if layer == .ownWindow { chains.append(Chain(owner: key)) }
      if let index = chainIndex(of: key) { chains[index].stack.register(key, options: options) }
      return
    }
    chains[index].stack.register(key, options: options)
    wantedLayers[key] = layer == current ? nil : layer
    moveIfDismissed(key, into: &effects)
  }

  /// Moves a modal to the layer a re-registration asked for, once it is off screen with no
  /// transition; its binding and anchor readiness come along.
  private mutating func moveIfDismissed(
    _ key: Key, into effects: inout [PresentationStack<Key, ID>.Effect]
  ) {
    guard let layer = wantedLayers[key], let index = chainIndex(of: key),
      let machine = chains[index].stack.machine(for: key), machine.phase == .dismissed,
      !machine.isTransitionRunning, let request = chains[index].stack.request(for: key)
    else { return }
    wantedLayers[key] = nil
    effects += chains[index].stack.remove(key)
    dropChain(ownedBy: key)
    layers[key] = layer
    if layer == .ownWindow { chains.append(Chain(owner: key)) }
    guard let target = chainIndex(of: key) else { return }
    chains[target].stack.register(key, options: machine.options)
    if !request.isPresenterReady {
      effects += chains[target].stack.step(.presenterNotReady, for: key)
    }
    if request.binding != nil {
      effects += chains[target].stack.step(.bindingChanged(request.binding), for: key)
    }
  }

  private mutating func forget(_ keys: [Key]) {
    for key in keys {
      dropChain(ownedBy: key)
      layers[key] = nil
      wantedLayers[key] = nil
    }
  }

  private mutating func dropChain(ownedBy key: Key) {
    chains.removeAll { $0.owner == key }
  }

  func chainIndex(of key: Key) -> Int? {
    switch layers[key] {
    case .window: 0
    case .ownWindow: chains.firstIndex { $0.owner == key }
    case nil: nil
    }
  }

  /// What the layer publishes of a machine: its phase and drag progress.
  private struct Published: Equatable {
    var phase: PresentationPhase?
    var interactiveProgress: Double?

    init(_ machine: PresentationMachine<ID>?) {
      phase = machine?.phase
      interactiveProgress = machine?.interactiveProgress
    }
  }
}
