extension DragToDismiss {
  /// How content moves when the finger drags it where it may not be dismissed.
  ///
  /// ```swift
  /// let drag = DragToDismiss(resistance: .rubberBand(coefficient: 0.3))
  /// ```
  public struct Resistance: Hashable, Sendable {
    private enum Storage: Hashable, Sendable {
      case locked
      case follows
      case rubberBand(Double)
    }

    private let storage: Storage

    private init(_ storage: Storage) {
      self.storage = storage
    }

    /// The content does not move in that direction.
    public static let locked = Resistance(.locked)

    /// The content follows the finger one to one (it still cannot be dismissed that way).
    public static let follows = Resistance(.follows)

    /// The content follows with UIScrollView's rubber-band resistance (coefficient 0.55), against
    /// the container's dimension on that axis.
    public static let rubberBand = Resistance(.rubberBand(0.55))

    /// The content follows with rubber-band resistance of slope `coefficient` at the start.
    ///
    /// A NaN or infinite coefficient becomes 0.55, a negative one 0 (which locks the content).
    ///
    /// - Parameter coefficient: The initial slope of the resistance.
    /// - Returns: The resistance.
    public static func rubberBand(coefficient: Double) -> Resistance {
      Resistance(.rubberBand(RubberBand(dimension: 1, coefficient: coefficient).coefficient))
    }

    /// The content's offset for a finger `translation` points along an axis `dimension` long.
    func offset(for translation: Double, dimension: Double) -> Double {
      switch storage {
      case .locked: 0
      case .follows: translation
      case .rubberBand(let coefficient):
        RubberBand(dimension: dimension, coefficient: coefficient).offset(for: translation)
      }
    }

    /// The content's movement per point of finger movement at `translation`.
    func slope(at translation: Double, dimension: Double) -> Double {
      switch storage {
      case .locked: 0
      case .follows: 1
      case .rubberBand(let coefficient):
        RubberBand(dimension: dimension, coefficient: coefficient).slope(at: translation)
      }
    }
  }
}
