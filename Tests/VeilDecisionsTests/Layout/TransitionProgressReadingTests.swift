import Testing

@testable import VeilCore
@testable import VeilDecisions

/// How the iOS layer reads a transition's motion as the progress the content sees (features
/// D2): a presentation and a dismissal by their phase, a dismissal that continues a released
/// drag by the backdrop's strength, which the drag already lowered.
@Suite struct TransitionProgressReadingTests {
  @Test func aPresentationAndADismissalReadTheirPhase() {
    #expect(
      PresentationLayout.transitionProgressReading(presenting: true, release: nil)
        == .phase(presenting: true))
    #expect(
      PresentationLayout.transitionProgressReading(presenting: false, release: nil)
        == .phase(presenting: false))
  }

  @Test func aDismissalThatContinuesADragReadsTheBackdrop() throws {
    let drag = try #require(ModalStyle.drawer.dragToDismiss)
    let size = Size(width: 390, height: 844)
    let released = DragSession.Released(
      release: drag.release(translation: Vector(x: -200, y: 0), velocity: .zero, in: size),
      backdropStrength: 0.375)
    #expect(
      PresentationLayout.transitionProgressReading(presenting: false, release: released)
        == .backdropStrength)
    // A pending release never changes how a presentation reads.
    #expect(
      PresentationLayout.transitionProgressReading(presenting: true, release: released)
        == .phase(presenting: true))
  }
}

/// When the motion player's display link runs for the transition's progress (features D2): on
/// every refresh while a render-server motion runs and someone reads the progress, never when
/// nobody does, and never once the motion has stopped.
@Suite struct TransitionProgressSamplingTests {
  @Test func theDisplayLinkSamplesOnlyForAReaderWhileTheMotionRuns() {
    var run = MotionPlaybackRun(playback: .renderServer, from: 0, to: 1)
    #expect(!run.needsDisplayLink(backdropScrubs: false, reportsTransitionProgress: true))
    _ = run.start()
    _ = run.tick(at: 10.116, layersBeginTime: 10.1)
    // The begin time is known: the render server plays alone unless someone reads the progress.
    #expect(!run.needsDisplayLink(backdropScrubs: false, reportsTransitionProgress: false))
    #expect(run.needsDisplayLink(backdropScrubs: false, reportsTransitionProgress: true))
    run.stop()
    #expect(!run.needsDisplayLink(backdropScrubs: false, reportsTransitionProgress: true))
  }
}
