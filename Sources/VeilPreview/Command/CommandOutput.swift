/// What running a ``VeilCommand`` produced, for its caller to print and write.
///
/// VeilPreview renders into memory and touches no file; the `veil` executable creates
/// ``directory`` if there is one, writes ``files``, then prints ``standardOutput``.
///
/// ```swift
/// let output = try VeilCommand.parse(["preview", "cover", "--format", "csv"]).run()
/// print(String(decoding: output.standardOutput, as: UTF8.self))
/// ```
public struct CommandOutput: Hashable, Sendable {
  /// The bytes to print on standard output.
  public var standardOutput: [UInt8]
  /// A directory to create, with its parents, before writing the files.
  public var directory: String?
  /// The files to write, in order.
  public var files: [PreviewFile]

  /// Creates an output.
  ///
  /// - Parameters:
  ///   - standardOutput: The bytes to print on standard output.
  ///   - directory: A directory to create before writing the files.
  ///   - files: The files to write.
  public init(standardOutput: [UInt8] = [], directory: String? = nil, files: [PreviewFile] = []) {
    self.standardOutput = standardOutput
    self.directory = directory
    self.files = files
  }
}

/// One file a command writes: where, and its bytes.
///
/// ```swift
/// let file = PreviewFile(path: "cover.csv", contents: Array("phase,time\n".utf8))
/// ```
public struct PreviewFile: Hashable, Sendable {
  /// The path, as given on the command line (relative paths are relative to the working
  /// directory).
  public var path: String
  /// The file's contents.
  public var contents: [UInt8]

  /// Creates a file.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - contents: The contents.
  public init(path: String, contents: [UInt8]) {
    self.path = path
    self.contents = contents
  }
}
