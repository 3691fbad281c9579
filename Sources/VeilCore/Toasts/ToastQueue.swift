/// The toasts of one screen: which show, which wait and in what order, as a value the iOS layer
/// feeds and whose effects it plays.
///
/// The app gives it toasts (``enqueue(id:priority:arrival:duplicates:)``) and hides them
/// (``hide(id:)``, ``hideAll()``); the screen reports when one has left
/// (``didDismiss(id:reason:)``), by the user's hand, a timeout or the queue's own request. The
/// queue answers with ``Effect``s: show a toast, change the content of one on screen, dismiss
/// one, and end a request, which writes its binding back. The rules:
///
/// - **Arrival.** A ``ToastArrival/waits`` toast is shown alone, when no toast is on screen. A
///   ``ToastArrival/stacks`` toast joins the toasts on screen while they all stack and fewer
///   than ``maximumOnScreen`` show. A toast that cannot be shown waits.
/// - **Order.** Waiting toasts are served by priority, highest first, then in the order they
///   arrived; only the first in that order may be shown, so no toast ever goes ahead of one
///   that outranks it (or that came before it with the same priority).
/// - **Pre-emption.** When the first waiting toast is ``ToastPriority/critical`` and cannot be
///   shown, the toasts of lower priority that stand in its way are dismissed with
///   ``DismissReason/replaced``: every toast on screen for a toast that waits (or a toast that
///   waits on screen, for one that stacks), the oldest one for a full stack. A critical toast
///   never dismisses another critical one: it waits for it. A dismissed toast is not shown
///   again: its request ends.
/// - **Duplicates.** A toast whose identifier is on screen (not leaving) or waiting is a
///   duplicate: ignored, or put in the place of the other, as its ``ToastDuplicatePolicy``
///   says. A toast whose identifier is leaving the screen waits until it has left.
/// - **Every request ends once.** Each toast given to the queue ends with exactly one
///   ``Effect/finish(_:_:)``, shown or not, with its ``ToastDeparture``. A toast on screen ends
///   when the screen reports that it has left.
///
/// Inputs that make no sense now (an unknown identifier, a second report) are ignored; the
/// queue never traps.
///
/// ```swift
/// var queue = ToastQueue<String>()
/// queue.enqueue(id: "saved").effects       // [.show(saved)]
/// queue.enqueue(id: "synced").effects      // [] — waits
/// queue.didDismiss(id: "saved", reason: .drag(.top))
/// // [.finish(saved, .dismissed(.drag(.top))), .show(synced)]
/// ```
public struct ToastQueue<ID: Hashable & Sendable>: Hashable, Sendable {
  /// One toast the app asked for: its identifier, its request's ticket and how it queues.
  ///
  /// ```swift
  /// let saved = queue.enqueue(id: "saved", arrival: .stacks).toast
  /// queue.onScreen.contains(saved)  // true, when there was room
  /// ```
  public struct Toast: Hashable, Sendable {
    /// The app's identifier: equal identifiers are duplicates.
    public var id: ID
    /// This request's number: unique in its queue, in the order the requests came.
    public var ticket: UInt64
    /// How urgent it is.
    public var priority: ToastPriority
    /// Whether it waits its turn or stacks.
    public var arrival: ToastArrival
  }

  /// A toast on screen.
  struct Slot: Hashable, Sendable {
    var toast: Toast
    /// The reason the queue asked it to leave with, once it has asked.
    var leaving: DismissReason?
  }

  /// The default ``maximumOnScreen``: three toasts, as many as fit above a phone's keyboard
  /// at 80 pt each with room to spare.
  public static var defaultMaximumOnScreen: Int { 3 }

  /// The most toasts on screen at once, at least 1.
  public let maximumOnScreen: Int

  /// The toasts on screen, leaving ones included, oldest first (the newest stands nearest the
  /// edge).
  public var onScreen: [Toast] { slots.map(\.toast) }

