import VeilCore

/// What a `.toast(isPresented:)` or `.toast(item:)` modifier does with its binding, as a value:
/// the interpreter feeds it the binding's value, the view's disappearance and the ends of the
/// requests it made, and carries out its commands with the scene's `ToastCenter`.
///
/// - The binding asks for a toast (its identifier): the toast is shown, as a numbered request.
///   Asked again for the same identifier, nothing happens.
/// - The binding moves on (to no toast, or to another item's identifier): the toast it asked
///   for is hidden, and that request's end is not written back over the binding's new value.
/// - The view leaves the screen: its toast is hidden, and, as SwiftUI's own presentations do,
///   the request's end writes the binding back, so that coming back does not show it again.
/// - A request ends (the toast left, timed out, was hidden, or was never shown): the binding
///   is written back once, if that request is still the one the binding asks for.
///
/// ```swift
/// var requests = ToastBindingRequests()
/// requests.bindingChanged(to: "saved")  // [.show("saved", request: 1)]
/// requests.requestEnded(1)  // [.writeBack]
/// ```
package struct ToastBindingRequests: Hashable, Sendable {
  /// What to do with the scene's toast center and the binding.
  package enum Command: Hashable, Sendable {
    /// Show the toast with this identifier, as request `request`.
    case show(ToastID, request: Int)
    /// Hide the toast with this identifier.
    case hide(ToastID)
    /// Write the binding back (`false`, or `nil` for an item).
    case writeBack
  }

  /// The request the binding asks for now: its number and its toast's identifier.
  private struct Live: Hashable, Sendable {
    var request: Int
    var id: ToastID
  }

  /// The live request, if any.
  private var live: Live?
  /// The number of the last request made.
  private var lastRequest = 0

  /// A modifier that has asked for nothing yet.
  package init() {}

  /// The binding asks for the toast `wanted`, or for none (`nil`).
  ///
  /// - Parameter wanted: The identifier of the toast the binding asks for.
  /// - Returns: The commands to carry out, in order.
  @discardableResult
  package mutating func bindingChanged(to wanted: ToastID?) -> [Command] {
    if let live, live.id == wanted { return [] }
    var commands: [Command] = []
    if let live {
      // The binding has moved on: its new value is not overwritten when this request ends.
      commands.append(.hide(live.id))
      self.live = nil
    }
    guard let wanted else { return commands }
    lastRequest += 1
    live = Live(request: lastRequest, id: wanted)
    commands.append(.show(wanted, request: lastRequest))
    return commands
  }

  /// The modifier's view has left the screen.
  ///
  /// - Returns: The commands to carry out: the live toast hidden; its end writes back.
  package func viewDisappeared() -> [Command] {
    live.map { [.hide($0.id)] } ?? []
  }

  /// Request `request` has ended.
  ///
  /// - Parameter request: The number of the request, from ``Command/show(_:request:)``.
  /// - Returns: ``Command/writeBack`` if it is the live request; nothing otherwise.
  @discardableResult
  package mutating func requestEnded(_ request: Int) -> [Command] {
    guard live?.request == request else { return [] }
    live = nil
    return [.writeBack]
  }
}
