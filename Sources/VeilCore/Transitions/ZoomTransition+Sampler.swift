extension FrameSampler {
  /// The zoom of this sampler's style, or `nil` when the style does not zoom.
  package var zoomTransition: ZoomTransition? { ModalStyle.zoomTransition(of: self) }

  /// The frame while a zoom style is dragged by `translation`, as Photos moves it: the content
  /// follows the finger and shrinks (``ZoomTransition/dragScale(translation:)``), the backdrop
  /// fades with the same distance. `nil` when the style does not zoom (its drag is
  /// ``frame(dragging:)``).
  ///
  /// - Parameter translation: The finger's translation since the drag began.
  /// - Returns: The frame, or `nil`.
  package func zoomDragFrame(translation: Vector) -> ModalFrame? {
    guard let zoom = zoomTransition else { return nil }
    return Self.zoomFrame(zoom.dragPose(translation: translation), over: restingFrame, style)
  }

  /// The flight after a zoom style's drag is let go, or `nil` when the style does not zoom.
  /// For a dismissal, resolve the source first (``ModalStyle/resolvingZoomSource(_:)``), so
  /// that it lands where the source is now.
  ///
  /// - Parameters:
  ///   - translation: The finger's translation when it lifted.
  ///   - velocity: The finger's velocity when it lifted, in points per second.
  ///   - dismiss: Whether the release dismisses (``DragToDismiss/release(translation:velocity:in:)``
  ///     decides).
  /// - Returns: The flight, or `nil`.
  package func zoomRelease(translation: Vector, velocity: Vector, dismiss: Bool)
    -> ZoomTransition.Release?
  {
    zoomTransition?.release(translation: translation, velocity: velocity, dismiss: dismiss)
  }

  /// The flight that continues a released drag of a zoom style: from where the finger left
  /// the content into the source (a dismissal) or back to rest (a spring-back), at the finger's
  /// velocity; `nil` when the style does not zoom.
  ///
  /// - Parameters:
  ///   - released: The release, as the drag session answered it.
  ///   - dismiss: Whether it dismisses; by default, whether the release goes towards an edge.
  /// - Returns: The flight, or `nil`.
  package func zoomRelease(continuing released: DragSession.Released, dismiss: Bool? = nil)
    -> ZoomTransition.Release?
  {
    zoomRelease(continuing: released.release, dismiss: dismiss)
  }

  /// The flight that continues a release decision of a zoom style, as the drag session's
  /// release above is continued; `nil` when the style does not zoom.
  ///
  /// - Parameters:
  ///   - release: The release decision.
  ///   - dismiss: Whether it dismisses; by default, whether it goes towards an edge.
  /// - Returns: The flight, or `nil`.
  package func zoomRelease(continuing release: DragToDismiss.Release, dismiss: Bool? = nil)
    -> ZoomTransition.Release?
  {
    guard zoomTransition != nil else { return nil }
    let motion = release.motion
    return zoomRelease(
      translation: motion.from, velocity: motion.velocity,
      dismiss: dismiss ?? (release.edge != nil))
  }

  /// The frame when `fractionComplete` of a zoom's release flight has run (0 under the finger,
  /// 1 landed); NaN counts as 1.
  ///
  /// - Parameters:
  ///   - release: The flight, from ``zoomRelease(translation:velocity:dismiss:)``.
  ///   - fractionComplete: The animation's progress.
  /// - Returns: The frame.
  package func zoomReleaseFrame(_ release: ZoomTransition.Release, fractionComplete: Double)
    -> ModalFrame
  {
    let fraction = fractionComplete.isNaN ? 1 : fractionComplete
    return Self.zoomFrame(release.pose(progress: fraction), over: restingFrame, style)
  }

  /// The motion of a zoom's release flight under `animation`: the flight's frames, its
  /// progress from the finger's speed along the line, and the corrections that carry the rest
  /// of the finger's velocity.
  ///
  /// One progress moves the centre only along the straight line to the target, so a finger
  /// moving sideways would see the content turn the moment it lifts. The difference between
  /// the finger's velocity and the flight's own (``ZoomTransition/Release/residualVelocity(progressRate:)``)
  /// starts the offset's ``MotionCorrection``s, from no displacement, under the spring an
  /// interruption continues with (``ModalMotionPlan/handoffSpring(for:)``: the animation's own,
  /// a critically damped one for a curve). So the centre starts exactly where and as fast as
  /// the finger left it, and the flight still lands exactly: a correction is 0 from its
  /// settling time on. Core Animation plays the same path (``ModalMotionPlan/build(_:)``), and
  /// the preview samples it (``frame(after:from:at:)``).
  ///
  /// - Parameters:
  ///   - release: The flight, from ``zoomRelease(translation:velocity:dismiss:)``.
  ///   - animation: The animation after the release: the style's removal for a dismissal,
  ///     ``springBack`` for a cancel.
  /// - Returns: The path.
  package func zoomReleasePath(_ release: ZoomTransition.Release, animation: ModalAnimation)
    -> MotionPath
  {
    let sampler = self
    var path = MotionPath(
      frame: { sampler.zoomReleaseFrame(release, fractionComplete: $0) },
      progress: ProgressMotion(
        from: 0, to: 1, animation: animation, initialVelocity: release.initialProgressVelocity))
    let residual = release.residualVelocity(progressRate: path.progress.rate(at: 0))
    let spring = ModalMotionPlan.handoffSpring(for: animation)
    for (field, velocity) in [(MotionField.offsetX, residual.x), (.offsetY, residual.y)] {
      let correction = MotionCorrection(field, spring: spring, displacement: 0, velocity: velocity)
      if correction.settlingTime > 0 { path.corrections[field] = correction }
    }
    return path
  }

  /// The frame `time` seconds after a zoom's drag was let go: the style's removal animation
  /// for a dismissal, ``springBack`` for a cancel, started at the finger's velocity
  /// (``zoomReleasePath(_:animation:)``, what the device plays).
  ///
  /// - Parameters:
  ///   - release: The flight.
  ///   - dismiss: Whether it dismisses.
  ///   - time: Seconds since the release.
  /// - Returns: The frame.
  package func frame(
    afterZoomRelease release: ZoomTransition.Release, dismiss: Bool, at time: Double
  )
    -> ModalFrame
  {
    zoomReleasePath(release, animation: dismiss ? style.removalAnimation : Self.springBack)
      .frame(at: time)
  }

  private static func zoomFrame(
    _ pose: ZoomTransition.Pose, over resting: ModalFrame, _ style: ModalStyle
  ) -> ModalFrame {
    var frame = ZoomTransition.frame(pose, over: resting)
    frame.backdropStrength = style.backdrop.attachment == .content ? 1 : pose.backdropOpacity
    return frame
  }
}
