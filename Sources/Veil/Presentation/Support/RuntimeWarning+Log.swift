#if os(iOS)
  import Foundation
  import os
  import VeilDecisions

  extension RuntimeWarning {
    /// Reports this misuse in a debug build where Xcode shows SwiftUI's own misuse warnings:
    /// its runtime-issue navigator, which lists faults of the `com.apple.runtime-issues`
    /// subsystem logged on behalf of a system image (SwiftUI's). The fault is in the console
    /// too. A test that binds a `RuntimeWarningRecorder` hears it instead.
    func report() {
      RuntimeWarnings.report(self) { message in
        os_log(.fault, dso: RuntimeIssueLog.image, log: RuntimeIssueLog.log, "%{public}@", message)
      }
    }
  }

  /// Where runtime issues are logged from.
  private enum RuntimeIssueLog {
    nonisolated(unsafe) static let log = OSLog(
      subsystem: "com.apple.runtime-issues", category: "Veil")

    /// SwiftUI's image, found through its `View` protocol descriptor (public `dlsym` and
    /// `dladdr`); Veil's own when SwiftUI cannot be found, which still logs the fault.
    nonisolated(unsafe) static let image: UnsafeRawPointer = {
      var info = Dl_info()
      // `RTLD_DEFAULT`: search every image loaded.
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: -2), "$s7SwiftUI4ViewMp"),
        dladdr(symbol, &info) != 0, let base = info.dli_fbase
      else { return #dsohandle }
      return UnsafeRawPointer(base)
    }()
  }
#endif
