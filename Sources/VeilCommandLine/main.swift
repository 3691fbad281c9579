// The `veil` command: parses, runs, and does the only input and output VeilPreview leaves
// to its caller (printing and writing files). Every failure ends as one line on standard
// error and a non-zero exit code; nothing here traps.

import Foundation
import VeilPreview

/// Writes what a command produced, all or nothing: the files are staged, moved into place, and
/// kept revocable until standard output has been written; a failure anywhere undoes them.
func write(_ output: CommandOutput) throws(CommandError) {
  var transaction: FileTransaction?
  if output.directory != nil || !output.files.isEmpty {
    transaction = try FileTransaction(output)
    try transaction?.commit()
  }
  if !output.standardOutput.isEmpty {
    // The throwing write: the old `write(_:)` traps on a closed or full standard output.
    do {
      try FileHandle.standardOutput.write(contentsOf: Data(output.standardOutput))
    } catch {
      transaction?.rollback()
      throw CommandError(
        "cannot write to standard output: \(reason(error))",
        exitCode: CommandError.failureExitCode)
    }
  }
  transaction?.finish()
}

/// A short reason for a failed file operation, on one line: the system's words for the
/// underlying POSIX error when Foundation has one (its own description is often only a code,
/// or several lines of "Error Domain=NSCocoaErrorDomain …" that users cannot act on).
func reason(_ error: any Error) -> String {
  let error = error as NSError
  var candidate: NSError? = error
  while let current = candidate {
    if current.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(current.code)))
    }
    candidate = current.userInfo[NSUnderlyingErrorKey] as? NSError
  }
  if error.domain == NSCocoaErrorDomain, let code = error.userInfo["NSPOSIXErrorCode"] as? Int {
    return String(cString: strerror(Int32(code)))
  }
  // Foundation's own text names its classes and domains; say what kind of failure it was.
  switch error.code {
  case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return "no such file or directory"
  case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: return "permission denied"
  case NSFileWriteOutOfSpaceError: return "the disk is full"
  case NSFileWriteVolumeReadOnlyError: return "the disk is read-only"
  case NSFileWriteFileExistsError: return "something is already there"
  default: return "the system refused it"
  }
}

/// Why `path` cannot be written, in a few words (Foundation's errors run to several lines).
func reasonForFailedWrite(at path: String) -> String {
  let parent = parentFolder(of: path)
  var isDirectory: ObjCBool = false
  if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
    isDirectory.boolValue
  {
    return "it is a directory"
  }
  if !parent.isEmpty && !FileManager.default.fileExists(atPath: parent) {
    return "no directory '\(parent)'"
  }
  return "permission denied or disk full"
}

// A reader that goes away (`veil styles | head -0`) must not kill the command with SIGPIPE
// halfway through: the write fails instead, what was written is undone, and the exit code is 1.
signal(SIGPIPE, SIG_IGN)

do throws(CommandError) {
  let command = try VeilCommand.parse(Array(CommandLine.arguments.dropFirst()))
  try write(try command.run())
  exit(0)
} catch {
  // Standard error may be closed too: the exit code still tells.
  try? FileHandle.standardError.write(contentsOf: Data((error.line + "\n").utf8))
  exit(error.exitCode)
}
