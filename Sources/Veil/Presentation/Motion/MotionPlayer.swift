#if os(iOS)
  import UIKit
  import VeilCore
  import VeilDecisions

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
  /// **Timing.** The animations of a start are added with a begin time of 0, which Core
  /// Animation fills in at the commit that carries them: a main thread busy before that commit
  /// delays the motion instead of starting it part-way. The first display-link refresh after
  /// the commit reads that begin time back (`animation(forKey:)`), and the logical-duration
  /// timer and every elapsed time count from it (``MotionPlaybackRun``). The end is a
  /// `CATransaction` completion block (Apple: called on the main thread "as soon as all
  /// animations subsequently added by this transaction group have completed (or have been
  /// removed)"), tagged with a generation so that a replaced plan's completion is ignored.
  ///
  /// **Interruptions** (a reversal, finishing early, a drag catching a spring-back) read what
  /// is on screen from the layers' `presentation()` (Apple: "a close approximation of the layer
  /// that is currently being displayed onscreen"), take the velocities from the running plan,
  /// and hand both to ``ModalMotionPlan/handoff(from:along:progress:progressVelocity:target:animation:)``:
  /// the new animations start where the content is, as fast as it moves. Before the running
  /// plan's first commit there is nothing on screen to read (no presentation layer, and model
  /// values that are the plan's end frame): an interruption then starts from the plan's own
  /// state, its first frame (``MotionPlaybackRun/source(at:hasPresentationLayers:)``).
  ///
  /// UIKit still gets a `UIViewPropertyAnimator` (``propertyAnimator``) for its transition
  /// coordinator: it moves an invisible carrier over the plan's own duration and carries the
  /// animations UIKit adds alongside, so they end with the layers; it never drives what is on
  /// screen. What the carrier does at each turn of the motion is ``MotionCarrier``'s decision.
  @MainActor
  final class MotionPlayer {
    /// The animator UIKit and callers see; it animates an invisible carrier only.
    let propertyAnimator: UIViewPropertyAnimator
    /// Called once when the logical duration has passed since the motion began on screen.
    var onLogicalDurationElapsed: (() -> Void)?
    /// Called once when the motion ends: at its end (`.end`), or back at its start after a
    /// reversal (`.start`).
    var onEnd: ((UIViewAnimatingPosition) -> Void)?
    /// Called on every display refresh while the motion plays, and once where it ends or is
    /// cancelled, with the transition's progress (``reportsTransitionProgress(_:to:)``); `nil`
    /// (the default) samples nothing.
    private var onTransitionProgress: ((Double) -> Void)?
    /// How the motion's progress reads as the transition's progress.
    private var transitionProgressReading = TransitionProgressReading.phase(presenting: true)

    private let stage: MotionStage
    private let animation: ModalAnimation
    private var path: MotionPath
    private var plan: ModalMotionPlan
    /// The renderer, the clock, the generation and the progress the motion goes between:
    /// every decision that needs no Core Animation.
    private var run: MotionPlaybackRun
    private let carrier = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    /// What the carrier does when the motion starts, turns, ends or is cancelled.
    private var carrierDecisions: MotionCarrier
    private let displayLink = DisplayLinkClock()
    private var timers: [Timer] = []
    /// The layer and key of one of the running plan's layer animations, whose begin time
    /// Core Animation fills in at the commit; `nil` when the layers play nothing.
    private var probe: (layer: CALayer, key: String)?

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
      // A moved rectangle becomes offset, which draws the same geometry, on the layers and on
      // the display link alike: what one motion hands the next (read back from a transform or
      // from the plan) is then always in the same terms.
      let playing = MotionPlaybackRun.startingPath(
        path, template: stage.template, inFlight: inFlight)
      self.path = playing
      // The path that plays is the one checked, as after an interruption (``handOff``).
      run = MotionPlaybackRun(
        playback: playing.playback(template: stage.template), from: path.progress.from,
        to: path.progress.to)
      plan = ModalMotionPlan.build(playing)
      carrierDecisions = MotionCarrier(planDuration: plan.duration, animation: animation)
      let timing = carrierDecisions.timing
      propertyAnimator = UIViewPropertyAnimator(
        duration: timing.duration, timingParameters: UICubicTimingParameters(timing.curve))
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

    /// Reports the transition's progress to `report` on every display refresh while the motion
    /// plays (read from the plan at the frame's time, as `reading` says), and where it ends; call
    /// it before ``start()``. Without it the display link runs only when the motion needs it.
    func reportsTransitionProgress(
      _ reading: TransitionProgressReading, to report: @escaping (Double) -> Void
    ) {
      transitionProgressReading = reading
      onTransitionProgress = report
    }

    /// Starts the motion: the layer animations, UIKit's carrier, and the logical-duration
    /// timer.
    func start() {
      let now = CACurrentMediaTime()
      guard let begin = run.start() else { return }
      play(from: begin)
      moveCarrier(
        .start(isRunning: propertyAnimator.state == .active && propertyAnimator.isRunning))
      setTimers(at: now)
    }

    /// Turns the motion around where it is, at the speed it moves: it then ends at its start
    /// (or, turned again, at its end).
    func reverse() {
      guard run.isRunning else { return }
      // UIKit's carrier turns too, so that animations added alongside run the same way.
      handOff(towards: run.reversedTarget, with: animation, turns: true)
    }

    /// Runs the rest of the motion to its end quickly, from where it is and at the speed it
    /// moves (``ModalMotionPlan/finishingSpring(for:)``), so a presentation the engine already
    /// counts as presented settles at once and the style's removal can follow.
    func finishQuickly() {
      guard run.isRunning else { return }
      handOff(
        towards: run.target,
        with: .spring(ModalMotionPlan.finishingSpring(for: animation)), turns: false)
    }

    /// Stops where it is, without `onEnd`: the layers keep what is on screen now.
    ///
    /// - Returns: What was on screen and how fast it moved, for a motion that takes over (a
    ///   dismissal that starts during a spring-back); `nil` if nothing was running.
    @discardableResult
    func cancel() -> [MotionField: MotionState]? {
      let isActive = propertyAnimator.state == .active
      guard run.isRunning else {
        moveCarrier(.cancelled(isActive: false))
        return nil
      }
      let source = handoffSource(at: CACurrentMediaTime())
      let state = onScreen(source)
      let frame = run.cancelledFrame(
        at: source, onScreen: state, path: path, template: stage.template)
      stop()
      settle(on: frame)
      reportTransitionProgress(atElapsed: source.elapsed)
      moveCarrier(.cancelled(isActive: isActive))
      return state
    }

    // MARK: - Playing

    /// Starts a new motion from what is on screen, towards `target`; UIKit's carrier turns with
    /// it (`turns`) and runs for the new plan's duration.
    private func handOff(towards target: Double, with next: ModalAnimation, turns: Bool) {
      let now = CACurrentMediaTime()
      let source = handoffSource(at: now)
      path = MotionPlaybackRun.handoffPath(
        from: onScreen(source), running: path, plan: plan, at: source.elapsed, towards: target,
        animation: next)
      plan = ModalMotionPlan.build(path)
      let template = stage.template
      let handoff = run.handOff(at: now, towards: target) { [path] in
        path.playback(template: template)
      }
      if handoff.switchesToDisplayLink {
        // The display link takes over from what the layers show, in the same commit.
        removeLayerAnimations()
        settle(on: path.frame(at: 0))
      }
      play(from: handoff.begin)
      setTimers(at: now)
      moveCarrier(
        .handedOff(
          planDuration: plan.duration, turns: turns,
          fractionComplete: Double(propertyAnimator.fractionComplete),
          isActive: propertyAnimator.state == .active))
    }

    /// The animations that play ``plan`` on the layers.
    private var layers: MotionLayerAnimations {
      MotionLayerAnimations(plan: plan, stage: stage)
    }

    /// Plays ``plan`` from `begin`: on the layers, or on the display link.
    private func play(from begin: MotionPlaybackRun.Begin) {
      displayLink.stop()
      probe = nil
      let addsLayerAnimations = run.renderer == .renderServer && addLayerAnimations(from: begin)
      run.playing(addsLayerAnimations: addsLayerAnimations)
      if needsDisplayLink { displayLink.start() }
    }

    /// Sets the timers that count from the plan's begin time, once it is known: the logical
    /// duration (once per start) and the end of a plan no transaction completion ends.
    private func setTimers(at now: CFTimeInterval) {
      let due = run.deadlines(
        at: now, logicalDuration: animation.logicalDuration, planDuration: plan.duration)
      for deadline in due {
        switch deadline {
        case .logicalDuration(let delay):
          schedule(after: delay) { [weak self] in self?.onLogicalDurationElapsed?() }
        case .planEnd(let delay, let generation):
          schedule(after: delay) { [weak self] in self?.planEnded(generation) }
        }
      }
    }

    /// Sets the model values to the plan's last frame and adds the animations that play it,
    /// under one transaction whose completion ends the motion.
    ///
    /// - Returns: Whether any layer animation was added (else a timer ends the plan).
    private func addLayerAnimations(from begin: MotionPlaybackRun.Begin) -> Bool {
      let final = plan.finalFrame(template: stage.template)
      let layers = layers
      let animations = layers.animations()
      let current = run.generation
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
        switch begin {
        case .atCommit: animation.beginTime = 0
        case .at(let time): animation.beginTime = layer.convertTime(time, from: nil)
        }
        animation.fillMode = .backwards
        layer.add(animation, forKey: key)
      }
      CATransaction.commit()
      probe = animations.first.map { (layer: $0.0, key: $0.1) }
      scrubBackdrop(at: 0)
      return !animations.isEmpty
    }

    private func planEnded(_ ended: Int) {
      guard run.isCurrent(ended) else { return }
      let atEnd = run.endsAtDestination
      let frame = run.endFrame(of: plan, path: path, template: stage.template)
      stop()
      settle(on: frame)
      reportTransitionProgress(atElapsed: plan.duration)
      // The carrier ends with the plan: what runs alongside lands where the layers do.
      moveCarrier(.ended(atEnd: atEnd, isActive: propertyAnimator.state == .active))
      onEnd?(atEnd ? .end : .start)
    }

    /// Ends the running motion's animations, timers and display link.
    private func stop() {
      run.stop()
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

    /// Carries out what ``MotionCarrier`` decides for `callback` on UIKit's carrier.
    private func moveCarrier(_ callback: MotionCarrier.Callback) {
      for command in carrierDecisions.handle(callback) {
        switch command {
        case .start: propertyAnimator.startAnimation()
        case .pause: propertyAnimator.pauseAnimation()
        case .turn: propertyAnimator.isReversed.toggle()
        case .continueAnimation(let curve, let factor):
          propertyAnimator.continueAnimation(
            withTimingParameters: UICubicTimingParameters(curve), durationFactor: CGFloat(factor))
        case .finish(let atEnd):
          propertyAnimator.stopAnimation(false)
          propertyAnimator.finishAnimation(at: atEnd ? .end : .start)
        case .stop: propertyAnimator.stopAnimation(true)
        case .removeView: carrier.removeFromSuperview()
        }
      }
    }

    // MARK: - What is on screen

    /// What an interruption at `now` reads (``MotionPlaybackRun/source(at:hasPresentationLayers:)``).
    private func handoffSource(at now: CFTimeInterval) -> MotionPlaybackRun.Source {
      run.source(at: now, hasPresentationLayers: stage.content.layer.presentation() != nil)
    }

    /// Every field's value on screen and the velocity the plan gives it: read from the
    /// presentation layers, or the plan's own state.
    private func onScreen(_ source: MotionPlaybackRun.Source) -> [MotionField: MotionState] {
      MotionPlaybackRun.onScreen(plan, from: source) {
        stage.presentationValues(
          includingCornerRadius: layers.moves(.cornerRadius),
          includingClip: MotionField.clipFields.contains(where: layers.moves))
      }
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
      // Core Animation's begin time is read only until it is known, not on every frame.
      let tick = run.tick(
        at: targetTime, layersBeginTime: run.beginTime == nil ? probedBeginTime() : nil)
      if tick.learntBeginTime { setTimers(at: CACurrentMediaTime()) }
      guard let elapsed = tick.elapsed else { return }
      reportTransitionProgress(atElapsed: elapsed)
      switch run.renderer {
      case .renderServer:
        scrubBackdrop(at: elapsed)
        if elapsed >= plan.duration || !needsDisplayLink {
          displayLink.stop()
        }
      case .displayLink:
        stage.apply(path.frame(at: elapsed))
        if elapsed >= plan.duration { planEnded(run.generation) }
      }
    }

    /// Whether the display link must run: the motion needs it (``MotionPlaybackRun``), or
    /// someone reads the transition's progress.
    private var needsDisplayLink: Bool {
      run.needsDisplayLink(
        backdropScrubs: stage.backdropScrubs,
        reportsTransitionProgress: onTransitionProgress != nil)
    }

    /// Reports the transition's progress `elapsed` seconds into the running path, when someone
    /// reads it.
    private func reportTransitionProgress(atElapsed elapsed: Double) {
      guard let onTransitionProgress else { return }
      onTransitionProgress(transitionProgressReading.transitionProgress(of: path, at: elapsed))
    }

    /// The begin time Core Animation gave the running plan's layer animations at the commit,
    /// in media time: 0 before the commit; `nil` when the layers play nothing to read.
    private func probedBeginTime() -> CFTimeInterval? {
      guard run.renderer == .renderServer, let probe,
        let added = probe.layer.animation(forKey: probe.key)
      else { return nil }
      return added.beginTime > 0 ? probe.layer.convertTime(added.beginTime, to: nil) : 0
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
