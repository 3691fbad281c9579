extension ToastQueue {
  /// Something the queue asks the iOS layer to do.
  ///
  /// ```swift
  /// for effect in queue.hide(id: "upload") {
  ///   switch effect {
  ///   case .show(let toast): present(toast)
  ///   case .update(let toast): replaceContent(of: toast.id, with: toast)
  ///   case .dismiss(let toast, _): driver(for: toast.id)?.requestDismissal()
  ///   case .finish(let toast, let departure): writeBindingBack(toast.ticket, departure)
  ///   }
  /// }
  /// ```
  public enum Effect: Hashable, Sendable {
    /// Present this toast; it joins the toasts on screen as the newest.
    case show(Toast)
    /// The toast on screen with this identifier now stands for this request: show its content
    /// where the old one stood.
    case update(Toast)
    /// Dismiss this toast; report its departure with ``ToastQueue/didDismiss(id:reason:)``.
    case dismiss(Toast, reason: DismissReason)
    /// This request has ended: write its binding back (once per request, shown or not).
    case finish(Toast, ToastDeparture)
  }
}
