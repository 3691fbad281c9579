#if os(iOS)
  import QuartzCore
  import VeilCore

  /// The Core Animation animations that play a ``ModalMotionPlan`` on a ``MotionStage``'s
  /// layers: `transform` and `opacity` on the content's layer, `cornerRadius`, `bounds` and
  /// `position` (the clip) on its clip view's layer, `opacity` on the backdrop's layer, one
  /// animation per property that moves.
  ///
  /// A track that VeilCore found linear in progress is a `CASpringAnimation` or a
  /// `CABasicAnimation` with the engine's own spring or curve (``MotionTiming``); any other is a
  /// `CAKeyframeAnimation` with linear calculation (Apple, `CAAnimationCalculationMode.linear`:
  /// "simple linear calculation between keyframe values") on a 1/240 s grid.
  @MainActor
  struct MotionLayerAnimations {
    /// The plan to play.
    let plan: ModalMotionPlan
    /// The views it plays on.
    let stage: MotionStage

    /// The keys of the layer animations: adding a new plan under the same keys replaces the
    /// old animations.
    private static let transformKey = "veil.transform"
    private static let opacityKey = "veil.opacity"
    private static let cornerRadiusKey = "veil.cornerRadius"
    private static let backdropKey = "veil.backdrop"
    private static let clipBoundsKey = "veil.clipBounds"
    private static let clipPositionKey = "veil.clipPosition"

    /// Whether the plan changes `field` at all.
    func moves(_ field: MotionField) -> Bool {
      plan.track(field).map { !$0.isConstant } ?? false
    }

    /// The animations of the plan's moving tracks, with the layer and key each goes to.
    func animations() -> [(CALayer, String, CAAnimation)] {
      var animations: [(CALayer, String, CAAnimation)] = []
      if let transform = transformAnimation() {
        animations.append((stage.content.layer, Self.transformKey, transform))
      }
      if let opacity = plan.track(.contentOpacity).flatMap({ scalarAnimation($0, "opacity") }) {
        animations.append((stage.content.layer, Self.opacityKey, opacity))
      }
      if let radius = plan.track(.cornerRadius).flatMap({ scalarAnimation($0, "cornerRadius") }) {
        animations.append((stage.content.clipView.layer, Self.cornerRadiusKey, radius))
      }
      if MotionField.clipFields.contains(where: moves) {
        let (bounds, position) = clipAnimations()
        animations.append((stage.content.clipView.layer, Self.clipBoundsKey, bounds))
        animations.append((stage.content.clipView.layer, Self.clipPositionKey, position))
      }
      if let backdrop = stage.backdrop, !stage.backdropScrubs,
        let strength = plan.track(.backdropStrength).flatMap({ scalarAnimation($0, "opacity") })
      {
        animations.append((backdrop.layer, Self.backdropKey, strength))
      }
      return animations
    }

    /// Removes the animations of any plan from `stage`'s layers: the layers show their model
    /// values.
    static func remove(from stage: MotionStage) {
      stage.content.layer.removeAnimation(forKey: transformKey)
      stage.content.layer.removeAnimation(forKey: opacityKey)
      stage.content.clipView.layer.removeAnimation(forKey: cornerRadiusKey)
      stage.content.clipView.layer.removeAnimation(forKey: clipBoundsKey)
      stage.content.clipView.layer.removeAnimation(forKey: clipPositionKey)
      stage.backdrop?.layer.removeAnimation(forKey: backdropKey)
    }

    /// One field's animation: exact where Core Animation plays the timing as VeilCore does,
    /// keyframes otherwise; `nil` for a track that does not move.
    private func scalarAnimation(_ track: MotionTrack, _ keyPath: String) -> CAAnimation? {
      guard !track.isConstant else { return nil }
      if let exact = track.exact, exact.timing.isPlayableByCoreAnimation {
        return exact.timing.animation(
          keyPath: keyPath, from: exact.from, to: exact.to, duration: exact.duration)
      }
      let keyframes = CAKeyframeAnimation(keyPath: keyPath)
      keyframes.calculationMode = .linear
      keyframes.keyTimes = track.keyTimes.map { NSNumber(value: $0) }
      keyframes.values = track.values
      keyframes.duration = track.duration
      return keyframes
    }

    /// The content's transform as one animation (scale, rotation with perspective and offset
    /// make one matrix): exact when the moving fields share an exact timing and nothing
    /// turns, so the matrix is linear in the timing's fraction; otherwise keyframe matrices at
    /// the key times of every transform track, which keeps each one's keyframes (at 1/240 s
    /// apart at most, where a rotation changes by a few degrees between keyframes, any way of
    /// interpolating two matrices stays within a fraction of a point of the turned frame).
    private func transformAnimation() -> CAAnimation? {
      let fields = MotionField.transformFields
      guard fields.contains(where: moves) else { return nil }
      if let (timing, duration) = plan.sharedExactTiming(of: fields),
        timing.isPlayableByCoreAnimation
      {
        return timing.animation(
          keyPath: "transform", from: transform(at: 0, exact: true),
          to: transform(at: .infinity, exact: true), duration: duration)
      }
      let keyTimes = plan.keyTimes(joining: fields)
      let keyframes = CAKeyframeAnimation(keyPath: "transform")
      keyframes.calculationMode = .linear
      keyframes.keyTimes = keyTimes.map { NSNumber(value: $0) }
      keyframes.values = keyTimes.map { transform(at: $0 * plan.duration, exact: false) }
      keyframes.duration = plan.duration
      return keyframes
    }

    /// The clip as keyframes of the clip view's `bounds` (its origin is the clip's, so the
    /// presented view inside stays put) and `position`, at the key times of every clip track.
    private func clipAnimations() -> (bounds: CAAnimation, position: CAAnimation) {
      let keyTimes = plan.keyTimes(joining: MotionField.clipFields)
      let clips = keyTimes.map { time -> CGRect in
        var frame = stage.template
        for field in MotionField.clipFields {
          guard let track = plan.track(field) else { continue }
          field.set(track.keyframeValue(at: time * plan.duration), in: &frame)
        }
        return CGRect(LayerGeometry(frame: frame, isRightToLeft: stage.isRightToLeft).clipRect)
      }
      let bounds = CAKeyframeAnimation(keyPath: "bounds")
      bounds.values = clips.map { NSValue(cgRect: $0) }
      let position = CAKeyframeAnimation(keyPath: "position")
      position.values = clips.map { NSValue(cgPoint: CGPoint(x: $0.midX, y: $0.midY)) }
      for animation in [bounds, position] {
        animation.calculationMode = .linear
        animation.keyTimes = keyTimes.map { NSNumber(value: $0) }
        animation.duration = plan.duration
      }
      return (bounds, position)
    }

    /// The content's transform `time` seconds into the plan, from the tracks (`exact`) or
    /// from their keyframes alone.
    private func transform(at time: Double, exact: Bool) -> NSValue {
      var frame = stage.template
      for field in MotionField.transformFields {
        guard let track = plan.track(field) else { continue }
        field.set(exact ? track.value(at: time) : track.keyframeValue(at: time), in: &frame)
      }
      let geometry = LayerGeometry(
        frame: frame, restingRect: stage.template.contentRect, isRightToLeft: stage.isRightToLeft)
      return NSValue(caTransform3D: CATransform3D(geometry.transform))
    }
  }
#endif
