import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

/// A drag caught during a spring-back: the drag session takes over from what the render server
/// shows, and its release starts from the finger.
@Suite struct DragSessionHandoffTests {
  static let phone = Size(width: 393, height: 852)
  static let container = ModalContainer(size: phone)

  @Test func aDragCaughtDuringTheSpringBackStartsWhereTheContentIs() throws {
    let style = ModalStyle.lightbox
    let sampler = FrameSampler(style: style, container: Self.container)
    let configuration = try #require(style.dragToDismiss)
    // A drag of 40 pt released at rest springs back.
    var first = DragSession(configuration, container: Self.phone)
    _ = first.begin(translation: .zero, caughtOffset: nil, scroll: nil)
    _ = first.change(translation: Vector(x: 0, y: 40), scroll: nil)
    first.markClaimed()
    let firstEnd = first.end(
      translation: Vector(x: 0, y: 40), velocity: .zero, scroll: nil)
    let released = try #require(firstEnd)
    #expect(released.release.edge == nil)
    let springBack = ModalMotionPlan.build(
      MotionPath.release(
        released.release, backdropStrength: released.backdropStrength, in: sampler))
    // The release starts from the drag's last frame.
    let lastDrag = sampler.frame(dragging: Vector(x: 0, y: 40))
    #expect(abs((springBack.track(.offsetY)?.value(at: 0) ?? 0) - lastDrag.offset.y) < 1e-9)

    // 50 ms later a finger catches the content where it is on screen.
    let current = springBack.state(at: 0.05)
    let caught = Vector(x: current[.offsetX]?.value ?? 0, y: current[.offsetY]?.value ?? 0)
    #expect(caught.y > 1 && caught.y < 40)
    var session = DragSession(configuration, container: Self.phone)
    let step = session.begin(translation: .zero, caughtOffset: caught, scroll: nil)
    #expect(step.claims)
    session.markClaimed()
    let held = sampler.dragFrame(offset: step.offset, backdropStrength: step.backdropStrength)
    for field in MotionField.allCases {
      let value = try #require(current[field]?.value)
      #expect(
        abs(field.value(in: held) - value) <= PlanPlaybackCheck.tolerance(field),
        "caught \(field): \(field.value(in: held)) vs \(value)")
    }

    // The finger moves on and lets go upwards at 400 pt/s: the new spring-back starts at the
    // finger's position and speed.
    _ = session.change(translation: Vector(x: 0, y: 20), scroll: nil)
    let secondEnd = session.end(
      translation: Vector(x: 0, y: 20), velocity: Vector(x: 0, y: -400), scroll: nil)
    let again = try #require(secondEnd)
    let path = MotionPath.release(
      again.release, backdropStrength: again.backdropStrength, in: sampler)
    let plan = ModalMotionPlan.build(path)
    let offset = try #require(plan.track(.offsetY))
    // Within the playback tolerance of issue 16, and the finger's speed to 1 pt/s (0.25 %).
    #expect(abs(offset.value(at: 0) - (caught.y + 20)) < PlanPlaybackCheck.tolerance(.offsetY))
    #expect(abs(offset.velocity(at: 0) - -400) < 1, "\(offset.velocity(at: 0))")
    PlanPlaybackCheck.checkPlayback(plan, name: "caught and released") { field, time in
      path.value(field, at: time)
    }
  }
}
