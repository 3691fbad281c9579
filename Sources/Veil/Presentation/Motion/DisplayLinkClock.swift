#if os(iOS)
  import QuartzCore

  /// The main-thread half of a motion: a display link that calls ``onFrame`` on every screen
  /// refresh with the time the next frame shows, for what Core Animation cannot play on its
  /// own (the scrub of a blurred backdrop, a custom transition that resizes the content).
  ///
  /// Up to 120 Hz (on iPhone only with `CADisableMinimumFrameDurationOnPhone` in the app's
  /// Info.plist, Apple: "If you set this key to NO, frame rates higher than the system default
  /// are unavailable"). The link holds a ``DisplayLinkTarget``, not the clock, so a motion that
  /// goes without stopping its clock lets it go too.
  @MainActor
  final class DisplayLinkClock {
    /// Called on every refresh with the link's `targetTimestamp`: the frame about to be shown,
    /// not the one that is, since the render server shows it at that time.
    var onFrame: (CFTimeInterval) -> Void = { _ in }

    private var link: CADisplayLink?

    /// Starts calling ``onFrame``; does nothing if it already does.
    func start() {
      guard link == nil else { return }
      let link = CADisplayLink(
        target: DisplayLinkTarget(self), selector: #selector(DisplayLinkTarget.tick(_:)))
      link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
      link.add(to: .main, forMode: .common)
      self.link = link
    }

    /// Stops calling ``onFrame``.
    func stop() {
      link?.invalidate()
      link = nil
    }

    /// One refresh of the link.
    func tick(_ link: CADisplayLink) {
      onFrame(link.targetTimestamp)
    }
  }
#endif
