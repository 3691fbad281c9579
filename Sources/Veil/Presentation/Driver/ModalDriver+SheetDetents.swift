#if os(iOS)
  import VeilCore
  import VeilDecisions

  extension ModalDriver {
    /// The app asks for the sheet's detent: its binding, read in an update of the anchor, or
    /// `selectSheetDetent(_:)`. Nothing while no sheet is presented; the detent a sheet is
    /// presented at is its style's.
    func sheetDetentAsked(_ identifier: SheetDetent.Identifier) {
      sheetDelegate?.handleDetent(.appAsked(identifier))
    }
  }
#endif
