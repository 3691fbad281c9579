extension DragToDismiss {
  /// Decides what a release does: dismiss towards an edge, or spring back.
  ///
  /// See the type's discussion for the rule. The decision's ``ReleaseMotion`` runs from the
  /// content's offset to its target, starting at the content's velocity: the finger's, times
  /// the slope of any rubber band the content was stretching. A NaN velocity counts as 0, and
  /// velocities (infinite ones included) are clamped to ±100 000 points per second; NaN and
  /// infinite translations count as 0, and the rest is clamped to ±10¹² points. In an empty
  /// container a dismissal has nowhere to go: its motion has zero distance and zero relative
  /// velocity.
  ///
  /// - Parameters:
  ///   - translation: The finger's translation since the drag began.
  ///   - velocity: The finger's velocity when it lifted, in points per second.
  ///   - container: The size of the container the modal is presented in.
  /// - Returns: The release decision and the motion that carries it out.
  public func release(translation: Vector, velocity: Vector, in container: Size) -> Release {
    release(translation: translation, velocity: velocity, in: container, contentIsStill: false)
  }

  /// The release decision; `contentIsStill` when the content no longer followed the finger (a
  /// tracker past its cross-axis limit), so the animation starts from rest.
  func release(
    translation: Vector, velocity: Vector, in container: Size, contentIsStill: Bool
  ) -> Release {
    let translation = translation.magnitudeClamped
    let velocity = velocity.speedClamped
    let offset = contentOffset(for: translation, in: container)
    let contentVelocity =
      contentIsStill
      ? Vector.zero : self.contentVelocity(for: translation, velocity: velocity, in: container)
    guard
      let edge = dismissalEdge(translation: translation, velocity: velocity, container: container)
    else {
      return .cancel(
        motion: ReleaseMotion(from: offset, to: .zero, velocity: contentVelocity))
    }
    let exit = container.dimension(along: edge)
    // An empty container has no way out: the dismissal's motion stays where it is, with zero
    // distance, rather than travelling back from the other side to the edge at 0.
    guard exit > 0 else {
      return .dismiss(
        edge: edge, motion: ReleaseMotion(from: offset, to: offset, velocity: contentVelocity))
    }
    var target = offset
    switch edge {
    case .bottom: target.y = Swift.max(exit, offset.y)
    case .top: target.y = Swift.min(-exit, offset.y)
    case .trailing: target.x = Swift.max(exit, offset.x)
    case .leading: target.x = Swift.min(-exit, offset.x)
    }
    return .dismiss(
      edge: edge, motion: ReleaseMotion(from: offset, to: target, velocity: contentVelocity))
  }

  /// The content's velocity for a finger moving at `velocity` at `translation`: the finger's on
  /// axes where the content follows, scaled by the rubber band's slope where it resists, 0 where
  /// it is locked.
  func contentVelocity(for translation: Vector, velocity: Vector, in container: Size) -> Vector {
    Vector(
      x: velocity.x
        * axisSlope(
          translation.x, velocity: velocity.x, axis: .horizontal, dimension: container.width),
      y: velocity.y
        * axisSlope(
          translation.y, velocity: velocity.y, axis: .vertical, dimension: container.height))
  }

  /// The edge a release leaves towards, or `nil` to spring back.
  func dismissalEdge(translation: Vector, velocity: Vector, container: Size) -> ModalEdge? {
    // 1. A flick towards an allowed edge wins, whatever the translation.
    var flickEdge: ModalEdge?
    var longestProjection = 0.0
    forEachAllowedEdge { edge in
      let projection = decelerationRate.projectedDistance(
        initialVelocity: velocity.component(towards: edge))
      if projection > longestProjection, projection >= flickThreshold {
        flickEdge = edge
        longestProjection = projection
      }
    }
    if let flickEdge { return flickEdge }

    // 2. Far enough towards an allowed edge, unless flicked back.
    var distanceEdge: ModalEdge?
    var longestTravel = 0.0
    forEachAllowedEdge { edge in
      let travel = translation.component(towards: edge)
      let threshold = distanceThreshold.points(in: container.dimension(along: edge))
      let projection = decelerationRate.projectedDistance(
        initialVelocity: velocity.component(towards: edge))
      let flickedBack = projection < 0 && -projection >= flickThreshold
      // Strictly beyond, as the article's `offset.height > dismissOffsetThreshold`.
      if travel > longestTravel, travel > threshold, !flickedBack {
        distanceEdge = edge
        longestTravel = travel
      }
    }
    return distanceEdge
  }
}

// MARK: - The decision

extension DragToDismiss {
  /// What a released drag does.
  ///
  /// ```swift
  /// let release = DragToDismiss.lightbox.release(
  ///   translation: Vector(x: 0, y: 160), velocity: .zero, in: Size(width: 390, height: 844))
  /// release.dismissReason  // .drag(.bottom)
  /// ```
  public enum Release: Hashable, Sendable {
    /// The modal leaves towards `edge`; `motion` carries the content out of the container.
    case dismiss(edge: ModalEdge, motion: ReleaseMotion)
    /// The modal stays; `motion` springs the content back to its resting place.
    case cancel(motion: ReleaseMotion)

    /// The motion that carries the decision out.
    public var motion: ReleaseMotion {
      switch self {
      case .dismiss(_, let motion), .cancel(let motion): motion
      }
    }

    /// The edge the modal leaves towards, or `nil` when it stays.
    public var edge: ModalEdge? {
      if case .dismiss(let edge, _) = self { return edge }
      return nil
    }

    /// `.drag(edge)` when the modal leaves, for the lifecycle's `willDismiss`/`didDismiss`;
    /// `nil` when it stays.
    public var dismissReason: DismissReason? {
      edge.map { .drag($0) }
    }
  }
}
