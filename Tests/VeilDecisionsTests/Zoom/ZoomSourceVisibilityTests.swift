import Testing
import VeilCore

@testable import VeilDecisions

/// Pins when the thumbnail is hidden: from `willPresent` until `didDismiss` lands.
@Suite struct ZoomSourceVisibilityTests {
  typealias Callback = ZoomSourceVisibility.Callback

  static let cycles: [([Callback], [Bool])] = [
    // A whole cycle.
    (
      [
        .event(.willPresent), .event(.didPresent), .event(.willDismiss(.drag(.bottom))),
        .event(.didDismiss(.drag(.bottom))),
      ],
      [true, true, true, false]
    ),
    // Refused before anything showed.
    ([.event(.willPresent), .presentationRefused], [true, false]),
    // Reversed mid-presentation.
    (
      [
        .event(.willPresent), .event(.willDismiss(.programmatic)),
        .event(.didDismiss(.programmatic)),
      ],
      [true, true, false]
    ),
    // A dismissal reversed into a new presentation stays hidden.
    (
      [
        .event(.willPresent), .event(.willDismiss(.programmatic)),
        .event(.didDismiss(.programmatic)), .event(.willPresent), .event(.didPresent),
      ],
      [true, true, false, true, true]
    ),
    // Torn down without a dismissal.
    ([.event(.willPresent), .event(.didPresent), .torndown], [true, true, false]),
  ]

  @Test(arguments: cycles)
  func hiddenFromWillPresentUntilDidDismiss(callbacks: [Callback], expected: [Bool]) {
    var visibility = ZoomSourceVisibility()
    #expect(!visibility.isSourceHidden)
    let answers = callbacks.map { visibility.handle($0) }
    #expect(answers == expected)
  }
}
