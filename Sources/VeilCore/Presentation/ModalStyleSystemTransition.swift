extension ModalStyle {
  /// UIKit's own modal transitions (`UIModalTransitionStyle`), as a transition and the animation
  /// UIKit runs it with.
  ///
  /// Apple documents what each transition does but not its timing; the numbers below say where
  /// they come from.
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
    /// - Cross-dissolve: ease-in-out over 0.4 s. Apple publishes no duration; 0.4 s is what
    ///   users of `UIModalTransitionStyle.crossDissolve` observe (quanshousio/ToastUI issue 35,
    ///   "current duration is 0.4", confirmed by its maintainer to be UIKit's own transition),
    ///   and ease-in-out is UIKit's default curve (Apple documentation of
    ///   `UIView.animate(withDuration:animations:completion:)`).
    /// - Flip-horizontal: ease-in-out over 0.5 s. Apple publishes no duration and none was
    ///   found measured; 0.5 s is an estimate that matches the length of the cover-vertical
    ///   animation.
    public var animation: ModalAnimation {
      switch self {
      case .coverVertical: .spring(Self.modalSpring)
      case .flipHorizontal: .easeInOut(duration: 0.5)
      case .crossDissolve: .easeInOut(duration: 0.4)
      }
    }

    /// The spring UIKit moves modal presentations with: mass 3, stiffness 1000, damping 500.
    ///
    /// These are the parameters of the `CASpringAnimation` found on a presented view
    /// controller's layer during `present(_:animated:)` (extracted from a live presentation by
    /// material-motion's motion-interchange-objc, test
    /// `testSystemModalMovementTimingCurveMatchesModalMovementTiming`, which also reads a
    /// duration of 0.5 s); the keyboard uses the same spring (Apple Developer Forums thread
    /// 48088). Their damping ratio is 4.56, but Core Animation runs it as a critically damped
    /// spring: a 4.56-damped spring would still be a third short of its target when UIKit ends
    /// the animation at 0.5 s and would jump, whereas a critically damped one with the same
    /// stiffness and mass has settled to within 0.001 at 0.506 s. WebKit's `SpringSolver`,
    /// written by Apple to match Core Animation, treats every ratio above 1 as critical, and so
    /// does SwiftUI's `Spring(mass:stiffness:damping:)` unless told to allow over-damping. The
    /// result is a response of 2π·√(3/1000) ≈ 0.344 s with a damping ratio of 1.
    public static let modalSpring = ModalSpring(mass: 3, stiffness: 1000, damping: 500)
  }
}
