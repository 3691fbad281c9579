/// A height at which a sheet naturally rests, as `UISheetPresentationController.Detent` and
/// SwiftUI's `PresentationDetent` describe one.
///
/// A detent is identified by its ``identifier``: two detents are equal when their identifiers
/// are, whatever their resolvers do. The system detents use UIKit's own identifier strings, so
/// they convert one to one; `.fraction` and `.height` get identifiers derived from their value.
///
/// Resolution follows Apple's documentation of `UISheetPresentationController.Detent`:
/// - ``large`` is "a sheet at full height": the maximum detent value.
/// - ``medium`` is "approximately half the height of the screen, and is inactive in compact
///   height": Veil takes exactly half the maximum detent value, and resolves it to `nil` when the
///   context is compact in height.
/// - A custom resolver receives the maximum detent value and returns a height, or `nil` when the
///   detent is inactive, as in `custom(identifier:resolver:)`.
///
/// ```swift
/// let detents: [SheetDetent] = [.medium, .large, .height(120)]
/// let context = SheetDetent.Context(maximumDetentValue: 800)
/// SheetDetent.resolve(detents, in: context).map(\.height)  // [120, 400, 800]
/// ```
public struct SheetDetent: Hashable, Sendable {
  /// What identifies the detent; equality and hashing use it alone.
  public let identifier: Identifier
  private let kind: Kind

  private enum Kind: Sendable {
    case medium
    case large
    case fraction(Double)
    case height(Double)
    case custom(@Sendable (Context) -> Double?)
    case contentHeight
  }

  /// The system detent at about half the height: half the maximum detent value, inactive in
  /// compact height.
  public static let medium = SheetDetent(identifier: .medium, kind: .medium)

  /// The system detent at full height: the maximum detent value.
  public static let large = SheetDetent(identifier: .large, kind: .large)

  /// A detent at `fraction` of the maximum detent value, as SwiftUI's
  /// `PresentationDetent.fraction(_:)`.
  ///
  /// Fractions above 1 resolve to the maximum; NaN, zero and negative fractions resolve to
  /// `nil` (inactive). Its identifier is `veil.fraction.` followed by the fraction.
  ///
  /// - Parameter fraction: The fraction of the maximum detent value.
  /// - Returns: The detent.
  public static func fraction(_ fraction: Double) -> SheetDetent {
    SheetDetent(identifier: Identifier("veil.fraction.\(fraction)"), kind: .fraction(fraction))
  }

  /// A detent `height` points tall, as SwiftUI's `PresentationDetent.height(_:)`.
  ///
  /// Heights above the maximum resolve to the maximum; NaN, zero and negative heights resolve
  /// to `nil` (inactive). Its identifier is `veil.height.` followed by the height.
  ///
  /// - Parameter height: The sheet's height in points.
  /// - Returns: The detent.
  public static func height(_ height: Double) -> SheetDetent {
    SheetDetent(identifier: Identifier("veil.height.\(height)"), kind: .height(height))
  }

  /// A detent at the content's own height, as SwiftUI's `presentationSizing(.contentHeight)` is for
  /// form sheets and FittedSheets' intrinsic height: a sheet that ends where its content does,
  /// and follows it when it grows or shrinks.
  ///
  /// It resolves to the context's ``Context/contentHeight``: never above the maximum detent
  /// value (taller content scrolls, or is cut, in a full-height sheet), and inactive for a
  /// content height of 0. Before the content is measured (`nil`), it resolves to the maximum,
  /// as ``large``. On iOS, Veil measures the content at the sheet's width before presenting,
  /// and again whenever it changes, and has UIKit resolve the detent again, animated. On
  /// iOS 15, which has no custom detents, it becomes the nearer of medium and large, as every
  /// other detent does there (see ``SheetStyle``). Its identifier is `veil.contentHeight`.
  ///
  /// ```swift
  /// .modal(isPresented: $shown, style: .sheet.detents([.contentHeight]).showsGrabber()) {
  ///   ShareOptions()
  /// }
  /// ```
  public static let contentHeight = SheetDetent(identifier: .contentHeight, kind: .contentHeight)

