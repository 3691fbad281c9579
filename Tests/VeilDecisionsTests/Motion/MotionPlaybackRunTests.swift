import Testing
import VeilCore

@testable import VeilDecisions

/// Pins the motion player's decisions: which renderer plays a plan, when its animations begin,
/// how far in it is, and what an interruption starts from.
@Suite struct MotionPlaybackRunTests {
  static let container = ModalContainer(size: Size(width: 390, height: 844))

  /// The presentation of `style` and its plan.
  static func presentation(_ style: ModalStyle) -> (MotionPath, ModalMotionPlan) {
    let sampler = FrameSampler(style: style, container: container)
    let path = MotionPath(
      frame: { sampler.frame(.presenting, fractionComplete: $0) },
      progress: ProgressMotion(
        from: 0, to: 1, animation: sampler.animation(for: .presenting),
        initialVelocity: 0))
    return (path, ModalMotionPlan.build(path))
  }

  /// The built-in styles Veil moves (UIKit plays its sheet).
  static let moving: [ModalStyle.BuiltIn] = ModalStyle.builtIns.filter {
    guard case .modal = $0.kind else { return false }
    let (_, plan) = presentation($0.style)
    return plan.duration > 0 && plan.tracks.contains { !$0.isConstant }
  }

  // MARK: - The renderer

  @Test func theRenderServerPlaysWhatKeepsTheLayout() {
    let run = MotionPlaybackRun(playback: .renderServer, from: 0, to: 1)
    #expect(run.renderer == .renderServer)
    let pumped = MotionPlaybackRun(playback: .framePump(.resizesContent), from: 0, to: 1)
    #expect(pumped.renderer == .displayLink)
  }

  @Test func anInterruptionThatChangesTheLayoutMovesToTheDisplayLinkForGood() {
    var run = MotionPlaybackRun(playback: .renderServer, from: 0, to: 1)
    _ = run.start()
    _ = run.tick(at: 10.02, layersBeginTime: 10.01)
    let kept = run.handOff(at: 10.1, towards: 0) { .renderServer }
    #expect(!kept.switchesToDisplayLink)
    #expect(run.renderer == .renderServer)
    let switched = run.handOff(at: 10.2, towards: 1) { .framePump(.changesContainer) }
    #expect(switched.switchesToDisplayLink)
    #expect(run.renderer == .displayLink)
    // Once on the display link, the next plan's playback is not even asked.
    var asked = false
    let again = run.handOff(at: 10.3, towards: 0) {
      asked = true
      return .renderServer
    }
    #expect(!again.switchesToDisplayLink && !asked)
    #expect(run.renderer == .displayLink)
  }

  @Test func theDisplayLinkRunsToPumpToScrubOrToWaitForTheBeginTime() {
    var pumped = MotionPlaybackRun(playback: .framePump(.resizesContent), from: 0, to: 1)
    #expect(!pumped.needsDisplayLink(backdropScrubs: false))
    _ = pumped.start()
    #expect(pumped.needsDisplayLink(backdropScrubs: false))
    var layers = MotionPlaybackRun(playback: .renderServer, from: 0, to: 1)
    _ = layers.start()
    #expect(layers.needsDisplayLink(backdropScrubs: true))
    _ = layers.tick(at: 1.02, layersBeginTime: 1.01)
    #expect(!layers.needsDisplayLink(backdropScrubs: false))
    layers.stop()
    #expect(!layers.needsDisplayLink(backdropScrubs: true))
  }

  // MARK: - Generations and targets

  @Test func onlyTheRunningPlansCompletionEndsTheMotion() {
    var run = MotionPlaybackRun(playback: .renderServer, from: 0, to: 1)
    #expect(run.start() != nil)
    #expect(run.start() == nil)
    let first = run.generation
    #expect(run.isCurrent(first))
    _ = run.handOff(at: 5.1, towards: 0) { .renderServer }
    #expect(!run.isCurrent(first))
    let second = run.generation
    #expect(run.isCurrent(second))
    run.stop()
    #expect(!run.isCurrent(second) && !run.isRunning)
  }

  @Test func aReversalTurnsBetweenTheOriginAndTheDestination() {
    var run = MotionPlaybackRun(playback: .renderServer, from: 0, to: 1)
    _ = run.start()
    #expect(run.endsAtDestination && run.reversedTarget == 0)
    _ = run.handOff(at: 0.1, towards: run.reversedTarget) { .renderServer }
    #expect(!run.endsAtDestination && run.reversedTarget == 1)
    _ = run.handOff(at: 0.2, towards: run.reversedTarget) { .renderServer }
    #expect(run.endsAtDestination && run.target == 1)
  }

  @Test func badTimesClamp() {
    var run = MotionPlaybackRun(playback: .renderServer, from: .nan, to: .infinity)
    #expect(run.origin == 0 && run.destination == 1)
    _ = run.start()
    _ = run.tick(at: 3.02, layersBeginTime: 3.01)
    #expect(run.elapsed(at: .nan) == 0)
    #expect(run.elapsed(at: 2) == 0)
    #expect(run.remaining(.nan, at: 3.5) == 0)
  }

  @Test func theLayersGiveValuesAndThePlanGivesVelocities() {
    let (_, plan) = Self.presentation(.card)
    let states = MotionPlaybackRun.onScreen(plan, from: .presentationLayers(elapsed: 0.05)) {
      [.contentOpacity: 0.25, .cornerRadius: 99]
    }
    let planned = plan.state(at: 0.05)
    #expect(states[.contentOpacity]?.value == 0.25)
    #expect(states[.contentOpacity]?.velocity == planned[.contentOpacity]?.velocity)
    #expect(states[.contentScale] == planned[.contentScale])
  }
}
