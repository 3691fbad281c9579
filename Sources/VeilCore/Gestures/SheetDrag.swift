/// One drag of a sheet between its detents: the height that follows the finger, the dimming
/// behind it, who takes a drag that starts on scrolling content, and where a release lands.
///
/// Heights are measured from the container's bottom edge up to the sheet's top edge; 0 is a
/// sheet entirely below the container. Translations and velocities are vertical and, as
/// everywhere in VeilCore, positive downwards: dragging down shrinks the sheet.
///
/// - **Following.** Between the smallest and the largest detent the sheet's height follows the
///   finger. Above the largest it rubber-bands. Below the smallest it follows the finger down
///   if a drag may dismiss the sheet, and rubber-bands otherwise. The band above the largest
///   detent stretches against the maximum detent value; the band below the smallest against the
///   smallest detent's height, so a sheet that cannot be dismissed approaches the bottom edge
///   but never reaches it (its height is never negative).
/// - **Release.** The finger's velocity is projected with ``decelerationRate`` (WWDC18
///   "Designing Fluid Interfaces") and the sheet settles at the detent nearest the projected
///   height, so a fast flick can skip a detent. When dismissal is allowed, the bottom edge
///   (height 0) is one more place to land: a release whose projection ends nearer to it than to
///   the smallest detent dismisses. Ties go to the taller place.
/// - **Dimming.** As `largestUndimmedDetentIdentifier` describes: none at or below the largest
///   undimmed detent, full at the next detent above it, linear in height in between. Apple does
///   not document the curve between the two; linear keeps it continuous while dragging.
///
/// ```swift
/// let sheet = SheetStyle().detents([.medium, .large]).largestUndimmedDetent(.medium)
/// let drag = SheetDrag(sheet, context: SheetDetent.Context(maximumDetentValue: 800))
/// drag.height(forTranslation: -100)   // 500: from the medium detent (400), 100 pt up
/// drag.dimming(atHeight: 600)         // 0.5, halfway from medium to large
/// let release = drag.release(translation: -100, velocity: -1_500)  // a flick up: large
/// ```
public struct SheetDrag: Hashable, Sendable {
  /// The active detents, smallest first; never empty.
  public let detents: [SheetDetent.Resolved]
  /// The tallest a sheet can be, in points; rubber bands stretch against it.
  public let maximumDetentValue: Double
  /// The sheet's height when the drag began, in points.
  public let startHeight: Double
  /// Whether a drag below the smallest detent may dismiss the sheet.
  public let allowsDismissalByDrag: Bool
  /// Whether an upward drag on content scrolled to its top edge expands the sheet first.
  public let prefersScrollingExpandsWhenScrolledToEdge: Bool
  /// The deceleration that projects the release velocity.
  public let decelerationRate: DecelerationRate
  /// The resistance above the largest detent.
  public let rubberBand: RubberBand
  /// The resistance below the smallest detent when the sheet cannot be dismissed by a drag: it
  /// stretches against the smallest detent's height, the most it can shrink.
  private let lowerRubberBand: RubberBand
  /// The height of the largest undimmed detent, if it is active.
  private let undimmedHeight: Double?
  /// The height of the detent above the largest undimmed one, where dimming is full.
  private let dimmedHeight: Double?

  /// Starts a drag of a sheet.
  ///
  /// - Parameters:
  ///   - configuration: The sheet's configuration.
  ///   - context: The context its detents resolve in.
  ///   - startHeight: The sheet's height when the drag began; `nil` for the selected detent's.
  ///     NaN becomes the selected detent's height; the rest is clamped to 0 through the maximum
  ///     detent value.
  ///   - decelerationRate: The deceleration that projects the release velocity.
  ///   - rubberBandCoefficient: The initial slope of the resistance beyond the detents;
  ///     UIScrollView's 0.55 by default.
  public init(
    _ configuration: SheetStyle,
    context: SheetDetent.Context,
    startHeight: Double? = nil,
    decelerationRate: DecelerationRate = .normal,
    rubberBandCoefficient: Double = 0.55
  ) {
    let detents = configuration.resolvedDetents(in: context)
    let selected = configuration.resolvedSelectedDetent(in: context).height
    self.detents = detents
    self.maximumDetentValue = context.maximumDetentValue
    self.startHeight = (startHeight ?? selected)
      .clamped(to: 0...context.maximumDetentValue, nanFallback: selected)
    self.allowsDismissalByDrag = !configuration.isInteractiveDismissDisabled
    self.prefersScrollingExpandsWhenScrolledToEdge =
      configuration.prefersScrollingExpandsWhenScrolledToEdge
    self.decelerationRate = decelerationRate
    self.rubberBand = RubberBand(
      dimension: context.maximumDetentValue, coefficient: rubberBandCoefficient)
    self.lowerRubberBand = RubberBand(
      dimension: Swift.min(detents.first?.height ?? 0, context.maximumDetentValue),
      coefficient: rubberBandCoefficient)

    if let undimmed = configuration.largestUndimmedDetentIdentifier,
      let index = detents.firstIndex(where: { $0.identifier == undimmed })
    {
      self.undimmedHeight = detents[index].height
      self.dimmedHeight = index + 1 < detents.count ? detents[index + 1].height : nil
    } else {
      self.undimmedHeight = nil
      self.dimmedHeight = nil
    }
  }

