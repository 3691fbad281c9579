import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

/// An iPhone 14 in portrait: 390 × 844 pt, 47 pt status bar, 34 pt home indicator.
private let phone = ModalContainer(
  size: Size(width: 390, height: 844), safeArea: Insets(top: 47, bottom: 34))

private func laidOut(_ style: ModalStyle, reduceMotion: Bool = false) -> PresentationLayout {
  var layout = PresentationLayout(style: style, reduceMotion: reduceMotion)
  layout.update(phone, force: true)
  return layout
}

@Suite struct PresentationLayoutTests {
  // MARK: Reduce Motion per transition (A3)

  /// A3: before, Reduce Motion was read when the presentation controller was made and copied
  /// into every rebuilt sampler, so switching it on while the modal was up left the dismissal
  /// sliding. `.fullScreen` slides off the bottom edge (cover vertical).
  @Test func reduceMotionSwitchedOnWhileUpMakesTheDismissalADissolve() {
    var layout = laidOut(.fullScreen)
    let sliding = layout.transitionFrame(
      presenting: false, reason: .programmatic, release: nil, progress: 0.5)
    #expect(sliding.offset.y > 0, "without Reduce Motion the dismissal moves")
    #expect(sliding.contentOpacity == 1)
    layout.transitionWillBegin(reduceMotion: true)
    let dissolving = layout.transitionFrame(
      presenting: false, reason: .programmatic, release: nil, progress: 0.5)
    #expect(dissolving.offset == .zero)
    #expect(dissolving.contentOpacity < 1)
    #expect(layout.sampler.container == phone, "the container is kept")
  }

  @Test func reduceMotionSwitchedOffBeforeTheNextTransitionMovesAgain() {
    var layout = laidOut(.fullScreen, reduceMotion: true)
    layout.transitionWillBegin(reduceMotion: false)
    let frame = layout.transitionFrame(
      presenting: true, reason: .programmatic, release: nil, progress: 0.5)
    #expect(frame.offset.y > 0)
  }

  @Test func aTransitionKeepsItsSettingWhenTheContainerChanges() {
    var layout = laidOut(.fullScreen)
    layout.transitionWillBegin(reduceMotion: true)
    let rotated = ModalContainer(size: Size(width: 844, height: 390))
    let rebuilt = layout.update(rotated, force: false)
    #expect(rebuilt)
    #expect(layout.reduceMotion)
    #expect(layout.sampler.container == rotated)
  }

  @Test func theContainerIsRebuiltOnlyWhenItChangesOrWhenForced() {
    var layout = laidOut(.card)
    let unchanged = layout.update(phone, force: false)
    let forced = layout.update(phone, force: true)
    #expect(!unchanged && forced)
    var keyboard = phone
    keyboard.keyboardHeight = 300
    let changed = layout.update(keyboard, force: false)
    #expect(changed)
    #expect(layout.container == keyboard)
  }

  // MARK: Container

  @Test func theContainerTakesUIKitsInsetsInLeadingAndTrailingTerms() {
    let leftToRight = PresentationLayout.container(
      size: Size(width: 844, height: 390), safeAreaTop: 0, safeAreaLeft: 47, safeAreaBottom: 21,
      safeAreaRight: 10, isRightToLeft: false, keyboardHeight: 0)
    #expect(leftToRight.safeArea == Insets(top: 0, leading: 47, bottom: 21, trailing: 10))
    let rightToLeft = PresentationLayout.container(
      size: Size(width: 844, height: 390), safeAreaTop: 0, safeAreaLeft: 47, safeAreaBottom: 21,
      safeAreaRight: 10, isRightToLeft: true, keyboardHeight: .nan)
    #expect(rightToLeft.safeArea == Insets(top: 0, leading: 10, bottom: 21, trailing: 47))
    #expect(rightToLeft.keyboardHeight == 0)
  }

