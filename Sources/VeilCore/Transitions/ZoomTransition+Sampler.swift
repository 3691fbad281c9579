extension FrameSampler {
  /// The zoom of this sampler's style in its container, with the last resolved source, or
  /// `nil` when the style does not zoom.
  package var zoomTransition: ZoomTransition? {
    guard style.isZoom, let zoom = style.zoom else { return nil }
    return ZoomTransition(source: zoom.source, shown: restingFrame, reduceMotion: reduceMotion)
  }

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

  /// The flight that continues a release decision of a zoom style: from where the finger left
  /// the content into the source (a dismissal, which goes towards an edge) or back to rest (a
  /// cancel), at the finger's velocity; `nil` when the style does not zoom. For a dismissal,
  /// resolve the source first (``ModalStyle/resolvingZoomSource(_:)``), so that it lands where
  /// the source is now.
  ///
  /// - Parameter release: The release decision
  ///   (``DragToDismiss/release(translation:velocity:in:)``).
  /// - Returns: The flight, or `nil`.
  package func zoomRelease(continuing release: DragToDismiss.Release) -> ZoomTransition.Release? {
    let motion = release.motion
    return zoomTransition?.release(
      translation: motion.from, velocity: motion.velocity, dismiss: release.edge != nil)
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
  ///   - release: The flight, from ``zoomRelease(continuing:)``.
  ///   - animation: The animation after the release: the style's removal for a dismissal,
  ///     ``springBack`` for a cancel.
  /// - Returns: The path.
  package func zoomReleasePath(_ release: ZoomTransition.Release, animation: ModalAnimation)
    -> MotionPath
  {
    let resting = restingFrame
    let style = style
    var path = MotionPath(
      // NaN counts as landed, as a plain release's frame counts it.
      frame: { Self.zoomFrame(release.pose(progress: $0.isNaN ? 1 : $0), over: resting, style) },
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

  private static func zoomFrame(
    _ pose: ZoomTransition.Pose, over resting: ModalFrame, _ style: ModalStyle
  ) -> ModalFrame {
    var frame = ZoomTransition.frame(pose, over: resting)
    frame.backdropStrength = style.backdrop.attachment == .content ? 1 : pose.backdropOpacity
    return frame
  }
}
