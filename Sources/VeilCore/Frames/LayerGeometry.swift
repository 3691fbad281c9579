import Foundation

/// Where the content view of a custom presentation sits and how it is drawn, as numbers a
/// `CALayer` takes: bounds, centre, a 4 × 4 transform, opacity, corners, and the frame of a
/// backdrop attached to the content.
///
/// VeilCore's x axis grows towards the trailing edge; the geometry is in UIKit's left-to-right
/// coordinates, mirrored across the container in a right-to-left layout (positions, offsets,
/// rotations and corners).
///
/// - **Layout at rest, motion in the transform**. The bounds and centre are
///   the content's resting rectangle whenever the frame has the resting size: a transition that
///   only moves, scales or turns the content (all of VeilCore's, and a custom one that moves
///   ``ModalFrame/contentRect``) does so through the transform alone. UIKit then lays the
///   presented controller's view out once, where it will rest, and its safe area is that of its
///   resting place from the first frame, not of wherever progress 0 puts it (off screen for a
///   cover sliding up). Only a frame of another size (a custom transition that grows the
///   content) changes the bounds, since the content must lay itself out again anyway.
/// - **The transform** is Core Animation's order, about the centre: scale, then the y-rotation
///   seen with the frame's perspective (``ModalFrame/perspectiveDistance``), then the offset
///   (and any move of the rectangle) in container points. Its ``Transform/m41`` and
///   ``Transform/m42`` are therefore the content's on-screen offset, which is what a drag that
///   catches a spring-back reads back.
///
/// ```swift
/// let geometry = LayerGeometry(frame: frame, restingRect: sampler.restingFrame.contentRect)
/// layer.bounds.size = CGSize(width: geometry.boundsSize.width, height: geometry.boundsSize.height)
/// ```
package struct LayerGeometry: Hashable, Sendable {
  /// The layer's bounds size, in points.
  package let boundsSize: Size
  /// The layer's position (its centre) in the container, in UIKit's coordinates.
  package let center: Vector
  /// The layer's transform about its centre.
  package let transform: Transform
  /// The content's opacity, 0…1.
  package let opacity: Double
  /// The corner radius of the clipping view, in points.
  package let cornerRadius: Double
  /// The corners the radius applies to, in UIKit's left-to-right terms.
  package let maskedCorners: Corners
  /// The frame of a backdrop attached to the content, in the content's own coordinates: the
  /// whole container, so that it covers the screen wherever the content is.
  package let attachedBackdropFrame: Rect
  /// The clipping view's rectangle in the content's own coordinates, in UIKit's left-to-right
  /// terms: the frame's ``ModalFrame/contentClip`` (mirrored in a right-to-left layout), or
  /// the whole content. The clipping view takes it as its frame and as its bounds' origin, so
  /// that the presented view inside stays where it is while the clip cuts it.
  package let clipRect: Rect

  /// The geometry of `frame`.
  ///
  /// - Parameters:
  ///   - frame: The frame to show.
  ///   - restingRect: The content's resting rectangle (the sampler's resting frame's), in
  ///     VeilCore's coordinates; `nil` to lay out at the frame's own rectangle.
  ///   - isRightToLeft: Whether the layout runs right to left.
  package init(frame: ModalFrame, restingRect: Rect? = nil, isRightToLeft: Bool = false) {
    let rect = frame.contentRect
    let layoutRect = restingRect.flatMap { $0.size == rect.size ? $0 : nil } ?? rect
    let width = frame.containerSize.width
    let layoutMinX = isRightToLeft ? width - layoutRect.maxX : layoutRect.minX
    let frameMinX = isRightToLeft ? width - rect.maxX : rect.minX
    boundsSize = layoutRect.size
    center = Vector(x: layoutMinX + layoutRect.width / 2, y: layoutRect.midY)
    // Where the frame's rectangle is, relative to the rectangle laid out, joins the offset.
    let offsetX = isRightToLeft ? -frame.offset.x : frame.offset.x
    transform = Transform.content(
      scale: frame.contentScale,
      rotationY: isRightToLeft ? -frame.rotationY : frame.rotationY,
      translation: Vector(
        x: offsetX + frameMinX - layoutMinX, y: frame.offset.y + rect.y - layoutRect.y))
    opacity = frame.contentOpacity
    cornerRadius = frame.cornerRadius
    maskedCorners = Corners(frame.roundedCorners, isRightToLeft: isRightToLeft)
    attachedBackdropFrame = Rect(
      x: -layoutMinX, y: -layoutRect.y, width: width, height: frame.containerSize.height)
    let whole = Rect(size: layoutRect.size)
    if let clip = frame.contentClip {
      clipRect = Rect(
        x: isRightToLeft ? whole.width - clip.maxX : clip.x, y: clip.y, width: clip.width,
        height: clip.height)
    } else {
      clipRect = whole
    }
  }

  /// The clip fields of a clipping view's rectangle as a layer shows it (``clipRect``'s terms):
  /// what an interruption reads back from the clipping view's presentation layer.
  ///
  /// - Parameters:
  ///   - clipRect: The rectangle, in the content's own left-to-right coordinates.
  ///   - contentSize: The content's size.
  ///   - isRightToLeft: Whether the layout runs right to left (leading is then the right).
  /// - Returns: The values of ``MotionField/clipFields``.
  package static func clipValues(
    _ clipRect: Rect, contentSize: Size, isRightToLeft: Bool = false
  ) -> [MotionField: Double] {
    let left = clipRect.x
    let right = (contentSize.width - clipRect.maxX).finiteOr(0)
    return [
      .clipLeading: isRightToLeft ? right : left, .clipTop: clipRect.y,
      .clipTrailing: isRightToLeft ? left : right,
      .clipBottom: (contentSize.height - clipRect.maxY).finiteOr(0),
    ]
  }

  /// Whether the clipping view clips: with a corner radius, or a clip smaller than the content.
  package var masksToBounds: Bool { cornerRadius > 0 || clipRect != Rect(size: boundsSize) }
}

