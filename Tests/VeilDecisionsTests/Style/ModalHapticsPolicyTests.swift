import Testing

@testable import VeilCore
@testable import VeilDecisions

/// When a modal plays its haptic feedback (features C7): the presentation's at `didPresent`, the
/// dismissal's when the modal has left the screen, the user's detent changes, each once, and
/// nothing for a cancelled transition or a detent the app selects.
@Suite struct ModalHapticsPolicyTests {
  static let all = ModalHaptics(
    onPresent: .impact(.light), onDetentChange: .selection, onDismiss: .notification(.success))

  /// Plays `events` through a fresh policy and returns every command, in order.
  private func commands(
    _ callbacks: [ModalHapticsPolicy.Callback], haptics: ModalHaptics = Self.all
  ) -> [ModalHapticsPolicy.Command] {
    var policy = ModalHapticsPolicy()
    return callbacks.flatMap { policy.handle($0, haptics: haptics) }
  }

  @Test func aFullCyclePreparesAheadAndPlaysEachMomentOnce() {
    let played = commands([
      .event(.willPresent, leftScreen: false), .event(.didPresent, leftScreen: false),
      .detentChanged(byUser: true),
      .event(.willDismiss(.drag(.bottom)), leftScreen: false),
      .event(.didDismiss(.drag(.bottom)), leftScreen: true),
    ])
    #expect(
      played == [
        .prepare(.impact(.light)), .play(.impact(.light)), .play(.selection),
        .prepare(.notification(.success)), .play(.notification(.success)),
      ])
  }

  /// Dismissing a chain (`ModalPresenter.dismissAll`) takes the modals above the lowest with
  /// `.parentDismissed`: they play nothing, so three modals closed at once play one feedback.
  @Test func aModalThatGoesWithItsParentPlaysNothing() {
    let played = commands([
      .event(.willPresent, leftScreen: false), .event(.didPresent, leftScreen: false),
      .event(.willDismiss(.parentDismissed), leftScreen: false),
      .event(.didDismiss(.parentDismissed), leftScreen: true),
    ])
    #expect(played == [.prepare(.impact(.light)), .play(.impact(.light))])
  }

  @Test func theDefaultPlaysNothing() {
    let played = commands(
      [
        .event(.willPresent, leftScreen: false), .event(.didPresent, leftScreen: false),
        .detentChanged(byUser: true), .event(.willDismiss(.programmatic), leftScreen: false),
        .event(.didDismiss(.programmatic), leftScreen: true),
      ], haptics: .none)
    #expect(played.isEmpty)
    #expect(!ModalHaptics.none.isEnabled && ModalHaptics.standard.isEnabled)
  }

  /// A presentation reversed before it completed (`willPresent`, `willDismiss`, `didDismiss`):
  /// the modal never landed, so nothing plays, not even the dismissal's feedback.
  @Test func aPresentationReversedMidFlightPlaysNothing() {
    let played = commands([
      .event(.willPresent, leftScreen: false),
      .event(.willDismiss(.programmatic), leftScreen: false),
      .event(.didDismiss(.programmatic), leftScreen: true),
    ])
    #expect(played == [.prepare(.impact(.light))])
  }

  /// A dismissal reversed back into a presentation closes its cycle with a `didDismiss` that
  /// leaves nothing, and opens one whose `didPresent` lands where the modal already was.
  @Test func aDismissalReversedBackPlaysNothing() {
    let played = commands([
      .event(.willPresent, leftScreen: false), .event(.didPresent, leftScreen: false),
      .event(.willDismiss(.programmatic), leftScreen: false),
      .event(.didDismiss(.programmatic), leftScreen: false),
      .event(.willPresent, leftScreen: false), .event(.didPresent, leftScreen: false),
    ])
    #expect(
      played == [
        .prepare(.impact(.light)), .play(.impact(.light)), .prepare(.notification(.success)),
      ])
  }

  @Test func aDetentTheAppSelectsOrOneBeforePresentationPlaysNothing() {
    #expect(commands([.detentChanged(byUser: true)]).isEmpty)
    let played = commands([
      .event(.didPresent, leftScreen: false), .detentChanged(byUser: false),
    ])
    #expect(played == [.play(.impact(.light))])
  }

  /// A second stay on screen plays again: each presentation once.
  @Test func eachStayOnScreenPlaysOnce() {
    let cycle: [ModalHapticsPolicy.Callback] = [
      .event(.willPresent, leftScreen: false), .event(.didPresent, leftScreen: false),
      .event(.willDismiss(.backdropTap), leftScreen: false),
      .event(.didDismiss(.backdropTap), leftScreen: true),
    ]
    let played = commands(cycle + cycle)
    #expect(played.filter { $0 == .play(.impact(.light)) }.count == 2)
    #expect(played.filter { $0 == .play(.notification(.success)) }.count == 2)
  }

  @Test func aStyleMadeFromASheetCarriesItsHaptics() {
    let sheet = SheetStyle.halfSheet.haptics(.standard)
    #expect(ModalStyle(sheet: sheet).haptics == .standard)
    #expect(ModalStyle.drawer.haptics == .none)
    #expect(ModalStyle.drawer.haptics(.standard).haptics.onPresent == .impact(.light))
  }

  @Test(arguments: [Double.nan, -2, 0.5, 7])
  func anImpactsIntensityIsClamped(intensity: Double) {
    guard case .impact(_, let clamped) = ModalHaptics.Feedback.impact(intensity: intensity).kind
    else {
      Issue.record("an impact is an impact")
      return
    }
    #expect((0...1).contains(clamped))
    if intensity.isNaN { #expect(clamped == 1) }
    if intensity == 0.5 { #expect(clamped == 0.5) }
  }

  @Test(arguments: ModalHaptics.Moment.allCases)
  func eachMomentHasItsOwnFeedback(moment: ModalHaptics.Moment) {
    let expected: ModalHaptics.Feedback =
      switch moment {
      case .present: .impact(.light)
      case .detentChange: .selection
      case .dismiss: .notification(.success)
      }
    #expect(Self.all.feedback(for: moment) == expected)
  }
}
