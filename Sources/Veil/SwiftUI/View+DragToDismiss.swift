#if os(iOS)
  import SwiftUI
  import VeilCore

  extension View {
    /// Shows this view in place as a lightbox over a backdrop that fades as it is dragged, and
    /// dismisses it when dragged far or fast enough: ``DragToDismissModifier``. The pan-to-dismiss
    /// article's rule, up or down beyond 150 points or with a flick, is the default.
    ///
    /// ```swift
    /// if isPresented {
    ///   Image("photo")
    ///     .dragToDismiss(isPresented: $isPresented)
    ///     .zIndex(1)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: Whether the view is shown; set to `false` when it is dragged away.
    ///   - backgroundColor: The backdrop's color; black by default.
    ///   - rule: How the drag moves the view and when it dismisses;
    ///     ``/VeilCore/DragToDismiss/lightbox`` by default.
    /// - Returns: The view, shown as a lightbox while `isPresented` is `true`.
    @MainActor
    public func dragToDismiss(
      isPresented: Binding<Bool>,
      backgroundColor: Color = .black,
      rule: DragToDismiss = .lightbox
    ) -> some View {
      modifier(
        DragToDismissModifier(
          isPresented: isPresented, backgroundColor: backgroundColor, rule: rule))
    }
  }
#endif