extension LayerGeometry {
  /// A 4 × 4 transform in Core Animation's layout: row vectors, `m41`…`m43` the translation,
  /// `m34` the perspective; the identity by default.
  ///
  /// ```swift
  /// let move = LayerGeometry.Transform(translation: Vector(x: 0, y: 120))
  /// move.m42   // 120
  /// ```
  package struct Transform: Hashable, Sendable {
    package var m11: Double = 1.0
    package var m12: Double = 0.0
    package var m13: Double = 0.0
    package var m14: Double = 0.0
    package var m21: Double = 0.0
    package var m22: Double = 1.0
    package var m23: Double = 0.0
    package var m24: Double = 0.0
    package var m31: Double = 0.0
    package var m32: Double = 0.0
    package var m33: Double = 1.0
    package var m34: Double = 0.0
    package var m41: Double = 0.0
    package var m42: Double = 0.0
    package var m43: Double = 0.0
    package var m44: Double = 1.0

    /// The identity.
    package init() {}

    /// A translation in the layer's plane.
    ///
    /// - Parameter translation: The translation in points; NaN and infinite components count
    ///   as 0, the rest is clamped to ±10¹² points.
    package init(translation: Vector) {
      m41 = translation.x.magnitudeClamped
      m42 = translation.y.magnitudeClamped
    }

    /// A scale in the layer's plane.
    ///
    /// - Parameter scale: The factor for x and y (z is left alone); NaN and infinite factors
    ///   give the identity.
    package init(scale: Double) {
      let scale = scale.finiteOr(1)
      m11 = scale
      m22 = scale
    }

    /// A rotation about the y axis, as `CATransform3DMakeRotation(angle, 0, 1, 0)` makes it.
    ///
    /// - Parameter radians: The angle; NaN and infinite angles give the identity.
    package init(rotationY radians: Double) {
      let radians = radians.finiteOr(0)
      let cosine = cos(radians)
      let sine = sin(radians)
      m11 = cosine
      m13 = -sine
      m31 = sine
      m33 = cosine
    }

    /// A perspective seen from `distance` points in front of the layer (`m34 = -1 / distance`).
    ///
    /// - Parameter distance: The eye's distance; not positive or not finite gives the identity.
    package init(perspectiveDistance distance: Double) {
      guard distance.isFinite, distance > 0 else { return }
      m34 = -1 / distance
    }

    /// The content's transform: scale, then the y-rotation with the frame's perspective (only
    /// when there is a rotation, so that an unturned layer keeps an affine transform), then the
    /// translation.
    ///
    /// - Parameters:
    ///   - scale: The content's scale.
    ///   - rotationY: The y-rotation in degrees.
    ///   - translation: The translation in container points.
    /// - Returns: The transform.
    static func content(scale: Double, rotationY: Double, translation: Vector) -> Transform {
      var transform = Transform(scale: scale)
      if rotationY != 0 {
        transform = transform.concatenating(Transform(rotationY: rotationY * .pi / 180))
          .concatenating(Transform(perspectiveDistance: ModalFrame.perspectiveDistance))
      }
      return transform.concatenating(Transform(translation: translation))
    }

    /// This transform followed by `other`, as `CATransform3DConcat(self, other)`: the matrix
    /// product `self × other`.
    ///
    /// - Parameter other: The transform applied after this one.
    /// - Returns: The combined transform.
    package func concatenating(_ other: Transform) -> Transform {
      var result = Transform()
      result.m11 = m11 * other.m11 + m12 * other.m21 + m13 * other.m31 + m14 * other.m41
      result.m12 = m11 * other.m12 + m12 * other.m22 + m13 * other.m32 + m14 * other.m42
      result.m13 = m11 * other.m13 + m12 * other.m23 + m13 * other.m33 + m14 * other.m43
      result.m14 = m11 * other.m14 + m12 * other.m24 + m13 * other.m34 + m14 * other.m44
      result.m21 = m21 * other.m11 + m22 * other.m21 + m23 * other.m31 + m24 * other.m41
      result.m22 = m21 * other.m12 + m22 * other.m22 + m23 * other.m32 + m24 * other.m42
      result.m23 = m21 * other.m13 + m22 * other.m23 + m23 * other.m33 + m24 * other.m43
      result.m24 = m21 * other.m14 + m22 * other.m24 + m23 * other.m34 + m24 * other.m44
      result.m31 = m31 * other.m11 + m32 * other.m21 + m33 * other.m31 + m34 * other.m41
      result.m32 = m31 * other.m12 + m32 * other.m22 + m33 * other.m32 + m34 * other.m42
      result.m33 = m31 * other.m13 + m32 * other.m23 + m33 * other.m33 + m34 * other.m43
      result.m34 = m31 * other.m14 + m32 * other.m24 + m33 * other.m34 + m34 * other.m44
      result.m41 = m41 * other.m11 + m42 * other.m21 + m43 * other.m31 + m44 * other.m41
      result.m42 = m41 * other.m12 + m42 * other.m22 + m43 * other.m32 + m44 * other.m42
      result.m43 = m41 * other.m13 + m42 * other.m23 + m43 * other.m33 + m44 * other.m43
      result.m44 = m41 * other.m14 + m42 * other.m24 + m43 * other.m34 + m44 * other.m44
      return result
    }
  }

