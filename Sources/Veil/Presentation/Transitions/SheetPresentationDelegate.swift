#if os(iOS)
  import UIKit
  import VeilCore
  import VeilDecisions

  /// Presents a style with a ``ModalStyle/sheetStyle`` through UIKit's own
  /// `UISheetPresentationController`, and reports the user's dismissals to the driver.
  ///
  /// - Configuration: VeilCore's ``/VeilCore/SheetStyle/uiKitPlan(in:supportsCustomDetents:)``
  ///   decides everything (detents sorted and never empty, medium and large only on iOS 15,
  ///   identifiers that name a planned detent, `isModalInPresentation`, a corner radius only
  ///   when one was asked for); this class applies it. The detent context is the presenting
  ///   window's (``ModalContainer/sheetDetentContext``: its height less its top safe area, an
  ///   estimate of UIKit's `maximumDetentValue`, which UIKit does not publish before
  ///   presenting). From iOS 16, detents other than medium and large become
  ///   `.custom(identifier:resolver:)` resolving through `SheetPlan.height(ofDetentAt:in:)`
  ///   (VeilDecisions) in UIKit's own context, which keeps them ascending when it changes.
  /// - A dismissal by the user (UIKit's drag down, or a tap on its dimming) arrives through
  ///   the delegate: `presentationControllerWillDismiss` is the drag's start, and
  ///   `presentationControllerDidDismiss` its end towards the bottom edge
  ///   (`DismissReason.drag(.bottom)`); a drag let go without dismissing is seen through the
  ///   transition coordinator's cancellation. A programmatic dismissal reaches no delegate
  ///   method; ``SheetDismissalObserver`` sees it.
  ///
  /// UIKit holds the delegate weakly; the driver keeps it while the sheet is on screen.
  @MainActor
  final class SheetPresentationDelegate: NSObject, UISheetPresentationControllerDelegate {
    private(set) weak var driver: ModalDriver?
    /// The sheet's detent between the user and the app, while it is presented.
    var detentSelection: SheetDetentSelection?
    /// The sheet configured, to move it when the app asks for another detent.
    weak var sheet: UISheetPresentationController?
    /// The measured height of a fitted sheet's content, and the observation that follows it.
    var fittedContent: FittedSheetContent?
    var contentSizeObservation: NSKeyValueObservation?
    /// The changes waiting for the next turn's `animateChanges` (see `animateOnNextTurn(_:)`).
    var pendingChanges = SheetPendingChanges()
    /// Keeps the sheet's detent while the keyboard is up (`SheetPresentationDelegate+Keyboard`).
    var keyboardDetents: SheetKeyboardDetentsObserver?

    init(driver: ModalDriver) {
      self.driver = driver
    }

    /// Makes `controller` a page or a form sheet configured as `sheet` says, its corner radius
    /// included (``/VeilCore/SheetStyle/preferredCornerRadius``).
    func configure(
      _ controller: UIViewController, sheet: SheetStyle, in window: UIWindow?
    ) {
      let bounds = window?.bounds ?? .zero
      let container = ModalContainer(
        size: Size(bounds.size),
        safeArea: Insets(top: Double(window?.safeAreaInsets.top ?? 0)))
      let supportsCustomDetents: Bool
      if #available(iOS 16, *) {
        supportsCustomDetents = true
      } else {
        supportsCustomDetents = false
      }
      let context = contentContext(
        of: controller, sheet: sheet, in: container.sheetDetentContext, width: bounds.width)
      let plan = sheet.uiKitPlan(in: context, supportsCustomDetents: supportsCustomDetents)
      applySizing(sheet.uiKitSizingPlan, to: controller)
      applySurface(sheet.surface, to: controller)
      controller.isModalInPresentation = plan.isModalInPresentation
      guard let presentation = controller.sheetPresentationController else { return }
      presentation.delegate = self
      presentation.detents = plan.uiDetents { [weak self] in self?.fittedContent?.height }
      presentation.selectedDetentIdentifier = plan.selectedDetentIdentifier?.uiIdentifier
      presentation.largestUndimmedDetentIdentifier =
        plan.largestUndimmedDetentIdentifier?.uiIdentifier
      presentation.prefersGrabberVisible = plan.prefersGrabberVisible
      presentation.prefersScrollingExpandsWhenScrolledToEdge =
        plan.prefersScrollingExpandsWhenScrolledToEdge
      if let radius = plan.preferredCornerRadius {
        presentation.preferredCornerRadius = CGFloat(radius)
      }
      startDetentSelection(plan: plan, sheet: presentation)
      followContent(of: controller, plan: plan, measured: context.contentHeight)
      followKeyboard(presentation, plan: plan, sheet: sheet)
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

    /// "The user attempts to dismiss the presentation, but user-initiated dismissal is
    /// prevented because the presentedViewController isModalInPresentation"
    /// (UIPresentationController.h): Veil's lock, or the app's own on its controller.
    nonisolated func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {
      MainActor.assumeIsolated {
        driver?.sheetDismissalWasRefused()
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
