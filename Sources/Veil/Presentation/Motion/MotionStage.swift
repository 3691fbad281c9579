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
  }
#endif
