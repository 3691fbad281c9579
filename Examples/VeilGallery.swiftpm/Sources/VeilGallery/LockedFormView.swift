#if os(iOS)
  import SwiftUI
  import Veil

  /// A form in a card and in a sheet that the user cannot dismiss while it holds unsaved text:
  /// the content decides with `modalInteractiveDismissDisabled(_:)`, and its Done button still
  /// closes it. The events are heard with `.modal(…, onEvent:)`.
  struct LockedFormView: View {
    @State private var showsCard = false
    @State private var showsSheet = false

    var body: some View {
      VStack(spacing: 24) {
        Button("Open a form in a card") { showsCard = true }
        Button("Open a form in a sheet") { showsSheet = true }
      }
      .navigationTitle("Unsaved changes")
      .modal(isPresented: $showsCard, style: .card, onEvent: log) {
        EditForm()
          .frame(width: 320, height: 220)
          .background(Color(.systemBackground))
      }
      .modal(isPresented: $showsSheet, style: .sheet.detents([.medium, .large]), onEvent: log) {
        EditForm()
      }
    }

    private func log(_ event: ModalEvent) {
      print("Form:", event)
    }
  }

  /// A text field that keeps the user from dismissing its modal while it is not empty, and asks
  /// whether to discard the text when the user tries.
  struct EditForm: View {
    @Environment(\.modal) private var modal
    @State private var text = ""
    @State private var isConfirmingDiscard = false

    var body: some View {
      VStack(spacing: 16) {
        TextField("Type to lock the modal", text: $text)
          .textFieldStyle(.roundedBorder)
        Text(text.isEmpty ? "Drag or tap outside to dismiss." : "Only Done closes it now.")
          .font(.footnote)
          .foregroundColor(.secondary)
        Button("Done") { modal.dismiss() }
      }
      .padding()
      .modalInteractiveDismissDisabled(!text.isEmpty)
      .onModalDismissAttempt { _ in isConfirmingDiscard = true }
      .confirmationDialog("Discard changes?", isPresented: $isConfirmingDiscard) {
        Button("Discard", role: .destructive) { modal.dismiss() }
      }
    }
  }
#endif
