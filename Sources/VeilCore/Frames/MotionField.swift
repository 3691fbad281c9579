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
  /// The leading edge of the content's clip, in the content's own points (0 without a clip).
  case clipX
  /// The top edge of the content's clip, in the content's own points (0 without a clip).
  case clipY
  /// The width of the content's clip (the content's width without a clip).
  case clipWidth
  /// The height of the content's clip (the content's height without a clip).
  case clipHeight

  /// The largest playback error the plan allows for this field: the tolerances the playback
  /// tests check (0.25 pt, 0.002 opacity or scale, 0.1°), halved for headroom.
  package var tolerance: Double {
    switch self {
    case .contentOpacity, .contentScale, .backdropStrength: 0.001
    case .offsetX, .offsetY, .cornerRadius, .clipX, .clipY, .clipWidth, .clipHeight: 0.125
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
    case .clipX: frame.contentClip?.x ?? 0
    case .clipY: frame.contentClip?.y ?? 0
    case .clipWidth: frame.contentClip?.width ?? frame.contentRect.width
    case .clipHeight: frame.contentClip?.height ?? frame.contentRect.height
    }
  }

  /// The fields of the content's clip, which the iOS layer plays on its clip view's bounds.
  package static let clipFields: [MotionField] = [.clipX, .clipY, .clipWidth, .clipHeight]
}
