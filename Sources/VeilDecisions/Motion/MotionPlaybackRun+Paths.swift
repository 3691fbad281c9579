import VeilCore

extension MotionPlaybackRun {
  /// The path a motion player plays for `path`: a moved rectangle carried in the offset
  /// (``MotionPath/carryingRectangleInOffset(template:)``), so that what one motion hands the
  /// next, read back from a transform or from the plan, is always in the same terms; started
  /// from what an interrupted motion left on screen (`inFlight`), at that motion's speed, when
  /// there is one.
  ///
  /// - Parameters:
  ///   - path: The frames and the progress through them (a phase, a release).
  ///   - template: The resting frame.
  ///   - inFlight: What a motion interrupted to start this one left on screen, and how fast.
  /// - Returns: The path to play.
  package static func startingPath(
    _ path: MotionPath, template: ModalFrame, inFlight: [MotionField: MotionState]?
  ) -> MotionPath {
    let played = path.carryingRectangleInOffset(template: template)
    guard let inFlight else { return played }
    return ModalMotionPlan.handoffPath(
      from: inFlight, along: played.frame, progress: played.progress.from,
      progressVelocity: 0, target: played.progress.to, animation: played.progress.animation)
  }

  /// The path after an interruption `elapsed` seconds into `plan` (played along `path`): from
  /// what is on screen (`onScreen`), at the progress and speed the running plan has then,
  /// towards `target` with `animation`.
  ///
  /// - Parameters:
  ///   - onScreen: Every field's value on screen and velocity (``onScreen(_:from:layers:)``).
  ///   - path: The running path.
  ///   - plan: The running plan.
  ///   - elapsed: Seconds into the running plan.
  ///   - target: The progress the new motion goes to.
  ///   - animation: The animation that carries it.
  /// - Returns: The new path.
  package static func handoffPath(
    from onScreen: [MotionField: MotionState], running path: MotionPath, plan: ModalMotionPlan,
    at elapsed: Double, towards target: Double, animation: ModalAnimation
  ) -> MotionPath {
    ModalMotionPlan.handoffPath(
      from: onScreen, along: path.frame, progress: plan.progress.progress(at: elapsed),
      progressVelocity: plan.progress.rate(at: elapsed), target: target, animation: animation)
  }
}