  /// The identifiers of the toasts on screen that are leaving at the queue's request.
  public var leaving: [ID] { slots.filter { $0.leaving != nil }.map(\.toast.id) }

  /// The waiting toasts, in the order they will be served.
  public private(set) var waiting: [Toast] = []

  var slots: [Slot] = []
  private var lastTicket: UInt64 = 0

  /// An empty queue.
  ///
  /// - Parameter maximumOnScreen: The most toasts shown at once when they stack; below 1 (or
  ///   more than 1 000) is clamped to 1 (or 1 000).
  public init(maximumOnScreen: Int = ToastQueue.defaultMaximumOnScreen) {
    self.maximumOnScreen = min(max(maximumOnScreen, 1), 1_000)
  }

  /// What enqueuing a toast gave: the toast, with the ticket that names its request, and the
  /// effects to play.
  ///
  /// ```swift
  /// let enqueued = queue.enqueue(id: "saved")
  /// requests[enqueued.toast.ticket] = binding
  /// play(enqueued.effects)
  /// ```
  public struct Enqueued: Hashable, Sendable {
    /// The new toast (its ticket names this request in ``Effect/finish(_:_:)``).
    public var toast: Toast
    /// What the layer must do, in order.
    public var effects: [Effect]
  }

  /// Adds a toast: shown now if it can be, otherwise waiting, or ended at once as a duplicate.
  ///
  /// - Parameters:
  ///   - id: The app's identifier; equal identifiers are duplicates.
  ///   - priority: How urgent it is.
  ///   - arrival: Whether it waits its turn or joins the toasts on screen.
  ///   - duplicates: What to do when a toast with this identifier is on screen or waiting.
  /// - Returns: The toast, with its ticket, and the effects.
  @discardableResult
  public mutating func enqueue(
    id: ID,
    priority: ToastPriority = .normal,
    arrival: ToastArrival = .waits,
    duplicates: ToastDuplicatePolicy = .ignore
  ) -> Enqueued {
    lastTicket &+= 1
    let toast = Toast(id: id, ticket: lastTicket, priority: priority, arrival: arrival)
    var effects: [Effect] = []
    if let index = slots.firstIndex(where: { $0.toast.id == id && $0.leaving == nil }) {
      switch duplicates.kind {
      case .ignore:
        effects.append(.finish(toast, .ignoredAsDuplicate))
      case .replaceExisting:
        effects.append(.finish(slots[index].toast, .replacedByDuplicate))
        slots[index].toast = toast
        effects.append(.update(toast))
      }
    } else if let index = waiting.firstIndex(where: { $0.id == id }) {
      switch duplicates.kind {
      case .ignore:
        effects.append(.finish(toast, .ignoredAsDuplicate))
      case .replaceExisting:
        effects.append(.finish(waiting.remove(at: index), .replacedByDuplicate))
        insertWaiting(toast)
      }
    } else {
      insertWaiting(toast)
    }
    serve(into: &effects)
    return Enqueued(toast: toast, effects: effects)
  }

  /// Hides the toast with this identifier: dismissed if it is on screen
  /// (``DismissReason/programmatic``), ended if it waits. An unknown identifier, or a toast
  /// already leaving, changes nothing.
  ///
  /// - Parameter id: The toast's identifier.
  /// - Returns: What the layer must do, in order.
  @discardableResult
  public mutating func hide(id: ID) -> [Effect] {
    var effects: [Effect] = []
    if let index = waiting.firstIndex(where: { $0.id == id }) {
      effects.append(.finish(waiting.remove(at: index), .hiddenWhileWaiting))
    }
    if let index = slots.firstIndex(where: { $0.toast.id == id && $0.leaving == nil }) {
      dismissSlot(at: index, reason: .programmatic, into: &effects)
    }
    serve(into: &effects)
    return effects
  }