  /// A detent whose height `resolver` computes from the context, as UIKit's
  /// `custom(identifier:resolver:)`.
  ///
  /// The resolver returns `nil` to make the detent inactive. Its answer is cleaned as a
  /// ``height(_:)`` is: above the maximum resolves to the maximum; NaN, zero and negative
  /// resolve to `nil`. Give each custom detent a unique identifier: detents are equal when their
  /// identifiers are.
  ///
  /// - Parameters:
  ///   - identifier: The detent's identifier.
  ///   - resolver: Computes the height from the context, or returns `nil` when inactive.
  /// - Returns: The detent.
  public static func custom(
    identifier: Identifier, resolver: @escaping @Sendable (Context) -> Double?
  ) -> SheetDetent {
    SheetDetent(identifier: identifier, kind: .custom(resolver))
  }

  /// The detent's height in `context`, or `nil` when it is inactive there; never above the
  /// context's maximum detent value, never NaN, never zero or negative.
  ///
  /// - Parameter context: The context to resolve in.
  /// - Returns: The height in points, or `nil` when inactive.
  public func resolvedHeight(in context: Context) -> Double? {
    let maximum = context.maximumDetentValue
    let height: Double?
    switch kind {
    case .medium: height = context.isCompactHeight ? nil : maximum / 2
    case .large: height = maximum
    case .fraction(let fraction): height = fraction * maximum
    case .height(let points): height = points
    case .custom(let resolver): height = resolver(context)
    case .contentHeight: height = context.contentHeight ?? maximum
    }
    guard let height, !height.isNaN else { return nil }
    let clamped = Swift.min(height, maximum)
    return clamped > 0 ? clamped : nil
  }

  /// Resolves a sheet's detents: the active ones, smallest first, without duplicates, each at
  /// most the maximum detent value.
  ///
  /// - A detent whose identifier appeared earlier in the list is dropped.
  /// - Inactive detents (a `nil` height) are dropped.
  /// - Detents whose heights are equal (closer than ``Resolved/heightTolerance``), which happens
  ///   when several are clamped to the maximum, keep only the one listed first.
  /// - If nothing remains, which includes an empty list, the result is ``large`` alone, at the
  ///   maximum detent value even when that is 0: UIKit's `detents` "must contain at least one
  ///   element" and defaults to `[.large()]`.
  ///
  /// - Parameters:
  ///   - detents: The sheet's detents, in any order.
  ///   - context: The context to resolve in.
  /// - Returns: At least one resolved detent, in increasing height.
  public static func resolve(_ detents: [SheetDetent], in context: Context) -> [Resolved] {
    var resolved: [Resolved] = []
    resolved.reserveCapacity(detents.count)
    for detent in detents {
      guard !resolved.contains(where: { $0.identifier == detent.identifier }),
        let height = detent.resolvedHeight(in: context),
        !resolved.contains(where: { Swift.abs($0.height - height) < Resolved.heightTolerance })
      else { continue }
      resolved.append(Resolved(identifier: detent.identifier, height: height))
    }
    if resolved.isEmpty {
      return [Resolved(identifier: .large, height: context.maximumDetentValue)]
    }
    // Stable for equal keys is not needed: equal heights were removed above.
    resolved.sort { $0.height < $1.height }
    return resolved
  }

  /// Two detents are equal when their identifiers are.
  ///
  /// - Parameters:
  ///   - lhs: A detent.
  ///   - rhs: Another detent.
  /// - Returns: Whether their identifiers are equal.
  public static func == (lhs: SheetDetent, rhs: SheetDetent) -> Bool {
    lhs.identifier == rhs.identifier
  }

  /// Hashes the identifier.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(identifier)
  }
}

extension SheetDetent {
  /// The name of a detent, as `UISheetPresentationController.Detent.Identifier`.
  ///
  /// ```swift
  /// let compact: SheetDetent.Identifier = "compact"
  /// SheetDetent.Identifier.medium.rawValue  // "com.apple.UIKit.medium", as in UIKit
  /// ```
  public struct Identifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The identifier's string.
    public let rawValue: String

