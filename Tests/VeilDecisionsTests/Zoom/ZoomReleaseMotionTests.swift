import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

/// Pins a zoom's release as the device plays it (issue 17, "continuity of position and velocity
/// at release"): the content's centre leaves the finger at the finger's whole velocity, in any
/// direction and either layout direction, the flight still lands exactly, Core Animation's plan
/// plays the same path, and the preview shows the same frames.
@Suite struct ZoomReleaseMotionTests {
  static let container = ModalContainer(size: Size(width: 390, height: 844))
  static let thumb = ZoomSource(
    frame: Rect(x: 20, y: 300, width: 100, height: 100), cornerRadius: 12)
  static let id = ZoomSourceID(7, in: "grid")

  /// A drag in UIKit's coordinates (x to the right) and how it ends.
  struct Drag: Sendable, CustomTestStringConvertible {
    var translation: Vector
    var finger: Vector
    var dismisses: Bool
    var testDescription: String {
      "\(dismisses ? "dismiss" : "cancel") at \(translation) moving \(finger)"
    }
  }

  /// Sideways and diagonal fingers; a cancel moves up or down slower than the lightbox's flick
  /// (20 pt/s), which would dismiss.
  static let drags: [Drag] = [
    Drag(translation: Vector(x: 60, y: 220), finger: Vector(x: 900, y: 400), dismisses: true),
    Drag(translation: Vector(x: -40, y: 260), finger: Vector(x: -600, y: 1200), dismisses: true),
    Drag(translation: Vector(x: 120, y: 240), finger: Vector(x: 1500, y: 0), dismisses: true),
    Drag(translation: Vector(x: 30, y: -230), finger: Vector(x: -700, y: -500), dismisses: true),
    Drag(translation: Vector(x: 80, y: 60), finger: Vector(x: 500, y: 0), dismisses: false),
    Drag(translation: Vector(x: -50, y: 40), finger: Vector(x: -300, y: -15), dismisses: false),
    Drag(translation: Vector(x: 100, y: 90), finger: Vector(x: 400, y: 15), dismisses: false),
  ]

  /// The styles zoomed: the lightbox's spring, and a curve, whose progress cannot start at
  /// the finger's speed (the corrections carry all of the rest).
  static let styles = ["lightbox", "lightbox over a curve"]

  static func style(_ name: String) -> ModalStyle {
    name == "lightbox" ? .lightbox : .lightbox(animation: .easeInOut(duration: 0.35))
  }

  /// The layout of `style`'s zoom, laid out and resolved as the iOS layer does at dismissal.
  static func layout(_ style: ModalStyle, isRightToLeft: Bool) -> PresentationLayout {
    var layout = PresentationLayout(style: style.zoom(from: id), reduceMotion: false)
    layout.update(container, force: true)
    let uikit = Rect(x: 20, y: 300, width: 100, height: 100)
    layout.resolveZoomSource(
      ZoomSource(
        uikitFrame: uikit, cornerRadius: 12, containerWidth: container.size.width,
        isRightToLeft: isRightToLeft))
    return layout
  }

  /// The release a drag session answers for `drag`, fed UIKit's numbers.
  static func released(
    _ drag: Drag, in layout: PresentationLayout, isRightToLeft: Bool
  ) throws -> DragSession.Released {
    let configuration = try #require(layout.style.dragToDismiss)
    var session = DragSession(
      configuration, container: container.size, isRightToLeft: isRightToLeft)
    _ = session.begin(translation: .zero, caughtOffset: nil, scroll: nil)
    _ = session.change(
      translation: Vector(x: drag.translation.x / 2, y: drag.translation.y / 2), scroll: nil)
    session.markClaimed()
    let end = session.end(translation: drag.translation, velocity: drag.finger, scroll: nil)
    return try #require(end)
  }

  /// The path the iOS layer plays after `released`: the dismissal's transition, or the
  /// spring-back.
  static func path(_ released: DragSession.Released, in layout: PresentationLayout) -> MotionPath {
    if let edge = released.release.edge {
      return layout.transitionPath(presenting: false, reason: .drag(edge), release: released)
    }
    return MotionPath.release(
      released.release, backdropStrength: released.backdropStrength, in: layout.sampler)
  }

  /// The content's centre on screen, in UIKit's coordinates.
  static func centre(_ frame: ModalFrame, in layout: PresentationLayout, isRightToLeft: Bool)
    -> Vector
  {
    let layer = LayerGeometry(
      frame: frame, restingRect: layout.sampler.restingFrame.contentRect,
      isRightToLeft: isRightToLeft)
    return Vector(x: layer.center.x + layer.transform.m41, y: layer.center.y + layer.transform.m42)
  }

