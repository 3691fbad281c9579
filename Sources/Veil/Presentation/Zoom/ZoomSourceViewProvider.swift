#if os(iOS)
  import UIKit

  /// What a UIKit zoom's identifier carries: how to find its source's view, asked when each
  /// transition starts (a reused cell is looked up anew).
  ///
  /// It lives as long as the style that names it, so the registry never keeps an app's
  /// closure longer than its presentation. Two providers of one fixed view are equal, so that
  /// `.zoom(from: view)` built twice is the same style; two closures never are.
  @MainActor
  final class ZoomSourceViewProvider: Hashable {
    /// The fixed view's identity; `nil` for an app's closure, which is only equal to itself.
    private let viewIdentity: ObjectIdentifier?
    private let provide: @MainActor () -> UIView?

    /// The provider of one view, held weakly.
    init(view: UIView) {
      viewIdentity = ObjectIdentifier(view)
      provide = { [weak view] in view }
    }

    /// The provider an app wrote.
    init(_ provide: @escaping @MainActor () -> UIView?) {
      viewIdentity = nil
      self.provide = provide
    }

    /// The view now.
    func view() -> UIView? { provide() }

    private nonisolated var identity: ObjectIdentifier {
      viewIdentity ?? ObjectIdentifier(self)
    }

    nonisolated static func == (lhs: ZoomSourceViewProvider, rhs: ZoomSourceViewProvider) -> Bool {
      lhs.identity == rhs.identity
    }

    nonisolated func hash(into hasher: inout Hasher) {
      hasher.combine(identity)
    }
  }
#endif
