#if os(iOS)
  import UIKit
  import VeilCore
  import VeilDecisions

  /// Veil's changes to a presented sheet, run in `animateChanges(_:)` on the next turn of the
  /// main queue: `SheetPendingChanges` (VeilDecisions) gathers them; this schedules the turn
  /// and runs it.
  ///
  /// "By the time this method returns, the receiver and all adjacent sheets in the sheet stack
  /// and their subviews will have been laid out" (UIKit's `UISheetPresentationController.h`,
  /// `animateChanges:`), while Veil's changes arrive inside a layout pass (the content's
  /// `preferredContentSize`) or a SwiftUI update (the detent binding).
  extension SheetPresentationDelegate {
    /// Runs `change` on the next turn of the main queue, with the other changes of that turn,
    /// in one `animateChanges`; nothing when the sheet has gone by then.
    func animateOnNextTurn(_ change: SheetPendingChanges.Change) {
      guard pendingChanges.add(change) else { return }
      DispatchQueue.main.async { [weak self] in
        MainActor.assumeIsolated { self?.runPendingChanges() }
      }
    }

    private func runPendingChanges() {
      guard let turn = pendingChanges.take(), let sheet,
        sheet.presentedViewController.presentingViewController != nil
      else { return }
      var select = turn.select
      // While the keyboard holds the sheet's detents, the keyboard's observer hands UIKit the
      // detents up to the one asked for, with it selected.
      if let identifier = select, keyboardDetents?.appSelects(identifier) == true { select = nil }
      guard select != nil || turn.invalidatesDetents else { return }
      sheet.animateChanges {
        if let identifier = select {
          sheet.selectedDetentIdentifier = identifier.uiIdentifier
        }
        if turn.invalidatesDetents, #available(iOS 16, *) {
          sheet.invalidateDetents()
        }
      }
    }
  }
#endif
