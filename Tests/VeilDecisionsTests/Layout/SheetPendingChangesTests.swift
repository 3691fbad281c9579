import Testing

@testable import VeilCore
@testable import VeilDecisions

/// `animateChanges` lays the sheet out, so Veil's changes wait for the next turn of the main
/// queue: one turn scheduled at a time, its changes run together.
@Suite struct SheetPendingChangesTests {
  @Test func onlyTheFirstChangeOfATurnSchedulesIt() {
    var pending = SheetPendingChanges()
    let first = pending.add(.invalidateDetents)
    let second = pending.add(.invalidateDetents)
    let third = pending.add(.select(.medium))
    #expect(first && !second && !third)
    let turn = pending.take()
    #expect(turn == .init(select: .medium, invalidatesDetents: true))
    // The turn has run: the next change schedules another.
    let next = pending.add(.select(.large))
    #expect(next)
  }

  @Test func theLatestDetentAskedForIsTheOneSelected() {
    var pending = SheetPendingChanges()
    pending.add(.select(.medium))
    pending.add(.select(.large))
    let turn = pending.take()
    #expect(turn == .init(select: .large, invalidatesDetents: false))
  }

  @Test func aTurnTakesNothingTwice() {
    var pending = SheetPendingChanges()
    let none = pending.take()
    #expect(none == nil)
    pending.add(.invalidateDetents)
    _ = pending.take()
    let again = pending.take()
    #expect(again == nil)
    #expect(pending.pending == nil)
  }
}
