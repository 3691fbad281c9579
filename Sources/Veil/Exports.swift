// `import Veil` gives VeilCore on every platform: the engine's styles, events and frames are
// usable (and documented) wherever Veil is imported. The SwiftUI and UIKit layer beside this
// file is compiled only where it is supported: `#if os(iOS)`, which includes Mac Catalyst.
// tvOS lacks `UISheetPresentationController`, and visionOS lacks some of its detents.
@_exported import VeilCore
