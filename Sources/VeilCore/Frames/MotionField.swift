/// One animatable property of a modal frame, as Core Animation plays it.
package enum MotionField: CaseIterable, Hashable, Sendable {
  /// The content's opacity.
  case contentOpacity
  /// The content's uniform scale.
  case contentScale
  /// The content's horizontal offset in points.
  case offsetX
  /// The content's vertical offset in points.
  case offsetY
  /// The content's rotation about the vertical axis, in degrees.
  case rotationY
  /// The content's corner radius in points.
  case cornerRadius
  /// The backdrop's strength, 0 to 1.
  case backdropStrength
  /// How far the content's clip lies inside its leading edge, in the content's own points
  /// (0 without a clip). The clip is four insets, so a plan without one has four constant
  /// tracks of 0, whatever the content's size does.
  case clipLeading
  /// How far the content's clip lies inside its top edge (0 without a clip).
  case clipTop
  /// How far the content's clip lies inside its trailing edge (0 without a clip).
  case clipTrailing
  /// How far the content's clip lies inside its bottom edge (0 without a clip).
  case clipBottom

  /// The largest playback error the plan allows for this field: the tolerances the playback
  /// tests check (0.25 pt, 0.002 opacity or scale, 0.1°), halved for headroom.
  package var tolerance: Double {
    switch self {
    case .contentOpacity, .contentScale, .backdropStrength: 0.001
    case .offsetX, .offsetY, .cornerRadius, .clipLeading, .clipTop, .clipTrailing, .clipBottom:
      0.125
    case .rotationY: 0.05
    }
  }

  /// The field's value in `frame`.
  package func value(in frame: ModalFrame) -> Double {
    switch self {
    case .contentOpacity: frame.contentOpacity
    case .contentScale: frame.contentScale
    case .offsetX: frame.offset.x
    case .offsetY: frame.offset.y
    case .rotationY: frame.rotationY
    case .cornerRadius: frame.cornerRadius
    case .backdropStrength: frame.backdropStrength
    case .clipLeading: frame.contentClip?.x ?? 0
    case .clipTop: frame.contentClip?.y ?? 0
    case .clipTrailing: frame.contentClip.map { frame.contentRect.width - $0.maxX } ?? 0
    case .clipBottom: frame.contentClip.map { frame.contentRect.height - $0.maxY } ?? 0
    }
  }

  /// The fields of the content's clip, which the iOS layer plays on its clip view's bounds.
  package static let clipFields: [MotionField] = [
    .clipLeading, .clipTop, .clipTrailing, .clipBottom,
  ]
}
