#if os(iOS)
  import UIKit
  import VeilCore
  import VeilDecisions

  /// A fitted sheet (``/VeilCore/SheetDetent/contentHeight``): its content measured at the sheet's
  /// width before presenting, and again each time the content says its size changed; UIKit then
  /// resolves the detents again, animated.
  ///
  /// UIKit asks: "If the block depends on any external inputs, call `invalidateDetents` on the
  /// sheet when the external inputs change", "within an `animateChanges:` block to animate custom
  /// detents to their new heights" (`UISheetPresentationController.h`, iOS 16). The content says
  /// its size changed through `preferredContentSize`: Veil's SwiftUI host publishes it from
  /// iOS 16 (`sizingOptions`), a UIKit-API controller when the app sets it. It changes inside
  /// the host's own layout, so the detents are resolved again on the next turn of the main
  /// queue (`animateOnNextTurn(_:)`). iOS 15 has no custom detents, so a fitted detent is the
  /// nearer of medium and large there, measured once.
  extension SheetPresentationDelegate {
    /// `context` with the content's height, when the sheet has a fitted detent.
    func contentContext(
      of controller: UIViewController, sheet: SheetStyle, in context: SheetDetent.Context,
      width: CGFloat
    ) -> SheetDetent.Context {
      guard sheet.detents.contains(.contentHeight) else { return context }
      return context.contentHeight(
        Self.contentHeight(
          of: controller, width: width, maximum: CGFloat(context.maximumDetentValue)))
    }

    /// Records the first measurement and follows the content's size while the sheet is up.
    func followContent(of controller: UIViewController, plan: SheetPlan, measured: Double?) {
      var content = FittedSheetContent(plan: plan)
      guard content.isFitted else { return }
      if let measured { _ = content.measured(measured) }
      fittedContent = content
      let observed = (controller as? SheetContainerController)?.content ?? controller
      contentSizeObservation = observed.observe(\.preferredContentSize) {
        [weak self, weak controller] _, _ in
        // UIKit sets `preferredContentSize` on the main thread.
        MainActor.assumeIsolated {
          guard let self, let controller else { return }
          self.contentSizeDidChange(of: controller)
        }
      }
    }

    /// Measures again at the sheet's width, and has UIKit resolve again if the height moved.
    private func contentSizeDidChange(of controller: UIViewController) {
      guard var content = fittedContent, let sheet else { return }
      let width = sheet.presentedView?.bounds.width ?? controller.view.bounds.width
      let maximum = sheet.containerView?.bounds.height ?? controller.view.bounds.height
      let measured = Self.contentHeight(of: controller, width: width, maximum: maximum)
      let changed = content.measured(measured)
      fittedContent = content
      guard changed else { return }
      // Observed inside the host's own layout: resolved on the next turn, as `animateChanges`
      // lays out.
      animateOnNextTurn(.invalidateDetents)
    }

    /// The height the content fits in at `width`: a Veil host's SwiftUI content as it sizes
    /// itself, an app controller's `preferredContentSize` when it set one, else its view's Auto
    /// Layout fitting height.
    private static func contentHeight(
      of controller: UIViewController, width: CGFloat, maximum: CGFloat
    ) -> Double {
      let content = (controller as? SheetContainerController)?.content ?? controller
      if let measuring = content as? ModalContentMeasuring {
        return Double(measuring.fittingSize(in: CGSize(width: width, height: maximum)).height)
      }
      if content.preferredContentSize.height > 0 {
        return Double(content.preferredContentSize.height)
      }
      let fitting = content.view.systemLayoutSizeFitting(
        CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
      return Double(fitting.height)
    }
  }
#endif
