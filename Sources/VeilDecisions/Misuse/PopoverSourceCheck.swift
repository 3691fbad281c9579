import VeilCore

/// What a popover points at, once the iOS layer has looked for its source.
///
/// A popover that names a source (`.popover.source(id:in:)`, `.popover.source(view)`) points
/// at it when it is in a window; when it is not (never marked, scrolled out of a lazy list,
/// its view gone or off screen), the popover points at its anchor instead (the view the
/// `.modal` modifier stands on, or the view of the controller `present` was called on), and a
/// warning says so: a popover must point at something, and UIKit throws when it has neither a
/// source view nor a bar button item.
package enum PopoverSourceCheck: Hashable, Sendable {
  /// Point at the named source.
  case namedSource
  /// Point at the anchor: the style names no source, or its source is not on screen.
  case anchor(warning: RuntimeWarning?)

  /// The decision for `source`.
  ///
  /// - Parameters:
  ///   - source: What the style points at.
  ///   - namedSourceIsInWindow: Whether the named source was found in a window.
  package init(source: PopoverStyle.Source, namedSourceIsInWindow: Bool) {
    switch source {
    case .anchor: self = .anchor(warning: nil)
    case .id:
      self = namedSourceIsInWindow ? .namedSource : .anchor(warning: .popoverSourceNotOnScreen)
    }
  }
}