  /// Core Animation's corners (`CACornerMask`'s bits: min-x-min-y 1, max-x-min-y 2,
  /// min-x-max-y 4, max-x-max-y 8), from a frame's leading/trailing corners.
  ///
  /// ```swift
  /// LayerGeometry.Corners([.topLeading], isRightToLeft: true)   // .maxXMinY
  /// ```
  package struct Corners: OptionSet, Hashable, Sendable {
    /// The bits, as `CACornerMask`'s raw value has them.
    package let rawValue: UInt8

    /// Creates a set from its bits.
    ///
    /// - Parameter rawValue: The bits.
    package init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    /// Top left.
    package static let minXMinY = Corners(rawValue: 1)
    /// Top right.
    package static let maxXMinY = Corners(rawValue: 2)
    /// Bottom left.
    package static let minXMaxY = Corners(rawValue: 4)
    /// Bottom right.
    package static let maxXMaxY = Corners(rawValue: 8)

    /// The physical corners of a frame's leading/trailing corners.
    ///
    /// - Parameters:
    ///   - corners: The frame's rounded corners.
    ///   - isRightToLeft: Whether leading is the right side.
    package init(_ corners: ModalFrame.Corners, isRightToLeft: Bool) {
      self = []
      let leadingTop: Corners = isRightToLeft ? .maxXMinY : .minXMinY
      let trailingTop: Corners = isRightToLeft ? .minXMinY : .maxXMinY
      let leadingBottom: Corners = isRightToLeft ? .maxXMaxY : .minXMaxY
      let trailingBottom: Corners = isRightToLeft ? .minXMaxY : .maxXMaxY
      if corners.contains(.topLeading) { insert(leadingTop) }
      if corners.contains(.topTrailing) { insert(trailingTop) }
      if corners.contains(.bottomLeading) { insert(leadingBottom) }
      if corners.contains(.bottomTrailing) { insert(trailingBottom) }
    }
  }
}
