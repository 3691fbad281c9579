import VeilCore
import VeilDecisions

/// What the scripted UIKit keeps of sheets' detents, per modal.
package struct ScriptedSheetDetents {
  /// The plan each sheet is configured with when presented, and whether the app has a binding.
  var plans: [Int: (plan: SheetPlan, hasBinding: Bool)] = [:]
  /// The selection of each sheet on screen, as the sheet's delegate holds it.
  var selections: [Int: SheetDetentSelection] = [:]
  /// What the app's state holds for each detent binding: what an update of its anchor feeds.
  package var appDetent: [Int: SheetDetent.Identifier] = [:]
  /// UIKit's `selectedDetentIdentifier` of each sheet; `nil` for the smallest.
  package var onScreen: [Int: SheetDetent.Identifier?] = [:]
  /// How many times each sheet was moved inside `animateChanges`.
  package var animatedChanges: [Int: Int] = [:]
  /// What each sheet's change handler heard, in order.
  package var changes: [Int: [SheetDetent.Identifier]] = [:]
  /// The selection's commands, per sheet, in order.
  package var log: [Int: [SheetDetentSelection.Command]] = [:]
}

/// UIKit's sheet detents, scripted, in the order UIKit documents them
/// (`UISheetPresentationController.h`, iOS 15 and later):
/// - the user drags the sheet to another detent: UIKit sets its own `selectedDetentIdentifier`
///   and calls `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`, "called when
///   the selected detent of the sheet changes in response to user interaction";
/// - the app sets `selectedDetentIdentifier` inside `animateChanges(_:)`: the sheet moves, and
///   the delegate method is "not called if selectedDetentIdentifier is programmatically set".
/// The binding is fed only from an update of its anchor, and write-backs go through the one
/// delivery queue, as the `isPresented` binding's do.
extension ScriptedUIKit {
  /// The detents of the sheet `key` presents, configured as the interpreter does when it
  /// presents; with a binding, `binding` is what the app's state holds.
  package func configureSheetDetents(
    _ key: Int, _ style: SheetStyle, binding: SheetDetent.Identifier? = nil,
    in context: SheetDetent.Context = SheetDetent.Context(maximumDetentValue: 800)
  ) {
    // The SwiftUI API opens the sheet at the binding's detent.
    let style = binding.map { style.selectedDetent($0) } ?? style
    detents.plans[key] = (style.uiKitPlan(in: context), binding != nil)
    detents.appDetent[key] = binding
  }

  /// The app sets the detent binding, and SwiftUI updates its anchor, which feeds it.
  package func setDetentBinding(_ key: Int, _ identifier: SheetDetent.Identifier) {
    detents.appDetent[key] = identifier
    updateAnchor(key)
  }

  /// The app calls `selectSheetDetent(_:)` (the UIKit API).
  package func selectSheetDetent(_ key: Int, _ identifier: SheetDetent.Identifier) {
    feedDetent(.appAsked(identifier), to: key)
  }

  /// The user drags the sheet `key` to the detent `identifier` and lets go there. UIKit takes no
  /// drag while a transition runs.
  package func userMovesSheet(_ key: Int, to identifier: SheetDetent.Identifier) {
    guard transitions[key] == nil, controllers[key]?.presenting != nil,
      detents.selections[key] != nil
    else { return }
    detents.onScreen[key] = identifier
    feedDetent(.userSelected(identifier), to: key)
  }

  /// The detent the sheet `key` rests at on screen, `nil` for its smallest.
  package func sheetDetentOnScreen(_ key: Int) -> SheetDetent.Identifier? {
    detents.onScreen[key] ?? nil
  }

  /// The interpreter starts the selection as it configures the sheet it presents.
  func startDetentSelection(_ key: Int) {
    guard let configured = detents.plans[key] else { return }
    detents.selections[key] = SheetDetentSelection(
      plan: configured.plan, hasBinding: configured.hasBinding)
    detents.onScreen[key] = configured.plan.selectedDetentIdentifier
  }

  /// An update of the anchor feeds the detent binding, as the SwiftUI coordinator does.
  func feedDetentBinding(of key: Int) {
    guard let asked = detents.appDetent[key] else { return }
    feedDetent(.appAsked(asked), to: key)
  }

  /// A callback of the sheet's delegate, as the interpreter feeds it.
  func feedDetent(_ callback: SheetDetentSelection.Callback, to key: Int) {
    guard var selection = detents.selections[key] else { return }
    let commands = selection.handle(callback)
    detents.selections[key] = selection
    for command in commands {
      detents.log[key, default: []].append(command)
      switch command {
      case .select(let identifier):
        // Inside `animateChanges`: no delegate call.
        detents.onScreen[key] = identifier
        detents.animatedChanges[key, default: 0] += 1
      case .writeBinding(let identifier):
        carryOut(delivery.handle(.submitted(.writeDetent(key, identifier))))
      case .reportChange(let identifier):
        carryOut(delivery.handle(.submitted(.detentChange(key, identifier))))
      case .warn:
        // Only a warning, which the log holds.
        break
      }
    }
  }

  /// A detent delivery, as it runs.
  func deliverDetent(_ item: Delivery, key: Int, identifier: SheetDetent.Identifier) {
    if case .writeDetent = item {
      detents.appDetent[key] = identifier
      feedDetent(.writtenBack(identifier), to: key)
    } else {
      detents.changes[key, default: []].append(identifier)
    }
  }
}
