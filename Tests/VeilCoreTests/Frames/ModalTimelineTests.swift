import Testing
import VeilTestSupport

@testable import VeilCore

@Suite struct ModalTimelineTests {
  static let phone = ModalContainer(size: Size(width: 390, height: 844))

  @Test func coverAtSixtyFramesPerSecond() {
    let timeline = ModalTimeline(style: .cover, phase: .presenting, container: Self.phone)
    // 0.2 s at 60 fps: 12 intervals, 13 samples, the last exactly at 0.2 s.
    #expect(timeline.count == 13)
    #expect(timeline.first?.time == 0)
    #expect(timeline.last?.time == 0.2)
    FrameExpect.close(timeline[6].time, 0.1)
    FrameExpect.close(timeline[6].frame.contentOpacity, 0.5, tolerance: 1e-6)
    #expect(timeline.last?.frame == FrameSampler(style: .cover, container: Self.phone).restingFrame)
  }

  @Test func samplesAreTheSamplersFrames() {
    let timeline = ModalTimeline(
      style: .testSheet, phase: .dismissing(.drag(.bottom)), container: Self.phone, frameRate: 30)
    let sampler = FrameSampler(style: .testSheet, container: Self.phone)
    for sample in timeline {
      #expect(sample.frame == sampler.frame(.dismissing(.drag(.bottom)), at: sample.time))
    }
    // A spring samples until it has settled.
    #expect(timeline.duration == ModalStyle.testSheet.removalAnimation.settlingDuration)
    let times = timeline.map(\.time)
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
  }

  @Test func durationsThatAreNotAMultipleOfTheFrameIntervalEndExactly() {
    let timeline = ModalTimeline(
      style: .cover, phase: .presenting, container: Self.phone, frameRate: 60, duration: 0.105)
    #expect(timeline.count == 8)  // 0, 1/60 … 6/60 = 0.1, then 0.105
    #expect(timeline[6].time < timeline[7].time)
    #expect(timeline[7].time == 0.105)
  }

  @Test(arguments: [Double.nan, 0, -30, -.infinity, .infinity, 1e9])
  func badFrameRatesAreClamped(frameRate: Double) {
    let timeline = ModalTimeline(
      style: .cover, phase: .presenting, container: Self.phone, frameRate: frameRate)
    let expected = frameRate.isFinite && frameRate > 60 ? ModalTimeline.maximumFrameRate : 60
    #expect(timeline.frameRate == expected)
    #expect(timeline.last?.time == 0.2)
  }

  @Test(arguments: [(Double.nan, 0.2), (-1, 0.2), (0, 0), (1e9, 60), (.infinity, 60)])
  func badDurationsAreClamped(duration: Double, kept: Double) {
    let timeline = ModalTimeline(
      style: .cover, phase: .presenting, container: Self.phone, frameRate: 10,
      duration: duration)
    #expect(timeline.duration == kept)
    #expect(timeline.count == Int((kept * 10).rounded(.up)) + 1)
    #expect(timeline.last?.time == kept)
    FrameExpect.valid(timeline[timeline.count - 1].frame)
  }

  @Test func reduceMotionAndVelocityReachTheSampler() {
    let timeline = ModalTimeline(
      style: .fullScreen, phase: .presenting, container: Self.phone, initialVelocity: .nan,
      reduceMotion: true)
    #expect(timeline.initialVelocity == 0)
    #expect(timeline.allSatisfy { $0.frame.offset == .zero })
  }
}
