/// A `Sendable` identity for a modal's content, whatever type the identity has.
///
/// ``PresentationMachine`` and ``PresentationStack`` are generic over their identity type, so
/// a machine for one kind of item can use the item's own id at no cost. The SwiftUI layer
/// mixes modals of many kinds in one window, driven by `Bool` bindings and by `Identifiable`
/// items of any type; it uses this wrapper for all of them:
///
/// - a `Bool`-driven modal has a single content, whose identity is ``flag``;
/// - an item-driven modal wraps the item's `id`: `ModalIdentity(item.id)`.
///
/// Two identities are equal when they wrap values of the same type that are equal, so
/// `ModalIdentity(1)` and `ModalIdentity(1 as Int64)` differ (unlike `AnyHashable`, there is
/// no bridging between numeric types). Wrapping a `ModalIdentity` again changes nothing.
///
/// The wrapped value must be `Sendable` because the identity travels with effects. UUIDs,
/// numbers and strings are; a layer that must accept an `ID` that is not can number the
/// identities it meets on the main actor and wrap the number instead.
///
/// ```swift
/// var machine = PresentationMachine<ModalIdentity>()
/// machine.step(.bindingChanged(ModalIdentity(order.id)))   // present this order
/// machine.step(.bindingChanged(isPresented: true))           // or: a Bool-driven modal
/// ```
public struct ModalIdentity: Hashable, Sendable, CustomStringConvertible {
  /// How the value is kept: `Int` and `String` ids (the common ones) and the flag directly,
  /// anything else in an existential. The machine compares identities on every step, and
  /// copying and comparing an existential costs some hundred nanoseconds where an `Int`
  /// costs one.
  @usableFromInline enum Storage: Sendable {
    case flag
    case integer(Int)
    case string(String)
    indirect case other(any Hashable & Sendable)
  }

  @usableFromInline let storage: Storage

  /// Wraps an identity value.
  ///
  /// - Parameter base: The value; a `ModalIdentity` is not wrapped twice.
  public init<Value: Hashable & Sendable>(_ base: Value) {
    // Exact type checks: `as?` alone would also bridge (an `NSNumber` to an `Int`).
    if Value.self == ModalIdentity.self, let identity = base as? ModalIdentity {
      self = identity
    } else if Value.self == Int.self, let integer = base as? Int {
      storage = .integer(integer)
    } else if Value.self == String.self, let string = base as? String {
      storage = .string(string)
    } else {
      storage = .other(base)
    }
  }

  private init(storage: Storage) {
    self.storage = storage
  }

  /// The identity of a modal driven by a `Bool` binding: there is only one content.
  public static let flag = ModalIdentity(storage: .flag)

  /// The wrapped value (for ``flag``, a private value equal only to itself).
  public var base: any Hashable & Sendable {
    switch storage {
    case .flag: Flag()
    case .integer(let integer): integer
    case .string(let string): string
    case .other(let base): base
    }
  }

  /// Whether two identities wrap equal values of the same type.
  ///
  /// - Parameters:
  ///   - lhs: One identity.
  ///   - rhs: Another identity.
  /// - Returns: `true` when both wrap values of one type that compare equal.
  @inlinable public static func == (lhs: ModalIdentity, rhs: ModalIdentity) -> Bool {
    switch lhs.storage {
    case .flag:
      if case .flag = rhs.storage { return true }
    case .integer(let left):
      if case .integer(let right) = rhs.storage { return left == right }
    case .string(let left):
      if case .string(let right) = rhs.storage { return left == right }
    case .other(let left):
      if case .other(let right) = rhs.storage { return areEqual(left, right) }
    }
    return false
  }

  /// Whether two existential values have one type and are equal.
  @usableFromInline static func areEqual(
    _ left: any Hashable & Sendable, _ right: any Hashable & Sendable
  ) -> Bool {
    func isEqual<Left: Hashable & Sendable>(_ left: Left) -> Bool {
      guard type(of: right) == Left.self, let right = right as? Left else { return false }
      return left == right
    }
    return isEqual(left)
  }

  /// Hashes the wrapped value together with its type.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    switch storage {
    case .flag:
      hasher.combine(0)
    case .integer(let integer):
      hasher.combine(1)
      hasher.combine(integer)
    case .string(let string):
      hasher.combine(2)
      hasher.combine(string)
    case .other(let base):
      hasher.combine(3)
      hasher.combine(ObjectIdentifier(type(of: base)))
      hasher.combine(base)
    }
  }

  /// The wrapped value's description (`flag` for ``flag``).
  public var description: String {
    switch storage {
    case .flag: "flag"
    case .integer(let integer): String(integer)
    case .string(let string): string
    case .other(let base): String(describing: base)
    }
  }

  /// The value behind ``flag``.
  private struct Flag: Hashable, Sendable {}
}

extension PresentationMachine.Input where ID == ModalIdentity {
  /// A `Bool` binding changed: `true` asks for ``ModalIdentity/flag``, `false` for nothing.
  ///
  /// - Parameter isPresented: The binding's new value.
  /// - Returns: ``bindingChanged(_:)`` with ``ModalIdentity/flag`` or `nil`.
  public static func bindingChanged(isPresented: Bool) -> Self {
    .bindingChanged(isPresented ? ModalIdentity.flag : nil)
  }
}
