import VeilCore

extension StylePreview {
  /// The toasts at rest behind the previewed one at `time` of a phase (`--stack`): the
  /// ``PreviewSettings/stack`` − 1 older toasts, each as tall as the previewed one, at their
  /// ``/VeilCore/ToastStackLayout`` offsets from its edge. While it arrives they move from the
  /// stack without it to the stack with it; while it leaves, back, each on the layout's spring
  /// from the phase's start. None for a style not placed at an edge, or in a drag.
  ///
  /// - Parameters:
  ///   - time: Seconds since the phase began.
  ///   - kind: The phase.
  /// - Returns: The older toasts' rectangles in the container, oldest first.
  func stackedToasts(at time: Double, of kind: PreviewTrack.Kind) -> [Rect] {
    guard settings.stack > 1, let edge = style.placement.toastStackEdge else { return [] }
    let resting = restingFrame.contentRect
    let previewed = settings.stack - 1
    let toasts = Array(0...previewed)
    let heights = Dictionary(uniqueKeysWithValues: toasts.map { ($0, resting.height) })
    let available =
      edge == .top ? settings.container.height - resting.y : resting.y + resting.height
    let layout = ToastStackLayout()
    let withIt = layout.offsets(of: toasts, heights: heights, available: available)
    let withoutIt = layout.offsets(
      of: Array(toasts.dropLast()), heights: heights, available: available)
    let moves: [Int: ToastStackLayout.Move]
    switch kind {
    case .presenting: moves = layout.moves(from: withoutIt, to: withIt)
    case .dismissing: moves = layout.moves(from: withIt, to: withoutIt)
    case .dragging, .releasing: return []
    }
    let settled = kind == .presenting ? withIt : withoutIt
    return toasts.dropLast().map { toast in
      let offset = moves[toast]?.offset(at: time) ?? settled[toast] ?? 0
      let y = edge == .top ? resting.y + offset : resting.y - offset
      return Rect(x: resting.x, y: y, width: resting.width, height: resting.height)
    }
  }
}
