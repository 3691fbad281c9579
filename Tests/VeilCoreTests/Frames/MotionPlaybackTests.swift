import Testing
import VeilTestSupport

@testable import VeilCore

/// Where a motion plays (render server or frame pump), and a custom transition that slides its
/// rectangle played back on the render server.
@Suite struct MotionPlaybackTests {
  static let phone = Size(width: 393, height: 852)
  static let phases: [ModalTransition.Phase] = [.presenting, .dismissing]

  /// The path of `phase` of `sampler`, as the iOS layer plans a transition.
  static func path(_ sampler: FrameSampler, _ phase: ModalTransition.Phase) -> MotionPath {
    MotionPath(
      frame: { sampler.frame(phase, fractionComplete: $0) },
      progress: ProgressMotion(
        from: 0, to: 1, animation: sampler.animation(for: phase), initialVelocity: 0))
  }

  static func sampler(_ style: ModalStyle, reduceMotion: Bool = false) -> FrameSampler {
    FrameSampler(style: style, container: ModalContainer(size: phone), reduceMotion: reduceMotion)
  }

  // MARK: - The decision

  @Test(arguments: ModalStyle.builtIns.map { $0.name })
  func everyBuiltInPlaysOnTheRenderServer(name: String) throws {
    let builtIn = try #require(ModalStyle.builtIn(named: name))
    for reduceMotion in [false, true] {
      let sampler = Self.sampler(builtIn.style, reduceMotion: reduceMotion)
      for phase in Self.phases {
        let playback = Self.path(sampler, phase).playback(template: sampler.restingFrame)
        #expect(playback == .renderServer, "\(name) \(phase) reduceMotion \(reduceMotion)")
      }
    }
  }

  /// Custom transitions and where they play: moving the rectangle stays on the render server,
  /// resizing it, changing the container or the rounded corners needs the frame pump.
  static let customCases: [(String, ModalTransition, MotionPlayback)] = [
    (
      "fields only",
      .custom("fields") { progress, frame in
        frame.contentOpacity *= progress
        frame.offset.y += (1 - progress) * 60
      },
      .renderServer
    ),
    (
      "slides its rectangle",
      .custom("slide") { progress, frame in frame.contentRect.x += (1 - progress) * 200 },
      .renderServer
    ),
    (
      "grows its rectangle",
      .custom("grow") { progress, frame in frame.contentRect.width *= 0.5 + progress / 2 },
      .framePump(.resizesContent)
    ),
    (
      "changes the container",
      .custom("container") { progress, frame in
        frame.containerSize.height += (1 - progress) * 10
      },
      .framePump(.changesContainer)
    ),
    (
      "rounds other corners",
      .custom("corners") { progress, frame in
        if progress < 1 { frame.roundedCorners = .top }
      },
      .framePump(.changesCorners)
    ),
    (
      // Only the spring's overshoot (progress above 1) resizes: the start, the middle and the
      // end alone would not show it.
      "resizes in the overshoot",
      .custom("overshoot") { progress, frame in
        frame.contentRect.height += Swift.max(0, progress - 1) * 400
      },
      .framePump(.resizesContent)
    ),
  ]

  @Test(arguments: customCases.indices)
  func customTransitionsPlayWhereTheirLayoutAllows(index: Int) {
    let (name, transition, expected) = Self.customCases[index]
    let style = ModalStyle.card.transition(transition)
      .animation(.spring(response: 0.45, dampingRatio: 0.5))
    let sampler = Self.sampler(style)
    let playback = Self.path(sampler, .presenting).playback(template: sampler.restingFrame)
    #expect(playback == expected, "\(name)")
    #expect(playback.isRenderServer == (expected == .renderServer))
    // The iOS layer decides on the path with any move carried in the offset: the same answer.
    let carried = Self.path(sampler, .presenting).carryingRectangleInOffset(
      template: sampler.restingFrame)
    #expect(carried.playback(template: sampler.restingFrame) == expected, "\(name) carried")
  }

