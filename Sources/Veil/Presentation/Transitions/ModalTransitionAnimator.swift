#if os(iOS)
  import UIKit
  import VeilCore
  import VeilDecisions

  /// Runs one presentation or dismissal of a custom Veil presentation, interruptibly.
  ///
  /// A ``MotionPlayer`` plays the engine's ``ModalMotionPlan`` of the transition on the
  /// modal's layers with Core Animation, so the render server runs it even while the main
  /// thread is busy. UIKit asks for an animator through `interruptibleAnimator(using:)` and
  /// gets the animation's `UIViewPropertyAnimator`, timed over the plan's own duration
  /// (`UICubicTimingParameters`, as VeilDecisions' `MotionCarrier` decides), which carries the
  /// animations UIKit adds alongside so that they end with the layers. The
  /// transition completes once, when the plan has played out (its layer animations'
  /// `CATransaction` completion block, or the display link's last frame for a motion the main
  /// thread plays).
  ///
  /// What UIKit's contract asks of an animator (`isAnimated`, which views to install, one
  /// `completeTransition(_:)`, the same animator for the whole transition, logical completion
  /// before the spring settles) is decided by VeilDecisions' `TransitionRun`; this class reads the
  /// transition context for it and carries out its commands.
  @MainActor
  final class ModalTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Whether this animator presents (or dismisses).
    let isPresenting: Bool
    /// Hears the start of the animation, logical completion, and a container that left its
    /// window without a transition.
    weak var driver: ModalDriver?
    private var decisions: TransitionRun
    private var animation: MotionPlayer?
    private var context: (any UIViewControllerContextTransitioning)?

    init(presenting: Bool, driver: ModalDriver?) {
      isPresenting = presenting
      decisions = TransitionRun(presenting: presenting)
      self.driver = driver
    }

    /// Turns the running transition around where it is.
    func reverse() { step(.reverse, in: nil) }
    /// Runs the rest of the transition quickly, to its end.
    func finishQuickly() { step(.finishQuickly, in: nil) }

    /// The presentation controller of the transition: UIKit has made it by the time it asks
    /// for the animation.
    private func presentation(in context: (any UIViewControllerContextTransitioning)?)
      -> ModalPresentationController?
    {
      context?.viewController(forKey: isPresenting ? .to : .from)?.presentationController
        as? ModalPresentationController
    }

    // UIKit declares the protocol on the main actor (`NS_SWIFT_UI_ACTOR`).
    func transitionDuration(
      using context: (any UIViewControllerContextTransitioning)?
    ) -> TimeInterval {
      // The motion's own length, corrections included (a zoom's release runs its sideways
      // velocity out after the progress has landed).
      guard let path = presentation(in: context)?.transitionPath(presenting: isPresenting)
      else { return 0 }
      return TransitionRun.duration(
        isAnimated: context?.isAnimated ?? true, animationDuration: path.duration)
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
      step(.animateTransition(facts(of: context)), in: context)
    }

    func interruptibleAnimator(
      using context: any UIViewControllerContextTransitioning
    ) -> any UIViewImplicitlyAnimating {
      step(.interruptibleAnimatorRequested(facts(of: context)), in: context)
      return animation?.propertyAnimator ?? UIViewPropertyAnimator(duration: 0, curve: .linear)
    }

    func animationEnded(_ transitionCompleted: Bool) { step(.animationEnded, in: nil) }

    /// What `TransitionRun` reads of UIKit's context.
    private func facts(of context: any UIViewControllerContextTransitioning)
      -> TransitionRun.Context
    {
      let toView = context.view(forKey: .to)
      let isInContainer = toView?.superview === context.containerView
      return TransitionRun.Context(
        isAnimated: context.isAnimated,
        hasPresentationController: presentation(in: context) != nil,
        toView: toView == nil ? .none : isInContainer ? .inContainer : .outsideContainer,
        wasCancelled: context.transitionWasCancelled)
    }

    private func step(
      _ callback: TransitionRun.Callback, in context: (any UIViewControllerContextTransitioning)?
    ) {
      if self.context == nil { self.context = context }
      for command in decisions.handle(callback) { execute(command) }
    }

    private func execute(_ command: TransitionRun.Command) {
      guard let context else { return }
      let presentation = presentation(in: context)
      let container = context.containerView
      switch command {
      case .installToView(let placement, let atFinalFrame):
        guard let view = context.view(forKey: .to) else { return }
        container.insertSubview(view, at: placement == .front ? container.subviews.count : 0)
        if atFinalFrame, let controller = context.viewController(forKey: .to) {
          view.frame = context.finalFrame(for: controller)
        }
      case .prepareContainer:
        presentation?.prepareForTransition()
        presentation?.isAnimatingTransition = true
        WindowExitObserver.install(in: container) { [weak driver] in
          driver?.handle(.controllerDisappeared)
        }
      case .applyFrame(let progress):
        presentation.map {
          $0.apply($0.transitionFrame(presenting: isPresenting, progress: progress))
        }
      case .makeAnimation:
        guard let presentation else { return }
        // A motion still on screen (a spring-back a backdrop tap interrupts) hands over its
        // place and speed, so the transition starts without a jump.
        animation = MotionPlayer(
          path: presentation.transitionPath(presenting: isPresenting),
          stage: presentation.motionStage(), in: container,
          inFlight: presentation.takeMotionInFlight())
        animation?.onLogicalDurationElapsed = { [weak self] in
          self?.step(.logicalDurationElapsed, in: nil)
        }
        animation?.onEnd = { [weak self] position in
          self?.step(.animationFinished(atEnd: position == .end), in: nil)
        }
        presentation.reportTransitionProgress(of: animation, presenting: isPresenting)
      case .startAnimation:
        // The status bar changes hands alongside (`modalPresentationCapturesStatusBarAppearance`).
        let controller = context.viewController(forKey: .to)
        animation?.propertyAnimator.addAnimations {
          controller?.setNeedsStatusBarAppearanceUpdate()
        }
        animation?.start()
        driver?.handle(.animationStarted)
      case .reverseAnimation: animation?.reverse()
      case .finishAnimationQuickly: animation?.finishQuickly()
      case .reportLogicalCompletion: driver?.handle(.transitionLogicallyComplete)
      case .completeTransition(let completed):
        presentation?.isAnimatingTransition = false
        context.completeTransition(completed)
        context.viewController(forKey: .to)?.setNeedsStatusBarAppearanceUpdate()
      case .discardAnimation:
        animation = nil
        self.context = nil
      }
    }
  }
#endif
