import Testing
import VeilCore

/// The VeilCore code of the DocC articles (`Sources/VeilCore/VeilCore.docc` and, for the guides
/// and recipes, `Sources/Veil/Veil.docc`), compiled, and the numbers the articles state,
/// checked: an article whose code or numbers drift fails here. Each
/// test names its article; the numbers' own sources (the seeds, Apple) are in the articles and
/// in the doc comments of the types they come from. Helpers and public API only, so that the
/// code is what a reader can write.
@Suite struct ArticleExampleTests {
  /// The container the articles use: an iPhone 14's screen in points (Apple's device
  /// specifications), as the `veil` command's default.
  static let phone = Size(width: 390, height: 844)

  /// Tolerance for numbers an article rounds to the digits it prints.
  static let printed = 0.000_1

  // MARK: - VeilCore.md, SeeThroughCover.md

  /// "Half-way through the presentation, at 0.1 s, the content's opacity is 0.5, its scale 1.1
  /// and the backdrop at half strength"; the dismissal cross-dissolves over 0.4 s at scale 1.
  @Test func coverIsHalfWayAtATenthOfASecond() {
    let sampler = FrameSampler(style: .cover, container: ModalContainer(size: Self.phone))
    let frame = sampler.frame(.presenting, at: 0.1)
    #expect(abs(frame.contentOpacity - 0.5) < Self.printed)
    #expect(abs(frame.contentScale - 1.1) < Self.printed)
    #expect(abs(frame.backdropStrength - 0.5) < Self.printed)
    #expect(ModalStyle.cover.removalAnimation == .easeInOut(duration: 0.4))
    #expect(sampler.frame(.dismissing, at: 0.2).contentScale == 1)
    #expect(ModalStyle.cover.backdrop.dim?.opacity == 0.2)
  }

