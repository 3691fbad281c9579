import Testing

@testable import VeilCore
@testable import VeilDecisions

/// N14: a presentation whose blocking transition's coordinator keeps refusing to queue a
/// completion looked again on every turn of the run loop, so the main run loop never slept for
/// the length of that transition. Each retry now waits longer than the one before.
@Suite struct RetryBackoffTests {
  @Test func theFirstRetryWaitsOneFrameAndEachNextTwiceAsLongUpToAQuarterSecond() {
    let delays = (1...8).map(RetryBackoff.delay(beforeRetry:))
    let frames: [Double] = [1, 2, 4, 8, 15, 15, 15, 15]
    #expect(delays == frames.map { $0 == 15 ? 0.25 : $0 / 60 })
    #expect(RetryBackoff.delay(beforeRetry: 100) == RetryBackoff.longestDelay)
    #expect(RetryBackoff.delay(beforeRetry: .max) == RetryBackoff.longestDelay)
  }

  @Test(arguments: [0, -1, Int.min])
  func anAttemptBelowOneCountsAsTheFirst(attempt: Int) {
    #expect(RetryBackoff.delay(beforeRetry: attempt) == RetryBackoff.firstDelay)
  }

  /// The driver tells the interpreter how long to wait: longer for each refusal in a row, and
  /// from the start again for the next transition.
  @Test func theDriverWaitsLongerForEachRefusalInARowAndStartsOverForTheNextTransition() {
    let first = TransitionID(rawValue: 1)
    var driver = ModalScreenDriver(route: .custom)
    driver.handle(.beginPresenting(first))
    var delays: [Double] = []
    for _ in 0..<3 {
      #expect(
        driver.handle(.presenterChecked(.busy, for: first)) == [
          .waitForBlockingTransition(first)
        ])
      for case .retryLater(first, let delay) in driver.handle(.blockingTransitionWaitRefused(first))
      {
        delays.append(delay)
      }
      #expect(driver.handle(.retryTransition(first)) == [.checkPresenter(first)])
    }
    let expected: [Double] = [1, 2, 4].map { $0 / 60 }
    #expect(delays == expected)
    // The stack asks for another transition: its first refusal waits one frame again.
    let second = TransitionID(rawValue: 2)
    driver.handle(.beginDismissing(second, animated: true, reason: .programmatic))
    driver.handle(.beginPresenting(TransitionID(rawValue: 3)))
    driver.handle(.presenterChecked(.busy, for: TransitionID(rawValue: 3)))
    #expect(
      driver.handle(.blockingTransitionWaitRefused(TransitionID(rawValue: 3))) == [
        .retryLater(TransitionID(rawValue: 3), after: RetryBackoff.firstDelay)
      ])
  }
}
