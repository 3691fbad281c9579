extension ModalStyle {
  /// UIKit's own modal transitions (`UIModalTransitionStyle`), as a transition and the animation
  /// UIKit runs it with.
  ///
  /// Apple documents what each transition does but not its timing;
  /// <doc:WhereTheNumbersComeFrom> says where Veil's numbers come from.
  ///
  /// ```swift
  /// let style = ModalStyle.overCurrentContext(.crossDissolve)
  /// ModalStyle.SystemTransition.coverVertical.animation.settlingDuration   // ≈ 0.51 s
  /// ```
  public enum SystemTransition: String, Hashable, Sendable, CaseIterable {
    /// The presented view slides up from the bottom of the screen and back down on dismissal
    /// (UIKit's default).
    case coverVertical
    /// The view flips horizontally, right to left on presentation and left to right on
    /// dismissal.
    case flipHorizontal
    /// The view fades in, and out on dismissal.
    case crossDissolve

    /// The transition: ``ModalTransition/move(edge:)`` towards the bottom,
    /// ``ModalTransition/flip`` or ``ModalTransition/opacity``.
    public var transition: ModalTransition {
      switch self {
      case .coverVertical: .move(edge: .bottom)
      case .flipHorizontal: .flip
      case .crossDissolve: .opacity
      }
    }

    /// The animation UIKit runs the transition with, in both directions.
    ///
    /// - Cover-vertical: ``modalSpring``.
    /// - Cross-dissolve: ease-in-out over 0.4 s.
    /// - Flip-horizontal: ease-in-out over 0.5 s.
    ///
    /// <doc:WhereTheNumbersComeFrom> gives the sources of these numbers.
    public var animation: ModalAnimation {
      switch self {
      case .coverVertical: .spring(Self.modalSpring)
      case .flipHorizontal: .easeInOut(duration: 0.5)
      case .crossDissolve: .easeInOut(duration: 0.4)
      }
    }

    /// The spring UIKit moves modal presentations with: mass 3, stiffness 1000, damping 500,
    /// run critically damped as Core Animation runs it (a response of about 0.344 s); see
    /// <doc:WhereTheNumbersComeFrom> for the sources and the reasoning.
    public static let modalSpring = ModalSpring(mass: 3, stiffness: 1000, damping: 500)
  }
}
