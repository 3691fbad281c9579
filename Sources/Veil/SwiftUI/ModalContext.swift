#if os(iOS)
  import SwiftUI
  import VeilCore
  import VeilDecisions

  /// What a modal's content knows about the modal it is shown in, read with
  /// `@Environment(\.modal)`.
  ///
  /// From anywhere in the content, however deep, ``dismiss()`` closes the modal (the binding
  /// that presented it becomes `false` or `nil`, and the dismissal's reason is
  /// `DismissReason.programmatic`), ``phase`` says where the modal is in its life, and
  /// ``interactiveProgress`` follows a drag-to-dismiss gesture from 0 (at rest) to 1, so the
  /// content can react while the finger moves it, and ``transitionProgress`` follows the whole
  /// transition from 0 (dismissed) to 1 (presented), as the backdrop does.
  ///
  /// Outside a Veil modal, ``dismiss()`` falls back to SwiftUI's own `dismiss` action, as
  /// Transmission's `presentationCoordinator` does: one reusable "Done" button closes a
  /// `.modal`, a `.sheet`, a `.fullScreenCover` or a pushed view, whichever it is shown in.
  /// There ``isInModal`` is `false` and ``phase`` is ``/VeilCore/PresentationPhase/dismissed``.
  /// Where nothing can close (``canDismiss`` is `false`), ``dismiss()`` does nothing and
  /// reports the misuse in the console of a debug build.
  ///
  /// ```swift
  /// struct Details: View {
  ///   @Environment(\.modal) private var modal
  ///
  ///   var body: some View {
  ///     Button("Close") { modal.dismiss() }
  ///       .opacity(1 - modal.interactiveProgress)
  ///   }
  /// }
  /// ```
  ///
  /// Prefer `modal.dismiss()` to SwiftUI's `@Environment(\.dismiss)` in Veil content: SwiftUI
  /// gives no public way to replace its `dismiss` action, so in Veil content it still belongs to
  /// the presenting view's container (see ``ModalEnvironmentForwarding``).
  public struct ModalContext: Sendable {
    /// Where the modal is in its life: presenting, presented, held by a drag, dismissing.
    /// ``/VeilCore/PresentationPhase/dismissed`` outside a modal.
    public let phase: PresentationPhase
    /// How far a drag has taken the modal towards dismissal, 0…1; 0 when no drag holds it.
    public let interactiveProgress: Double

    /// Held weakly: the store keeps its current context, which must not keep the store.
    private weak var store: ModalContextStore?
    /// SwiftUI's presentation around a view outside any Veil modal.
    private let fallback: SwiftUIPresentation?
    /// How presented the modal is, 0…1: 0 dismissed, 1 presented, the value the backdrop
    /// follows. It runs from 0 to 1 while the modal presents and from 1 to 0 while it is
    /// dismissed, and follows a drag-to-dismiss gesture (falling as the backdrop fades); 0
    /// outside a modal. See <doc:TransitionProgress>.
    ///
    /// While a Veil-drawn transition plays, it is sampled on every display refresh (60 to 120
    /// times a second) from the transition's plan, not from what is on screen; during a drag,
    /// at every movement of the finger. UIKit animates its own sheets and popovers: there it is
    /// 0 until the modal is presented, 1 until it is dismissed.
    ///
    /// ```swift
    /// struct Menu: View {
    ///   @Environment(\.modal) private var modal
    ///
    ///   var body: some View {
    ///     MenuItems()
    ///       .scaleEffect(0.9 + 0.1 * modal.transitionProgress)
    ///       .blur(radius: 8 * (1 - modal.transitionProgress))
    ///   }
    /// }
    /// ```
    ///
    /// The progress is sampled only for content that has read it: a modal whose content never
    /// reads this property publishes no frame-by-frame context, and the views that read
    /// `\.modal` for ``dismiss()`` are not updated on every refresh.
    public var transitionProgress: Double {
      progressReadMark?.markRead()
      return progress
    }

    /// The value ``transitionProgress`` reads, without marking it read: for Veil's own use.
    let progress: Double
    /// Told when the content reads ``transitionProgress``; the store's, shared by its contexts.
    private let progressReadMark: TransitionProgressReadMark?

    init(
      phase: PresentationPhase, interactiveProgress: Double, store: ModalContextStore?,
      fallback: SwiftUIPresentation? = nil, transitionProgress: Double = 0
    ) {
      self.phase = phase
      self.interactiveProgress = interactiveProgress
      self.store = store
      self.fallback = fallback
      self.progress = transitionProgress
      self.progressReadMark = store?.progressReadMark
    }

    /// The context outside any Veil modal.
    public static let none = ModalContext(phase: .dismissed, interactiveProgress: 0, store: nil)

    /// Whether the view is inside the content of a Veil modal.
    public var isInModal: Bool { store != nil }

    /// Whether the modal is on screen or on its way: presenting, presented or held by a drag.
    public var isPresented: Bool { phase.countsAsPresented }

    /// Whether ``dismiss()`` closes something from here: a Veil modal, or outside one a
    /// SwiftUI presentation (SwiftUI's `\.isPresented`).
    public var canDismiss: Bool { route != .nothing }

    /// Dismisses the modal, as setting the binding that presented it to `false` (or `nil`)
    /// would; the events carry `DismissReason.programmatic`.
    ///
    /// Outside a Veil modal it calls SwiftUI's `dismiss` action of the same place instead, so
    /// it closes the sheet, cover, popover or pushed view the caller is shown in. Where neither
    /// exists it does nothing and reports the misuse in the console of a debug build.
    @MainActor
    public func dismiss() {
      switch route {
      case .veilModal: store?.dismiss()
      case .swiftUIPresentation: fallback?.dismiss()
      case .nothing: route.warning?.report()
      }
    }

    /// Where ``dismiss()`` goes, as VeilCore decides.
    private var route: ModalDismissRoute {
      ModalDismissRoute(
        isInVeilModal: store != nil, isInSwiftUIPresentation: fallback?.isPresented == true)
    }

    /// The object that delivers this modal's events to `.onModalEvent` inside the content.
    var eventSource: ModalContextStore? { store }
  }
#endif
