#if os(iOS)
  import UIKit
  import VeilCore
  import VeilDecisions

  /// The sheet's selected detent, between the user and the app: `SheetDetentSelection`
  /// (VeilDecisions) decides; this carries out.
  ///
  /// UIKit calls `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` "when the
  /// selected detent of the sheet changes in response to user interaction", and not "if
  /// selectedDetentIdentifier is programmatically set" (UIKit's `UISheetPresentationController.h`),
  /// so Veil's own moves come back as no callback. The app's requests are set inside
  /// `animateChanges(_:)`, which animates them as UIKit documents for every property of the sheet,
  /// on the next turn of the main queue (see `animateOnNextTurn(_:)`).
  extension SheetPresentationDelegate {
    /// Starts the selection of the sheet `plan` configured.
    func startDetentSelection(plan: SheetPlan, sheet: UISheetPresentationController) {
      self.sheet = sheet
      detentSelection = SheetDetentSelection(
        plan: plan, hasBinding: driver?.sheetDetents.write != nil)
    }

    /// Feeds one callback to the selection and carries out its commands.
    func handleDetent(_ callback: SheetDetentSelection.Callback) {
      guard var selection = detentSelection else { return }
      let commands = selection.handle(callback)
      detentSelection = selection
      for command in commands { execute(command) }
    }

    private func execute(_ command: SheetDetentSelection.Command) {
      let link = driver?.sheetDetents ?? SheetDetentLink()
      switch command {
      case .select(let identifier):
        // Read in a SwiftUI update: moved on the next turn, as `animateChanges` lays out.
        animateOnNextTurn(.select(identifier))
      case .writeBinding(let identifier):
        // Through the queue every write and event of the app goes through: never during a
        // SwiftUI update, and in order with the modal's events.
        ModalStackHost.deliver { [weak self] in
          link.write?(identifier)
          self?.handleDetent(.writtenBack(identifier))
        }
      case .reportChange(let identifier):
        driver?.haptics.handle(
          .detentChanged(byUser: true), haptics: driver?.style.haptics ?? .none)
        ModalStackHost.deliver { link.onChange?(identifier) }
      case .warn(let warning):
        warning.report()
      }
    }

    // MARK: - UISheetPresentationControllerDelegate

    nonisolated func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
      _ sheetPresentationController: UISheetPresentationController
    ) {
      let sheet = sheetPresentationController
      MainActor.assumeIsolated {
        let selected = sheet.selectedDetentIdentifier.map { SheetDetent.Identifier($0.rawValue) }
        handleDetent(.userSelected(selected))
      }
    }
  }
#endif
