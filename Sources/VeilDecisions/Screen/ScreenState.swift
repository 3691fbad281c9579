import VeilCore

/// What UIKit shows of one modal, as ``ModalScreenDriver/screen`` keeps it, and what the driver
/// must do to bring the screen where the ``PresentationMachine`` expects it.
///
/// The machine's transitions end when the driver says so, but the screen has a life of its
/// own: UIKit may still be animating a presentation the machine already counts as presented
/// (logically complete), a sheet's transition cannot be turned around, and a modal may have
/// been taken away by UIKit because a controller below it went. After every effect the driver
/// asks ``command(towardsPresented:canReverse:)`` what to do about the transition the machine
/// waits for.
///
/// ```swift
/// let screen = ScreenState.presenting(isReversed: false)
/// screen.command(towardsPresented: false, canReverse: true)    // .reverse
/// screen.command(towardsPresented: false, canReverse: false)   // .wait (a sheet: UIKit's own)
/// ScreenState.absent.command(towardsPresented: false, canReverse: false)   // .report
/// ```
package enum ScreenState: Hashable, Sendable {
  /// Nothing is on screen.
  case absent
  /// A presentation transition runs; `isReversed` when it has been turned around and is on
  /// its way back out (it then ends with the modal absent).
  case presenting(isReversed: Bool)
  /// The modal is on screen and no transition runs.
  case presented
  /// A dismissal transition runs; `isReversed` when it has been turned around and is on its
  /// way back in (it then ends with the modal presented).
  case dismissing(isReversed: Bool)

  /// What the driver does next.
  ///
  /// ```swift
  /// switch screen.command(towardsPresented: true, canReverse: animator.canReverse) {
  /// case .report: machine.step(.transitionFinished(id))
  /// case .present: present()
  /// case .dismiss: dismiss()
  /// case .reverse: animator.reverse()
  /// case .wait: break
  /// }
  /// ```
  package enum Command: Hashable, Sendable {
    /// The screen already shows what the machine expects: report the transition finished.
    case report
    /// Nothing is on screen and the modal must come: start a presentation.
    case present
    /// The modal rests on screen and must go: start a dismissal.
    case dismiss
    /// A running transition goes the wrong way and can be turned around: turn it.
    case reverse
    /// A running transition goes the right way, or goes the wrong way and cannot be turned
    /// around: wait for its end, then ask again.
    case wait
  }

  /// Whether the running transition ends with the modal on screen; `nil` when none runs.
  package var endsPresented: Bool? {
    switch self {
    case .absent, .presented: nil
    case .presenting(let isReversed): !isReversed
    case .dismissing(let isReversed): isReversed
    }
  }

  /// Whether a presentation transition runs, turned around or not.
  package var isPresenting: Bool {
    if case .presenting = self { return true }
    return false
  }

  /// Whether a dismissal transition runs, turned around or not.
  package var isDismissing: Bool {
    if case .dismissing = self { return true }
    return false
  }

  /// Whether the running transition has been turned around; `false` when none runs.
  package var isReversed: Bool {
    switch self {
    case .absent, .presented: false
    case .presenting(let isReversed), .dismissing(let isReversed): isReversed
    }
  }

  /// The same screen with its running transition going the given way; unchanged when none
  /// runs.
  ///
  /// - Parameter isReversed: Whether the transition is turned around.
  /// - Returns: The screen.
  package func reversed(_ isReversed: Bool) -> ScreenState {
    switch self {
    case .absent, .presented: self
    case .presenting: .presenting(isReversed: isReversed)
    case .dismissing: .dismissing(isReversed: isReversed)
    }
  }

  /// What to do so that the screen ends where the machine expects it.
  ///
  /// - Parameters:
  ///   - towardsPresented: Whether the machine expects the modal on screen (a presentation)
  ///     or gone (a dismissal).
  ///   - canReverse: Whether the running transition, if any, can be turned around (a Veil
  ///     animator that is still running can; UIKit's sheet transitions cannot).
  /// - Returns: The command.
  package func command(towardsPresented: Bool, canReverse: Bool) -> Command {
    switch self {
    case .absent: return towardsPresented ? .present : .report
    case .presented: return towardsPresented ? .report : .dismiss
    case .presenting, .dismissing:
      if endsPresented == towardsPresented { return .wait }
      return canReverse ? .reverse : .wait
    }
  }
}
