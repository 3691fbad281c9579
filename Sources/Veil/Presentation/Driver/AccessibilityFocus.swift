#if os(iOS)
  @preconcurrency import UIKit
  import VeilDecisions

  /// Moves VoiceOver focus as VeilDecisions' `AccessibilityFocusPolicy` decides.
  @MainActor
  enum AccessibilityFocus {
    /// Posts `move`: focus to `content` or to `previousFocus`, announced as a new screen or as
    /// a change of layout.
    static func perform(
      _ move: AccessibilityFocusPolicy.Move, content: UIView?, previousFocus: NSObject?
    ) {
      let element: Any? =
        switch move.target {
        case .content: content
        case .previousFocus: previousFocus
        }
      let notification: UIAccessibility.Notification =
        switch move.announcement {
        case .screenChanged: .screenChanged
        case .layoutChanged: .layoutChanged
        }
      UIAccessibility.post(notification: notification, argument: element)
    }

    /// Whether VoiceOver's focus is on an element outside `view` (the user moved on in the
    /// screen behind a pass-through modal). `false` when nothing has focus, or when the focused
    /// element's place in the view hierarchy cannot be told.
    static func hasLeft(_ view: UIView?) -> Bool {
      guard let view, let focused = UIAccessibility.focusedElement(using: .notificationVoiceOver)
      else { return false }
      // Walk up the accessibility containers (SwiftUI's elements are not views) to a view.
      var current: Any? = focused
      while let element = current {
        if let focusedView = element as? UIView { return !focusedView.isDescendant(of: view) }
        current = (element as? UIAccessibilityElement)?.accessibilityContainer
      }
      return false
    }
  }
#endif
