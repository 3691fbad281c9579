import VeilCore

/// When an auto-dismissing modal (``/VeilCore/ModalStyle/autoDismiss(after:)``) times out, as
/// a value: the interpreter feeds it what happens, with the time on a monotonic clock, and
/// carries out its commands with a timer on the main run loop.
///
/// The clock starts at ``Callback/presented(duration:)`` (the presentation's end, not the
/// request). A finger on the modal (``Callback/touchBegan``, a drag included), VoiceOver's
/// focus inside it (``Callback/voiceOverFocusIn``) or VoiceOver speaking its announcement
/// (``Callback/announcementBegan``) holds it: the timer is cancelled and the
/// time left kept. When nothing holds it any more it runs again with the time left, but never
/// less than ``/VeilCore/ModalStyle/autoDismissGracePeriod``. Each scheduled timer carries a
/// generation, and a firing whose generation is not the last one scheduled is stale and
/// ignored, so a timer cancelled too late never dismisses. Once the modal starts leaving
/// (``Callback/dismissalStarted``) nothing fires any more, until its next presentation.
/// A timeout the modal could not obey (``Callback/timeoutRefused``: another modal stands over
/// it, and dismissing it would take that one too) is tried again after the grace period, so
/// the modal goes within a grace period of being on top again.
///
/// ```swift
/// var timer = AutoDismissTimer()
/// timer.handle(.presented(duration: 3), at: 10)  // [.schedule(after: 3, generation: 1)]
/// timer.handle(.timerFired(generation: 1), at: 13)  // [.dismiss]
/// ```
package struct AutoDismissTimer: Hashable, Sendable {
  /// What happened.
  package enum Callback: Hashable, Sendable {
    /// The presentation completed (`didPresent`); `duration` is the style's, `nil` for none.
    case presented(duration: Double?)
    /// A finger came down on the modal.
    case touchBegan
    /// The last finger on the modal lifted, or its touches were cancelled.
    case touchEnded
    /// VoiceOver's focus moved onto an element inside the modal.
    case voiceOverFocusIn
    /// VoiceOver's focus moved outside the modal, or VoiceOver stopped.
    case voiceOverFocusOut
    /// VoiceOver started speaking the modal's announcement (`ModalAnnouncer`).
    case announcementBegan
    /// VoiceOver finished the announcement, or was interrupted, or gave up on it.
    case announcementEnded
    /// The timer scheduled with this generation fired.
    case timerFired(generation: Int)
    /// The modal did not start to leave on the last ``Command/dismiss``: another modal stands
    /// over it, or it was between two states. The clock tries again after the grace period.
    case timeoutRefused
    /// The modal started leaving, for any reason (`willDismiss`).
    case dismissalStarted
  }

  /// What to do.
  package enum Command: Hashable, Sendable {
    /// Start a timer of `after` seconds, replacing any running one, and report its firing with
    /// `generation`.
    case schedule(after: Double, generation: Int)
    /// Stop the running timer.
    case cancel
    /// The time is up: dismiss the modal (`ModalScreenDriver.Callback.timedOut`).
    case dismiss
  }

  /// Whether a presented modal with a duration is waiting to time out.
  private var isArmed = false
  /// Whether the last ``Command/dismiss`` is waiting for the interpreter's answer.
  private var isAwaitingTimeout = false
  /// When the running timer ends, on the caller's clock; `nil` while none runs.
  private var deadline: Double?
  /// The time left while the timer is held.
  private var remaining = 0.0
  private var touchHolds = false
  private var voiceOverHolds = false
  private var announcementHolds = false
  /// Whether something holds the clock.
  private var isHeldByAnything: Bool { touchHolds || voiceOverHolds || announcementHolds }
  /// The generation of the last timer scheduled.
  private(set) var generation = 0

  /// A timer for a modal that has not been presented.
  package init() {}

  /// Whether the modal is waiting to time out with its timer stopped (a finger on it, or
  /// VoiceOver's focus in it).
  package var isHeld: Bool { isArmed && deadline == nil }

  /// Takes what happened at `now` (seconds on a monotonic clock) and answers what to do.
  ///
  /// - Parameters:
  ///   - callback: What happened.
  ///   - now: The time it happened.
  /// - Returns: The commands, in order.
  package mutating func handle(_ callback: Callback, at now: Double) -> [Command] {
    switch callback {
    case .presented(let duration):
      // The announcement of this presentation is posted just before the clock hears of it.
      guard let duration, duration.isFinite, duration > 0 else {
        return disarm(endingAnnouncement: false)
      }
      var commands = disarm(endingAnnouncement: false)
      isArmed = true
      remaining = duration
      if !isHeldByAnything { commands += start(at: now, after: remaining) }
      return commands
    case .touchBegan:
      touchHolds = true
      return hold(at: now)
    case .voiceOverFocusIn:
      voiceOverHolds = true
      return hold(at: now)
    case .touchEnded:
      touchHolds = false
      return release(at: now)
    case .voiceOverFocusOut:
      voiceOverHolds = false
      return release(at: now)
    case .announcementBegan:
      announcementHolds = true
      return hold(at: now)
    case .announcementEnded:
      announcementHolds = false
      return release(at: now)
    case .timerFired(let fired):
      guard isArmed, deadline != nil, fired == generation else { return [] }
      isArmed = false
      deadline = nil
      isAwaitingTimeout = true
      return [.dismiss]
    case .timeoutRefused:
      guard isAwaitingTimeout else { return [] }
      isAwaitingTimeout = false
      isArmed = true
      remaining = ModalStyle.autoDismissGracePeriod
      return isHeldByAnything ? [] : start(at: now, after: remaining)
    case .dismissalStarted:
      return disarm(endingAnnouncement: true)
    }
  }

  private mutating func start(at now: Double, after seconds: Double) -> [Command] {
    generation &+= 1
    deadline = now + seconds
    return [.schedule(after: seconds, generation: generation)]
  }

  private mutating func hold(at now: Double) -> [Command] {
    guard isArmed, let deadline else { return [] }
    remaining = Swift.max(deadline - now, 0)
    self.deadline = nil
    generation &+= 1
    return [.cancel]
  }

  private mutating func release(at now: Double) -> [Command] {
    guard isArmed, deadline == nil, !isHeldByAnything else { return [] }
    return start(at: now, after: Swift.max(remaining, ModalStyle.autoDismissGracePeriod))
  }

  private mutating func disarm(endingAnnouncement: Bool) -> [Command] {
    let wasRunning = deadline != nil
    isArmed = false
    isAwaitingTimeout = false
    // An announcement belongs to one presentation; a finger and VoiceOver's focus are where
    // they are, and end by themselves.
    if endingAnnouncement { announcementHolds = false }
    deadline = nil
    generation &+= 1
    return wasRunning ? [.cancel] : []
  }
}
