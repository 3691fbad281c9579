#if os(iOS)
  import UIKit
  import VeilCore
  import VeilDecisions

  /// The modals of one window: VeilDecisions' `StackRouter` (one `PresentationStack` per UIKit
  /// presentation chain) and the drivers that carry out what it decides.
  ///
  /// Every present and dismiss of every Veil modal in a window goes through here, so no chain is
  /// asked for two transitions at once, a modal opened while another animates waits its turn,
  /// and the modals above one that goes are dismissed first. A modal whose backdrop passes taps
  /// through stands in a chain of its own (its own window), so it neither blocks nor owns the
  /// modals opened after it. The host only interprets: the router decides what to step, in which
  /// order, and when a driver may go; the host calls the drivers.
  ///
  /// The host lives as long as its window (it is associated with it), so a window that goes (an
  /// iPad scene that closes, a pass-through window) lets go of its drivers and what they show.
  ///
  /// Work that reaches the app (binding writes, events, the published context) from any modal
  /// of any window goes through one `DeliveryQueue`, which holds it while SwiftUI updates or
  /// dismantles an anchor: a modal's binding may be state of a view anywhere in the app.
  @MainActor
  final class ModalStackHost {
    /// Identifies one modal in a window's stack.
    struct Key: Hashable, Sendable, CustomStringConvertible {
      let rawValue: UInt64
      var description: String { "modal \(rawValue)" }
    }

    private static var lastKey: UInt64 = 0
    private static var associationKey: UInt8 = 0
    private static var delivery = DeliveryQueue<() -> Void>()

    /// The window whose modals this host orders.
    private(set) weak var window: UIWindow?
    private var router = StackRouter<Key, ModalIdentity>()
    private var drivers: [Key: ModalDriver] = [:]

    private init(window: UIWindow) {
      self.window = window
    }

    /// The host of `window`, made on first use and kept by the window.
    static func host(for window: UIWindow) -> ModalStackHost {
      if let host = objc_getAssociatedObject(window, &associationKey) as? ModalStackHost {
        return host
      }
      let host = ModalStackHost(window: window)
      objc_setAssociatedObject(window, &associationKey, host, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return host
    }

    /// A key no modal of any window has had.
    static func makeKey() -> Key {
      lastKey &+= 1
      return Key(rawValue: lastKey)
    }

    // MARK: - Talking to the stack

    /// Adds a driver's modal to the stack in `layer`, or updates its options.
    func register(_ driver: ModalDriver, options: PresentationOptions, layer: PresentationLayer) {
      drivers[driver.key] = driver
      perform(.register(driver.key, options, layer: layer))
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
      router.machine(for: key)
    }

    /// Whether the stack still knows the modal.
    func isRegistered(_ key: Key) -> Bool {
      router.machine(for: key) != nil
    }

    /// Dismisses several modals from code (`ModalPresenter`), as the router decides.
    func dismiss(_ dismissal: StackRouter<Key, ModalIdentity>.Dismissal, animated: Bool) {
      perform(.dismiss(dismissal, animated: animated))
    }

    /// The driver of the UIKit-API modal that presents `controller`, if this window has one.
    func driver(presenting controller: UIViewController) -> ModalDriver? {
      drivers.values.first { $0.existingController === controller }
    }

    private func perform(_ callback: StackRouter<Key, ModalIdentity>.Callback) {
      guard router.enqueue(callback) else { return }
      while let batch = router.nextBatch() {
        for command in batch {
          switch command {
          case .perform(let effect): drivers[effect.key]?.perform(effect)
          case .machineDidStep(let key): drivers[key]?.machineDidStep(router.machine(for: key))
          case .release(let key): drivers[key] = nil
          }
        }
      }
    }

    // MARK: - Delivering to the app

    /// Runs work that reaches the app now, or right after the SwiftUI update under way.
    static func deliver(_ work: @escaping () -> Void) {
      carryOut(delivery.handle(.submitted(work)))
    }

    /// SwiftUI starts or ends updating an anchor (`.updateBegan`, `.updateEnded`) or dismantling
    /// one from inside its update (`.dismantleBegan`, `.dismantleEnded`): app work waits until
    /// the update is over.
    static func swiftUI(_ step: DeliveryQueue<() -> Void>.Callback) {
      carryOut(delivery.handle(step))
    }

    private static func carryOut(_ commands: [DeliveryQueue<() -> Void>.Command]) {
      var commands = commands
      while !commands.isEmpty {
        switch commands.removeFirst() {
        case .deliver(let work):
          work()
          commands += delivery.handle(.delivered)
        case .deliverAfterUpdate:
          DispatchQueue.main.async { carryOut(delivery.handle(.deferredTurn)) }
        }
      }
    }
  }
#endif
