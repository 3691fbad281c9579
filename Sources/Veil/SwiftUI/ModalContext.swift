#if os(iOS)
  import SwiftUI
  import VeilCore

  /// What a modal's content knows about the modal it is shown in, read with
  /// `@Environment(\.modal)`.
  ///
  /// From anywhere in the content, however deep, ``dismiss()`` closes the modal (the binding
  /// that presented it becomes `false` or `nil`, and the dismissal's reason is
  /// `DismissReason.programmatic`), ``phase`` says where the modal is in its life, and
  /// ``interactiveProgress`` follows a drag-to-dismiss gesture from 0 (at rest) to 1, so the
  /// content can react while the finger moves it. Outside a Veil modal the context is inert:
  /// ``isInModal`` is `false` and ``dismiss()`` does nothing.
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
  /// SwiftUI's own `@Environment(\.dismiss)` in Veil content belongs to the presenting view's
  /// context, not to the Veil modal: see ``ModalEnvironmentForwarding``.
  public struct ModalContext: Sendable {
    /// Where the modal is in its life: presenting, presented, held by a drag, dismissing.
    /// ``/VeilCore/PresentationPhase/dismissed`` outside a modal.
    public let phase: PresentationPhase
    /// How far a drag has taken the modal towards dismissal, 0…1; 0 when no drag holds it.
    public let interactiveProgress: Double

    /// Held weakly: the store keeps its current context, which must not keep the store.
    private weak var store: ModalContextStore?

    init(phase: PresentationPhase, interactiveProgress: Double, store: ModalContextStore?) {
      self.phase = phase
      self.interactiveProgress = interactiveProgress
      self.store = store
    }

    /// The context outside any Veil modal.
    public static let none = ModalContext(phase: .dismissed, interactiveProgress: 0, store: nil)

    /// Whether the view is inside the content of a Veil modal.
    public var isInModal: Bool { store != nil }

    /// Whether the modal is on screen or on its way: presenting, presented or held by a drag.
    public var isPresented: Bool {
      switch phase {
      case .presenting, .presented, .interactive: true
      case .dismissed, .dismissing: false
      }
    }

    /// Dismisses the modal, as setting the binding that presented it to `false` (or `nil`)
    /// would; the events carry `DismissReason.programmatic`. Does nothing outside a modal.
    @MainActor
    public func dismiss() {
      store?.dismiss()
    }

    /// The object that delivers this modal's events to `.onModalEvent` inside the content.
    var eventSource: ModalContextStore? { store }
  }

  private struct ModalContextKey: EnvironmentKey {
    static let defaultValue = ModalContext.none
  }

  extension EnvironmentValues {
    /// The Veil modal this view is shown in; ``ModalContext/none`` outside one.
    public var modal: ModalContext {
      get { self[ModalContextKey.self] }
      set { self[ModalContextKey.self] = newValue }
    }
  }
#endif
