import Foundation

extension MotionField {
  /// The fields of the content's transform, which the iOS layer plays as one `transform`
  /// animation.
  package static let transformFields: [MotionField] = [
    .contentScale, .offsetX, .offsetY, .rotationY,
  ]

  /// Sets this field of `frame` to `value` (clamped as ``ModalFrame`` clamps).
  package func set(_ value: Double, in frame: inout ModalFrame) {
    switch self {
    case .contentOpacity: frame.contentOpacity = value
    case .contentScale: frame.contentScale = value
    case .offsetX: frame.offset.x = value
    case .offsetY: frame.offset.y = value
    case .rotationY: frame.rotationY = value
    case .cornerRadius: frame.cornerRadius = value
    case .backdropStrength: frame.backdropStrength = value
    case .clipLeading, .clipTop, .clipTrailing, .clipBottom:
      var insets = Self.clipFields.map { $0.value(in: frame) }
      if let index = Self.clipFields.firstIndex(of: self) { insets[index] = value.finiteOr(0) }
      // No inset is no clip: frames compare equal to unclipped ones.
      guard insets.contains(where: { $0 != 0 }) else {
        frame.contentClip = nil
        return
      }
      let size = frame.contentRect.size
      frame.contentClip = Rect(
        x: insets[0], y: insets[1], width: size.width - insets[0] - insets[2],
        height: size.height - insets[1] - insets[3])
    }
  }
}

extension ModalMotionPlan {
  /// The frame the tracks show `time` seconds in: `template` (the resting frame: container,
  /// rectangle and corners) with every field's value.
  ///
  /// - Parameters:
  ///   - time: Seconds since the plan began.
  ///   - template: The frame whose geometry the fields apply to.
  /// - Returns: The frame.
  package func frame(at time: Double, template: ModalFrame) -> ModalFrame {
    var frame = template
    for track in tracks { track.field.set(track.value(at: time), in: &frame) }
    return frame
  }

  /// The frame the plan ends at.
  package func finalFrame(template: ModalFrame) -> ModalFrame {
    var frame = template
    for track in tracks { track.field.set(track.finalValue, in: &frame) }
    return frame
  }

  /// The key times, as fractions of ``duration``, at which every keyframe track among `fields`
  /// has a keyframe: playing those fields as one value (a transform) at these times keeps each
  /// one's piecewise-linear keyframes exactly. Exact and constant tracks add none of their own.
  ///
  /// - Parameter fields: The fields played together.
  /// - Returns: Increasing key times from 0 to 1.
  package func keyTimes(joining fields: [MotionField]) -> [Double] {
    var times: Set<Double> = [0, 1]
    for field in fields {
      guard let track = track(field), !track.isConstant else { continue }
      // An exact track played with others as keyframes falls back on its own keyframes.
      times.formUnion(track.keyTimes)
    }
    return times.sorted()
  }

  /// Whether `fields` can play as one exact animation: every one that moves has an exact track
  /// with the same timing and duration (or none moves), and the rotation stays 0, so that the
  /// transform between the first and the last matrix is linear in the timing's fraction
  /// element by element (a scale and a translation), whichever way Core Animation interpolates
  /// matrices.
  ///
  /// - Parameter fields: The fields played together.
  /// - Returns: The shared timing and duration, or `nil`.
  package func sharedExactTiming(of fields: [MotionField]) -> (MotionTiming, Double)? {
    var shared: (MotionTiming, Double)?
    for field in fields {
      guard let track = track(field), !track.isConstant else { continue }
      guard let exact = track.exact, field != .rotationY else { return nil }
      if let (timing, duration) = shared {
        guard timing == exact.timing, duration == exact.duration else { return nil }
      } else {
        shared = (exact.timing, exact.duration)
      }
    }
    if let rotation = track(.rotationY), rotation.isConstant, rotation.finalValue != 0 {
      return nil
    }
    return shared
  }
}

extension LayerGeometry.Transform {
  /// The content's scale, y-rotation (degrees) and offset that
  /// ``LayerGeometry/Transform/content(scale:rotationY:translation:)`` built this transform
  /// from, in VeilCore's coordinates: what an interruption reads back from a presentation
  /// layer.
  ///
  /// The transform is `S·R·P·T`: `m22` is the scale, `m41` and `m42` the translation, `m33` the
  /// rotation's cosine and `m14` its sine times the scale over the perspective distance. A
  /// right-to-left layout mirrors the rotation and the horizontal offset back. A zero scale
  /// has no rotation to read: 0.
  ///
  /// - Parameter isRightToLeft: Whether the layout runs right to left.
  /// - Returns: The scale, the rotation in degrees and the offset.
  package func motionValues(isRightToLeft: Bool = false) -> (
    scale: Double, rotationY: Double, offset: Vector
  ) {
    let scale = m22.finiteOr(1)
    var rotation = 0.0
    if scale != 0 {
      let sine = m14 * ModalFrame.perspectiveDistance / scale
      rotation = (atan2(sine, m33) * 180 / .pi).finiteOr(0)
      if Swift.abs(rotation) < 1e-12 { rotation = 0 }
    }
    let x = m41.magnitudeClamped
    return (
      scale, isRightToLeft ? -rotation : rotation,
      Vector(x: isRightToLeft ? -x : x, y: m42.magnitudeClamped)
    )
  }
}

extension MotionTiming {
  /// Whether Core Animation evaluates this timing exactly as VeilCore does; a track whose
  /// timing is not plays its keyframes instead, which always hold.
  ///
  /// - An over-damped spring needs `CASpringAnimation.allowsOverdamping` (iOS 17): without it
  ///   Core Animation treats damping ratios above 1 as critical, as SwiftUI's
  ///   `ModalSpring(mass:stiffness:damping:allowOverDamping:)` documents for `false`.
  /// - A curve's control points must lie within 0…1 vertically: Veil does not rely on
  ///   `CAMediaTimingFunction` keeping an overshooting control point.
  ///
  /// - Parameter allowsOverdamping: Whether the system's spring animation can be over-damped.
  /// - Returns: Whether the timing can be handed to Core Animation.
  package func isPlayable(allowsOverdamping: Bool) -> Bool {
    switch self {
    case .spring(let spring, _): spring.dampingRatio <= 1 || allowsOverdamping
    case .curve(let curve): (0...1).contains(curve.y1) && (0...1).contains(curve.y2)
    }
  }
}
