#if os(iOS)
  import SwiftUI
  import VeilCore

  extension View {
    /// Sets how much of the environment the Veil modals presented inside this view receive.
    ///
    /// Put it after the `.modal` it configures, or on a view around it: placed before `.modal`
    /// it reaches no modal, which that `.modal` reports in the console of a debug build.
    ///
    /// - Parameter forwarding: ``ModalEnvironmentForwarding/all`` (the default) or
    ///   ``ModalEnvironmentForwarding/appearance``.
    /// - Returns: A view whose modals receive that much of the environment.
    @MainActor
    public func modalEnvironment(_ forwarding: ModalEnvironmentForwarding) -> some View {
      environment(\.modalEnvironmentForwarding, forwarding)
        .markingModalModifier(.modalEnvironment, isInModalContent: false)
    }
  }
#endif
