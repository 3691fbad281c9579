import VeilCore

/// Which of a SwiftUI modal's two readings of its binding feeds the driver (S5).
///
/// The `.modal` modifier's anchor reads the binding whenever SwiftUI updates the presenting
/// view, and feeds the driver every read (the driver's own rule: an equal value changes
/// nothing). But while a style that removes the presenting screen (`.fullScreen`) is up, the
/// presenting view is out of its window, and SwiftUI may defer its updates there until it
/// returns: the app's `isPresented = false` (a timer, a network answer) would never reach the
/// driver. So meanwhile the interpreter reads the binding itself, after each turn of the main
/// run loop.
///
/// That reading only says whether the binding still asks for a modal, not which item: so it
/// feeds only a `false` the anchor has not read yet. A `true` is left to the anchor, which is
/// back in its window as soon as the modal begins to leave. A reading equal to the previous
/// one changes nothing, so the run loop's turns feed nothing until the app changes the binding.
///
/// ```swift
/// var feeds = BindingFeeds()
/// feeds.handle(.anchorRead(ModalIdentity(1)))  // [.feed(1)]
/// feeds.handle(.offWindowRead(isPresented: true))  // []
/// feeds.handle(.offWindowRead(isPresented: false))  // [.feed(nil)]
/// feeds.handle(.anchorRead(nil))  // [.feed(nil)]: equal for the driver, which changes nothing
/// ```
package struct BindingFeeds: Equatable, Sendable {
  /// A reading of the binding.
  package enum Callback: Equatable, Sendable {
    /// The anchor read the binding in an update of the presenting view: the identity it asks
    /// for, `nil` for none.
    case anchorRead(ModalIdentity?)
    /// The interpreter read, while the anchor is out of its window, whether the binding still
    /// asks for a modal.
    case offWindowRead(isPresented: Bool)
  }

  /// What the interpreter does.
  package enum Command: Equatable, Sendable {
    /// Tell the driver the binding asks for `identity` (`ModalScreenDriver.Callback.bindingChanged`).
    case feed(ModalIdentity?)
  }

  /// The identity the driver was last fed, as far as the readers know.
  package private(set) var fed: ModalIdentity?
  /// The last reading made while the anchor was out of its window; `nil` before the first.
  package private(set) var offWindowReading: Bool?

  /// Creates the feeds of a modal whose binding has not been read yet.
  package init() {}

  /// What to feed the driver after a reading.
  ///
  /// - Parameter callback: The reading.
  /// - Returns: The commands, at most one.
  package mutating func handle(_ callback: Callback) -> [Command] {
    switch callback {
    case .anchorRead(let identity):
      fed = identity
      // Off-window readings compare with those since the anchor last read: a `false` left
      // from an earlier stretch out of the window must not hide the next one.
      offWindowReading = nil
      return [.feed(identity)]
    case .offWindowRead(let isPresented):
      guard isPresented != offWindowReading else { return [] }
      offWindowReading = isPresented
      guard !isPresented, fed != nil else { return [] }
      fed = nil
      return [.feed(nil)]
    }
  }
}
