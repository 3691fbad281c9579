#if os(iOS)
  import UIKit
  import VeilCore

  extension ModalAnimation {
    /// UIKit timing parameters that move exactly as this animation's progress does, so that a
    /// `UIViewPropertyAnimator` on the device matches what `veil preview` renders.
    ///
    /// - Parameter initialVelocity: The starting velocity in progress units per second (UIKit's
    ///   "relative" velocity: 1 covers the whole distance in one second).
    /// - Returns: Spring parameters made from the same mass, stiffness and damping, or cubic
    ///   parameters with the same control points.
    @MainActor
    func timingParameters(initialVelocity: Double = 0) -> any UITimingCurveProvider {
      if let spring {
        return UISpringTimingParameters(
          mass: spring.mass,
          stiffness: spring.stiffness,
          damping: spring.damping,
          initialVelocity: CGVector(dx: initialVelocity, dy: initialVelocity))
      }
      let curve = timingCurve ?? .linear
      return UICubicTimingParameters(
        controlPoint1: CGPoint(x: curve.x1, y: curve.y1),
        controlPoint2: CGPoint(x: curve.x2, y: curve.y2))
    }
  }
#endif
