#if os(iOS)
  import Foundation

  /// A weak reference a test can keep across an `autoreleasepool`.
  @MainActor
  final class WeakReference<Object: AnyObject> {
    /// The object, while something else keeps it.
    weak var object: Object?
  }
#endif
