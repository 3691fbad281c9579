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

    /// Posts `text` as an announcement: VoiceOver says it without moving focus
    /// (`UIAccessibility.Notification.announcement`, whose argument is the string to say).
    static func announce(_ text: String) {
      UIAccessibility.post(notification: .announcement, argument: text)
    }

    /// The accessibility labels of the elements inside `view`, in the order VoiceOver visits
    /// them: the view's `accessibilityElements` (or its accessibility container's elements, as
    /// a SwiftUI hosting view lists them) when it has some, its subviews otherwise; an element
    /// is read for its label and not looked into, as VoiceOver does.
    static func labels(in view: UIView) -> [String] {
      var labels: [String] = []
      collectLabels(of: view, into: &labels, depth: 0)
      return labels
    }

    private static func collectLabels(of element: Any, into labels: inout [String], depth: Int) {
      // A hierarchy deeper than this is a cycle in someone's accessibility container.
      guard depth < 64, let object = element as? NSObject else { return }
      if object.isAccessibilityElement {
        if let label = object.accessibilityLabel { labels.append(label) }
        return
      }
      if let view = object as? UIView, view.isHidden || view.accessibilityElementsHidden {
        return
      }
      if let elements = object.accessibilityElements, !elements.isEmpty {
        for child in elements { collectLabels(of: child, into: &labels, depth: depth + 1) }
        return
      }
      let count = object.accessibilityElementCount()
      if count != NSNotFound, count > 0 {
        for index in 0..<count {
          if let child = object.accessibilityElement(at: index) {
            collectLabels(of: child, into: &labels, depth: depth + 1)
          }
        }
        return
      }
      if let view = object as? UIView {
        for child in view.subviews { collectLabels(of: child, into: &labels, depth: depth + 1) }
      }
    }

    /// Whether `element`, one VoiceOver focused, is `view` or inside it; SwiftUI's elements
    /// are not views, so their accessibility containers are climbed to one.
    static func isInside(_ view: UIView, element: Any?) -> Bool {
      hostView(of: element)?.isDescendant(of: view) ?? false
    }

    /// Whether VoiceOver's focus is on an element outside `view` (the user moved on in the
    /// screen behind a pass-through modal). `false` when nothing has focus, or when the focused
    /// element's place in the view hierarchy cannot be told.
    static func hasLeft(_ view: UIView?) -> Bool {
      guard let view else { return false }
      let focused = UIAccessibility.focusedElement(using: .notificationVoiceOver)
      return hostView(of: focused).map { !$0.isDescendant(of: view) } ?? false
    }

    /// The view an accessibility element stands in: the element itself if it is a view, else
    /// the first view up its accessibility containers (SwiftUI's elements are not views);
    /// `nil` when there is none within 64 levels.
    private static func hostView(of element: Any?) -> UIView? {
      var current: Any? = element
      var depth = 0
      while let found = current, depth < 64 {
        if let view = found as? UIView { return view }
        current = (found as? UIAccessibilityElement)?.accessibilityContainer
        depth += 1
      }
      return nil
    }
  }
#endif
