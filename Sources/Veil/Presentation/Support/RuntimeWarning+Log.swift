#if os(iOS)
  import os
  import VeilCore
  import VeilDecisions

  extension RuntimeWarning {
    /// Reports this misuse as an `os_log` fault in a debug build, which Xcode's console
    /// highlights; a test that binds a `RuntimeWarningRecorder` hears it instead.
    func report() {
      RuntimeWarnings.report(self) { message in
        Logger(subsystem: "Veil", category: "RuntimeWarning").fault("\(message, privacy: .public)")
      }
    }
  }
#endif
