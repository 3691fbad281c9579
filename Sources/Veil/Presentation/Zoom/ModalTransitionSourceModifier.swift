#if os(iOS)
  import SwiftUI
  import VeilCore

  /// Registers its view as a zoom source and hides it while a zoom from it is up.
  @MainActor
  struct ModalTransitionSourceModifier: ViewModifier {
    let id: ZoomSourceID
    let cornerRadius: Double
    @StateObject private var source = SwiftUITransitionSource()

    func body(content: Content) -> some View {
      content
        .opacity(source.opacity)
        .background(ModalTransitionSourceProbe(source: source))
        .onAppear {
          source.cornerRadius = cornerRadius
          source.id = id
          ModalTransitionSources.shared.register(source, for: id)
        }
        .onDisappear {
          ModalTransitionSources.shared.unregister(source, for: id)
        }
        .onChange(of: id) { newID in
          if let old = source.id { ModalTransitionSources.shared.unregister(source, for: old) }
          source.id = newID
          ModalTransitionSources.shared.register(source, for: newID)
        }
        .onChange(of: cornerRadius) { source.cornerRadius = $0 }
    }
  }
#endif
