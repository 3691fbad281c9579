import VeilCore
import VeilDecisions

/// A UIKit sheet and the software keyboard, played in UIKit's order, with Veil's
/// ``SheetKeyboardDetents`` applied as the iOS layer's `SheetKeyboardDetentsObserver` applies it
/// (B10).
///
/// The order:
/// - `keyboardWillShowNotification` is "posted immediately prior to the display of the
///   keyboard" (Apple, `UIResponder.keyboardWillShowNotification`); it is posted again when a
///   keyboard that is up changes (another field's keyboard). Veil's observer reads the
///   sheet's `selectedDetentIdentifier` and applies its change there.
/// - Then the keyboard moves up, and UIKit raises a sheet resting below the largest detent it
///   holds to that largest detent (not documented by Apple; observed, and reported as
///   feedback-assistant/reports#669). The script models exactly that.
/// - `keyboardWillHideNotification` is "posted immediately prior to the dismissal of the
///   keyboard"; UIKit leaves the sheet where it is.
/// - Meanwhile the user can drag the sheet to any detent it holds.
package struct ScriptedSheetKeyboard {
  /// The detents the sheet holds now, as UIKit's `detents`.
  package private(set) var detents: [SheetDetent]
  /// UIKit's `selectedDetentIdentifier`; `nil` for the smallest.
  package private(set) var selectedDetentIdentifier: SheetDetent.Identifier?
  /// Veil's decision, as the observer keeps it.
  package private(set) var keeper: SheetKeyboardDetents

  /// A presented sheet configured with `plan`, the keyboard down.
  ///
  /// - Parameters:
  ///   - plan: The sheet's plan, as `SheetPresentationDelegate.configure` applies it.
  ///   - keepsDetent: The style's ``/VeilCore/SheetStyle/keepsDetentForKeyboard``.
  package init(plan: SheetPlan, keepsDetent: Bool) {
    detents = plan.detents
    selectedDetentIdentifier = plan.selectedDetentIdentifier
    keeper = SheetKeyboardDetents(plan: plan, keepsDetent: keepsDetent)
  }

  /// The detent the sheet rests at, `nil` selecting the smallest.
  package var restingIdentifier: SheetDetent.Identifier? {
    selectedDetentIdentifier ?? detents.first?.identifier
  }

  /// A field becomes first responder (or another field's keyboard replaces the one up).
  package mutating func keyboardShows() {
    apply(keeper.handle(.keyboardWillShow(selected: selectedDetentIdentifier)))
    // UIKit, after the notification: up to the largest detent the sheet holds.
    selectedDetentIdentifier = detents.last?.identifier
  }

  /// The first responder resigns.
  package mutating func keyboardHides() {
    apply(keeper.handle(.keyboardWillHide(selected: selectedDetentIdentifier)))
  }

  /// The user drags the sheet to a detent it holds; a detent it does not hold is out of reach.
  ///
  /// - Parameter identifier: The detent the drag ends at.
  package mutating func userDrags(to identifier: SheetDetent.Identifier) {
    guard detents.contains(where: { $0.identifier == identifier }) else { return }
    selectedDetentIdentifier = identifier
  }

  /// The sheet is configured again with `plan` (UIKit gets it in full), as
  /// `SheetPresentationDelegate.configure` does.
  ///
  /// - Parameters:
  ///   - plan: The new plan.
  ///   - keepsDetent: The new style's option.
  package mutating func configure(_ plan: SheetPlan, keepsDetent: Bool) {
    detents = plan.detents
    selectedDetentIdentifier = plan.selectedDetentIdentifier
    apply(
      keeper.handle(
        .planChanged(plan, keepsDetent: keepsDetent, selected: selectedDetentIdentifier)))
  }

  private mutating func apply(_ change: SheetKeyboardDetents.Change?) {
    guard let change else { return }
    detents = change.detents
    selectedDetentIdentifier = change.selectedDetentIdentifier
  }
}
