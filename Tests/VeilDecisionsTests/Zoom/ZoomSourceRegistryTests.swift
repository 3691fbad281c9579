import Testing
import VeilCore

@testable import VeilDecisions

/// Pins the zoom-source registry's bookkeeping (second review, N6): a source is hidden with
/// its alpha and gets the app's alpha back, the app's own later alpha wins, a source named
/// again keeps what it saved, another source named while hidden (a reused cell at the
/// dismissal) swaps which one is hidden, and a source that went away is forgotten.
@Suite struct ZoomSourceRegistryTests {
  typealias Registry = ZoomSourceRegistry<Int>
  let id = ZoomSourceID(1, in: "grid")
  let other = ZoomSourceID(2, in: "grid")

  /// The views' alphas as the app and the registry's commands leave them.
  final class Screen {
    var alphas: [Int: Double]
    init(_ alphas: [Int: Double]) { self.alphas = alphas }
    func alpha(_ source: Int) -> Double { alphas[source] ?? 1 }
    func apply(_ commands: [Registry.Command]) {
      for case .setAlpha(let source, let alpha) in commands { alphas[source] = alpha }
    }
  }

  @Test func aHiddenSourceGetsTheAppsAlphaBack() {
    let screen = Screen([10: 0.8])
    var registry = Registry()
    #expect(registry.register(10, for: id, alpha: screen.alpha).isEmpty)
    let hide = registry.setHidden(true, for: id, alpha: screen.alpha)
    #expect(hide == [.setAlpha(10, 0)])
    screen.apply(hide)
    #expect(registry.savedAlpha(of: 10) == 0.8)
    let show = registry.setHidden(false, for: id, alpha: screen.alpha)
    #expect(show == [.setAlpha(10, 0.8)])
    screen.apply(show)
    #expect(screen.alphas[10] == 0.8)
    #expect(registry.savedAlpha(of: 10) == nil)
  }

  @Test func anAlphaTheAppSetWhileTheSourceWasHiddenIsKept() {
    let screen = Screen([10: 0.8])
    var registry = Registry()
    registry.register(10, for: id, alpha: screen.alpha)
    screen.apply(registry.setHidden(true, for: id, alpha: screen.alpha))
    // The app dims the thumbnail of a photo it marked as deleted while the photo was up.
    screen.alphas[10] = 0.3
    #expect(registry.setHidden(false, for: id, alpha: screen.alpha).isEmpty)
    #expect(screen.alphas[10] == 0.3)
    #expect(registry.savedAlpha(of: 10) == nil)
  }

  @Test func theSameSourceNamedAgainWhileHiddenKeepsWhatItSaved() {
    let screen = Screen([10: 0.8])
    var registry = Registry()
    registry.register(10, for: id, alpha: screen.alpha)
    screen.apply(registry.setHidden(true, for: id, alpha: screen.alpha))
    // A style built again, a SwiftUI source that appears again: its alpha is the zoom's zero.
    #expect(registry.register(10, for: id, alpha: screen.alpha).isEmpty)
    #expect(registry.savedAlpha(of: 10) == 0.8)
    screen.apply(registry.setHidden(false, for: id, alpha: screen.alpha))
    #expect(screen.alphas[10] == 0.8)
  }

  @Test func anotherSourceAtTheDismissalIsHiddenAndTheOldOneShown() {
    // The cell showed the photo at the presentation; it was reused, and the provider answers
    // the new cell's view at the dismissal.
    let screen = Screen([10: 0.9, 20: 1])
    var registry = Registry()
    screen.apply(registry.register(10, for: id, lifetime: .untilShown, alpha: screen.alpha))
    screen.apply(registry.setHidden(true, for: id, alpha: screen.alpha))
    #expect(screen.alphas == [10: 0, 20: 1])
    let swap = registry.register(20, for: id, lifetime: .untilShown, alpha: screen.alpha)
    #expect(Set(swap) == [.setAlpha(10, 0.9), .setAlpha(20, 0)])
    screen.apply(swap)
    #expect(registry.source(for: id) == 20)
    #expect(!registry.tracks(10))
    let show = registry.setHidden(false, for: id, alpha: screen.alpha)
    #expect(show == [.setAlpha(20, 1)])
    screen.apply(show)
    #expect(screen.alphas == [10: 0.9, 20: 1])
  }

