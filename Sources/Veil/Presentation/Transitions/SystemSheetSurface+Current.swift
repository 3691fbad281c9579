#if os(iOS)
  import Foundation
  import VeilDecisions

  extension SystemSheetSurface {
    /// Whether UIKit draws a sheet's surface in this app on this system
    /// (`SystemSheetSurface.isDrawn` in VeilDecisions): the running iOS's major version, the
    /// SDK the app was built with (its `DTSDKName`) and its `UIDesignRequiresCompatibility`.
    static var isDrawnHere: Bool {
      let info = Bundle.main.infoDictionary
      return isDrawn(
        systemMajorVersion: ProcessInfo.processInfo.operatingSystemVersion.majorVersion,
        sdkName: info?["DTSDKName"] as? String,
        requiresCompatibility: info?["UIDesignRequiresCompatibility"] as? Bool ?? false)
    }
  }
#endif
