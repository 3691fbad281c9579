/// How a modal's lifecycle reacts to the user, as its style decides.
///
/// ```swift
/// // A confirmation card that only closes through its buttons:
/// let options = PresentationOptions(backdropTapDismisses: false)
/// var machine = PresentationMachine<ModalIdentity>(options: options)
/// ```
public struct PresentationOptions: Hashable, Sendable {
  /// Whether backdrop taps and drags are ignored until the presentation is logically complete
  /// (`true` by default).
  ///
  /// A tap that lands while a modal is still animating in is usually the tail of the tap that
  /// opened it, or a user who has not seen the content yet; ignoring it is what the cover in
  /// the article this package grew from does with its `isAnimationCompleted` flag. The
  /// accessibility escape gesture is deliberate and is never ignored.
  public var ignoresGesturesUntilPresented: Bool

  /// Whether a tap on the backdrop dismisses the modal at all (`true` by default).
  ///
  /// A style whose backdrop blocks or passes touches through sets this to `false`, and the
  /// machine ignores ``PresentationMachine/Input/backdropTapped``.
  public var backdropTapDismisses: Bool

  /// Creates lifecycle options; every parameter has a default.
  ///
  /// - Parameters:
  ///   - ignoresGesturesUntilPresented: Ignore backdrop taps and drags while presenting.
  ///   - backdropTapDismisses: Let a backdrop tap dismiss the modal.
  public init(ignoresGesturesUntilPresented: Bool = true, backdropTapDismisses: Bool = true) {
    self.ignoresGesturesUntilPresented = ignoresGesturesUntilPresented
    self.backdropTapDismisses = backdropTapDismisses
  }
}
