extension SheetStyle {
  // MARK: Copy and modify

  /// A copy that keeps, or lets UIKit change, the detent it rests at when the software
  /// keyboard appears.
  ///
  /// UIKit raises a sheet that rests below its largest detent to the largest one when the
  /// keyboard appears, and no public property turns this off. A sheet that keeps its detent
  /// (the default) is given, while the keyboard is up, only its detents up to the one it rests
  /// at, and its full list back when the keyboard hides: it stays where it is, and the user
  /// cannot drag it to a larger detent until the keyboard hides (a smaller one still works).
  /// A sheet at its largest detent is left as it is. Pass `false` for UIKit's own behaviour,
  /// as SwiftUI's `presentationDetents` sheet has it.
  ///
  /// ```swift
  /// .modal(
  ///   isPresented: $composing,
  ///   style: .sheet.detents([.medium, .large]).keepsDetentForKeyboard(false)
  /// ) { Composer() }
  /// ```
  ///
  /// - Parameter keeps: Whether the sheet stays at its detent while the keyboard is up;
  ///   `true` by default.
  /// - Returns: The modified sheet.
  public func keepsDetentForKeyboard(_ keeps: Bool = true) -> Self {
    setting(\.keepsDetentForKeyboard, to: keeps)
  }
}
