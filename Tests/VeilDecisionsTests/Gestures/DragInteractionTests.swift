import Testing
import VeilCore

@testable import VeilDecisions

/// The drag to dismiss around its session: the claim and its refusal, the pending release, the
/// spring-back, and how long a scroll view in the content is held (G1 of the second review).
@Suite struct DragInteractionTests {
  static let phone = Size(width: 393, height: 852)
  /// A list at its top edge, with content to scroll down into.
  static let listAtTop = DragSession.ScrollEdges(top: 0, leading: 0, bottom: 1_200, trailing: 0)

  static func began(
    _ drag: inout DragInteraction, scroll: DragSession.ScrollEdges? = nil,
    transition: Bool = false, onScreen: Vector = .zero
  ) -> [DragInteraction.Command] {
    drag.handle(
      .began(
        translation: .zero, onScreenOffset: onScreen, scroll: scroll,
        isAnimatingTransition: transition, container: phone, isRightToLeft: false))
  }

  /// A drag pulled `y` points down and accepted by the lifecycle.
  static func claimed(pulling y: Double, scroll: DragSession.ScrollEdges? = nil) throws
    -> DragInteraction
  {
    var drag = DragInteraction(try #require(ModalStyle.lightbox.dragToDismiss))
    _ = began(&drag, scroll: scroll)
    let step = drag.handle(.changed(translation: Vector(x: 0, y: y), scroll: scroll))
    if step.contains(.askToBegin) { _ = drag.handle(.beginAnswered(true)) }
    #expect(drag.isDragging)
    return drag
  }

  @Test func aPanDuringATransitionIsResetAndNothingElse() throws {
    var drag = DragInteraction(try #require(ModalStyle.lightbox.dragToDismiss))
    #expect(Self.began(&drag, transition: true) == [.resetRecognizer])
    #expect(drag.session == nil)
  }

  @Test func theFirstStepThatMovesTheModalAsksTheLifecycleFirst() throws {
    var drag = DragInteraction(try #require(ModalStyle.lightbox.dragToDismiss))
    // Without a scroll view the first step claims: nothing is shown before the answer.
    #expect(Self.began(&drag) == [.askToBegin])
    let accepted = drag.handle(.beginAnswered(true))
    #expect(accepted.first == .holdScroll(false))
    #expect(accepted.contains { if case .show = $0 { true } else { false } })
    #expect(accepted.contains { if case .reportProgress = $0 { true } else { false } })
    #expect(accepted.last == .noteScrollEdges)
    #expect(drag.isDragging)
  }

  @Test func aRefusedDragResetsThePanAndLetsTheScrollViewGo() throws {
    var drag = DragInteraction(try #require(ModalStyle.lightbox.dragToDismiss))
    _ = Self.began(&drag, scroll: Self.listAtTop)
    // A pull down at the list's top edge: the modal takes it and asks.
    #expect(
      drag.handle(.changed(translation: Vector(x: 0, y: 30), scroll: Self.listAtTop))
        == [.askToBegin])
    #expect(drag.handle(.beginAnswered(false)) == [.releaseScroll, .resetRecognizer])
    #expect(drag.session == nil && !drag.isDragging)
    // Later events of the reset pan do nothing.
    #expect(drag.handle(.changed(translation: Vector(x: 0, y: 60), scroll: nil)).isEmpty)
  }

  @Test func aScrollOnlyPanNeverTellsTheLifecycle() throws {
    var drag = DragInteraction(try #require(ModalStyle.lightbox.dragToDismiss))
    // The list is scrolled: it takes an upward drag, and a downward one until its top.
    let scrolled = DragSession.ScrollEdges(top: 300, leading: 0, bottom: 900, trailing: 0)
    #expect(Self.began(&drag, scroll: scrolled) == [.noteScrollEdges])
    #expect(
      drag.handle(.changed(translation: Vector(x: 0, y: -40), scroll: scrolled))
        == [.noteScrollEdges])
    #expect(
      drag.handle(.ended(translation: Vector(x: 0, y: -40), velocity: .zero, scroll: scrolled))
        == [.releaseScroll])
  }

  @Test func aDismissingReleaseIsPendingBeforeTheLifecycleAnswers() throws {
    var drag = try Self.claimed(pulling: 300)
    let end = drag.handle(
      .ended(translation: Vector(x: 0, y: 300), velocity: Vector(x: 0, y: 800), scroll: nil))
    #expect(end == [.askToEnd(dismissingTowards: .bottom)])
    // The dismissal the answer may start at once reads the release.
    #expect(drag.pendingRelease?.release.edge == .bottom)
    #expect(drag.handle(.endAnswered(dismisses: true)) == [.releaseScroll])
    #expect(drag.pendingRelease?.release.edge == .bottom)
    #expect(drag.handle(.dismissalEnded).isEmpty)
    #expect(drag.pendingRelease == nil)
  }

  @Test func aRefusedDismissalSpringsBackFromTheFinger() throws {
    var drag = try Self.claimed(pulling: 300)
    _ = drag.handle(.ended(translation: Vector(x: 0, y: 300), velocity: .zero, scroll: nil))
    let answer = drag.handle(.endAnswered(dismisses: false))
    #expect(drag.pendingRelease == nil)
    #expect(drag.isSpringingBack)
    guard case .springBack(let back) = answer.last else {
      Issue.record("expected a spring-back, got \(answer)")
      return
    }
    #expect(back.release.edge == nil)
    #expect(drag.handle(.springBackEnded) == [.releaseScroll, .motionEnded])
    #expect(!drag.isSpringingBack)
  }

  @Test func aCancelledPanSpringsBackAndACancelledDismissalIsTheStyles() throws {
    var drag = try Self.claimed(pulling: 40)
    #expect(
      drag.handle(.cancelled).first.map { if case .askToEnd(nil) = $0 { true } else { false } }
        == true)
    #expect(drag.handle(.endAnswered(dismisses: true)) == [.releaseScroll])
    #expect(drag.pendingRelease == nil && !drag.isSpringingBack)
  }

  /// G1 residue: a list that took part in the pan is held while the modal springs back, not
  /// let go when the finger lifts (it would start its own deceleration under the spring-back).
  @Test func test_G1_theScrollViewStaysHeldUntilTheSpringBackEnds() throws {
    var drag = try Self.claimed(pulling: 60, scroll: Self.listAtTop)
    #expect(drag.holdsScroll, "the modal is off rest: the list is held")
    let end = drag.handle(
      .ended(
        translation: Vector(x: 0, y: 60), velocity: Vector(x: 0, y: -300), scroll: Self.listAtTop))
    #expect(!end.contains(.releaseScroll), "the finger lifted: the hold stays")
    let answer = drag.handle(.endAnswered(dismisses: false))
    #expect(!answer.contains(.releaseScroll), "springing back: the hold stays")
    #expect(answer.count == 1)
    #expect(drag.holdsScroll && drag.isSpringingBack)
    // The content is back at rest: the list scrolls freely again.
    #expect(drag.handle(.springBackEnded) == [.releaseScroll, .motionEnded])
    #expect(!drag.holdsScroll)
  }

  /// A list that was not held (the modal never left rest on the list's axis) is let go at once.
  @Test func test_G1_anUnheldScrollViewIsLetGoWhenTheSpringBackStarts() throws {
    var drag = try Self.claimed(pulling: 60)
    #expect(!drag.holdsScroll)
    _ = drag.handle(.ended(translation: Vector(x: 0, y: 60), velocity: .zero, scroll: nil))
    let answer = drag.handle(.endAnswered(dismisses: false))
    #expect(answer.first == .releaseScroll)
  }

  /// A pan that the list has to itself (the spring-back is at rest where the finger lands) is
  /// not held by the spring-back's hold.
  @Test func test_G1_aPanTheListHasToItselfEndsTheSpringBacksHold() throws {
    var drag = try Self.claimed(pulling: 60, scroll: Self.listAtTop)
    _ = drag.handle(.ended(translation: Vector(x: 0, y: 60), velocity: .zero, scroll: nil))
    _ = drag.handle(.endAnswered(dismisses: false))
    #expect(drag.holdsScroll)
    let scrolled = DragSession.ScrollEdges(top: 300, leading: 0, bottom: 900, trailing: 0)
    #expect(Self.began(&drag, scroll: scrolled) == [.holdScroll(false), .noteScrollEdges])
    #expect(!drag.holdsScroll)
    // The spring-back's end leaves the running pan's scroll view alone.
    #expect(drag.handle(.springBackEnded) == [.motionEnded])
  }

  @Test func aPanCatchesTheSpringBackWhereTheContentIs() throws {
    var drag = try Self.claimed(pulling: 60, scroll: Self.listAtTop)
    _ = drag.handle(.ended(translation: Vector(x: 0, y: 60), velocity: .zero, scroll: nil))
    _ = drag.handle(.endAnswered(dismisses: false))
    // 40 pt still off rest: the new pan starts there and stops the spring-back on its claim.
    let begin = Self.began(&drag, scroll: Self.listAtTop, onScreen: Vector(x: 0, y: 40))
    #expect(begin == [.askToBegin])
    let claim = drag.handle(.beginAnswered(true))
    #expect(claim.first == .stopSpringBack)
    #expect(
      claim.contains(
        .show(
          offset: Vector(x: 0, y: 40),
          backdropStrength: try #require(drag.session?.tracker.backdropStrength))))
    #expect(!drag.isSpringingBack && drag.holdsScroll)
  }

  @Test func aDismissalTakingOverStopsTheSpringBackAndKeepsWhatItLeft() throws {
    var drag = try Self.claimed(pulling: 60, scroll: Self.listAtTop)
    _ = drag.handle(.ended(translation: Vector(x: 0, y: 60), velocity: .zero, scroll: nil))
    _ = drag.handle(.endAnswered(dismisses: false))
    #expect(drag.handle(.dismissalBegan) == [.releaseScroll, .stopSpringBackForDismissal])
    #expect(!drag.isSpringingBack && !drag.holdsScroll)
    // Without a spring-back only the scroll view is let go.
    #expect(drag.handle(.dismissalBegan) == [.releaseScroll])
  }

  @Test func theRunningDragMeasuresAgainstANewContainer() throws {
    var drag = try Self.claimed(pulling: 10)
    #expect(drag.handle(.containerChanged(Size(width: 852, height: 393))).isEmpty)
    #expect(drag.session?.container == Size(width: 852, height: 393))
  }
}
