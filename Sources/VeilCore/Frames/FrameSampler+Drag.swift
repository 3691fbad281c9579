extension FrameSampler {
  /// The spring that carries a cancelled drag back to rest: SwiftUI's `interactiveSpring()`
  /// (response 0.15, damping ratio 0.86), which the pan-to-dismiss article springs back with.
  public static let springBack = ModalAnimation.spring(.interactive)

  /// The frame while the user drags the modal by `translation`, following the style's
  /// ``ModalStyle/dragToDismiss`` (the resting frame when the style has none). A style that
  /// zooms out of a thumbnail also shrinks the content as it follows the finger.
  ///
  /// ```swift
  /// let sampler = FrameSampler(style: .lightbox, container: container)
  /// sampler.frame(dragging: Vector(x: 0, y: 120)).backdropStrength  // 1 - 120 / height
  /// ```
  ///
  /// - Parameter translation: The finger's translation since the drag began.
  /// - Returns: The frame the content and backdrop show at that translation.
  public func frame(dragging translation: Vector) -> ModalFrame {
    guard let drag = style.dragToDismiss else { return restingFrame }
    return dragFrame(
      offset: drag.contentOffset(for: translation, in: container.size),
      backdropStrength: drag.backdropStrength(for: translation, in: container.size))
  }

  /// The frame while the content is dragged to `offset`: the resting frame moved by it, with
  /// the backdrop at `backdropStrength`.
  ///
  /// A backdrop attached to the content (the over-current-context article's dim, which is the
  /// content's own background) moves with it and keeps its full strength. A zoom
  /// (`.lightbox.zoom`) also shrinks with the distance, as Photos does, and fades
  /// its backdrop with the same distance, so `backdropStrength` does not apply to it.
  ///
  /// - Parameters:
  ///   - offset: The content's offset from rest.
  ///   - backdropStrength: The backdrop's strength, clamped to 0…1.
  /// - Returns: The frame.
  public func dragFrame(offset: Vector, backdropStrength: Double) -> ModalFrame {
    if let zoom = zoomDragFrame(translation: offset) { return zoom }
    var frame = restingFrame
    frame.offset = offset
    frame.backdropStrength = style.backdrop.attachment == .content ? 1 : backdropStrength
    return frame
  }

  /// The animation that runs after a drag is released: the style's removal animation for a
  /// dismissal, ``springBack`` for a cancel. Start it with the release's
  /// ``ReleaseMotion/relativeSpeed`` as its initial velocity.
  ///
  /// - Parameter release: The release decision.
  /// - Returns: The animation whose progress carries the content from the release point.
  public func releaseAnimation(for release: DragToDismiss.Release) -> ModalAnimation {
    switch release {
    case .dismiss: style.removalAnimation
    case .cancel: Self.springBack
    }
  }

  /// The frame when `fractionComplete` of the animation after a release has run, for a driver
  /// (an interruptible animator) that owns the progress.
  ///
  /// At 0 the content is where the finger left it; at 1 it is at the release's target (off
  /// screen with no backdrop for a dismissal, at rest with a full backdrop for a cancel).
  ///
  /// - Parameters:
  ///   - release: The release decision.
  ///   - backdropStrengthAtRelease: The backdrop's strength when the finger lifted.
  ///   - fractionComplete: The animation's progress; NaN counts as 1. A spring's overshoot moves
  ///     the content past the target; the backdrop stays within 0…1.
  /// - Returns: The frame.
  public func releaseFrame(
    _ release: DragToDismiss.Release, backdropStrengthAtRelease: Double, fractionComplete: Double
  ) -> ModalFrame {
    let fraction = fractionComplete.isNaN ? 1 : fractionComplete
    let motion = release.motion
    // Exactly the target at 1: `from + (to − from)·1` can miss it by an ulp.
    let offset =
      fraction == 1
      ? motion.to
      : Vector(
        x: motion.from.x + (motion.to.x - motion.from.x) * fraction,
        y: motion.from.y + (motion.to.y - motion.from.y) * fraction)
    let start = backdropStrengthAtRelease.clamped(to: 0...1, nanFallback: 1)
    let end: Double = release.edge == nil ? 1 : 0
    return dragFrame(offset: offset, backdropStrength: start + (end - start) * fraction.unitClamped)
  }

  /// The frame `time` seconds after a drag was released.
  ///
  /// Motion is continuous: at time 0 the frame is the drag's last (`releaseFrame`), and the
  /// animation starts with the release's velocity, so the content neither jumps nor changes
  /// speed when the finger lifts.
  ///
  /// - Parameters:
  ///   - release: The release decision from ``DragToDismiss/release(translation:velocity:in:)``.
  ///   - releaseFrame: The frame shown when the finger lifted, from ``frame(dragging:)``.
  ///   - time: Seconds since the release; NaN and negative times give `releaseFrame`, +∞ the
  ///     frame at the release's target (where ``isFinished(after:at:)`` is true).
  /// - Returns: The frame.
  public func frame(
    after release: DragToDismiss.Release, from releaseFrame: ModalFrame, at time: Double
  ) -> ModalFrame {
    // The path the device plays (a zoom's flight included); its progress already reads NaN
    // and negative times as the start and +∞ as the end.
    MotionPath.release(release, backdropStrength: releaseFrame.backdropStrength, in: self)
      .frame(at: time)
  }

  /// Whether the animation after `release` has come to rest `time` seconds after it.
  ///
  /// - Parameters:
  ///   - release: The release decision.
  ///   - time: Seconds since the release.
  /// - Returns: `true` once the content is at the release's target for good (for a zoom, once
  ///   the corrections that carried the finger's sideways velocity have died away too).
  public func isFinished(after release: DragToDismiss.Release, at time: Double) -> Bool {
    // The backdrop's strength moves no progress and no correction.
    MotionPath.release(release, backdropStrength: 1, in: self).isFinished(at: time)
  }
}
