import VeilCore

/// The drag to dismiss of a custom presentation around its ``DragSession``: what each state of
/// the pan recognizer does, when the lifecycle is asked, what a release leaves for the
/// dismissal, when the content springs back, and how long a scroll view in the content is held.
///
/// The iOS layer's `ModalDragInteraction` feeds it the recognizer's states and the lifecycle's
/// answers, and carries out the commands it answers with.
///
/// - **Claim, refuse, reset.** A pan that begins while a transition runs is reset (it does
///   nothing). The first step that moves the modal asks the lifecycle (``Command/askToBegin``);
///   a refusal ends the pan, and a scroll view under it scrolls freely. A claim catches a
///   running spring-back where it is.
/// - **Pending release.** A release that dismisses is kept (``pendingRelease``) before the
///   lifecycle answers, since its answer may start the dismissal at once and the dismissal
///   continues the release.
/// - **The scroll view's hold (G1 of the second review).** While the modal is off rest the
///   scroll view under the finger is held still. A release that springs back keeps that hold
///   until the spring-back ends: let go when the finger lifts, a list that took part in the
///   pan would start its own deceleration while the modal springs back (FloatingPanel pins the
///   offset during its attraction for the same reason).
///
/// ```swift
/// var drag = DragInteraction(.lightbox)
/// drag.handle(.began(translation: .zero, onScreenOffset: .zero, scroll: nil,
///                    isAnimatingTransition: false, container: size, isRightToLeft: false))
/// // [.askToBegin]: the modal moves, the lifecycle is asked
/// drag.handle(.beginAnswered(true))   // [.holdScroll(false), .show(…), .reportProgress(…), …]
/// ```
package struct DragInteraction: Hashable, Sendable {
  /// What happened to the pan, or what the lifecycle answered.
  package enum Callback: Hashable, Sendable {
    /// The pan began (`.began`). `onScreenOffset` is the content's offset on screen, in
    /// UIKit's coordinates (read when a spring-back is caught); `scroll` the scroll view under
    /// the finger, measured now.
    case began(
      translation: Vector, onScreenOffset: Vector, scroll: DragSession.ScrollEdges?,
      isAnimatingTransition: Bool, container: Size, isRightToLeft: Bool)
    /// The finger moved (`.changed`); `scroll` as the last event left it.
    case changed(translation: Vector, scroll: DragSession.ScrollEdges?)
    /// The finger lifted (`.ended`), with the recognizer's velocity.
    case ended(translation: Vector, velocity: Vector, scroll: DragSession.ScrollEdges?)
    /// The pan was cancelled or failed.
    case cancelled
    /// The lifecycle's answer to ``Command/askToBegin``.
    case beginAnswered(Bool)
    /// The lifecycle's answer to ``Command/askToEnd(dismissingTowards:)``: whether it dismisses.
    case endAnswered(dismisses: Bool)
    /// The spring-back reached rest.
    case springBackEnded
    /// A dismissal takes over: the drag and the spring-back end where they are.
    case dismissalBegan
    /// The dismissal has continued the pending release (or ended without it).
    case dismissalEnded
    /// The container has a new size, which the running drag measures against.
    case containerChanged(Size)
  }

  /// What the iOS layer does.
  package enum Command: Hashable, Sendable {
    /// Ends the recognizer's current pan without ending the recognizer.
    case resetRecognizer
    /// Tells the lifecycle the drag began (`dragShouldBegin`); answer with
    /// ``Callback/beginAnswered(_:)``.
    case askToBegin
    /// Tells the lifecycle the drag moved.
    case reportProgress(Double)
    /// Tells the lifecycle the drag ended (`dragEnded`); answer with
    /// ``Callback/endAnswered(dismisses:)``.
    case askToEnd(dismissingTowards: ModalEdge?)
    /// Shows the content moved `offset` (VeilCore's coordinates) over a backdrop at `strength`.
    case show(offset: Vector, backdropStrength: Double)
    /// Holds the scroll view under the finger where it is, or lets it scroll.
    case holdScroll(Bool)
    /// Keeps the scroll view as it is now for the next event's decision.
    case noteScrollEdges
    /// Lets go of the scroll view: it scrolls freely.
    case releaseScroll
    /// Springs the content back to rest from this release.
    case springBack(DragSession.Released)
    /// Ends the running spring-back where it is (a pan caught it).
    case stopSpringBack
    /// Ends the running spring-back where it is and keeps what it left on screen for the
    /// dismissal that takes over.
    case stopSpringBackForDismissal
    /// A spring-back ended: a container change held back while it ran is shown now.
    case motionEnded
  }

  /// How the drag moves the content and when it dismisses.
  package let configuration: DragToDismiss
  /// The running pan's session; `nil` between pans.
  package private(set) var session: DragSession?
  /// A released drag that dismisses, waiting for the dismissal animator to continue it.
  package private(set) var pendingRelease: DragSession.Released?
  /// Whether a release that did not dismiss is springing back to rest.
  package private(set) var isSpringingBack = false
  /// Whether the scroll view under the finger is held now.
  package private(set) var holdsScroll = false
  /// The step waiting for the lifecycle's answer to ``Command/askToBegin``.
  private var claimingStep: DragSession.Step?
  /// The release waiting for the lifecycle's answer to ``Command/askToEnd(dismissingTowards:)``.
  private var endingRelease: DragSession.Released?

  /// The drag of `configuration`; nothing runs until a pan begins.
  package init(_ configuration: DragToDismiss) {
    self.configuration = configuration
  }

  /// Whether a drag holds the modal now.
  package var isDragging: Bool { session?.isClaimed == true }

  /// What to do on `callback`.
  package mutating func handle(_ callback: Callback) -> [Command] {
    switch callback {
    case .began(
      let translation, let onScreen, let scroll, let isAnimatingTransition, let container,
      let isRightToLeft):
      guard !isAnimatingTransition else { return [.resetRecognizer] }
      var session = DragSession(configuration, container: container, isRightToLeft: isRightToLeft)
      // A spring-back still running is caught where it is.
      let step = session.begin(
        translation: translation, caughtOffset: isSpringingBack ? onScreen : nil, scroll: scroll)
      self.session = session
      return show(step)
    case .changed(let translation, let scroll):
      guard var session else { return [] }
      let step = session.change(translation: translation, scroll: scroll)
      self.session = session
      return show(step)
    case .ended(let translation, let velocity, let scroll):
      guard var session else { return [] }
      return finish(session.end(translation: translation, velocity: velocity, scroll: scroll))
    case .cancelled:
      return finish(session?.cancel())
    case .beginAnswered(let allowed):
      guard let step = claimingStep else { return [] }
      claimingStep = nil
      guard allowed else {
        // The lifecycle refused the drag (a transition runs, another modal is on top): this
        // pan does nothing, and a scroll view under it scrolls freely.
        session = nil
        holdsScroll = false
        return [.releaseScroll, .resetRecognizer]
      }
      session?.markClaimed()
      let caught: [Command] = isSpringingBack ? [.stopSpringBack] : []
      isSpringingBack = false
      return caught + claimed(step) + [.noteScrollEdges]
    case .endAnswered(let dismisses):
      guard let released = endingRelease else { return [] }
      endingRelease = nil
      switch DragSession.resolve(released, dismisses: dismisses) {
      case .dismissal(let release):
        pendingRelease = release
      case .springBack(let back):
        pendingRelease = nil
        isSpringingBack = true
        // A held scroll view stays held until the content is back at rest.
        return holdsScroll ? [.springBack(back)] : [.releaseScroll, .springBack(back)]
      case .styleDismissal:
        pendingRelease = nil
      }
      holdsScroll = false
      return [.releaseScroll]
    case .springBackEnded:
      isSpringingBack = false
      guard session == nil else { return [.motionEnded] }
      holdsScroll = false
      return [.releaseScroll, .motionEnded]
    case .dismissalBegan:
      session = nil
      claimingStep = nil
      holdsScroll = false
      let stops: [Command] = isSpringingBack ? [.stopSpringBackForDismissal] : []
      isSpringingBack = false
      return [.releaseScroll] + stops
    case .dismissalEnded:
      pendingRelease = nil
      return []
    case .containerChanged(let size):
      session?.container = size
      return []
    }
  }

  /// A step of the pan: the first that moves the modal asks the lifecycle first.
  private mutating func show(_ step: DragSession.Step) -> [Command] {
    if step.claims {
      claimingStep = step
      return [.askToBegin]
    }
    guard session?.isClaimed == true else {
      // A pan the scroll view has to itself: a hold the spring-back kept ends now.
      guard holdsScroll else { return [.noteScrollEdges] }
      holdsScroll = false
      return [.holdScroll(false), .noteScrollEdges]
    }
    return claimed(step) + [.noteScrollEdges]
  }

  /// What a step of a drag the lifecycle accepted shows.
  private mutating func claimed(_ step: DragSession.Step) -> [Command] {
    holdsScroll = step.holdsScroll
    return [
      .holdScroll(step.holdsScroll),
      .show(offset: step.offset, backdropStrength: step.backdropStrength),
      .reportProgress(step.progress),
    ]
  }

  /// The pan ended with `released` (`nil`: the modal never moved): ask the lifecycle.
  private mutating func finish(_ released: DragSession.Released?) -> [Command] {
    session = nil
    guard let released else {
      holdsScroll = false
      return [.releaseScroll]
    }
    // Kept before the lifecycle answers: its answer may start the dismissal at once, and the
    // dismissal reads the release.
    pendingRelease = released.release.edge == nil ? nil : released
    endingRelease = released
    return [.askToEnd(dismissingTowards: released.release.edge)]
  }
}
