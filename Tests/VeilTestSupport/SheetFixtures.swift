import VeilCore

/// Sheets as the iOS layer and the preview read them: the ``ModalStyle`` a ``SheetStyle``
/// lowers to. The public API has no sheet modifiers on `ModalStyle`; these are the tests'
/// shorthand for "this sheet, as a style".
extension ModalStyle {
  /// The half-sheet article's sheet, lowered.
  package static let testSheet = ModalStyle(sheet: .halfSheet)

  /// A one-detent sheet at `fraction`, lowered (medium at one half).
  package static func testSheet(fraction: Double = 0.5, showsGrabber: Bool = true) -> ModalStyle {
    let unit = fraction.clamped(to: 0...1, nanFallback: 0.5)
    return ModalStyle(
      sheet: SheetStyle(
        detents: [unit == 0.5 ? .medium : .fraction(unit)], showsGrabber: showsGrabber))
  }

  /// The card changed by every `ModalStyle` modifier that could have made it a sheet: none may.
  package static let cardThroughEveryModifier = ModalStyle.card
    .dragToDismiss(DragToDismiss(directions: .down))
    .cornerRadius(24)
    .interactiveDismissDisabled()
    .backdrop(.blur(.regular))
    .animation(.spring(.snappy))

  /// This lowered sheet with other detents.
  package func detents(_ detents: [SheetDetent]) -> ModalStyle {
    changingSheet { $0.detents(detents) }
  }

  /// This lowered sheet resting at another detent.
  package func selectedDetent(_ identifier: SheetDetent.Identifier?) -> ModalStyle {
    changingSheet { $0.selectedDetent(identifier) }
  }

  /// This lowered sheet dimming above another detent.
  package func largestUndimmedDetent(_ identifier: SheetDetent.Identifier?) -> ModalStyle {
    changingSheet { $0.largestUndimmedDetent(identifier) }
  }

  /// This lowered sheet with the grabber shown or hidden.
  package func showsGrabber(_ shows: Bool = true) -> ModalStyle {
    changingSheet { $0.showsGrabber(shows) }
  }

  private func changingSheet(_ change: (SheetStyle) -> SheetStyle) -> ModalStyle {
    ModalStyle(sheet: change(sheetStyle ?? .halfSheet))
  }
}
