#if os(iOS)
  import SwiftUI
  import UIKit
  import VeilDecisions

  extension SheetPresentationDelegate {
    /// Makes `controller` a page or a form sheet and sets UIKit's sizing flags as `plan` says
    /// (``/VeilCore/SheetStyle/uiKitSizingPlan`` in VeilDecisions).
    ///
    /// The presentation style is set first: UIKit makes the controller's
    /// `sheetPresentationController` for a page or a form sheet only, from the style it has
    /// when the property is first read. `prefersPageSizing` exists from iOS 17; before it,
    /// the presentation style alone says page or form. A preferred content size replaces the
    /// controller's own (for a UIKit-API sheet, the container carries it instead of the app
    /// controller's), and a SwiftUI host stops publishing its content's size where UIKit
    /// would take that size for the sheet's.
    func applySizing(_ plan: SheetSizingPlan, to controller: UIViewController) {
      switch plan.presentationStyle {
      case .pageSheet: controller.modalPresentationStyle = .pageSheet
      case .formSheet: controller.modalPresentationStyle = .formSheet
      }
      // Before the size: a host that still publishes would replace it at its next layout.
      if let host = controller as? any ContentSizePublishing {
        host.publishesContentSize = plan.hostPublishesContentSize
        // Nor keeps a size it published before: a form sheet without a size of its own takes
        // UIKit's.
        if !plan.hostPublishesContentSize { controller.preferredContentSize = .zero }
      }
      if let size = plan.preferredContentSize {
        let preferred = CGSize(width: size.width, height: size.height)
        if let container = controller as? SheetContainerController {
          container.preferredContentSizeOverride = preferred
        }
        controller.preferredContentSize = preferred
      }
      guard let presentation = controller.sheetPresentationController else { return }
      presentation.prefersEdgeAttachedInCompactHeight = plan.prefersEdgeAttachedInCompactHeight
      presentation.widthFollowsPreferredContentSizeWhenEdgeAttached =
        plan.widthFollowsPreferredContentSizeWhenEdgeAttached
      if #available(iOS 17, *) {
        presentation.prefersPageSizing = plan.prefersPageSizing
      }
    }
  }

  /// A controller that can publish its content's size as its preferred content size.
  @MainActor
  protocol ContentSizePublishing: AnyObject {
    /// Whether the content's ideal size becomes the controller's `preferredContentSize`
    /// (iOS 16's `UIHostingController.sizingOptions`; nothing on iOS 15).
    var publishesContentSize: Bool { get set }
  }

  extension ModalHostingController: ContentSizePublishing {
    var publishesContentSize: Bool {
      get {
        guard #available(iOS 16, *) else { return false }
        return sizingOptions.contains(.preferredContentSize)
      }
      set {
        guard #available(iOS 16, *) else { return }
        sizingOptions = newValue ? .preferredContentSize : []
      }
    }
  }
#endif

#if os(iOS)
  extension SheetPresentationDelegate {
    /// Paints a UIKit-API sheet's surface behind the app's controller: Veil's container
    /// paints a colour or a material; for the system's surface and for none it stays clear,
    /// and the app's own view paints what the app set, as in UIKit's own sheet. A SwiftUI
    /// sheet's host paints its surface itself (`ModalStyle.hostSurface` in VeilDecisions).
    func applySurface(_ surface: SheetSurface, to controller: UIViewController) {
      guard let container = controller as? SheetContainerController else { return }
      let painted = surface.hostSurface(systemDrawsSurface: true)
      guard painted != .clear else { return }
      HostSurfaceView.apply(painted, to: container.view)
    }
  }
#endif
