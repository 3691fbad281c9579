#if os(iOS)
  import UIKit
  import VeilCore

  /// Presents a style with a ``ModalStyle/sheetConfiguration`` through UIKit's own
  /// `UISheetPresentationController`, and reports the user's dismissals to the driver.
  ///
  /// - Detents: `.medium()` and `.large()` on every version; from iOS 16, every other detent
  ///   (a fraction, a height, a custom resolver) becomes `.custom(identifier:resolver:)`
  ///   resolving through VeilCore's ``SheetDetent/resolvedHeight(in:)``. On iOS 15 such
  ///   detents become the nearer system detent (``SheetConfiguration/systemDetents(in:)``),
  ///   resolved in the presenting window (``ModalContainer/sheetDetentContext``: its height less
  ///   its top safe area, an estimate of UIKit's `maximumDetentValue`, which UIKit does not
  ///   publish before presenting).
  /// - Grabber, selected detent, largest undimmed detent, scrolling expansion and the corner
  ///   radius (the style's ``ModalStyle/cornerRadius``) are handed over as they are;
  ///   `allowsDismissalByDrag == false` is `isModalInPresentation`.
  /// - A dismissal by the user (UIKit's drag down, or a tap on its dimming) arrives through
  ///   the delegate: `presentationControllerWillDismiss` is the drag's start, and
  ///   `presentationControllerDidDismiss` its end towards the bottom edge
  ///   (`DismissReason.drag(.bottom)`); a drag let go without dismissing is seen through the
  ///   transition coordinator's cancellation.
  ///
  /// UIKit holds the delegate weakly; the driver keeps it while the sheet is on screen.
  @MainActor
  final class SheetPresentationDelegate: NSObject, UISheetPresentationControllerDelegate {
    private weak var driver: ModalDriver?

    init(driver: ModalDriver) {
      self.driver = driver
    }

    /// Makes `controller` a page sheet configured as `sheet` says.
    func configure(
      _ controller: UIViewController, sheet: SheetConfiguration, style: ModalStyle,
      in window: UIWindow?
    ) {
      controller.modalPresentationStyle = .pageSheet
      controller.isModalInPresentation = !sheet.allowsDismissalByDrag
      guard let presentation = controller.sheetPresentationController else { return }
      presentation.delegate = self
      let resolved: SheetConfiguration
      if #available(iOS 16, *) {
        resolved = sheet
      } else {
        let bounds = window?.bounds ?? .zero
        let container = ModalContainer(
          size: Size(width: bounds.width, height: bounds.height),
          safeArea: Insets(top: Double(window?.safeAreaInsets.top ?? 0)))
        resolved = sheet.systemDetents(in: container.sheetDetentContext)
      }
      presentation.detents = resolved.detents.map(Self.uiDetent)
      presentation.selectedDetentIdentifier = resolved.selectedDetentIdentifier.map {
        UISheetPresentationController.Detent.Identifier($0.rawValue)
      }
      presentation.largestUndimmedDetentIdentifier = resolved.largestUndimmedDetentIdentifier.map {
        UISheetPresentationController.Detent.Identifier($0.rawValue)
      }
      presentation.prefersGrabberVisible = resolved.prefersGrabberVisible
      presentation.prefersScrollingExpandsWhenScrolledToEdge =
        resolved.prefersScrollingExpandsWhenScrolledToEdge
      if style.cornerRadius > 0 {
        presentation.preferredCornerRadius = CGFloat(style.cornerRadius)
      }
    }

    /// UIKit's detent for a VeilCore detent; custom ones exist from iOS 16 on.
    private static func uiDetent(_ detent: SheetDetent) -> UISheetPresentationController.Detent {
      if detent == .medium { return .medium() }
      if detent == .large { return .large() }
      if #available(iOS 16, *) {
        return .custom(
          identifier: UISheetPresentationController.Detent.Identifier(detent.identifier.rawValue)
        ) { context in
          let height = detent.resolvedHeight(
            in: SheetDetent.Context(
              maximumDetentValue: Double(context.maximumDetentValue),
              isCompactHeight: context.containerTraitCollection.verticalSizeClass == .compact))
          return height.map { CGFloat($0) }
        }
      }
      return .large()
    }

    // MARK: - UIAdaptivePresentationControllerDelegate

    nonisolated func presentationControllerWillDismiss(
      _ presentationController: UIPresentationController
    ) {
      let presentation = presentationController
      MainActor.assumeIsolated {
        driver?.sheetDismissalWillBegin()
        presentation.presentedViewController.transitionCoordinator?.notifyWhenInteractionChanges {
          context in
          guard context.isCancelled else { return }
          MainActor.assumeIsolated { [weak self] in
            self?.driver?.sheetDismissalWasCancelled()
          }
        }
      }
    }

    nonisolated func presentationControllerDidDismiss(
      _ presentationController: UIPresentationController
    ) {
      MainActor.assumeIsolated {
        driver?.sheetDidDismiss()
      }
    }
  }
#endif
