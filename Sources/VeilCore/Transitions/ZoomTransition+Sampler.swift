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

  /// The frame `time` seconds after a zoom's drag was let go: the style's removal animation
  /// for a dismissal, ``springBack`` for a cancel, started at the finger's speed.
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
    let animation = dismiss ? style.removalAnimation : Self.springBack
    let progress = animation.progress(
      at: time, initialVelocity: release.initialProgressVelocity)
    return zoomReleaseFrame(release, fractionComplete: progress)
  }

  private static func zoomFrame(
    _ pose: ZoomTransition.Pose, over resting: ModalFrame, _ style: ModalStyle
  ) -> ModalFrame {
    var frame = ZoomTransition.frame(pose, over: resting)
    frame.backdropStrength = style.backdrop.attachment == .content ? 1 : pose.backdropOpacity
    return frame
  }
}