  @Test func aProviderThatAnswersNothingShowsTheOldSource() {
    let screen = Screen([10: 1])
    var registry = Registry()
    screen.apply(registry.register(10, for: id, lifetime: .untilShown, alpha: screen.alpha))
    screen.apply(registry.setHidden(true, for: id, alpha: screen.alpha))
    // The cell scrolled off: the zoom falls back, and the reused view is visible again.
    let gone = registry.register(nil, for: id, lifetime: .untilShown, alpha: screen.alpha)
    #expect(gone == [.setAlpha(10, 1)])
    screen.apply(gone)
    #expect(registry.source(for: id) == nil)
    #expect(registry.setHidden(false, for: id, alpha: screen.alpha).isEmpty)
    #expect(screen.alphas[10] == 1)
  }

  @Test func aSourceGoneWhileHiddenIsForgottenAndTheNextOneIsHidden() {
    let screen = Screen([10: 0.8, 20: 0.6])
    var registry = Registry()
    registry.register(10, for: id, alpha: screen.alpha)
    screen.apply(registry.setHidden(true, for: id, alpha: screen.alpha))
    registry.forget(10)
    #expect(!registry.tracks(10))
    #expect(registry.source(for: id) == nil)
    #expect(registry.isHidden(id))
    // A SwiftUI source that appears while the photo is up (a lazy grid scrolled back).
    let appear = registry.register(20, for: id, alpha: screen.alpha)
    #expect(appear == [.setAlpha(20, 0)])
    screen.apply(appear)
    let show = registry.setHidden(false, for: id, alpha: screen.alpha)
    #expect(show == [.setAlpha(20, 0.6)])
  }

  @Test func aSourceUnregisteredWhileHiddenIsShownAndAStaleUnregisterIsIgnored() {
    let screen = Screen([10: 1, 20: 1])
    var registry = Registry()
    registry.register(10, for: id, alpha: screen.alpha)
    screen.apply(registry.setHidden(true, for: id, alpha: screen.alpha))
    // Last registered wins; the old one's unregister, arriving late, changes nothing.
    screen.apply(registry.register(20, for: id, alpha: screen.alpha))
    #expect(screen.alphas == [10: 1, 20: 0])
    #expect(registry.unregister(10, for: id, alpha: screen.alpha).isEmpty)
    #expect(registry.source(for: id) == 20)
    let leave = registry.unregister(20, for: id, alpha: screen.alpha)
    #expect(leave == [.setAlpha(20, 1)])
  }

  @Test func aSourceStaysHiddenWhileAnyPresentationHidesIt() {
    let screen = Screen([10: 1])
    var registry = Registry()
    registry.register(10, for: id, alpha: screen.alpha)
    screen.apply(registry.setHidden(true, for: id, alpha: screen.alpha))
    #expect(registry.setHidden(true, for: id, alpha: screen.alpha).isEmpty)
    #expect(registry.setHidden(false, for: id, alpha: screen.alpha).isEmpty)
    #expect(registry.setHidden(false, for: id, alpha: screen.alpha) == [.setAlpha(10, 1)])
    // An extra show (a torn-down presentation after its dismissal) never goes below zero.
    #expect(registry.setHidden(false, for: id, alpha: screen.alpha).isEmpty)
    #expect(!registry.isHidden(id))
    #expect(registry.setHidden(true, for: id, alpha: screen.alpha) == [.setAlpha(10, 0)])
  }

  @Test func aSourceIsHiddenOnlyForTheIdentifierItIsNamedBy() {
    let screen = Screen([10: 1, 20: 1])
    var registry = Registry()
    registry.register(10, for: id, alpha: screen.alpha)
    registry.register(20, for: other, alpha: screen.alpha)
    #expect(registry.setHidden(true, for: other, alpha: screen.alpha) == [.setAlpha(20, 0)])
  }

  @Test func aUIKitSourceIsLetGoOnceShownAndASwiftUIOneIsKept() {
    let screen = Screen([10: 1, 20: 1])
    var registry = Registry()
    registry.register(10, for: id, lifetime: .untilShown, alpha: screen.alpha)
    registry.register(20, for: other, alpha: screen.alpha)
    for name in [id, other] {
      screen.apply(registry.setHidden(true, for: name, alpha: screen.alpha))
      screen.apply(registry.setHidden(false, for: name, alpha: screen.alpha))
    }
    #expect(registry.source(for: id) == nil)
    #expect(!registry.tracks(10))
    #expect(registry.source(for: other) == 20)
    #expect(screen.alphas == [10: 1, 20: 1])
  }
}
