#if os(iOS)
  import QuartzCore
  import UIKit
  import XCTest

  /// Runs a block once, on the main run loop, in the turn a condition first holds, just before
  /// Core Animation commits that turn's changes.
  ///
  /// Core Animation commits the run loop's implicit transaction when the run loop is about to
  /// wait (`kCFRunLoopBeforeWaiting`), from an observer of its own (observed order 2,000,000).
  /// This observer has order 0, so it runs first in the same pass: whatever it does (block the
  /// main thread, ask for a dismissal) happens after the turn's changes were made and before
  /// the render server has them. Nothing in the hook may read a presentation layer: there is
  /// none for what the turn added.
  @MainActor
  final class BeforeCommitHook {
    private var observer: CFRunLoopObserver?
    /// The media time at which the block returned, once it has run.
    private(set) var ranAt: CFTimeInterval?

    /// Installs the hook; it removes itself after running once, or on `testCase`'s teardown.
    init(
      in testCase: XCTestCase, when condition: @escaping @MainActor () -> Bool,
      do body: @escaping @MainActor () -> Void
    ) {
      let observer = CFRunLoopObserverCreateWithHandler(
        nil, CFRunLoopActivity.beforeWaiting.rawValue, true, 0
      ) { [weak self] _, _ in
        MainActor.assumeIsolated {
          guard let self, self.ranAt == nil, condition() else { return }
          body()
          self.ranAt = CACurrentMediaTime()
          self.remove()
        }
      }
      self.observer = observer
      CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
      testCase.addTeardownBlock { @MainActor [weak self] in self?.remove() }
    }

    /// Removes the hook from the run loop.
    func remove() {
      guard let observer else { return }
      CFRunLoopRemoveObserver(CFRunLoopGetMain(), observer, .commonModes)
      self.observer = nil
    }
  }
#endif
