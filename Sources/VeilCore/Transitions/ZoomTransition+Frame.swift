extension ZoomTransition {
  /// The zoom into a placed, fully shown frame: the destination is its content rectangle, the
  /// destination's corner radius its corner radius, the container its container.
  ///
  /// - Parameters:
  ///   - source: The source, or `nil` when it is gone (the zoom then falls back).
  ///   - shown: The frame of the fully shown, placed modal.
  ///   - reduceMotion: Whether Reduce Motion is on.
  package init(source: ZoomSource?, shown: ModalFrame, reduceMotion: Bool = false) {
    self.init(
      source: source?.frame, sourceCornerRadius: source?.cornerRadius ?? 0,
      destination: shown.contentRect, destinationCornerRadius: shown.cornerRadius,
      container: shown.containerSize, reduceMotion: reduceMotion)
  }

  /// `shown` carrying `pose` the way every renderer draws a frame: the content keeps its
  /// resting layout and the pose goes into the transform, so the content's
  /// safe area never changes and Core Animation can play the frames.
  ///
  /// The scale is uniform, so the content cannot take the source's aspect ratio: it takes the
  /// smallest scale that covers the pose's rectangle (aspect fill), centred on it, and is cut
  /// to the pose's rectangle (``ModalFrame/contentClip``), as UIKit's zoom is. On screen the
  /// content then has the pose's shape and corner radius at every instant: the thumbnail's at
  /// the start and on landing, the content's at rest. The clip and the radius are in the
  /// content's own points, the pose's divided by that scale.
  ///
  /// - Parameters:
  ///   - pose: A pose of this zoom, or of one of its releases.
  ///   - shown: The frame of the fully shown, placed modal.
  /// - Returns: The frame.
  package static func frame(_ pose: Pose, over shown: ModalFrame) -> ModalFrame {
    let rest = shown.contentRect
    let widthRatio = rest.width > 0 ? pose.frame.width / rest.width : 1
    let heightRatio = rest.height > 0 ? pose.frame.height / rest.height : 1
    let scale = Swift.max(widthRatio, heightRatio)
    var frame = shown
    frame.contentScale = shown.contentScale * scale
    frame.offset = Vector(
      x: shown.offset.x + pose.frame.midX - rest.midX,
      y: shown.offset.y + pose.frame.midY - rest.midY)
    frame.contentOpacity = shown.contentOpacity * pose.contentOpacity
    // A vanishing scale (a spring overshooting past the source) leaves nothing to round or
    // cut.
    guard scale > 1e-6 else {
      frame.cornerRadius = 0
      return frame
    }
    frame.cornerRadius = pose.cornerRadius / scale
    frame.contentClip = clip(pose.frame.size, scale: scale, in: rest.size)
    return frame
  }

  /// The pose's rectangle in the content's own points: its size over `scale`, centred on the
  /// content (the pose's centre is the content's); `nil` when that is the whole content.
  private static func clip(_ size: Size, scale: Double, in content: Size) -> Rect? {
    // The covering scale makes the clip fit inside the content; `min` absorbs rounding.
    let width = Swift.min(content.width, size.width / scale)
    let height = Swift.min(content.height, size.height / scale)
    let whole = 1e-9 * Swift.max(1, content.width, content.height)
    if content.width - width <= whole && content.height - height <= whole { return nil }
    return Rect(
      x: (content.width - width) / 2, y: (content.height - height) / 2, width: width,
      height: height)
  }

  /// The frame at `progress` (0 at the source, 1 presented) over `shown`.
  ///
  /// - Parameters:
  ///   - progress: The progress; see ``pose(progress:)``.
  ///   - shown: The frame of the fully shown, placed modal.
  /// - Returns: The frame.
  package func frame(progress: Double, over shown: ModalFrame) -> ModalFrame {
    Self.frame(pose(progress: progress), over: shown)
  }
}

extension ModalTransition {
  /// The zoom out of `source` and back into it, as a transition the normal path samples: the
  /// content grows out of the source's frame while its corner radius morphs from the source's
  /// to the content's, and shrinks back into it on dismissal. Without a source, or with one
  /// outside the container, it fades and scales from 0.9 in place (``ZoomTransition/Mode``).
  ///
  /// Reduce Motion makes it a cross-fade, as every transition that moves or scales
  /// (``ModalTransition/reducingMotion``). Two zooms are equal when their sources are.
  ///
  /// - Parameter source: The source as it is when the transition starts.
  /// - Returns: The transition.
  package static func zoom(from source: ZoomSource?) -> ModalTransition {
    ModalTransition(.zoom(source))
  }

  /// Whether this transition is a zoom out of a source, whatever the source.
  package var isZoom: Bool {
    if case .zoom = storage { return true }
    return false
  }
}
