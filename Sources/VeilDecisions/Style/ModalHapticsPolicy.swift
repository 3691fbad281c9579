import VeilCore

/// When a modal plays its haptic feedback (``ModalHaptics``): which moment plays which feedback,
/// once each, and nothing for a transition that is cancelled.
///
/// The iOS layer hands it every event as it delivers it, with whether a `didDismiss` left the
/// screen (a dismissal reversed back into a presentation closes its cycle with a `didDismiss`
/// that did not), and each settled detent with who moved it. It answers what to prepare and what
/// to play:
/// - `willPresent` prepares the presentation's feedback (`prepare()`, Apple: "informs self that it
///   will likely receive events soon, so that it can ensure minimal latency"), `didPresent`
///   plays it, once per stay on screen: the `didPresent` after a dismissal reversed back plays
///   nothing, the modal never left.
/// - `willDismiss` prepares the dismissal's feedback; the `didDismiss` that leaves the screen plays
///   it, if the modal had presented. A presentation reversed before it completed, and a dismissal
///   reversed back, play nothing. A modal that goes with the one below it
///   (`DismissReason.parentDismissed`: dismissing a chain, `ModalPresenter.dismissAll`) plays
///   nothing either: the one whose dismissal takes it plays once for the whole chain.
/// - The user's drag that settles a sheet on another detent plays the detent's feedback while the
///   modal is presented; a detent the app selects plays nothing, as UIKit's own controls give
///   feedback for the user's gestures.
///
/// ```swift
/// var policy = ModalHapticsPolicy()
/// policy.handle(.event(.didPresent, leftScreen: false), haptics: .standard)
/// // [.play(.impact(.light))]
/// ```
package struct ModalHapticsPolicy: Hashable, Sendable {
  /// What happened.
  package enum Callback: Hashable, Sendable {
    /// An event is being delivered; `leftScreen` for a `didDismiss` after which the modal has
    /// left the screen.
    case event(ModalEvent, leftScreen: Bool)
    /// A sheet settled on another detent; `byUser` when the user's drag moved it.
    case detentChanged(byUser: Bool)
  }

  /// What to do with UIKit's feedback generators.
  package enum Command: Hashable, Sendable {
    /// Prepare a generator for this feedback, which is about to play.
    case prepare(ModalHaptics.Feedback)
    /// Play this feedback.
    case play(ModalHaptics.Feedback)
  }

  /// Whether the modal has presented since it last left the screen.
  private(set) var isPresented = false

  /// Creates a policy for a modal that is not on screen.
  package init() {}

  /// What `callback` plays under `haptics`.
  ///
  /// - Parameters:
  ///   - callback: What happened.
  ///   - haptics: The style's haptics, as they are now.
  /// - Returns: The generators to prepare and the feedback to play, in order.
  package mutating func handle(_ callback: Callback, haptics: ModalHaptics) -> [Command] {
    switch callback {
    case .event(.willPresent, _):
      guard !isPresented, let feedback = haptics.onPresent else { return [] }
      return [.prepare(feedback)]
    case .event(.didPresent, _):
      guard !isPresented else { return [] }
      isPresented = true
      return haptics.onPresent.map { [.play($0)] } ?? []
    case .event(.willDismiss(let reason), _):
      guard isPresented, reason != .parentDismissed, let feedback = haptics.onDismiss else {
        return []
      }
      return [.prepare(feedback)]
    case .event(.didDismiss(let reason), let leftScreen):
      guard leftScreen else { return [] }
      defer { isPresented = false }
      guard isPresented, reason != .parentDismissed, let feedback = haptics.onDismiss else {
        return []
      }
      return [.play(feedback)]
    case .detentChanged(let byUser):
      guard byUser, isPresented, let feedback = haptics.onDetentChange else { return [] }
      return [.play(feedback)]
    }
  }
}
