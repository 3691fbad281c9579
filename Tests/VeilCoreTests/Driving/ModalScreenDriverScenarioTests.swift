import Testing

@testable import VeilCore

/// Scenarios against the scripted UIKit, one per finding it can reach, TCA style: each asserts
/// the whole command log and the whole event log.
@MainActor
@Suite struct ModalScreenDriverScenarioTests {
  typealias Command = ModalScreenDriver.Command

  static func id(_ raw: UInt64) -> TransitionID { TransitionID(rawValue: raw) }

  /// The commands of an animated custom presentation of modal `key` (first transition `t`).
  static func presented(_ route: ModalScreenDriver.Route = .custom, transition t: UInt64)
    -> [Command]
  {
    [
      .send(.bindingChanged(.flag)),
      .deliver(.willPresent, leftScreen: false),
      .checkPresenter(id(t)),
      .present(route, animated: true),
    ]
  }

  @Test func customPresentationAndDismissalFollowUIKitsOrder() {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.setBinding(1, .flag)
    uikit.playTransition(1)
    uikit.setBinding(1, nil)
    uikit.playTransition(1)
    #expect(
      uikit.commands(of: 1)
        == Self.presented(transition: 1) + [
          .send(.transitionFinished(Self.id(1))),
          .deliver(.didPresent, leftScreen: false),
          .send(.bindingChanged(nil)),
          .deliver(.willDismiss(.programmatic), leftScreen: false),
          .dismiss(animated: true, reason: .programmatic),
          .releaseController,
          .send(.transitionFinished(Self.id(2))),
          .deliver(.didDismiss(.programmatic), leftScreen: true),
        ])
    #expect(
      uikit.animatorLog[1]
        == [
          // The presentation: the presented view goes in, the animation runs to its end.
          .installToView(.front, atFinalFrame: false), .prepareContainer,
          .applyFrame(progress: 0), .makeAnimation, .startAnimation, .reportLogicalCompletion,
          .applyFrame(progress: 1), .completeTransition(true),
          // The dismissal: the presenting view was never removed, nothing to put back.
          .prepareContainer, .applyFrame(progress: 0), .makeAnimation, .startAnimation,
          .applyFrame(progress: 1), .completeTransition(true),
        ])
    #expect(
      uikit.events[1] == [.willPresent, .didPresent, .willDismiss(.programmatic), .didDismiss(.programmatic)])
    #expect(uikit.departures[1] == 1)
    #expect(uikit.isStackFree)
    #expect(uikit.violations.isEmpty)
  }

  // MARK: - T2

  @Test func fullScreenDismissalPutsThePresentingViewBackBehindTheModal() {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.removesPresentersView[1] = true
    uikit.setBinding(1, .flag)
    uikit.playTransition(1)
    uikit.setBinding(1, nil)
    uikit.clearLogs()
    uikit.playTransition(1)
    #expect(
      uikit.animatorLog[1]
        == [
          .installToView(.back, atFinalFrame: true), .prepareContainer, .applyFrame(progress: 0),
          .makeAnimation, .startAnimation, .applyFrame(progress: 1), .completeTransition(true),
        ])
    #expect(uikit.violations.isEmpty)
  }

  // MARK: - T3

  @Test func aTransitionThatIsNotAnimatedInstallsTheEndAndCompletesAtOnce() {
    let uikit = ScriptedUIKit()
    uikit.register(1, animated: false)
    uikit.setBinding(1, .flag)
    uikit.animate(1)
    #expect(
      uikit.animatorLog[1]
        == [
          .installToView(.front, atFinalFrame: false), .prepareContainer,
          .applyFrame(progress: 1), .reportLogicalCompletion, .completeTransition(true),
        ])
    #expect(
      uikit.commands(of: 1)
        == [
          .send(.bindingChanged(.flag)),
          .deliver(.willPresent, leftScreen: false),
          .checkPresenter(Self.id(1)),
          .present(.custom, animated: false),
          .send(.transitionFinished(Self.id(1))),
          .deliver(.didPresent, leftScreen: false),
        ])
    #expect(uikit.transitions.isEmpty)
  }

  @Test func aParentDismissedWithAChildGoesInstantlyChildFirst() {
    let uikit = ScriptedUIKit()
    uikit.register(1)
    uikit.register(2)
    uikit.setBinding(1, .flag)
    uikit.playTransition(1)
    uikit.setBinding(2, .flag)
    uikit.playTransition(2)
    uikit.clearLogs()
    uikit.setBinding(1, nil)
    // The child goes first, not animated: one call of UIKit's, and it has gone.
    uikit.animate(2)
    // Then the parent, animated as its binding asked.
    uikit.playTransition(1)
    #expect(
      uikit.log
        == [
          .init(key: 1, command: .send(.bindingChanged(nil))),
          .init(key: 2, command: .deliver(.willDismiss(.parentDismissed), leftScreen: false)),
          .init(key: 2, command: .dismiss(animated: false, reason: .parentDismissed)),
          .init(key: 2, command: .writeBinding),
          .init(key: 2, command: .releaseController),
          .init(key: 2, command: .send(.transitionFinished(Self.id(2)))),
          .init(key: 2, command: .deliver(.didDismiss(.parentDismissed), leftScreen: true)),
          .init(key: 1, command: .deliver(.willDismiss(.programmatic), leftScreen: false)),
          .init(key: 1, command: .dismiss(animated: true, reason: .programmatic)),
          .init(key: 1, command: .releaseController),
          .init(key: 1, command: .send(.transitionFinished(Self.id(2)))),
          .init(key: 1, command: .deliver(.didDismiss(.programmatic), leftScreen: true)),
        ])
    #expect(
      uikit.animatorLog[2]
        == [.prepareContainer, .applyFrame(progress: 1), .completeTransition(true)])
    #expect(uikit.isStackFree)
    #expect(uikit.violations.isEmpty)
  }
}
