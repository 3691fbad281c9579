import VeilCore

/// Keeps a UIKit sheet at its detent while the software keyboard is up (B10), with public API
/// only: which detents UIKit's sheet is given, and which one is selected, as the keyboard
/// shows and hides.
///
/// UIKit raises a sheet that rests below its largest detent to its largest detent when the
/// keyboard appears (feedback-assistant/reports#669; Apple documents no property that turns
/// this off). So while the keyboard is up, the sheet is given only its detents up to the one it
/// rests at, so that the largest detent UIKit can raise it to is the one it is already at; when
/// the keyboard hides, the full list comes back, with the detent the sheet rests at then still
/// selected. The iOS layer reads the resting detent (`selectedDetentIdentifier`, `nil` for the
/// smallest, as UIKit documents) at each notification, and applies each ``Change`` inside
/// `animateChanges`.
///
/// The cost: while the keyboard is up, the user cannot drag the sheet to a larger detent; a
/// smaller one still works, and the next `keyboardWillShow` keeps that one. The app can still
/// move it to any detent (``Event/appSelects(_:)``), where it is kept in turn. Nothing changes
/// when the sheet already rests at its largest detent, at an identifier the plan does not
/// hold, or when the style lets UIKit move it (``/VeilCore/SheetStyle/keepsDetentForKeyboard(_:)``
/// is `false`).
///
/// ```swift
/// var keeper = SheetKeyboardDetents(plan: plan, keepsDetent: true)  // [.medium, .large]
/// keeper.handle(.keyboardWillShow(selected: .medium))
/// // Change(detents: [.medium], selectedDetentIdentifier: .medium)
/// keeper.handle(.keyboardWillHide(selected: .medium))
/// // Change(detents: [.medium, .large], selectedDetentIdentifier: .medium)
/// ```
package struct SheetKeyboardDetents: Hashable, Sendable {
  /// What the iOS layer hears, with the identifier `selectedDetentIdentifier` reads then.
  package enum Event: Hashable, Sendable {
    /// `UIResponder.keyboardWillShowNotification` (sent again when the keyboard changes while
    /// it is up, e.g. another field's keyboard).
    case keyboardWillShow(selected: SheetDetent.Identifier?)
    /// `UIResponder.keyboardWillHideNotification`.
    case keyboardWillHide(selected: SheetDetent.Identifier?)
    /// The sheet was configured again with a new plan, which UIKit now holds in full.
    case planChanged(SheetPlan, keepsDetent: Bool, selected: SheetDetent.Identifier?)
    /// The app asks the sheet to rest at a detent (its selected-detent binding, or the UIKit
    /// API's request).
    case appSelects(SheetDetent.Identifier)
  }

  /// What to hand UIKit's sheet.
  package struct Change: Hashable, Sendable {
    /// The detents, smallest first: always the first ones of the plan's ``SheetPlan/detents``,
    /// in its order, at least one.
    package var detents: [SheetDetent]
    /// The detent to select, always one of ``detents``.
    package var selectedDetentIdentifier: SheetDetent.Identifier?
  }

  /// The full plan, as the style asks for it.
  package private(set) var plan: SheetPlan
  /// Whether the sheet keeps its detent for the keyboard.
  package private(set) var keepsDetent: Bool
  /// Whether the keyboard is up, between a `keyboardWillShow` and a `keyboardWillHide`.
  package private(set) var isKeyboardUp = false
  /// The detents UIKit holds now: the plan's, or the first ones while the keyboard is up.
  package private(set) var givenDetents: [SheetDetent]

  /// A sheet that UIKit holds with its full plan, the keyboard down.
  ///
  /// - Parameters:
  ///   - plan: The sheet's plan.
  ///   - keepsDetent: Whether the sheet keeps its detent for the keyboard.
  package init(plan: SheetPlan, keepsDetent: Bool) {
    self.plan = plan
    self.keepsDetent = keepsDetent
    self.givenDetents = plan.detents
  }

  /// Takes one event; answers what to hand UIKit, or `nil` when it holds the right detents
  /// (for ``Event/appSelects(_:)``: when the app's selection is to be set as usual).
  ///
  /// - Parameter event: The notification or configuration, with the selected identifier.
  /// - Returns: The detents and selection to set, or `nil` for nothing to do.
  package mutating func handle(_ event: Event) -> Change? {
    switch event {
    case .keyboardWillShow(let selected):
      isKeyboardUp = true
      return keep(restingAt: selected)
    case .keyboardWillHide(let selected):
      guard isKeyboardUp else { return nil }
      isKeyboardUp = false
      return giveBack(selected: selected)
    case .planChanged(let newPlan, let keeps, let selected):
      plan = newPlan
      keepsDetent = keeps
      givenDetents = newPlan.detents
      return isKeyboardUp ? keep(restingAt: selected) : nil
    case .appSelects(let identifier):
      // The app may move the sheet while the keyboard is up, larger too: it is then kept there.
      guard isKeyboardUp, keepsDetent,
        let index = plan.detents.firstIndex(where: { $0.identifier == identifier })
      else { return nil }
      givenDetents = Array(plan.detents[...index])
      return Change(detents: givenDetents, selectedDetentIdentifier: identifier)
    }
  }

  /// Gives UIKit the detents up to the one the sheet rests at, when that is not the largest.
  private mutating func keep(restingAt selected: SheetDetent.Identifier?) -> Change? {
    guard keepsDetent else { return giveBack(selected: selected) }
    // UIKit: `nil` selects the smallest detent. An identifier the sheet does not hold now is
    // one UIKit resolves on its own: leave it be.
    let identifier = selected ?? givenDetents.first?.identifier
    guard let identifier,
      let index = givenDetents.firstIndex(where: { $0.identifier == identifier }),
      index < givenDetents.count - 1
    else { return nil }
    givenDetents = Array(givenDetents[...index])
    return Change(detents: givenDetents, selectedDetentIdentifier: identifier)
  }

  /// Gives UIKit the plan's detents back, the sheet where it rests.
  private mutating func giveBack(selected: SheetDetent.Identifier?) -> Change? {
    guard givenDetents != plan.detents else { return nil }
    givenDetents = plan.detents
    let kept = selected.flatMap { identifier in
      plan.detents.contains { $0.identifier == identifier } ? identifier : nil
    }
    return Change(detents: plan.detents, selectedDetentIdentifier: kept)
  }
}
