import Testing

@testable import VeilDecisions

/// The pass-through modal's window: the touches it keeps, and key status given back.
@Suite struct PassthroughWindowPolicyTests {
  final class Controller {
    let name: String
    var presented: Controller?
    init(_ name: String) { self.name = name }
  }

  static func keeps(_ root: Controller?, hitIn name: String) -> Bool {
    PassthroughWindowPolicy.keepsTouch(
      presentedFrom: root, presented: { $0.presented }, contains: { $0.name == name })
  }

  @Test func aTouchOnTheModalOrAboveItStaysAndAnyOtherFallsThrough() {
    let root = Controller("root")
    let toast = Controller("toast")
    let alert = Controller("alert")
    root.presented = toast
    toast.presented = alert
    #expect(Self.keeps(root, hitIn: "toast"))
    #expect(Self.keeps(root, hitIn: "alert"))
    // The clear root itself is not the modal: a touch on it falls through.
    #expect(!Self.keeps(root, hitIn: "root"))
    #expect(!Self.keeps(nil, hitIn: "toast"))
  }

  @Test func aWindowThatHidesWhileKeyGivesKeyStatusBackOnce() {
    var policy = PassthroughWindowPolicy()
    policy.willSetHidden(true, isHidden: false, isKey: true)
    let first = policy.didSetHidden(isHidden: true)
    let second = policy.didSetHidden(isHidden: true)
    #expect(first)
    #expect(!second)
  }

  @Test func aWindowThatWasNotKeyOrDidNotHideLeavesKeyStatusAlone() {
    var policy = PassthroughWindowPolicy()
    policy.willSetHidden(true, isHidden: false, isKey: false)
    let notKey = policy.didSetHidden(isHidden: true)
    #expect(!notKey)
    // Shown again, then hidden while already hidden: nothing recorded.
    policy.willSetHidden(false, isHidden: true, isKey: false)
    let shown = policy.didSetHidden(isHidden: false)
    #expect(!shown)
    policy.willSetHidden(true, isHidden: true, isKey: true)
    let alreadyHidden = policy.didSetHidden(isHidden: true)
    #expect(!alreadyHidden)
  }
}
