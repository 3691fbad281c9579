import Testing
import VeilCore

@testable import VeilDecisions

/// S5: a reading of the binding made while the presenting view is out of its window
/// (`.fullScreen`), when SwiftUI does not update its anchor, reaches the driver.
@Suite struct BindingFeedsTests {
  let one = ModalIdentity(UInt64(1))

  @Test func theAnchorFeedsEveryReadingAsBefore() {
    var feeds = BindingFeeds()
    #expect(feeds.handle(.anchorRead(one)) == [.feed(one)])
    #expect(feeds.handle(.anchorRead(one)) == [.feed(one)])
    #expect(feeds.handle(.anchorRead(nil)) == [.feed(nil)])
  }

  @Test func anOffWindowFalseReachesTheDriverWhileTheAnchorIsSilent() {
    var feeds = BindingFeeds()
    _ = feeds.handle(.anchorRead(one))
    #expect(feeds.handle(.offWindowRead(isPresented: true)) == [])
    #expect(feeds.handle(.offWindowRead(isPresented: false)) == [.feed(nil)])
    #expect(feeds.fed == nil)
  }

  @Test func anEqualOffWindowReadingChangesNothing() {
    var feeds = BindingFeeds()
    _ = feeds.handle(.anchorRead(one))
    _ = feeds.handle(.offWindowRead(isPresented: false))
    #expect(feeds.handle(.offWindowRead(isPresented: false)) == [])
    #expect(feeds.handle(.offWindowRead(isPresented: true)) == [])
  }

  /// A `false` read out of the window in an earlier presentation does not hide the next
  /// presentation's `false`, even one read before any `true`.
  @Test func anEarlierStretchsFalseDoesNotHideTheNextOne() {
    var feeds = BindingFeeds()
    _ = feeds.handle(.anchorRead(one))
    _ = feeds.handle(.offWindowRead(isPresented: false))
    // Back in the window, presented again, and out again: the app's `false` comes at once.
    _ = feeds.handle(.anchorRead(nil))
    _ = feeds.handle(.anchorRead(one))
    #expect(feeds.handle(.offWindowRead(isPresented: false)) == [.feed(nil)])
  }

  @Test func anOffWindowFalseAfterTheAnchorsFalseFeedsNothing() {
    var feeds = BindingFeeds()
    _ = feeds.handle(.anchorRead(one))
    _ = feeds.handle(.offWindowRead(isPresented: true))
    _ = feeds.handle(.anchorRead(nil))
    #expect(feeds.handle(.offWindowRead(isPresented: false)) == [])
  }

  @Test func anOffWindowTrueIsLeftToTheAnchorWhichNamesTheItem() {
    var feeds = BindingFeeds()
    _ = feeds.handle(.anchorRead(one))
    _ = feeds.handle(.offWindowRead(isPresented: false))
    #expect(feeds.handle(.offWindowRead(isPresented: true)) == [])
    // Presented again: the anchor, back in its window, reads the binding and wins.
    #expect(feeds.handle(.anchorRead(one)) == [.feed(one)])
    #expect(feeds.handle(.offWindowRead(isPresented: false)) == [.feed(nil)])
  }

  @Test func aFirstOffWindowReadingOfFalseDismisses() {
    var feeds = BindingFeeds()
    _ = feeds.handle(.anchorRead(one))
    #expect(feeds.handle(.offWindowRead(isPresented: false)) == [.feed(nil)])
  }
}
