#if os(iOS)
  import SwiftUI
  import UIKit
  import VeilCore
  import VeilDecisions

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

    /// This modifier's requests (VeilDecisions' `ToastBindingRequests`), kept across updates.
    @MainActor
    final class Requests {
      /// The identifier of this modifier's toasts when the app gives none.
      let ownID = ToastID.unique()
      var decisions = ToastBindingRequests()
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
        .onDisappear { perform(requests.decisions.viewDisappeared()) }
    }

    private func sync(_ request: Request?) {
      let wanted = request.map { $0.itemID ?? options.id ?? requests.ownID }
      perform(requests.decisions.bindingChanged(to: wanted))
    }

    private func perform(_ commands: [ToastBindingRequests.Command]) {
      for command in commands {
        switch command {
        case .show(let id, let number):
          // The end may come after this view has gone: it reaches the requests' object and
          // the binding directly, not this modifier's state.
          let modifierRequests = requests
          let endRequest = endRequest
          let onEnd = options.onEnd
          toasts.show(
            id: id, style: options.style, priority: options.priority,
            arrival: options.arrival, duplicates: options.duplicates,
            onEnd: { departure in
              if modifierRequests.decisions.requestEnded(number).contains(.writeBack) {
                endRequest()
              }
              onEnd?(departure)
            }, content: content)
        case .hide(let id):
          toasts.hide(id: id)
        case .writeBack:
          endRequest()
        }
      }
    }
  }
#endif
