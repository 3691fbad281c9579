import VeilCore

/// The order and the moment in which work that reaches the app runs: binding write-backs, the
/// app's event handlers, the published modal context.
///
/// SwiftUI forbids changing state while it updates views ("Modifying state during view update,
/// this will cause undefined behavior"), and a modal's lifecycle steps *during* such updates: the
/// binding is fed from `updateUIViewController`, and an anchor that goes is dismantled from one.
/// One step there can touch any modal (the children of a modal that goes are dismissed with
/// ``DismissReason/parentDismissed`` and their bindings written back), so the question "may this
/// run now?" cannot be asked per modal: every modal's work goes through one queue, which knows
/// whether any update or dismantle is under way.
///
/// The queue only decides; the layer carries out its ``Command``s. Work submitted while nothing
/// updates runs at once; work submitted during an update waits for the turn of the run loop that
/// follows it (``Command/deliverAfterUpdate``: the end of one anchor's update is not the end of
/// SwiftUI's, which may go on with other views), and everything submitted after it queues
/// behind, so the app sees all of it in the order it happened. Work submitted while an item is
/// being delivered (an event handler that dismisses another modal) runs after that item, never
/// inside it.
///
/// ```swift
/// var queue = DeliveryQueue<String>()
/// queue.handle(.updateBegan)                 // []
/// queue.handle(.submitted("write binding"))  // [.deliverAfterUpdate]
/// queue.handle(.updateEnded)                 // []
/// queue.handle(.deferredTurn)                // [.deliver("write binding")]
/// queue.handle(.delivered)                   // []
/// ```
package struct DeliveryQueue<Item> {
  /// What happened that the queue must know of.
  package enum Callback {
    /// One item of work that reaches the app was submitted.
    case submitted(Item)
    /// SwiftUI started to update an anchor (`updateUIViewController`).
    case updateBegan
    /// That update ended; an end without a beginning is ignored.
    case updateEnded
    /// SwiftUI started to dismantle an anchor (`dismantleUIViewController`).
    case dismantleBegan
    /// That dismantle ended; an end without a beginning is ignored.
    case dismantleEnded
    /// The turn of the run loop asked for with ``Command/deliverAfterUpdate`` has come.
    case deferredTurn
    /// The item of the last ``Command/deliver(_:)`` has run.
    case delivered
  }

  /// What the layer must do.
  package enum Command {
    /// Run this item now, then report ``Callback/delivered``.
    case deliver(Item)
    /// Report ``Callback/deferredTurn`` on the next turn of the main run loop.
    case deliverAfterUpdate
  }

  /// Submitted items that have not run yet, oldest first.
  private var pending: [Item] = []
  /// Updates and dismantles under way; they nest (an update can dismantle a child anchor).
  private var updateDepth = 0
  private var dismantleDepth = 0
  /// An item is running: the next waits for ``Callback/delivered``.
  private var isDelivering = false
  /// A ``Command/deliverAfterUpdate`` is out and its turn has not come.
  private var isTurnScheduled = false

  /// Creates an empty queue, outside any update.
  package init() {}

  /// Whether SwiftUI is updating or dismantling an anchor now.
  package var isInsideUpdate: Bool {
    updateDepth > 0 || dismantleDepth > 0
  }

  /// The number of items that wait to run.
  package var pendingCount: Int {
    pending.count
  }

  /// Takes one callback.
  ///
  /// - Parameter callback: What happened.
  /// - Returns: What the layer must do now, in order: for a submitted item, run it, ask for the
  ///   next turn, or nothing (it waits).
  package mutating func handle(_ callback: Callback) -> [Command] {
    switch callback {
    case .submitted(let item):
      pending.append(item)
      return next()
    case .updateBegan:
      updateDepth += 1
    case .updateEnded:
      // Clamped at zero: an unbalanced end must not open the queue during a later update.
      updateDepth = max(updateDepth - 1, 0)
    case .dismantleBegan:
      dismantleDepth += 1
    case .dismantleEnded:
      dismantleDepth = max(dismantleDepth - 1, 0)
    case .deferredTurn:
      isTurnScheduled = false
      return next()
    case .delivered:
      isDelivering = false
      return next()
    }
    // The end of one anchor's update is not the end of SwiftUI's: work deferred by it waits for
    // the turn already asked for.
    return []
  }

  /// The next thing to do with the oldest pending item.
  private mutating func next() -> [Command] {
    guard !pending.isEmpty, !isDelivering else { return [] }
    if isInsideUpdate || isTurnScheduled {
      guard !isTurnScheduled else { return [] }
      isTurnScheduled = true
      return [.deliverAfterUpdate]
    }
    isDelivering = true
    return [.deliver(pending.removeFirst())]
  }
}

extension DeliveryQueue: Sendable where Item: Sendable {}
extension DeliveryQueue.Callback: Sendable where Item: Sendable {}
extension DeliveryQueue.Callback: Equatable where Item: Equatable {}
extension DeliveryQueue.Callback: Hashable where Item: Hashable {}
extension DeliveryQueue.Command: Sendable where Item: Sendable {}
extension DeliveryQueue.Command: Equatable where Item: Equatable {}
extension DeliveryQueue.Command: Hashable where Item: Hashable {}
