#if os(iOS)
  import SwiftUI
  import VeilCore

  extension View {
    /// Shows this view in place as a lightbox over a backdrop that fades as it is dragged, and
    /// dismisses it when dragged far or fast enough: ``InPlaceLightboxModifier``. The
    /// pan-to-dismiss article's rule, up or down beyond 150 points or with a flick, is the
    /// default.
    ///
    /// Nothing is presented: the view stays in the screen's own SwiftUI hierarchy. To present a
    /// lightbox that drags away, use `.modal(isPresented:style: .lightbox)`, whose drag is
    /// ``/VeilCore/ModalStyle/dragToDismiss(_:)``.
    ///
    /// ```swift
    /// if isPresented {
    ///   Image("photo")
    ///     .inPlaceLightbox(isPresented: $isPresented)
    ///     .zIndex(1)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: Whether the view is shown; set to `false` when it is dragged away.
    ///   - backgroundColor: The backdrop's color; black by default. A SwiftUI or UIKit color
    ///     converts with `ModalColor(_:)`.
    ///   - rule: How the drag moves the view and when it dismisses;
    ///     ``/VeilCore/DragToDismiss/lightbox`` by default.
    /// - Returns: The view, shown as a lightbox while `isPresented` is `true`.
    @MainActor
    public func inPlaceLightbox(
      isPresented: Binding<Bool>,
      backgroundColor: ModalColor = .black,
      rule: DragToDismiss = .lightbox
    ) -> some View {
      modifier(
        InPlaceLightboxModifier(
          isPresented: isPresented, backgroundColor: backgroundColor, rule: rule))
    }
  }
#endif
