extension ZoomTransition {
  /// The flight after a drag is let go: from the pose under the finger to the source (a
  /// dismissal) or back to the presented frame (a cancel), starting with the finger's velocity.
  ///
  /// Progress runs 0 (under the finger) to 1 (landed); ``initialProgressVelocity`` is the
  /// finger's speed towards the target divided by the distance, what a 0…1 spring expects. One
  /// progress moves the centre along the straight line only, so the rest of the finger's
  /// velocity (``residualVelocity(progressRate:)``, its sideways part) is handed to a
  /// correction that dies away (``FrameSampler/zoomReleasePath(_:animation:)``): neither
  /// position nor velocity jumps at release, in any direction.
  package struct Release: Hashable, Sendable {
    /// The pose at the moment of release.
    package var start: Pose
    /// The pose the flight lands in.
    package var end: Pose
    /// The finger's velocity towards the target as a 0…1 progress velocity, per second.
    package var initialProgressVelocity: Double
    /// The content centre's velocity when the finger lifted, in points per second: the
    /// finger's, as the drag moved the content (clamped as ``ReleaseMotion`` clamps it).
    package var velocity: Vector

    /// Whether the flight moves the content's centre: not when it fades where the finger left
    /// it (the source is gone, or Reduce Motion is on).
    package var moves: Bool {
      start.frame.midX != end.frame.midX || start.frame.midY != end.frame.midY
    }

    /// The part of ``velocity`` the flight's own progress does not give the centre when the
    /// progress starts at `progressRate` per second: the sideways part under a spring that
    /// starts at ``initialProgressVelocity``, more under a curve that starts at its own rate.
    ///
    /// A flight that does not move keeps the content where the finger left it, as its fade
    /// promises, so nothing is left to carry: zero. A NaN or infinite rate counts as 0.
    ///
    /// - Parameter progressRate: The progress's rate of change at the release, per second.
    /// - Returns: The velocity, in points per second, never NaN.
    package func residualVelocity(progressRate: Double) -> Vector {
      guard moves else { return .zero }
      let rate = progressRate.finiteOr(0)
      return Vector(
        x: (velocity.x - (end.frame.midX - start.frame.midX) * rate).finiteOr(0),
        y: (velocity.y - (end.frame.midY - start.frame.midY) * rate).finiteOr(0))
    }

    /// The pose at `progress` of the flight (NaN becomes 0; overshoot is kept, to ±1).
    package func pose(progress: Double) -> Pose {
      let p = progress.clamped(to: -1...2, nanFallback: 0)
      let frame = ZoomTransition.lerp(start.frame, end.frame, p)
      let u = p.unitClamped
      return Pose(
        frame: frame,
        cornerRadius: ZoomTransition.clampRadius(
          ZoomTransition.lerp(start.cornerRadius, end.cornerRadius, u), in: frame),
        contentOpacity: ZoomTransition.lerp(start.contentOpacity, end.contentOpacity, u),
        backdropOpacity: ZoomTransition.lerp(start.backdropOpacity, end.backdropOpacity, u))
    }
  }

  /// The release of a drag at `translation` moving at `velocity` (points per second).
  /// A dismissal lands in the source (so re-resolve it first, ``ModalStyle/resolvingZoomSource(_:)``);
  /// when the zoom has fallen back, it fades out where it is. A cancel lands at the presented frame.
  package func release(translation: Vector, velocity: Vector, dismiss: Bool) -> Release {
    let start = dragPose(translation: translation)
    let end: Pose
    if !dismiss {
      end = pose(progress: 1)
    } else if mode == .zoom {
      end = pose(progress: 0)
    } else {
      end = Pose(
        frame: start.frame, cornerRadius: start.cornerRadius, contentOpacity: 0,
        backdropOpacity: 0)
    }
    let motion = ReleaseMotion(
      from: Vector(x: start.frame.midX, y: start.frame.midY),
      to: Vector(x: end.frame.midX, y: end.frame.midY), velocity: velocity)
    return Release(
      start: start, end: end, initialProgressVelocity: motion.relativeSpeed,
      velocity: motion.velocity)
  }
}
