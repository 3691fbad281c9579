#if canImport(UIKit) && !os(watchOS)
  @preconcurrency import UIKit

  /// Moves VoiceOver focus.
  @MainActor
  enum AccessibilityFocus {
    static func moveScreen(to element: Any?) {
      UIAccessibility.post(notification: .screenChanged, argument: element)
    }
  }
#endif
