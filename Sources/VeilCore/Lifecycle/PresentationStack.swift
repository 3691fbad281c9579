/// The modals of one window, in the order they stand, with one transition at a time.
///
/// The stack stands for one UIKit presentation chain. The Veil layer keeps one for a window's
/// modals and one more for each modal presented from a window of its own (a backdrop that
/// passes taps through), which neither waits for nor owns the modals opened after it.
///
/// A modal can open from inside a sheet that opened from a popover: each is a
/// ``PresentationMachine``, and the stack holds them all, keyed by a `Key` the driver chooses
/// (one per modal anchor). It feeds each machine the inputs the layer reports, but holds back
/// any input that would start a transition when UIKit would refuse it:
///
/// - **One transition at a time.** UIKit refuses to present or dismiss while another
///   presentation or dismissal runs ("Attempt to present … while a presentation is in
///   progress"), so a modal whose binding asks for it waits, in the order the requests came,
///   until the running transition ends (or the finger dragging the top modal lifts).
///   Reversing the running transition is always allowed.
/// - **Present over the top.** A presentation goes over the topmost modal that is not being
///   dismissed (``presenter``), or over the window's root when there is none.
/// - **Dismiss from the top down.** When a modal must go (its binding says so, or
///   ``PresentationMachine/Input/parentDismissed`` or ``remove(_:)``), the modals above it go
///   first, innermost first, one transition at a time, each with reason
///   ``DismissReason/parentDismissed`` (not animated, and with its binding written back),
///   unless its own binding already asked for its dismissal, which then gives the reason.
///   While they go, their bindings cannot bring them back; a binding that asks for one again
///   is a new request, served once the modal that had to go has gone.
/// - **Several at once, from code.** ``dismiss(_:animated:)`` takes all the modals, those
///   above one, or the top few, through the same cascade: the lowest of them animates and
///   leaves for ``DismissReason/programmatic``, those above it go first.
/// - **Only the top takes the user's input.** Drags, backdrop taps and the escape gesture
///   reach the topmost modal only, and not while it is going because a modal below it goes.
///
/// Inputs for a key that was never registered (or was removed) are ignored. Registering a key
/// twice keeps its state and only updates its options. Bindings travel through the stack as
/// the machine's do: feed them on every update, equal values change nothing. At rest (no
/// transition runs and no finger drags the top modal) every modal on screen shows what its
/// binding asks for, and every other modal is asked for by nothing or waits for its presenter.
///
/// ```swift
/// var stack = PresentationStack<String, ModalIdentity>()
/// stack.register("sheet")
/// stack.register("alert")
/// stack.step(.bindingChanged(isPresented: true), for: "sheet")   // presents over the root
/// stack.step(.bindingChanged(isPresented: true), for: "alert")   // [] — queued
/// stack.step(.transitionFinished(TransitionID(rawValue: 1)), for: "sheet")
/// // […, .beginPresenting("alert", .flag, transition: #1, over: "sheet")]
/// ```
public struct PresentationStack<Key: Hashable & Sendable, ID: Hashable & Sendable>: Hashable,
  Sendable
{
  /// One registered modal.
  struct Entry: Hashable, Sendable {
    var key: Key
    var machine: PresentationMachine<ID>
    /// The binding as the layer last reported it (or as written back).
    var binding: ID?
    /// The anchor's readiness as the layer last reported it.
    var isPresenterReady = true
    /// The modal must go with reason parentDismissed once those above it have gone.
    var isDismissalRequested = false
    /// The anchor has gone: dismiss, then forget.
    var isRemoved = false
    /// When the binding last went from nothing to an identity: presentations wait in this
    /// order.
    var requestNumber: UInt64 = 0
    /// A dismissal from code asked for no animation: the next dismissal it begins is not
    /// animated (``dismiss(_:animated:)``).
    var dismissesWithoutAnimation = false
  }

  /// The registered modals, in registration order (a plain array: a window holds a handful,
  /// and the order keeps every decision deterministic).
  var entries: [Entry] = []

  /// The keys of the modals on screen, from the bottom (presented over the root) to the top.
  public private(set) var modals: [Key] = []

  /// The number of the last presentation request.
  private var lastRequestNumber: UInt64 = 0

  /// Creates an empty stack.
  public init() {}

  /// The modal a new presentation would go over: the topmost that is not being dismissed, or
  /// `nil` for the window's root.
  public var presenter: Key? {
    modals.last { key in machine(for: key)?.phase != .dismissing }
  }

  /// The modal whose transition is running, if any (there is never more than one).
  public var runningModal: Key? {
    entries.first { $0.machine.isTransitionRunning }?.key
  }

  /// The keys of the registered modals, in registration order.
  public var registeredKeys: [Key] {
    entries.map(\.key)
  }

  /// The machine of a registered modal.
  ///
  /// - Parameter key: The modal's key.
  /// - Returns: Its machine, or `nil` if `key` is not registered.
  public func machine(for key: Key) -> PresentationMachine<ID>? {
    entries.first { $0.key == key }?.machine
  }

  /// What the layer last reported for a registered modal: its binding (or `nil` once written
  /// back) and its anchor's readiness, which the machine may not have seen yet (held back).
  ///
  /// A router that moves a dismissed modal to another stack carries these over.
  ///
  /// - Parameter key: The modal's key.
  /// - Returns: The binding and readiness, or `nil` if `key` is not registered.
  package func request(for key: Key) -> (binding: ID?, isPresenterReady: Bool)? {
    entries.first { $0.key == key }.map { ($0.binding, $0.isPresenterReady) }
  }

  /// Adds a modal, dismissed, with its anchor ready; or, if `key` is registered already,
  /// updates its options and keeps its state (a removal under way is called off).
  ///
  /// - Parameters:
  ///   - key: The modal's key.
  ///   - options: How it reacts to the user.
  public mutating func register(_ key: Key, options: PresentationOptions = PresentationOptions()) {
    if let index = index(of: key) {
      entries[index].machine.options = options
      entries[index].isRemoved = false
    } else {
      entries.append(Entry(key: key, machine: PresentationMachine(options: options), binding: nil))
    }
  }

  /// Removes a modal whose anchor has gone: if it is on screen it is dismissed first (reason
  /// ``DismissReason/programmatic``, as if its binding had become `nil`, after those above it),
  /// and forgotten once it has gone.
  ///
  /// - Parameter key: The modal's key; an unknown key is ignored.
  /// - Returns: What the layer must do now.
  @discardableResult
  public mutating func remove(_ key: Key) -> [Effect] {
    guard let index = index(of: key) else { return [] }
    entries[index].isRemoved = true
    entries[index].isDismissalRequested = false
    entries[index].binding = nil
    var effects: [Effect] = []
    settle(into: &effects)
    forgetRemovedEntries()
    return effects
  }

  /// Takes one input for one modal and answers what to do, for this and any other modal.
  ///
  /// Never traps: inputs for unknown keys, stale completions and inputs that make no sense
  /// now are ignored.
  ///
  /// - Parameters:
  ///   - input: What happened.
  ///   - key: The modal it happened to.
  /// - Returns: What the layer must do, in order.
  @discardableResult
  public mutating func step(_ input: PresentationMachine<ID>.Input, for key: Key) -> [Effect] {
    guard let index = index(of: key) else { return [] }
    var effects: [Effect] = []
    let entry = entries[index]
    switch input {
    case .transitionFinished:
      deliver(input, to: index, into: &effects)
    case .bindingChanged(let identity):
      guard !entry.isRemoved, identity != entry.binding else { break }
      // A new request queues at the back; a request that changes its item keeps its place.
      if identity != nil, entry.binding == nil {
        lastRequestNumber &+= 1
        entries[index].requestNumber = lastRequestNumber
      }
      entries[index].binding = identity
      if identity != nil { entries[index].dismissesWithoutAnimation = false }
    case .presenterNotReady:
      entries[index].isPresenterReady = false
      deliver(input, to: index, into: &effects)
    case .presenterReady:
      entries[index].isPresenterReady = true
    case .parentDismissed:
      guard !entry.isRemoved else { break }
      if entry.machine.phase == .dismissed {
        // Nothing may come up over a parent that has gone: a waiting presentation is called
        // off and its binding written back (the machine is brought in step as it settles).
        if entry.binding != nil {
          entries[index].binding = nil
          effects.append(.writeBindingBack(key))
        }
      } else {
        entries[index].isDismissalRequested = true
      }
    case .dragBegan, .dragChanged, .dragEnded, .backdropTapped, .escapeGesture, .timedOut:
      // A timeout goes as the user's dismissals do: a modal with another over it does not go,
      // which would take the one above with it.
      if takesUserInput(key) { deliver(input, to: index, into: &effects) }
    }
    settle(into: &effects)
    forgetRemovedEntries()
    return effects
  }

  // MARK: - Delivering

  /// Steps one machine and turns its effects into the stack's, keeping ``modals`` in step.
  mutating func deliver(
    _ input: PresentationMachine<ID>.Input, to index: Int, into effects: inout [Effect]
  ) {
    let key = entries[index].key
    for effect in entries[index].machine.step(input) {
      switch effect {
      case .beginPresenting(let identity, let transition):
        modals.removeAll { $0 == key }
        effects.append(.beginPresenting(key, identity, transition: transition, over: presenter))
        modals.append(key)
      case .beginDismissing(let transition, let animated, let reason):
        let isAnimated = animated && !entries[index].dismissesWithoutAnimation
        entries[index].dismissesWithoutAnimation = false
        effects.append(
          .beginDismissing(key, transition: transition, animated: isAnimated, reason: reason))
      case .reverseTransition(let from, let to):
        effects.append(.reverseTransition(key, from: from, to: to))
      case .writeBindingBack:
        // The machine may not have seen the latest binding yet (it was held back); writing
        // back a binding that is nil already would be a second write.
        if entries[index].binding != nil {
          entries[index].binding = nil
          effects.append(.writeBindingBack(key))
        }
      case .emit(let event):
        effects.append(.emit(key, event))
      }
    }
    if entries[index].machine.phase == .dismissed {
      modals.removeAll { $0 == key }
      entries[index].isDismissalRequested = false
      entries[index].dismissesWithoutAnimation = false
    }
  }

  /// Whether the user's input may reach this modal now.
  func takesUserInput(_ key: Key) -> Bool {
    guard modals.last == key, let entry = entries.first(where: { $0.key == key }),
      !entry.isRemoved
    else { return false }
    let running = runningModal
    guard running == nil || running == key else { return false }
    // Not while it is doomed by a modal below that must go.
    if let leaving = lowestLeavingPosition(), leaving < modals.count - 1 { return false }
    return true
  }

  mutating func forgetRemovedEntries() {
    entries.removeAll { $0.isRemoved && $0.machine.phase == .dismissed }
  }

  func index(of key: Key) -> Int? {
    entries.firstIndex { $0.key == key }
  }
}
