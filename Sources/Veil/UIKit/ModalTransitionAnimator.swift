#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import VeilCore

  /// Runs one presentation or dismissal of a custom Veil presentation, interruptibly.
  ///
  /// UIKit asks for the animator through `interruptibleAnimator(using:)` and gets a
  /// `UIViewPropertyAnimator` timed by the style's `Spring` (`UISpringTimingParameters(mass:
  /// stiffness:damping:initialVelocity:)`) or `TimingCurve` (`UICubicTimingParameters`); a
  /// ``ProgressAnimation`` turns its progress into the engine's frames, which the
  /// ``ModalPresentationController`` applies.
  ///
  /// What UIKit's contract asks of an animator (`isAnimated`, which views to install, one
  /// `completeTransition(_:)`, the same animator for the whole transition, logical completion
  /// before the spring settles) is decided by VeilCore's `TransitionRun`; this class reads the
  /// transition context for it and carries out its commands.
  @MainActor
  final class ModalTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Whether this animator presents (or dismisses).
    let isPresenting: Bool
    /// Receives the start of the animation, logical completion, and a container that left
    /// its window without a transition.
    weak var driver: ModalDriver?

    private var decisions: TransitionRun
    private var animation: ProgressAnimation?
    private var transitionContext: (any UIViewControllerContextTransitioning)?
    private lazy var idleAnimator = UIViewPropertyAnimator(duration: 0, curve: .linear)

    init(presenting: Bool, driver: ModalDriver?) {
      isPresenting = presenting
      decisions = TransitionRun(presenting: presenting)
      self.driver = driver
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

    /// Turns the running transition around where it is.
    func reverse() {
      step(.reverse)
    }

    /// Runs the rest of the transition quickly, to its end.
    func finishQuickly() {
      step(.finishQuickly)
    }

    nonisolated func transitionDuration(
      using transitionContext: (any UIViewControllerContextTransitioning)?
    ) -> TimeInterval {
      nonisolated(unsafe) let context = transitionContext
      return MainActor.assumeIsolated {
        guard let presentationController = presentationController(in: context) else { return 0 }
        let timing = presentationController.transitionAnimation(presenting: isPresenting)
        return TransitionRun.duration(
          isAnimated: context?.isAnimated ?? true,
          animationDuration: timing.animation.propertyAnimatorDuration(
            initialVelocity: timing.velocity))
      }
    }

    nonisolated func animateTransition(
      using transitionContext: any UIViewControllerContextTransitioning
    ) {
      nonisolated(unsafe) let context = transitionContext
      MainActor.assumeIsolated {
        step(.animateTransition(facts(of: context)), context: context)
      }
    }

    nonisolated func interruptibleAnimator(
      using transitionContext: any UIViewControllerContextTransitioning
    ) -> any UIViewImplicitlyAnimating {
      nonisolated(unsafe) let context = transitionContext
      return MainActor.assumeIsolated {
        step(.interruptibleAnimatorRequested(facts(of: context)), context: context)
        return animation?.propertyAnimator ?? idleAnimator
      }
    }

    nonisolated func animationEnded(_ transitionCompleted: Bool) {
      MainActor.assumeIsolated {
        step(.animationEnded)
      }
    }

    /// What `TransitionRun` reads of UIKit's context.
    private func facts(of context: any UIViewControllerContextTransitioning)
      -> TransitionRun.Context
    {
      let toView: TransitionRun.ViewState
      if let view = context.view(forKey: .to) {
        toView = view.superview === context.containerView ? .inContainer : .outsideContainer
      } else {
        toView = .none
      }
      return TransitionRun.Context(
        isAnimated: context.isAnimated,
        hasPresentationController: presentationController(in: context) != nil,
        toView: toView,
        wasCancelled: context.transitionWasCancelled)
    }

    private func step(
      _ callback: TransitionRun.Callback,
      context: (any UIViewControllerContextTransitioning)? = nil
    ) {
      if transitionContext == nil { transitionContext = context }
      for command in decisions.handle(callback) {
        execute(command)
      }
    }

    private func execute(_ command: TransitionRun.Command) {
      guard let context = transitionContext else { return }
      let presentationController = presentationController(in: context)
      switch command {
      case .installToView(let placement, let atFinalFrame):
        guard let view = context.view(forKey: .to) else { return }
        switch placement {
        case .front: context.containerView.addSubview(view)
        case .back: context.containerView.insertSubview(view, at: 0)
        }
        if atFinalFrame, let controller = context.viewController(forKey: .to) {
          view.frame = context.finalFrame(for: controller)
        }
      case .prepareContainer:
        presentationController?.prepareForTransition()
        presentationController?.isAnimatingTransition = true
        ContainerWindowObserver.install(in: context.containerView) { [weak driver] in
          driver?.controllerDisappeared()
        }
      case .applyFrame(let progress):
        guard let presentationController else { return }
        presentationController.apply(
          presentationController.transitionFrame(presenting: isPresenting, progress: progress))
      case .makeAnimation:
        animation = makeAnimation(in: context, presentationController: presentationController)
      case .startAnimation:
        let controller = context.viewController(forKey: .to)
        animation?.propertyAnimator.addAnimations {
          controller?.setNeedsStatusBarAppearanceUpdate()
        }
        animation?.start()
        driver?.animationStarted()
      case .reverseAnimation:
        animation?.reverse()
      case .finishAnimationQuickly:
        animation?.finishQuickly()
      case .reportLogicalCompletion:
        driver?.transitionLogicallyComplete()
      case .completeTransition(let completed):
        presentationController?.isAnimatingTransition = false
        context.completeTransition(completed)
        context.viewController(forKey: .to)?.setNeedsStatusBarAppearanceUpdate()
      case .discardAnimation:
        animation = nil
        transitionContext = nil
      }
    }

    private func makeAnimation(
      in context: any UIViewControllerContextTransitioning,
      presentationController: ModalPresentationController?
    ) -> ProgressAnimation? {
      guard let presentationController else { return nil }
      let presenting = isPresenting
      let timing = presentationController.transitionAnimation(presenting: presenting)
      let animation = ProgressAnimation(
        animation: timing.animation, initialVelocity: timing.velocity, in: context.containerView
      ) { [weak presentationController] progress in
        guard let presentationController else { return }
        presentationController.apply(
          presentationController.transitionFrame(presenting: presenting, progress: progress))
      }
      animation.onLogicalDurationElapsed = { [weak self] in self?.step(.logicalDurationElapsed) }
      animation.onEnd = { [weak self] position in
        self?.step(.animationFinished(atEnd: position == .end))
      }
      return animation
    }
  }

  /// A zero-size view in a presentation's container that says when the container leaves its
  /// window: UIKit removes an intermediate controller "simply … from the stack", possibly
  /// without any transition callback, and this is how the driver still hears of it.
  @MainActor
  private final class ContainerWindowObserver: UIView {
    private var onLeave: () -> Void = {}

    static func install(in container: UIView, onLeave: @escaping () -> Void) {
      guard !container.subviews.contains(where: { $0 is ContainerWindowObserver }) else { return }
      let observer = ContainerWindowObserver(frame: .zero)
      observer.isUserInteractionEnabled = false
      observer.isAccessibilityElement = false
      observer.onLeave = onLeave
      container.insertSubview(observer, at: 0)
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      if window == nil { onLeave() }
    }
  }
#endif