  @Test func aFittingSizeMustBeFinite() {
    #expect(
      PresentationLayout.fittingSize(width: 300, height: 200) == Size(width: 300, height: 200))
    #expect(PresentationLayout.fittingSize(width: .infinity, height: 200) == nil)
    #expect(PresentationLayout.fittingSize(width: 300, height: .nan) == nil)
    #expect(PresentationLayout.fittingSize(width: -5, height: 10) == Size(width: 0, height: 10))
  }

  /// A content that measures itself wins over a preferred size; a preferred size of zero is
  /// none; a measured size that is not finite is none (it does not fall back).
  @Test func theMeasuredSizeComesBeforeThePreferredOne() {
    let preferred = (width: 240.0, height: 160.0)
    #expect(
      PresentationLayout.fittingSize(measured: (300, 200), preferred: preferred)
        == Size(width: 300, height: 200))
    #expect(
      PresentationLayout.fittingSize(measured: nil, preferred: preferred)
        == Size(width: 240, height: 160))
    #expect(PresentationLayout.fittingSize(measured: nil, preferred: (0, 0)) == nil)
    #expect(
      PresentationLayout.fittingSize(measured: nil, preferred: (0, 90))
        == Size(width: 0, height: 90))
    #expect(PresentationLayout.fittingSize(measured: (.infinity, 200), preferred: preferred) == nil)
  }

  // MARK: Keyboard

  static let keyboardRows: [(Double?, Double, Double, SourceLocation)] = [
    (nil, 844, 0, #_sourceLocation),
    (508, 844, 336, #_sourceLocation),
    (900, 844, 0, #_sourceLocation),
    (.nan, 844, 0, #_sourceLocation),
    (-.infinity, 844, 0, #_sourceLocation),
    (508, .nan, 0, #_sourceLocation),
  ]

  @Test(arguments: keyboardRows)
  func theKeyboardsHeightFromItsFrame(_ row: (Double?, Double, Double, SourceLocation)) {
    #expect(
      PresentationLayout.keyboardHeight(keyboardTop: row.0, containerBottom: row.1) == row.2,
      sourceLocation: row.3)
  }

  @Test func theKeyboardsAnimationFallsBackToUIKitsValues() {
    let missing = PresentationLayout.keyboardAnimation(duration: nil, curve: nil)
    #expect(missing.duration == 0.25 && missing.curve == 7)
    let given = PresentationLayout.keyboardAnimation(duration: 0.4, curve: 3)
    #expect(given.duration == 0.4 && given.curve == 3)
    #expect(PresentationLayout.keyboardAnimation(duration: .nan, curve: nil).duration == 0.25)
    #expect(PresentationLayout.keyboardAnimation(duration: -1, curve: nil).duration == 0.25)
    #expect(PresentationLayout.keyboardAnimation(duration: 0, curve: nil).duration == 0)
  }

  // MARK: Frames

  @Test(arguments: 0..<16)
  func theRestingFrameWaitsForWhateverDrivesTheFrames(_ bits: Int) {
    let animating = bits & 1 != 0
    let dragging = bits & 2 != 0
    let springing = bits & 4 != 0
    let presenting = bits & 8 != 0
    #expect(
      PresentationLayout.mayApplyRestingFrame(
        isAnimatingTransition: animating, isDragging: dragging, isSpringingBack: springing,
        isBeingPresented: presenting) == (bits == 0))
  }

  @Test func theRestingRectIsMirroredInRightToLeft() {
    let banner = ModalStyle.custom(placement: .topBanner(margins: Insets(leading: 20)))
    let layout = laidOut(banner)
    let leftToRight = layout.restingRect(isRightToLeft: false)
    let rightToLeft = layout.restingRect(isRightToLeft: true)
    #expect(leftToRight.minX == 20)
    #expect(rightToLeft.minX == 0)
    #expect(rightToLeft.maxX == 370)
    #expect(rightToLeft.size == leftToRight.size)
  }

  @Test func aDismissalContinuesAReleasedDrag() {
    let layout = laidOut(.lightbox)
    let motion = ReleaseMotion(
      from: Vector(x: 0, y: 200), to: Vector(x: 0, y: 844), velocity: Vector(x: 0, y: 644))
    let released = DragSession.Released(
      release: .dismiss(edge: .bottom, motion: motion), backdropStrength: 0.6)
    let start = layout.transitionFrame(
      presenting: false, reason: .drag(.bottom), release: released, progress: 0)
    #expect(start.offset == Vector(x: 0, y: 200), "no jump from where the finger lifted")
    #expect(start.backdropStrength == 0.6)
    let end = layout.transitionFrame(
      presenting: false, reason: .drag(.bottom), release: released, progress: 1)
    #expect(end.offset == Vector(x: 0, y: 844) && end.backdropStrength == 0)
    let timing = layout.transitionPath(
      presenting: false, reason: .drag(.bottom), release: released
    ).progress
    #expect(timing.animation == ModalStyle.lightbox.removalAnimation)
    #expect(timing.initialVelocity == 1, "644 pt/s over 644 pt")
    let presenting = layout.transitionPath(
      presenting: true, reason: .programmatic, release: released
    ).progress
    #expect(presenting.animation == ModalStyle.lightbox.insertionAnimation)
    #expect(presenting.initialVelocity == 0, "a presentation ignores a release")
  }

  // MARK: Accessibility (A1)

  /// A1: before, every custom modal marked its content modal, a pass-through toast included,
  /// and announced itself as a new screen.
  @Test(arguments: ModalStyle.builtIns.map(\.name))
  func blockingStylesAreModalAndPassThroughOnesAreNot(_ name: String) throws {
    let style = try #require(ModalStyle.builtIn(named: name)).style
    let layout = PresentationLayout(style: style, reduceMotion: false)
    let passesThrough = style.backdrop.tapBehavior == .passesThrough
    #expect(layout.isAccessibilityModal == !passesThrough)
    #expect(layout.arrival == (passesThrough ? .layoutChanged : .screenChanged))
  }

  /// N13: before, Veil's host marked itself modal on every route, a sheet included (where it
  /// hid UIKit's grabber from VoiceOver), and a custom presentation cleared the flag on the
  /// app's own controller's view.
  @Test(arguments: ModalStyle.builtIns.map(\.name))
  func n13_veilMarksOnlyItsOwnHostAndNeverASheets(_ name: String) throws {
    let style = try #require(ModalStyle.builtIn(named: name)).style
    let isSheet = style.sheetStyle != nil
    #expect(
      PresentationLayout.contentIsAccessibilityModal(style: style, contentIsVeils: true)
        == (isSheet ? nil : false))
    #expect(
      PresentationLayout.contentIsAccessibilityModal(style: style, contentIsVeils: false) == nil,
      "the app's own controller keeps what the app set")
  }

  @Test func aToastIsNotModal() {
    let toast = ModalStyle.custom(
      placement: .topBanner(), backdrop: Backdrop.clear.onTap(.passesThrough))
    let layout = PresentationLayout(style: toast, reduceMotion: false)
    #expect(!layout.isAccessibilityModal)
    #expect(layout.arrival == .layoutChanged)
    let blocking = PresentationLayout(
      style: toast.backdrop(Backdrop.clear.onTap(.blocks)), reduceMotion: false)
    #expect(blocking.isAccessibilityModal, "a backdrop that blocks taps blocks the screen")
  }

  // MARK: A container change while a motion drives the frames (N8)

  /// N8: a rotation, the keyboard or the content's own size during a spring-back was never
  /// shown: the change was not applied while the spring-back ran, and nothing applied it after.
  @Test func aContainerChangeDuringASpringBackIsShownWhenItEnds() {
    var layout = laidOut(.card)
    let rebuilt = layout.update(ModalContainer(size: Size(width: 844, height: 390)), force: false)
    #expect(rebuilt)
    let springingBack = PresentationLayout.mayApplyRestingFrame(
      isAnimatingTransition: false, isDragging: false, isSpringingBack: true,
      isBeingPresented: false)
    let shownAtOnce = layout.containerDidChange(mayApplyRestingFrame: springingBack)
    #expect(!shownAtOnce, "held back while the spring-back runs")
    #expect(layout.holdsRestingFrame)
    let shownAtTheEnd = layout.motionDidEnd(mayApplyRestingFrame: true)
    #expect(shownAtTheEnd, "shown when the spring-back ends")
    #expect(!layout.holdsRestingFrame)
    let shownAgain = layout.motionDidEnd(mayApplyRestingFrame: true)
    #expect(!shownAgain, "and only once")
  }

  /// The second review's N8, its transition half: a change held back while a transition drove
  /// the frames is shown, animated, when the transition ends; without one the transition's
  /// end shows the resting frame as it landed on it.
  @Test func aContainerChangeDuringATransitionIsAnimatedInWhenItEnds() {
    var layout = laidOut(.card)
    let animatedWithoutAChange = layout.transitionDidEndShowingRest()
    #expect(!animatedWithoutAChange, "nothing held: no animation")
    _ = layout.update(ModalContainer(size: Size(width: 390, height: 500)), force: false)
    let presenting = PresentationLayout.mayApplyRestingFrame(
      isAnimatingTransition: true, isDragging: false, isSpringingBack: false,
      isBeingPresented: true)
    let shownAtOnce = layout.containerDidChange(mayApplyRestingFrame: presenting)
    #expect(!shownAtOnce)
    let animated = layout.transitionDidEndShowingRest()
    #expect(animated, "the held change is animated in")
    #expect(!layout.holdsRestingFrame)
    let animatedAgain = layout.transitionDidEndShowingRest()
    #expect(!animatedAgain, "and only once")
    let animation = PresentationLayout.heldChangeAnimation
    #expect(animation.duration == 0.25 && animation.curve == 7)
  }

  /// A change while nothing else drives the frames is shown at once, and holds nothing back.
  @Test func aContainerChangeAtRestIsShownAtOnce() {
    var layout = laidOut(.card)
    let shownAtOnce = layout.containerDidChange(mayApplyRestingFrame: true)
    #expect(shownAtOnce)
    #expect(!layout.holdsRestingFrame)
    let shownAtTheEnd = layout.motionDidEnd(mayApplyRestingFrame: true)
    #expect(!shownAtTheEnd, "nothing was held")
  }

  /// A spring-back caught by a new drag ends while the drag holds the content: the change
  /// waits for the drag's own spring-back to end.
  @Test func aHeldChangeWaitsWhileAnotherMotionStillDrivesTheFrames() {
    var layout = laidOut(.card)
    _ = layout.containerDidChange(mayApplyRestingFrame: false)
    let shownUnderTheDrag = layout.motionDidEnd(mayApplyRestingFrame: false)
    #expect(!shownUnderTheDrag)
    #expect(layout.holdsRestingFrame)
    let shownAtTheEnd = layout.motionDidEnd(mayApplyRestingFrame: true)
    #expect(shownAtTheEnd)
  }

  /// A later change at rest shows itself and forgets the held one.
  @Test func aChangeAtRestForgetsAHeldOne() {
    var layout = laidOut(.card)
    _ = layout.containerDidChange(mayApplyRestingFrame: false)
    let shownAtOnce = layout.containerDidChange(mayApplyRestingFrame: true)
    #expect(shownAtOnce)
    let shownAtTheEnd = layout.motionDidEnd(mayApplyRestingFrame: true)
    #expect(!shownAtTheEnd)
  }
}
