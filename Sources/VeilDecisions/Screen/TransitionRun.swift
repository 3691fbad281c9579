import VeilCore

/// The contract of one custom transition animator (`UIViewControllerAnimatedTransitioning`),
/// as a value: UIKit's calls in, the animator's moves out.
///
/// What UIKit requires, decided here so a scripted transition context can check it on Linux:
///
/// - **`isAnimated`.** Apple: "Use this value to determine whether you need to animate a
///   custom transition into place, or whether you should install the final views into the
///   container without animating." Not animated: the duration is 0, the views are installed,
///   the end frame is applied, the presentation is logically complete and the transition
///   completes at once.
/// - **Views.** The animator adds the presented view when presenting, and on a dismissal puts
///   back the presenting view (`view(forKey: .to)`) behind the departing modal at its final
///   frame when UIKit had removed it (`shouldRemovePresentersView`), as `.fullScreen` does.
/// - **Once.** `completeTransition(_:)` is called at most once, whichever of
///   `interruptibleAnimator(using:)` and `animateTransition(using:)` UIKit calls, in either
///   order, and the same animation serves the whole transition.
/// - **Two ends.** A presentation is *logically* complete after the animation's logical
///   duration (a spring's response), before the spring settles; it then may no longer be
///   turned around, only finished (``Callback/finishQuickly``).
package struct TransitionRun: Hashable, Sendable {
  /// Where a view the animator installs goes among the container's subviews.
  package enum ZOrder: Hashable, Sendable {
    /// Above everything (the presented view).
    case front
    /// Below everything (the presenting view behind a departing modal).
    case back
  }

  /// Whether UIKit hands the animator a view for a key, and where it is.
  package enum ViewState: Hashable, Sendable {
    /// `view(forKey:)` is `nil`: UIKit keeps the view where it is.
    case none
    /// A view not in the container: the animator must install it.
    case outsideContainer
    /// A view already in the container.
    case inContainer
  }

  /// What the animator reads of UIKit's transition context.
  package struct Context: Hashable, Sendable {
    /// `isAnimated`.
    package var isAnimated: Bool
    /// Whether the transition has a Veil presentation controller (always, for Veil).
    package var hasPresentationController: Bool
    /// `view(forKey: .to)`, and where it is.
    package var toView: ViewState
    /// `transitionWasCancelled`.
    package var wasCancelled: Bool

    /// A context.
    package init(
      isAnimated: Bool = true, hasPresentationController: Bool = true,
      toView: ViewState = .none, wasCancelled: Bool = false
    ) {
      self.isAnimated = isAnimated
      self.hasPresentationController = hasPresentationController
      self.toView = toView
      self.wasCancelled = wasCancelled
    }
  }

  /// What UIKit (or the running animation) did.
  package enum Callback: Hashable, Sendable {
    /// `animateTransition(using:)`.
    case animateTransition(Context)
    /// `interruptibleAnimator(using:)`.
    case interruptibleAnimatorRequested(Context)
    /// The animation's logical duration has passed.
    case logicalDurationElapsed
    /// The property animator ended, at its end or back at its start.
    case animationFinished(atEnd: Bool)
    /// The driver turns the transition around.
    case reverse
    /// The driver finishes the transition quickly, at its end.
    case finishQuickly
    /// `animationEnded(_:)`.
    case animationEnded
  }

  /// What the animator must do.
  package enum Command: Hashable, Sendable {
    /// Add `view(forKey: .to)` to the container; at its final frame when `atFinalFrame`.
    case installToView(ZOrder, atFinalFrame: Bool)
    /// Make the presentation controller's views ready (backdrop, content, container).
    case prepareContainer
    /// Apply the transition's frame at this progress.
    case applyFrame(progress: Double)
    /// Make the transition's animation (the same one from now on).
    case makeAnimation
    /// Start it, and update the status bar appearance alongside.
    case startAnimation
    /// Turn it around where it is.
    case reverseAnimation
    /// Run the rest of it quickly.
    case finishAnimationQuickly
    /// Tell the driver the presentation is logically complete.
    case reportLogicalCompletion
    /// Call `completeTransition(_:)`.
    case completeTransition(Bool)
    /// Let go of the animation.
    case discardAnimation
  }

  /// How far the transition has come.
  package enum Phase: Hashable, Sendable {
    /// Nothing asked yet.
    case idle
    /// The views are ready and the animation made; not started.
    case prepared
    /// The animation runs.
    case running
    /// `completeTransition(_:)` has been called.
    case completed
    /// UIKit has ended the transition.
    case ended
  }

  /// Whether the transition presents (or dismisses).
  package let isPresenting: Bool
  /// How far it has come.
  package private(set) var phase = Phase.idle
  /// Whether the animation runs backwards now.
  package private(set) var isReversed = false
  /// Whether the presentation was reported logically complete.
  package private(set) var isLogicallyComplete = false
  /// Whether the animation is being finished quickly.
  package private(set) var isFinishing = false

  /// A transition that has not begun.
  package init(presenting: Bool) {
    isPresenting = presenting
  }

  /// The duration to answer `transitionDuration(using:)`: 0 when not animated, otherwise the
  /// animation's, with NaN, infinite and negative durations as 0.
  package static func duration(isAnimated: Bool, animationDuration: Double) -> Double {
    guard isAnimated else { return 0 }
    return animationDuration.isFinite ? max(animationDuration, 0) : 0
  }

  /// Whether the transition can be turned around now.
  package var canReverse: Bool { phase == .running && !isFinishing }

  /// Takes one call and answers what the animator must do, in order.
  @discardableResult
  package mutating func handle(_ callback: Callback) -> [Command] {
    var commands: [Command] = []
    switch callback {
    case .interruptibleAnimatorRequested(let context):
      prepare(context, into: &commands)
    case .animateTransition(let context):
      prepare(context, into: &commands)
      guard phase == .prepared else { break }
      phase = .running
      commands.append(.startAnimation)
    case .logicalDurationElapsed:
      guard phase == .running, isPresenting, !isReversed, !isLogicallyComplete else { break }
      isLogicallyComplete = true
      commands.append(.reportLogicalCompletion)
    case .animationFinished(let atEnd):
      guard phase == .running || phase == .prepared else { break }
      complete(atEnd: atEnd, into: &commands)
    case .reverse:
      guard canReverse, !(isPresenting && isLogicallyComplete && !isReversed) else { break }
      isReversed.toggle()
      commands.append(.reverseAnimation)
    case .finishQuickly:
      guard canReverse, !isReversed else { break }
      isFinishing = true
      commands.append(.finishAnimationQuickly)
    case .animationEnded:
      guard phase != .ended else { break }
      phase = .ended
      commands.append(.discardAnimation)
    }
    return commands
  }

  /// The first call of a transition installs the views and makes the animation; a transition
  /// that is not animated (or has nothing to animate) completes at once.
  private mutating func prepare(_ context: Context, into commands: inout [Command]) {
    guard phase == .idle else { return }
    guard context.hasPresentationController else {
      phase = .completed
      commands.append(.completeTransition(!context.wasCancelled))
      return
    }
    if context.toView == .outsideContainer {
      commands.append(
        isPresenting
          ? .installToView(.front, atFinalFrame: false)
          : .installToView(.back, atFinalFrame: true))
    }
    commands.append(.prepareContainer)
    guard context.isAnimated else {
      commands.append(.applyFrame(progress: 1))
      if isPresenting {
        isLogicallyComplete = true
        commands.append(.reportLogicalCompletion)
      }
      phase = .completed
      commands.append(.completeTransition(true))
      return
    }
    commands += [.applyFrame(progress: 0), .makeAnimation]
    phase = .prepared
  }

  private mutating func complete(atEnd: Bool, into commands: inout [Command]) {
    commands.append(.applyFrame(progress: atEnd ? 1 : 0))
    if atEnd, isPresenting, !isLogicallyComplete {
      isLogicallyComplete = true
      commands.append(.reportLogicalCompletion)
    }
    phase = .completed
    commands.append(.completeTransition(atEnd))
  }
}
