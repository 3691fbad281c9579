import Testing
import VeilTestSupport

@testable import VeilCore

@Suite struct FrameSamplerTests {
  static let phone = ModalContainer(
    size: Size(width: 390, height: 844), safeArea: Insets(top: 47, bottom: 34))

  /// A style whose numbers are easy to follow: linear over one second, sliding up 100 points
  /// and fading.
  static let linear = ModalStyle.custom(
    placement: .centered(.fixed(width: 200, height: 100)),
    transition: .opacity.combined(with: .offset(y: 100)),
    animation: .linear(duration: 1),
    cornerRadius: 12)

  @Test func restingFrameIsPlacedShownAndAtFullStrength() {
    let sampler = FrameSampler(style: Self.linear, container: Self.phone)
    let rest = sampler.restingFrame
    FrameExpect.rect(rest.contentRect, Rect(x: 95, y: 378.5, width: 200, height: 100))
    #expect(rest.containerSize == Self.phone.size)
    #expect(rest.cornerRadius == 12)
    #expect(rest.contentOpacity == 1 && rest.backdropStrength == 1 && rest.offset == .zero)
  }

  @Test(arguments: [(0.0, 0.0), (0.25, 0.25), (0.5, 0.5), (1.0, 1.0), (2.0, 1.0)])
  func presentingFollowsTheInsertionAnimation(time: Double, visible: Double) {
    let frame = FrameSampler(style: Self.linear, container: Self.phone)
      .frame(.presenting, at: time)
    FrameExpect.close(frame.contentOpacity, visible)
    FrameExpect.close(frame.offset.y, 100 * (1 - visible))
    FrameExpect.close(frame.backdropStrength, visible)
  }

  @Test(arguments: [(0.0, 1.0), (0.25, 0.75), (1.0, 0.0)])
  func dismissingRunsBackwardsUnderTheRemovalAnimation(time: Double, visible: Double) {
    let style = Self.linear.animation(
      insertion: .linear(duration: 1), removal: .linear(duration: 2))
    let frame = FrameSampler(style: style, container: Self.phone).frame(.dismissing, at: time * 2)
    FrameExpect.close(frame.contentOpacity, visible)
    FrameExpect.close(frame.backdropStrength, visible)
  }

  @Test func fractionCompleteMatchesTime() {
    let sampler = FrameSampler(style: .cover, container: Self.phone)
    let animation = sampler.animation(for: .presenting)
    for time in stride(from: 0.0, through: 0.2, by: 0.025) {
      #expect(
        sampler.frame(.presenting, at: time)
          == sampler.frame(.presenting, fractionComplete: animation.progress(at: time)))
    }
  }

  @Test func springOvershootMovesTheContentButNotTheBackdropPastFull() throws {
    let bouncy = ModalStyle.custom(
      transition: .scale(from: 0.5), animation: .spring(ModalSpring(duration: 0.5, bounce: 0.5)))
    let sampler = FrameSampler(style: bouncy, container: Self.phone)
    let peak = (1...100).map { sampler.frame(.presenting, at: Double($0) / 100) }
      .max { $0.contentScale < $1.contentScale }
    let frame = try #require(peak)
    #expect(frame.contentScale > 1)
    #expect(frame.backdropStrength == 1)
  }

  @Test func initialVelocityIsHandedToTheAnimation() {
    let style = ModalStyle.custom(transition: .offset(y: 100), animation: .spring(.smooth))
    let sampler = FrameSampler(style: style, container: Self.phone)
    let still = sampler.frame(.dismissing, at: 0.05)
    let flicked = sampler.frame(.dismissing, at: 0.05, initialVelocity: 5)
    #expect(flicked.offset.y > still.offset.y)
  }

  @Test func completionFollowsTheAnimations() {
    let sampler = FrameSampler(style: Self.linear, container: Self.phone)
    #expect(!sampler.isLogicallyComplete(.presenting, at: 0.99))
    #expect(sampler.isLogicallyComplete(.presenting, at: 1))
    #expect(!sampler.isFinished(.dismissing, at: .nan))
    #expect(sampler.isFinished(.dismissing, at: 1))
  }

  // MARK: Bad input

  @Test(arguments: [Double.nan, -1, -.infinity, .infinity, 1e300])
  func badTimesGiveTheEndFrames(time: Double) {
    let sampler = FrameSampler(style: Self.linear, container: Self.phone)
    let frame = sampler.frame(.presenting, at: time, initialVelocity: .nan)
    FrameExpect.valid(frame)
    let expected = time > 0 ? sampler.restingFrame : sampler.frame(.presenting, at: 0)
    #expect(frame == expected)
  }

  @Test func nanFractionCountsAsTheEnd() {
    let sampler = FrameSampler(style: Self.linear, container: Self.phone)
    #expect(sampler.frame(.presenting, fractionComplete: .nan) == sampler.restingFrame)
    #expect(sampler.frame(.dismissing, fractionComplete: .nan).contentOpacity == 0)
  }

  static let badContainers: [ModalContainer] = [
    ModalContainer(size: Size(width: -390, height: .nan)),
    ModalContainer(size: .zero),
    ModalContainer(
      size: Size(width: 390, height: 844), safeArea: Insets(all: 900), keyboardHeight: .infinity,
      fittingSize: Size(width: .nan, height: -3)),
  ]

  @Test(arguments: ModalStyle.builtIns.map(\.style) + [linear], badContainers)
  func badContainersGiveValidFrames(_ style: ModalStyle, _ container: ModalContainer) {
    let sampler = FrameSampler(style: style, container: container, reduceMotion: false)
    for time in [-1, 0, 0.1, 0.3, 1, Double.nan] {
      for phase in [ModalTransition.Phase.presenting, .dismissing(.drag(.trailing))] {
        FrameExpect.valid(sampler.frame(phase, at: time, initialVelocity: .infinity))
        FrameExpect.valid(sampler.frame(phase, fractionComplete: time * 3))
      }
    }
  }
}
