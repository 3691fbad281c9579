import VeilCore

/// Where a modal is presented from, which decides the UIKit presentation chain it stands in.
package enum PresentationLayer: Hashable, Sendable {
  /// From the topmost controller of the anchor's window: one chain with the window's other
  /// modals, which open over one another and wait for one another's transitions.
  case window
  /// From the clear root of a window of its own, just above the anchor's: a modal whose backdrop
  /// passes taps through, since UIKit's presentation container swallows every touch. Its window
  /// is its own chain, so it neither waits for nor owns the modals opened after it from the
  /// screen that stays interactive around it, and they do not block its gestures.
  case ownWindow

  /// The layer a style's modal is presented in: its own window exactly when the driver routes
  /// it through a window of its own (``ModalScreenDriver/Route/passthroughWindow``: a backdrop
  /// that lets taps through, on anything but a system sheet, which UIKit presents in the
  /// anchor's window). One rule decides both, so the stack and the driver never disagree.
  ///
  /// - Parameter style: The modal's style.
  package init(style: ModalStyle) {
    self = ModalScreenDriver.Route(style: style) == .passthroughWindow ? .ownWindow : .window
  }
}
