import Testing
import VeilCore

@testable import VeilDecisions

/// The paths the motion player plays: at a start (after an interrupted motion or not) and
/// after an interruption.
@Suite struct MotionPlaybackRunPathTests {
  @Test func aStartWithNothingInFlightPlaysThePathAsItIs() {
    let (path, _) = MotionPlaybackRunTests.presentation(.card)
    let template = path.frame(at: .infinity)
    let playing = MotionPlaybackRun.startingPath(path, template: template, inFlight: nil)
    for time in [0, 0.1, 0.2, 1] {
      #expect(playing.frame(at: time) == path.frame(at: time))
    }
  }

  /// A spring-back interrupted by a dismissal: the dismissal starts where the spring-back left
  /// the content, at its speed, and still ends at the dismissal's end.
  @Test func aStartAfterAnInterruptedMotionStartsFromWhatItLeft() throws {
    let (path, _) = MotionPlaybackRunTests.presentation(.card)
    let template = path.frame(at: .infinity)
    let inFlight: [MotionField: MotionState] = [
      .offsetY: MotionState(value: 40, velocity: -300),
      .contentOpacity: MotionState(value: 0.6, velocity: 1),
    ]
    let playing = MotionPlaybackRun.startingPath(path, template: template, inFlight: inFlight)
    let plan = ModalMotionPlan.build(playing)
    #expect(abs(try #require(plan.track(.offsetY)).value(at: 0) - 40) < 1e-6)
    #expect(abs(try #require(plan.track(.contentOpacity)).value(at: 0) - 0.6) < 1e-6)
    let end = playing.frame(at: .infinity)
    #expect(abs(end.offset.y - path.frame(at: .infinity).offset.y) < 1e-6)
  }

  /// A reversal 0.1 s in goes back from the running plan's progress at that time.
  @Test func aHandoffStartsAtTheRunningPlansProgress() throws {
    let (path, plan) = MotionPlaybackRunTests.presentation(.card)
    let state = plan.state(at: 0.1)
    let back = MotionPlaybackRun.handoffPath(
      from: state, running: path, plan: plan, at: 0.1, towards: 0, animation: .default)
    #expect(abs(back.progress.from - plan.progress.progress(at: 0.1)) < 1e-9)
    #expect(back.progress.to == 0)
    let next = ModalMotionPlan.build(back)
    for (field, motion) in state {
      guard let track = next.track(field) else { continue }
      #expect(abs(track.value(at: 0) - motion.value) < 1e-6, "\(field)")
    }
  }
}
