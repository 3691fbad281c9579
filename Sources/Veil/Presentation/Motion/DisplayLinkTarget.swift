#if os(iOS)
  import QuartzCore

  /// A display link's target: a display link retains its target until invalidated, so it holds
  /// this forwarder, which holds its clock weakly and invalidates the link if the clock has
  /// gone.
  @MainActor
  final class DisplayLinkTarget: NSObject {
    private weak var clock: DisplayLinkClock?

    init(_ clock: DisplayLinkClock) {
      self.clock = clock
    }

    @objc func tick(_ link: CADisplayLink) {
      guard let clock else {
        // The clock (and the motion that owned it) went without stopping: stop refreshing for
        // it.
        link.invalidate()
        return
      }
      clock.tick(link)
    }
  }
#endif
