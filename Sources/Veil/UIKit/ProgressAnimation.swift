#if os(iOS)
  import UIKit
  import VeilCore

  /// A progress from 0 to 1 run by a `UIViewPropertyAnimator` with the timing of a
  /// ``ModalAnimation``, read on every display refresh.
  ///
  /// A frame of a modal is a function of progress that UIKit cannot interpolate on its own (a
  /// flip hides the content half-way, a custom transition does anything), so the property
  /// animator does not animate the modal's views. It animates one invisible *carrier* view
  /// from 0 to 1 with `UISpringTimingParameters` or `UICubicTimingParameters` made from the
  /// same `Spring` or `TimingCurve`, and a display link reads the carrier's in-flight
  /// (presentation layer) position and hands it to `onProgress`, which applies the engine's
  /// frame for that progress. Everything the property animator offers still works on the
  /// real thing: pausing, reversing, scrubbing `fractionComplete`, animations added alongside
  /// by UIKit's transition coordinator, and its completion.
  ///
  /// The animation also says when its ``ModalAnimation/logicalDuration`` has passed (a
  /// spring's response): VeilCore's `TransitionRun` decides whether that makes a presentation
  /// logically complete, before a spring has fully settled and UIKit ends the transition.
  @MainActor
  final class ProgressAnimation {
    /// The animator UIKit and callers see; it animates the carrier only.
    let propertyAnimator: UIViewPropertyAnimator
    /// Called with the progress on every display refresh, and once more at the end.
    var onProgress: (Double) -> Void
    /// Called once when the logical duration has passed since the start.
    var onLogicalDurationElapsed: (() -> Void)?
    /// Called when the property animator ends, at its start (reversed) or its end.
    var onEnd: ((UIViewAnimatingPosition) -> Void)?

    private let carrier = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    private let logicalDuration: Double
    private var displayLink: CADisplayLink?
    private var startTime: CFTimeInterval = 0
    private var hasReportedLogicalDuration = false

    /// The carrier moves by this many points for a progress of 1, so that Core Animation's
    /// rounding never shows in the progress.
    private static let scale: CGFloat = 1_000

    /// Prepares an animation from 0 to 1; nothing moves until ``start()``.
    ///
    /// - Parameters:
    ///   - animation: The timing: a spring or a timing curve and its duration.
    ///   - initialVelocity: The starting velocity in progress per second, as a released drag
    ///     hands it over; timing curves ignore it, as Core Animation's do.
    ///   - view: A view in the window the carrier can live in while the animation runs.
    ///   - onProgress: Applies the progress to the screen.
    init(
      animation: ModalAnimation,
      initialVelocity: Double = 0,
      in view: UIView,
      onProgress: @escaping (Double) -> Void
    ) {
      self.onProgress = onProgress
      logicalDuration = animation.logicalDuration
      propertyAnimator = UIViewPropertyAnimator(
        duration: animation.settlingDuration(initialVelocity: initialVelocity),
        timingParameters: animation.timingParameters(initialVelocity: initialVelocity))
      carrier.isUserInteractionEnabled = false
      carrier.isAccessibilityElement = false
      carrier.alpha = 0
      carrier.center = .zero
      view.addSubview(carrier)
      propertyAnimator.addAnimations { [carrier] in
        carrier.center = CGPoint(x: Self.scale, y: 0)
      }
      propertyAnimator.addCompletion { [weak self] position in
        MainActor.assumeIsolated { self?.finish(at: position) }
      }
    }

    /// The progress now: where the carrier is on screen, overshoot included.
    var progress: Double {
      let layer = carrier.layer.presentation() ?? carrier.layer
      return Double(layer.position.x / Self.scale)
    }

    /// Starts the animation and the display refreshes that read it.
    func start() {
      startTime = CACurrentMediaTime()
      startDisplayLink()
      if propertyAnimator.state != .active || !propertyAnimator.isRunning {
        propertyAnimator.startAnimation()
      }
    }

    /// Turns the animation around where it is; it then ends at its start.
    ///
    /// The position stays continuous; UIKit runs the rest of the timing backwards. Apple
    /// (`UIViewAnimating.isReversed`): it is best to pause a running animation briefly and
    /// then start it again in the opposite direction.
    func reverse() {
      guard propertyAnimator.state == .active else { return }
      propertyAnimator.pauseAnimation()
      propertyAnimator.isReversed.toggle()
      propertyAnimator.startAnimation()
    }

    /// Runs the rest of the animation to its end in a fraction of its duration, easing out: a
    /// presentation the engine already counts as presented settles at once, so the style's
    /// removal can follow. Apple (`continueAnimation(withTimingParameters:durationFactor:)`,
    /// on a paused animator): the factor multiplies the original duration, and the animator
    /// may blend from a spring into the new curve so the change is not jarring.
    func finishQuickly() {
      guard propertyAnimator.state == .active else { return }
      propertyAnimator.pauseAnimation()
      propertyAnimator.continueAnimation(
        withTimingParameters: UICubicTimingParameters(animationCurve: .easeOut),
        durationFactor: Self.finishingDurationFactor)
    }

    /// The share of the original duration the rest of a finished-early animation takes.
    private static let finishingDurationFactor: CGFloat = 0.25

    /// Stops where it is, without completion; the last progress stays applied.
    func cancel() {
      stopDisplayLink()
      if propertyAnimator.state == .active { propertyAnimator.stopAnimation(true) }
      carrier.removeFromSuperview()
    }

    private func finish(at position: UIViewAnimatingPosition) {
      stopDisplayLink()
      switch position {
      case .end: onProgress(1)
      case .start: onProgress(0)
      case .current: onProgress(progress)
      @unknown default: onProgress(progress)
      }
      carrier.removeFromSuperview()
      onEnd?(position)
    }

    private func reportLogicalDurationIfElapsed() {
      guard !hasReportedLogicalDuration, CACurrentMediaTime() - startTime >= logicalDuration
      else { return }
      hasReportedLogicalDuration = true
      onLogicalDurationElapsed?()
    }

    // MARK: - Display link

    private func startDisplayLink() {
      guard displayLink == nil else { return }
      let link = CADisplayLink(
        target: DisplayLinkTarget(self), selector: #selector(DisplayLinkTarget.tick(_:)))
      link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
      link.add(to: .main, forMode: .common)
      displayLink = link
    }

    private func stopDisplayLink() {
      displayLink?.invalidate()
      displayLink = nil
    }

    fileprivate func tick() {
      onProgress(progress)
      reportLogicalDurationIfElapsed()
    }
  }

  /// The display link's target: a display link retains its target until invalidated, so it
  /// holds this forwarder, which holds the animation weakly and invalidates the link if the
  /// animation has gone.
  @MainActor
  private final class DisplayLinkTarget: NSObject {
    private weak var animation: ProgressAnimation?

    init(_ animation: ProgressAnimation) {
      self.animation = animation
    }

    @objc func tick(_ link: CADisplayLink) {
      guard let animation else {
        // The animation went without finishing: stop refreshing for it.
        link.invalidate()
        return
      }
      animation.tick()
    }
  }
#endif
