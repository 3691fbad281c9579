import VeilCore

/// The changes Veil makes to a presented sheet inside `animateChanges(_:)`, gathered and run
/// together on the next turn of the main queue.
///
/// "By the time this method returns, the receiver and all adjacent sheets in the sheet stack
/// and their subviews will have been laid out" (UIKit's `UISheetPresentationController.h`,
/// `animateChanges:`): it lays out, so it must not run inside a layout pass or a SwiftUI
/// update. Veil's changes come from just there: the content's new `preferredContentSize`
/// (observed while the host lays itself out) and the app's detent binding (read in
/// `updateUIViewController`). So each change is added here, the first one of a turn schedules
/// the turn (one pending at a time), and the turn takes them all, to run in one
/// `animateChanges`: the latest detent asked for, and one `invalidateDetents()` however many
/// measurements asked for it. A sheet gone by then takes nothing.
///
/// ```swift
/// var pending = SheetPendingChanges()
/// pending.add(.invalidateDetents)  // true: schedule the turn
/// pending.add(.select(.medium))    // false: it is scheduled
/// pending.add(.select(.large))     // false
/// pending.take()                   // (select: .large, invalidatesDetents: true)
/// pending.take()                   // nil
/// ```
package struct SheetPendingChanges: Hashable, Sendable {
  /// One change to the sheet.
  package enum Change: Hashable, Sendable {
    /// Set its `selectedDetentIdentifier`, UIKit's identifier.
    case select(SheetDetent.Identifier)
    /// Have it resolve its custom detents again (`invalidateDetents()`, iOS 16).
    case invalidateDetents
  }

  /// What one turn runs inside `animateChanges`.
  package struct Turn: Hashable, Sendable {
    /// The detent to select, the latest asked for; `nil` to leave the selection.
    package var select: SheetDetent.Identifier?
    /// Whether to resolve the custom detents again.
    package var invalidatesDetents: Bool
  }

  /// The changes waiting for the turn; `nil` when none is scheduled.
  package private(set) var pending: Turn?

  /// No change pending.
  package init() {}

  /// Adds a change for the next turn.
  ///
  /// - Parameter change: The change.
  /// - Returns: `true` when the caller is to schedule the turn (none was pending); `false`
  ///   when the change joins one already scheduled.
  @discardableResult
  package mutating func add(_ change: Change) -> Bool {
    var turn = pending ?? Turn(select: nil, invalidatesDetents: false)
    let schedules = pending == nil
    switch change {
    case .select(let identifier): turn.select = identifier
    case .invalidateDetents: turn.invalidatesDetents = true
    }
    pending = turn
    return schedules
  }

  /// Takes the changes of the turn that runs now.
  ///
  /// - Returns: The changes to run in one `animateChanges`, or `nil` when none is pending.
  package mutating func take() -> Turn? {
    defer { pending = nil }
    return pending
  }
}
