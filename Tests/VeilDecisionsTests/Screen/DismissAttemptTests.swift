import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

/// E3: a user's dismissal that a lock refuses is reported to the app once per attempt
/// (``ModalDismissAttempt``), through the delivery queue, so the app can ask and then dismiss.
/// Each scenario plays UIKit's documented order in the scripted UIKit.
@MainActor
@Suite struct DismissAttemptTests {
  /// A custom modal on screen, locked by its content, its logs cleared.
  private static func lockedCustom(backdropTapDismisses: Bool = true) -> ScriptedUIKit {
    let uikit = ScriptedUIKit()
    uikit.register(1, backdropTapDismisses: backdropTapDismisses)
    uikit.setBinding(1, .flag)
    uikit.playTransition(1)
    uikit.runNextTurn()
    uikit.feed(.contentDisablesUserDismissal(true), to: 1)
    uikit.clearLogs()
    return uikit
  }

  /// A sheet on screen, its logs cleared; locked by its style unless `locked` is `false`.
  private static func presentedSheet(locked: Bool = true) -> ScriptedUIKit {
    let uikit = ScriptedUIKit()
    uikit.register(1, route: .sheet, allowsUserDismissal: !locked)
    uikit.setBinding(1, .flag)
    uikit.endSheetTransition(1)
    uikit.runNextTurn()
    uikit.clearLogs()
    return uikit
  }

  // MARK: - Custom modals

  @Test func aLockedBackdropTapIsOneAttemptAndNothingElse() {
    let uikit = Self.lockedCustom()
    uikit.feed(.backdropTapped, to: 1)
    #expect(uikit.dismissAttempts[1] == [.backdropTap])
    #expect(uikit.events[1] == nil, "no dismissal starts")
    #expect(uikit.drivers[1]?.screen == .presented)
  }

  @Test func aTapOnABackdropThatWouldNotDismissIsNoAttempt() {
    let uikit = Self.lockedCustom(backdropTapDismisses: false)
    uikit.feed(.backdropTapped, to: 1)
    #expect(uikit.dismissAttempts[1] == nil)
  }

  /// Whether a tap would have dismissed is the backdrop's own behaviour, read before the lock:
  /// `interactiveDismissDisabled` makes a dim's tap block, yet its tap is still an attempt.
  @Test(arguments: [
    (ModalStyle.card, true),
    (.card.interactiveDismissDisabled(), true),
    (.card.backdrop(.dim(.black, opacity: 0.2).onTap(.blocks)), false),
    (.card.backdrop(.dim(.black, opacity: 0.2).onTap(.passesThrough)), false),
    (.fullScreen, false),
  ])
  func theStyleSaysWhetherATapWouldDismiss(style: ModalStyle, wouldDismiss: Bool) {
    #expect(ModalScreenDriver(style: style).backdropTapDismisses == wouldDismiss)
    var driver = ModalScreenDriver(style: .fullScreen)
    driver.styleChanged(to: style)
    #expect(driver.backdropTapDismisses == wouldDismiss)
  }

  @Test func theStylesLockReportsAttemptsToo() {
    let uikit = ScriptedUIKit()
    uikit.register(1, allowsUserDismissal: false)
    uikit.setBinding(1, .flag)
    uikit.playTransition(1)
    uikit.runNextTurn()
    uikit.feed(.backdropTapped, to: 1)
    #expect(uikit.escape(1) == false, "the escape is refused: the modal stays")
    #expect(uikit.dismissAttempts[1] == [.backdropTap, .escapeGesture])
  }

  /// A locked modal does not move under the finger: the refused claim is the attempt, and the
  /// refused pan ends there, so each pan reports once.
  @Test func aRefusedDragIsOneAttemptPerPan() {
    let uikit = Self.lockedCustom()
    uikit.feed(.dragBegan, to: 1)
    uikit.feed(.dragBegan, to: 1)
    #expect(uikit.dismissAttempts[1] == [.drag, .drag])
    #expect(uikit.commands(of: 1).contains(.send(.dragBegan)) == false)
  }

  /// A drag claimed before the content locked is an attempt only if its release would have
  /// dismissed: released past the threshold it names an edge; short of it, it does not.
  @Test(arguments: [(ModalEdge?.some(.bottom), 1), (nil, 0)])
  func aDragLockedMidwayCountsOnlyPastTheThreshold(edge: ModalEdge?, attempts: Int) {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.setBinding(1, .flag)
    uikit.playTransition(1)
    uikit.runNextTurn()
    uikit.feed(.dragBegan, to: 1)
    uikit.feed(.dragChanged(progress: 0.5), to: 1)
    uikit.feed(.contentDisablesUserDismissal(true), to: 1)
    uikit.feed(.dragEnded(edge), to: 1)
    #expect((uikit.dismissAttempts[1] ?? []).count == attempts)
    #expect(uikit.drivers[1]?.isDismissing == false)
  }

