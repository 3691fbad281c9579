#if os(iOS)
  import UIKit
  import VeilCore

  /// A Veil modal presented from code (``ModalPresenter``): its id, whether it is up, and a way
  /// to dismiss it or the modals above it.
  ///
  /// The handle does not keep the modal: the window's stack does, until it has gone. Keep the
  /// handle as long as you like; once the modal has gone, ``dismiss()`` does nothing.
  ///
  /// ```swift
  /// let settings = presenter.present(style: .sheet) { SettingsView() }
  /// // …three screens deeper, back to the settings:
  /// presenter.dismiss(downTo: settings)
  /// ```
  @MainActor
  public final class PresentedModal: Identifiable {
    /// Identifies one presented modal; no two modals of a process share one.
    ///
    /// ```swift
    /// var open: [PresentedModal.ID: PresentedModal] = [:]
    /// let modal = presenter.present(style: .card) { Text("Saved") }
    /// open[modal.id] = modal
    /// ```
    public struct ID: Hashable, Sendable {
      let rawValue: UInt64
    }

    /// The modal's id.
    public let id: ID
    /// The modal's driver, which the window's stack keeps until the modal has gone.
    weak var driver: ModalDriver?

    init(driver: ModalDriver?) {
      self.driver = driver
      id = ID(rawValue: (driver?.key ?? ModalStackHost.makeKey()).rawValue)
    }

    /// Where the modal is in its life; ``/VeilCore/PresentationPhase/dismissed`` while it
    /// waits for its turn, and once it has gone.
    public var phase: PresentationPhase {
      guard let driver else { return .dismissed }
      return driver.host?.machine(for: driver.key)?.phase ?? .dismissed
    }

    /// Whether the modal is on screen or on its way: presenting, presented or held by a drag.
    public var isPresented: Bool { phase.countsAsPresented }

    /// Dismisses the modal (and the modals above it first), with reason
    /// ``/VeilCore/DismissReason/programmatic``; a modal still waiting for its turn is called
    /// off. Nothing happens once it has gone.
    public func dismiss() {
      driver?.requestDismissal()
    }

    /// Dismisses the modals above this one, top first; this one stays.
    ///
    /// - Parameter animated: Whether the last dismissal (the one just above) animates.
    public func dismissAbove(animated: Bool = true) {
      driver?.dismissAbove(animated: animated)
    }
  }
#endif
