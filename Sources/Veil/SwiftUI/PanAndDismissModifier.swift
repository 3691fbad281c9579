#if os(iOS)
  import SwiftUI
  import VeilCore

  /// The pan-to-dismiss article's spelling of ``InPlaceLightboxModifier``, so that its code
  /// compiles as it is.
  ///
  /// Prefer `.inPlaceLightbox(isPresented: $isPresented)`
  /// (``SwiftUI/View/inPlaceLightbox(isPresented:backgroundColor:rule:)``): the same lightbox,
  /// with SwiftUI's `isPresented:` label.
  ///
  /// ```swift
  /// Image("photo")
  ///   .modifier(PanAndDismissModifier(showingModal: $showingModal))
  /// ```
  @MainActor
  public struct PanAndDismissModifier: ViewModifier {
    private let modifier: InPlaceLightboxModifier

    /// Creates the modifier.
    ///
    /// - Parameters:
    ///   - showingModal: Whether the view is shown; set to `false` when it is dragged away.
    ///   - backgroundColor: The backdrop's color; black as in the pan-to-dismiss article. A
    ///     SwiftUI or UIKit color converts with `ModalColor(_:)`.
    ///   - dragToDismiss: How the drag moves the view and when it dismisses;
    ///     ``/VeilCore/DragToDismiss/lightbox`` (the pan-to-dismiss article's rule) by default.
    public init(
      showingModal: Binding<Bool>,
      backgroundColor: ModalColor = .black,
      dragToDismiss: DragToDismiss = .lightbox
    ) {
      modifier = InPlaceLightboxModifier(
        isPresented: showingModal, backgroundColor: backgroundColor, rule: dragToDismiss)
    }

    /// The view as ``InPlaceLightboxModifier`` shows it.
    ///
    /// - Parameter content: The view to show.
    /// - Returns: The lightbox.
    public func body(content: Content) -> some View {
      content.modifier(modifier)
    }
  }
#endif
