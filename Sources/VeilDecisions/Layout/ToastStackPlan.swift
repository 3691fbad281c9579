import VeilCore

/// Where the toasts on screen of a scene's `ToastCenter` (Veil) stand: the room each needs at
/// its edge, from VeilCore's ``/VeilCore/ToastStackLayout``.
///
/// Toasts at the top and at the bottom form two stacks, each in the order the queue shows them
/// (oldest first, the newest at the edge); a toast whose placement is not a banner at an edge
/// does not stack and gets no room. A toast not measured yet counts as 0 tall, so the others
/// make room for it once it is.
///
/// ```swift
/// let insets = ToastStackPlan.insets(
///   for: [.init(id: "a", edge: .top, height: 60), .init(id: "b", edge: .top, height: 60)],
///   available: 700, layout: ToastStackLayout())
/// // ["a": Insets(top: 68), "b": Insets()]
/// ```
package enum ToastStackPlan {
  /// One toast on screen, as the UIKit layer measured it.
  package struct Toast<ID: Hashable>: Hashable {
    package var id: ID
    /// The edge its placement stacks from (`Placement.toastStackEdge`), or `nil`.
    package var edge: ModalEdge?
    /// Its height in points, or `nil` before it is measured.
    package var height: Double?

    package init(id: ID, edge: ModalEdge?, height: Double?) {
      self.id = id
      self.edge = edge
      self.height = height
    }
  }

  /// The room to add at its edge for each stacking toast.
  ///
  /// - Parameters:
  ///   - toasts: The toasts on screen, oldest first.
  ///   - available: The height of the area the toasts stand in (the safe area's), in points.
  ///   - layout: The stack's spacing.
  /// - Returns: The insets of each toast at an edge; none for the others.
  package static func insets<ID: Hashable>(
    for toasts: [Toast<ID>], available: Double, layout: ToastStackLayout
  ) -> [ID: Insets] {
    var insets: [ID: Insets] = [:]
    for edge in [ModalEdge.top, .bottom] {
      let stack = toasts.filter { $0.edge == edge }
      var heights: [ID: Double] = [:]
      for toast in stack { heights[toast.id] = toast.height ?? 0 }
      let offsets = layout.offsets(of: stack.map(\.id), heights: heights, available: available)
      for (id, offset) in offsets {
        insets[id] = ToastStackLayout.insets(forOffset: offset, at: edge)
      }
    }
    return insets
  }
}
