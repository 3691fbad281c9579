extension ModalTransition {
  /// Which way a transition runs: presenting (the insertion side, progress 0 → 1) or dismissing
  /// (the removal side, progress 1 → 0), and for a dismissal, why.
  ///
  /// The reason matters to ``ModalTransition/moveToDismissEdge(fallback:)``, which leaves
  /// towards the edge of the drag that dismissed the modal.
  ///
  /// ```swift
  /// let phase = ModalTransition.Phase.dismissing(.drag(.top))
  /// phase.dismissEdge   // .top
  /// ```
  public struct Phase: Hashable, Sendable {
    /// Why the modal is being dismissed; `nil` while presenting.
    public let dismissReason: DismissReason?

    private init(dismissReason: DismissReason?) {
      self.dismissReason = dismissReason
    }

    /// The modal is being presented.
    public static let presenting = Phase(dismissReason: nil)

    /// The modal is being dismissed by the app (`DismissReason.programmatic`).
    public static let dismissing = Phase(dismissReason: .programmatic)

    /// The modal is being dismissed for `reason`.
    ///
    /// - Parameter reason: Why the modal is being dismissed.
    /// - Returns: A dismissing phase.
    public static func dismissing(_ reason: DismissReason) -> Phase {
      Phase(dismissReason: reason)
    }

    /// Whether the modal is being presented.
    public var isPresenting: Bool { dismissReason == nil }

    /// The edge of the drag that dismissed the modal, if a drag did.
    public var dismissEdge: ModalEdge? {
      if case .drag(let edge) = dismissReason { return edge }
      return nil
    }
  }
}
