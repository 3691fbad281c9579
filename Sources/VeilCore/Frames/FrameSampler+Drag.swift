extension FrameSampler {
  /// The frame of the presented modal while a finger drags it: the resting frame moved by
  /// `offset`, with the backdrop at `backdropStrength`.
  ///
  /// A backdrop attached to the content (``Backdrop/Attachment/content``) moves with the content
  /// and stays at strength 1, as it does in every other frame; only a backdrop that stays in
  /// place fades.
  ///
  /// ```swift
  /// var drag = DragToDismissTracker(.lightbox, container: sampler.container.size)
  /// drag.update(translation: Vector(x: 0, y: 120))
  /// let frame = sampler.dragFrame(offset: drag.contentOffset, backdropStrength: drag.backdropStrength)
  /// ```
  ///
  /// - Parameters:
  ///   - offset: The content's offset from its resting place (``DragToDismissTracker/contentOffset``);
  ///     ``Vector`` already turns NaN and infinities into 0.
  ///   - backdropStrength: How much of the backdrop shows (``DragToDismissTracker/backdropStrength``),
  ///     clamped to 0…1 as ``ModalFrame/backdropStrength`` clamps it (NaN becomes 1).
  /// - Returns: The frame.
  public func dragFrame(offset: Vector, backdropStrength: Double) -> ModalFrame {
    var frame = restingFrame
    frame.offset = offset
    frame.backdropStrength = style.backdrop.attachment == .content ? 1 : backdropStrength
    return frame
  }

  /// The frame `fractionComplete` of the way through the animation that carries out a released
  /// drag: the content moves from the release's ``ReleaseMotion/from`` to its
  /// ``ReleaseMotion/to`` while the backdrop goes from its strength at release to none (a
  /// dismissal) or to full (a cancel).
  ///
  /// A spring's overshoot (a fraction beyond 0…1) carries the content past its target, as the
  /// spring does; the backdrop's strength stays within 0…1. NaN counts as 1, the end.
  ///
  /// ```swift
  /// let release = drag.release(velocity: Vector(x: 0, y: 900))
  /// let animation = sampler.releaseAnimation(for: release)
  /// let frame = sampler.releaseFrame(
  ///   release, backdropStrengthAtRelease: drag.backdropStrength, fractionComplete: 0.5)
  /// ```
  ///
  /// - Parameters:
  ///   - release: The release decision and its motion.
  ///   - backdropStrengthAtRelease: The backdrop's strength when the finger lifted.
  ///   - fractionComplete: How much of the release animation has run, 0…1.
  /// - Returns: The frame.
  public func releaseFrame(
    _ release: DragToDismiss.Release, backdropStrengthAtRelease: Double, fractionComplete: Double
  ) -> ModalFrame {
    let fraction = fractionComplete.isNaN ? 1 : fractionComplete
    let motion = release.motion
    let offset = Vector(
      x: motion.from.x + (motion.to.x - motion.from.x) * fraction,
      y: motion.from.y + (motion.to.y - motion.from.y) * fraction)
    let start = backdropStrengthAtRelease.clamped(to: 0...1, nanFallback: 1)
    let end: Double = release.edge == nil ? 1 : 0
    let strength = start + (end - start) * fraction.unitClamped
    return dragFrame(offset: offset, backdropStrength: strength)
  }

  /// The animation that carries out a released drag.
  ///
  /// - A dismissal leaves with the style's ``ModalStyle/removalAnimation``, started at the
  ///   release's ``ReleaseMotion/relativeSpeed`` so that a spring picks up the finger's speed.
  /// - A cancel springs back with ``Spring/interactive``, the spring seed 001 snaps its content
  ///   back with (`.animation(.interactiveSpring(), value: offset)`).
  ///
  /// - Parameter release: The release decision.
  /// - Returns: The animation to run from fraction 0 to 1.
  public func releaseAnimation(for release: DragToDismiss.Release) -> ModalAnimation {
    switch release {
    case .dismiss: style.removalAnimation
    case .cancel: .spring(.interactive)
    }
  }
}
