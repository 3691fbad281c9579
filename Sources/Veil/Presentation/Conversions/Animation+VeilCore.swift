#if os(iOS)
  import SwiftUI
  import VeilCore

  extension ModalAnimation {
    /// The SwiftUI animation that moves as this one does: a spring through
    /// `interpolatingSpring(mass:stiffness:damping:initialVelocity:)` (whose velocity is, as
    /// here, relative to the whole change per second), a timing curve through
    /// `timingCurve(_:_:_:_:duration:)`, which ignores the velocity as Core Animation does.
    ///
    /// - Parameter initialVelocity: The starting velocity, in progress per second.
    /// - Returns: The SwiftUI animation.
    func swiftUIAnimation(initialVelocity: Double = 0) -> Animation {
      if let spring {
        return .interpolatingSpring(
          mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
          initialVelocity: initialVelocity)
      }
      let curve = timingCurve ?? .linear
      return .timingCurve(curve.x1, curve.y1, curve.x2, curve.y2, duration: logicalDuration)
    }
  }
#endif
