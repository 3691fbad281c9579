#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import VeilCore

  /// The modals of one window: VeilCore's `PresentationStack` and the drivers that carry out
  /// what it decides.
  ///
  /// Every present and dismiss of every Veil modal in a window goes through here, so UIKit is
  /// never asked for two transitions at once, a modal opened while another animates waits its
  /// turn, and the modals above one that goes are dismissed first. The host only routes:
  /// inputs go to the stack, the stack's effects go to the driver they name.
  ///
  /// Inputs that arrive while effects are being carried out (a driver that reports a finished
  /// transition from inside an effect, a binding written back that SwiftUI echoes at once) are
  /// queued and stepped after the current ones, in order, so the stack never re-enters itself.
  ///
  /// The host keeps a driver alive until the stack has forgotten its key: a modal whose anchor
  /// has gone is still dismissed by its driver, and only then released.
  @MainActor
  final class ModalStackHost {
    /// Identifies one modal in a window's stack.
    struct Key: Hashable, Sendable, CustomStringConvertible {
      let rawValue: UInt64
      var description: String { "modal \(rawValue)" }
    }

    private enum Operation {
      case input(PresentationMachine<ModalIdentity>.Input, Key)
      case register(Key, PresentationOptions)
      case remove(Key)
    }

    private static var hosts: [ObjectIdentifier: ModalStackHost] = [:]
    private static var lastKey: UInt64 = 0

    /// The window whose modals this host orders.
    private(set) weak var window: UIWindow?
    private var stack = PresentationStack<Key, ModalIdentity>()
    private var drivers: [Key: ModalDriver] = [:]
    private var queue: [Operation] = []
    private var isStepping = false

    private init(window: UIWindow) {
      self.window = window
    }

    /// The host of `window`, made on first use. Hosts of windows that have gone are dropped.
    static func host(for window: UIWindow) -> ModalStackHost {
      hosts = hosts.filter { $0.value.window != nil }
      let id = ObjectIdentifier(window)
      if let host = hosts[id], host.window === window { return host }
      let host = ModalStackHost(window: window)
      hosts[id] = host
      return host
    }

    /// A key no modal of any window has had.
    static func makeKey() -> Key {
      lastKey &+= 1
      return Key(rawValue: lastKey)
    }

    // MARK: - Talking to the stack

    /// Adds a driver's modal to the stack, or updates its options.
    func register(_ driver: ModalDriver, options: PresentationOptions) {
      drivers[driver.key] = driver
      perform(.register(driver.key, options))
    }

    /// Feeds one input for one modal.
    func send(_ input: PresentationMachine<ModalIdentity>.Input, for key: Key) {
      perform(.input(input, key))
    }

    /// Tells the stack a modal's anchor has gone: it is dismissed if on screen, then forgotten.
    func remove(_ key: Key) {
      perform(.remove(key))
    }

    /// The machine of a modal, as the stack holds it.
    func machine(for key: Key) -> PresentationMachine<ModalIdentity>? {
      stack.machine(for: key)
    }

    /// Whether the stack still knows the modal.
    func isRegistered(_ key: Key) -> Bool {
      stack.machine(for: key) != nil
    }

    private func perform(_ operation: Operation) {
      queue.append(operation)
      guard !isStepping else { return }
      isStepping = true
      defer { isStepping = false }
      while !queue.isEmpty {
        let next = queue.removeFirst()
        let effects: [PresentationStack<Key, ModalIdentity>.Effect]
        switch next {
        case .input(let input, let key):
          effects = stack.step(input, for: key)
        case .register(let key, let options):
          stack.register(key, options: options)
          effects = []
        case .remove(let key):
          effects = stack.remove(key)
        }
        for effect in effects {
          drivers[effect.key]?.perform(effect)
        }
        for (key, driver) in drivers {
          driver.machineDidStep(stack.machine(for: key))
        }
        // A modal the stack has forgotten (its anchor went and it has left the screen) lets
        // go of its driver; nothing else holds it then.
        drivers = drivers.filter { stack.machine(for: $0.key) != nil }
      }
    }
  }
#endif
