extension Placement {
  /// The edge toasts in this placement stack from: the top for a top banner, the bottom for a
  /// bottom banner; `nil` for every other placement, whose modals do not stack.
  package var toastStackEdge: ModalEdge? {
    switch kind {
    case .topBanner: .top
    case .bottomBanner: .bottom
    case .fullScreen, .centered, .bottomSheet, .drawer: nil
    }
  }
}

extension ToastStackLayout {
  /// The room to add at `edge` for a toast `offset` points from it: insets with only that edge.
  ///
  /// - Parameters:
  ///   - offset: The toast's offset, from ``offsets(of:heights:available:)``; NaN and negative
  ///     offsets give none.
  ///   - edge: The edge the toasts stack from.
  /// - Returns: The insets to add to the toast's area.
  package static func insets(forOffset offset: Double, at edge: ModalEdge) -> Insets {
    let offset = offset.nonNegativeOr(0)
    switch edge {
    case .top: return Insets(top: offset)
    case .bottom: return Insets(bottom: offset)
    case .leading: return Insets(leading: offset)
    case .trailing: return Insets(trailing: offset)
    }
  }
}
