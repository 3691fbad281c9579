#if canImport(UIKit) && !os(watchOS)
  @_exported import VeilCore
#endif
