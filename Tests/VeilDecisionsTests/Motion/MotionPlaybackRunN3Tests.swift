import Testing
import VeilCore

@testable import VeilDecisions

/// Pins what an interruption starts from (finding N3 of the second review): before the
/// commit, the plan's own state, never the layers.
@Suite struct MotionPlaybackRunN3Tests {
  // MARK: - N3: an interruption before the commit

  /// Before the commit there is no presentation layer, and the model layer holds the plan's
  /// *end* frame: a handoff then starts from the plan's own state, never from the layers.
  @Test(arguments: MotionPlaybackRunTests.moving.map(\.name))
  func test_N3_aHandoffBeforeTheCommitStartsFromThePlansFirstFrame(name: String) throws {
    let builtIn = try #require(ModalStyle.builtIns.first { $0.name == name })
    let (_, plan) = MotionPlaybackRunTests.presentation(builtIn.style)
    let first = plan.state(at: 0)
    let last = plan.state(at: plan.duration)
    var run = MotionPlaybackRun(playback: .renderServer, from: 0, to: 1)
    _ = run.start()
    // Whether or not an earlier commit left a presentation layer, the new animations are not
    // in it yet.
    for hasPresentationLayers in [false, true] {
      let source = run.source(at: 10.01, hasPresentationLayers: hasPresentationLayers)
      var readLayers = false
      // The model layer: the plan's last frame.
      let states = MotionPlaybackRun.onScreen(plan, from: source) {
        readLayers = true
        return last.mapValues(\.value)
      }
      #expect(!readLayers, "\(builtIn.name): the layers are not read before the commit")
      for (field, state) in first {
        #expect(
          abs((states[field]?.value ?? .nan) - state.value) < 1e-9,
          "\(builtIn.name) \(field): starts from the first frame, not the last")
      }
    }
  }

  /// After the commit a handoff reads the presentation layers, unless there is none.
  @Test func test_N3_afterTheCommitTheLayersAreReadWhenThereAreAny() {
    var run = MotionPlaybackRun(playback: .renderServer, from: 0, to: 1)
    _ = run.start()
    _ = run.tick(at: 10.02, layersBeginTime: 10.01)
    let layers = run.source(at: 10.11, hasPresentationLayers: true)
    #expect(!layers.isPlan)
    #expect(abs(layers.elapsed - 0.1) < 1e-9)
    // Committed, but no presentation layer: the plan, never the model layer's end frame.
    let none = run.source(at: 10.11, hasPresentationLayers: false)
    #expect(none.isPlan)
    #expect(abs(none.elapsed - 0.1) < 1e-9)
    let pumped = MotionPlaybackRun(playback: .framePump(.resizesContent), from: 0, to: 1)
    #expect(pumped.source(at: 3, hasPresentationLayers: true).isPlan)
  }
}

extension MotionPlaybackRun.Source {
  fileprivate var isPlan: Bool {
    if case .plan = self { return true }
    return false
  }
}
