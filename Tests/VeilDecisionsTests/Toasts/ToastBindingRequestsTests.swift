import Testing
import VeilCore

@testable import VeilDecisions

/// A toast modifier's binding: shown when it asks, hidden when it stops asking, written back
/// once when the request it made ends, and not over a value it has moved on to.
@Suite struct ToastBindingRequestsTests {
  @Test func aRequestIsShownOnceAndItsEndWritesTheBindingBack() {
    var requests = ToastBindingRequests()
    #expect(requests.bindingChanged(to: "saved") == [.show("saved", request: 1)])
    #expect(requests.bindingChanged(to: "saved") == [])  // the same ask, again
    #expect(requests.requestEnded(1) == [.writeBack])
    #expect(requests.requestEnded(1) == [])  // once only
    // The binding, written back, now asks for nothing.
    #expect(requests.bindingChanged(to: nil) == [])
  }

  @Test func theAppSettingItFalseHidesTheToastWithoutWritingBack() {
    var requests = ToastBindingRequests()
    requests.bindingChanged(to: "saved")
    #expect(requests.bindingChanged(to: nil) == [.hide("saved")])
    // The hidden toast's end comes later: the binding is already false.
    #expect(requests.requestEnded(1) == [])
  }

  @Test func anotherItemHidesTheFirstAndShowsItsOwn() {
    var requests = ToastBindingRequests()
    requests.bindingChanged(to: 1)
    #expect(requests.bindingChanged(to: 2) == [.hide(1), .show(2, request: 2)])
    #expect(requests.requestEnded(1) == [])  // not over the second item
    #expect(requests.requestEnded(2) == [.writeBack])
  }

  /// A pushed screen or another tab: the toast goes, and its end writes the binding back, so
  /// that coming back does not show it again.
  @Test func theViewLeavingHidesTheToastAndItsEndWritesBack() {
    var requests = ToastBindingRequests()
    #expect(requests.viewDisappeared() == [])
    requests.bindingChanged(to: "saved")
    #expect(requests.viewDisappeared() == [.hide("saved")])
    // Back on screen before the end arrives: the binding still asks, nothing new is shown.
    #expect(requests.bindingChanged(to: "saved") == [])
    #expect(requests.requestEnded(1) == [.writeBack])
  }

  @Test func askedAgainAfterAnEndIsANewRequest() {
    var requests = ToastBindingRequests()
    requests.bindingChanged(to: "saved")
    requests.requestEnded(1)
    #expect(requests.bindingChanged(to: "saved") == [.show("saved", request: 2)])
  }
}