  @Test(arguments: styles, drags)
  func theCentreLeavesTheFingerAtItsWholeVelocity(style: String, drag: Drag)
    throws
  {
    for isRightToLeft in [false, true] {
      let name = "\(style) \(isRightToLeft ? "RTL" : "LTR")"
      let layout = Self.layout(Self.style(style), isRightToLeft: isRightToLeft)
      let released = try Self.released(drag, in: layout, isRightToLeft: isRightToLeft)
      #expect((released.release.edge != nil) == drag.dismisses, "\(name)")
      let path = Self.path(released, in: layout)
      // Where the finger left it: the resting centre moved by the finger's translation.
      let rest = Self.centre(layout.sampler.restingFrame, in: layout, isRightToLeft: isRightToLeft)
      let start = Self.centre(path.frame(at: 0), in: layout, isRightToLeft: isRightToLeft)
      #expect(abs(start.x - (rest.x + drag.translation.x)) < 1e-6, "\(name)")
      #expect(abs(start.y - (rest.y + drag.translation.y)) < 1e-6, "\(name)")
      // As fast as the finger, in both directions; 1% for the finite difference.
      let dt = 1e-5
      let next = Self.centre(path.frame(at: dt), in: layout, isRightToLeft: isRightToLeft)
      let error = Vector(
        x: (next.x - start.x) / dt - drag.finger.x, y: (next.y - start.y) / dt - drag.finger.y)
      #expect(error.length <= drag.finger.length * 0.01, "\(name): off by \(error)")
    }
  }

