import Testing
import VeilCore

@testable import VeilDecisions

/// The motion player's timers and the frames it settles on at a cancel and at the end.
@Suite struct MotionPlaybackRunSettlingTests {
  @Test func noTimerIsSetBeforeTheBeginTimeIsKnown() {
    var run = MotionPlaybackRun(playback: .renderServer, from: 0, to: 1)
    _ = run.start()
    run.playing(addsLayerAnimations: false)
    #expect(run.deadlines(at: 10, logicalDuration: 0.3, planDuration: 0.5).isEmpty)
  }

  @Test func theLogicalDurationIsSetOncePerStartAndCountsFromTheBeginTime() {
    var run = MotionPlaybackRun(playback: .renderServer, from: 0, to: 1)
    _ = run.start()
    run.playing(addsLayerAnimations: true)
    _ = run.tick(at: 10.1, layersBeginTime: 10)
    let due = run.deadlines(at: 10.1, logicalDuration: 0.3, planDuration: 0.5)
    #expect(due.count == 1)
    guard case .logicalDuration(let delay) = due.first else {
      Issue.record("expected the logical duration, got \(due)")
      return
    }
    #expect(abs(delay - 0.2) < 1e-9)
    // A handoff does not set it again.
    _ = run.handOff(at: 10.2, towards: 0) { .renderServer }
    run.playing(addsLayerAnimations: true)
    #expect(run.deadlines(at: 10.2, logicalDuration: 0.3, planDuration: 0.5).isEmpty)
    // A new start does.
    run.stop()
    _ = run.start()
    _ = run.tick(at: 11, layersBeginTime: nil)
    #expect(run.deadlines(at: 11, logicalDuration: 0.3, planDuration: 0.5).count == 1)
  }

  @Test func aPlanWithoutLayerAnimationsEndsByATimerOnce() {
    var run = MotionPlaybackRun(playback: .renderServer, from: 0, to: 1)
    _ = run.start()
    run.playing(addsLayerAnimations: false)
    #expect(run.endsByTimer)
    _ = run.tick(at: 10, layersBeginTime: nil)
    let due = run.deadlines(at: 10, logicalDuration: 0.3, planDuration: 0.5)
    #expect(due.contains(.planEnd(after: 0.5, generation: run.generation)))
    #expect(
      !run.deadlines(at: 10.1, logicalDuration: 0.3, planDuration: 0.5).contains {
        if case .planEnd = $0 { true } else { false }
      })
  }

  @Test func theDisplayLinkEndsItsOwnPlan() {
    var run = MotionPlaybackRun(playback: .framePump(.resizesContent), from: 0, to: 1)
    _ = run.start()
    run.playing(addsLayerAnimations: false)
    #expect(!run.endsByTimer)
  }

  @Test func aCancelKeepsWhatTheRenderServerShowsOrTheDisplayLinksFrame() {
    let (path, plan) = MotionPlaybackRunTests.presentation(.card)
    let template = path.frame(at: .infinity)
    var run = MotionPlaybackRun(playback: .renderServer, from: 0, to: 1)
    _ = run.start()
    _ = run.tick(at: 10, layersBeginTime: 10)
    let source = run.source(at: 10.1, hasPresentationLayers: false)
    let state = MotionPlaybackRun.onScreen(plan, from: source) { [:] }
    let kept = run.cancelledFrame(at: source, onScreen: state, path: path, template: template)
    for (field, motion) in state {
      #expect(abs(field.value(in: kept) - motion.value) < 1e-9, "\(field)")
    }
    let pumped = MotionPlaybackRun(playback: .framePump(.resizesContent), from: 0, to: 1)
    let shown = pumped.cancelledFrame(
      at: .plan(elapsed: 0.1), onScreen: state, path: path, template: template)
    #expect(shown == path.frame(at: 0.1))
  }

  @Test func theEndIsThePlansLastFrameOrThePathsEnd() {
    let (path, plan) = MotionPlaybackRunTests.presentation(.card)
    let template = path.frame(at: .infinity)
    let run = MotionPlaybackRun(playback: .renderServer, from: 0, to: 1)
    #expect(
      run.endFrame(of: plan, path: path, template: template)
        == plan.finalFrame(template: template))
    let pumped = MotionPlaybackRun(playback: .framePump(.resizesContent), from: 0, to: 1)
    #expect(pumped.endFrame(of: plan, path: path, template: template) == path.frame(at: .infinity))
  }
}
