import VeilCore

extension PresentationLayout {
  /// How the motion of a transition (``transitionPath(presenting:reason:release:)``) reads as
  /// the transition's progress the content sees: a presentation's or a dismissal's fraction
  /// complete, or, for a dismissal that continues a released drag, the backdrop's strength, which
  /// the drag already moved.
  ///
  /// - Parameters:
  ///   - presenting: Whether the transition presents.
  ///   - release: The released drag a dismissal continues, if one does.
  /// - Returns: How to read the motion's progress.
  package static func transitionProgressReading(
    presenting: Bool, release: DragSession.Released?
  ) -> TransitionProgressReading {
    if !presenting, release != nil { return .backdropStrength }
    return .phase(presenting: presenting)
  }
}
