extension ModalStyle {
  /// A zoom style's source: which one, and where it was when last read.
  package struct Zoom: Hashable, Sendable {
    /// Which source the style opens from.
    package var id: ZoomSourceID
    /// The source's frame and corner radius in the container as last resolved; `nil` before
    /// it is resolved or when it is gone.
    package var source: ZoomSource?
  }

  /// This style opening out of a source and closing back into it: the content grows out of the
  /// source's frame, its corner radius morphing from the source's, and a dismissal flies back
  /// into the source as it is when the dismissal starts (the grid may have scrolled). Reduce
  /// Motion cross-fades; a source that is gone or outside the container fades and scales in
  /// place. The backdrop, placement, animation and drag of this style are kept, except that
  /// the lightbox's drag (``DragToDismiss/lightbox``) becomes ``zoomDrag``: the content follows
  /// the finger sideways too, as Photos lets it, while up or down still decides.
  ///
  /// The iOS layer spells it `.lightbox.zoom(from: id, in: namespace)` (SwiftUI) and
  /// `.lightbox.zoom(from: view)` (UIKit), and resolves the source with
  /// ``resolvingZoomSource(_:)`` when each transition starts.
  ///
  /// - Parameter id: The source's identifier.
  /// - Returns: A copy whose transition is the zoom, not yet resolved.
  package func zoom(from id: ZoomSourceID) -> ModalStyle {
    var copy = transition(.zoom(from: nil))
    copy.zoom = Zoom(id: id, source: nil)
    if copy.configuredDragToDismiss == .lightbox {
      copy.configuredDragToDismiss = Self.zoomDrag
    }
    return copy
  }

  /// The drag of a zoom made from the lightbox: the lightbox's rule (up or down, beyond 150
  /// points or with a flick), with the content following the finger sideways and no limit on
  /// how far it strays, since a zoom shrinks towards the finger wherever it goes.
  package static let zoomDrag = DragToDismiss.lightbox.crossAxisResistance(.follows)
    .crossAxisLimit(nil)

  /// This zoom style with its source read anew (at presentation, and again at dismissal).
  ///
  /// A style that is not a zoom is returned unchanged, and so is one whose transition was
  /// replaced after ``zoom(from:)`` (later wins): only the source is remembered then.
  ///
  /// - Parameter source: The source's frame and corner radius in the container, or `nil`
  ///   when the source is gone.
  /// - Returns: The style with the zoom's transition from `source`.
  package func resolvingZoomSource(_ source: ZoomSource?) -> ModalStyle {
    guard let zoom else { return self }
    var copy = isZoom ? transition(.zoom(from: source)) : self
    copy.zoom = Zoom(id: zoom.id, source: source)
    return copy
  }

  /// Whether this style zooms out of a source: it names one, and its transition is still the
  /// zoom (``ModalTransition/zoom(from:)``, a case of the transition rather than a custom body).
  package var isZoom: Bool {
    zoom != nil && transition.isZoom
  }
}
