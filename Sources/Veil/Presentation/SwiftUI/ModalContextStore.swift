#if os(iOS)
  import Combine
  import SwiftUI
  import VeilCore
  import VeilDecisions

  /// The live source of one modal's ``ModalContext``: the driver writes the machine's phase and
  /// drag progress into it, the content's root view observes it, and `.onModalEvent` inside the
  /// content subscribes to its events.
  ///
  /// Only the root of the content observes the store, so a drag that changes the progress on
  /// every frame re-renders the views that read `\.modal`, not the whole content.
  @MainActor
  final class ModalContextStore: ObservableObject {
    /// The context the content sees.
    @Published private(set) var context = ModalContext.none
    /// Whether the content has read `ModalContext.transitionProgress`: until it has, the
    /// driver samples no progress for it.
    nonisolated let progressReadMark = TransitionProgressReadMark()

    /// The modal's driver: what the content asks of its modal goes to it.
    weak var driver: ModalDriver?

    private var subscribers: [WeakSubscription] = []
    private var attemptSubscribers: [WeakAttemptSubscription] = []

    private struct WeakAttemptSubscription {
      weak var subscription: ModalDismissAttemptSubscription?
    }
    private var replay = ModalEventReplay()

    private struct WeakSubscription {
      weak var subscription: ModalEventSubscription?
    }

    init() {
      context = ModalContext(phase: .dismissed, interactiveProgress: 0, store: self)
    }

    /// Publishes the machine's phase and progress when they change.
    func update(phase: PresentationPhase, interactiveProgress: Double) {
      guard phase != context.phase || interactiveProgress != context.interactiveProgress else {
        return
      }
      context = ModalContext(
        phase: phase, interactiveProgress: interactiveProgress, store: self,
        transitionProgress: context.progress)
    }

    /// Publishes the transition's progress when it changes.
    func update(transitionProgress: Double) {
      // `progress`, not the public property, which would mark the content as reading it.
      guard transitionProgress != context.progress else { return }
      context = ModalContext(
        phase: context.phase, interactiveProgress: context.interactiveProgress, store: self,
        transitionProgress: transitionProgress)
    }

    /// Dismisses the modal on the content's behalf.
    func dismiss() {
      driver?.requestDismissal()
    }

    /// Tells the modal's driver whether the content keeps the user from dismissing it
    /// (`modalInteractiveDismissDisabled(_:)`).
    func userDismissalDisabled(_ disabled: Bool) {
      driver?.contentDisablesUserDismissal(disabled)
    }

    /// Delivers an event to the content's `.onModalEvent` handlers that are still alive.
    func broadcast(_ event: ModalEvent) {
      replay.record(event)
      subscribers.removeAll { $0.subscription == nil }
      for subscriber in subscribers {
        subscriber.subscription?.action(event)
      }
    }

    /// Delivers a refused dismissal attempt to the content's `.onModalDismissAttempt`
    /// handlers that are still alive; none replays to a later one (an attempt is a moment, not
    /// a state).
    func broadcast(_ attempt: ModalDismissAttempt) {
      attemptSubscribers.removeAll { $0.subscription == nil }
      for subscriber in attemptSubscribers {
        subscriber.subscription?.action(attempt)
      }
    }

    /// Adds a subscriber to the dismissal attempts, held weakly.
    func subscribe(_ subscription: ModalDismissAttemptSubscription) {
      guard !attemptSubscribers.contains(where: { $0.subscription === subscription }) else {
        return
      }
      attemptSubscribers.append(WeakAttemptSubscription(subscription: subscription))
    }

    /// Adds a subscriber; it is held weakly and goes when the view that made it goes. A new
    /// subscriber hears the open cycle's last event at once (`ModalEventReplay` in VeilDecisions):
    /// content that appears late would otherwise miss `didPresent`.
    func subscribe(_ subscription: ModalEventSubscription) {
      guard !subscribers.contains(where: { $0.subscription === subscription }) else { return }
      subscribers.append(WeakSubscription(subscription: subscription))
      if let event = replay.eventForNewSubscriber {
        subscription.action(event)
      }
    }
  }
#endif
