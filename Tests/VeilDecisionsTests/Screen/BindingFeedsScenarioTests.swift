import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

/// S5 against the scripted UIKit: a `.fullScreen` modal whose presenting view is out of the
/// window, where SwiftUI does not update the anchor, and the app's `false` read meanwhile.
@MainActor
@Suite struct BindingFeedsScenarioTests {
  /// Feeds the driver what the feeds answer, as the coordinator does.
  static func carryOut(_ commands: [BindingFeeds.Command], to uikit: ScriptedUIKit) {
    for command in commands {
      switch command {
      case .feed(let identity): uikit.setBinding(1, identity)
      }
    }
  }

  /// A `.fullScreen` modal, presented from the anchor's first reading: UIKit has taken the
  /// presenting view out of the window.
  static func presentedFullScreen(feeds: inout BindingFeeds) -> ScriptedUIKit {
    let uikit = ScriptedUIKit()
    uikit.removesPresentersView[1] = true
    uikit.register(1)
    carryOut(feeds.handle(.anchorRead(.flag)), to: uikit)
    uikit.playTransition(1)
    return uikit
  }

  @Test func anOffWindowFalseDismissesAFullScreenModalOnce() {
    var feeds = BindingFeeds()
    let uikit = Self.presentedFullScreen(feeds: &feeds)
    // The presenting view is out of the window: the anchor reads nothing; the run loop's turns
    // read the binding, `true` until the app's timer sets it to `false`.
    Self.carryOut(feeds.handle(.offWindowRead(isPresented: true)), to: uikit)
    Self.carryOut(feeds.handle(.offWindowRead(isPresented: false)), to: uikit)
    Self.carryOut(feeds.handle(.offWindowRead(isPresented: false)), to: uikit)
    uikit.playTransition(1)
    // Back in its window, the anchor reads the same `false`: nothing more happens.
    Self.carryOut(feeds.handle(.anchorRead(nil)), to: uikit)
    uikit.runNextTurn()
    #expect(uikit.events[1] == [ModalEvent].cycle(.programmatic))
    #expect(!uikit.commands(of: 1).contains(.writeBinding))
    #expect(uikit.isStackFree)
  }

  @Test func theAnchorAloneLeavesTheModalUpWhileItIsOutOfTheWindow() {
    // What S5 was: without a reading while the anchor is out of the window, the app's `false`
    // reaches nothing, and the modal stays.
    var feeds = BindingFeeds()
    let uikit = Self.presentedFullScreen(feeds: &feeds)
    uikit.runNextTurn()
    #expect(uikit.events[1] == [.willPresent, .didPresent])
    // The app sets `false`; SwiftUI does not update the anchor, and the feeds hear nothing.
    uikit.runNextTurn()
    #expect(uikit.events[1] == [.willPresent, .didPresent])
    Self.carryOut(feeds.handle(.offWindowRead(isPresented: false)), to: uikit)
    uikit.playTransition(1)
    uikit.runNextTurn()
    #expect(uikit.events[1] == [ModalEvent].cycle(.programmatic))
  }
}
