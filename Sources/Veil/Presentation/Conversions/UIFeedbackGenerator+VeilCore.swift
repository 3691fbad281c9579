#if os(iOS)
  import UIKit
  import VeilCore

  extension UIImpactFeedbackGenerator.FeedbackStyle {
    /// UIKit's impact style for a VeilCore impact style.
    init(_ style: ModalHaptics.ImpactStyle) {
      switch style {
      case .light: self = .light
      case .medium: self = .medium
      case .heavy: self = .heavy
      case .soft: self = .soft
      case .rigid: self = .rigid
      }
    }
  }

  extension UINotificationFeedbackGenerator.FeedbackType {
    /// UIKit's notification type for a VeilCore notification kind.
    init(_ kind: ModalHaptics.NotificationKind) {
      switch kind {
      case .success: self = .success
      case .warning: self = .warning
      case .error: self = .error
      }
    }
  }
#endif
