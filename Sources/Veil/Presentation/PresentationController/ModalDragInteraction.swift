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
  /// the content (``ScrollViewHandOff``), which it holds still while the modal is off rest, so
  /// a scrolled list hands the finger over at its edge.
  @MainActor
  final class ModalDragInteraction: NSObject {
    /// The presentation whose content the pan moves; it owns this interaction.
    weak var presentation: ModalPresentationController?
    /// A released drag that dismisses, waiting for the dismissal animator to continue it.
    private(set) var pendingRelease: DragSession.Released?
    /// The scroll view in the content the pan shares the finger with.
    let scrollHandOff: ScrollViewHandOff
    /// How the drag moves the content and when it dismisses.
    let configuration: DragToDismiss

    /// The content the pan is on.
    let contentView: ModalContentView
    private var drag: DragSession?
    private var releaseAnimation: MotionPlayer?
    /// What an interrupted spring-back left on screen, for the transition that starts next.
    private var motionInFlight: [MotionField: MotionState]?

    /// Adds a pan for `configuration` to `contentView`.
    init(_ configuration: DragToDismiss, on contentView: ModalContentView) {
      self.configuration = configuration
      self.contentView = contentView
      scrollHandOff = ScrollViewHandOff(in: contentView, directions: configuration.directions)
      super.init()
      let pan = UIPanGestureRecognizer(target: self, action: #selector(panned(_:)))
      pan.maximumNumberOfTouches = 1
      pan.delegate = self
      contentView.addGestureRecognizer(pan)
    }

    /// Whether a drag holds the modal now.
    var isDragging: Bool { drag?.isClaimed == true }

    /// Whether a release that did not dismiss is springing back to rest.
    var isSpringingBack: Bool { releaseAnimation != nil }

    /// Whether the presentation lays out right to left.
    var isRightToLeft: Bool { presentation?.isRightToLeft ?? false }

    /// The container has a new size, which the running drag measures against.
    func containerDidChange(to size: Size) {
      drag?.container = size
    }

    /// Takes what an interrupted spring-back left on screen, once.
    func takeMotionInFlight() -> [MotionField: MotionState]? {
      defer { motionInFlight = nil }
      return motionInFlight
    }

    /// Ends the drag and the spring-back where they are, for a dismissal that takes over.
    func cancel() {
      drag = nil
      scrollHandOff.stop()
      motionInFlight = releaseAnimation?.cancel()
      releaseAnimation = nil
    }

    /// Forgets the release the dismissal continued.
    func forgetRelease() {
      pendingRelease = nil
    }

    // MARK: - The pan

    @objc private func panned(_ recognizer: UIPanGestureRecognizer) {
      guard let presentation, let containerView = presentation.containerView else { return }
      let translation = Vector(recognizer.translation(in: containerView))
      switch recognizer.state {
      case .began:
        guard !presentation.isAnimatingTransition else { return reset(recognizer) }
        scrollHandOff.track(scrollViewUnder: recognizer, isRightToLeft: isRightToLeft)
        var session = DragSession(
          configuration, container: presentation.sampler.container.size,
          isRightToLeft: isRightToLeft)
        // A spring-back still running is caught where it is.
        let caught = releaseAnimation.map { _ in onScreenOffset }
        let step = session.begin(
          translation: translation, caughtOffset: caught,
          scroll: scrollHandOff.edges(isRightToLeft: isRightToLeft))
        drag = session
        show(step, recognizer, in: presentation)
      case .changed:
        guard var session = drag else { return }
        let step = session.change(
          translation: translation, scroll: scrollHandOff.edgesBeforeMovement)
        drag = session
        show(step, recognizer, in: presentation)
      case .ended:
        guard var session = drag else { return }
        let released = session.end(
          translation: translation, velocity: Vector(recognizer.velocity(in: containerView)),
          scroll: scrollHandOff.edgesBeforeMovement)
        finishDrag(released, in: presentation)
      case .cancelled, .failed:
        finishDrag(drag?.cancel(), in: presentation)
      default:
        break
      }
    }

    /// Shows a step of the drag; the first step that moves the modal asks the machine first.
    private func show(
      _ step: DragSession.Step, _ recognizer: UIPanGestureRecognizer,
      in presentation: ModalPresentationController
    ) {
      if step.claims {
        guard presentation.driver?.dragShouldBegin() == true else {
          // The machine refused the drag (a transition runs, another modal is on top): this
          // pan does nothing, and a scroll view under it scrolls freely.
          scrollHandOff.stop()
          drag = nil
          return reset(recognizer)
        }
        releaseAnimation?.cancel()
        releaseAnimation = nil
        drag?.markClaimed()
      }
      if drag?.isClaimed == true {
        scrollHandOff.hold(step.holdsScroll)
        presentation.applyDrag(offset: step.offset, backdropStrength: step.backdropStrength)
        presentation.driver?.dragChanged(progress: step.progress)
      }
      scrollHandOff.noteEdges(isRightToLeft: isRightToLeft)
    }

    /// Tells the machine how a drag ended and carries the outcome out.
    private func finishDrag(
      _ released: DragSession.Released?, in presentation: ModalPresentationController
    ) {
      drag = nil
      scrollHandOff.stop()
      guard let released else { return }
      // Set before the machine answers: its answer may start the dismissal at once, and the
      // dismissal reads the release.
      pendingRelease = released.release.edge == nil ? nil : released
      let dismisses =
        presentation.driver?.dragEnded(dismissingTowards: released.release.edge) ?? false
      switch DragSession.resolve(released, dismisses: dismisses) {
      case .dismissal(let release):
        pendingRelease = release
      case .springBack(let back):
        pendingRelease = nil
        springBack(back, in: presentation)
      case .styleDismissal:
        pendingRelease = nil
      }
    }

    /// Ends the recognizer's current pan without ending the recognizer.
    private func reset(_ recognizer: UIPanGestureRecognizer) {
      recognizer.isEnabled = false
      recognizer.isEnabled = true
    }

    /// The content's offset on screen, in UIKit's coordinates.
    private var onScreenOffset: Vector {
      let transform = contentView.layer.presentation()?.transform ?? contentView.layer.transform
      return Vector(x: transform.m41, y: transform.m42)
    }

    /// Springs the content back to rest from a release that does not dismiss, at the finger's
    /// speed.
    private func springBack(
      _ back: DragSession.Released, in presentation: ModalPresentationController
    ) {
      guard let containerView = presentation.containerView else { return }
      // A zoom springs back through its own flight (`MotionPath.release` follows it).
      let animation = MotionPlayer(
        path: MotionPath.release(
          back.release, backdropStrength: back.backdropStrength, in: presentation.sampler),
        stage: presentation.motionStage(), in: containerView)
      animation.onEnd = { [weak self, weak presentation] _ in
        self?.releaseAnimation = nil
        presentation?.motionDidEnd()
      }
      releaseAnimation = animation
      animation.start()
    }
  }
#endif
