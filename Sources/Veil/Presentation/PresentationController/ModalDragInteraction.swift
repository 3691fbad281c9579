#if os(iOS)
  import UIKit
  import VeilCore
  import VeilDecisions

  /// A style's ``ModalStyle/dragToDismiss`` on a custom presentation: the pan on the content,
  /// the VeilDecisions `DragSession` it feeds, and the spring-back of a release that does not
  /// dismiss.
  ///
  /// The pan tells the machine through the driver (`dragBegan`, `dragChanged`, `dragEnded`) and
  /// on release either leaves the release to the dismissal animator (``pendingRelease``) or
  /// springs back, starting at the finger's speed. It recognizes together with a scroll view in
  /// the content (``ScrollViewHandOff``), which it holds still while the modal is off rest and
  /// while it springs back, so a scrolled list hands the finger over at its edge. What each
  /// phase does is VeilDecisions' `DragInteraction`; this class reads UIKit and carries it out.
  @MainActor
  final class ModalDragInteraction: NSObject {
    /// The presentation whose content the pan moves; it owns this interaction.
    weak var presentation: ModalPresentationController?
    /// The scroll view in the content the pan shares the finger with.
    let scrollHandOff: ScrollViewHandOff
    /// How the drag moves the content and when it dismisses.
    let configuration: DragToDismiss

    /// The content the pan is on.
    let contentView: ModalContentView
    /// The pan's phases, the claim, the pending release and the scroll view's hold.
    private var decisions: DragInteraction
    private var releaseAnimation: MotionPlayer?
    /// What an interrupted spring-back left on screen, for the transition that starts next.
    private var motionInFlight: [MotionField: MotionState]?

    /// Adds a pan for `configuration` to `contentView`.
    init(_ configuration: DragToDismiss, on contentView: ModalContentView) {
      self.configuration = configuration
      self.contentView = contentView
      decisions = DragInteraction(configuration)
      scrollHandOff = ScrollViewHandOff(in: contentView, directions: configuration.directions)
      super.init()
      let pan = UIPanGestureRecognizer(target: self, action: #selector(panned(_:)))
      pan.maximumNumberOfTouches = 1
      pan.delegate = self
      contentView.addGestureRecognizer(pan)
    }

    /// A released drag that dismisses, waiting for the dismissal animator to continue it.
    var pendingRelease: DragSession.Released? { decisions.pendingRelease }

    /// Whether a drag holds the modal now.
    var isDragging: Bool { decisions.isDragging }

    /// Whether a release that did not dismiss is springing back to rest.
    var isSpringingBack: Bool { decisions.isSpringingBack }

    /// Whether the presentation lays out right to left.
    var isRightToLeft: Bool { presentation?.isRightToLeft ?? false }

    /// The container has a new size, which the running drag measures against.
    func containerDidChange(to size: Size) {
      step(.containerChanged(size), nil)
    }

    /// Takes what an interrupted spring-back left on screen, once.
    func takeMotionInFlight() -> [MotionField: MotionState]? {
      defer { motionInFlight = nil }
      return motionInFlight
    }

    /// Ends the drag and the spring-back where they are, for a dismissal that takes over.
    func cancel() {
      step(.dismissalBegan, nil)
    }

    /// Forgets the release the dismissal continued.
    func forgetRelease() {
      step(.dismissalEnded, nil)
    }

    // MARK: - The pan

    @objc private func panned(_ recognizer: UIPanGestureRecognizer) {
      guard let presentation, let containerView = presentation.containerView else { return }
      let translation = Vector(recognizer.translation(in: containerView))
      switch recognizer.state {
      case .began:
        if !presentation.isAnimatingTransition {
          scrollHandOff.track(scrollViewUnder: recognizer, isRightToLeft: isRightToLeft)
        }
        step(
          .began(
            translation: translation, onScreenOffset: onScreenOffset,
            scroll: scrollHandOff.edges(isRightToLeft: isRightToLeft),
            isAnimatingTransition: presentation.isAnimatingTransition,
            container: presentation.sampler.container.size, isRightToLeft: isRightToLeft),
          recognizer)
      case .changed:
        step(
          .changed(translation: translation, scroll: scrollHandOff.edgesBeforeMovement),
          recognizer)
      case .ended:
        step(
          .ended(
            translation: translation, velocity: Vector(recognizer.velocity(in: containerView)),
            scroll: scrollHandOff.edgesBeforeMovement), recognizer)
      case .cancelled, .failed:
        step(.cancelled, recognizer)
      default:
        break
      }
    }

    /// Hands `callback` to the decisions and carries out what they answer.
    private func step(_ callback: DragInteraction.Callback, _ recognizer: UIPanGestureRecognizer?) {
      for command in decisions.handle(callback) { execute(command, recognizer) }
    }

    private func execute(_ command: DragInteraction.Command, _ recognizer: UIPanGestureRecognizer?)
    {
      let driver = presentation?.driver
      switch command {
      case .resetRecognizer:
        // Ends the recognizer's current pan without ending the recognizer.
        recognizer?.isEnabled = false
        recognizer?.isEnabled = true
      case .askToBegin:
        step(.beginAnswered(driver?.dragShouldBegin() == true), recognizer)
      case .reportProgress(let progress): driver?.dragChanged(progress: progress)
      case .askToEnd(let edge):
        step(.endAnswered(dismisses: driver?.dragEnded(dismissingTowards: edge) ?? false), nil)
      case .show(let offset, let strength):
        presentation?.applyDrag(offset: offset, backdropStrength: strength)
      case .holdScroll(let holds): scrollHandOff.hold(holds)
      case .noteScrollEdges: scrollHandOff.noteEdges(isRightToLeft: isRightToLeft)
      case .releaseScroll: scrollHandOff.stop()
      case .springBack(let back): springBack(back)
      case .stopSpringBack:
        releaseAnimation?.cancel()
        releaseAnimation = nil
      case .stopSpringBackForDismissal:
        motionInFlight = releaseAnimation?.cancel()
        releaseAnimation = nil
      case .motionEnded: presentation?.motionDidEnd()
      }
    }

    /// The content's offset on screen, in UIKit's coordinates.
    private var onScreenOffset: Vector {
      let transform = contentView.layer.presentation()?.transform ?? contentView.layer.transform
      return Vector(x: transform.m41, y: transform.m42)
    }

    /// Springs the content back to rest from a release that does not dismiss, at the finger's
    /// speed.
    private func springBack(_ back: DragSession.Released) {
      guard let presentation, let containerView = presentation.containerView else {
        return step(.springBackEnded, nil)
      }
      // A zoom springs back through its own flight (`MotionPath.release` follows it).
      let animation = MotionPlayer(
        path: MotionPath.release(
          back.release, backdropStrength: back.backdropStrength, in: presentation.sampler),
        stage: presentation.motionStage(), in: containerView)
      animation.onEnd = { [weak self] _ in
        self?.releaseAnimation = nil
        self?.step(.springBackEnded, nil)
      }
      releaseAnimation = animation
      presentation.reportTransitionProgress(of: animation, reading: .backdropStrength)
      animation.start()
    }
  }
#endif
