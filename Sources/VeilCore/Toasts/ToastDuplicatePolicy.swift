/// What happens to a toast whose identifier is already showing or waiting.
///
/// A toast that is being dismissed does not count: an equal toast then waits for it to leave
/// and is shown again.
///
/// ```swift
/// center.show(id: "copied", duplicates: .replaceExisting) { Text("Copied \(count) items") }
/// ```
public struct ToastDuplicatePolicy: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case ignore
    case replaceExisting
  }

  let kind: Kind

  /// The new toast is dropped (``ToastDeparture/ignoredAsDuplicate``) and the one already there
  /// stays as it is. The default.
  public static let ignore = ToastDuplicatePolicy(kind: .ignore)

  /// The new toast takes the place of the one already there: on screen its content changes
  /// where it stands (``ToastQueue/Effect/update(_:)``); waiting, it takes the new priority and
  /// queues as if it had just arrived. The old one ends with
  /// ``ToastDeparture/replacedByDuplicate``.
  public static let replaceExisting = ToastDuplicatePolicy(kind: .replaceExisting)
}