    /// Creates an identifier.
    ///
    /// - Parameter rawValue: The identifier's string.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates an identifier.
    ///
    /// - Parameter rawValue: The identifier's string.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates an identifier from a string literal.
    ///
    /// - Parameter value: The identifier's string.
    public init(stringLiteral value: String) {
      self.rawValue = value
    }

    /// The system medium detent's identifier; its string is UIKit's.
    public static let medium = Identifier("com.apple.UIKit.medium")
    /// The system large detent's identifier; its string is UIKit's.
    public static let large = Identifier("com.apple.UIKit.large")
    /// The identifier of ``SheetDetent/contentHeight``, the content's own height.
    public static let contentHeight = Identifier("veil.contentHeight")
  }

  /// What a detent resolves against, as `UISheetPresentationControllerDetentResolutionContext`.
  ///
  /// ```swift
  /// let phone = SheetDetent.Context(maximumDetentValue: 797)
  /// let landscape = SheetDetent.Context(maximumDetentValue: 340, isCompactHeight: true)
  /// ```
  public struct Context: Hashable, Sendable {
    /// The tallest a sheet can be in this container, in points: UIKit's `maximumDetentValue`,
    /// which the large detent resolves to. Never negative, never NaN, never infinite.
    public let maximumDetentValue: Double
    /// Whether the container is compact in height (an iPhone in landscape), where the medium
    /// detent is inactive.
    public let isCompactHeight: Bool
    /// The height the sheet's content fits in at the sheet's width, in points, which
    /// ``SheetDetent/contentHeight`` resolves to; `nil` when it has not been measured. Never negative,
    /// never NaN, never infinite.
    public let contentHeight: Double?

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - maximumDetentValue: The tallest a sheet can be, in points. Negative, NaN and infinite
    ///     values become 0, where every detent but the fallback large one is inactive; values
    ///     above 10¹² points become 10¹², the largest distance the engine works with (a release
    ///     clamps its heights to it, so a taller detent could not be landed on exactly).
    ///   - isCompactHeight: Whether the container is compact in height.
    ///   - contentHeight: The height the content fits in, or `nil` when it is not known.
    ///     Negative heights become 0 (the fitted detent is then inactive); NaN and infinite
    ///     ones, which no layout measures, become `nil`; values above 10¹² points become 10¹².
    public init(
      maximumDetentValue: Double, isCompactHeight: Bool = false, contentHeight: Double? = nil
    ) {
      self.maximumDetentValue = Swift.min(
        maximumDetentValue.nonNegativeOr(0), Limits.maximumMagnitude)
      self.isCompactHeight = isCompactHeight
      self.contentHeight = contentHeight.flatMap {
        $0.isFinite ? Swift.min(Swift.max($0, 0), Limits.maximumMagnitude) : nil
      }
    }

    /// This context with another content height.
    ///
    /// - Parameter height: The height the content fits in, cleaned as ``init(maximumDetentValue:isCompactHeight:contentHeight:)`` does.
    /// - Returns: The context.
    public func contentHeight(_ height: Double?) -> Context {
      Context(
        maximumDetentValue: maximumDetentValue, isCompactHeight: isCompactHeight,
        contentHeight: height)
    }
  }

  /// A detent resolved in a context: its identifier and its height.
  ///
  /// ```swift
  /// let half = SheetDetent.Resolved(identifier: .medium, height: 400)
  /// ```
  public struct Resolved: Hashable, Sendable {
    /// Heights closer than this, in points, count as equal when duplicates are removed.
    public static let heightTolerance = 0.001

    /// The detent's identifier.
    public let identifier: Identifier
    /// The sheet's height at this detent, in points; never negative, never NaN.
    public let height: Double

    /// Creates a resolved detent. A negative, NaN or infinite height becomes 0.
    ///
    /// - Parameters:
    ///   - identifier: The detent's identifier.
    ///   - height: The sheet's height at this detent, in points.
    public init(identifier: Identifier, height: Double) {
      self.identifier = identifier
      self.height = height.nonNegativeOr(0)
    }
  }
}
