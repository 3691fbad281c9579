extension ModalTransition.Phase {
  /// How presented the modal is when `fractionComplete` of this phase's animation has run:
  /// 0 dismissed, 1 presented, the value a backdrop attached to the container follows. A
  /// presentation runs it from 0 to 1, a dismissal from 1 to 0.
  ///
  /// A spring's overshoot (a fraction below 0 or above 1) is clamped to 0…1; NaN counts as 1,
  /// the end of the phase, as ``FrameSampler/frame(_:fractionComplete:)`` counts it.
  ///
  /// ```swift
  /// ModalTransition.Phase.dismissing(.programmatic).transitionProgress(fractionComplete: 0.25)
  /// // 0.75
  /// ```
  ///
  /// - Parameter fractionComplete: How much of the phase's animation has run.
  /// - Returns: The transition's progress, 0…1.
  public func transitionProgress(fractionComplete: Double) -> Double {
    let fraction = fractionComplete.isNaN ? 1 : fractionComplete
    return (isPresenting ? fraction : 1 - fraction).unitClamped
  }
}

extension FrameSampler {
  /// How presented the modal is `time` seconds into `phase`: 0 dismissed, 1 presented, along
  /// the phase's animation, as the backdrop fades in and out. The content reads it as
  /// `ModalContext.transitionProgress`.
  ///
  /// ```swift
  /// let sampler = FrameSampler(style: .drawer, container: container)
  /// sampler.transitionProgress(.presenting, at: 0)     // 0
  /// sampler.transitionProgress(.presenting, at: 10)    // 1
  /// ```
  ///
  /// - Parameters:
  ///   - phase: Presenting or dismissing.
  ///   - time: Seconds since the phase began; before it (negative or NaN) the phase's start.
  ///   - initialVelocity: The animation's starting velocity in progress per second; 0 by
  ///     default.
  /// - Returns: The transition's progress, 0…1.
  public func transitionProgress(
    _ phase: ModalTransition.Phase, at time: Double, initialVelocity: Double = 0
  ) -> Double {
    let fraction = animation(for: phase).progress(at: time, initialVelocity: initialVelocity)
    return phase.transitionProgress(fractionComplete: fraction)
  }

  /// How presented the modal is while a drag moves it by `translation`: the backdrop's strength
  /// under the style's drag (``DragToDismiss/backdropStrength(for:in:)``), 1 at rest and
  /// falling towards 0 as the drag takes it away; 1 when the style has no drag.
  ///
  /// - Parameter translation: The drag's translation, in VeilCore's coordinates.
  /// - Returns: The transition's progress, 0…1.
  public func transitionProgress(dragging translation: Vector) -> Double {
    guard let drag = style.dragToDismiss else { return 1 }
    return drag.backdropStrength(for: translation, in: container.size).unitClamped
  }
}

extension PresentationPhase {
  /// The transition's progress a modal at rest in this phase has: 1 presented, 0 dismissed;
  /// `nil` while a transition or a drag moves it, when the progress is the motion's own.
  public var settledTransitionProgress: Double? {
    switch self {
    case .presented: 1
    case .dismissed: 0
    case .presenting, .dismissing, .interactive: nil
    }
  }
}

/// How a motion's progress reads as the modal's transition progress, 0 dismissed to 1 presented,
/// for the iOS layer to publish while the motion plays on the render server.
package enum TransitionProgressReading: Hashable, Sendable {
  /// The motion's progress is a presentation's or a dismissal's `fractionComplete`.
  case phase(presenting: Bool)
  /// The motion continues a released drag, or springs it back: the progress is the backdrop's
  /// strength in each frame, as during the drag.
  case backdropStrength

  /// The transition's progress `time` seconds into `path`.
  ///
  /// - Parameters:
  ///   - path: The motion.
  ///   - time: Seconds since it began.
  /// - Returns: The transition's progress, 0…1.
  package func transitionProgress(of path: MotionPath, at time: Double) -> Double {
    switch self {
    case .phase(let presenting):
      let phase: ModalTransition.Phase = presenting ? .presenting : .dismissing(.programmatic)
      return phase.transitionProgress(fractionComplete: path.progress.progress(at: time))
    case .backdropStrength:
      return path.frame(at: time).backdropStrength.unitClamped
    }
  }
}
