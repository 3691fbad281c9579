// VeilPreview's tests run the built `veil` binary, which needs processes: iOS, tvOS, watchOS
// and visionOS have none, so there (Xcode builds every test target of the package's scheme for
// an iOS simulator) this target is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Foundation
  import Testing
  import VeilCore

  /// `veil preview`, `veil styles`, help and version, run as the built binary and compared with
  /// the recorded snapshots. Everything that varies is pinned: the defaults (60 fps, 390 × 844
  /// points) are part of the command, and the output has no dates, paths or locale.
  @Suite struct PreviewSnapshotTests {
    @Test(arguments: ModalStyle.builtIns.map(\.name))
    func timelineOfEachStyleAsCSV(style: String) throws {
      let run = try VeilProcess.run(["preview", style, "--format", "csv"])
      #expect(run.exitCode == 0)
      try Snapshot.expect(run, matches: "preview-csv-\(style)", outputExtension: "csv")
    }

    @Test func filmstripOfCover() throws {
      let run = try VeilProcess.run(["preview", "cover"])
      #expect(run.exitCode == 0)
      WellFormedXML.expect(run.outputText, "the cover filmstrip")
      try Snapshot.expect(run, matches: "preview-filmstrip-cover", outputExtension: "svg")
    }

    /// The filmstrips the README shows, one per seed style, are what the command renders now.
    @Test(arguments: ["cover", "lightbox", "fullScreen", "overCurrentContext", "blur", "halfSheet"])
    func readmeFilmstripsAreCurrent(style: String) throws {
      let run = try VeilProcess.run(["preview", style])
      #expect(run.exitCode == 0)
      let file = Snapshot.repositoryRoot.appendingPathComponent(
        "Documentation/Filmstrips/\(style).svg")
      try Snapshot.expectFile(run.standardOutput, at: file)
    }

    /// The pictures of the DesigningMotion article are what the command renders now.
    @Test(arguments: [
      ("curves-lightbox", ["preview", "lightbox", "--format", "curves"]),
      ("drag-lightbox", ["preview", "lightbox", "--drag", "0,160", "--velocity", "0,900"]),
      (
        "compare-cover-spring",
        [
          "compare", "cover", "cover --animation spring:0.5,0.8", "--format", "curves", "--phase",
          "present",
        ]
      ),
      (
        "compare-drag-lightbox-zoom",
        [
          "compare", "lightbox", "lightbox.zoom", "--drag", "0,300", "--velocity", "0,900",
          "--format", "curves",
        ]
      ),
    ])
    func designingMotionPicturesAreCurrent(name: String, arguments: [String]) throws {
      let run = try VeilProcess.run(arguments)
      #expect(run.exitCode == 0)
      let file = Snapshot.repositoryRoot.appendingPathComponent(
        "Sources/VeilCore/VeilCore.docc/Resources/\(name).svg")
      try Snapshot.expectFile(run.standardOutput, at: file)
    }

    @Test(arguments: [
      (
        "preview-json-sheet-30fps", ["preview", "halfSheet", "--format", "json", "--fps", "30"],
        "json"
      ),
      (
        "preview-csv-lightbox-reduce-motion-present",
        ["preview", "lightbox", "--format", "csv", "--reduce-motion", "--phase", "present"], "csv"
      ),
      ("styles", ["styles"], "txt"),
      ("help", ["--help"], "txt"),
      ("help-preview", ["preview", "--help"], "txt"),
      ("help-styles", ["help", "styles"], "txt"),
      ("help-drag", ["drag", "-h"], "txt"),
      ("help-compare", ["compare", "--help"], "txt"),
      (
        "preview-csv-sheet-detents-drag",
        [
          "preview", "halfSheet --detents medium,large", "--drag", "0,-200", "--velocity",
          "0,-600", "--format", "csv", "--fps", "30",
        ],
        "csv"
      ),
      (
        "preview-csv-sheet-content-height",
        [
          "preview", "halfSheet --detents content-height", "--format", "csv", "--fps", "30",
          "--phase",
          "present",
        ],
        "csv"
      ),
      (
        "preview-json-lightbox-drag",
        [
          "preview", "lightbox", "--drag", "0,160", "--velocity", "0,900", "--format", "json",
          "--fps", "30",
        ],
        "json"
      ),
      (
        "preview-csv-lightbox.zoom-drag-reduce-motion",
        [
          "preview", "lightbox.zoom", "--drag", "0,300", "--velocity", "0,900", "--reduce-motion",
          "--format", "csv", "--fps", "30",
        ],
        "csv"
      ),
      ("version", ["--version"], "txt"),
      // A form sheet at an iPad's size: centred at its preferred size, every corner rounded.
      (
        "preview-filmstrip-sheet-form-ipad",
        ["preview", "sheet --sizing form,500x400", "--size", "834x1194"], "svg"
      ),
      // A phone in landscape: edge-attached at its preferred width, centred.
      (
        "preview-filmstrip-sheet-edge-attached-landscape",
        ["preview", "sheet --sizing edge-attached,width-follows,420x0", "--size", "844x390"], "svg"
      ),
      // A phone in landscape without the edge attachment: full screen, as UIKit's default.
      (
        "preview-csv-sheet-landscape",
        ["preview", "sheet", "--size", "844x390", "--format", "csv", "--fps", "30"], "csv"
      ),
      // A leading drawer, left to right (on the left) and right to left (on the right).
      ("preview-filmstrip-drawer-ltr", ["preview", "drawer", "--phase", "present"], "svg"),
      (
        "preview-filmstrip-drawer-rtl",
        ["preview", "drawer", "--phase", "present", "--layout-direction", "rtl"], "svg"
      ),
    ])
    func otherOutputs(name: String, arguments: [String], outputExtension: String) throws {
      let run = try VeilProcess.run(arguments)
      #expect(run.exitCode == 0)
      try Snapshot.expect(run, matches: name, outputExtension: outputExtension)
    }
  }
#endif
