/// Which haptic feedback a modal plays when it presents, when the user moves a sheet to another
/// detent, and when it is dismissed; ``none`` (the default of every style) plays nothing.
///
/// The iOS layer plays each through UIKit's public feedback generators
/// (`UIImpactFeedbackGenerator`, `UISelectionFeedbackGenerator`,
/// `UINotificationFeedbackGenerator`), once per moment: when the modal has presented
/// (`didPresent`), when the user's drag settles a sheet on another detent, and when the modal has
/// left the screen (`didDismiss`). A transition that is cancelled plays nothing: a presentation
/// reversed before it completes, a dismissal reversed back, a drag that springs back, a detent the
/// app selects. UIKit decides whether the feedback is felt: Apple's `UIFeedbackGenerator`
/// documentation says haptics play only on a device with a supported Taptic Engine, while the app
/// is in the foreground, and with the System Haptics setting on; no public API reads that
/// setting, so Veil asks and UIKit stays silent where it must.
///
/// ```swift
/// let style = ModalStyle.drawer.haptics(ModalHaptics(onPresent: .impact(.light)))
/// let sheet = SheetStyle.halfSheet.detents([.medium, .large]).haptics(.standard)
/// ```
public struct ModalHaptics: Hashable, Sendable {
  /// The feedback when the modal has presented; `nil` for none.
  public var onPresent: Feedback?
  /// The feedback when the user's drag settles a sheet on another detent; `nil` for none.
  /// Only a ``SheetStyle`` has detents.
  public var onDetentChange: Feedback?
  /// The feedback when the modal has left the screen; `nil` for none.
  public var onDismiss: Feedback?

  /// Creates haptics; every moment plays nothing unless given a feedback.
  ///
  /// - Parameters:
  ///   - onPresent: The feedback when the modal has presented.
  ///   - onDetentChange: The feedback when the user moves a sheet to another detent.
  ///   - onDismiss: The feedback when the modal has left the screen.
  public init(
    onPresent: Feedback? = nil, onDetentChange: Feedback? = nil, onDismiss: Feedback? = nil
  ) {
    self.onPresent = onPresent
    self.onDetentChange = onDetentChange
    self.onDismiss = onDismiss
  }

  /// No feedback at all: the default of every style.
  public static let none = ModalHaptics()

  /// A light impact when the modal lands and a selection tick when the user snaps a sheet to
  /// another detent, as UIKit's pickers tick through values; nothing on dismissal.
  public static let standard = ModalHaptics(onPresent: .impact(.light), onDetentChange: .selection)

  /// Whether any moment plays a feedback.
  public var isEnabled: Bool { self != .none }

  /// The feedback of `moment`.
  ///
  /// - Parameter moment: When.
  /// - Returns: The feedback, or `nil` for none.
  public func feedback(for moment: Moment) -> Feedback? {
    switch moment {
    case .present: onPresent
    case .detentChange: onDetentChange
    case .dismiss: onDismiss
    }
  }

  /// A moment of a modal's life that may play a feedback.
  ///
  /// ```swift
  /// let tick = ModalHaptics.standard.feedback(for: .detentChange)  // .selection
  /// ```
  public enum Moment: String, Hashable, Sendable, CaseIterable {
    /// The modal has presented.
    case present
    /// The user's drag has settled a sheet on another detent.
    case detentChange
    /// The modal has left the screen.
    case dismiss
  }
}

extension ModalHaptics {
  /// One haptic feedback: an impact, a selection tick or a notification, as UIKit's feedback
  /// generators play them.
  ///
  /// ```swift
  /// let landing: ModalHaptics.Feedback = .impact(.soft, intensity: 0.6)
  /// let saved: ModalHaptics.Feedback = .notification(.success)
  /// ```
  public struct Feedback: Hashable, Sendable {
    /// What the feedback is, for the iOS layer.
    package enum Kind: Hashable, Sendable {
      case impact(ImpactStyle, intensity: Double)
      case selection
      case notification(NotificationKind)
    }

    /// What the feedback is.
    package let kind: Kind

    /// An impact (`UIImpactFeedbackGenerator`), for something that lands or snaps into place.
    ///
    /// - Parameters:
    ///   - style: How heavy the impact is; medium by default.
    ///   - intensity: Its intensity, 0…1 (`impactOccurred(intensity:)`); 1, the full impact, by
    ///     default. Clamped to 0…1; NaN becomes 1.
    /// - Returns: The feedback.
    public static func impact(_ style: ImpactStyle = .medium, intensity: Double = 1) -> Feedback {
      Feedback(kind: .impact(style, intensity: intensity.clamped(to: 0...1, nanFallback: 1)))
    }

    /// A selection tick (`UISelectionFeedbackGenerator`), for a move through discrete values.
    public static let selection = Feedback(kind: .selection)

    /// A notification (`UINotificationFeedbackGenerator`): a task succeeded, warned or failed.
    ///
    /// - Parameter kind: Which notification.
    /// - Returns: The feedback.
    public static func notification(_ kind: NotificationKind) -> Feedback {
      Feedback(kind: .notification(kind))
    }
  }

  /// How heavy an impact is, UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
  ///
  /// ```swift
  /// let landing = ModalHaptics(onPresent: .impact(.rigid))
  /// ```
  public enum ImpactStyle: String, Hashable, Sendable, CaseIterable {
    /// A light impact.
    case light
    /// A medium impact.
    case medium
    /// A heavy impact.
    case heavy
    /// A soft, flexible impact.
    case soft
    /// A hard, rigid impact.
    case rigid
  }

  /// Which notification plays, UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
  ///
  /// ```swift
  /// let saved = ModalHaptics(onDismiss: .notification(.success))
  /// ```
  public enum NotificationKind: String, Hashable, Sendable, CaseIterable {
    /// A task succeeded.
    case success
    /// A task produced a warning.
    case warning
    /// A task failed.
    case error
  }
}
