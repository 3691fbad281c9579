import Foundation

/// A toast's identifier: any hashable, sendable value the app chooses (a string, a number, a
/// model's id), or a new unique one.
///
/// Two toasts with equal identifiers are duplicates (``ToastDuplicatePolicy``), and
/// ``ToastQueue/hide(id:)`` finds a toast by it. String and integer literals are identifiers:
///
/// ```swift
/// toasts.show(id: "saved") { Text("Saved") }
/// toasts.show(id: ToastID(order.id)) { OrderPlaced(order) }
/// ```
public struct ToastID: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// The value, kept type-erased; only ever made from a sendable value, so it is safe to share.
  private let base: AnyHashable

  /// The identifier of `value`: equal to another if their values are of the same type and
  /// equal.
  ///
  /// - Parameter value: The app's value.
  public init<Value: Hashable & Sendable>(_ value: Value) {
    base = AnyHashable(value)
  }

  /// A new identifier, equal to no other.
  ///
  /// - Returns: The identifier.
  public static func unique() -> ToastID {
    ToastID(UUID())
  }

  /// The value's own description, as `String(describing:)` gives it.
  public var description: String { "\(base)" }
}

extension ToastID: ExpressibleByStringLiteral {
  /// The identifier of a string.
  ///
  /// - Parameter value: The string.
  public init(stringLiteral value: String) {
    self.init(value)
  }
}

extension ToastID: ExpressibleByIntegerLiteral {
  /// The identifier of an integer.
  ///
  /// - Parameter value: The integer.
  public init(integerLiteral value: Int) {
    self.init(value)
  }
}
