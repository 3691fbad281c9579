extension PresentationMachine {
  /// Something the machine asks its driver (the UIKit layer, a test) to do.
  ///
  /// The driver performs the effects of one step in the order given.
  ///
  /// ```swift
  /// for effect in machine.step(input) {
  ///   switch effect {
  ///   case .beginPresenting(let id, let transition): present(content(for: id), transition)
  ///   case .beginDismissing(let transition, let animated, _): dismiss(animated, transition)
  ///   case .reverseTransition(let old, let new): reverseAnimator(from: old, reporting: new)
  ///   case .writeBindingBack: isPresented = false
  ///   case .emit(let event): onModalEvent(event)
  ///   }
  /// }
  /// ```
  public enum Effect: Hashable, Sendable {
    /// Present the content with this identity, animated; report the end with `transition`.
    case beginPresenting(ID, transition: TransitionID)
    /// Dismiss what is on screen; report the end with `transition`.
    ///
    /// `animated` is `false` only for ``DismissReason/parentDismissed``: the modal goes with
    /// the one below it, and only the lowest dismissal animates.
    case beginDismissing(transition: TransitionID, animated: Bool, reason: DismissReason)
    /// Turn the running transition around, and report the end of the reversed one as `to`.
    ///
    /// If the transition `from` has already ended on screen, run the opposite transition
    /// instead; either way the machine then waits for `to` only, and a late report of `from`
    /// is ignored.
    case reverseTransition(from: TransitionID, to: TransitionID)
    /// Set the binding to `false` (or `nil` for an item): the user dismissed the modal.
    ///
    /// Asked for once per dismissal that the binding did not cause; the binding's echo (the
    /// `false` fed back on the next update) is then a value the machine already has.
    case writeBindingBack
    /// Deliver this event to the app.
    case emit(ModalEvent)
  }

  /// The effects of one step: at most ``capacity``, stored inline with no allocation.
  ///
  /// A step never asks for more than three effects (finishing a dismissal and presenting the
  /// next item: `didDismiss`, `willPresent`, `beginPresenting`); the fourth slot is headroom.
  ///
  /// ```swift
  /// let effects = machine.step(.bindingChanged(isPresented: true))
  /// effects.count          // 2
  /// Array(effects)         // [.emit(.willPresent), .beginPresenting(.flag, transition: #1)]
  /// ```
  public struct Effects: RandomAccessCollection, Hashable, Sendable, CustomStringConvertible {
    /// How many effects fit.
    public static var capacity: Int { 4 }

    // Unused slots hold `.writeBindingBack` as a filler; `storedCount` says how many are real.
    // Usable from inlinable code, so that the caller's `ID` specialises the list.
    @usableFromInline var first = Effect.writeBindingBack
    @usableFromInline var second = Effect.writeBindingBack
    @usableFromInline var third = Effect.writeBindingBack
    @usableFromInline var fourth = Effect.writeBindingBack
    @usableFromInline var storedCount = 0

    /// An empty list.
    @inlinable public init() {}

    /// The number of effects.
    @inlinable public var count: Int { storedCount }

    /// The position of the first effect, 0.
    @inlinable public var startIndex: Int { 0 }

    /// The position after the last effect: ``count``.
    @inlinable public var endIndex: Int { storedCount }

    /// The effect at `position`, which must be in `0..<count`.
    ///
    /// - Parameter position: The effect's position.
    @inlinable public subscript(position: Int) -> Effect {
      precondition(position >= 0 && position < storedCount, "Effect position out of range")
      switch position {
      case 0: return first
      case 1: return second
      case 2: return third
      default: return fourth
      }
    }

    /// Adds an effect at the end; past ``capacity`` the effect is dropped.
    ///
    /// The machine never asks for more than three, and a test proves it over a long random
    /// run; dropping rather than trapping keeps a future mistake from crashing an app.
    @inlinable mutating func append(_ effect: Effect) {
      switch storedCount {
      case 0: first = effect
      case 1: second = effect
      case 2: third = effect
      case 3: fourth = effect
      default: return
      }
      storedCount += 1
    }

    /// Whether two lists hold the same effects in the same order.
    ///
    /// - Parameters:
    ///   - lhs: One list.
    ///   - rhs: Another list.
    /// - Returns: `true` when both lists hold the same effects in the same order.
    public static func == (lhs: Effects, rhs: Effects) -> Bool {
      lhs.elementsEqual(rhs)
    }

    /// Hashes the effects in order.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(count)
      for effect in self { hasher.combine(effect) }
    }

    /// The effects, as an array would print them.
    public var description: String {
      Array(self).description
    }
  }
}
