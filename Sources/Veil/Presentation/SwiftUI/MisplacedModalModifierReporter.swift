#if os(iOS)
  import SwiftUI
  import VeilDecisions

  /// An empty view that reports misplaced modifiers when it appears and when they change (the
  /// `.modal` around them presents): debug builds only, as every runtime warning.
  @MainActor
  struct MisplacedModalModifierReporter: View {
    let warnings: [RuntimeWarning]

    var body: some View {
      Color.clear
        .frame(width: 0, height: 0)
        .accessibilityHidden(true)
        .onAppear { report(warnings) }
        .onChange(of: warnings) { report($0) }
    }

    private func report(_ warnings: [RuntimeWarning]) {
      for warning in warnings { warning.report() }
    }
  }
#endif
