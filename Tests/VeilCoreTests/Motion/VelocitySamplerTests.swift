import Testing
import VeilTestSupport

@testable import VeilCore

@Suite struct VelocitySamplerTests {
  typealias F = MotionFixtures

  /// A drag at a constant 625 pt/s down and -300 pt/s across, sampled at 60 Hz.
  private static func steadyDrag(
    count: Int, from start: Double = 0, interval: Double = 1.0 / 60
  ) -> [VelocitySampler.Sample] {
    (0..<count).map { index in
      let time = start + Double(index) * interval
      return VelocitySampler.Sample(
        time: time, position: Vector(x: 50 - 300 * (time - start), y: 100 + 625 * (time - start)))
    }
  }

  @Test func aSteadyDragGivesItsVelocity() {
    // Exact by construction: a straight line is its own least-squares fit; tolerance 1e-6 pt/s.
    var sampler = VelocitySampler()
    for sample in Self.steadyDrag(count: 10) { sampler.add(sample.position, at: sample.time) }
    F.expectNear(sampler.velocity.x, -300, within: 1e-6)
    F.expectNear(sampler.velocity.y, 625, within: 1e-6)
  }

  @Test func theDocumentedExample() {
    var sampler = VelocitySampler()
    sampler.add(Vector(x: 0, y: 100), at: 0)
    sampler.add(Vector(x: 0, y: 110), at: 0.016)
    sampler.add(Vector(x: 0, y: 120), at: 0.032)
    // 10 pt every 16 ms: 625 pt/s.
    F.expectNear(sampler.velocity.y, 625, within: 1e-9)
    #expect(sampler.velocity(at: 0.5) == .zero)
  }

  @Test func needsTwoSamples() {
    var sampler = VelocitySampler()
    #expect(sampler.isEmpty)
    #expect(sampler.velocity == .zero)
    sampler.add(Vector(x: 3, y: 4), at: 1)
    #expect(!sampler.isEmpty)
    #expect(sampler.velocity == .zero)
  }

  @Test func aDuplicateTimestampReplacesTheSample() {
    var sampler = VelocitySampler()
    sampler.add(Vector(x: 0, y: 0), at: 0)
    sampler.add(Vector(x: 0, y: 999), at: 0.01)  // superseded below
    sampler.add(Vector(x: 0, y: 10), at: 0.01)
    #expect(sampler.samples.count == 2)
    F.expectNear(sampler.velocity.y, 1_000, within: 1e-9)
  }

  @Test func outOfOrderSamplesGiveTheSameVelocity() {
    let drag = Self.steadyDrag(count: 6)
    var inOrder = VelocitySampler()
    for sample in drag { inOrder.add(sample.position, at: sample.time) }
    var shuffled = VelocitySampler()
    for index in [2, 0, 5, 1, 4, 3] { shuffled.add(drag[index].position, at: drag[index].time) }
    #expect(shuffled == inOrder)
    #expect(shuffled.samples.map(\.time) == drag.map(\.time))
    F.expectNear(shuffled.velocity.y, 625, within: 1e-6)
  }

  @Test func onlyTheWindowCounts() {
    // A slow start (100 pt/s for a second) then a fast flick (2 000 pt/s for 100 ms): only the
    // flick is within the 100 ms window, so the velocity is the flick's; exact, tolerance 1e-6.
    var sampler = VelocitySampler()
    var time = 0.0
    var y = 0.0
    while time < 1 {
      sampler.add(Vector(x: 0, y: y), at: time)
      time += 0.01
      y += 1
    }
    let flickStart = time
    for step in 0...10 {
      let t = flickStart + Double(step) * 0.01
      sampler.add(Vector(x: 0, y: y + 2_000 * (t - flickStart)), at: t)
    }
    F.expectNear(sampler.velocity.y, 2_000, within: 1e-6)
    #expect(
      sampler.samples.allSatisfy {
        $0.time >= sampler.samples[sampler.samples.count - 1].time - 0.1
      })
    // A sample older than the window is ignored.
    let before = sampler
    sampler.add(Vector(x: 0, y: -5_000), at: flickStart - 0.5)
    #expect(sampler == before)
  }

  @Test func storageIsBounded() {
    // 240 Hz for two seconds: never more than `capacity` samples kept.
    var sampler = VelocitySampler()
    for sample in Self.steadyDrag(count: 480, interval: 1.0 / 240) {
      sampler.add(sample.position, at: sample.time)
      #expect(sampler.samples.count <= VelocitySampler.capacity)
    }
    F.expectNear(sampler.velocity.y, 625, within: 1e-6)
    // A shorter window keeps fewer.
    var short = VelocitySampler(window: 0.02)
    for sample in Self.steadyDrag(count: 100, interval: 1.0 / 240) {
      short.add(sample.position, at: sample.time)
    }
    #expect(short.samples.count == 5)  // 0, 1/240, …, 4/240 s back: within 20 ms
    short.removeAll()
    #expect(short.isEmpty)
  }

  @Test func aFingerThatRestedBeforeLiftingHasNoVelocity() {
    var sampler = VelocitySampler()
    for sample in Self.steadyDrag(count: 10) { sampler.add(sample.position, at: sample.time) }
    let lastTime = Self.steadyDrag(count: 10)[9].time
    #expect(sampler.velocity(at: lastTime + 0.2) == .zero)
    // Samples after the asked time do not count either.
    #expect(sampler.velocity(at: 0) == .zero)
  }

  @Test func speedIsClampedKeepingTheDirection() {
    // 3 and 4 pt apart in 10 µs: 500 000 pt/s, clamped to 100 000 along (0.6, 0.8).
    var sampler = VelocitySampler()
    sampler.add(Vector(x: 0, y: 0), at: 0)
    sampler.add(Vector(x: 3, y: 4), at: 0.000_01)
    F.expectNear(sampler.velocity.x, 60_000, within: 1e-6)
    F.expectNear(sampler.velocity.y, 80_000, within: 1e-6)
    // Absurd inputs: positions clamp to ±10¹², and a slope that overflows reads as the fastest
    // speed in its direction, not as zero.
    var extreme = VelocitySampler()
    extreme.add(Vector(x: 0, y: -1e308), at: 0)
    extreme.add(Vector(x: 0, y: 1e308), at: 1e-300)
    #expect(extreme.samples.map(\.position.y) == [-1e12, 1e12])
    F.expectNear(extreme.velocity.y, 100_000, within: 1e-6)
    #expect(extreme.velocity.x == 0)
  }

  // MARK: - Bad input

  @Test(arguments: F.badNumbers)
  func badTimesAreIgnoredAndBadWindowsClamp(bad: Double) {
    var sampler = VelocitySampler()
    sampler.add(Vector(x: 0, y: 0), at: 0)
    sampler.add(Vector(x: 0, y: 10), at: 0.01)
    let before = sampler
    sampler.add(Vector(x: 0, y: 1_000), at: bad)
    if bad.isFinite {
      // A finite time is a real (if early) sample: within the window it is kept, else ignored.
      #expect(sampler.velocity.y.isFinite)
    } else {
      #expect(sampler == before)
    }
    #expect(sampler.velocity(at: bad).y.isFinite)
    if bad.isNaN { #expect(sampler.velocity(at: bad) == .zero) }
    let window = VelocitySampler(window: bad).window
    #expect(window == 0.1)
    #expect(VelocitySampler(window: 5).window == 1)
  }
}