  /// The styles "Tune it" builds.
  @Test func coverTuningsKeepWhatTheyDoNotChange() {
    let frosted = ModalStyle.cover
      .backdrop(.blur(.systemUltraThinMaterial).dimmed(.black, opacity: 0.1))
      .animation(
        insertion: .spring(.snappy),
        removal: ModalStyle.SystemTransition.crossDissolve.animation)
    let confirmation = ModalStyle.card.backdrop(.dim(opacity: 0.3).onTap(.blocks))
    let eager = ModalStyle.cover.backdropTapRequiresCompletedPresentation(false)

    #expect(frosted.backdrop.blur?.style == .systemUltraThinMaterial)
    #expect(frosted.removalAnimation == ModalStyle.cover.removalAnimation)
    #expect(
      confirmation.backdropTapBehavior(presentationIsLogicallyComplete: true) == .blocks)
    #expect(eager.backdropTapBehavior(presentationIsLogicallyComplete: false) == .dismisses)
    #expect(
      ModalStyle.cover.backdropTapBehavior(presentationIsLogicallyComplete: false) == .blocks)
  }

  // MARK: - PanToDismiss.md, DesigningMotion.md

  /// One row of the article's table of `veil drag lightbox` answers.
  struct LightboxRow: Sendable, CustomTestStringConvertible {
    let name: String
    let translation: Vector
    let velocity: Vector
    let edge: ModalEdge?

    var testDescription: String { name }
  }

  /// The article's table, seed 001's cases in a 390 × 844 container.
  static let lightboxRows = [
    LightboxRow(
      name: "160 pt down, slowly", translation: Vector(x: 0, y: 160),
      velocity: Vector(x: 0, y: 10), edge: .bottom),
    LightboxRow(
      name: "100 pt down, slowly", translation: Vector(x: 0, y: 100),
      velocity: Vector(x: 0, y: 10), edge: nil),
    LightboxRow(
      name: "40 pt up, flicked up", translation: Vector(x: 0, y: -40),
      velocity: Vector(x: 0, y: -900), edge: .top),
    LightboxRow(
      name: "40 pt down, flicked up", translation: Vector(x: 0, y: 40),
      velocity: Vector(x: 0, y: -900), edge: .top),
    LightboxRow(
      name: "120 pt sideways", translation: Vector(x: 120, y: 0),
      velocity: Vector(x: 300, y: 0), edge: nil),
    // "A release at about 40 points per second or faster": 20 projected points at 0.499 s.
    LightboxRow(
      name: "a flick at 41 pt/s", translation: Vector(x: 0, y: 10),
      velocity: Vector(x: 0, y: 41), edge: .bottom),
    LightboxRow(
      name: "a drift at 39 pt/s", translation: Vector(x: 0, y: 10),
      velocity: Vector(x: 0, y: 39), edge: nil),
  ]

  @Test(arguments: lightboxRows)
  func lightboxReleasesAsTheArticleSays(_ row: LightboxRow) {
    let release = DragToDismiss.lightbox.release(
      translation: row.translation, velocity: row.velocity, in: Self.phone)
    #expect(release.edge == row.edge)
  }

  /// The `veil drag lightbox --translation 0,160 --velocity 0,10` output the articles print.
  @Test func lightboxDismissalContinuesTheFinger() throws {
    let release = DragToDismiss.lightbox.release(
      translation: Vector(x: 0, y: 160), velocity: Vector(x: 0, y: 10), in: Self.phone)
    guard case .dismiss(let edge, let motion) = release else {
      Issue.record("expected a dismissal, got \(release)")
      return
    }
    #expect(edge == .bottom)
    #expect(motion.to == Vector(x: 0, y: 844))
    #expect(motion.from == Vector(x: 0, y: 160))
    #expect(motion.velocity == Vector(x: 0, y: 10))
    // 10 pt/s over the 684 points left: 0.0146 to the four decimals printed.
    #expect(abs(motion.relativeVelocity.y - 10.0 / 684) < Self.printed)
  }

  /// "Tune the rule" and "Drive a drag yourself" compile and behave as described.
  @Test func aDriverLoopDismissesThroughTheMachine() {
    let drag = DragToDismiss(
      directions: .down,
      distanceThreshold: .fraction(0.25),
      flickThreshold: 40,
      resistance: .rubberBand,
      crossAxisResistance: .locked,
      crossAxisLimit: nil,
      backdropFadeDistance: .points(300))
    let style = ModalStyle.card.dragToDismiss(drag)
    let container = ModalContainer(size: Self.phone)
    let sampler = FrameSampler(style: style, container: container)
    var machine = PresentationMachine<ModalIdentity>()
    machine.step(.bindingChanged(isPresented: true))
    machine.step(.transitionFinished(TransitionID(rawValue: 1)))

    var tracker = DragToDismissTracker(drag, container: container.size)
    var velocity = VelocitySampler()
    machine.step(.dragBegan)
    for step in 1...10 {
      let translation = Vector(x: 0, y: Double(step) * 25)
      tracker.update(translation: translation)
      velocity.add(translation, at: Double(step) / 60)
      machine.step(.dragChanged(progress: tracker.progress))
      let frame = sampler.dragFrame(
        offset: tracker.contentOffset, backdropStrength: tracker.backdropStrength)
      #expect(frame.offset == translation)
    }
    // 250 points is beyond a quarter of 844: the release dismisses, and the binding is
    // written back once.
    let release = tracker.release(velocity: velocity.velocity(at: 10.0 / 60))
    let effects = Array(machine.step(.dragEnded(dismissingTowards: release.edge)))
    #expect(release.edge == .bottom)
    #expect(effects.contains(.writeBindingBack))
    #expect(effects.contains(.emit(.willDismiss(.drag(.bottom)))))
  }

  /// PanToDismiss.md, "Drive a drag yourself": seed 001's slow 160 pt drag through the article's
  /// driver dismisses towards the bottom, writes the binding back and reports `drag(.bottom)`.
  @Test func articleDragDriverDismissesASlowLongDrag() {
    var machine = PresentationMachine<ModalIdentity>()
    _ = machine.step(.bindingChanged(isPresented: true))
    _ = machine.step(.transitionFinished(TransitionID(rawValue: 1)))
    var driver = LightboxDragDriver(machine: machine, container: ModalContainer(size: Self.phone))
    driver.began()
    var frame = driver.sampler.restingFrame
    for step in 0...16 {
      let y = Double(step) * 10
      frame = driver.moved(
        translation: Vector(x: 0, y: y), location: Vector(x: 200, y: 300 + y),
        at: Double(step) * 0.5)
    }
    // Seed 001: the backdrop is 1 - |dy| / height at the 160 pt the content followed.
    #expect(abs(frame.backdropStrength - (1 - 160 / Self.phone.height)) < Self.printed)
    let effects = Array(driver.released(at: 8))
    #expect(effects.contains(.writeBindingBack))
    #expect(effects.contains(.emit(.willDismiss(.drag(.bottom)))))
  }

  // MARK: - HalfSheet.md

  /// The `SheetDrag` example: 500, 0.5 and a flick to large.
  @Test func sheetDragFollowsDimsAndSkips() {
    let sheet = SheetStyle()
      .detents([.medium, .large])
      .largestUndimmedDetent(.medium)
    let drag = SheetDrag(sheet, context: SheetDetent.Context(maximumDetentValue: 800))
    #expect(drag.height(forTranslation: -100) == 500)
    #expect(abs(drag.dimming(atHeight: 600) - 0.5) < Self.printed)
    let flick = drag.release(translation: -100, velocity: -1_500)
    #expect(flick.detent?.identifier == .large)
  }

  /// `veil drag halfSheet --translation 0,150 --velocity 0,300` dismisses: the half sheet of a
  /// 390 × 844 container (422 points) dragged 150 points down, to 272.
  @Test func halfSheetDraggedDownDismisses() {
    let container = ModalContainer(size: Self.phone)
    let drag = SheetDrag(.halfSheet, context: container.sheetDetentContext)
    let release = drag.release(translation: 150, velocity: 300)
    #expect(drag.startHeight == 422)
    #expect(release.from == 272)
    #expect(release.dismisses)
    #expect(release.dismissReason == .drag(.bottom))
  }

  /// "Choose the detents" compiles, and the peek opens at its 200 points.
  @Test func detentChoicesResolve() {
    let both = SheetStyle.sheet
      .detents([.medium, .large])
      .largestUndimmedDetent(.medium)
    let peek = SheetStyle.sheet
      .detents([.height(200), .medium, .large])
      .selectedDetent(SheetDetent.height(200).identifier)
    let tall = SheetDetent.custom(identifier: "tall") { context in
      context.isCompactHeight ? nil : context.maximumDetentValue * 0.8
    }
    let context = SheetDetent.Context(maximumDetentValue: 800)
    #expect(both.resolvedDetents(in: context).map(\.height) == [400, 800])
    #expect(peek.resolvedSelectedDetent(in: context).height == 200)
    #expect(tall.resolvedHeight(in: context) == 640)
    #expect(
      tall.resolvedHeight(in: SheetDetent.Context(maximumDetentValue: 800, isCompactHeight: true))
        == nil)
  }

  // MARK: - MigratingFromSheetAndFullScreenCover.md

  /// `.sheet.detents([.medium, .large]).interactiveDismissDisabled()` keeps its detents: the
  /// old `.sheetConfiguration(…halfSheet…)` spelling replaced them.
  @Test func aLockedSheetCannotBeDraggedAwayAndKeepsItsDetents() {
    let locked = SheetStyle.sheet.detents([.medium, .large]).interactiveDismissDisabled()
    #expect(locked.isInteractiveDismissDisabled)
    #expect(locked.detents == [.medium, .large])
    let drag = SheetDrag(locked, context: SheetDetent.Context(maximumDetentValue: 800))
    #expect(drag.release(translation: 600, velocity: 3_000).dismissReason == nil)
  }

  /// `.card.dragToDismiss(…).interactiveDismissDisabled()`: no drag, no dismissing tap, and
  /// both come back when it is allowed again.
  @Test func aLockedCardKeepsItsDragForLater() {
    let drag = DragToDismiss(directions: .down)
    let locked = ModalStyle.card.dragToDismiss(drag).interactiveDismissDisabled()
    #expect(locked.dragToDismiss == nil)
    #expect(locked.backdropTapBehavior(presentationIsLogicallyComplete: true) == .blocks)
    let unlocked = locked.interactiveDismissDisabled(false)
    #expect(unlocked.dragToDismiss == drag)
    #expect(unlocked.backdropTapBehavior(presentationIsLogicallyComplete: true) == .dismisses)
  }

  // MARK: - GettingStarted.md, OverCurrentContext.md

  /// The styles the articles build compile, and keep what they say.
  @Test func articleStylesAreWhatTheySay() {
    let frosted = ModalStyle.cover
      .backdrop(.blur(.systemThinMaterial))
      .animation(.spring(.snappy))
      .cornerRadius(20)
    let photo = ModalStyle.card.dragToDismiss(DragToDismiss(directions: .down))
    let toast = ModalStyle.custom(
      placement: .topBanner(),
      backdrop: Backdrop.clear.onTap(.passesThrough),
      transition: .move(edge: .top),
      animation: .spring(.snappy),
      cornerRadius: 12)
    let overFrosted = ModalStyle.overCurrentContext(
      transition: .crossDissolve,
      backdrop: .blur(.systemMaterialDark).dimmed(.black, opacity: 0.2))
    let seeThrough = ModalStyle.card.backdrop(.blur(.systemUltraThinMaterial))

    #expect(frosted.cornerRadius == 20)
    #expect(frosted.insertionAnimation == .spring(.snappy))
    #expect(photo.dragToDismiss?.directions == .down)
    #expect(toast.backdrop.tapBehavior == .passesThrough)
    #expect(overFrosted.backdrop.dim?.opacity == 0.2)
    #expect(overFrosted.backdrop.blur?.style == .systemMaterialDark)
    #expect(seeThrough.placement == ModalStyle.card.placement)
    // The over-current-context dim moves with the content and blocks taps (seed 003).
    #expect(ModalStyle.overCurrentContext.backdrop.attachment == .content)
    #expect(ModalStyle.overCurrentContext.backdrop.tapBehavior == .blocks)
  }

  /// The zoom transition of "Write your own transition": hidden at 0, shown at 1, and
  /// replaced by a cross-dissolve with Reduce Motion.
  @Test func customZoomTransition() {
    let zoom = ModalTransition.custom("zoom") { progress, frame in
      frame.contentScale *= 0.3 + 0.7 * progress
      frame.contentOpacity *= min(max(progress, 0), 1)
    }
    let style = ModalStyle.overCurrentContext(
      transition: zoom,
      animation: .easeInOut(duration: 0.7),
      backdrop: .blur(.dark).attached(to: .content).onTap(.blocks))
    let pop = ModalTransition.opacity.combined(with: .scale(from: 0.8))
    let photo = ModalTransition.asymmetric(
      insertion: .opacity, removal: .move(edge: .bottom))
    _ = ModalStyle.overCurrentContext(transition: pop, animation: .spring(.bouncy))

    let hidden = zoom.frame(progress: 0, in: Self.phone)
    let shown = zoom.frame(progress: 1, in: Self.phone)
    #expect(hidden.contentOpacity == 0)
    #expect(abs(hidden.contentScale - 0.3) < Self.printed)
    #expect(shown.contentOpacity == 1 && shown.contentScale == 1)
    #expect(zoom.reducingMotion == .opacity)
    #expect(style.animation(for: .presenting) == .easeInOut(duration: 0.7))
    #expect(photo.frame(progress: 0, in: Self.phone, phase: .dismissing).offset.y == 844)
  }

  // MARK: - SideDrawers.md

  /// The article's tuned drag and trailing drawer, as written, do what it says.
  @Test func sideDrawerTuningsDoWhatTheArticleSays() throws {
    let style = ModalStyle.drawer.dragToDismiss(
      .drawer(.leading).distanceThreshold(.fraction(0.25)))
    let drag = try #require(style.dragToDismiss)
    // A quarter of the 390-point phone's width, 97.5 points, now closes it slowly.
    let release = drag.release(
      translation: Vector(x: -100, y: 0), velocity: .zero, in: Self.phone)
    guard case .dismiss(.leading, _) = release else {
      Issue.record("a slow drag past a quarter of the width closes the drawer, got \(release)")
      return
    }
    let filters = ModalStyle.drawer(.trailing, width: .fraction(0.85), cornerRadius: 24)
    let rest = FrameSampler(style: filters, container: ModalContainer(size: Self.phone))
      .restingFrame
    #expect(abs(rest.contentRect.width - 331.5) < 1e-9)
    #expect(abs(rest.contentRect.maxX - 390) < 1e-9)
    #expect(rest.cornerRadius == 24)
    #expect(rest.roundedCorners == [.topLeading, .bottomLeading])
  }

  // MARK: - DesigningMotion.md

  /// The article's own test, as written.
  @Test func toastSlidesDownFromTheTop() {
    let toast = ModalStyle.custom(
      placement: .topBanner(), transition: .move(edge: .top),
      animation: .easeOut(duration: 0.25))
    let container = ModalContainer(
      size: Size(width: 390, height: 844), safeArea: Insets(top: 47, bottom: 34))
    let sampler = FrameSampler(style: toast, container: container)

    #expect(sampler.frame(.presenting, at: 0).offset.y < 0)
    #expect(sampler.frame(.presenting, at: 0.25).offset == .zero)
    #expect(sampler.isLogicallyComplete(.presenting, at: 0.25))
  }

  /// The CSV rows the article prints: `veil preview cover --format csv --fps 20 --phase
  /// present`.
  @Test func coverTimelineMatchesThePrintedRows() {
    let timeline = ModalTimeline(
      style: .cover, phase: .presenting,
      container: ModalContainer(size: Self.phone), frameRate: 20)
    let opacities = timeline.map(\.frame.contentOpacity)
    let printed = [0, 0.1292, 0.5, 0.8708, 1]
    #expect(opacities.count == printed.count)
    for (opacity, expected) in zip(opacities, printed) {
      #expect(abs(opacity - expected) < 0.000_05)
    }
  }

  /// "Choose the numbers": the animations compile; a spring is logically complete at its
  /// response and finished once settled, later.
  @Test func animationsHaveTwoEnds() {
    let snappy = ModalAnimation.spring(.snappy)
    let custom = ModalAnimation.spring(ModalSpring(duration: 0.35, bounce: 0.2))
    let physical = ModalAnimation.spring(
      ModalSpring(mass: 1, stiffness: 300, damping: 30))
    let curve = ModalAnimation.easeInOut(duration: 0.25)
    for animation in [snappy, custom, physical] {
      #expect(animation.logicalDuration < animation.settlingDuration)
    }
    #expect(curve.logicalDuration == 0.25)
    #expect(curve.settlingDuration == 0.25)
  }

  // MARK: - HowVeilDecides.md

  /// The article's first steps, with the effects its comments show.
  @Test func machineStepsAsPrinted() {
    var machine = PresentationMachine<ModalIdentity>()
    #expect(
      Array(machine.step(.bindingChanged(isPresented: true)))
        == [.emit(.willPresent), .beginPresenting(.flag, transition: TransitionID(rawValue: 1))])
    #expect(machine.step(.bindingChanged(isPresented: true)).isEmpty)
    #expect(
      Array(machine.step(.transitionFinished(TransitionID(rawValue: 1)))) == [.emit(.didPresent)])
  }
}