  /// The smallest detent's height.
  public var smallestHeight: Double { detents.first?.height ?? 0 }

  /// The largest detent's height.
  public var largestHeight: Double { detents.last?.height ?? 0 }

  // MARK: While dragging

  /// The sheet's height after the finger moved `translation` points (positive downwards) since
  /// the drag began. NaN and infinite translations count as 0 and the rest is clamped to
  /// ±10¹² points; the height is never negative.
  ///
  /// - Parameter translation: The finger's vertical translation since the drag began.
  /// - Returns: The sheet's height in points.
  public func height(forTranslation translation: Double) -> Double {
    let raw = startHeight - translation.magnitudeClamped
    let smallest = smallestHeight
    let largest = largestHeight
    if raw > largest {
      return largest + rubberBand.offset(for: raw - largest)
    }
    if raw < smallest {
      if allowsDismissalByDrag { return Swift.max(raw, 0) }
      // The band's offset never exceeds its dimension, the smallest height: never below 0.
      return Swift.max(smallest - lowerRubberBand.offset(for: smallest - raw), 0)
    }
    return raw
  }

  /// How strongly the content behind the sheet is dimmed at `height`, in 0…1.
  ///
  /// With a largest undimmed detent: 0 at or below it, 1 at or above the next detent, linear in
  /// between; 0 everywhere when it is the largest detent. Without one (or with an identifier that
  /// names no active detent): 1 at or above the smallest detent, fading linearly to 0 as a
  /// dismissing drag takes the sheet down to the bottom edge. NaN counts as height 0.
  ///
  /// - Parameter height: The sheet's height in points.
  /// - Returns: The dimming's strength, in 0…1.
  public func dimming(atHeight height: Double) -> Double {
    let height = height.isNaN ? 0 : height
    if let undimmedHeight {
      guard let dimmedHeight, height > undimmedHeight else { return 0 }
      guard height < dimmedHeight else { return 1 }
      return ((height - undimmedHeight) / (dimmedHeight - undimmedHeight)).unitClamped
    }
    let smallest = smallestHeight
    guard height < smallest else { return 1 }
    return (height / smallest).unitClamped
  }

  /// Content scrolled less than this from an edge, in points, counts as at the edge: a third of
  /// a point, one pixel on a 3× screen. The custom presentation's scroll hand-over
  /// (`DragSession`) uses the same rule.
  package static let scrollEdgeTolerance = 1.0 / 3.0

  /// Who moves when a drag starts on the sheet's content: the sheet or a scroll view in it.
  ///
  /// - With no scroll view under the finger (`scrollOffset` is `nil`), the sheet.
  /// - A downward drag (or none yet) on content at its top edge moves the sheet; on content
  ///   scrolled down, it scrolls.
  /// - An upward drag on content at its top edge expands the sheet when
  ///   ``prefersScrollingExpandsWhenScrolledToEdge`` is set and the sheet is below its largest
  ///   detent, as Apple documents for `prefersScrollingExpandsWhenScrolledToEdge`: "after the
  ///   sheet reaches its largest detent, scrolling begins". Otherwise the content scrolls.
  ///
  /// Content counts as at its top edge when it is scrolled less than a third of a point (one
  /// pixel on a 3× screen) or pulled past the top; NaN counts as at the top.
  ///
  /// - Parameters:
  ///   - translation: The finger's vertical translation so far, positive downwards.
  ///   - scrollOffset: How far the scroll view under the finger is scrolled from its top edge,
  ///     in points (`contentOffset.y + adjustedContentInset.top` in UIKit), or `nil` if there is
  ///     none.
  /// - Returns: Who takes the drag.
  public func owner(ofDragWithTranslation translation: Double, scrollOffset: Double?) -> DragOwner {
    guard let scrollOffset else { return .sheet }
    let isAtTop = scrollOffset.isNaN || scrollOffset < Self.scrollEdgeTolerance
    guard isAtTop else { return .content }
    if translation.magnitudeClamped >= 0 { return .sheet }
    let canExpand = startHeight < largestHeight - SheetDetent.Resolved.heightTolerance
    return prefersScrollingExpandsWhenScrolledToEdge && canExpand ? .sheet : .content
  }

  // MARK: On release

