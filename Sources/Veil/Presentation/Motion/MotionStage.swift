#if os(iOS)
  import UIKit
  import VeilCore

  /// Where a motion plays: the modal's views and the frame its fields apply to.
  @MainActor
  struct MotionStage {
    /// The content view: its layer takes the transform and the opacity, its clip view's layer
    /// the corner radius.
    let content: ModalContentView
    /// The backdrop behind the content, when it stays in place; `nil` when it is attached to
    /// the content (it then stays at full strength and moves with it).
    let backdrop: BackdropView?
    /// The resting frame: the container, the content's rectangle and its corners.
    let template: ModalFrame
    /// Whether the layout runs right to left.
    let isRightToLeft: Bool
    /// Shows a whole frame, as the presentation controller does for drags and at rest.
    let apply: (ModalFrame) -> Void

    /// Whether the backdrop has a blur: a `UIVisualEffectView` shows part of a blur only
    /// through a paused animator scrubbed on the main thread, and renders wrongly under a
    /// faded ancestor, so its strength cannot be a layer animation.
    var backdropScrubs: Bool { backdrop?.backdrop.blur != nil }

    /// The fields the presentation layers show: the transform's scale, turn and offset, the
    /// opacity, the corner radius where the plan moves it, and the backdrop's strength. A layer
    /// without a presentation layer (not committed yet) gives nothing, so its fields keep the
    /// plan's values: its model values are the plan's end frame, not what is on screen.
    ///
    /// - Parameters:
    ///   - includingCornerRadius: Whether to read the corner radius (the plan moves it).
    ///   - includingClip: Whether to read the clip (the plan moves it).
    /// - Returns: The values read.
    func presentationValues(includingCornerRadius: Bool, includingClip: Bool = false)
      -> [MotionField: Double]
    {
      var values: [MotionField: Double] = [:]
      if let shown = content.layer.presentation() {
        let read = LayerGeometry.Transform(motionEntriesOf: shown.transform).motionValues(
          isRightToLeft: isRightToLeft)
        values[.contentOpacity] = Double(shown.opacity)
        values[.contentScale] = read.scale
        values[.rotationY] = read.rotationY
        values[.offsetX] = read.offset.x
        values[.offsetY] = read.offset.y
      }
      if includingCornerRadius, let clip = content.clipView.layer.presentation() {
        values[.cornerRadius] = Double(clip.cornerRadius)
      }
      if includingClip, let clip = content.clipView.layer.presentation() {
        let rect = CGRect(
          x: clip.position.x - clip.bounds.width / 2, y: clip.position.y - clip.bounds.height / 2,
          width: clip.bounds.width, height: clip.bounds.height)
        values.merge(
          LayerGeometry.clipValues(
            Rect(rect), contentSize: template.contentRect.size, isRightToLeft: isRightToLeft)
        ) { $1 }
      }
      if let backdrop {
        if backdropScrubs {
          values[.backdropStrength] = backdrop.strength
        } else if let shown = backdrop.layer.presentation() {
          values[.backdropStrength] = Double(shown.opacity)
        }
      }
      return values
    }
  }
#endif
