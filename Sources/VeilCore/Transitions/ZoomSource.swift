/// The thumbnail a zoom opens out of and flies back into: its frame and corner radius in the
/// container, as the iOS layer reads them when a transition starts.
///
/// Read twice per presentation, when it is presented and again when it is dismissed, because
/// the thumbnail may have moved in between (the grid scrolled, the device turned).
package struct ZoomSource: Hashable, Sendable {
  /// The source's frame in the container, in VeilCore's coordinates (x grows towards the
  /// trailing edge). ``Rect`` makes NaN and infinite coordinates 0 and negative sizes 0.
  package var frame: Rect
  /// The source's corner radius in points; negative, NaN and infinite radii become 0.
  package var cornerRadius: Double

  /// Creates a source; the radius is clamped to a non-negative number (the zoom clamps it
  /// further, to half the shorter side).
  ///
  /// - Parameters:
  ///   - frame: The frame in the container, in VeilCore's coordinates.
  ///   - cornerRadius: The corner radius in points.
  package init(frame: Rect, cornerRadius: Double = 0) {
    self.frame = frame
    self.cornerRadius = cornerRadius.nonNegativeOr(0)
  }

  /// A source from UIKit's numbers: a frame in the container view's left-to-right
  /// coordinates, mirrored across the container in a right-to-left layout, so that VeilCore's
  /// leading edge is the physical right (and ``LayerGeometry`` mirrors it back).
  ///
  /// - Parameters:
  ///   - uikitFrame: The frame in the container view's coordinates.
  ///   - cornerRadius: The source's corner radius.
  ///   - containerWidth: The container's width; NaN and infinities count as 0.
  ///   - isRightToLeft: Whether the layout runs right to left.
  package init(
    uikitFrame: Rect, cornerRadius: Double, containerWidth: Double, isRightToLeft: Bool
  ) {
    let width = containerWidth.finiteOr(0)
    let x = isRightToLeft ? width - uikitFrame.maxX : uikitFrame.minX
    self.init(
      frame: Rect(x: x, y: uikitFrame.y, width: uikitFrame.width, height: uikitFrame.height),
      cornerRadius: cornerRadius)
  }

  /// The source `veil preview lightbox.zoom` opens from unless `--source` says otherwise: the
  /// thumbnail of the first list row on the presenting screen the preview draws on its default
  /// 390 × 844 canvas (a 63.3-point square 19.5 points from the leading edge, with a radius of
  /// a fifth of its side).
  package static let preview = ZoomSource(
    frame: Rect(x: 19.5, y: 315.68, width: 63.3, height: 63.3), cornerRadius: 12.66)
}

/// Which source a zoom style opens from: an identifier and the namespace it is unique in, both
/// type-erased so that the style stays a plain `Hashable` value.
///
/// SwiftUI names a source with any `Hashable` identifier in a `Namespace`; UIKit with the view
/// itself. Both become one of these, which the iOS layer looks up when a transition starts.
package struct ZoomSourceID: Hashable, @unchecked Sendable {
  // `AnyHashable` is not `Sendable`; every initialiser only accepts `Sendable` values, so what
  // it holds is.
  /// The identifier.
  package let id: AnyHashable
  /// The namespace the identifier is unique in.
  package let namespace: AnyHashable

  /// Creates an identifier.
  ///
  /// - Parameters:
  ///   - id: The source's identifier, unique within `namespace`.
  ///   - namespace: The namespace: SwiftUI's `Namespace.ID`, or any other value.
  package init(_ id: some Hashable & Sendable, in namespace: some Hashable & Sendable) {
    self.id = AnyHashable(id)
    self.namespace = AnyHashable(namespace)
  }

  /// The identifier of the built-in `lightbox.zoom` style, which the preview resolves to
  /// ``ZoomSource/preview``.
  package static let preview = ZoomSourceID("preview", in: "veil")
}
