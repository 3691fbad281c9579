#if os(iOS)
  import QuartzCore
  import VeilCore

  extension MotionTiming {
    /// Whether Core Animation on this system evaluates this timing exactly as VeilCore does
    /// (VeilCore's ``MotionTiming/isPlayable(allowsOverdamping:)``; over-damped springs from
    /// iOS 17, with `CASpringAnimation.allowsOverdamping`).
    var isPlayableByCoreAnimation: Bool {
      if #available(iOS 17, *) { return isPlayable(allowsOverdamping: true) }
      return isPlayable(allowsOverdamping: false)
    }

    /// A Core Animation animation of `keyPath` from `from` to `to` over `duration` seconds
    /// with this timing.
    ///
    /// A spring is a `CASpringAnimation` with the ``ModalSpring``'s mass, stiffness and damping and
    /// the relative initial velocity (Apple, `CASpringAnimation.initialVelocity`: positive
    /// values move the object towards the spring's attachment point, the `toValue`); its
    /// `duration` is the engine's settling time, after which Core Animation removes it and the
    /// layer shows its model value, the last one, exactly as VeilCore's progress snaps to 1. A
    /// curve is a `CABasicAnimation` with `CAMediaTimingFunction(controlPoints:_:_:_:)`.
    ///
    /// - Parameters:
    ///   - keyPath: The animated key path.
    ///   - from: The value at the start.
    ///   - to: The value at the end.
    ///   - duration: Seconds.
    /// - Returns: The animation.
    @MainActor
    func animation(keyPath: String, from: Any, to: Any, duration: Double) -> CABasicAnimation {
      let animation: CABasicAnimation
      switch self {
      case .spring(let spring, let velocity):
        let springAnimation = CASpringAnimation(keyPath: keyPath)
        springAnimation.mass = spring.mass
        springAnimation.stiffness = spring.stiffness
        springAnimation.damping = spring.damping
        springAnimation.initialVelocity = velocity
        if #available(iOS 17, *) { springAnimation.allowsOverdamping = true }
        animation = springAnimation
      case .curve(let curve):
        animation = CABasicAnimation(keyPath: keyPath)
        animation.timingFunction = CAMediaTimingFunction(
          controlPoints: Float(curve.x1), Float(curve.y1), Float(curve.x2), Float(curve.y2))
      }
      animation.fromValue = from
      animation.toValue = to
      animation.duration = duration
      return animation
    }
  }
#endif
