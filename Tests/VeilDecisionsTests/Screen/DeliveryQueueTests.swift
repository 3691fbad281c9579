import Testing
import VeilTestSupport

@testable import VeilCore
@testable import VeilDecisions

typealias Queue = DeliveryQueue<String>

/// Carries out a queue's commands as the host does: runs each item at once (recording it, and
/// whatever it submits in turn), and remembers that a turn was asked for.
private struct Interpreter {
  var queue = Queue()
  var delivered: [String] = []
  var turnsAsked = 0
  /// What an item submits when it runs (an event handler that dismisses another modal).
  var followUps: [String: String] = [:]

  mutating func submit(_ item: String) {
    carryOut(queue.handle(.submitted(item)))
  }

  mutating func handle(_ callback: Queue.Callback) {
    carryOut(queue.handle(callback))
  }

  /// The next turn of the run loop comes.
  mutating func turn() {
    guard turnsAsked > 0 else { return }
    turnsAsked -= 1
    handle(.deferredTurn)
  }

  private mutating func carryOut(_ commands: [Queue.Command]) {
    var commands = commands
    while !commands.isEmpty {
      switch commands.removeFirst() {
      case .deliver(let item):
        delivered.append(item)
        if let followUp = followUps[item] { carryOut(queue.handle(.submitted(followUp))) }
        commands += queue.handle(.delivered)
      case .deliverAfterUpdate:
        turnsAsked += 1
      }
    }
  }
}

/// One thing done to a queue in a script.
enum Step {
  case submit(String)
  case callback(Queue.Callback)
}

/// Runs `steps` on `queue` and lists what it answered to each.
private func trace(_ steps: [Step], on queue: inout Queue) -> [[Queue.Command]] {
  steps.map { step in
    switch step {
    case .submit(let item): queue.handle(.submitted(item))
    case .callback(let callback): queue.handle(callback)
    }
  }
}

/// Runs `steps` on a fresh queue and lists what it answered to each.
private func trace(_ steps: [Step]) -> [[Queue.Command]] {
  var queue = Queue()
  return trace(steps, on: &queue)
}

@Suite struct DeliveryQueueTests {
  @Test func workOutsideAnUpdateRunsAtOnce() {
    let answers = trace([.submit("a"), .callback(.delivered), .submit("b")])
    #expect(answers == [[.deliver("a")], [], [.deliver("b")]])
  }

  @Test(arguments: [
    (Queue.Callback.updateBegan, Queue.Callback.updateEnded),
    (.dismantleBegan, .dismantleEnded),
  ])
  func workDuringAnUpdateWaitsForTheNextTurn(_ began: Queue.Callback, _ ended: Queue.Callback) {
    let answers = trace([
      .callback(began), .submit("a"), .submit("b"),
      // The end of one anchor's update is not the end of SwiftUI's.
      .callback(ended),
      .callback(.deferredTurn), .callback(.delivered), .callback(.delivered),
    ])
    #expect(answers == [[], [.deliverAfterUpdate], [], [], [.deliver("a")], [.deliver("b")], []])
  }

  @Test func workAfterAnUpdateQueuesBehindWhatTheUpdateDeferred() {
    var interpreter = Interpreter()
    interpreter.handle(.updateBegan)
    interpreter.submit("during")
    interpreter.handle(.updateEnded)
    interpreter.submit("after")
    #expect(interpreter.delivered.isEmpty)
    #expect(interpreter.queue.pendingCount == 2)
    interpreter.turn()
    #expect(interpreter.delivered == ["during", "after"])
    #expect(interpreter.turnsAsked == 0)
  }

