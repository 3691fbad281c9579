import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

@Suite struct InPlaceDragTests {
  /// An iPhone 15's portrait screen, as the seed's full-screen `GeometryReader` measures it.
  static let screen = Size(width: 390, height: 844)

  /// A drag straight down by `dy` points over 0.1 s, sampled every 10 ms.
  static func dragged(
    _ dy: Double, over duration: Double = 0.1, from drag: InPlaceDrag = InPlaceDrag()
  ) -> InPlaceDrag {
    var drag = drag
    let steps = 10
    for step in 1...steps {
      let fraction = Double(step) / Double(steps)
      drag.change(
        translation: Vector(x: 0, y: dy * fraction),
        location: Vector(x: 200, y: 400 + dy * fraction),
        time: duration * fraction, container: screen)
    }
    return drag
  }

  @Test(arguments: [0.0, 84.4, 211, -422, 844])
  func theBackdropFadesAsTheSeedComputesIt(dy: Double) {
    // Seed 001: `backgroundColorOpacity = 1 - abs(offset.height / geometry.size.height)`.
    let drag = Self.dragged(dy)
    #expect(Swift.abs(drag.backdropStrength - (1 - Swift.abs(dy) / 844)) < 1e-9)
    #expect(drag.offset.y == dy)
  }

  @Test(arguments: [(200.0, ModalEdge.bottom), (-200, .top)])
  func aLongDragDecidesItsEdgeAtOnce(dy: Double, edge: ModalEdge) {
    var drag = Self.dragged(dy, over: 2)
    let release = drag.end(at: Vector(x: 200, y: 400 + dy), time: 2.5)
    guard case .dismiss(let decided, _) = release else {
      Issue.record("expected a dismissal, got \(String(describing: release))")
      return
    }
    #expect(decided == edge)
    // The edge is known before the view is removed, so the render in between shows it.
    #expect(drag.exit?.edge == edge)
    #expect(drag.dismissEdge == edge)
    #expect(drag.exit?.animation == ModalStyle.lightbox.removalAnimation)
    // The content leaves from where the finger left it.
    #expect(drag.offset.y == dy)
  }

  @Test func aFlickUpLeavesByTheTopEvenWhenTheContentSitsLower() {
    var drag = Self.dragged(60, over: 1)
    drag.change(
      translation: Vector(x: 0, y: 40), location: Vector(x: 200, y: 440), time: 1.02,
      container: Self.screen)
    drag.change(
      translation: Vector(x: 0, y: 20), location: Vector(x: 200, y: 420), time: 1.04,
      container: Self.screen)
    drag.end(at: Vector(x: 200, y: 400), time: 1.06)
    #expect(drag.dismissEdge == .top)
  }

  @Test func aShortSlowDragSpringsBack() {
    var drag = Self.dragged(40, over: 4)
    let release = drag.end(at: Vector(x: 200, y: 440), time: 5)
    guard case .cancel = release else {
      Issue.record("expected a cancel, got \(String(describing: release))")
      return
    }
    #expect(drag.exit == nil)
    #expect(drag.offset == .zero)
    #expect(drag.backdropStrength == 1)
    #expect(drag.dismissEdge == InPlaceDrag.defaultEdge)
  }

  @Test func aCancelledGestureIsDrawnAtRestAndForgotten() {
    var drag = Self.dragged(120)
    // The gesture vanished without an end: SwiftUI's `@GestureState` is back to its start.
    #expect(drag.presentation(gestureIsActive: false).offset == .zero)
    #expect(drag.presentation(gestureIsActive: false).backdropStrength == 1)
    #expect(drag.presentation(gestureIsActive: true).offset.y == 120)
    drag.cancel()
    #expect(drag.tracker == nil)
    #expect(drag.offset == .zero)
    #expect(drag.backdropStrength == 1)
  }

  @Test func aDragAfterACancelledOneStartsAfresh() {
    // The cancelled drag strayed 60 points sideways, past the lightbox's 50: it stopped
    // following. Had it survived, the new drag would not move the content at all.
    var stale = InPlaceDrag()
    stale.change(
      translation: Vector(x: 60, y: 10), location: Vector(x: 260, y: 410), time: 0.1,
      container: Self.screen)
    #expect(stale.tracker?.isStopped == true)
    stale.cancel()
    let drag = Self.dragged(100, from: stale)
    #expect(drag.offset.y == 100)
    #expect(drag.tracker?.isStopped == false)
  }

  @Test func anEndWithoutADragDoesNothing() {
    var drag = InPlaceDrag()
    #expect(drag.end(at: Vector(x: 0, y: 0), time: 1) == nil)
    #expect(drag == InPlaceDrag())
  }

  @Test func resetReturnsEverythingToRestForTheNextPresentation() {
    var drag = Self.dragged(300, over: 1)
    drag.end(at: Vector(x: 200, y: 700), time: 1.1)
    #expect(drag.exit != nil)
    drag.reset()
    #expect(drag == InPlaceDrag())
    #expect(drag.offset == .zero)
    #expect(drag.backdropStrength == 1)
    #expect(drag.dismissEdge == InPlaceDrag.defaultEdge)
  }

  @Test func nothingMovesOnceAnExitIsDecided() {
    var drag = Self.dragged(300, over: 1)
    drag.end(at: Vector(x: 200, y: 700), time: 1.1)
    let decided = drag
    drag.change(
      translation: Vector(x: 0, y: 10), location: Vector(x: 0, y: 0), time: 2,
      container: Self.screen)
    drag.dismiss(towards: .top, with: .default)
    drag.cancel()
    #expect(drag == decided)
  }

  @Test func theEscapeGestureLeavesByTheEdgeItNames() {
    var drag = InPlaceDrag()
    drag.dismiss(towards: .bottom, with: ModalStyle.lightbox.removalAnimation)
    #expect(drag.dismissEdge == .bottom)
    #expect(drag.exit?.relativeSpeed == 0)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300])
  func badInputNeverMakesNaN(value: Double) {
    var drag = InPlaceDrag()
    drag.change(
      translation: Vector(x: value, y: value), location: Vector(x: value, y: value), time: value,
      container: Size(width: value, height: value))
    let shown = drag.presentation(gestureIsActive: true)
    #expect(!shown.offset.x.isNaN && !shown.offset.y.isNaN)
    #expect((0...1).contains(shown.backdropStrength))
    drag.end(at: Vector(x: value, y: value), time: value)
    #expect(!drag.offset.x.isNaN && !drag.offset.y.isNaN)
    #expect((0...1).contains(drag.backdropStrength))
    #expect(drag.exit.map { !$0.relativeSpeed.isNaN } ?? true)
  }
}
