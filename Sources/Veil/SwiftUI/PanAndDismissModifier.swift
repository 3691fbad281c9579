#if os(iOS)
  import SwiftUI
  import VeilCore

  /// The pan-to-dismiss article's spelling of ``DragToDismissModifier``, so that its code
  /// compiles as it is.
  ///
  /// Prefer `.dragToDismiss(isPresented: $isPresented)`
  /// (``SwiftUI/View/dragToDismiss(isPresented:backgroundColor:rule:)``): the same lightbox,
  /// with SwiftUI's `isPresented:` label.
  ///
  /// ```swift
  /// Image("photo")
  ///   .modifier(PanAndDismissModifier(showingModal: $showingModal))
  /// ```
  @MainActor
  public struct PanAndDismissModifier: ViewModifier {
    private let modifier: DragToDismissModifier

    /// Creates the modifier.
    ///
    /// - Parameters:
    ///   - showingModal: Whether the view is shown; set to `false` when it is dragged away.
    ///   - backgroundColor: The backdrop's color; black as in the pan-to-dismiss article.
    ///   - dragToDismiss: How the drag moves the view and when it dismisses;
    ///     ``/VeilCore/DragToDismiss/lightbox`` (the pan-to-dismiss article's rule) by default.
    public init(
      showingModal: Binding<Bool>,
      backgroundColor: Color = .black,
      dragToDismiss: DragToDismiss = .lightbox
    ) {
      modifier = DragToDismissModifier(
        isPresented: showingModal, backgroundColor: backgroundColor, rule: dragToDismiss)
    }

    /// The view as ``DragToDismissModifier`` shows it.
    ///
    /// - Parameter content: The view to show.
    /// - Returns: The lightbox.
    public func body(content: Content) -> some View {
      content.modifier(modifier)
    }
  }
#endif