  @Test func aDismantleInsideAnUpdateKeepsTheQueueClosedUntilBothEnd() {
    var queue = Queue()
    let answers = trace(
      [
        .callback(.updateBegan), .callback(.dismantleBegan), .submit("a"),
        .callback(.updateEnded),
        // A turn that comes while SwiftUI still works asks for another.
        .callback(.deferredTurn),
        .callback(.dismantleEnded), .callback(.deferredTurn),
      ], on: &queue)
    #expect(
      answers == [[], [], [.deliverAfterUpdate], [], [.deliverAfterUpdate], [], [.deliver("a")]])
    #expect(!queue.isInsideUpdate)
  }

  @Test func workSubmittedByAnItemRunsAfterItNotInsideIt() {
    let answers = trace([
      .submit("event"),
      // The event handler dismisses another modal, whose write comes back here.
      .submit("write"),
      .callback(.delivered), .callback(.delivered),
    ])
    #expect(answers == [[.deliver("event")], [], [.deliver("write")], []])
  }

  @Test func anUpdateThatAnItemStartsDefersWhatFollowsIt() {
    let answers = trace([
      .submit("a"), .submit("b"), .callback(.updateBegan), .callback(.delivered),
      .callback(.updateEnded), .callback(.deferredTurn),
    ])
    #expect(answers == [[.deliver("a")], [], [], [.deliverAfterUpdate], [], [.deliver("b")]])
  }

  @Test func followUpsKeepTheirOrder() {
    var interpreter = Interpreter()
    interpreter.followUps = ["a": "a2", "a2": "a3"]
    interpreter.handle(.updateBegan)
    interpreter.submit("a")
    interpreter.submit("b")
    interpreter.handle(.updateEnded)
    interpreter.turn()
    #expect(interpreter.delivered == ["a", "b", "a2", "a3"])
  }

  @Test(arguments: [1, 2, 5])
  func unbalancedEndsAreClampedAtZero(_ extraEnds: Int) {
    var queue = Queue()
    let strayEnds =
      [Step](
        repeating: .callback(.updateEnded), count: extraEnds)
      + [Step](repeating: .callback(.dismantleEnded), count: extraEnds)
    _ = trace(strayEnds, on: &queue)
    #expect(!queue.isInsideUpdate)
    // One beginning still closes the queue: the stray ends did not go below zero.
    let answers = trace([.callback(.updateBegan), .submit("a")], on: &queue)
    #expect(answers == [[], [.deliverAfterUpdate]])
    #expect(queue.isInsideUpdate)
    _ = trace([.callback(.updateEnded)], on: &queue)
    #expect(!queue.isInsideUpdate)
  }

  @Test func aTurnNobodyAskedForDeliversNothingNew() {
    let answers = trace([.callback(.deferredTurn), .callback(.delivered), .submit("a")])
    #expect(answers == [[], [], [.deliver("a")]])
  }

  // MARK: - Review finding S1, with a real stack

  /// A parent and its child, both presented in one window; every modal's app work goes through
  /// one queue, as the host routes it.
  private struct Window {
    var router = StackRouter<String, Int>()
    var interpreter = Interpreter()

    init() {
      for key in ["parent", "child"] {
        run(.register(key, PresentationOptions(), layer: .window))
        run(.input(.bindingChanged(1), key))
        if let running = router.machine(for: key)?.runningTransition {
          run(.input(.transitionFinished(running), key))
        }
      }
      interpreter.delivered.removeAll()
    }

    /// Steps the router and submits each effect's app-facing work (binding writes, events,
    /// published phases) to the queue, as the drivers do through the host.
    mutating func run(_ operation: StackRouter<String, Int>.Callback) {
      guard router.enqueue(operation) else { return }
      while let batch = router.nextBatch() {
        for command in batch {
          switch command {
          case .perform(.writeBindingBack(let key)): interpreter.submit("\(key): write binding")
          case .perform(.emit(let key, .willDismiss(let reason))):
            interpreter.submit("\(key): will dismiss, \(reason)")
          case .perform(.emit(let key, _)): interpreter.submit("\(key): event")
          case .machineDidStep(let key): interpreter.submit("\(key): publish")
          case .perform, .release: break
          }
        }
      }
    }
  }

  @Test func aChildDismissedDuringItsParentsUpdateWritesItsBindingAfterTheUpdate() {
    var window = Window()
    // SwiftUI updates the parent's anchor; the parent's binding has flipped to false.
    window.interpreter.handle(.updateBegan)
    window.run(.input(.bindingChanged(nil), "parent"))
    #expect(window.router.machine(for: "child")?.phase == .dismissing)
    #expect(window.interpreter.delivered.isEmpty)
    window.interpreter.handle(.updateEnded)
    #expect(window.interpreter.delivered.isEmpty)
    window.interpreter.turn()
    #expect(window.interpreter.delivered.contains("child: write binding"))
    #expect(window.interpreter.delivered.contains("child: will dismiss, parentDismissed"))
  }

  @Test func aModalWhoseAnchorIsDismantledReportsAfterTheDismantle() {
    var window = Window()
    // A parent `if` flips: the parent's anchor goes, and its child with it.
    window.interpreter.handle(.dismantleBegan)
    window.run(.remove("parent"))
    window.interpreter.handle(.dismantleEnded)
    #expect(window.interpreter.delivered.isEmpty)
    #expect(window.interpreter.queue.pendingCount > 0)
    window.interpreter.turn()
    #expect(window.interpreter.delivered.first == "child: will dismiss, parentDismissed")
    #expect(window.interpreter.delivered.contains("child: write binding"))
  }
}
