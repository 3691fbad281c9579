import VeilCore

/// What a subscriber that arrives late in a presentation cycle hears at once: the cycle's last
/// event, so that `.onModalEvent` inside content that appears after `didPresent` (a lazy
/// container, a navigation root pushed late, an instant presentation) still learns that the
/// modal is presented.
///
/// Only an open cycle is replayed: after `didDismiss` the modal has gone and a new subscriber
/// hears nothing until the next `willPresent`. One event, not the whole cycle: a subscriber
/// needs where the modal is now, and a cycle's events are ordered, so the last implies the
/// earlier ones.
///
/// ```swift
/// var replay = ModalEventReplay()
/// replay.record(.willPresent)
/// replay.record(.didPresent)
/// replay.eventForNewSubscriber  // .didPresent
/// replay.record(.willDismiss(.programmatic))
/// replay.record(.didDismiss(.programmatic))
/// replay.eventForNewSubscriber  // nil
/// ```
package struct ModalEventReplay: Hashable, Sendable {
  /// The last event delivered, `nil` before the first.
  package private(set) var lastEvent: ModalEvent?

  /// Creates a replay that has seen nothing.
  package init() {}

  /// Records an event as it is delivered to the current subscribers.
  ///
  /// - Parameter event: The event.
  package mutating func record(_ event: ModalEvent) {
    lastEvent = event
  }

  /// The event to deliver to a subscriber that has just arrived, or `nil` when no cycle is open.
  package var eventForNewSubscriber: ModalEvent? {
    switch lastEvent {
    case .willPresent, .didPresent, .willDismiss: lastEvent
    case .didDismiss, nil: nil
    }
  }
}
