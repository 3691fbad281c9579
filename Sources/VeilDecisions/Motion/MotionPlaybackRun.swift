import VeilCore

/// The decisions of the iOS layer's motion player, without Core Animation: which renderer
/// plays a plan, when its animations begin, how far in the motion is, and what an
/// interruption (a reversal, finishing early, a cancel) starts from.
///
/// The player plays a ``ModalMotionPlan`` on the render server (Core Animation animations on
/// the modal's layers) or, when a frame changes the layout (``MotionPlayback/framePump(_:)``),
/// on a display link on the main thread. Times are media times (`CACurrentMediaTime()`), in
/// seconds.
///
/// ```swift
/// var run = MotionPlaybackRun(playback: .renderServer, from: 0, to: 1)
/// let begin = run.start()          // when the first plan's animations begin
/// let tick = run.tick(at: frameTime, layersBeginTime: stamped)
/// run.source(at: now, hasPresentationLayers: true)   // what a reversal reads
/// ```
package struct MotionPlaybackRun: Hashable, Sendable {
  /// What plays the plan.
  package enum Renderer: Hashable, Sendable {
    /// Core Animation's render server, from animations on the modal's layers.
    case renderServer
    /// A display link on the main thread, which applies every frame itself.
    case displayLink
  }

  /// The motion's clock.
  package enum Clock: Hashable, Sendable {
    /// Not running: not started yet, ended or cancelled.
    case stopped
    /// Started, but not on screen yet: the elapsed time is 0 until the begin time is known.
    /// `ticks` counts the display-link refreshes that came without it.
    case awaitingCommit(ticks: Int)
    /// On screen since `beginTime`.
    case running(beginTime: Double)
  }

  /// When a plan's layer animations begin.
  package enum Begin: Hashable, Sendable {
    /// At the commit that carries them: the animations are added with a begin time of 0,
    /// which Core Animation fills in with the commit's time.
    case atCommit
    /// At this media time.
    case at(Double)
  }

  /// Where an interruption reads what is on screen, and how far into the plan it is.
  package enum Source: Hashable, Sendable {
    /// The layers' presentation values (the plan gives the velocities).
    case presentationLayers(elapsed: Double)
    /// The plan's own state at `elapsed` (``ModalMotionPlan/state(at:)``): what the render
    /// server shows, or what the display link applies.
    case plan(elapsed: Double)

    /// The seconds since the plan began.
    package var elapsed: Double {
      switch self {
      case .presentationLayers(let elapsed), .plan(let elapsed): elapsed
      }
    }
  }

  /// What a display-link refresh does.
  package struct Tick: Hashable, Sendable {
    /// The seconds into the plan of the frame shown at the refresh's time; `nil` while the
    /// begin time is not known (nothing of the plan is on screen yet).
    package var elapsed: Double?
    /// Whether this refresh learnt the begin time: the timers that count from it start now.
    package var learntBeginTime: Bool
  }

  /// What an interruption changes.
  package struct Handoff: Hashable, Sendable {
    /// When the new plan's animations begin.
    package var begin: Begin
    /// Whether the display link takes over from the layers: the new plan reaches a frame the
    /// layers cannot play.
    package var switchesToDisplayLink: Bool
  }

  /// What plays the plan now. Only ever turns from ``Renderer/renderServer`` to
  /// ``Renderer/displayLink``: when an interruption's spring reaches frames the start did not
  /// (an overshoot past the origin), which may change the layout.
  package private(set) var renderer: Renderer
  /// The clock.
  package private(set) var clock: Clock = .stopped
  /// Counts the plans played and the stops: a plan's completion that does not carry the
  /// current generation belongs to a plan since replaced, and is ignored.
  package private(set) var generation = 0
  /// The progress the motion started from.
  package let origin: Double
  /// The progress the motion was asked to reach first.
  package let destination: Double
  /// The progress the running plan goes to.
  package private(set) var target: Double
  /// Whether the logical-duration timer is set (once per start).
  package internal(set) var isLogicalTimerSet = false
  /// Whether the running plan ends by a timer: it adds no layer animation, so no transaction
  /// completion ends it (``playing(addsLayerAnimations:)``).
  package internal(set) var endsByTimer = false

  /// Refreshes without a begin time after which the refresh's own time stands in for it (a
  /// commit that never stamps the animations). Three refreshes are 25–50 ms.
  package static let maximumTicksBeforeCommit = 3

  /// Prepares a run that plays `playback` from `origin` to `destination`; nothing runs until
  /// ``start()``.
  package init(playback: MotionPlayback, from origin: Double, to destination: Double) {
    renderer = playback.isRenderServer ? .renderServer : .displayLink
    self.origin = origin.finiteOr(0)
    self.destination = destination.finiteOr(1)
    target = self.destination
  }

  /// Whether the motion runs.
  package var isRunning: Bool { clock != .stopped }

  /// The begin time of the running plan, once known.
  package var beginTime: Double? {
    if case .running(let beginTime) = clock { return beginTime }
    return nil
  }

  /// Whether the running plan ends at ``destination`` (rather than back at ``origin``).
  package var endsAtDestination: Bool { target == destination }

  /// Where a reversal goes: back to the origin, or, turned again, to the destination.
  package var reversedTarget: Double { endsAtDestination ? origin : destination }

  /// Starts the run.
  ///
  /// The first plan begins at the commit that carries its animations, not now: whatever the
  /// main thread does before that commit (the app's `willPresent` handlers, SwiftUI building
  /// the content) delays the motion rather than eating its start. Core Animation fills in a
  /// begin time of 0 at the commit; an explicit begin time is honoured as given, so an
  /// animation stamped now and committed 100 ms later would start 100 ms in. Until the begin
  /// time is read back (``tick(at:layersBeginTime:)``) the motion is 0 s in.
  ///
  /// - Returns: When the first plan's animations begin (``Begin/atCommit``); `nil` if it
  ///   already runs.
  package mutating func start() -> Begin? {
    guard !isRunning else { return nil }
    generation += 1
    clock = .awaitingCommit(ticks: 0)
    isLogicalTimerSet = false
    return .atCommit
  }

  /// The seconds into the running plan at media time `now`; 0 before it is on screen.
  package func elapsed(at now: Double) -> Double {
    guard let beginTime else { return 0 }
    return Swift.max(0, now.finiteOr(beginTime) - beginTime)
  }

  /// How long from `now` until `duration` seconds have passed since the plan began; `nil`
  /// while the begin time is not known, when the timer cannot be set yet.
  package func remaining(_ duration: Double, at now: Double) -> Double? {
    guard beginTime != nil else { return nil }
    return Swift.max(0, duration.finiteOr(0) - elapsed(at: now))
  }

  /// A display-link refresh for the frame shown at `targetTime`.
  ///
  /// While the begin time is not known, the refresh learns it: from the layers, once Core
  /// Animation has stamped their animations at the commit; from the refresh itself when there
  /// is nothing to read (the display link shows the plan's first frame at its first refresh)
  /// or when nothing was stamped after ``maximumTicksBeforeCommit`` refreshes.
  ///
  /// - Parameters:
  ///   - targetTime: The media time the frame being prepared is shown at.
  ///   - layersBeginTime: The begin time of the running plan's layer animations as read back
  ///     (`animation(forKey:)?.beginTime`, in media time): 0 while they are not committed,
  ///     `nil` when there is none to read (the display link plays, or nothing moves).
  /// - Returns: How far in the frame is, and whether the begin time was learnt now.
  package mutating func tick(at targetTime: Double, layersBeginTime: Double?) -> Tick {
    switch clock {
    case .stopped:
      return Tick(elapsed: nil, learntBeginTime: false)
    case .running(let beginTime):
      return Tick(
        elapsed: Swift.max(0, targetTime.finiteOr(beginTime) - beginTime),
        learntBeginTime: false)
    case .awaitingCommit(let ticks):
      let refresh = targetTime.finiteOr(0)
      let learnt: Double
      if let stamped = layersBeginTime, renderer == .renderServer {
        guard stamped > 0 || ticks >= Self.maximumTicksBeforeCommit else {
          clock = .awaitingCommit(ticks: ticks + 1)
          return Tick(elapsed: nil, learntBeginTime: false)
        }
        learnt = stamped > 0 ? stamped.finiteOr(refresh) : refresh
      } else {
        learnt = refresh
      }
      clock = .running(beginTime: learnt)
      return Tick(elapsed: Swift.max(0, refresh - learnt), learntBeginTime: true)
    }
  }

  /// What an interruption at media time `now` reads.
  ///
  /// The presentation layers only once the running plan is on screen. Before its commit the
  /// content's layer has no presentation layer, or one without the new animations (Apple,
  /// `presentationLayer`: the properties "as they were at the start of the current
  /// transaction, … Returns nil if the layer has not yet been committed"), and its model
  /// values are already the plan's *end* frame: a reversal read from them would show the
  /// modal fully presented for a frame. The plan's own state at the elapsed time (0 before
  /// the commit) is exactly what the render server will show, so that is read instead.
  ///
  /// - Parameters:
  ///   - now: The media time of the interruption.
  ///   - hasPresentationLayers: Whether the content's layer has a presentation layer, which
  ///     it has only once committed.
  /// - Returns: The source.
  package func source(at now: Double, hasPresentationLayers: Bool) -> Source {
    let elapsed = elapsed(at: now)
    guard renderer == .renderServer, beginTime != nil, hasPresentationLayers else {
      return .plan(elapsed: elapsed)
    }
    return .presentationLayers(elapsed: elapsed)
  }

  /// Every field's value and velocity for an interruption from `source`: the plan's state at
  /// the source's elapsed time, with the values `layers` reads where the source is the
  /// presentation layers (fields it leaves out keep the plan's values). The velocities are
  /// always the plan's: a layer has no velocity to read.
  ///
  /// - Parameters:
  ///   - plan: The running plan.
  ///   - source: What the interruption reads (``source(at:hasPresentationLayers:)``).
  ///   - layers: Reads the fields from the layers; called only for
  ///     ``Source/presentationLayers(elapsed:)``.
  /// - Returns: One state per field of the plan.
  package static func onScreen(
    _ plan: ModalMotionPlan, from source: Source, layers: () -> [MotionField: Double]
  ) -> [MotionField: MotionState] {
    var states = plan.state(at: source.elapsed)
    guard case .presentationLayers = source else { return states }
    for (field, value) in layers() where states[field] != nil {
      states[field]?.value = value
    }
    return states
  }

  /// Interrupts the running plan at media time `now` with one towards `target`.
  ///
  /// - Parameters:
  ///   - now: The media time of the interruption.
  ///   - target: The progress the new plan goes to.
  ///   - playback: Where the new plan plays; asked only while the layers play.
  /// - Returns: When the new plan begins and whether the display link takes over.
  package mutating func handOff(
    at now: Double, towards target: Double, playback: () -> MotionPlayback
  ) -> Handoff {
    self.target = target.finiteOr(destination)
    generation += 1
    let switches = renderer == .renderServer && !playback().isRenderServer
    if switches { renderer = .displayLink }
    // Before the first commit nothing is on screen yet: the new plan waits for the commit as
    // the first did. After it, the new plan begins now, where the running one is now; the
    // render server goes on playing the running one until the commit that replaces it.
    guard beginTime != nil else {
      clock = .awaitingCommit(ticks: 0)
      return Handoff(begin: .atCommit, switchesToDisplayLink: switches)
    }
    let now = now.finiteOr(0)
    clock = .running(beginTime: now)
    return Handoff(begin: .at(now), switchesToDisplayLink: switches)
  }

  /// Whether the display link must run: it plays the plan, scrubs a blurred backdrop, or waits
  /// for the begin time.
  package func needsDisplayLink(backdropScrubs: Bool) -> Bool {
    guard isRunning else { return false }
    return renderer == .displayLink || backdropScrubs || beginTime == nil
  }

  /// Whether the completion of the plan played as `generation` ends the motion: it is the
  /// running plan's.
  package func isCurrent(_ generation: Int) -> Bool {
    isRunning && generation == self.generation
  }

  /// Stops the run (an end or a cancel): later completions and timers are ignored.
  package mutating func stop() {
    clock = .stopped
    generation += 1
  }
}
