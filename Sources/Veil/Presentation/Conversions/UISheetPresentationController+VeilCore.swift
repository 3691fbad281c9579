#if os(iOS)
  import UIKit
  import VeilCore
  import VeilDecisions

  extension SheetDetent.Identifier {
    /// UIKit's identifier with the same raw value.
    var uiIdentifier: UISheetPresentationController.Detent.Identifier {
      UISheetPresentationController.Detent.Identifier(rawValue)
    }
  }

  extension SheetPlan {
    /// UIKit's detents for the plan, in its order. Custom ones exist from iOS 16 on, and a
    /// plan holds none before; each resolves through ``height(ofDetentAt:in:)`` in UIKit's
    /// own context, which keeps the list ascending when the container changes.
    @MainActor
    var uiDetents: [UISheetPresentationController.Detent] {
      detents.indices.map { uiDetent(at: $0) }
    }

    @MainActor
    private func uiDetent(at index: Int) -> UISheetPresentationController.Detent {
      let detent = detents[index]
      if detent == .medium { return .medium() }
      if detent == .large { return .large() }
      if #available(iOS 16, *) {
        return .custom(identifier: detent.identifier.uiIdentifier) { [self] context in
          let height = height(
            ofDetentAt: index,
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
