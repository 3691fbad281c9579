/// One modal's lifecycle as a pure state machine: inputs in, effects out, nothing else.
///
/// The machine decides everything that lifecycle bugs are made of: whether a `true` presents,
/// what a `false` mid-flight does, when the binding is written back, which events fire. The
/// UIKit layer only feeds it ``Input``s and performs the ``Effect``s it returns, so the
/// binding and the screen cannot drift apart: the screen shows what the machine says, and the
/// machine always knows what the binding says.
///
/// ```swift
/// var machine = PresentationMachine<ModalIdentity>()
/// machine.step(.bindingChanged(isPresented: true))
/// // [.emit(.willPresent), .beginPresenting(.flag, transition: #1)]
/// machine.step(.bindingChanged(isPresented: true))   // [] — a SwiftUI update, nothing to do
/// machine.step(.transitionFinished(TransitionID(rawValue: 1)))
/// // [.emit(.didPresent)]
/// machine.step(.dragBegan)
/// machine.step(.dragEnded(dismissingTowards: .bottom))
/// // [.emit(.willDismiss(.drag(.bottom))),
/// //  .beginDismissing(transition: #2, animated: true, reason: .drag(.bottom)),
/// //  .writeBindingBack]
/// ```
///
/// ## Rules
///
/// - **Never present twice.** A binding value equal to the last one is ignored, so feeding
///   the binding on every SwiftUI update is safe; a `true` (the same identity) while presenting
///   or presented does nothing.
/// - **Dismiss during presentation reverses it**, and **present during dismissal reverses
///   back**: the running transition turns around (``Effect/reverseTransition(from:to:)``)
///   instead of a second one starting.
/// - **A new identity replaces the content**: the old content is dismissed with reason
///   ``DismissReason/replaced`` and, once it has gone, the new one is presented. Identities
///   that change again while the old content leaves only update what comes next.
/// - **Gestures wait for the presentation**: backdrop taps and drags are ignored until the
///   presentation is logically complete, unless
///   ``PresentationOptions/ignoresGesturesUntilPresented`` is `false`; taps are ignored
///   altogether when ``PresentationOptions/backdropTapDismisses`` is `false`.
/// - **Write back once**: a dismissal the binding did not cause (drag, backdrop tap, escape
///   gesture, parent dismissed) asks for ``Effect/writeBindingBack`` exactly once, and the
///   machine takes the binding to be `nil` from then on, so its echo changes nothing.
/// - **A presenter that is not ready defers**: the presentation starts on
///   ``Input/presenterReady``, with whatever the binding says by then.
/// - **Events once per cycle, in order**: see ``ModalEvent``.
///
/// ## A dismissal reversed back
///
/// When the binding asks for the content that is leaving (the app sets `true` again while the
/// dismissal animates), the machine reverses the dismissal and emits `didDismiss(reason)`
/// then `willPresent` at once; `didPresent` follows when the reversed transition finishes.
/// The app asked for a dismissal and then for a presentation, and it hears both; only the
/// screen takes the short way back. This keeps every cycle `willPresent → didPresent? →
/// willDismiss → didDismiss`, with each event at most once, and the reason of `didDismiss`
/// the reason of its `willDismiss`. (The alternatives break an invariant: emitting nothing
/// would leave a second `willDismiss` to come in the same cycle, and a second `didPresent`
/// would repeat an event.)
///
/// A dismissal with reason ``DismissReason/parentDismissed`` is the exception: it is never
/// reversed. A binding that asks for the modal again while it goes waits, like a request for
/// other content: `didDismiss(.parentDismissed)` arrives when the dismissal ends, and only then
/// does a new cycle begin with `willPresent`.
///
/// ## The binding and the screen agree at rest
///
/// Whenever no transition runs (``runningTransition`` is `nil`), the phase and the binding
/// agree: a modal that is ``PresentationPhase/presented`` or ``PresentationPhase/interactive``
/// shows exactly what the binding asks for, and a ``PresentationPhase/dismissed`` one is asked
/// for by nothing, or waits for its presenter to be ready. While a transition runs, the
/// binding may already ask for the next state; the machine gets there when it ends.
///
/// ## Bad input
///
/// Nothing traps. Inputs that do not fit the phase (a drag that ends before it began, a tap
/// while dismissed, a completion while nothing runs) are ignored; a completion whose id is
/// not the running transition's is stale and ignored; a binding value equal to the last one
/// (a duplicate identity) is ignored; drag progress is clamped to 0…1 with NaN as 0.
///
/// ## Identity
///
/// `ID` is the identity of the content: any `Hashable & Sendable` value. Item-driven modals
/// use the item's id; the SwiftUI layer uses ``ModalIdentity``, which also has a
/// ``ModalIdentity/flag`` for `Bool` bindings. Identities are compared with `==` only.
///
/// ## Cost
///
/// ``step(_:)`` does not allocate (its ``Effects`` are stored inline) and is inlinable, so it
/// is specialised for the caller's `ID`.
public struct PresentationMachine<ID: Hashable & Sendable>: Hashable, Sendable {
  /// How the machine reacts to the user; may be changed at any time, it applies to the next
  /// input.
  public var options: PresentationOptions

