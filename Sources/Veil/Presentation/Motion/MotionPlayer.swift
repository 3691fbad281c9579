#if os(iOS)
  import UIKit
  import VeilCore

  /// Plays a modal's motion, VeilCore's ``ModalMotionPlan``, with Core Animation on the modal's
  /// own layers, and hands it over when it is interrupted.
  ///
  /// **How motion reaches the screen.** When it starts, the player sets every layer's model
  /// value to the plan's last frame and adds one Core Animation animation per property
  /// (``MotionLayerAnimations``; the backdrop is drawn at full strength inside and its layer
  /// fades it). The render server then plays them without the app: a busy main thread (SwiftUI
  /// building the content) no longer drops the transition's frames. Only two things still run
  /// on the main thread, on a ``DisplayLinkClock``: the strength of a blurred backdrop (a
  /// paused `UIViewPropertyAnimator` scrubbed per frame) and a custom transition that resizes
  /// the content's rectangle (or changes its container or rounded corners), which must be laid
  /// out again on every frame (``MotionPlayback``). A custom transition that only moves the
  /// rectangle plays on the layers: VeilCore carries the move in the offset tracks.
  ///
  /// **Timing.** All animations share one begin time taken from `CACurrentMediaTime()`, so the
  /// render server and the plan agree on the elapsed time; the end is a `CATransaction`
  /// completion block (Apple: called on the main thread "as soon as all animations
  /// subsequently added by this transaction group have completed (or have been removed)"),
  /// tagged with a generation so that a replaced plan's completion is ignored.
  ///
  /// **Interruptions** (a reversal, finishing early, a drag catching a spring-back) read what
  /// is on screen from the layers' `presentation()` (Apple: "a close approximation of the layer
  /// that is currently being displayed onscreen"), take the velocities from the running plan,
  /// and hand both to ``ModalMotionPlan/handoff(from:along:progress:progressVelocity:target:animation:)``:
  /// the new animations start where the content is, as fast as it moves.
  ///
  /// UIKit still gets a `UIViewPropertyAnimator` (``propertyAnimator``) for its transition
  /// coordinator: it moves an invisible carrier with the same timing and carries the
  /// animations UIKit adds alongside; it never drives what is on screen.
  @MainActor
  final class MotionPlayer {
    /// The animator UIKit and callers see; it animates an invisible carrier only.
    let propertyAnimator: UIViewPropertyAnimator
    /// Called once when the logical duration has passed since the start.
    var onLogicalDurationElapsed: (() -> Void)?
    /// Called once when the motion ends: at its end (`.end`), or back at its start after a
    /// reversal (`.start`).
    var onEnd: ((UIViewAnimatingPosition) -> Void)?

    private let stage: MotionStage
    private let animation: ModalAnimation
    private var path: MotionPath
    private var plan: ModalMotionPlan
    /// The progress the motion started from and the one it was asked to reach first.
    private let origin: Double
    private let destination: Double
    /// Whether the layers can play the plan (``MotionPath/playback(template:)``): no frame
    /// resizes the content or changes its container or rounded corners.
    /// Only ever turns from `true` to `false`: when an interruption's spring reaches frames
    /// the start did not (an overshoot past the origin), which may change the layout.
    private var playsOnLayers: Bool
    private let carrier = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    private var beginTime: CFTimeInterval = 0
    private var generation = 0
    private var isRunning = false
    private let displayLink = DisplayLinkClock()
    private var timers: [Timer] = []

    /// The carrier moves by this many points for a progress of 1.
    private static let carrierScale: CGFloat = 1_000

    /// Prepares the motion of `path`; nothing moves until ``start()``.
    ///
    /// - Parameters:
    ///   - path: The frames and the progress through them (a phase, a release).
    ///   - stage: The views the motion plays on.
    ///   - view: A view in the window the carrier can live in while the animation runs.
    ///   - inFlight: What a motion that was interrupted to start this one left on screen, and
    ///     how fast; the new motion starts from it.
    init(
      path: MotionPath, stage: MotionStage, in view: UIView,
      inFlight: [MotionField: MotionState]? = nil
    ) {
      self.stage = stage
      animation = path.progress.animation
      origin = path.progress.from
      destination = path.progress.to
      // A moved rectangle becomes offset, which draws the same geometry, on the layers and on
      // the display link alike: what one motion hands the next (read back from a transform or
      // from the plan) is then always in the same terms.
      let played = path.carryingRectangleInOffset(template: stage.template)
      let playing =
        inFlight.map {
          ModalMotionPlan.handoffPath(
            from: $0, along: played.frame, progress: played.progress.from,
            progressVelocity: 0, target: played.progress.to,
            animation: played.progress.animation)
        } ?? played
      self.path = playing
      // The path that plays is the one checked, as after an interruption (``handOff``).
      playsOnLayers = playing.playback(template: stage.template).isRenderServer
      plan = ModalMotionPlan.build(playing)
      let velocity = path.progress.initialVelocity
      propertyAnimator = UIViewPropertyAnimator(
        duration: animation.settlingDuration(initialVelocity: velocity),
        timingParameters: animation.timingParameters(initialVelocity: velocity))
      carrier.isUserInteractionEnabled = false
      carrier.isAccessibilityElement = false
      carrier.alpha = 0
      carrier.center = .zero
      view.addSubview(carrier)
      propertyAnimator.addAnimations { [carrier] in
        carrier.center = CGPoint(x: Self.carrierScale, y: 0)
      }
      displayLink.onFrame = { [weak self] time in self?.tick(targetTime: time) }
    }

    /// Starts the motion: the layer animations, UIKit's carrier, and the logical-duration
    /// timer.
    func start() {
      guard !isRunning else { return }
      isRunning = true
      beginTime = CACurrentMediaTime()
      play()
      if propertyAnimator.state != .active || !propertyAnimator.isRunning {
        propertyAnimator.startAnimation()
      }
      schedule(after: animation.logicalDuration) { [weak self] in
        self?.onLogicalDurationElapsed?()
      }
    }

    /// Turns the motion around where it is, at the speed it moves: it then ends at its start
    /// (or, turned again, at its end).
    func reverse() {
      guard isRunning else { return }
      let target = path.progress.to == destination ? origin : destination
      handOff(towards: target, with: animation)
      // UIKit's carrier turns too, so that animations added alongside run the same way.
      if propertyAnimator.state == .active {
        propertyAnimator.pauseAnimation()
        propertyAnimator.isReversed.toggle()
        propertyAnimator.startAnimation()
      }
    }

    /// Runs the rest of the motion to its end quickly, from where it is and at the speed it
    /// moves (``ModalMotionPlan/finishingSpring(for:)``), so a presentation the engine already
    /// counts as presented settles at once and the style's removal can follow.
    func finishQuickly() {
      guard isRunning else { return }
      handOff(
        towards: path.progress.to,
        with: .spring(ModalMotionPlan.finishingSpring(for: animation)))
      if propertyAnimator.state == .active {
        propertyAnimator.pauseAnimation()
        propertyAnimator.continueAnimation(
          withTimingParameters: UICubicTimingParameters(animationCurve: .easeOut),
          durationFactor: CGFloat(ModalMotionPlan.finishingFactor))
      }
    }

    /// Stops where it is, without `onEnd`: the layers keep what is on screen now.
    ///
    /// - Returns: What was on screen and how fast it moved, for a motion that takes over (a
    ///   dismissal that starts during a spring-back); `nil` if nothing was running.
    @discardableResult
    func cancel() -> [MotionField: MotionState]? {
      guard isRunning else {
        carrier.removeFromSuperview()
        return nil
      }
      let elapsed = CACurrentMediaTime() - beginTime
      let state = onScreen(at: elapsed)
      stop()
      if playsOnLayers {
        var frame = stage.template
        for (field, motion) in state { field.set(motion.value, in: &frame) }
        settle(on: frame)
      } else {
        settle(on: path.frame(at: elapsed))
      }
      if propertyAnimator.state == .active { propertyAnimator.stopAnimation(true) }
      carrier.removeFromSuperview()
      return state
    }

    // MARK: - Playing

    /// Starts a new motion from what is on screen, towards `target`.
    private func handOff(towards target: Double, with next: ModalAnimation) {
      let now = CACurrentMediaTime()
      let elapsed = now - beginTime
      let state = onScreen(at: elapsed)
      path = ModalMotionPlan.handoffPath(
        from: state, along: path.frame, progress: plan.progress.progress(at: elapsed),
        progressVelocity: plan.progress.rate(at: elapsed), target: target, animation: next)
      plan = ModalMotionPlan.build(path)
      beginTime = now
      if playsOnLayers, !path.playback(template: stage.template).isRenderServer {
        // The display link takes over from what the layers show, in the same commit.
        playsOnLayers = false
        removeLayerAnimations()
        settle(on: path.frame(at: 0))
      }
      play()
    }

    /// The animations that play ``plan`` on the layers.
    private var layers: MotionLayerAnimations {
      MotionLayerAnimations(plan: plan, stage: stage)
    }

    /// Plays ``plan`` from ``beginTime``: on the layers, or on the display link.
    private func play() {
      generation += 1
      displayLink.stop()
      if playsOnLayers {
        addLayerAnimations()
        if stage.backdropScrubs { displayLink.start() }
      } else {
        displayLink.start()
      }
    }

    /// Sets the model values to the plan's last frame and adds the animations that play it,
    /// under one transaction whose completion ends the motion.
    private func addLayerAnimations() {
      let final = plan.finalFrame(template: stage.template)
      let layers = layers
      let animations = layers.animations()
      let current = generation
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      if !animations.isEmpty {
        CATransaction.setCompletionBlock { [weak self] in
          // Apple: the block is called on the main thread.
          MainActor.assumeIsolated { self?.planEnded(current) }
        }
      }
      stage.apply(final)
      if let backdrop = stage.backdrop, !stage.backdropScrubs {
        // The dim is drawn at full strength and the backdrop's layer fades it: the dim's
        // alpha is linear in the strength (`Backdrop.dimAlpha(atStrength:)`).
        backdrop.strength = 1
        backdrop.layer.opacity = Float(final.backdropStrength)
      }
      if layers.moves(.cornerRadius) {
        stage.content.clipView.layer.masksToBounds = true
      }
      for (layer, key, animation) in animations {
        animation.beginTime = layer.convertTime(beginTime, from: nil)
        animation.fillMode = .backwards
        layer.add(animation, forKey: key)
      }
      CATransaction.commit()
      scrubBackdrop(at: 0)
      if animations.isEmpty {
        schedule(after: plan.duration) { [weak self] in self?.planEnded(current) }
      }
    }

    private func planEnded(_ ended: Int) {
      guard ended == generation, isRunning else { return }
      let atEnd = path.progress.to == destination
      stop()
      settle(
        on: playsOnLayers ? plan.finalFrame(template: stage.template) : path.frame(at: .infinity))
      if propertyAnimator.state == .active {
        // The carrier may run longer than a handed-off plan: its alongside animations end now.
        propertyAnimator.stopAnimation(false)
        propertyAnimator.finishAnimation(at: atEnd ? .end : .start)
      }
      carrier.removeFromSuperview()
      onEnd?(atEnd ? .end : .start)
    }

    /// Ends the running motion's animations, timers and display link.
    private func stop() {
      isRunning = false
      generation += 1
      displayLink.stop()
      for timer in timers { timer.invalidate() }
      timers.removeAll()
      removeLayerAnimations()
    }

    /// Removes the plan's layer animations: the layers show their model values.
    private func removeLayerAnimations() {
      MotionLayerAnimations.remove(from: stage)
    }

    /// Shows `frame` as model values, with the backdrop back to drawing its strength itself.
    private func settle(on frame: ModalFrame) {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      stage.backdrop?.layer.opacity = 1
      stage.apply(frame)
      CATransaction.commit()
    }

    // MARK: - What is on screen

    /// Every field's value on screen `elapsed` seconds in, read from the presentation layers
    /// where the layers play the plan, and the velocity the plan gives it.
    private func onScreen(at elapsed: Double) -> [MotionField: MotionState] {
      var states = plan.state(at: elapsed)
      guard playsOnLayers else { return states }
      let content = stage.content.layer.presentation() ?? stage.content.layer
      let read = LayerGeometry.Transform(motionEntriesOf: content.transform).motionValues(
        isRightToLeft: stage.isRightToLeft)
      states[.contentOpacity]?.value = Double(content.opacity)
      states[.contentScale]?.value = read.scale
      states[.rotationY]?.value = read.rotationY
      states[.offsetX]?.value = read.offset.x
      states[.offsetY]?.value = read.offset.y
      let clip = stage.content.clipView.layer
      if layers.moves(.cornerRadius) {
        states[.cornerRadius]?.value = Double((clip.presentation() ?? clip).cornerRadius)
      }
      if let backdrop = stage.backdrop {
        states[.backdropStrength]?.value =
          stage.backdropScrubs
          ? backdrop.strength : Double((backdrop.layer.presentation() ?? backdrop.layer).opacity)
      }
      return states
    }

    // MARK: - Timers and the display link

    /// Runs `body` once, `delay` seconds from now, on the main run loop in every mode.
    private func schedule(after delay: Double, _ body: @escaping @MainActor () -> Void) {
      let timer = Timer(timeInterval: Swift.max(delay, 0), repeats: false) { _ in
        MainActor.assumeIsolated { body() }
      }
      RunLoop.main.add(timer, forMode: .common)
      timers.append(timer)
    }

    /// One refresh of the display link, for the frame shown at `targetTime`.
    private func tick(targetTime: CFTimeInterval) {
      let elapsed = targetTime - beginTime
      if playsOnLayers {
        scrubBackdrop(at: elapsed)
        if elapsed >= plan.duration { displayLink.stop() }
      } else {
        stage.apply(path.frame(at: elapsed))
        if elapsed >= plan.duration { planEnded(generation) }
      }
    }

    /// Sets a blurred backdrop's strength for `elapsed` seconds in.
    private func scrubBackdrop(at elapsed: Double) {
      guard stage.backdropScrubs, let backdrop = stage.backdrop,
        let track = plan.track(.backdropStrength)
      else { return }
      backdrop.strength = track.value(at: elapsed)
    }
  }
#endif
