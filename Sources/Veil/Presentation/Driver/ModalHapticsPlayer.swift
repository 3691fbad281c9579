#if os(iOS)
  import UIKit
  import VeilCore
  import VeilDecisions

  /// Plays a modal's haptic feedback through UIKit's public feedback generators, as VeilDecisions'
  /// `ModalHapticsPolicy` decides: a generator prepared ahead of the moment it plays at, and
  /// let go once it has played.
  ///
  /// UIKit decides whether the feedback is felt (a supported Taptic Engine, the app in the
  /// foreground, the System Haptics setting on: Apple's `UIFeedbackGenerator` documentation); no
  /// public API reads that setting, so Veil does not check it.
  @MainActor
  package final class ModalHapticsPlayer {
    /// Told of every feedback just before it plays; only the package's simulator tests set it,
    /// since no public API observes a feedback generator.
    package static var willPlay: ((ModalHaptics.Feedback) -> Void)?

    private var policy = ModalHapticsPolicy()
    /// The generator prepared for the feedback about to play.
    private var prepared: (feedback: ModalHaptics.Feedback, generator: UIFeedbackGenerator)?

    /// Hands `callback` to the policy under `haptics` and carries out what it answers.
    func handle(_ callback: ModalHapticsPolicy.Callback, haptics: ModalHaptics) {
      for command in policy.handle(callback, haptics: haptics) {
        switch command {
        case .prepare(let feedback):
          let generator = Self.generator(for: feedback)
          generator.prepare()
          prepared = (feedback, generator)
        case .play(let feedback):
          let generator =
            prepared.flatMap { $0.feedback == feedback ? $0.generator : nil }
            ?? Self.generator(for: feedback)
          prepared = nil
          Self.willPlay?(feedback)
          Self.play(feedback, on: generator)
        }
      }
    }

    /// A new generator of the kind `feedback` plays on.
    private static func generator(for feedback: ModalHaptics.Feedback) -> UIFeedbackGenerator {
      switch feedback.kind {
      case .impact(let style, _): UIImpactFeedbackGenerator(style: .init(style))
      case .selection: UISelectionFeedbackGenerator()
      case .notification: UINotificationFeedbackGenerator()
      }
    }

    /// Plays `feedback` on `generator`, made for it by ``generator(for:)``.
    private static func play(_ feedback: ModalHaptics.Feedback, on generator: UIFeedbackGenerator) {
      switch feedback.kind {
      case .impact(_, let intensity):
        (generator as? UIImpactFeedbackGenerator)?.impactOccurred(intensity: CGFloat(intensity))
      case .selection:
        (generator as? UISelectionFeedbackGenerator)?.selectionChanged()
      case .notification(let kind):
        (generator as? UINotificationFeedbackGenerator)?.notificationOccurred(.init(kind))
      }
    }
  }
#endif
