/// An edge of the container: where a modal moves in from, or leaves towards.
///
/// Named `ModalEdge` rather than `Edge` so that it never clashes with SwiftUI's `Edge` in a
/// file that imports both.
///
/// ```swift
/// let slideDown = ModalTransition.move(edge: .bottom)
/// ModalEdge.top.direction   // Vector(x: 0, y: -1): y grows downwards
/// if case .dismiss(let edge, _) = release { print("left towards", edge) }
/// ```
public enum ModalEdge: String, Hashable, Sendable, CaseIterable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
  /// The leading edge (left in left-to-right layouts).
  case leading
  /// The trailing edge (right in left-to-right layouts).
  case trailing

  /// The unit direction that points from the centre towards this edge, in UIKit's
  /// coordinates (y grows downwards, x towards the trailing edge).
  public var direction: Vector {
    switch self {
    case .top: Vector(x: 0, y: -1)
    case .bottom: Vector(x: 0, y: 1)
    case .leading: Vector(x: -1, y: 0)
    case .trailing: Vector(x: 1, y: 0)
    }
  }
}
