import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

@Suite struct ScreenStateTests {
  /// One row: the screen, where the machine wants the modal, whether the running transition
  /// can be turned around, and what the driver must do.
  struct Row: Sendable, CustomTestStringConvertible {
    let screen: ScreenState
    let towardsPresented: Bool
    let canReverse: Bool
    let command: ScreenState.Command

    var testDescription: String {
      "\(screen) towards \(towardsPresented ? "presented" : "absent")"
        + " \(canReverse ? "reversible" : "fixed") → \(command)"
    }
  }

  /// Every combination: four screens with both running ones in both directions, two targets,
  /// reversible or not.
  static let rows: [Row] = [
    // Nothing on screen: present, or it is already gone.
    Row(screen: .absent, towardsPresented: true, canReverse: false, command: .present),
    Row(screen: .absent, towardsPresented: true, canReverse: true, command: .present),
    Row(screen: .absent, towardsPresented: false, canReverse: false, command: .report),
    Row(screen: .absent, towardsPresented: false, canReverse: true, command: .report),
    // At rest on screen: it is there, or dismiss it.
    Row(screen: .presented, towardsPresented: true, canReverse: false, command: .report),
    Row(screen: .presented, towardsPresented: false, canReverse: true, command: .dismiss),
    Row(screen: .presented, towardsPresented: false, canReverse: false, command: .dismiss),
    // A presentation on its way in: wait for it, or turn it around (a sheet cannot be).
    Row(
      screen: .presenting(isReversed: false), towardsPresented: true, canReverse: true,
      command: .wait),
    Row(
      screen: .presenting(isReversed: false), towardsPresented: false, canReverse: true,
      command: .reverse),
    Row(
      screen: .presenting(isReversed: false), towardsPresented: false, canReverse: false,
      command: .wait),
    // A presentation turned around (on its way out): turn it back, or let it leave.
    Row(
      screen: .presenting(isReversed: true), towardsPresented: true, canReverse: true,
      command: .reverse),
    Row(
      screen: .presenting(isReversed: true), towardsPresented: false, canReverse: true,
      command: .wait),
    // A dismissal on its way out: let it leave, or turn it back in.
    Row(
      screen: .dismissing(isReversed: false), towardsPresented: false, canReverse: true,
      command: .wait),
    Row(
      screen: .dismissing(isReversed: false), towardsPresented: true, canReverse: true,
      command: .reverse),
    Row(
      screen: .dismissing(isReversed: false), towardsPresented: true, canReverse: false,
      command: .wait),
    // A dismissal turned around (on its way back in).
    Row(
      screen: .dismissing(isReversed: true), towardsPresented: true, canReverse: true,
      command: .wait),
    Row(
      screen: .dismissing(isReversed: true), towardsPresented: false, canReverse: true,
      command: .reverse),
  ]

  @Test(arguments: rows)
  func commandBringsTheScreenWhereTheMachineExpectsIt(row: Row) {
    #expect(
      row.screen.command(towardsPresented: row.towardsPresented, canReverse: row.canReverse)
        == row.command)
  }

  @Test func runningTransitionsSayWhereTheyEnd() {
    #expect(ScreenState.absent.endsPresented == nil)
    #expect(ScreenState.presented.endsPresented == nil)
    #expect(ScreenState.presenting(isReversed: false).endsPresented == true)
    #expect(ScreenState.presenting(isReversed: true).endsPresented == false)
    #expect(ScreenState.dismissing(isReversed: false).endsPresented == false)
    #expect(ScreenState.dismissing(isReversed: true).endsPresented == true)
  }

  /// Following the commands always converges: reversing a transition makes it go the way the
  /// machine wants, after which the command is to wait for its end.
  @Test(arguments: [true, false])
  func reversingOnceIsEnough(towardsPresented: Bool) {
    let running: [ScreenState] = [
      .presenting(isReversed: false), .presenting(isReversed: true),
      .dismissing(isReversed: false), .dismissing(isReversed: true),
    ]
    for screen in running
    where screen.command(towardsPresented: towardsPresented, canReverse: true) == .reverse {
      let turned: ScreenState
      switch screen {
      case .presenting(let isReversed): turned = .presenting(isReversed: !isReversed)
      case .dismissing(let isReversed): turned = .dismissing(isReversed: !isReversed)
      case .absent, .presented: turned = screen
      }
      #expect(turned.command(towardsPresented: towardsPresented, canReverse: true) == .wait)
    }
  }
}
