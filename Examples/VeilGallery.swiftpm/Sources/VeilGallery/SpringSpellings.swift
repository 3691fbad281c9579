#if os(iOS)
  import SwiftUI
  import Veil

  /// The spring spellings Veil documents, in a file that imports SwiftUI too: from iOS 17
  /// SwiftUI has a `Spring` of its own, so `Spring(response:dampingRatio:)` alone is ambiguous
  /// here, and these spellings, which never name the type, must stay unambiguous. The build of
  /// this app checks it.
  @available(iOS 17, *)
  func springSpellings() -> [ModalAnimation] {
    [
      .spring(response: 0.3, dampingRatio: 0.8), .spring(duration: 0.4, bounce: 0.2),
      .spring(.init(response: 0.3, dampingRatio: 0.8)), .spring(.snappy),
      .spring(VeilCore.Spring(response: 0.3, dampingRatio: 0.8)),
    ]
  }
#endif