  /// A reversal's spring can reach frames the start did not: the decision is made again for
  /// the handed-off path, which the iOS layer then plays on the display link.
  @Test func aReversalsOvershootIsDecidedAgain() {
    let growsBelowZero = ModalTransition.custom("below") { progress, frame in
      frame.contentRect.height += Swift.max(0, -progress) * 400
    }
    let style = ModalStyle.card.transition(growsBelowZero).animation(.easeOut(duration: 0.3))
    let sampler = Self.sampler(style)
    let path = Self.path(sampler, .presenting)
    #expect(path.playback(template: sampler.restingFrame) == .renderServer)
    let reversal = ModalMotionPlan.handoffPath(
      from: [:], along: path.frame, progress: 0.6, progressVelocity: 2, target: 0,
      animation: .spring(response: 0.4, dampingRatio: 0.4))
    #expect(reversal.playback(template: sampler.restingFrame) == .framePump(.resizesContent))
  }

  @Test func aFrameReportsTheFirstReason() {
    let template = ModalFrame(
      container: Self.phone, contentRect: Rect(x: 20, y: 300, width: 353, height: 260))
    var frame = template
    #expect(frame.framePumpReason(over: template) == nil)
    frame.contentRect.x += 40
    #expect(frame.framePumpReason(over: template) == nil)
    frame.roundedCorners = .top
    #expect(frame.framePumpReason(over: template) == .changesCorners)
    frame.contentRect.height = 100
    #expect(frame.framePumpReason(over: template) == .resizesContent)
    frame.containerSize = Size(width: 852, height: 393)
    #expect(frame.framePumpReason(over: template) == .changesContainer)
  }

  // MARK: - Carrying a moved rectangle in the offset

  @Test(arguments: [
    (Vector(x: 0, y: 0), Vector(x: 0, y: 0), 1.0, 0.0),
    (Vector(x: 120, y: -40), Vector(x: 0, y: 0), 1.0, 0.0),
    (Vector(x: -75.5, y: 300), Vector(x: 12, y: -8), 0.8, 0.0),
    (Vector(x: 30, y: 10), Vector(x: -5, y: 20), 1.3, 40.0),
  ])
  func aMovedRectangleHasTheSameGeometryInTheOffset(
    move: Vector, offset: Vector, scale: Double, rotation: Double
  ) {
    let template = ModalFrame(
      container: Self.phone, contentRect: Rect(x: 20, y: 300, width: 353, height: 260))
    var frame = template
    frame.contentRect.x += move.x
    frame.contentRect.y += move.y
    frame.offset = offset
    frame.contentScale = scale
    frame.rotationY = rotation
    let carried = frame.carryingRectangleInOffset(template: template)
    #expect(carried.contentRect == template.contentRect)
    #expect(carried.offset == Vector(x: offset.x + move.x, y: offset.y + move.y))
    for isRightToLeft in [false, true] {
      let original = LayerGeometry(
        frame: frame, restingRect: template.contentRect, isRightToLeft: isRightToLeft)
      let moved = LayerGeometry(
        frame: carried, restingRect: template.contentRect, isRightToLeft: isRightToLeft)
      #expect(original == moved, "right to left: \(isRightToLeft)")
      // What an interruption reads back from the layer is the carried offset.
      let read = moved.transform.motionValues(isRightToLeft: isRightToLeft)
      #expect(abs(read.offset.x - carried.offset.x) < 1e-9)
      #expect(abs(read.offset.y - carried.offset.y) < 1e-9)
    }
  }

