#if os(iOS)
  import Foundation

  /// Whether a modal's SwiftUI content has read `ModalContext.transitionProgress`, so that the
  /// driver samples the transition's progress on every display refresh only for content that
  /// shows it. Read by the property's getter, which SwiftUI calls in a view's body, and by the
  /// driver on the main actor; a lock keeps the two apart where the getter runs off it.
  final class TransitionProgressReadMark: @unchecked Sendable {
    private let lock = NSLock()
    private var read = false

    /// Whether the content has read the progress at least once.
    var isRead: Bool {
      lock.lock()
      defer { lock.unlock() }
      return read
    }

    /// Notes that the content has read the progress.
    func markRead() {
      lock.lock()
      read = true
      lock.unlock()
    }
  }
#endif
