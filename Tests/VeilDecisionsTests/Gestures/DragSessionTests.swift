import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

/// A 390 × 844 pt container (an iPhone 14's screen in points).
private let phone = Size(width: 390, height: 844)

/// A scroll view `top` points from its top edge and `bottom` from its bottom edge, with no
/// horizontal scrolling.
private func scrolled(top: Double, bottom: Double = 1_000) -> DragSession.ScrollEdges {
  DragSession.ScrollEdges(top: top, leading: 0, bottom: bottom, trailing: 0)
}

/// A session of `configuration` that began with 10 pt of touch slop straight down.
private func began(
  _ configuration: DragToDismiss = .lightbox, rightToLeft: Bool = false,
  caught: Vector? = nil, scroll: DragSession.ScrollEdges? = nil
) -> (DragSession, DragSession.Step) {
  var session = DragSession(configuration, container: phone, isRightToLeft: rightToLeft)
  let step = session.begin(translation: Vector(x: 0, y: 10), caughtOffset: caught, scroll: scroll)
  if step.claims { session.markClaimed() }
  return (session, step)
}

/// Moves `session` to `translation`, claiming it when the step asks, as the iOS layer does
/// when the lifecycle accepts the drag.
private func move(
  _ session: inout DragSession, to translation: Vector, scroll: DragSession.ScrollEdges? = nil
) -> DragSession.Step {
  let step = session.change(translation: translation, scroll: scroll)
  if step.claims { session.markClaimed() }
  return step
}

@Suite struct DragSessionTests {
  // MARK: Following

  @Test func theContentFollowsFromWhereThePanWasRecognized() {
    var (session, first) = began()
    #expect(first.claims, "without a scroll view the lifecycle hears of the drag at once")
    #expect(first.offset == .zero)
    let step = move(&session, to: Vector(x: 0, y: 130))
    #expect(step.offset == Vector(x: 0, y: 120))
    #expect(step.backdropStrength == 1 - 120 / phone.height)
    #expect(step.progress == 120 / phone.height)
    #expect(!step.claims && !step.holdsScroll)
  }

  @Test func aRightToLeftLayoutMirrorsTheFingerIntoVeilCoreCoordinates() {
    let sideways = DragToDismiss(directions: .horizontal)
    var session = DragSession(sideways, container: phone, isRightToLeft: true)
    _ = session.begin(translation: .zero, caughtOffset: nil, scroll: nil)
    session.markClaimed()
    // UIKit's +x is towards the left edge's opposite: the leading edge in right-to-left.
    let step = session.change(translation: Vector(x: 100, y: 0), scroll: nil)
    #expect(step.offset == Vector(x: -100, y: 0))
    let release = session.end(translation: Vector(x: 200, y: 0), velocity: .zero, scroll: nil)
    #expect(release?.release.edge == .leading)
  }

  @Test func aCaughtSpringBackContinuesWhereTheContentIs() {
    var (session, first) = began(caught: Vector(x: 0, y: 80))
    #expect(first.claims)
    #expect(first.offset == Vector(x: 0, y: 80), "no jump to the finger")
    let step = move(&session, to: Vector(x: 0, y: 30))
    #expect(step.offset == Vector(x: 0, y: 100))
  }

  @Test func aCaughtOffsetIsMirroredInRightToLeft() {
    let sideways = DragToDismiss(directions: .horizontal)
    var session = DragSession(sideways, container: phone, isRightToLeft: true)
    let step = session.begin(translation: .zero, caughtOffset: Vector(x: 40, y: 0), scroll: nil)
    #expect(step.offset == Vector(x: -40, y: 0))
  }

  // MARK: Release (G2)

  @Test func aReleaseUsesTheRecognizersVelocity() {
    // 20 pt of travel is far below the 150 pt threshold: only the velocity can dismiss.
    var (session, _) = began()
    let flick = session.end(
      translation: Vector(x: 0, y: 30), velocity: Vector(x: 0, y: -2_000), scroll: nil)
    #expect(flick?.release.edge == .top)
    var (still, _) = began()
    let slow = still.end(translation: Vector(x: 0, y: 30), velocity: .zero, scroll: nil)
    #expect(slow?.release.edge == nil)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aBadVelocityNeverTraps(_ bad: Double) {
    var (session, _) = began()
    let release = session.end(
      translation: Vector(x: 0, y: 30), velocity: Vector(x: bad, y: bad), scroll: nil)
    let velocity = release?.release.motion.velocity ?? Vector(x: .nan, y: .nan)
    #expect(velocity.x.isFinite && velocity.y.isFinite)
  }

