/// What a toast does when it arrives while others are on screen: wait its turn, or join them.
///
/// ```swift
/// center.show(id: "saved", arrival: .stacks) { Label("Saved", systemImage: "checkmark") }
/// ```
public struct ToastArrival: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case waits
    case stacks
  }

  let kind: Kind

  /// The toast is shown alone: it waits until no toast is on screen, and no toast joins it
  /// while it shows. The default, as a banner queue such as SwiftMessages' does.
  public static let waits = ToastArrival(kind: .waits)

  /// The toast joins the toasts on screen, newest nearest the edge, while they all stack and
  /// fewer than ``ToastQueue/maximumOnScreen`` show; otherwise it waits for a place.
  public static let stacks = ToastArrival(kind: .stacks)
}
