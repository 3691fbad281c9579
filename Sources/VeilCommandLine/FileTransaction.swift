import Foundation
import VeilPreview

/// Writes a command's files all or nothing: each file is first written into a staging folder
/// beside its destination, then everything is moved into place with `rename`, which replaces a
/// file in one step. A failure at any point puts back what was there, removes what was new
/// (the staging folders and any directory the command created) and leaves the disk as it was.
///
/// A file that is replaced is kept in the staging folder until ``finish()``, so that a failure
/// after the move (standard output closed, say) can still be rolled back.
struct FileTransaction {
  /// One file: where it goes, where it was staged, and where the file it replaced was kept.
  private struct Entry {
    var destination: String
    var staged: String
    var backup: String?
    var isInPlace = false
  }

  private var entries: [Entry] = []
  /// The staging folder of each destination folder.
  private var stagingFolders: [String: String] = [:]
  /// The outermost directory this transaction created, removed on rollback.
  private var createdDirectory: String?

  private let fileManager = FileManager.default

  /// Creates the output's directory if needed and writes every file into staging; nothing is
  /// visible at the destinations yet. On failure everything done so far is undone.
  init(_ output: CommandOutput) throws(CommandError) {
    do throws(CommandError) {
      if let directory = output.directory { try createDirectory(directory) }
      for file in output.files { try stage(file) }
      // Before anything moves: a destination that is a directory cannot be replaced.
      for entry in entries where isDirectory(entry.destination) {
        throw CommandError(
          "cannot write '\(entry.destination)': it is a directory",
          exitCode: CommandError.failureExitCode)
      }
    } catch {
      rollback()
      throw error
    }
  }

  /// Moves every staged file into place; on failure, puts everything back.
  mutating func commit() throws(CommandError) {
    for index in entries.indices {
      let entry = entries[index]
      if fileManager.fileExists(atPath: entry.destination) {
        let backup = (stagingFolders[parent(of: entry.destination)] ?? ".") + "/replaced-\(index)"
        guard rename(entry.destination, backup) == 0 else {
          rollback()
          throw CommandError(
            "cannot replace '\(entry.destination)': \(String(cString: strerror(errno)))",
            exitCode: CommandError.failureExitCode)
        }
        entries[index].backup = backup
      }
      guard rename(entry.staged, entry.destination) == 0 else {
        let message = String(cString: strerror(errno))
        rollback()
        throw CommandError(
          "cannot write '\(entry.destination)': \(message)",
          exitCode: CommandError.failureExitCode)
      }
      entries[index].isInPlace = true
    }
  }

  /// Undoes everything: new files out, replaced files back, staging and created folders gone.
  func rollback() {
    for entry in entries.reversed() {
      if entry.isInPlace { unlink(entry.destination) }
      if let backup = entry.backup { rename(backup, entry.destination) }
    }
    removeStagingFolders()
    if let createdDirectory { try? fileManager.removeItem(atPath: createdDirectory) }
  }

  /// Drops the staging folders and the files that were replaced: the transaction is done.
  func finish() {
    removeStagingFolders()
  }

  // MARK: - Steps

  private mutating func createDirectory(_ directory: String) throws(CommandError) {
    if fileManager.fileExists(atPath: directory) {
      guard isDirectory(directory) else {
        throw CommandError(
          "cannot create directory '\(directory)': a file is in the way",
          exitCode: CommandError.failureExitCode)
      }
      return
    }
    // The outermost missing ancestor is what a rollback removes.
    var outermost = directory
    var ancestor = parent(of: directory)
    while ancestor != outermost, !fileManager.fileExists(atPath: ancestor) {
      outermost = ancestor
      ancestor = parent(of: ancestor)
    }
    do {
      try fileManager.createDirectory(atPath: directory, withIntermediateDirectories: true)
      createdDirectory = outermost
    } catch {
      if fileManager.fileExists(atPath: outermost) { createdDirectory = outermost }
      // Foundation only says "error 512" when a file stands where a folder must go.
      let why =
        fileManager.fileExists(atPath: ancestor) && !isDirectory(ancestor)
        ? "'\(ancestor)' is a file, not a directory" : reason(error)
      throw CommandError(
        "cannot create directory '\(directory)': \(why)", exitCode: CommandError.failureExitCode)
    }
  }

  private mutating func stage(_ file: PreviewFile) throws(CommandError) {
    let folder = parent(of: file.path)
    let staging: String
    if let existing = stagingFolders[folder] {
      staging = existing
    } else {
      staging = folder + "/.veil-staging-\(ProcessInfo.processInfo.processIdentifier)-\(UUID())"
      do {
        try fileManager.createDirectory(atPath: staging, withIntermediateDirectories: false)
      } catch {
        throw CommandError(
          "cannot write '\(file.path)': \(reasonForFailedWrite(at: file.path))",
          exitCode: CommandError.failureExitCode)
      }
      stagingFolders[folder] = staging
    }
    let staged = staging + "/\(entries.count)"
    // A plain write, not Foundation's atomic one, which syncs each file to disk: the rename
    // into place is what makes the result appear at once.
    do {
      try Data(file.contents).write(to: URL(fileURLWithPath: staged))
    } catch {
      throw CommandError(
        "cannot write '\(file.path)': \(reasonForFailedWrite(at: file.path))",
        exitCode: CommandError.failureExitCode)
    }
    entries.append(Entry(destination: file.path, staged: staged))
  }

  // MARK: - Helpers

  private func removeStagingFolders() {
    for folder in stagingFolders.values { try? fileManager.removeItem(atPath: folder) }
  }

  private func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return fileManager.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  private func parent(of path: String) -> String {
    parentFolder(of: path)
  }
}

/// The folder `path` is in: `.` for a bare file name, `/` for a file at the root. Written out
/// rather than through `NSString.deletingLastPathComponent`, which traps on some long paths
/// in swift-corelibs-foundation.
func parentFolder(of path: String) -> String {
  var scalars = Substring(path)
  while scalars.count > 1, scalars.hasSuffix("/") { scalars = scalars.dropLast() }
  guard let slash = scalars.lastIndex(of: "/") else { return "." }
  var parent = scalars[..<slash]
  while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
  return parent.isEmpty ? "/" : String(parent)
}