  /// The current phase.
  @inlinable public var phase: PresentationPhase { _phase }

  /// The identity of the content on screen (or coming, or leaving); `nil` when dismissed.
  @inlinable public var presentedIdentity: ID? { _presentedIdentity }

  /// What the binding asks for, as last fed, or `nil` after a write back.
  @inlinable public var requestedIdentity: ID? { _requestedIdentity }

  /// Whether a presentation may start now.
  @inlinable public var isPresenterReady: Bool { _isPresenterReady }

  /// How far the drag has taken the modal towards dismissal, 0…1; 0 outside
  /// ``PresentationPhase/interactive``.
  @inlinable public var interactiveProgress: Double { _interactiveProgress }

  /// The transition whose end the machine waits for, if any.
  ///
  /// Set while presenting or dismissing, and while a drag holds a modal whose presentation
  /// had not finished (possible only when gestures do not wait for the presentation).
  @inlinable public var runningTransition: TransitionID? { _runningTransition }

  // The state. Internal and usable from inlinable code, so that `step` is specialised for the
  // caller's `ID` across the module boundary: unspecialised, a step costs two orders of
  // magnitude more.
  @usableFromInline var _phase = PresentationPhase.dismissed
  @usableFromInline var _presentedIdentity: ID?
  @usableFromInline var _requestedIdentity: ID?
  @usableFromInline var _isPresenterReady: Bool
  @usableFromInline var _interactiveProgress = 0.0
  @usableFromInline var _runningTransition: TransitionID?
  /// The reason of the running dismissal.
  @usableFromInline var dismissalReason = DismissReason.programmatic
  /// The number of the last transition made.
  @usableFromInline var lastTransitionNumber: UInt64 = 0

  /// Creates a machine for a dismissed modal.
  ///
  /// - Parameters:
  ///   - options: How it reacts to the user.
  ///   - isPresenterReady: Whether presentations may start at once (`true` by default).
  public init(options: PresentationOptions = PresentationOptions(), isPresenterReady: Bool = true) {
    self.options = options
    _isPresenterReady = isPresenterReady
  }

  /// Whether a presentation or dismissal transition is running.
  @inlinable public var isTransitionRunning: Bool {
    _runningTransition != nil
  }

  /// Takes one input and answers what to do.
  ///
  /// Never traps: an input that makes no sense now is ignored and returns no effects.
  ///
  /// - Parameter input: What happened.
  /// - Returns: What the driver must do, in order (at most three effects).
  @discardableResult
  @inlinable public mutating func step(_ input: Input) -> Effects {
    var effects = Effects()
    switch input {
    case .bindingChanged(let identity):
      bindingChanged(to: identity, into: &effects)
    case .transitionFinished(let transition):
      transitionFinished(transition, into: &effects)
    case .dragBegan:
      dragBegan()
    case .dragChanged(let progress):
      if _phase == .interactive { _interactiveProgress = progress.unitClamped }
    case .dragEnded(let edge):
      dragEnded(dismissingTowards: edge, into: &effects)
    case .backdropTapped:
      if options.backdropTapDismisses {
        userDismissed(reason: .backdropTap, isGesture: true, into: &effects)
      }
    case .escapeGesture:
      userDismissed(reason: .escapeGesture, isGesture: false, into: &effects)
    case .parentDismissed:
      parentDismissed(into: &effects)
    case .presenterNotReady:
      _isPresenterReady = false
    case .presenterReady:
      _isPresenterReady = true
      presentRequestedIfPossible(into: &effects)
    case .timedOut:
      if _phase == .presented { userDismissed(reason: .timeout, isGesture: false, into: &effects) }
    }
    return effects
  }

  // MARK: - Inputs

