#if os(iOS)
  import UIKit
  import VeilCore

  /// Where a motion plays: the modal's views and the frame its fields apply to.
  @MainActor
  struct MotionStage {
    /// The content view: its layer takes the transform and the opacity, its clip view's layer
    /// the corner radius.
    let content: ModalContentView
    /// The backdrop behind the content, when it stays in place; `nil` when it is attached to
    /// the content (it then stays at full strength and moves with it).
    let backdrop: BackdropView?
    /// The resting frame: the container, the content's rectangle and its corners.
    let template: ModalFrame
    /// Whether the layout runs right to left.
    let isRightToLeft: Bool
    /// Shows a whole frame, as the presentation controller does for drags and at rest.
    let apply: (ModalFrame) -> Void

    /// Whether the backdrop has a blur: a `UIVisualEffectView` shows part of a blur only
    /// through a paused animator scrubbed on the main thread, and renders wrongly under a
    /// faded ancestor, so its strength cannot be a layer animation.
    var backdropScrubs: Bool { backdrop?.backdrop.blur != nil }
  }

  /// A modal's motion played by Core Animation on the modal's own layers, from VeilCore's
  /// ``ModalMotionPlan`` (review finding G3, issue 16).
  ///
  /// **How motion reaches the screen.** When it starts, the animation sets every layer's model
  /// value to the plan's last frame and adds one Core Animation animation per property:
  /// `transform` and `opacity` on the content's layer, `cornerRadius` on its clip view's
  /// layer, `opacity` on the backdrop's layer (the backdrop drawn at full strength inside). A
  /// track that VeilCore found linear in progress is a `CASpringAnimation` or a
  /// `CABasicAnimation` with the engine's own spring or curve (``MotionTiming``); any other is
  /// a `CAKeyframeAnimation` with linear calculation (Apple, `CAAnimationCalculationMode.linear`:
  /// "simple linear calculation between keyframe values") on a 1/240 s grid. The render
  /// server then plays them without the app: a busy main thread (SwiftUI building the content)
  /// no longer drops the transition's frames. Only two things still run on the main thread, on
  /// a display link: the strength of a blurred backdrop (a paused `UIViewPropertyAnimator`
  /// scrubbed per frame) and a custom transition that resizes the content's rectangle (or
  /// changes its container or rounded corners), which must be laid out again on every frame
  /// (``MotionPlayback``). A custom transition that only moves the rectangle plays on the
  /// layers: VeilCore carries the move in the offset tracks.
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
  final class ProgressAnimation {
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
    private var displayLink: CADisplayLink?
    private var timers: [Timer] = []

    /// The carrier moves by this many points for a progress of 1.
    private static let carrierScale: CGFloat = 1_000
    /// The keys of the layer animations: adding a new plan under the same keys replaces the
    /// old animations.
    private static let transformKey = "veil.transform"
    private static let opacityKey = "veil.opacity"
    private static let cornerRadiusKey = "veil.cornerRadius"
    private static let backdropKey = "veil.backdrop"

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

    /// Whether the plan changes `field` at all.
    private func moves(_ field: MotionField) -> Bool {
      plan.track(field).map { !$0.isConstant } ?? false
    }

    /// Plays ``plan`` from ``beginTime``: on the layers, or on the display link.
    private func play() {
      generation += 1
      stopDisplayLink()
      if playsOnLayers {
        addLayerAnimations()
        if stage.backdropScrubs { startDisplayLink() }
      } else {
        startDisplayLink()
      }
    }

    /// Sets the model values to the plan's last frame and adds the animations that play it,
    /// under one transaction whose completion ends the motion.
    private func addLayerAnimations() {
      let final = plan.finalFrame(template: stage.template)
      let animations = layerAnimations()
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
      if moves(.cornerRadius) {
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

    /// The animations of the plan's moving tracks, with the layer and key each goes to.
    private func layerAnimations() -> [(CALayer, String, CAAnimation)] {
      var animations: [(CALayer, String, CAAnimation)] = []
      if let transform = transformAnimation() {
        animations.append((stage.content.layer, Self.transformKey, transform))
      }
      if let opacity = plan.track(.contentOpacity).flatMap({ scalarAnimation($0, "opacity") }) {
        animations.append((stage.content.layer, Self.opacityKey, opacity))
      }
      if let radius = plan.track(.cornerRadius).flatMap({ scalarAnimation($0, "cornerRadius") }) {
        animations.append((stage.content.clipView.layer, Self.cornerRadiusKey, radius))
      }
      if let backdrop = stage.backdrop, !stage.backdropScrubs,
        let strength = plan.track(.backdropStrength).flatMap({ scalarAnimation($0, "opacity") })
      {
        animations.append((backdrop.layer, Self.backdropKey, strength))
      }
      return animations
    }

    /// One field's animation: exact where Core Animation plays the timing as VeilCore does,
    /// keyframes otherwise; `nil` for a track that does not move.
    private func scalarAnimation(_ track: MotionTrack, _ keyPath: String) -> CAAnimation? {
      guard !track.isConstant else { return nil }
      if let exact = track.exact, exact.timing.isPlayableByCoreAnimation {
        return exact.timing.animation(
          keyPath: keyPath, from: exact.from, to: exact.to, duration: exact.duration)
      }
      let keyframes = CAKeyframeAnimation(keyPath: keyPath)
      keyframes.calculationMode = .linear
      keyframes.keyTimes = track.keyTimes.map { NSNumber(value: $0) }
      keyframes.values = track.values
      keyframes.duration = track.duration
      return keyframes
    }

    /// The content's transform as one animation (scale, rotation with perspective and offset
    /// make one matrix): exact when the moving fields share an exact timing and nothing
    /// turns, so the matrix is linear in the timing's fraction; otherwise keyframe matrices at
    /// the key times of every transform track, which keeps each one's keyframes (at 1/240 s
    /// apart at most, where a rotation changes by a few degrees between keyframes, any way of
    /// interpolating two matrices stays within a fraction of a point of the turned frame).
    private func transformAnimation() -> CAAnimation? {
      let fields = MotionField.transformFields
      guard fields.contains(where: moves) else { return nil }
      if let (timing, duration) = plan.sharedExactTiming(of: fields),
        timing.isPlayableByCoreAnimation
      {
        return timing.animation(
          keyPath: "transform", from: transform(at: 0, exact: true),
          to: transform(at: .infinity, exact: true), duration: duration)
      }
      let keyTimes = plan.keyTimes(joining: fields)
      let keyframes = CAKeyframeAnimation(keyPath: "transform")
      keyframes.calculationMode = .linear
      keyframes.keyTimes = keyTimes.map { NSNumber(value: $0) }
      keyframes.values = keyTimes.map { transform(at: $0 * plan.duration, exact: false) }
      keyframes.duration = plan.duration
      return keyframes
    }

    /// The content's transform `time` seconds into the plan, from the tracks (`exact`) or
    /// from their keyframes alone.
    private func transform(at time: Double, exact: Bool) -> NSValue {
      var frame = stage.template
      for field in MotionField.transformFields {
        guard let track = plan.track(field) else { continue }
        field.set(exact ? track.value(at: time) : track.keyframeValue(at: time), in: &frame)
      }
      let geometry = LayerGeometry(
        frame: frame, restingRect: stage.template.contentRect, isRightToLeft: stage.isRightToLeft)
      return NSValue(caTransform3D: CATransform3D(geometry.transform))
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
      stopDisplayLink()
      for timer in timers { timer.invalidate() }
      timers.removeAll()
      removeLayerAnimations()
    }

    /// Removes the plan's layer animations: the layers show their model values.
    private func removeLayerAnimations() {
      stage.content.layer.removeAnimation(forKey: Self.transformKey)
      stage.content.layer.removeAnimation(forKey: Self.opacityKey)
      stage.content.clipView.layer.removeAnimation(forKey: Self.cornerRadiusKey)
      stage.backdrop?.layer.removeAnimation(forKey: Self.backdropKey)
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
      let read = Self.veilTransform(content.transform).motionValues(
        isRightToLeft: stage.isRightToLeft)
      states[.contentOpacity]?.value = Double(content.opacity)
      states[.contentScale]?.value = read.scale
      states[.rotationY]?.value = read.rotationY
      states[.offsetX]?.value = read.offset.x
      states[.offsetY]?.value = read.offset.y
      let clip = stage.content.clipView.layer
      if moves(.cornerRadius) {
        states[.cornerRadius]?.value = Double((clip.presentation() ?? clip).cornerRadius)
      }
      if let backdrop = stage.backdrop {
        states[.backdropStrength]?.value =
          stage.backdropScrubs
          ? backdrop.strength : Double((backdrop.layer.presentation() ?? backdrop.layer).opacity)
      }
      return states
    }

    // MARK: - Display link and timers

    /// Runs `body` once, `delay` seconds from now, on the main run loop in every mode.
    private func schedule(after delay: Double, _ body: @escaping @MainActor () -> Void) {
      let timer = Timer(timeInterval: Swift.max(delay, 0), repeats: false) { _ in
        MainActor.assumeIsolated { body() }
      }
      RunLoop.main.add(timer, forMode: .common)
      timers.append(timer)
    }

    /// Needed for the blur's scrub and for a custom transition that resizes the content; up
    /// to 120 Hz (on iPhone only with `CADisableMinimumFrameDurationOnPhone` in the app's
    /// Info.plist, Apple: "If you set this key to NO, frame rates higher than the system
    /// default are unavailable").
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

    fileprivate func tick(_ link: CADisplayLink) {
      // The frame about to be shown, not the one that is: the render server shows it at the
      // link's target time.
      let elapsed = link.targetTimestamp - beginTime
      if playsOnLayers {
        scrubBackdrop(at: elapsed)
        if elapsed >= plan.duration { stopDisplayLink() }
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

    // MARK: - Conversions

    /// VeilCore's transform with the entries of `transform` that an interruption reads back
    /// (``LayerGeometry/Transform/motionValues(isRightToLeft:)``); the others stay identity.
    private static func veilTransform(_ transform: CATransform3D) -> LayerGeometry.Transform {
      var result = LayerGeometry.Transform()
      result.m11 = Double(transform.m11)
      result.m14 = Double(transform.m14)
      result.m22 = Double(transform.m22)
      result.m33 = Double(transform.m33)
      result.m41 = Double(transform.m41)
      result.m42 = Double(transform.m42)
      return result
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
      animation.tick(link)
    }
  }
#endif
