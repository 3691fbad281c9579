#if os(iOS)
  import SwiftUI
  import VeilCore

  /// How much of the presenting view's SwiftUI environment a Veil modal's content receives.
  ///
  /// A Veil modal's content lives in its own `UIHostingController`, which starts from a fresh
  /// environment. Veil carries the presenting view's environment across, as SwiftUI's own
  /// sheets do:
  ///
  /// - ``all`` (the default) forwards the whole `EnvironmentValues` of the presenting view:
  ///   colour scheme, dynamic type size, locale, calendar, time zone, layout direction, fonts
  ///   and tints set with modifiers, your own `EnvironmentKey`s and `ObservableObject`s set
  ///   with `.environmentObject`, everything. On top of it Veil sets the modal's own
  ///   `\.modal`, and keeps the size classes of the place the modal is shown in (a modal opened
  ///   from a compact popover may fill a regular-width screen).
  /// - ``appearance`` forwards only the values that shape how text and colour look: colour
  ///   scheme, dynamic type size, legibility weight, locale, calendar, time zone and layout
  ///   direction. Everything else starts fresh, as in a plain `UIHostingController`.
  ///
  /// **What cannot cross.** Values that describe the presenting view's own container have no
  /// public setter and come across unchanged with ``all``: SwiftUI's `\.dismiss`,
  /// `\.isPresented` and `\.presentationMode` refer to the container around the *presenting*
  /// view. Inside a modal opened from a SwiftUI sheet, `@Environment(\.dismiss)` dismisses that
  /// sheet (and the Veil modal with it); at the root of an app it does nothing. Use
  /// `@Environment(\.modal)`'s ``ModalContext/dismiss()`` to close a Veil modal. Content that
  /// relies on SwiftUI's `\.dismiss` can ask for ``appearance``, at the price of the other
  /// values, whose absence (a missing environment object) SwiftUI reports as a crash.
  ///
  /// ```swift
  /// ContentView()
  ///   .modal(isPresented: $shown, style: .card) { Details() }
  ///   .modalEnvironment(.appearance)
  /// ```
  public struct ModalEnvironmentForwarding: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
      case all
      case appearance
    }

    let kind: Kind

    /// The whole environment of the presenting view (the default).
    public static let all = ModalEnvironmentForwarding(kind: .all)

    /// Colour scheme, dynamic type size, legibility weight, locale, calendar, time zone and
    /// layout direction only.
    public static let appearance = ModalEnvironmentForwarding(kind: .appearance)
  }
#endif
