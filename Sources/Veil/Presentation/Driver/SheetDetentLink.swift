#if os(iOS)
  import VeilCore

  /// How a sheet's detent reaches the app: the binding to write the user's changes to (SwiftUI's
  /// `selectedDetent:`), and the handler that hears them (`onDetentChange:`). Empty for a sheet
  /// whose app asked for neither.
  struct SheetDetentLink {
    /// Writes the detent the user moved the sheet to; `nil` when the app has no binding.
    var write: ((SheetDetent.Identifier) -> Void)?
    /// Hears each detent the user moves the sheet to.
    var onChange: ((SheetDetent.Identifier) -> Void)?
  }
#endif