  /// Decides where the sheet goes when the finger lifts.
  ///
  /// The finger's velocity projects the height (see the type's discussion); the motion starts
  /// at the sheet's own velocity, which is the finger's slowed by any rubber band. NaN and
  /// infinite translations count as 0 and the rest is clamped to ±10¹² points; a NaN velocity
  /// counts as 0, and velocities (infinite ones included) are clamped to ±100 000 points per
  /// second.
  ///
  /// - Parameters:
  ///   - translation: The finger's vertical translation since the drag began, positive
  ///     downwards.
  ///   - velocity: The finger's vertical velocity when it lifted, in points per second,
  ///     positive downwards.
  /// - Returns: The detent the sheet settles at, or a dismissal, with the motion to get there.
  public func release(translation: Double, velocity: Double) -> Release {
    let translation = translation.magnitudeClamped
    let velocity = velocity.speedClamped
    let height = height(forTranslation: translation)
    let heightVelocity = -velocity * slope(atTranslation: translation)
    let projected = height + decelerationRate.projectedDistance(initialVelocity: -velocity)

    var target: SheetDetent.Resolved?
    var targetHeight = 0.0
    var nearest = Double.infinity
    if allowsDismissalByDrag {
      nearest = Swift.abs(projected)
    }
    for detent in detents {
      let distance = Swift.abs(projected - detent.height)
      if distance <= nearest {
        target = detent
        targetHeight = detent.height
        nearest = distance
      }
    }
    return Release(
      detent: target, from: height, to: targetHeight, velocity: heightVelocity)
  }

  /// How many points the sheet's height moves per point the finger moves, at `translation`.
  func slope(atTranslation translation: Double) -> Double {
    let raw = startHeight - translation.magnitudeClamped
    let smallest = smallestHeight
    let largest = largestHeight
    if raw > largest { return rubberBand.slope(at: raw - largest) }
    if raw < smallest {
      if allowsDismissalByDrag { return raw > 0 ? 1 : 0 }
      return lowerRubberBand.slope(at: smallest - raw)
    }
    return 1
  }
}

extension SheetDrag {
  /// Who takes a drag that starts on a sheet's content.
  ///
  /// ```swift
  /// if drag.owner(ofDragWithTranslation: -4, scrollOffset: 0) == .sheet { /* expand */ }
  /// ```
  public enum DragOwner: Hashable, Sendable {
    /// The sheet moves: it resizes, or is dismissed.
    case sheet
    /// The scroll view in the sheet scrolls; the sheet stays.
    case content
  }

  /// Where a released sheet goes, and the motion that takes it there.
  ///
  /// The motion is in heights: ``from`` and ``to`` in points, ``velocity`` in points per second
  /// (positive when the sheet grows). ``relativeVelocity`` is the velocity divided by the
  /// distance, the unit of `UISpringTimingParameters(dampingRatio:initialVelocity:)` (see
  /// ``ReleaseMotion``); it is the same whether the animation runs on the height or on the
  /// sheet's vertical position.
  ///
  /// ```swift
  /// let release = drag.release(translation: 300, velocity: 2_000)
  /// if let reason = release.dismissReason { print(reason) }  // drag(bottom)
  /// ```
  public struct Release: Hashable, Sendable {
    /// The detent the sheet settles at, or `nil` when it is dismissed.
    public let detent: SheetDetent.Resolved?
    /// The sheet's height when the finger lifted.
    public let from: Double
    /// The height the animation ends at: the detent's, or 0 for a dismissal.
    public let to: Double
    /// The sheet's velocity when the finger lifted, in points per second of height.
    public let velocity: Double
    /// ``velocity`` divided by the distance `to - from`, for
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`; 0 when the distance is under
    /// ``ReleaseMotion/minimumDistance``.
    public let relativeVelocity: Double

    /// Creates a release.
    ///
    /// - Parameters:
    ///   - detent: The detent the sheet settles at, or `nil` for a dismissal.
    ///   - from: The sheet's height when the finger lifted.
    ///   - to: The height the animation ends at.
    ///   - velocity: The sheet's velocity when the finger lifted, in points per second of height.
    ///     Heights count as 0 when NaN or infinite and are clamped to ±10¹² points; a NaN
    ///     velocity counts as 0, and the velocity (infinite included) is clamped to ±100 000
    ///     points per second.
    public init(detent: SheetDetent.Resolved?, from: Double, to: Double, velocity: Double) {
      self.detent = detent
      self.from = from.magnitudeClamped
      self.to = to.magnitudeClamped
      self.velocity = velocity.speedClamped
      self.relativeVelocity = ReleaseMotion.relative(self.velocity, over: self.to - self.from)
    }

    /// Whether the sheet is dismissed.
    public var dismisses: Bool { detent == nil }

    /// `.drag(.bottom)` when the sheet is dismissed, for the lifecycle's events; `nil` when it
    /// settles at a detent.
    public var dismissReason: DismissReason? {
      dismisses ? .drag(.bottom) : nil
    }
  }
}
