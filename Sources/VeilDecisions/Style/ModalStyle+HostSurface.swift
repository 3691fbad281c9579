import VeilCore

/// What the view that hosts a modal's content paints behind it.
package enum HostSurface: Hashable, Sendable {
  /// UIKit's `systemBackground`, light or dark.
  case systemBackground
  /// Nothing: the view is clear.
  case clear
  /// A colour.
  case color(ModalColor)
  /// A `UIVisualEffectView` with this blur style, behind the content.
  case material(Backdrop.BlurStyle)

  /// Whether nothing behind the host shows through it: the system background or an opaque
  /// colour.
  package var isOpaque: Bool {
    switch self {
    case .systemBackground: true
    case .color(let color): color.alpha >= 1
    case .clear, .material: false
    }
  }
}

/// Whether the system draws a sheet's surface itself: Liquid Glass, from iOS 26, for an app
/// built with the iOS 26 SDK or later that has not kept the earlier design with
/// `UIDesignRequiresCompatibility`. UIKit draws no surface for a sheet on iOS 15–18, nor on
/// iOS 26 for an app built with an earlier SDK, which runs with the earlier design.
package enum SystemSheetSurface {
  /// The first iOS version whose sheets have a surface of their own (Liquid Glass).
  package static let firstVersionWithGlass = 26

  /// Whether the system draws the sheet's surface.
  ///
  /// The SDK an app was built with is the `DTSDKName` that Xcode writes into the app's
  /// `Info.plist` (`iphoneos26.0`, `iphonesimulator26.0`). Without one (an app built some other
  /// way, a test bundle), the answer is `false`: painting the system background over glass
  /// only hides the glass, where leaving a host clear over no surface would leave the content
  /// floating over the dimmed screen.
  ///
  /// - Parameters:
  ///   - systemMajorVersion: The running iOS's major version.
  ///   - sdkName: The app's `DTSDKName`, if any.
  ///   - requiresCompatibility: The app's `UIDesignRequiresCompatibility`.
  /// - Returns: Whether UIKit draws the sheet's surface.
  package static func isDrawn(
    systemMajorVersion: Int, sdkName: String?, requiresCompatibility: Bool
  ) -> Bool {
    guard systemMajorVersion >= firstVersionWithGlass, !requiresCompatibility,
      let sdkName, let sdkMajor = majorVersion(ofSDKNamed: sdkName)
    else { return false }
    return sdkMajor >= firstVersionWithGlass
  }

  /// The major version in an SDK name such as `iphoneos26.0`, or `nil`.
  static func majorVersion(ofSDKNamed name: String) -> Int? {
    let version = name.drop { !$0.isNumber }
    return Int(version.prefix { $0.isNumber })
  }
}

extension SheetSurface {
  /// What the host paints for this surface, given whether the system draws the sheet's own
  /// (``SystemSheetSurface/isDrawn(systemMajorVersion:sdkName:requiresCompatibility:)``): the
  /// host never paints over a surface the system draws.
  ///
  /// - Parameter systemDrawsSurface: Whether UIKit draws the sheet's surface itself.
  /// - Returns: The host's surface.
  package func hostSurface(systemDrawsSurface: Bool) -> HostSurface {
    switch kind {
    case .system: systemDrawsSurface ? .clear : .systemBackground
    case .clear: .clear
    case .color(let color): .color(color)
    case .material(let style): .material(style)
    }
  }
}

extension ModalStyle {
  /// What the host paints behind the content: a sheet's surface
  /// (``/VeilCore/SheetSurface/hostSurface(systemDrawsSurface:)``), else the system background
  /// or nothing as ``hostPaintsBackground`` says.
  ///
  /// - Parameter systemDrawsSheetSurface: Whether UIKit draws a sheet's surface itself.
  /// - Returns: The host's surface.
  package func hostSurface(systemDrawsSheetSurface: Bool) -> HostSurface {
    if let sheetStyle {
      return sheetStyle.surface.hostSurface(systemDrawsSurface: systemDrawsSheetSurface)
    }
    return hostPaintsBackground ? .systemBackground : .clear
  }
}
