#if os(iOS)
  import UIKit
  import VeilCore
  import VeilDecisions

  /// Presents a style made from a `PopoverStyle` through UIKit's own
  /// `UIPopoverPresentationController`, and reports the user's dismissals to the driver.
  ///
  /// - Configuration: `PopoverPlan` (VeilDecisions) decides everything: the permitted arrow
  ///   directions (physical, from the style's layout edges), `isModalInPresentation`, the
  ///   size the content is offered and the `preferredContentSize` it asks for; this class
  ///   applies it. The source is a view: the named source when `PopoverSourceCheck` finds it
  ///   on screen, else the anchor's view. `PopoverPointing` says where on it: the whole view
  ///   (`sourceRect` `CGRect.null`, which points at the view's bounds and follows them, UIKit
  ///   from iOS 13.2) with the style's arrows, or, for a presenting controller's root view, a
  ///   1 × 1 point at its centre with no arrow, moved to the new centre when UIKit repositions
  ///   the popover (`popoverPresentationController(_:willRepositionPopoverTo:in:)`).
  /// - Adaptation: UIKit asks `adaptivePresentationStyle(for:traitCollection:)` before it
  ///   shows the popover in given traits; the plan answers `.none` (stay a popover, on iPhone
  ///   too) or `.formSheet`. `presentationController(_:willPresentWithAdaptiveStyle:…)` says
  ///   what UIKit chose, which tells the driver whether the user's dismissal is a tap outside
  ///   or a sheet's drag.
  /// - A dismissal by the user (a tap outside the popover) arrives through the delegate:
  ///   `presentationControllerWillDismiss`, then `presentationControllerDidDismiss` once it is
  ///   over; UIKit calls neither for a programmatic dismissal ("This is not called when the
  ///   popover is dismissed programmatically", `UIPopoverPresentationControllerDelegate`), which
  ///   ``SheetDismissalObserver`` sees, as for a sheet.
  ///
  /// UIKit holds the delegate weakly; the driver keeps it while the popover is on screen.
  @MainActor
  final class PopoverPresentationDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    private weak var driver: ModalDriver?
    private let plan: PopoverPlan
    private var pointing: PopoverPointing?

    init(driver: ModalDriver, popover: PopoverStyle, isRightToLeft: Bool) {
      self.driver = driver
      plan = PopoverPlan(popover: popover, isRightToLeft: isRightToLeft)
    }

    /// Makes `controller` a popover pointing at `sourceView`, as the plan and `pointing` say.
    func configure(
      _ controller: UIViewController, sourceView: UIView?, pointing: PopoverPointing,
      in window: UIWindow?
    ) {
      self.pointing = pointing
      controller.modalPresentationStyle = .popover
      controller.isModalInPresentation = plan.isModalInPresentation
      let screen = Size(window?.bounds.size ?? .zero)
      let proposal = CGSize(plan.fittingProposal(on: screen))
      if let measuring = controller as? ModalContentMeasuring {
        let plan = plan
        // The screen as it is when the content changes size (the device may have turned).
        measuring.publishedSize = { [weak window] fitted in
          let now = window.map { Size($0.bounds.size) } ?? screen
          return CGSize(plan.preferredContentSize(fitted: Size(fitted), on: now))
        }
        let fitted = measuring.fittingSize(in: proposal)
        controller.preferredContentSize = CGSize(
          plan.preferredContentSize(fitted: Size(fitted), on: screen))
      } else {
        // A UIKit controller says its own size, as UIKit's popovers ask; zero lets UIKit
        // choose. The app's controller may say another later: its container asks the plan.
        if let container = controller as? SheetContainerController {
          let plan = plan
          container.clampContentSize = { [weak window] own in
            let now = window.map { Size($0.bounds.size) } ?? screen
            return CGSize(
              plan.preferredContentSize(fitted: own == .zero ? nil : Size(own), on: now))
          }
        }
        controller.loadViewIfNeeded()
        let own = controller.preferredContentSize
        controller.preferredContentSize = CGSize(
          plan.preferredContentSize(fitted: own == .zero ? nil : Size(own), on: screen))
      }
      guard let presentation = controller.popoverPresentationController else { return }
      presentation.delegate = self
      presentation.sourceView = sourceView
      presentation.sourceRect =
        pointing.sourceRect(in: Rect(sourceView?.bounds ?? .zero)).map(CGRect.init) ?? .null
      presentation.permittedArrowDirections = UIPopoverArrowDirection(
        pointing.permittedArrowDirections)
    }

    // MARK: - UIPopoverPresentationControllerDelegate

    /// Called "when the popover may require a different view or rectangle"
    /// (UIPopoverPresentationController.h), as when the device turns: a point at the view's
    /// centre moves to the view's new centre.
    nonisolated func popoverPresentationController(
      _ popoverPresentationController: UIPopoverPresentationController,
      willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
      in view: AutoreleasingUnsafeMutablePointer<UIView>
    ) {
      // UIKit calls this on the main thread; the view is read there (UIView is Sendable, a
      // main-actor class), the pointers are not sent anywhere.
      let target = view.pointee
      let centre: CGRect? = MainActor.assumeIsolated {
        pointing?.sourceRect(in: Rect(target.bounds)).map(CGRect.init)
      }
      if let centre { rect.pointee = centre }
    }

    // MARK: - UIAdaptivePresentationControllerDelegate

    nonisolated func adaptivePresentationStyle(
      for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
      MainActor.assumeIsolated {
        switch plan.adaptiveStyle(
          isHorizontallyCompact: traitCollection.horizontalSizeClass == .compact)
        {
        case .none: .none
        case .formSheet: .formSheet
        }
      }
    }

    nonisolated func presentationController(
      _ presentationController: UIPresentationController,
      willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
      transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
      MainActor.assumeIsolated {
        driver?.popoverAdapted(toSheet: style != .none && style != .popover)
      }
    }

    nonisolated func presentationControllerWillDismiss(
      _ presentationController: UIPresentationController
    ) {
      let presentation = presentationController
      MainActor.assumeIsolated {
        driver?.sheetDismissalWillBegin()
        // Only a popover shown as a sheet has an interaction to cancel.
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
    /// (UIPresentationController.h): the driver reports it as a tap outside.
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