  @Test func anUnlockedModalReportsNoAttempt() {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.setBinding(1, .flag)
    uikit.playTransition(1)
    uikit.runNextTurn()
    uikit.feed(.backdropTapped, to: 1)
    #expect(uikit.dismissAttempts[1] == nil)
    #expect(uikit.events[1]?.contains(.willDismiss(.backdropTap)) == true)
  }

  /// While the modal animates in (before its presentation is reported) or out, a gesture is
  /// no attempt: it would not have dismissed the modal then either.
  @Test func gesturesDuringATransitionAreNoAttempts() {
    let uikit = ScriptedUIKit()
    uikit.register(1, allowsUserDismissal: false)
    uikit.setBinding(1, .flag)
    uikit.runNextTurn()
    uikit.feed(.backdropTapped, to: 1)
    uikit.feed(.accessibilityEscape, to: 1)
    #expect(uikit.dismissAttempts[1] == nil)
  }

  @Test func theEscapeGestureIsAnAttempt() {
    let uikit = Self.lockedCustom()
    #expect(uikit.escape(1) == false)
    #expect(uikit.dismissAttempts[1] == [.escapeGesture])
  }

  /// The app asks, the user confirms, and the app dismisses from its handler: the modal goes,
  /// with the app's reason.
  @Test func theAppDismissesFromItsHandler() {
    let uikit = Self.lockedCustom()
    uikit.onDismissAttempt[1] = { _ in
      uikit.feed(.contentDisablesUserDismissal(false), to: 1)
      uikit.feed(.requestDismissal, to: 1)
    }
    uikit.feed(.backdropTapped, to: 1)
    uikit.playTransition(1)
    #expect(uikit.events[1] == [.willDismiss(.programmatic), .didDismiss(.programmatic)])
    #expect(uikit.appBinding[1] == nil)
  }

  // MARK: - UIKit's sheet

  /// A locked sheet: UIKit refuses the drag and the tap on the dimming, calling
  /// `presentationControllerDidAttemptToDismiss(_:)` once for each and no other delegate
  /// method; each is one attempt.
  @Test func aLockedSheetsDragAndDimmingTapAreAttempts() {
    let uikit = Self.presentedSheet()
    uikit.dragSheet(1, dismisses: true)
    uikit.tapSheetDimming(1)
    #expect(uikit.dismissAttempts[1] == [.sheetGesture, .sheetGesture])
    #expect(uikit.events[1] == nil)
    #expect(uikit.drivers[1]?.screen == .presented)
  }

  @Test func aSheetTheContentLocksReportsAttempts() {
    let uikit = Self.presentedSheet(locked: false)
    uikit.feed(.contentDisablesUserDismissal(true), to: 1)
    uikit.dragSheet(1, dismisses: true)
    #expect(uikit.dismissAttempts[1] == [.sheetGesture])
  }

  /// The app's own `isModalInPresentation` on a UIKit-API sheet's controller: UIKit reads it
  /// through Veil's container and refuses; the attempt is reported all the same.
  @Test func theAppsOwnLockOnAUIKitSheetReportsAttempts() {
    let uikit = Self.presentedSheet(locked: false)
    uikit.appsOwnModalInPresentation[1] = true
    uikit.tapSheetDimming(1)
    #expect(uikit.dismissAttempts[1] == [.sheetGesture])
    #expect(uikit.events[1] == nil)
  }

  @Test func theAppDismissesALockedSheetFromItsHandler() {
    let uikit = Self.presentedSheet()
    uikit.onDismissAttempt[1] = { _ in uikit.feed(.requestDismissal, to: 1) }
    uikit.dragSheet(1, dismisses: true)
    uikit.endSheetTransition(1)
    #expect(uikit.events[1] == [.willDismiss(.programmatic), .didDismiss(.programmatic)])
  }

  @Test func anUnlockedSheetReportsNoAttempt() {
    let uikit = Self.presentedSheet(locked: false)
    uikit.dragSheet(1, dismisses: false)
    #expect(uikit.dismissAttempts[1] == nil)
  }
}