  /// G2: before, a cancelled pan was released with zero velocity through the same rule as a
  /// lifted finger, so 300 pt past the 150 pt threshold dismissed (an incoming call mid-drag).
  @Test func aCancelledPanSpringsBackWhateverTheDistance() throws {
    var (session, _) = began()
    let step = move(&session, to: Vector(x: 0, y: 310))
    #expect(step.offset == Vector(x: 0, y: 300))
    let lifted = session.end(translation: Vector(x: 0, y: 310), velocity: .zero, scroll: nil)
    #expect(lifted?.release.edge == .bottom, "the same drag lifted dismisses")
    let cancelled = try #require(session.cancel())
    #expect(cancelled.release.edge == nil)
    #expect(cancelled.release.motion.from == Vector(x: 0, y: 300))
    #expect(cancelled.release.motion.to == .zero)
    #expect(cancelled.release.motion.velocity == .zero)
    #expect(cancelled.backdropStrength == 1 - 300 / phone.height)
  }

  @Test func resolvingAReleaseChoosesDismissalOrSpringBack() {
    let from = Vector(x: 0, y: 200)
    let dismiss = DragSession.Released(
      release: .dismiss(
        edge: .bottom,
        motion: ReleaseMotion(from: from, to: Vector(x: 0, y: 844), velocity: Vector(x: 0, y: 50))),
      backdropStrength: 0.7)
    #expect(DragSession.resolve(dismiss, dismisses: true) == .dismissal(dismiss))
    let back = DragSession.Released(
      release: .cancel(
        motion: ReleaseMotion(from: from, to: .zero, velocity: Vector(x: 0, y: 50))),
      backdropStrength: 0.7)
    #expect(
      DragSession.resolve(dismiss, dismisses: false) == .springBack(back),
      "a refused dismissal springs back from the finger, at its speed")
    #expect(DragSession.resolve(back, dismisses: false) == .springBack(back))
    #expect(DragSession.resolve(back, dismisses: true) == .styleDismissal)
  }

  // MARK: The axis gate

  static let gateRows: [(Vector, DragToDismiss.Directions, Bool, SourceLocation)] = [
    (Vector(x: 0, y: 300), .down, true, #_sourceLocation),
    (Vector(x: 300, y: 10), .down, false, #_sourceLocation),
    (Vector(x: 300, y: 10), .trailing, true, #_sourceLocation),
    (Vector(x: -300, y: 10), .trailing, true, #_sourceLocation),
    (Vector(x: 0, y: 300), .horizontal, false, #_sourceLocation),
    (.zero, .down, true, #_sourceLocation),
    (Vector(x: .nan, y: 10), .down, true, #_sourceLocation),
  ]

  @Test(arguments: gateRows)
  func aPanBeginsOnlyAlongADismissingAxis(
    _ row: (Vector, DragToDismiss.Directions, Bool, SourceLocation)
  ) {
    #expect(
      DragSession.shouldBegin(velocity: row.0, directions: row.1) == row.2,
      sourceLocation: row.3)
  }

  // MARK: Scrolling content (G1)

  /// G1: before, the pan moved the modal for every movement of the finger, so a list scrolled
  /// down could never be scrolled back up by dragging down: the modal came down instead.
  @Test func theScrollViewScrollsUntilItsTopEdgeThenTheModalComes() {
    // Each step is given the list as it was before the finger moved.
    var (session, first) = began(scroll: scrolled(top: 200))
    #expect(!first.claims, "plain scrolling does not put the modal into its drag phase")
    let scrolling = move(&session, to: Vector(x: 0, y: 110), scroll: scrolled(top: 200))
    #expect(scrolling.offset == .zero)
    #expect(!scrolling.claims && !scrolling.holdsScroll)
    let reaching = move(&session, to: Vector(x: 0, y: 210), scroll: scrolled(top: 100))
    #expect(reaching.offset == .zero, "the movement that reaches the edge is the list's")
    #expect(!session.isClaimed)
    // The list is at its top edge: the rest of the finger's movement pulls the modal.
    let pulling = move(&session, to: Vector(x: 0, y: 260), scroll: scrolled(top: 0))
    #expect(pulling.claims)
    #expect(pulling.offset == Vector(x: 0, y: 50))
    #expect(pulling.holdsScroll, "the list must not scroll while the modal is off rest")
  }

  @Test func theModalHandsTheFingerBackAtRest() {
    var (session, _) = began(scroll: scrolled(top: 0))
    _ = move(&session, to: Vector(x: 0, y: 60), scroll: scrolled(top: 0))
    #expect(session.translation == Vector(x: 0, y: 50))
    // Back up by 80: the modal returns to rest (50 of it) and the list scrolls the rest.
    let back = move(&session, to: Vector(x: 0, y: -20), scroll: scrolled(top: 0))
    #expect(back.offset == .zero)
    #expect(!back.holdsScroll)
    let scrolling = move(&session, to: Vector(x: 0, y: -60), scroll: scrolled(top: 40))
    #expect(scrolling.offset == .zero)
  }

  @Test func anUpwardDragOnAListAtItsTopScrollsIt() {
    // The lightbox may also leave upwards, but the list can scroll that way.
    var (session, _) = began(scroll: scrolled(top: 0))
    let step = move(&session, to: Vector(x: 0, y: -50), scroll: scrolled(top: 0))
    #expect(step.offset == .zero)
    #expect(!step.claims)
    // At its bottom edge it cannot: the modal takes the drag up.
    let atBottom = move(&session, to: Vector(x: 0, y: -90), scroll: scrolled(top: 400, bottom: 0))
    #expect(atBottom.offset == Vector(x: 0, y: -40))
    #expect(atBottom.claims)
  }

  @Test func sidewaysJitterOnALockedAxisDoesNotTakeTheFinger() {
    var (session, _) = began(scroll: scrolled(top: 200, bottom: 200))
    let step = move(&session, to: Vector(x: 6, y: 40), scroll: scrolled(top: 170, bottom: 230))
    #expect(step.offset == .zero)
    #expect(!step.claims && !step.holdsScroll)
  }

  @Test func aFlickThatOnlyScrolledReleasesNothing() {
    var (session, _) = began(scroll: scrolled(top: 300))
    _ = move(&session, to: Vector(x: 0, y: 100), scroll: scrolled(top: 210))
    let release = session.end(
      translation: Vector(x: 0, y: 140), velocity: Vector(x: 0, y: 3_000),
      scroll: scrolled(top: 170))
    #expect(release == nil)
    #expect(session.cancel() == nil)
  }

  @Test func aFlickOnTheScrollViewsAxisAtRestDoesNotDismiss() throws {
    var (session, _) = began(scroll: scrolled(top: 0))
    _ = move(&session, to: Vector(x: 0, y: 60), scroll: scrolled(top: 0))
    // Back to rest, then a flick down while the list takes the finger.
    _ = move(&session, to: Vector(x: 0, y: -30), scroll: scrolled(top: 0))
    let ended = session.end(
      translation: Vector(x: 0, y: -40), velocity: Vector(x: 0, y: 3_000),
      scroll: scrolled(top: 10))
    let release = try #require(ended)
    #expect(release.release.edge == nil)
    #expect(release.release.motion.velocity == .zero)
  }

  @Test func withoutAScrollViewTheModalTakesEveryMovement() {
    var (session, _) = began()
    _ = move(&session, to: Vector(x: 0, y: 60))
    let step = move(&session, to: Vector(x: 0, y: -20))
    #expect(step.offset.y < 0, "the lightbox rubber-bands up past rest")
  }

  // MARK: Scroll edges

  @Test func scrollEdgesFromUIKitsNumbers() {
    let inset = Insets(top: 47, leading: 10, bottom: 34, trailing: 20)
    let leftToRight = DragSession.ScrollEdges(
      contentOffset: Vector(x: 30, y: -47), contentSize: Size(width: 500, height: 2_000),
      viewport: Size(width: 390, height: 844), inset: inset, isRightToLeft: false)
    #expect(leftToRight.top == 0)
    #expect(leftToRight.bottom == 2_000 + 34 - 844 + 47)
    #expect(leftToRight.leading == 40)
    #expect(leftToRight.trailing == 500 + 20 - 390 - 30)
    let rightToLeft = DragSession.ScrollEdges(
      contentOffset: Vector(x: 30, y: -47), contentSize: Size(width: 500, height: 2_000),
      viewport: Size(width: 390, height: 844), inset: inset, isRightToLeft: true)
    #expect(rightToLeft.leading == leftToRight.trailing)
    #expect(rightToLeft.trailing == leftToRight.leading)
  }

  @Test func aScrollViewFollowsOnlyAwayFromTheEdgeItShows() {
    let atTop = scrolled(top: 0.2)
    #expect(!atTop.canScroll(followingFingerTowards: .bottom), "within a third of a point")
    #expect(atTop.canScroll(followingFingerTowards: .top))
    let bounced = scrolled(top: -30)
    #expect(!bounced.canScroll(followingFingerTowards: .bottom))
    let short = DragSession.ScrollEdges(
      contentOffset: .zero, contentSize: Size(width: 390, height: 300),
      viewport: Size(width: 390, height: 844), inset: .zero, isRightToLeft: false)
    #expect(!short.canScroll(followingFingerTowards: .bottom))
    #expect(!short.canScroll(followingFingerTowards: .top), "content that fits does not scroll")
    let bad = DragSession.ScrollEdges(top: .nan, leading: .infinity, bottom: 5, trailing: 0)
    #expect(bad.top == 0 && bad.leading == 0)
  }

  @Test func onlyAScrollViewAlongADismissingAxisHandsOver() {
    let list = scrolled(top: 0, bottom: 800)
    #expect(list.scrolls(alongAxesOf: .down))
    #expect(!list.scrolls(alongAxesOf: .horizontal))
    let carousel = DragSession.ScrollEdges(top: 0, leading: 0, bottom: 0, trailing: 600)
    #expect(!carousel.scrolls(alongAxesOf: .vertical))
    #expect(carousel.scrolls(alongAxesOf: .trailing))
    let fits = DragSession.ScrollEdges(top: 0, leading: 0, bottom: -200, trailing: 0)
    #expect(!fits.scrolls(alongAxesOf: .any))
  }

  @Test func aHeldScrollViewIsBroughtBackWithinItsRange() {
    let inset = Insets(top: 47, bottom: 34)
    let viewport = Size(width: 390, height: 844)
    let tall = Size(width: 390, height: 2_000)
    #expect(
      DragSession.ScrollEdges.heldOffset(
        contentOffset: Vector(x: 0, y: -90), contentSize: tall, viewport: viewport, inset: inset)
        == Vector(x: 0, y: -47),
      "a bounce past the top is undone")
    #expect(
      DragSession.ScrollEdges.heldOffset(
        contentOffset: Vector(x: 0, y: 5_000), contentSize: tall, viewport: viewport, inset: inset)
        == Vector(x: 0, y: 2_000 + 34 - 844))
    #expect(
      DragSession.ScrollEdges.heldOffset(
        contentOffset: Vector(x: 0, y: 12), contentSize: Size(width: 390, height: 100),
        viewport: viewport, inset: inset) == Vector(x: 0, y: -47),
      "short content is held at its top")
    #expect(
      DragSession.ScrollEdges.heldOffset(
        contentOffset: Vector(x: .nan, y: .infinity), contentSize: tall, viewport: viewport,
        inset: inset) == Vector(x: 0, y: 0))
  }

  // MARK: Bad input

  @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300])
  func badTranslationsNeverTrap(_ bad: Double) {
    var (session, _) = began()
    let step = move(&session, to: Vector(x: bad, y: bad))
    #expect(step.offset.x.isFinite && step.offset.y.isFinite)
    #expect(!step.backdropStrength.isNaN && !step.progress.isNaN)
    let release = session.end(translation: Vector(x: bad, y: bad), velocity: .zero, scroll: nil)
    #expect(release != nil)
  }

  @Test func theContainerCanChangeMidDrag() {
    var (session, _) = began()
    session.container = Size(width: 844, height: 390)
    let step = move(&session, to: Vector(x: 0, y: 110))
    #expect(step.backdropStrength == 1 - 100 / 390.0)
  }
}
