extension ModalStyle {
  /// This style playing haptic feedback when it presents and when it is dismissed (see
  /// ``ModalHaptics``); off by default.
  ///
  /// ```swift
  /// let menu = ModalStyle.drawer.haptics(ModalHaptics(onPresent: .impact(.light)))
  /// ```
  ///
  /// - Parameter haptics: Which feedback plays when; ``ModalHaptics/none`` turns it off.
  /// - Returns: A copy with the haptics replaced.
  public func haptics(_ haptics: ModalHaptics) -> ModalStyle {
    setting(\.haptics, to: haptics)
  }
}

extension SheetStyle {
  /// This sheet playing haptic feedback when it presents, when the user's drag settles it on
  /// another detent, and when it is dismissed (see ``ModalHaptics``); off by default.
  ///
  /// ```swift
  /// let sheet = SheetStyle.halfSheet.haptics(.standard)
  /// ```
  ///
  /// - Parameter haptics: Which feedback plays when; ``ModalHaptics/none`` turns it off.
  /// - Returns: A copy with the haptics replaced.
  public func haptics(_ haptics: ModalHaptics) -> SheetStyle {
    setting(\.haptics, to: haptics)
  }
}
