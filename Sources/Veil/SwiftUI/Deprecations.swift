#if os(iOS)
  import SwiftUI
  import VeilCore

  // Spellings renamed in this release, kept for one release so that an app's code still builds,
  // with a warning that names the new spelling.

  extension View {
    /// Renamed ``inPlaceLightbox(isPresented:backgroundColor:rule:)``: `dragToDismiss` is the
    /// name of a presented style's drag, ``/VeilCore/ModalStyle/dragToDismiss(_:)``.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the view is shown.
    ///   - backgroundColor: The backdrop's color.
    ///   - rule: How the drag moves the view and when it dismisses.
    /// - Returns: The view, shown as a lightbox while `isPresented` is `true`.
    @available(*, deprecated, renamed: "inPlaceLightbox(isPresented:backgroundColor:rule:)")
    @MainActor
    public func dragToDismiss(
      isPresented: Binding<Bool>,
      backgroundColor: Color = .black,
      rule: DragToDismiss = .lightbox
    ) -> some View {
      inPlaceLightbox(
        isPresented: isPresented, backgroundColor: ModalColor(backgroundColor), rule: rule)
    }
  }

  /// Renamed ``InPlaceLightboxModifier``, whose `backgroundColor` is a ``/VeilCore/ModalColor``.
  ///
  /// ```swift
  /// // Before:
  /// Image("photo").modifier(DragToDismissModifier(isPresented: $isPresented))
  /// // Now:
  /// Image("photo").inPlaceLightbox(isPresented: $isPresented)
  /// ```
  @available(*, deprecated, renamed: "InPlaceLightboxModifier")
  @MainActor
  public struct DragToDismissModifier: ViewModifier {
    private let modifier: InPlaceLightboxModifier

    /// Creates the modifier.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the view is shown.
    ///   - backgroundColor: The backdrop's color.
    ///   - rule: How the drag moves the view and when it dismisses.
    public init(
      isPresented: Binding<Bool>, backgroundColor: Color = .black, rule: DragToDismiss = .lightbox
    ) {
      modifier = InPlaceLightboxModifier(
        isPresented: isPresented, backgroundColor: ModalColor(backgroundColor), rule: rule)
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
