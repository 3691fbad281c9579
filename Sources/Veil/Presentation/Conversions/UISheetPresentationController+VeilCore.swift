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
    /// own context, which keeps the list ascending when the container changes, with the
    /// content's height as `contentHeight` reads it at that moment (a fitted detent's).
    @MainActor
    func uiDetents(contentHeight: @escaping @MainActor () -> Double?)
      -> [UISheetPresentationController.Detent]
    {
      detents.indices.map { uiDetent(at: $0, contentHeight: contentHeight) }
    }

    @MainActor
    private func uiDetent(
      at index: Int, contentHeight: @escaping @MainActor () -> Double?
    ) -> UISheetPresentationController.Detent {
      let detent = detents[index]
      if detent == .medium { return .medium() }
      if detent == .large { return .large() }
      if #available(iOS 16, *) {
        return .custom(identifier: detent.identifier.uiIdentifier) { [self] context in
          // UIKit resolves detents on the main thread, as it lays out.
          let content = MainActor.assumeIsolated { contentHeight() }
          let height = height(
            ofDetentAt: index,
            in: SheetDetent.Context(
              maximumDetentValue: Double(context.maximumDetentValue),
              isCompactHeight: context.containerTraitCollection.verticalSizeClass == .compact,
              contentHeight: content))
          return height.map { CGFloat($0) }
        }
      }
      return .large()
    }
  }
#endif
