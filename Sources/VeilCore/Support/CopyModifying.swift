/// Copy-and-modify for the engine's option values (`ModalStyle`, `Backdrop`, `DragToDismiss`,
/// `SheetStyle`): each public modifier is one line that names the property it replaces.
protocol CopyModifying {}

extension CopyModifying {
  /// A copy of this value with the property at `keyPath` set to `value`.
  func setting<Value>(_ keyPath: WritableKeyPath<Self, Value>, to value: Value) -> Self {
    var copy = self
    copy[keyPath: keyPath] = value
    return copy
  }
}
