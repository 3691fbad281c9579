#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import VeilCore

  /// Runs one presentation or dismissal of a custom Veil presentation, interruptibly.
  ///
  /// UIKit asks for the animator through `interruptibleAnimator(using:)` and gets a
  /// `UIViewPropertyAnimator` timed by the style's `Spring` (`UISpringTimingParameters(mass:
  /// stiffness:damping:initialVelocity:)`) or `TimingCurve` (`UICubicTimingParameters`); a
  /// ``ProgressAnimation`` turns its progress into the engine's frames, which the
  /// ``ModalPresentationController`` applies. The same object is returned for the whole
  /// transition, as UIKit requires.
  ///
  /// Two ends are told apart:
  /// - **Logically complete**: a presentation is done to the eye after the animation's
  ///   ``ModalAnimation/logicalDuration`` (a spring's response). The driver then reports
  ///   `transitionFinished` to the engine, which emits `didPresent` and lets backdrop taps and
  ///   drags through, as seed 000 enables its tap at `.logicallyComplete`.
  /// - **Complete**: when the property animator ends (a spring has settled) the animator calls
  ///   UIKit's `completeTransition(_:)`. Dismissals are reported to the engine only then, so
  ///   `didDismiss` means the content has left the screen and the next presentation can start.
  ///
  /// A transition can be turned around while it runs (``reverse()``): the engine reverses a
  /// presentation that is dismissed mid-flight, and the other way round. A reversed
  /// presentation completes with `completeTransition(false)`, so UIKit forgets the presented
  /// controller as if it had never come; a reversed dismissal keeps it on screen.
  @MainActor
  final class ModalTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Whether this animator presents (or dismisses).
    let isPresenting: Bool
    /// Called once when a presentation is logically complete.
    var onLogicallyComplete: (() -> Void)?

    private var animation: ProgressAnimation?

    init(presenting: Bool) {
      self.isPresenting = presenting
    }

    /// The presentation controller of the transition: UIKit has made it by the time it asks
    /// for the animation.
    private func presentationController(
      in context: (any UIViewControllerContextTransitioning)?
    ) -> ModalPresentationController? {
      let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
      return context?.viewController(forKey: key)?.presentationController
        as? ModalPresentationController
    }

    /// Whether the transition runs backwards now (a presentation on its way back out, a
    /// dismissal coming back).
    var isReversed: Bool { animation?.isReversed ?? false }

    /// Whether the transition is still running and can be turned around.
    var canReverse: Bool { animation?.isActive ?? false }

    /// Turns the running transition around where it is.
    func reverse() {
      animation?.reverse()
    }

    nonisolated func transitionDuration(
      using transitionContext: (any UIViewControllerContextTransitioning)?
    ) -> TimeInterval {
      nonisolated(unsafe) let context = transitionContext
      return MainActor.assumeIsolated {
        guard let presentationController = presentationController(in: context) else { return 0 }
        let timing = presentationController.transitionAnimation(presenting: isPresenting)
        return timing.animation.propertyAnimatorDuration(initialVelocity: timing.velocity)
      }
    }

    nonisolated func animateTransition(
      using transitionContext: any UIViewControllerContextTransitioning
    ) {
      nonisolated(unsafe) let context = transitionContext
      MainActor.assumeIsolated {
        let animator = makeAnimation(using: context)
        animator?.start()
      }
    }

    nonisolated func interruptibleAnimator(
      using transitionContext: any UIViewControllerContextTransitioning
    ) -> any UIViewImplicitlyAnimating {
      nonisolated(unsafe) let context = transitionContext
      return MainActor.assumeIsolated {
        // Without a presentation controller (never the case for a Veil presentation) an idle
        // animator still lets UIKit finish the transition.
        makeAnimation(using: context)?.propertyAnimator
          ?? UIViewPropertyAnimator(duration: 0, curve: .linear)
      }
    }

    nonisolated func animationEnded(_ transitionCompleted: Bool) {
      MainActor.assumeIsolated {
        animation = nil
      }
    }

    /// The transition's animation, made on first use and the same afterwards.
    private func makeAnimation(using context: any UIViewControllerContextTransitioning)
      -> ProgressAnimation?
    {
      if let animation { return animation }
      guard let presentationController = presentationController(in: context) else {
        context.completeTransition(!context.transitionWasCancelled)
        return nil
      }
      let presenting = isPresenting
      if presenting, let view = context.view(forKey: .to) {
        context.containerView.addSubview(view)
      }
      presentationController.prepareForTransition()
      presentationController.isAnimatingTransition = true
      let timing = presentationController.transitionAnimation(presenting: presenting)
      let animation = ProgressAnimation(
        animation: timing.animation, initialVelocity: timing.velocity, in: context.containerView
      ) { [weak presentationController] progress in
        guard let presentationController else { return }
        presentationController.apply(
          presentationController.transitionFrame(presenting: presenting, progress: progress))
      }
      if presenting {
        animation.onLogicallyComplete = { [weak self] in self?.onLogicallyComplete?() }
      }
      animation.onEnd = { [weak presentationController] position in
        presentationController?.isAnimatingTransition = false
        context.completeTransition(position == .end)
      }
      presentationController.apply(
        presentationController.transitionFrame(presenting: presenting, progress: 0))
      self.animation = animation
      return animation
    }
  }
#endif
