extension DragToDismiss {
  /// The edges a drag may dismiss a modal towards.
  ///
  /// Horizontal directions are named as ``ModalEdge`` names edges, leading and trailing, because
  /// VeilCore's x axis grows towards the trailing edge (left and right in left-to-right layouts).
  ///
  /// ```swift
  /// let lightbox: DragToDismiss.Directions = .vertical
  /// let card: DragToDismiss.Directions = [.down, .trailing]
  /// ```
  public struct Directions: OptionSet, Hashable, Sendable {
    /// The bit set.
    public let rawValue: UInt8

    /// Creates a set from its bits.
    ///
    /// - Parameter rawValue: The bits of the set.
    public init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    /// Down, towards the bottom edge.
    public static let down = Directions(rawValue: 1 << 0)
    /// Up, towards the top edge.
    public static let up = Directions(rawValue: 1 << 1)
    /// Towards the leading edge (left in left-to-right layouts).
    public static let leading = Directions(rawValue: 1 << 2)
    /// Towards the trailing edge (right in left-to-right layouts).
    public static let trailing = Directions(rawValue: 1 << 3)
    /// Up or down.
    public static let vertical: Directions = [.up, .down]
    /// Towards either side.
    public static let horizontal: Directions = [.leading, .trailing]
    /// Any of the four directions.
    public static let any: Directions = [.vertical, .horizontal]

    /// The direction towards `edge`.
    ///
    /// - Parameter edge: The edge the modal leaves towards.
    public init(_ edge: ModalEdge) {
      switch edge {
      case .bottom: self = .down
      case .top: self = .up
      case .leading: self = .leading
      case .trailing: self = .trailing
      }
    }

    /// Whether a drag may dismiss towards `edge`.
    ///
    /// - Parameter edge: The edge in question.
    /// - Returns: `true` if the set holds the direction towards `edge`.
    public func allows(_ edge: ModalEdge) -> Bool {
      contains(Directions(edge))
    }
  }
}
