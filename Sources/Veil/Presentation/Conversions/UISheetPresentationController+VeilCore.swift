#if os(iOS)
  import UIKit
  import VeilCore

  extension SheetDetent.Identifier {
    /// UIKit's identifier with the same raw value.
    var uiIdentifier: UISheetPresentationController.Detent.Identifier {
      UISheetPresentationController.Detent.Identifier(rawValue)
    }
  }

  extension SheetDetent {
    /// UIKit's detent for a VeilCore detent; custom ones exist from iOS 16 on, and a sheet's
    /// plan holds none before.
    @MainActor
    var uiDetent: UISheetPresentationController.Detent {
      if self == .medium { return .medium() }
      if self == .large { return .large() }
      if #available(iOS 16, *) {
        return .custom(identifier: identifier.uiIdentifier) { [self] context in
          let height = resolvedHeight(
            in: SheetDetent.Context(
              maximumDetentValue: Double(context.maximumDetentValue),
              isCompactHeight: context.containerTraitCollection.verticalSizeClass == .compact))
          return height.map { CGFloat($0) }
        }
      }
      return .large()
    }
  }
#endif
