#if os(iOS)
  import SwiftUI
  import VeilCore

  /// The root view of a Veil modal's content: the content with the forwarded environment and
  /// the modal's own context.
  @MainActor
  struct ModalRoot<Content: View>: View {
    let content: Content
    /// The presenting view's environment.
    let presenting: EnvironmentValues
    @ObservedObject var store: ModalContextStore

    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass

    var body: some View {
      forwarded
        .onPreferenceChange(ModalInteractiveDismissDisabledKey.self) { [store] disabled in
          // Main actor on every SDK (the closure is `@Sendable` on newer ones).
          MainActor.assumeIsolated { store.userDismissalDisabled(disabled) }
        }
    }

    /// The content with the presenting view's environment, as much as it asked for.
    @ViewBuilder private var forwarded: some View {
      switch presenting.modalEnvironmentForwarding.kind {
      case .all:
        content
          .environment(\.modal, store.context)
          .environment(\.modalEventHandlers, ModalEventHandlers())
          .environment(\.horizontalSizeClass, horizontalSizeClass)
          .environment(\.verticalSizeClass, verticalSizeClass)
          .environment(\.self, presenting)
      case .appearance:
        content
          .environment(\.modal, store.context)
          .environment(\.colorScheme, presenting.colorScheme)
          .environment(\.dynamicTypeSize, presenting.dynamicTypeSize)
          .environment(\.legibilityWeight, presenting.legibilityWeight)
          .environment(\.locale, presenting.locale)
          .environment(\.calendar, presenting.calendar)
          .environment(\.timeZone, presenting.timeZone)
          .environment(\.layoutDirection, presenting.layoutDirection)
      }
    }
  }
#endif
