// The `veil` command: parses, runs, and does the only input and output VeilPreview leaves
// to its caller (printing and writing files). Every failure ends as one line on standard
// error and a non-zero exit code; nothing here traps.

import Foundation
import VeilPreview

/// Writes what a command produced: standard output, then the files, creating their directory.
func write(_ output: CommandOutput) throws(CommandError) {
  if let directory = output.directory {
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw CommandError(
        "cannot create directory '\(directory)': \(reason(error))",
        exitCode: CommandError.failureExitCode)
    }
  }
  for file in output.files {
    // A plain write, not an atomic one: Foundation's atomic writes sync every file to disk,
    // which would make a gallery wait on the disk far longer than it takes to render.
    do {
      try Data(file.contents).write(to: URL(fileURLWithPath: file.path))
    } catch {
      throw CommandError(
        "cannot write '\(file.path)': \(reasonForFailedWrite(at: file.path))",
        exitCode: CommandError.failureExitCode)
    }
  }
  if !output.standardOutput.isEmpty {
    FileHandle.standardOutput.write(Data(output.standardOutput))
  }
}

/// A short reason for a failed file operation: Foundation's description, on one line.
func reason(_ error: any Error) -> String {
  let description = (error as NSError).localizedDescription
  return description.split(whereSeparator: \.isNewline).joined(separator: " ")
}

/// Why `path` cannot be written, in a few words (Foundation's errors run to several lines).
func reasonForFailedWrite(at path: String) -> String {
  let parent = (path as NSString).deletingLastPathComponent
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

do throws(CommandError) {
  let command = try VeilCommand.parse(Array(CommandLine.arguments.dropFirst()))
  try write(try command.run())
  exit(0)
} catch {
  FileHandle.standardError.write(Data((error.line + "\n").utf8))
  exit(error.exitCode)
}