  @Test func aResizedFrameIsNotCarried() {
    let template = ModalFrame(
      container: Self.phone, contentRect: Rect(x: 20, y: 300, width: 353, height: 260))
    var frame = template
    frame.contentRect = Rect(x: 60, y: 200, width: 200, height: 260)
    #expect(frame.carryingRectangleInOffset(template: template) == frame)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300])
  func aBadDisplacementStaysFinite(value: Double) {
    let template = ModalFrame(
      container: Self.phone, contentRect: Rect(x: 20, y: 300, width: 353, height: 260))
    var frame = template
    frame.contentRect.x = value
    frame.contentRect.y = value
    frame.offset = Vector(x: 1e12, y: -1e12)
    let carried = frame.carryingRectangleInOffset(template: template)
    #expect(carried.offset.x.isFinite && carried.offset.y.isFinite)
    #expect(abs(carried.offset.x) <= 1e12 && abs(carried.offset.y) <= 1e12)
    #expect(carried.contentRect == template.contentRect)
  }

  @Test(arguments: [Double.nan, .infinity, -1, 0])
  func aBadDurationStillDecides(duration: Double) {
    let style = ModalStyle.card.transition(Self.slide).animation(.easeOut(duration: duration))
    let sampler = Self.sampler(style)
    for phase in Self.phases {
      let playback = Self.path(sampler, phase).playback(template: sampler.restingFrame)
      #expect(playback == .renderServer)
    }
  }

  // MARK: - Playing a slide back

  /// A custom transition that slides its rectangle in from the trailing side and up from
  /// below along a curve (not linear in progress), fading in, on top of an offset.
  static let slide = ModalTransition.custom("slide") { progress, frame in
    frame.contentRect.x += (1 - progress) * 240
    frame.contentRect.y += (1 - progress) * (1 - progress) * 90
    frame.contentOpacity *= progress
  }
  .combined(with: .offset(y: 40))

  /// Where the content's centre is on screen, in UIKit's coordinates, and its scale.
  static func onScreen(_ frame: ModalFrame, rest: Rect, isRightToLeft: Bool) -> (Vector, Double) {
    let geometry = LayerGeometry(frame: frame, restingRect: rest, isRightToLeft: isRightToLeft)
    return (
      Vector(
        x: geometry.center.x + geometry.transform.m41,
        y: geometry.center.y + geometry.transform.m42),
      geometry.transform.m11
    )
  }

  /// The worst distance between where `plan`, played back as Core Animation plays it over
  /// `sampler`'s resting frame, and the sampler itself put the content's centre, at every
  /// 1/240 s and past the end.
  static func worstMiss(
    _ plan: ModalMotionPlan, _ sampler: FrameSampler, _ phase: ModalTransition.Phase,
    isRightToLeft: Bool
  ) -> (position: Double, scale: Double, opacity: Double) {
    let template = sampler.restingFrame
    var worst = (position: 0.0, scale: 0.0, opacity: 0.0)
    let steps = Int((plan.duration * 240).rounded(.up)) + 2
    for step in 0...steps {
      let time = Double(step) / 240
      var played = template
      for track in plan.tracks {
        track.field.set(CoreAnimationPlayback.value(track, at: time), in: &played)
      }
      let truth =
        time >= plan.duration
        ? sampler.frame(phase, fractionComplete: 1) : sampler.frame(phase, at: time)
      let (playedCentre, playedScale) = onScreen(
        played, rest: template.contentRect, isRightToLeft: isRightToLeft)
      let (trueCentre, trueScale) = onScreen(
        truth, rest: template.contentRect, isRightToLeft: isRightToLeft)
      let distance = Swift.max(
        abs(playedCentre.x - trueCentre.x), abs(playedCentre.y - trueCentre.y))
      worst.position = Swift.max(worst.position, distance)
      worst.scale = Swift.max(worst.scale, abs(playedScale - trueScale))
      worst.opacity = Swift.max(
        worst.opacity, abs(played.contentOpacity - truth.contentOpacity))
    }
    return worst
  }

  @Test(arguments: [
    ModalAnimation.spring(response: 0.45, dampingRatio: 0.6), .easeInOut(duration: 0.35),
  ])
  func aSlidingCustomTransitionPlaysWhereTheSamplerPutsIt(animation: ModalAnimation) {
    let style = ModalStyle.card.transition(Self.slide).animation(animation)
    let sampler = Self.sampler(style)
    let template = sampler.restingFrame
    for phase in Self.phases {
      let path = Self.path(sampler, phase)
      #expect(path.playback(template: template) == .renderServer)
      let plan = ModalMotionPlan.build(path.carryingRectangleInOffset(template: template))
      for isRightToLeft in [false, true] {
        let miss = Self.worstMiss(plan, sampler, phase, isRightToLeft: isRightToLeft)
        let name = "\(phase) right to left: \(isRightToLeft)"
        #expect(miss.position <= 0.25, "\(name): \(miss.position) pt")
        #expect(miss.scale <= 0.002, "\(name): scale \(miss.scale)")
        #expect(miss.opacity <= 0.002, "\(name): opacity \(miss.opacity)")
      }
      // The plan of the frames as they are, over the resting layout, misses by the slide: the
      // check above sees a rectangle the offset does not carry.
      let uncarried = ModalMotionPlan.build(path)
      let miss = Self.worstMiss(uncarried, sampler, phase, isRightToLeft: false)
      #expect(miss.position > 100, "\(phase) uncarried: \(miss.position) pt")
    }
  }
}
