import Testing
import VeilCore

@testable import VeilDecisions

/// Pins when a motion begins (finding N2 of the second review): Core Animation stamps the
/// begin time at the commit, so a busy main thread before it delays the motion instead of
/// cutting its start.
@Suite struct MotionPlaybackRunN2Tests {
  // MARK: - N2: the begin time is the commit's

  /// A run fed "started at 10", "committed at 10.1" (the main thread was busy for 100 ms),
  /// "asked at t'": the motion is 0 s in until the commit, and counts from the commit after.
  @Test func test_N2_elapsedCountsFromTheCommitNotFromTheStart() throws {
    var run = MotionPlaybackRun(playback: .renderServer, from: 0, to: 1)
    // The animations are added with a begin time of 0: Core Animation stamps the commit's.
    #expect(run.start() == .atCommit)
    #expect(run.elapsed(at: 10.05) == 0)
    #expect(run.remaining(0.5, at: 10.05) == nil, "no timer before the begin time is known")
    #expect(run.needsDisplayLink(backdropScrubs: false), "a refresh reads the begin time back")
    // A refresh before the commit: its animations still have no begin time.
    let early = run.tick(at: 10.06, layersBeginTime: 0)
    #expect(early.elapsed == nil && !early.learntBeginTime)
    // The first refresh after the commit reads the begin time back.
    let first = run.tick(at: 10.116, layersBeginTime: 10.1)
    #expect(first.learntBeginTime)
    #expect(abs(try #require(first.elapsed) - 0.016) < 1e-9)
    #expect(abs(run.elapsed(at: 10.2) - 0.1) < 1e-9)
    #expect(abs(try #require(run.remaining(0.5, at: 10.2)) - 0.4) < 1e-9)
    let later = run.tick(at: 10.133, layersBeginTime: 10.1)
    #expect(!later.learntBeginTime)
    #expect(!run.needsDisplayLink(backdropScrubs: false), "the render server plays alone")
  }

  /// The display link plays from its first refresh: the frame it shows first is the plan's
  /// first, however long the main thread was busy before.
  @Test func test_N2_theDisplayLinkBeginsAtItsFirstRefresh() throws {
    var run = MotionPlaybackRun(playback: .framePump(.resizesContent), from: 0, to: 1)
    _ = run.start()
    let first = run.tick(at: 10.3, layersBeginTime: nil)
    #expect(first.learntBeginTime && first.elapsed == 0)
    #expect(abs(try #require(run.tick(at: 10.35, layersBeginTime: nil).elapsed) - 0.05) < 1e-9)
    // Layers that play nothing have nothing to read back either.
    var still = MotionPlaybackRun(playback: .renderServer, from: 0, to: 1)
    _ = still.start()
    #expect(still.tick(at: 10.2, layersBeginTime: nil).elapsed == 0)
  }

  /// A commit that never stamps a begin time (an animation removed before it) does not hold
  /// the motion for ever: after a few refreshes the refresh's time stands in.
  @Test func test_N2_aBeginTimeNeverStampedFallsBackToTheRefresh() {
    var run = MotionPlaybackRun(playback: .renderServer, from: 0, to: 1)
    _ = run.start()
    for step in 1...MotionPlaybackRun.maximumTicksBeforeCommit {
      #expect(run.tick(at: 10 + Double(step) / 60, layersBeginTime: 0).elapsed == nil)
    }
    let late = run.tick(at: 10.1, layersBeginTime: 0)
    #expect(late.learntBeginTime && late.elapsed == 0)
  }

  /// A handoff before the commit keeps waiting for it (its animations are stamped at the
  /// commit); one after it begins at once, so the new plan takes over from where the render
  /// server is at that moment.
  @Test func test_N2_aHandoffBeginsAtTheCommitOnlyBeforeTheFirstOne() {
    var run = MotionPlaybackRun(playback: .renderServer, from: 0, to: 1)
    _ = run.start()
    #expect(run.handOff(at: 10.01, towards: 0) { .renderServer }.begin == .atCommit)
    #expect(run.beginTime == nil)
    _ = run.tick(at: 10.05, layersBeginTime: 10.04)
    #expect(run.handOff(at: 10.2, towards: 1) { .renderServer }.begin == .at(10.2))
    #expect(run.beginTime == 10.2)
  }
}