  /// Hides every toast: those waiting end in the order they would have been served, then those
  /// on screen are dismissed newest first (``DismissReason/programmatic``). Toasts enqueued
  /// afterwards are served as usual, once the screen has room.
  ///
  /// - Returns: What the layer must do, in order.
  @discardableResult
  public mutating func hideAll() -> [Effect] {
    var effects = waiting.map { Effect.finish($0, .hiddenWhileWaiting) }
    waiting.removeAll()
    for index in slots.indices.reversed() where slots[index].leaving == nil {
      dismissSlot(at: index, reason: .programmatic, into: &effects)
    }
    return effects
  }

  /// The screen reports that a toast has left, whoever dismissed it: its request ends, and the
  /// toasts that were waiting for the place are shown.
  ///
  /// - Parameters:
  ///   - id: The toast's identifier; one that is not on screen is ignored.
  ///   - reason: Why it left, as the screen saw it; the queue's own reason wins when it asked.
  /// - Returns: What the layer must do, in order.
  @discardableResult
  public mutating func didDismiss(id: ID, reason: DismissReason) -> [Effect] {
    // One toast per identifier is on screen: an equal one waits until it has left.
    guard let index = slots.firstIndex(where: { $0.toast.id == id }) else { return [] }
    let slot = slots.remove(at: index)
    var effects: [Effect] = [.finish(slot.toast, .dismissed(slot.leaving ?? reason))]
    serve(into: &effects)
    return effects
  }

  // MARK: - Serving

  /// Inserts a toast among the waiting ones: after every toast of its priority or higher.
  private mutating func insertWaiting(_ toast: Toast) {
    let index = waiting.firstIndex { $0.priority < toast.priority } ?? waiting.endIndex
    waiting.insert(toast, at: index)
  }

  /// Shows the first waiting toasts while they can be shown; when the first cannot and it
  /// pre-empts, dismisses what stands in its way.
  private mutating func serve(into effects: inout [Effect]) {
    while let first = waiting.first {
      if canShow(first) {
        waiting.removeFirst()
        slots.append(Slot(toast: first))
        effects.append(.show(first))
        continue
      }
      if first.priority.preempts { preempt(for: first, into: &effects) }
      return
    }
  }

  /// Whether a toast may be shown now.
  private func canShow(_ toast: Toast) -> Bool {
    guard !slots.contains(where: { $0.toast.id == toast.id }) else { return false }
    switch toast.arrival.kind {
    case .waits:
      return slots.isEmpty
    case .stacks:
      return slots.count < maximumOnScreen && slots.allSatisfy { $0.toast.arrival == .stacks }
    }
  }

  /// Dismisses the toasts standing in the way of `toast`, unless one of them outranks it too,
  /// or enough of them leave already.
  private mutating func preempt(for toast: Toast, into effects: inout [Effect]) {
    let blockers: [Int]
    if slots.contains(where: { $0.toast.id == toast.id }) {
      // Its own identifier is leaving: that place is coming.
      return
    } else if toast.arrival == .waits {
      blockers = Array(slots.indices)
    } else if slots.contains(where: { $0.toast.arrival == .waits }) {
      blockers = slots.indices.filter { slots[$0].toast.arrival == .waits }
    } else {
      // A full stack: one place is enough.
      guard !slots.contains(where: { $0.leaving != nil }) else { return }
      blockers = slots.indices.first.map { [$0] } ?? []
    }
    let staying = blockers.filter { slots[$0].leaving == nil }
    guard !staying.contains(where: { slots[$0].toast.priority >= toast.priority }) else { return }
    for index in staying.reversed() {
      dismissSlot(at: index, reason: .replaced, into: &effects)
    }
  }

  private mutating func dismissSlot(
    at index: Int, reason: DismissReason, into effects: inout [Effect]
  ) {
    slots[index].leaving = reason
    effects.append(.dismiss(slots[index].toast, reason: reason))
  }
}
