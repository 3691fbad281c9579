import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

@Suite struct TransitionRunTests {
  /// One row of `transitionDuration(using:)`: the answer for an animation's duration.
  struct DurationRow: Sendable, CustomTestStringConvertible {
    let isAnimated: Bool
    let animationDuration: Double
    let expected: Double
    var testDescription: String {
      "\(isAnimated ? "animated" : "not animated") \(animationDuration) → \(expected)"
    }
  }

  static let durationRows: [DurationRow] = [
    DurationRow(isAnimated: true, animationDuration: 0.5, expected: 0.5),
    // Apple: not animated installs the final views without animating.
    DurationRow(isAnimated: false, animationDuration: 0.5, expected: 0),
    // Bad input is clamped to 0, never NaN or infinity.
    DurationRow(isAnimated: true, animationDuration: .nan, expected: 0),
    DurationRow(isAnimated: true, animationDuration: .infinity, expected: 0),
    DurationRow(isAnimated: true, animationDuration: -.infinity, expected: 0),
    DurationRow(isAnimated: true, animationDuration: -1, expected: 0),
    DurationRow(isAnimated: true, animationDuration: 0, expected: 0),
    DurationRow(isAnimated: true, animationDuration: 1e12, expected: 1e12),
  ]

  @Test(arguments: durationRows)
  func durationIsZeroWhenNotAnimatedAndNeverNaN(row: DurationRow) {
    #expect(
      TransitionRun.duration(isAnimated: row.isAnimated, animationDuration: row.animationDuration)
        == row.expected)
  }

  @Test func withoutAPresentationControllerTheTransitionCompletesOnceWhateverUIKitCalls() {
    var run = TransitionRun(presenting: true)
    let context = TransitionRun.Context(hasPresentationController: false)
    var commands = run.handle(.interruptibleAnimatorRequested(context))
    commands += run.handle(.animateTransition(context))
    commands += run.handle(.animationFinished(atEnd: true))
    #expect(commands == [.completeTransition(true)])
  }

  @Test func aCancelledTransitionWithoutAPresentationControllerCompletesFalse() {
    var run = TransitionRun(presenting: false)
    let context = TransitionRun.Context(hasPresentationController: false, wasCancelled: true)
    #expect(run.handle(.animateTransition(context)) == [.completeTransition(false)])
  }

  @Test func aPresentationReportedLogicallyCompleteCanBeFinishedButNotReversed() {
    var run = TransitionRun(presenting: true)
    run.handle(.animateTransition(TransitionRun.Context()))
    #expect(run.handle(.logicalDurationElapsed) == [.reportLogicalCompletion])
    #expect(run.handle(.logicalDurationElapsed) == [])
    #expect(run.handle(.reverse) == [])
    #expect(run.handle(.finishQuickly) == [.finishAnimationQuickly])
    #expect(!run.canReverse)
    #expect(
      run.handle(.animationFinished(atEnd: true)) == [
        .applyFrame(progress: 1), .completeTransition(true),
      ])
    #expect(run.handle(.animationFinished(atEnd: true)) == [])
    #expect(run.handle(.animationEnded) == [.discardAnimation])
    #expect(run.phase == .ended)
  }

  @Test func aReversedPresentationIsNeverLogicallyCompleteAndEndsAtItsStart() {
    var run = TransitionRun(presenting: true)
    run.handle(.animateTransition(TransitionRun.Context()))
    #expect(run.handle(.reverse) == [.reverseAnimation])
    #expect(run.handle(.logicalDurationElapsed) == [])
    #expect(run.handle(.finishQuickly) == [])
    #expect(
      run.handle(.animationFinished(atEnd: false)) == [
        .applyFrame(progress: 0), .completeTransition(false),
      ])
  }

  @Test func aDismissalTurnedBackCanBeTurnedAgain() {
    var run = TransitionRun(presenting: false)
    run.handle(.animateTransition(TransitionRun.Context()))
    #expect(run.handle(.reverse) == [.reverseAnimation])
    #expect(run.handle(.reverse) == [.reverseAnimation])
    #expect(!run.isReversed)
    #expect(run.handle(.logicalDurationElapsed) == [])
  }

  @Test func nothingMovesBeforeUIKitAsks() {
    var run = TransitionRun(presenting: true)
    #expect(run.handle(.reverse) == [])
    #expect(run.handle(.finishQuickly) == [])
    #expect(run.handle(.logicalDurationElapsed) == [])
    #expect(run.handle(.animationFinished(atEnd: true)) == [])
    #expect(run.phase == .idle)
  }

  /// Which view the animator installs, per phase and where UIKit's `view(forKey: .to)` is.
  struct InstallRow: Sendable, CustomTestStringConvertible {
    let presenting: Bool
    let toView: TransitionRun.ViewState
    let install: TransitionRun.Command?
    var testDescription: String {
      "\(presenting ? "presenting" : "dismissing") with the to-view \(toView)"
    }
  }

  static let installRows: [InstallRow] = [
    InstallRow(
      presenting: true, toView: .outsideContainer,
      install: .installToView(.front, atFinalFrame: false)),
    InstallRow(presenting: true, toView: .inContainer, install: nil),
    InstallRow(presenting: true, toView: .none, install: nil),
    // `.fullScreen`: UIKit removed the presenting view; it goes back behind the modal.
    InstallRow(
      presenting: false, toView: .outsideContainer,
      install: .installToView(.back, atFinalFrame: true)),
    InstallRow(presenting: false, toView: .inContainer, install: nil),
    InstallRow(presenting: false, toView: .none, install: nil),
  ]

  @Test(arguments: installRows)
  func theAnimatorInstallsWhatUIKitLeavesOutside(row: InstallRow) {
    var run = TransitionRun(presenting: row.presenting)
    let commands = run.handle(.animateTransition(TransitionRun.Context(toView: row.toView)))
    let expected: [TransitionRun.Command] =
      (row.install.map { [$0] } ?? []) + [
        .prepareContainer, .applyFrame(progress: 0), .makeAnimation, .startAnimation,
      ]
    #expect(commands == expected)
  }
}
