#if os(iOS)
  @preconcurrency import UIKit

  /// Moves VoiceOver focus.
  @MainActor
  enum AccessibilityFocus {
    static func moveScreen(to element: Any?) {
      UIAccessibility.post(notification: arrival(of: element), argument: element)
    }

    /// A new screen, except for the view of a presented pass-through modal (a toast), which
    /// VeilDecisions' `PresentationLayout` says arrives as a change of layout: the screen behind
    /// stays in use.
    private static func arrival(of element: Any?) -> UIAccessibility.Notification {
      // `presentationController` is read only on a presented controller: on any other it would
      // make one.
      guard let controller = (element as? UIView)?.next as? UIViewController,
        controller.presentingViewController != nil,
        let presentation = controller.presentationController as? ModalPresentationController,
        presentation.accessibilityArrival == .layoutChanged
      else { return .screenChanged }
      return .layoutChanged
    }
  }
#endif
