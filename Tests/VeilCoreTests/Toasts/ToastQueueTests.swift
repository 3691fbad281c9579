import Testing

@testable import VeilCore

private typealias Queue = ToastQueue<String>

/// What the effects did, in a form that reads like the rules: `show a`, `dismiss b replaced`,
/// `finish c ignoredAsDuplicate`.
private func lines(_ effects: [Queue.Effect]) -> [String] {
  effects.map { effect in
    switch effect {
    case .show(let toast): "show \(toast.id)"
    case .update(let toast): "update \(toast.id) #\(toast.ticket)"
    case .dismiss(let toast, let reason): "dismiss \(toast.id) \(reason)"
    case .finish(let toast, let departure): "finish \(toast.id) #\(toast.ticket) \(departure)"
    }
  }
}

extension ToastQueue {
  fileprivate mutating func add(
    _ id: ID, _ priority: ToastPriority = .normal, _ arrival: ToastArrival = .waits,
    _ duplicates: ToastDuplicatePolicy = .ignore
  ) -> [Effect] {
    enqueue(id: id, priority: priority, arrival: arrival, duplicates: duplicates).effects
  }
}

@Suite struct ToastQueueTests {
  // MARK: Waiting

  @Test func aToastThatWaitsIsShownWhenTheOneBeforeItHasLeft() {
    var queue = Queue()
    #expect(lines(queue.add("a")) == ["show a"])
    #expect(lines(queue.add("b")) == [])
    #expect(queue.waiting.map(\.id) == ["b"])
    // Its dismissal is not enough: the place is free once the screen says it has left.
    #expect(lines(queue.hide(id: "a")) == ["dismiss a programmatic"])
    #expect(lines(queue.add("c")) == [])
    #expect(
      lines(queue.didDismiss(id: "a", reason: .programmatic)) == [
        "finish a #1 dismissed(VeilCore.DismissReason.programmatic)", "show b",
      ])
    #expect(queue.onScreen.map(\.id) == ["b"])
    #expect(queue.waiting.map(\.id) == ["c"])
  }

  @Test func theUsersDismissalIsTheDeparture() {
    var queue = Queue()
    _ = queue.add("a")
    #expect(
      lines(queue.didDismiss(id: "a", reason: .drag(.top))) == [
        "finish a #1 dismissed(VeilCore.DismissReason.drag(VeilCore.ModalEdge.top))"
      ])
    #expect(queue.onScreen.isEmpty)
    // A second report, or one for a toast never shown, changes nothing.
    #expect(queue.didDismiss(id: "a", reason: .drag(.top)).isEmpty)
    #expect(queue.didDismiss(id: "x", reason: .programmatic).isEmpty)
  }

  // MARK: Stacking

  @Test func stackingToastsShowTogetherUpToTheMaximum() {
    var queue = Queue(maximumOnScreen: 2)
    #expect(lines(queue.add("a", .normal, .stacks)) == ["show a"])
    #expect(lines(queue.add("b", .normal, .stacks)) == ["show b"])
    #expect(lines(queue.add("c", .normal, .stacks)) == [])
    #expect(queue.onScreen.map(\.id) == ["a", "b"])
    // Dismissing one of them, the middle one too, makes room for the next.
    #expect(lines(queue.didDismiss(id: "a", reason: .drag(.top))).last == "show c")
    #expect(queue.onScreen.map(\.id) == ["b", "c"])
  }

  @Test func aToastThatWaitsIsShownAloneBetweenStacks() {
    var queue = Queue()
    _ = queue.add("a", .normal, .stacks)
    #expect(lines(queue.add("alone")) == [])
    // A stacking toast after it does not go ahead of it.
    #expect(lines(queue.add("b", .normal, .stacks)) == [])
    #expect(lines(queue.didDismiss(id: "a", reason: .programmatic)).last == "show alone")
    #expect(lines(queue.didDismiss(id: "alone", reason: .programmatic)).last == "show b")
  }

  @Test(arguments: [0, -5, Int.min])
  func theMaximumIsAtLeastOne(maximum: Int) {
    var queue = Queue(maximumOnScreen: maximum)
    #expect(queue.maximumOnScreen == 1)
    #expect(lines(queue.add("a", .normal, .stacks)) == ["show a"])
    #expect(lines(queue.add("b", .normal, .stacks)) == [])
  }

  @Test func theMaximumHasACeiling() {
    #expect(Queue(maximumOnScreen: .max).maximumOnScreen == 1_000)
    #expect(Queue().maximumOnScreen == 3)
  }

  // MARK: Priority

  @Test func aHigherPriorityGoesAheadOfThoseWaiting() {
    var queue = Queue()
    _ = queue.add("showing")
    _ = queue.add("low", .low)
    _ = queue.add("normal")
    _ = queue.add("high", .high)
    _ = queue.add("normal2")
    #expect(queue.waiting.map(\.id) == ["high", "normal", "normal2", "low"])
    #expect(lines(queue.didDismiss(id: "showing", reason: .programmatic)).last == "show high")
  }

  @Test func aHighPriorityDoesNotDismissTheToastOnScreen() {
    var queue = Queue()
    _ = queue.add("a", .low)
    #expect(lines(queue.add("b", .high)) == [])
    #expect(queue.leaving.isEmpty)
  }

  @Test func aCriticalToastReplacesTheToastsInItsWay() {
    var queue = Queue()
    _ = queue.add("a", .normal, .stacks)
    _ = queue.add("b", .high, .stacks)
    #expect(
      lines(queue.add("alert", .critical)) == [
        "dismiss b replaced", "dismiss a replaced",
      ])
    _ = queue.didDismiss(id: "b", reason: .programmatic)
    // The queue's reason is the departure, and the alert shows once both have gone.
    #expect(
      lines(queue.didDismiss(id: "a", reason: .programmatic)) == [
        "finish a #1 dismissed(VeilCore.DismissReason.replaced)", "show alert",
      ])
    // Neither comes back.
    #expect(queue.waiting.isEmpty)
  }

  @Test func aCriticalStackingToastTakesTheOldestPlaceOfAFullStack() {
    var queue = Queue(maximumOnScreen: 2)
    _ = queue.add("a", .normal, .stacks)
    _ = queue.add("b", .normal, .stacks)
    #expect(lines(queue.add("alert", .critical, .stacks)) == ["dismiss a replaced"])
    // One place is enough: a second critical toast does not dismiss another.
    #expect(lines(queue.add("alert2", .critical, .stacks)) == [])
    // Then the second takes the next oldest place, a critical toast's excepted.
    #expect(
      lines(queue.didDismiss(id: "a", reason: .programmatic)) == [
        "finish a #1 dismissed(VeilCore.DismissReason.replaced)", "show alert",
        "dismiss b replaced",
      ])
    _ = queue.didDismiss(id: "b", reason: .programmatic)
    #expect(queue.onScreen.map(\.id) == ["alert", "alert2"])
  }

  @Test func aCriticalToastWaitsForAnotherCriticalOne() {
    var queue = Queue()
    _ = queue.add("first", .critical)
    _ = queue.add("low")
    #expect(lines(queue.add("second", .critical)) == [])
    #expect(queue.waiting.map(\.id) == ["second", "low"])
  }

  // MARK: Duplicates

  @Test func aDuplicateIsIgnoredOnScreenAndWaiting() {
    var queue = Queue()
    _ = queue.add("a")
    _ = queue.add("b")
    #expect(lines(queue.add("a")) == ["finish a #3 ignoredAsDuplicate"])
    #expect(lines(queue.add("b")) == ["finish b #4 ignoredAsDuplicate"])
    #expect(queue.onScreen.map(\.ticket) == [1])
    #expect(queue.waiting.map(\.ticket) == [2])
  }

  @Test func aDuplicateCanReplaceTheToastOnScreenWhereItStands() {
    var queue = Queue()
    _ = queue.add("a", .normal, .stacks)
    _ = queue.add("b", .normal, .stacks)
    #expect(
      lines(queue.add("a", .normal, .stacks, .replaceExisting)) == [
        "finish a #1 replacedByDuplicate", "update a #3",
      ])
    #expect(queue.onScreen.map(\.ticket) == [3, 2])
  }

  @Test func aDuplicateThatReplacesAWaitingToastQueuesAnew() {
    var queue = Queue()
    _ = queue.add("showing")
    _ = queue.add("a")
    _ = queue.add("b")
    #expect(
      lines(queue.add("a", .low, .waits, .replaceExisting)) == [
        "finish a #2 replacedByDuplicate"
      ])
    #expect(queue.waiting.map(\.ticket) == [3, 4])
  }

  @Test func aToastEqualToOneLeavingWaitsUntilItHasLeft() {
    var queue = Queue()
    _ = queue.add("a", .normal, .stacks)
    _ = queue.hide(id: "a")
    #expect(lines(queue.add("a", .normal, .stacks)) == [])
    #expect(lines(queue.didDismiss(id: "a", reason: .programmatic)).last == "show a")
    #expect(queue.onScreen.map(\.ticket) == [2])
  }

  // MARK: Hiding

  @Test func hidingAWaitingToastEndsIt() {
    var queue = Queue()
    _ = queue.add("a")
    _ = queue.add("b")
    #expect(lines(queue.hide(id: "b")) == ["finish b #2 hiddenWhileWaiting"])
    #expect(queue.hide(id: "b").isEmpty)
    #expect(queue.hide(id: "unknown").isEmpty)
  }

  @Test func hidingALeavingToastAgainChangesNothing() {
    var queue = Queue()
    _ = queue.add("a")
    _ = queue.hide(id: "a")
    #expect(queue.hide(id: "a").isEmpty)
    #expect(queue.hideAll().isEmpty)
  }

  @Test func hideAllEndsTheWaitingThenDismissesTheNewestFirst() {
    var queue = Queue()
    _ = queue.add("a", .normal, .stacks)
    _ = queue.add("b", .normal, .stacks)
    _ = queue.add("c", .low)
    _ = queue.add("d", .high)
    #expect(
      lines(queue.hideAll()) == [
        "finish d #4 hiddenWhileWaiting", "finish c #3 hiddenWhileWaiting",
        "dismiss b programmatic", "dismiss a programmatic",
      ])
    // A toast given afterwards waits for the screen to empty, then shows.
    #expect(lines(queue.add("e")) == [])
    _ = queue.didDismiss(id: "b", reason: .programmatic)
    #expect(lines(queue.didDismiss(id: "a", reason: .programmatic)).last == "show e")
  }
}
