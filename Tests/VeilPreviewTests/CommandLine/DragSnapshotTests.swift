// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Testing

  /// `veil drag`, run as the built binary: seed 001's four cases on the lightbox, and sheets.
  @Suite struct DragSnapshotTests {
    @Test(arguments: [
      // Seed 001 (a 150 pt threshold, a 20 pt flick projection; DragToDismiss.lightbox), the
      // cases named in the gestures issue:
      // 160 pt down, released slowly (10 pt/s projects 5 pt, no flick): beyond 150 pt, bottom.
      ("drag-lightbox-160-down-slowly", ["0,160", "0,10"], "dismiss bottom"),
      // 100 pt down, released at rest: short of 150 pt, springs back.
      ("drag-lightbox-100-down", ["0,100", "0,0"], "cancel"),
      // 40 pt down, flicked up at 1500 pt/s (projects about 750 pt upwards): leaves at the top.
      ("drag-lightbox-flick-up-from-40", ["0,40", "0,-1500"], "dismiss top"),
      // Sideways only: the lightbox dismisses up or down, so nothing happens.
      ("drag-lightbox-horizontal-only", ["120,0", "800,0"], "cancel"),
    ])
    func seed001Decisions(name: String, vectors: [String], decision: String) throws {
      let run = try VeilProcess.run([
        "drag", "lightbox", "--translation", vectors[0], "--velocity", vectors[1],
      ])
      #expect(run.exitCode == 0)
      #expect(run.outputText.split(separator: "\n").first.map(String.init) == decision)
      #expect(run.outputText.split(separator: "\n").count == 3)
      try Snapshot.expect(run, matches: name)
    }

    @Test(arguments: [
      // A landscape phone is compact in height, where UIKit turns the medium detent off: the
      // sheet can only be large.
      (
        "drag-sheet-landscape-has-only-large",
        ["drag", "halfSheet", "--translation", "0,-50", "--velocity", "0,0", "--size", "844x390"]
      ),
      (
        "drag-sheet-flick-up",
        ["drag", "halfSheet", "--translation", "0,-120", "--velocity", "0,-900"]
      ),
      (
        "drag-sheet-pulled-down",
        ["drag", "halfSheet", "--translation", "0,200", "--velocity", "0,900"]
      ),
      (
        "drag-sheet-from-medium-small-size",
        [
          "drag", "halfSheet", "--translation", "0,50", "--velocity", "0,0", "--from", "medium",
          "--size", "320x568",
        ]
      ),
    ])
    func sheets(name: String, arguments: [String]) throws {
      let run = try VeilProcess.run(arguments)
      #expect(run.exitCode == 0)
      try Snapshot.expect(run, matches: name)
    }

    @Test(arguments: [
      (
        "error-drag-style-without-gesture",
        ["drag", "cover", "--translation", "0,1", "--velocity", "0,0"]
      ),
      (
        "error-drag-from-on-non-sheet",
        ["drag", "lightbox", "--translation", "0,1", "--velocity", "0,0", "--from", "medium"]
      ),
      (
        "error-drag-unknown-detent",
        ["drag", "halfSheet", "--translation", "0,1", "--velocity", "0,0", "--from", "huge"]
      ),
    ])
    func dragMistakes(name: String, arguments: [String]) throws {
      let run = try VeilProcess.run(arguments)
      #expect(run.exitCode == 2)
      #expect(run.standardOutput.isEmpty)
      #expect(
        run.standardError.hasPrefix("veil: ") && run.standardError.filter { $0 == "\n" }.count == 1)
      try Snapshot.expect(run, matches: name)
    }
  }
#endif
