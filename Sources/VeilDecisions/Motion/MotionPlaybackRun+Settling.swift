import VeilCore

extension MotionPlaybackRun {
  /// A timer the motion player sets, counted from the running plan's begin time.
  package enum Deadline: Hashable, Sendable {
    /// The animation's logical duration passes after this many seconds.
    case logicalDuration(after: Double)
    /// The plan played as `generation`, which no transaction completion ends, ends after this
    /// many seconds.
    case planEnd(after: Double, generation: Int)
  }

  /// Records how the plan just played ends: by its layer animations' transaction completion,
  /// by the display link's last frame, or, on the render server without a layer animation
  /// (nothing moves), by a timer.
  ///
  /// - Parameter addsLayerAnimations: Whether the plan added layer animations.
  package mutating func playing(addsLayerAnimations: Bool) {
    endsByTimer = renderer == .renderServer && !addsLayerAnimations
  }

  /// The timers to set at media time `now`, once the begin time is known: the logical
  /// duration once per start, and the end of a plan that ends by a timer once per plan. Each
  /// is answered once; before the begin time is known, none is.
  ///
  /// - Parameters:
  ///   - now: The media time.
  ///   - logicalDuration: The animation's logical duration, in seconds.
  ///   - planDuration: The running plan's duration, in seconds.
  /// - Returns: The timers to set now.
  package mutating func deadlines(
    at now: Double, logicalDuration: Double, planDuration: Double
  ) -> [Deadline] {
    var deadlines: [Deadline] = []
    if !isLogicalTimerSet, let delay = remaining(logicalDuration, at: now) {
      isLogicalTimerSet = true
      deadlines.append(.logicalDuration(after: delay))
    }
    if endsByTimer, let delay = remaining(planDuration, at: now) {
      endsByTimer = false
      deadlines.append(.planEnd(after: delay, generation: generation))
    }
    return deadlines
  }

  /// The frame the layers keep as model values when the motion is cancelled at `source`: what
  /// the render server shows (`onScreen`, read from the presentation layers or the plan's
  /// state), or the display link's frame at the source's elapsed time.
  ///
  /// - Parameters:
  ///   - source: What the cancel read (``source(at:hasPresentationLayers:)``).
  ///   - onScreen: The fields' values on screen (``onScreen(_:from:layers:)``).
  ///   - path: The running path.
  ///   - template: The resting frame the fields apply to.
  /// - Returns: The frame to settle on.
  package func cancelledFrame(
    at source: Source, onScreen: [MotionField: MotionState], path: MotionPath,
    template: ModalFrame
  ) -> ModalFrame {
    switch renderer {
    case .renderServer:
      var frame = template
      for (field, motion) in onScreen { field.set(motion.value, in: &frame) }
      return frame
    case .displayLink:
      return path.frame(at: source.elapsed)
    }
  }

  /// The frame the layers keep as model values when the running plan ends: the plan's last
  /// frame on the render server, the path's end on the display link.
  ///
  /// - Parameters:
  ///   - plan: The running plan.
  ///   - path: The running path.
  ///   - template: The resting frame the fields apply to.
  /// - Returns: The frame to settle on.
  package func endFrame(
    of plan: ModalMotionPlan, path: MotionPath, template: ModalFrame
  ) -> ModalFrame {
    renderer == .renderServer ? plan.finalFrame(template: template) : path.frame(at: .infinity)
  }
}
