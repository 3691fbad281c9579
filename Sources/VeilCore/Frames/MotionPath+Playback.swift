/// Where a motion's frames reach the screen from: Core Animation's render server, which plays
/// a ``ModalMotionPlan`` on the modal's layers without the app, or a display link on the main
/// thread that applies every frame itself.
///
/// The plan's tracks carry the fields a layer animates (opacity, transform, corner radius, the
/// backdrop's opacity) over one fixed layout: the template's container, the content's size and
/// its rounded corners. A frame that keeps those plays on the render server, wherever it puts
/// its rectangle, since a moved rectangle is the same layer under another translation
/// (``MotionPath/carryingRectangleInOffset(template:)``). A frame that changes any of them
/// needs what no layer animation gives, so a motion with one such frame is pumped.
package enum MotionPlayback: Hashable, Sendable {
  /// Every frame keeps the template's layout: the render server plays the plan of
  /// ``MotionPath/carryingRectangleInOffset(template:)``.
  case renderServer
  /// Some frame changes the layout: the main thread applies each frame, for the first
  /// `reason` found.
  case framePump(Reason)

  /// What keeps a motion off the render server.
  package enum Reason: Hashable, Sendable {
    /// A frame's container differs from the template's: the layer geometry (and a
    /// right-to-left mirror) is computed in another container.
    case changesContainer
    /// A frame's content rectangle has another size: the content view's bounds change, so
    /// UIKit and SwiftUI must lay the content out again on every frame, which only the main
    /// thread can do.
    case resizesContent
    /// A frame rounds other corners: the tracks carry a radius, not which corners it rounds.
    case changesCorners
  }

  /// Whether the render server plays the motion.
  package var isRenderServer: Bool { self == .renderServer }
}

extension ModalFrame {
  /// Why this frame cannot be played over `template`'s layout, or `nil` when it can.
  ///
  /// - Parameter template: The resting frame the layers are laid out at.
  /// - Returns: The first reason found: container, then size, then corners.
  package func framePumpReason(over template: ModalFrame) -> MotionPlayback.Reason? {
    if containerSize != template.containerSize { return .changesContainer }
    if contentRect.size != template.contentRect.size { return .resizesContent }
    if roundedCorners != template.roundedCorners { return .changesCorners }
    return nil
  }

  /// This frame with its content rectangle at `template`'s and the rectangle's displacement
  /// added to ``offset``: the same picture, in fields the plan's tracks carry.
  ///
  /// Both are in VeilCore's coordinates (x towards the trailing edge), so the displacement adds
  /// as it is in either layout direction; ``LayerGeometry`` mirrors the sum once, as it mirrors
  /// the rectangle's displacement and the offset of the original frame, so the two frames have
  /// the same geometry. A frame of another size, container or corners is returned unchanged.
  ///
  /// - Parameter template: The resting frame.
  /// - Returns: The frame over the template's rectangle.
  package func carryingRectangleInOffset(template: ModalFrame) -> ModalFrame {
    guard framePumpReason(over: template) == nil else { return self }
    let rest = template.contentRect
    guard contentRect != rest else { return self }
    var frame = self
    frame.offset = Vector(
      x: offset.x + (contentRect.x - rest.x), y: offset.y + (contentRect.y - rest.y))
    frame.contentRect = rest
    return frame
  }
}

extension MotionPath {
  /// Where this motion plays over `template`'s layout: the render server, unless a frame it
  /// reaches changes the container, the content's size or its rounded corners.
  ///
  /// The frames are those ``ModalMotionPlan/build(_:)`` samples: the progress at every
  /// 1/240 s until it settles, and its end, so a spring's overshoot is checked too.
  /// Corrections change fields only, never the layout.
  ///
  /// - Parameter template: The resting frame the layers are laid out at.
  /// - Returns: The playback.
  package func playback(template: ModalFrame) -> MotionPlayback {
    let finish = progressDuration
    let steps = Int((finish / ModalMotionPlan.minimumInterval).rounded(.up))
    for step in 0...Swift.max(steps, 0) {
      let time = Swift.min(finish, Double(step) * ModalMotionPlan.minimumInterval)
      if let reason = frame(progress.progress(at: time)).framePumpReason(over: template) {
        return .framePump(reason)
      }
    }
    if let reason = frame(progress.progress(at: .infinity)).framePumpReason(over: template) {
      return .framePump(reason)
    }
    return .renderServer
  }

  /// This motion with every frame's rectangle moved to `template`'s and its displacement
  /// carried by the offset (``ModalFrame/carryingRectangleInOffset(template:)``): what the
  /// render server plays for a custom transition that slides its rectangle. Frames that cannot
  /// be carried so are left as they are.
  ///
  /// - Parameter template: The resting frame.
  /// - Returns: The path, with the same progress and corrections.
  package func carryingRectangleInOffset(template: ModalFrame) -> MotionPath {
    let frame = frame
    return MotionPath(
      frame: { frame($0).carryingRectangleInOffset(template: template) },
      progress: progress, corrections: corrections)
  }
}
