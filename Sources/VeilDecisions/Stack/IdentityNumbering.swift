import VeilCore

/// Numbers the items a SwiftUI binding presents, and keeps the items the machine may still
/// show.
///
/// The machine compares ``ModalIdentity`` values, which must be `Sendable`; the ids of a
/// binding's items need not be. So each new id gets the next number and the machine sees the
/// number: the same id keeps its number (the content updates in place), another id gets a new
/// one (the old content is dismissed as `replaced`, the new presented). Only two items are
/// kept: the latest the binding asked for, and the one on screen, whose content still has to be
/// drawn while it leaves.
///
/// ```swift
/// var numbering = IdentityNumbering<Int, String>()
/// let first = numbering.identity(for: "photo 1", id: 1)   // number 1
/// numbering.identity(for: "photo 1, edited", id: 1)       // still number 1
/// numbering.show(first!)                                   // "photo 1, edited", now on screen
/// numbering.identity(for: "photo 2", id: 2)               // number 2; number 1 is kept
/// ```
package struct IdentityNumbering<ID: Hashable, Item> {
  private var items: [UInt64: Item] = [:]
  private var lastID: ID?
  /// The number of the latest id; 0 before the first.
  package private(set) var lastNumber: UInt64 = 0
  /// The number of the item on screen, if any.
  package private(set) var shownNumber: UInt64?

  /// Creates an empty numbering.
  package init() {}

  /// The identity the binding asks for, or `nil` when it holds nothing. Remembers `item` as
  /// the latest for its number.
  ///
  /// - Parameters:
  ///   - item: The binding's item, `nil` when it asks for no modal.
  ///   - id: The item's id, `nil` when it asks for no modal.
  /// - Returns: The identity whose number changes whenever the id does.
  package mutating func identity(for item: Item?, id: ID?) -> ModalIdentity? {
    guard let item, let id else { return nil }
    if id != lastID {
      lastNumber &+= 1
      lastID = id
    }
    items[lastNumber] = item
    retainOnlyWhatCanShow()
    return ModalIdentity(lastNumber)
  }

  /// The item to present for `identity`, which from now on is the one on screen; `nil` for an
  /// identity this numbering did not give or no longer keeps.
  ///
  /// - Parameter identity: The identity the machine presents.
  /// - Returns: Its latest item.
  package mutating func show(_ identity: ModalIdentity) -> Item? {
    guard let number = identity.base as? UInt64, let item = items[number] else { return nil }
    shownNumber = number
    retainOnlyWhatCanShow()
    return item
  }

  /// The latest item of the identity on screen.
  package var shownItem: Item? {
    shownNumber.flatMap { items[$0] }
  }

  /// Forgets the item on screen once nothing shows it any more.
  package mutating func forgetShown() {
    shownNumber = nil
    retainOnlyWhatCanShow()
  }

  /// The number of items kept, at most two.
  package var keptCount: Int { items.count }

  private mutating func retainOnlyWhatCanShow() {
    items = items.filter { $0.key == lastNumber || $0.key == shownNumber }
  }
}

extension IdentityNumbering: Sendable where ID: Sendable, Item: Sendable {}
