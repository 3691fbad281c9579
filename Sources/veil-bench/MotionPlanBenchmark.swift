import VeilCore

/// The cost of planning one transition for Core Animation (issue 16): what the iOS layer pays
/// once, on the main thread, when a presentation starts, before the render server plays it.
enum MotionPlanBenchmark {
  /// The planned presentation: the lightbox's, the longest built-in spring (about 0.8 s, so
  /// about 195 frames on the 1/240 s grid).
  static let style = ModalStyle.lightbox

  /// Times `ModalMotionPlan.build` of a whole presentation: sampling every field on the grid,
  /// simplifying the keyframes and checking the exact tracks.
  static func measurePlanBuild(
    container: ModalContainer, iterations: Int, runs: Int
  ) -> Measurement {
    let sampler = FrameSampler(style: style, container: container)
    return measure("plan.build", iterations: iterations, runs: runs) { index in
      // A velocity that varies a little per call, so that no plan can be reused.
      let plan = ModalMotionPlan.build(
        sampler, phase: .presenting, initialVelocity: Double(index & 7) * 1e-6)
      return plan.duration + Double(plan.tracks.count)
    }
  }
}
