#if os(iOS)
  import UIKit
  import VeilCore
  import VeilDecisions

  extension ModalPresentationController {
    /// Has `player` report the transition's progress to the content while it plays, when
    /// anything reads it; the transition presents or dismisses (continuing a released drag
    /// when one is pending).
    func reportTransitionProgress(of player: MotionPlayer?, presenting: Bool) {
      // SwiftUI content says it reads the progress by reading it in its body: lay it out now,
      // as the first frame would, so that its body has run before the choice below (only
      // while it has not said so yet).
      if driver?.readsTransitionProgress == false {
        presentedViewController.viewIfLoaded?.layoutIfNeeded()
      }
      reportTransitionProgress(
        of: player,
        reading: PresentationLayout.transitionProgressReading(
          presenting: presenting, release: dragInteraction?.pendingRelease))
    }

    /// Has `player` report the transition's progress, read as `reading`, while it plays, when
    /// anything reads it.
    func reportTransitionProgress(of player: MotionPlayer?, reading: TransitionProgressReading) {
      guard let player, let driver, driver.readsTransitionProgress else { return }
      player.reportsTransitionProgress(reading) { [weak driver] progress in
        driver?.transitionProgressChanged(progress)
      }
    }
  }
#endif
