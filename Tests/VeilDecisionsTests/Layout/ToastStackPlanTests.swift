import Testing
import VeilCore

@testable import VeilDecisions

@Suite struct ToastStackPlanTests {
  typealias Toast = ToastStackPlan.Toast<String>

  @Test func eachEdgeStacksOnItsOwn() {
    let insets = ToastStackPlan.insets(
      for: [
        Toast(id: "top1", edge: .top, height: 60), Toast(id: "bottom1", edge: .bottom, height: 50),
        Toast(id: "top2", edge: .top, height: 40), Toast(id: "bottom2", edge: .bottom, height: 50),
      ], available: 700, layout: ToastStackLayout())
    #expect(insets["top2"] == .zero)
    #expect(insets["top1"] == Insets(top: 48))
    #expect(insets["bottom2"] == .zero)
    #expect(insets["bottom1"] == Insets(bottom: 58))
  }

  @Test func aToastNotAtAnEdgeGetsNoRoom() {
    let insets = ToastStackPlan.insets(
      for: [Toast(id: "card", edge: nil, height: 300), Toast(id: "toast", edge: .top, height: 60)],
      available: 700, layout: ToastStackLayout())
    #expect(insets["card"] == nil)
    #expect(insets["toast"] == .zero)
  }

  @Test func aToastNotMeasuredYetCountsAsZeroTall() {
    let insets = ToastStackPlan.insets(
      for: [Toast(id: "older", edge: .top, height: 60), Toast(id: "new", edge: .top, height: nil)],
      available: 700, layout: ToastStackLayout(spacing: 10))
    #expect(insets["older"] == Insets(top: 10))
  }
}
