import Testing

@testable import VeilCore
@testable import VeilDecisions

/// B10, Veil-drawn styles: the keyboard's notifications, as UIKit sends them on an iPhone 15
/// (a 390 × 844 point window; the software keyboard with its suggestion bar is 336 points
/// tall, 291 without it), become one container change each, with the keyboard's own
/// animation.
@Suite struct KeyboardTrackerTests {
  static let container = Rect(x: 0, y: 0, width: 390, height: 844)
  /// The keyboard at rest on screen, and off screen below it (its begin frame when it shows).
  static let shown = Rect(x: 0, y: 508, width: 390, height: 336)
  static let offScreen = Rect(x: 0, y: 844, width: 390, height: 336)

  @Test func theKeyboardShowingMovesTheContentWithItsOwnCurve() {
    var keyboard = KeyboardTracker()
    let move = keyboard.handle(
      .willChangeFrame(end: Self.shown, duration: 0.25, curve: 7), container: Self.container)
    #expect(move == KeyboardTracker.Move(height: 336, duration: 0.25, curve: 7))
    // Curve 7 in UIView.AnimationOptions' curve bits (16…19): 7 << 16.
    #expect(move?.animationOptionsRawValue == 458_752)
    #expect(keyboard.height == 336)
  }

  /// UIKit sends `keyboardWillChangeFrame` alongside `keyboardWillShow`, and again when
  /// nothing moved: the content moves once.
  @Test func aRepeatedFrameMovesNothing() {
    var keyboard = KeyboardTracker()
    _ = keyboard.handle(
      .willChangeFrame(end: Self.shown, duration: 0.25, curve: 7), container: Self.container)
    #expect(
      keyboard.handle(
        .willChangeFrame(end: Self.shown, duration: 0.25, curve: 7), container: Self.container)
        == nil)
  }

  @Test func theSuggestionBarChangesTheHeightOnTheKeyboardsTiming() {
    var keyboard = KeyboardTracker()
    _ = keyboard.handle(
      .willChangeFrame(end: Self.shown, duration: 0.25, curve: 7), container: Self.container)
    let shorter = Rect(x: 0, y: 553, width: 390, height: 291)
    let move = keyboard.handle(
      .willChangeFrame(end: shorter, duration: 0, curve: 7), container: Self.container)
    #expect(move == KeyboardTracker.Move(height: 291, duration: 0, curve: 7))
  }

  @Test func hidingReturnsTheSpaceWithTheNotificationsAnimation() {
    var keyboard = KeyboardTracker()
    _ = keyboard.handle(
      .willChangeFrame(end: Self.shown, duration: 0.25, curve: 7), container: Self.container)
    let move = keyboard.handle(.willHide(duration: 0.3, curve: 7), container: Self.container)
    #expect(move == KeyboardTracker.Move(height: 0, duration: 0.3, curve: 7))
    #expect(keyboard.height == 0)
  }

  /// A notification without a duration or curve is animated as the keyboard is: 0.25 s on
  /// curve 7 (UIKit's keyboard on iOS 7 and later); a broken duration is treated alike.
  @Test(arguments: [nil, Double.nan, -1, .infinity])
  func aMissingAnimationIsTheKeyboards(duration: Double?) {
    var keyboard = KeyboardTracker()
    let move = keyboard.handle(
      .willChangeFrame(end: Self.shown, duration: duration, curve: nil),
      container: Self.container)
    #expect(move?.duration == 0.25)
    #expect(move?.curve == 7)
  }

  static let uncoveringFrames: [(String, Rect?, SourceLocation)] = [
    ("no frame", nil, #_sourceLocation),
    (
      "the iPad's floating keyboard: a zero rectangle", Rect(x: 0, y: 0, width: 0, height: 0),
      #_sourceLocation
    ),
    ("below the container", offScreen, #_sourceLocation),
    ("beside the container", Rect(x: 400, y: 508, width: 390, height: 336), #_sourceLocation),
  ]

  @Test(arguments: uncoveringFrames)
  func framesThatCoverNothing(_ row: (String, Rect?, SourceLocation)) {
    var keyboard = KeyboardTracker()
    _ = keyboard.handle(
      .willChangeFrame(end: Self.shown, duration: 0.25, curve: 7), container: Self.container)
    let move = keyboard.handle(
      .willChangeFrame(end: row.1, duration: 0.25, curve: 7), container: Self.container)
    #expect(move?.height == 0, "\(row.0)", sourceLocation: row.2)
  }

  /// A keyboard taller than a small container (a card's container in a split-view slot) covers
  /// it all, never more; NaN coordinates never reach the height.
  @Test func theHeightStaysWithinTheContainer() {
    var keyboard = KeyboardTracker()
    let small = Rect(x: 0, y: 0, width: 390, height: 200)
    let move = keyboard.handle(
      .willChangeFrame(end: Rect(x: 0, y: -200, width: 390, height: 600), duration: 0.25, curve: 7),
      container: small)
    #expect(move?.height == 200)
    var other = KeyboardTracker()
    let nan = other.handle(
      .willChangeFrame(
        end: Rect(x: .nan, y: .nan, width: 390, height: 336), duration: 0.25, curve: 7),
      container: Self.container)
    #expect(nan?.height.isNaN != true)
  }
}