  @inlinable mutating func bindingChanged(to identity: ID?, into effects: inout Effects) {
    guard identity != _requestedIdentity else { return }
    _requestedIdentity = identity
    switch _phase {
    case .dismissed:
      presentRequestedIfPossible(into: &effects)
    case .presenting, .presented, .interactive:
      guard identity != _presentedIdentity else { return }
      leave(reason: identity == nil ? .programmatic : .replaced, animated: true, into: &effects)
    case .dismissing:
      // Only the content that is leaving can come back; any other waits for the dismissal. A
      // modal whose parent went is not turned around (its dismissal is not even animated): the
      // request waits too, and starts a new cycle once the dismissal is over.
      if identity != nil, identity == _presentedIdentity, dismissalReason != .parentDismissed {
        reverseIntoPresentation(into: &effects)
      }
    }
  }

  @inlinable mutating func transitionFinished(
    _ transition: TransitionID, into effects: inout Effects
  ) {
    guard transition == _runningTransition else { return }
    _runningTransition = nil
    switch _phase {
    case .presenting:
      _phase = .presented
      effects.append(.emit(.didPresent))
    case .interactive:
      // The presentation completed under the finger; the drag goes on.
      effects.append(.emit(.didPresent))
    case .dismissing:
      _phase = .dismissed
      _presentedIdentity = nil
      effects.append(.emit(.didDismiss(dismissalReason)))
      dismissalReason = .programmatic
      presentRequestedIfPossible(into: &effects)
    case .dismissed, .presented:
      break
    }
  }

  @inlinable mutating func dragBegan() {
    switch _phase {
    case .presented:
      break
    case .presenting where !options.ignoresGesturesUntilPresented:
      break
    default:
      return
    }
    _phase = .interactive
    _interactiveProgress = 0
  }

  @inlinable mutating func dragEnded(
    dismissingTowards edge: ModalEdge?, into effects: inout Effects
  ) {
    guard _phase == .interactive else { return }
    if let edge {
      userDismissed(reason: .drag(edge), isGesture: true, into: &effects)
    } else {
      _phase = isTransitionRunning ? .presenting : .presented
      _interactiveProgress = 0
    }
  }

  @inlinable mutating func userDismissed(
    reason: DismissReason, isGesture: Bool, into effects: inout Effects
  ) {
    switch _phase {
    case .dismissed, .dismissing:
      return
    case .presenting:
      if isGesture && options.ignoresGesturesUntilPresented { return }
    case .interactive:
      // A finger holds the modal: only the drag itself, or the escape gesture, ends it.
      if reason == .backdropTap { return }
    case .presented:
      break
    }
    leave(reason: reason, animated: true, into: &effects)
    writeBindingBack(into: &effects)
  }

  @inlinable mutating func parentDismissed(into effects: inout Effects) {
    switch _phase {
    case .dismissed, .dismissing:
      // Nothing more may come up over a parent that has gone.
      writeBindingBack(into: &effects)
    case .presenting, .presented, .interactive:
      leave(reason: .parentDismissed, animated: false, into: &effects)
      writeBindingBack(into: &effects)
    }
  }

  // MARK: - Transitions

  @inlinable mutating func presentRequestedIfPossible(into effects: inout Effects) {
    guard _phase == .dismissed, _isPresenterReady, let identity = _requestedIdentity else { return }
    let transition = makeTransitionID()
    _phase = .presenting
    _presentedIdentity = identity
    _runningTransition = transition
    effects.append(.emit(.willPresent))
    effects.append(.beginPresenting(identity, transition: transition))
  }

  /// Starts dismissing what is on screen: reverses a running presentation, or begins a
  /// dismissal.
  @inlinable mutating func leave(reason: DismissReason, animated: Bool, into effects: inout Effects)
  {
    let transition = makeTransitionID()
    effects.append(.emit(.willDismiss(reason)))
    if let running = _runningTransition {
      effects.append(.reverseTransition(from: running, to: transition))
    } else {
      effects.append(.beginDismissing(transition: transition, animated: animated, reason: reason))
    }
    _phase = .dismissing
    dismissalReason = reason
    _runningTransition = transition
    _interactiveProgress = 0
  }

  @inlinable mutating func reverseIntoPresentation(into effects: inout Effects) {
    guard let running = _runningTransition else { return }
    let transition = makeTransitionID()
    effects.append(.emit(.didDismiss(dismissalReason)))
    effects.append(.emit(.willPresent))
    effects.append(.reverseTransition(from: running, to: transition))
    _phase = .presenting
    dismissalReason = .programmatic
    _runningTransition = transition
  }

  @inlinable mutating func writeBindingBack(into effects: inout Effects) {
    guard _requestedIdentity != nil else { return }
    _requestedIdentity = nil
    effects.append(.writeBindingBack)
  }

  @inlinable mutating func makeTransitionID() -> TransitionID {
    lastTransitionNumber &+= 1
    return TransitionID(rawValue: lastTransitionNumber)
  }
}