/// PanToDismiss.md's driver, as the article prints it.
struct LightboxDragDriver {
  var machine: PresentationMachine<ModalIdentity>
  let sampler: FrameSampler
  var tracker: DragToDismissTracker
  var velocity = VelocitySampler()

  init(machine: PresentationMachine<ModalIdentity>, container: ModalContainer) {
    self.machine = machine
    sampler = FrameSampler(style: .lightbox, container: container)
    tracker = DragToDismissTracker(.lightbox, container: container.size)
  }

  // When the finger comes down.
  mutating func began() {
    tracker = DragToDismissTracker(.lightbox, container: sampler.container.size)
    velocity.removeAll()
    _ = machine.step(.dragBegan)
  }

  // On every move: the frame to draw.
  mutating func moved(translation: Vector, location: Vector, at timestamp: Double) -> ModalFrame {
    tracker.update(translation: translation)
    velocity.add(location, at: timestamp)
    _ = machine.step(.dragChanged(progress: tracker.progress))
    return sampler.dragFrame(
      offset: tracker.contentOffset, backdropStrength: tracker.backdropStrength)
  }

  // On release: what the machine asks the driver to do next.
  mutating func released(at timestamp: Double) -> PresentationMachine<ModalIdentity>.Effects {
    let release = tracker.release(velocity: velocity.velocity(at: timestamp))
    return machine.step(.dragEnded(dismissingTowards: release.edge))
  }
}