  @Test(arguments: styles, drags)
  func theFlightStillLandsExactly(style: String, drag: Drag) throws {
    for isRightToLeft in [false, true] {
      let name = "\(style) \(isRightToLeft ? "RTL" : "LTR")"
      let layout = Self.layout(Self.style(style), isRightToLeft: isRightToLeft)
      let released = try Self.released(drag, in: layout, isRightToLeft: isRightToLeft)
      let path = Self.path(released, in: layout)
      let end = path.frame(at: .infinity)
      let centre = Self.centre(end, in: layout, isRightToLeft: isRightToLeft)
      if drag.dismisses {
        // In the thumbnail, where UIKit shows it.
        #expect(abs(centre.x - 70) < 1e-6 && abs(centre.y - 350) < 1e-6, "\(name): \(centre)")
        #expect(abs(end.contentRect.width * end.contentScale - 100) < 1e-6, "\(name)")
      } else {
        #expect(end.offset == .zero && end.contentScale == 1, "\(name)")
        #expect(end.backdropStrength == 1, "\(name)")
      }
      // Finished only once nothing moves any more, corrections included, and finished in time.
      let finished = try #require(
        stride(from: 0.0, through: ModalMotionPlan.maximumDuration + 1, by: 1.0 / 240).first {
          path.isFinished(at: $0)
        })
      let settled = path.corrections.values.map(\.settlingTime).max() ?? 0
      #expect(finished >= settled, "\(name)")
      for time in [finished, finished + 0.1, finished + 5] {
        #expect(path.frame(at: time) == end, "\(name) at \(time)")
      }
    }
  }

  /// The preview (`FrameSampler.frame(after:from:at:)`) and the device (the layout's dismissal
  /// path, or the spring-back) read one implementation, `MotionPath.release`; this pins that
  /// they keep doing so (the zoom's flight once had a copy in each), frame for frame. The
  /// flight's own properties are checked against the finger and the thumbnail above.
  @Test(arguments: styles, drags)
  func thePreviewShowsWhatTheDevicePlays(style: String, drag: Drag) throws {
    for isRightToLeft in [false, true] {
      let layout = Self.layout(Self.style(style), isRightToLeft: isRightToLeft)
      let released = try Self.released(drag, in: layout, isRightToLeft: isRightToLeft)
      let path = Self.path(released, in: layout)
      let sampler = layout.sampler
      let lifted = path.frame(at: 0)
      for step in 0...180 {
        let time = Double(step) / 120
        #expect(
          sampler.frame(after: released.release, from: lifted, at: time) == path.frame(at: time))
        #expect(
          sampler.isFinished(after: released.release, at: time) == path.isFinished(at: time))
      }
    }
  }

  @Test(arguments: styles, drags)
  func coreAnimationPlaysTheReleaseWithinTolerance(style: String, drag: Drag)
    throws
  {
    for isRightToLeft in [false, true] {
      let layout = Self.layout(Self.style(style), isRightToLeft: isRightToLeft)
      let released = try Self.released(drag, in: layout, isRightToLeft: isRightToLeft)
      let path = Self.path(released, in: layout)
      let template = layout.sampler.restingFrame
      #expect(path.playback(template: template).isRenderServer)
      // What the iOS layer hands the render server (a zoom's rectangle never moves, so this is
      // the same path).
      let played = path.carryingRectangleInOffset(template: template)
      let plan = ModalMotionPlan.build(played)
      #expect(!path.corrections.isEmpty, "the sideways finger needs a correction")
      PlanPlaybackCheck.checkPlayback(
        plan, name: "\(style) \(drag.testDescription) \(isRightToLeft ? "RTL" : "LTR")"
      ) { field, time in played.value(field, at: time) }
    }
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300])
  func badVelocitiesNeverGiveNaNFrames(bad: Double) throws {
    let layout = Self.layout(.lightbox, isRightToLeft: false)
    let sampler = layout.sampler
    let drag = try #require(layout.style.dragToDismiss)
    for velocity in [Vector(x: bad, y: bad), Vector(x: bad, y: 300), Vector(x: 300, y: bad)] {
      for translation in [Vector(x: 40, y: 220), Vector(x: -20, y: 30)] {
        let release = drag.release(
          translation: translation, velocity: velocity, in: Self.container.size)
        let path = MotionPath.release(release, backdropStrength: 0.5, in: sampler)
        let lifted = sampler.frame(dragging: translation)
        for time in [0, 1e-5, 0.05, 0.3, 1, 10, .infinity, .nan, -1] {
          for frame in [
            path.frame(at: time), sampler.frame(after: release, from: lifted, at: time),
          ] {
            let fields = MotionField.allCases.map { $0.value(in: frame) }
            #expect(!fields.contains { !$0.isFinite }, "\(velocity) at \(time)")
          }
        }
        let plan = ModalMotionPlan.build(path)
        #expect(plan.duration.isFinite && plan.duration <= ModalMotionPlan.maximumDuration)
        #expect(plan.tracks.allSatisfy { $0.values.allSatisfy(\.isFinite) })
        #expect(sampler.isFinished(after: release, at: ModalMotionPlan.maximumDuration * 2))
      }
    }
  }

  /// The duration the iOS layer reports to UIKit (`MotionPath.duration`) covers the whole
  /// motion, the sideways corrections included: the path is finished then, and the plan's
  /// tracks last exactly that long.
  @Test(arguments: styles, drags)
  func theReportedDurationCoversTheCorrections(styleName: String, drag: Drag) throws {
    let layout = Self.layout(Self.style(styleName), isRightToLeft: false)
    let path = Self.path(try Self.released(drag, in: layout, isRightToLeft: false), in: layout)
    #expect(path.duration >= path.progress.finishTime)
    for correction in path.corrections.values {
      #expect(path.duration >= correction.settlingTime)
    }
    #expect(path.isFinished(at: path.duration))
    #expect(ModalMotionPlan.build(path).duration == path.duration)
  }

  /// Reduce Motion's dismissal fades where the finger left it: nothing carries the finger on.
  @Test func aReduceMotionDismissalStaysWhereTheFingerLeftIt() throws {
    let style = ModalStyle.lightbox.zoom(from: Self.id).resolvingZoomSource(Self.thumb)
    let sampler = FrameSampler(style: style, container: Self.container, reduceMotion: true)
    let drag = try #require(style.dragToDismiss)
    let release = drag.release(
      translation: Vector(x: 60, y: 260), velocity: Vector(x: 800, y: 900),
      in: Self.container.size)
    #expect(release.edge != nil)
    let path = MotionPath.release(release, backdropStrength: 0.5, in: sampler)
    #expect(path.corrections.isEmpty)
    #expect(path.frame(at: 0.1).offset == path.frame(at: 0).offset)
  }

  /// The path moved out of the iOS layer is still a phase's frames under its animation, and a
  /// plain lightbox's release under the release's, with nothing to correct.
  @Test func theLayoutsPathOfAnythingButAZoomIsItsFramesUnderItsAnimation() throws {
    var layout = PresentationLayout(style: .lightbox, reduceMotion: false)
    layout.update(Self.container, force: true)
    let drag = try #require(ModalStyle.lightbox.dragToDismiss)
    var session = DragSession(drag, container: Self.container.size)
    _ = session.begin(translation: .zero, caughtOffset: nil, scroll: nil)
    session.markClaimed()
    let end = session.end(
      translation: Vector(x: 0, y: 200), velocity: Vector(x: 0, y: 900), scroll: nil)
    let released = try #require(end)
    let reason = DismissReason.drag(.bottom)
    let sampler = layout.sampler
    // Against the sampler's own phase and release frames, which the layout's path must match.
    for (presenting, phase) in [
      (true, ModalTransition.Phase.presenting), (false, .dismissing(reason)),
    ] {
      let path = layout.transitionPath(presenting: presenting, reason: reason, release: nil)
      #expect(path.corrections.isEmpty)
      #expect(path.progress.animation == sampler.animation(for: phase))
      #expect(path.progress.initialVelocity == 0)
      for progress in [0, 0.3, 1] {
        #expect(path.frame(progress) == sampler.frame(phase, fractionComplete: progress))
      }
    }
    let path = layout.transitionPath(presenting: false, reason: reason, release: released)
    #expect(path.corrections.isEmpty)
    #expect(path.progress.animation == sampler.releaseAnimation(for: released.release))
    #expect(path.progress.initialVelocity == released.release.motion.relativeSpeed)
    for progress in [0, 0.3, 1] {
      #expect(
        path.frame(progress)
          == sampler.releaseFrame(
            released.release, backdropStrengthAtRelease: released.backdropStrength,
            fractionComplete: progress))
    }
  }
}
