#if os(iOS)
  import SwiftUI
  import UIKit
  import VeilCore

  extension View {
    /// Shows a toast while `isPresented` is `true`, through this view's ``ToastCenter``
    /// (`@Environment(\.toasts)`): now, or when the queue gives it its turn.
    ///
    /// The binding goes back to `false` once the toast's request ends: after it has left the
    /// screen (the user swiped it away, it timed out, the app hid it or a critical toast took
    /// its place), or at once when it was never shown (a duplicate, or hidden while it
    /// waited). Setting it to `false` hides the toast; so does this view leaving the screen,
    /// and then the binding goes back to `false` too, so that coming back does not show it again.
    ///
    /// ```swift
    /// List(items) { … }
    ///   .toast(isPresented: $saved, arrival: .stacks) {
    ///     Label("Saved", systemImage: "checkmark.circle")
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: Whether the toast is asked for.
    ///   - id: Its identifier, for ``ToastCenter/hide(id:)`` and de-duplication; one of this
    ///     modifier's own by default.
    ///   - style: How it looks and moves; ``ToastCenter/defaultStyle`` (a toast that leaves
    ///     after 3 s) by default.
    ///   - priority: How urgent it is.
    ///   - arrival: Whether it waits its turn or stacks with the toasts on screen.
    ///   - duplicates: What to do when a toast with its identifier shows or waits.
    ///   - onEnd: Called once per request when it ends, with why.
    ///   - content: The toast's content, made when it is shown.
    /// - Returns: A view that shows the toast.
    @MainActor
    public func toast<Content: View>(
      isPresented: Binding<Bool>,
      id: ToastID? = nil,
      style: ModalStyle = ToastCenter.defaultStyle,
      priority: ToastPriority = .normal,
      arrival: ToastArrival = .waits,
      duplicates: ToastDuplicatePolicy = .ignore,
      onEnd: ((ToastDeparture) -> Void)? = nil,
      @ViewBuilder content: @escaping () -> Content
    ) -> some View {
      modifier(
        ToastModifier(
          request: isPresented.wrappedValue ? ToastModifier.Request(itemID: nil) : nil,
          endRequest: { isPresented.wrappedValue = false },
          options: ToastModifier.Options(
            id: id, style: style, priority: priority, arrival: arrival, duplicates: duplicates,
            onEnd: onEnd),
          content: { AnyView(content()) }))
    }

    /// Shows a toast for `item` while it is not `nil`, through this view's ``ToastCenter``.
    ///
    /// The toast's identifier is the item's `id`. An item with another `id` hides the toast
    /// shown for the one before and shows its own; the binding goes back to `nil` when the
    /// current item's request ends (see ``SwiftUI/View/toast(isPresented:id:style:priority:arrival:duplicates:onEnd:content:)``).
    ///
    /// ```swift
    /// .toast(item: $failure, priority: .high) { failure in
    ///   Label(failure.message, systemImage: "exclamationmark.triangle")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - item: The item to show a toast for.
    ///   - style: How it looks and moves; ``ToastCenter/defaultStyle`` (a toast that leaves
    ///     after 3 s) by default.
    ///   - priority: How urgent it is.
    ///   - arrival: Whether it waits its turn or stacks with the toasts on screen.
    ///   - duplicates: What to do when a toast with the item's `id` shows or waits.
    ///   - onEnd: Called once per request when it ends, with why.
    ///   - content: The toast's content for the item, made when it is shown.
    /// - Returns: A view that shows the toast.
    @MainActor
    public func toast<Item: Identifiable, Content: View>(
      item: Binding<Item?>,
      style: ModalStyle = ToastCenter.defaultStyle,
      priority: ToastPriority = .normal,
      arrival: ToastArrival = .waits,
      duplicates: ToastDuplicatePolicy = .ignore,
      onEnd: ((ToastDeparture) -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item.ID: Sendable {
      modifier(
        ToastModifier(
          request: item.wrappedValue.map { ToastModifier.Request(itemID: ToastID($0.id)) },
          endRequest: { item.wrappedValue = nil },
          options: ToastModifier.Options(
            id: nil, style: style, priority: priority, arrival: arrival, duplicates: duplicates,
            onEnd: onEnd),
          content: { item.wrappedValue.map { AnyView(content($0)) } ?? AnyView(EmptyView()) }))
    }
  }

  /// Feeds a binding to the view's ``ToastCenter``: shows when it asks, hides when it stops
  /// asking, and writes it back when the request it made ends.
  @MainActor
  struct ToastModifier: ViewModifier {
    /// What the binding asks for now: a toast (for an item's `id`), or none.
    struct Request: Equatable {
      var itemID: ToastID?
    }

    struct Options {
      var id: ToastID?
      var style: ModalStyle
      var priority: ToastPriority
      var arrival: ToastArrival
      var duplicates: ToastDuplicatePolicy
      var onEnd: ((ToastDeparture) -> Void)?
    }

    /// This modifier's requests: the one live now, if any.
    @MainActor
    final class Requests {
      /// The identifier of this modifier's toasts when the app gives none.
      let ownID = ToastID.unique()
      /// The live request: its number and the toast's identifier.
      var live: (number: Int, id: ToastID)?
      var lastNumber = 0
    }

    let request: Request?
    let endRequest: () -> Void
    let options: Options
    let content: () -> AnyView

    @Environment(\.toasts) private var toasts
    @State private var requests = Requests()

    func body(content view: Content) -> some View {
      view
        .onAppear { sync(request) }
        .onChange(of: request) { sync($0) }
        .onDisappear { hideOnDisappear() }
    }

    private func sync(_ request: Request?) {
      let wantedID = request.map { $0.itemID ?? options.id ?? requests.ownID }
      if let live = requests.live, live.id == wantedID { return }
      hideLive()
      guard let wantedID else { return }
      let modifierRequests = requests
      modifierRequests.lastNumber += 1
      let number = modifierRequests.lastNumber
      modifierRequests.live = (number, wantedID)
      let onEnd = options.onEnd
      let endRequest = endRequest
      toasts.show(
        id: wantedID, style: options.style, priority: options.priority,
        arrival: options.arrival, duplicates: options.duplicates,
        onEnd: { departure in
          // A request the binding has moved on from is not written back.
          if modifierRequests.live?.number == number {
            modifierRequests.live = nil
            endRequest()
          }
          onEnd?(departure)
        }, content: content)
    }

    /// The view has gone (a pushed screen, another tab): its toast goes too, and, as SwiftUI's
    /// own presentations do, its binding is written back once the request ends, so that coming
    /// back does not show it again.
    private func hideOnDisappear() {
      guard let live = requests.live else { return }
      toasts.hide(id: live.id)
    }

    /// The binding has moved on (to no toast, or to another item's): the toast it asked for goes,
    /// and its end is not written back over the binding's new value.
    private func hideLive() {
      guard let live = requests.live else { return }
      requests.live = nil
      toasts.hide(id: live.id)
    }
  }
#endif
