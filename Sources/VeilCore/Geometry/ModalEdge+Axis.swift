/// The two axes a drag moves along.
package enum Axis {
  case horizontal
  case vertical

  /// The edge a movement of this sign points to on this axis.
  package func edge(forSign value: Double) -> ModalEdge {
    switch self {
    case .horizontal: value > 0 ? .trailing : .leading
    case .vertical: value > 0 ? .bottom : .top
    }
  }
}

extension ModalEdge {
  /// The edge across the container from this one.
  package var opposite: ModalEdge {
    switch self {
    case .top: .bottom
    case .bottom: .top
    case .leading: .trailing
    case .trailing: .leading
    }
  }
}

extension Vector {
  /// The component of this vector that points towards `edge` (negative when it points away).
  package func component(towards edge: ModalEdge) -> Double {
    switch edge {
    case .bottom: y
    case .top: -y
    case .trailing: x
    case .leading: -x
    }
  }
}

extension Size {
  /// The container's extent on the axis `edge` lies across (its height for top and bottom);
  /// 0 if that dimension was set to something negative or not finite.
  package func dimension(along edge: ModalEdge) -> Double {
    switch edge {
    case .top, .bottom: height.nonNegativeOr(0)
    case .leading, .trailing: width.nonNegativeOr(0)
    }
  }
}
