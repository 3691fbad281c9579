import VeilCore

/// Where a modal stands in its window's stack, once its anchor's window is known: a modal whose
/// backdrop lets taps through is presented from a window of its own, made in the anchor's
/// window scene; a window without a scene (one made without `UIWindowScene`, as a test host's)
/// cannot give one.
///
/// The modal is then presented from the anchor's window after all, where its backdrop cannot
/// let taps through; standing in a chain of its own there, as if it had its window, it would
/// neither wait for the window's other modals nor be dismissed with them, and they would be
/// presented over it from the wrong controller (N15). So it stands in the window's chain, and
/// the developer is told.
///
/// ```swift
/// PassthroughWindowPlacement(style: toast, anchorWindowHasScene: false)
/// // .anchorsWindow(warning: .passThroughWindowUnavailable)
/// ```
package enum PassthroughWindowPlacement: Hashable, Sendable {
  /// The layer the style asks for can be had.
  case asStyled(PresentationLayer)
  /// The style asks for a window of its own that cannot be made: the window's chain, and
  /// the warning to report.
  case anchorsWindow(warning: RuntimeWarning)

  /// The placement of a modal in `style` whose anchor's window has a scene, or not.
  ///
  /// - Parameters:
  ///   - style: The modal's style.
  ///   - anchorWindowHasScene: Whether the anchor's window belongs to a window scene.
  package init(style: ModalStyle, anchorWindowHasScene: Bool) {
    let layer = PresentationLayer(style: style)
    if layer == .ownWindow, !anchorWindowHasScene {
      self = .anchorsWindow(warning: .passThroughWindowUnavailable)
    } else {
      self = .asStyled(layer)
    }
  }

  /// The layer the modal is registered in.
  package var layer: PresentationLayer {
    switch self {
    case .asStyled(let layer): layer
    case .anchorsWindow: .window
    }
  }

  /// The warning to report; `nil` when the style's layer can be had.
  package var warning: RuntimeWarning? {
    switch self {
    case .asStyled: nil
    case .anchorsWindow(let warning): warning
    }
  }
}
