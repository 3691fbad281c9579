#if os(iOS)
  import SwiftUI

  private struct ModalEnvironmentForwardingKey: EnvironmentKey {
    static let defaultValue = ModalEnvironmentForwarding.all
  }

  extension EnvironmentValues {
    /// How much of this environment Veil modals presented from here receive.
    var modalEnvironmentForwarding: ModalEnvironmentForwarding {
      get { self[ModalEnvironmentForwardingKey.self] }
      set { self[ModalEnvironmentForwardingKey.self] = newValue }
    }
  }
#endif
