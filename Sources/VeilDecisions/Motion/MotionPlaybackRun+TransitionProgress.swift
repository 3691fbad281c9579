extension MotionPlaybackRun {
  /// Whether the display link must run: as ``needsDisplayLink(backdropScrubs:)`` says, or, while
  /// the motion runs, to sample the transition's progress on every refresh for the content that
  /// reads it. Nothing reads it: the render server plays alone, as before.
  ///
  /// - Parameters:
  ///   - backdropScrubs: Whether a blurred backdrop is scrubbed on the main thread.
  ///   - reportsTransitionProgress: Whether someone reads the transition's progress.
  /// - Returns: Whether the display link runs.
  package func needsDisplayLink(backdropScrubs: Bool, reportsTransitionProgress: Bool) -> Bool {
    needsDisplayLink(backdropScrubs: backdropScrubs) || (isRunning && reportsTransitionProgress)
  }
}
