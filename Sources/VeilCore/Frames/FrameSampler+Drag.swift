extension FrameSampler {
  /// The spring that carries a cancelled drag back to rest: SwiftUI's `interactiveSpring()`
  /// (response 0.15, damping ratio 0.86), which seed 001 springs back with.
  public static let springBack = ModalAnimation.spring(.interactive)

  /// The frame while the user drags the modal by `translation`, following the style's
  /// ``ModalStyle/dragToDismiss`` (the resting frame when the style has none).
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
    var frame = restingFrame
    frame.offset = drag.contentOffset(for: translation, in: container.size)
    frame.backdropStrength = drag.backdropStrength(for: translation, in: container.size)
    return frame
  }

  /// The animation that runs after a drag is released: the style's removal animation for a
  /// dismissal, ``springBack`` for a cancel.
  ///
  /// - Parameter release: The release decision.
  /// - Returns: The animation whose progress carries the content from the release point.
  public func animation(after release: DragToDismiss.Release) -> ModalAnimation {
    switch release {
    case .dismiss(let edge, _): animation(for: .dismissing(.drag(edge)))
    case .cancel: Self.springBack
    }
  }

  /// The frame `time` seconds after a drag was released.
  ///
  /// Motion is continuous: at time 0 the frame is `releaseFrame` (the last frame of the drag,
  /// from ``frame(dragging:)``), and the animation starts with the release's velocity, so the
  /// content neither jumps nor changes speed when the finger lifts. A dismissal carries the
  /// content to the release's target off screen while the backdrop fades to 0; a cancel carries
  /// it back to rest while the backdrop returns to full strength.
  ///
  /// - Parameters:
  ///   - release: The release decision from ``DragToDismiss/release(translation:velocity:in:)``.
  ///   - releaseFrame: The frame shown when the finger lifted.
  ///   - time: Seconds since the release; NaN and negative times give `releaseFrame`.
  /// - Returns: The frame.
  public func frame(
    after release: DragToDismiss.Release, from releaseFrame: ModalFrame, at time: Double
  ) -> ModalFrame {
    let motion = release.motion
    let progress = animation(after: release).progress(
      at: time.finiteOr(0), initialVelocity: motion.relativeSpeed)
    var frame = releaseFrame
    frame.offset = Vector(
      x: motion.from.x + (motion.to.x - motion.from.x) * progress,
      y: motion.from.y + (motion.to.y - motion.from.y) * progress)
    let startStrength = releaseFrame.backdropStrength
    switch release {
    case .dismiss: frame.backdropStrength = startStrength * (1 - progress)
    case .cancel: frame.backdropStrength = startStrength + (1 - startStrength) * progress
    }
    return frame
  }

  /// Whether the animation after `release` has come to rest `time` seconds after it.
  ///
  /// - Parameters:
  ///   - release: The release decision.
  ///   - time: Seconds since the release.
  /// - Returns: `true` once the content is at the release's target for good.
  public func isFinished(after release: DragToDismiss.Release, at time: Double) -> Bool {
    animation(after: release).isFinished(at: time, initialVelocity: release.motion.relativeSpeed)
  }
}
