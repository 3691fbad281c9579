#if os(iOS)
  import SwiftUI
  import VeilCore

  // Veil's spring is `ModalSpring`, not `Spring`, so that a file importing SwiftUI and Veil can
  // write SwiftUI's `Spring` unqualified. These conversions let such a file pass SwiftUI's
  // spring where Veil takes one, and animate its own views with the spring of a style.

  @available(iOS 17, *)
  extension ModalSpring {
    /// The spring with the mass, stiffness and damping of SwiftUI's `spring`.
    ///
    /// ```swift
    /// let spring = ModalSpring(Spring(duration: 0.4, bounce: 0.2))
    /// ```
    ///
    /// - Parameter spring: SwiftUI's spring.
    public init(_ spring: SwiftUI.Spring) {
      self.init(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
        allowOverDamping: true)
    }
  }

  @available(iOS 17, *)
  extension SwiftUI.Spring {
    /// SwiftUI's spring with the mass, stiffness and damping of Veil's `spring`, for animating
    /// views in step with a modal.
    ///
    /// ```swift
    /// withAnimation(.spring(Spring(ModalSpring.snappy))) { isExpanded = true }
    /// ```
    ///
    /// - Parameter spring: Veil's spring.
    public init(_ spring: ModalSpring) {
      self.init(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
        allowOverDamping: true)
    }
  }

  @available(iOS 17, *)
  extension ModalAnimation {
    /// An animation driven by SwiftUI's `spring`, converted by `ModalSpring(_:)`.
    ///
    /// Where both could apply, as in `.spring(.snappy)`, the overload that takes a `ModalSpring`
    /// is chosen: the presets of the two types are the same springs.
    ///
    /// ```swift
    /// let style = ModalStyle.card.animation(.spring(Spring(response: 0.4, dampingRatio: 0.8)))
    /// ```
    ///
    /// - Parameter spring: SwiftUI's spring.
    /// - Returns: The animation.
    @_disfavoredOverload
    public static func spring(_ spring: SwiftUI.Spring) -> ModalAnimation {
      .spring(ModalSpring(spring))
    }
  }
#endif
