import VeilCore

/// Samples `framesPerStyle` frames of every built-in style (both phases, and a drag), for a
/// heap profiler to count allocations: run it for 10 and for 10 000 frames, and equal
/// allocation totals prove that sampling a frame allocates nothing.
enum AllocationProbe {
  static func run(framesPerStyle: Int) -> Double {
    let container = BenchmarkReport.container
    let samplers = ModalStyle.builtIns.map { FrameSampler(style: $0.style, container: container) }
    var checksum = 0.0
    for sampler in samplers {
      for index in 0..<framesPerStyle {
        let time = Double(index) / 120
        let presenting = sampler.frame(.presenting, at: time)
        let dismissing = sampler.frame(.dismissing(.drag(.bottom)), at: time)
        let dragging = sampler.frame(dragging: Vector(x: 0, y: Double(index)))
        checksum += presenting.contentOpacity + dismissing.offset.y + dragging.backdropStrength
      }
    }
    return checksum
  }
}
