import VeilCore

/// Which detent a presented sheet rests at, between the user, who drags it, and the app, which
/// asks for one through its binding (SwiftUI) or a call (UIKit): what to write back, what to
/// report, when to move the sheet, and what to ignore.
///
/// UIKit tells the sheet's delegate of the user's changes only:
/// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` is called "when the
/// selected detent of the sheet changes in response to user interaction" (Apple,
/// `UISheetPresentationControllerDelegate`), not when the app sets `selectedDetentIdentifier`.
/// So:
/// - A user's change (``Callback/userSelected(_:)``) is written back to the binding and
///   reported, once per change. UIKit's `nil` means the smallest detent, as its
///   `selectedDetentIdentifier` documents.
/// - The app's request (``Callback/appAsked(_:)``) moves the sheet, animated
///   (``Command/select(_:)``), when it names another detent of the sheet. A SwiftUI binding is
///   read on every update of its anchor, so only a value other than the last one read is a
///   request: an unchanged binding never pulls the sheet back from where the user dragged it.
/// - A detent the sheet does not have is a misuse (``RuntimeWarning/unknownSheetDetent(_:)``),
///   reported once per request; the sheet stays where it is.
/// - While a write-back waits for its turn (SwiftUI forbids changing state during an update;
///   see ``DeliveryQueue``), SwiftUI still feeds the value the binding held before: stale, it
///   is ignored until the write has run. The binding then holds the written value, which is
///   the last read, so its echo moves nothing.
///
/// ```swift
/// var selection = SheetDetentSelection(detents: [.medium, .large], resting: .medium)
/// selection.handle(.appAsked(.medium))       // []
/// selection.handle(.userSelected(.large))    // [.writeBinding(.large), .reportChange(.large)]
/// selection.handle(.appAsked(.medium))       // []: stale, the write has not run
/// selection.handle(.writtenBack(.large))     // []
/// selection.handle(.appAsked(.large))        // []: the echo
/// selection.handle(.appAsked(.medium))       // [.select(.medium)]
/// ```
package struct SheetDetentSelection: Hashable, Sendable {
  /// What happened.
  package enum Callback: Hashable, Sendable {
    /// The app asks for a detent: its binding, read in an update of its anchor, or a call.
    case appAsked(SheetDetent.Identifier)
    /// UIKit's delegate: the user moved the sheet; its `selectedDetentIdentifier` now, `nil`
    /// for the smallest detent.
    case userSelected(SheetDetent.Identifier?)
    /// The write-back of a ``Command/writeBinding(_:)`` has run.
    case writtenBack(SheetDetent.Identifier)
  }

  /// What the interpreter does, in order.
  package enum Command: Hashable, Sendable {
    /// Set the sheet's `selectedDetentIdentifier` inside `animateChanges`.
    case select(SheetDetent.Identifier)
    /// Write the detent to the app's binding, through the delivery queue, then report
    /// ``Callback/writtenBack(_:)``.
    case writeBinding(SheetDetent.Identifier)
    /// Tell the app's change handler, through the delivery queue.
    case reportChange(SheetDetent.Identifier)
    /// Report a misuse.
    case warn(RuntimeWarning)
  }

  /// The sheet's detents, as handed to UIKit (``SheetPlan/detents``), smallest first.
  package let detents: [SheetDetent.Identifier]
  /// Whether the app has a binding to write the user's changes to.
  package let hasBinding: Bool
  /// The detent the sheet rests at, as far as Veil knows.
  package private(set) var resting: SheetDetent.Identifier
  /// The last value the app asked for, or wrote back to it; `nil` before the first.
  package private(set) var lastAsked: SheetDetent.Identifier?
  /// The latest write-back that has not run yet.
  package private(set) var pendingWrite: SheetDetent.Identifier?

  /// The selection of a sheet being presented.
  ///
  /// - Parameters:
  ///   - detents: The sheet's detents, smallest first; an empty list is taken as `[.large]`,
  ///     as UIKit's default.
  ///   - resting: The detent it is presented at; `nil`, or one it does not have, for the
  ///     smallest.
  ///   - hasBinding: Whether the app has a binding to write the user's changes to.
  package init(
    detents: [SheetDetent.Identifier], resting: SheetDetent.Identifier?, hasBinding: Bool = true
  ) {
    let detents = detents.isEmpty ? [SheetDetent.Identifier.large] : detents
    self.detents = detents
    self.hasBinding = hasBinding
    self.resting = resting.flatMap { detents.contains($0) ? $0 : nil } ?? detents[0]
  }

  /// The selection of a sheet presented by `plan`.
  ///
  /// - Parameters:
  ///   - plan: The plan handed to UIKit.
  ///   - hasBinding: Whether the app has a binding to write the user's changes to.
  package init(plan: SheetPlan, hasBinding: Bool = true) {
    self.init(
      detents: plan.detents.map(\.identifier), resting: plan.selectedDetentIdentifier,
      hasBinding: hasBinding)
  }

  /// Takes one callback.
  ///
  /// - Parameter callback: What happened.
  /// - Returns: What the interpreter does, in order.
  package mutating func handle(_ callback: Callback) -> [Command] {
    switch callback {
    case .appAsked(let identifier):
      // Stale while a write-back waits: SwiftUI feeds what the binding held before it.
      guard pendingWrite == nil, identifier != lastAsked else { return [] }
      lastAsked = identifier
      guard detents.contains(identifier) else {
        return [.warn(.unknownSheetDetent(identifier.rawValue))]
      }
      guard identifier != resting else { return [] }
      resting = identifier
      return [.select(identifier)]
    case .userSelected(let selected):
      let identifier = selected.flatMap { detents.contains($0) ? $0 : nil } ?? detents[0]
      guard identifier != resting else { return [] }
      resting = identifier
      guard hasBinding else {
        // Nothing to write: a later request for the detent it left is a change again.
        lastAsked = identifier
        return [.reportChange(identifier)]
      }
      pendingWrite = identifier
      return [.writeBinding(identifier), .reportChange(identifier)]
    case .writtenBack(let identifier):
      // An earlier write of several: the binding is to hold the latest.
      guard identifier == pendingWrite else { return [] }
      pendingWrite = nil
      lastAsked = identifier
      return []
    }
  }
}
