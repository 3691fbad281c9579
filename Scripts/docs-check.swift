// The checks behind Scripts/build-docs, in Swift so that they need nothing beyond the toolchain.
//
//   docs-check split SOURCE DESTINATION MODULE [--drop-module NAME]
//     Copies MODULE's symbol graphs (MODULE.symbols.json and MODULE@*.symbols.json) from SOURCE
//     to DESTINATION. With --drop-module, the symbols that MODULE re-exports from NAME
//     (`@_exported import NAME`) are left out, so that they are documented by NAME's own
//     catalog and not a second time.
//
//   docs-check check MODULE --symbol-graphs DIR --archive DIR --diagnostics FILE [--root DIR]
//     Reads what `docc convert --analyze --diagnostics-file FILE
//     --experimental-documentation-coverage` left and reports, one line each:
//     - every warning and error DocC gave (unresolved ``links``, missing resources, parameters
//       documented that do not exist…);
//     - every public symbol declared in the sources without a doc comment of its own;
//     - every function returning a value whose doc comment has no `- Returns:`;
//     - every documentation page without a summary, every type without a ```swift example, and
//       every parameter left undocumented;
//     - every type that no `## Topics` section curates (the module's landing page must curate
//       everything at its top level; nested types must be curated somewhere).
//     Exits 1 when it reported anything, 0 otherwise.
//
// Exit status 2 means the command was used wrongly or an input could not be read.

import Foundation

typealias Object = [String: Any]

struct UsageError: Error, CustomStringConvertible {
  let description: String
}

// MARK: - Reading

func readJSON(_ path: String) throws -> Any {
  guard let data = FileManager.default.contents(atPath: path) else {
    throw UsageError(description: "cannot read \(path)")
  }
  return try JSONSerialization.jsonObject(with: data)
}

func readObject(_ path: String) throws -> Object {
  guard let object = try readJSON(path) as? Object else {
    throw UsageError(description: "\(path) is not a JSON object")
  }
  return object
}

func files(in directory: String, suffix: String) -> [String] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
  return names.filter { $0.hasSuffix(suffix) }.sorted().map { "\(directory)/\($0)" }
}

/// Whether `fileName` is one of `module`'s symbol graphs: its own, or one of its extensions to
/// another module (`Veil@SwiftUI.symbols.json`).
func isSymbolGraph(_ fileName: String, of module: String) -> Bool {
  fileName == "\(module).symbols.json"
    || (fileName.hasPrefix("\(module)@") && fileName.hasSuffix(".symbols.json"))
}

/// The prefix of the USRs of the Swift declarations of `module` (`s:8VeilCore`).
func usrPrefix(of module: String) -> String {
  "s:\(module.utf8.count)\(module)"
}

// MARK: - split

func split(_ arguments: [String]) throws {
  var positional: [String] = []
  var droppedModule: String?
  var index = 0
  while index < arguments.count {
    if arguments[index] == "--drop-module", index + 1 < arguments.count {
      droppedModule = arguments[index + 1]
      index += 2
    } else {
      positional.append(arguments[index])
      index += 1
    }
  }
  guard positional.count == 3 else {
    throw UsageError(
      description: "usage: docs-check split SOURCE DESTINATION MODULE [--drop-module NAME]")
  }
  let (source, destination, module) = (positional[0], positional[1], positional[2])
  let manager = FileManager.default
  try manager.createDirectory(atPath: destination, withIntermediateDirectories: true)
  for old in files(in: destination, suffix: ".symbols.json") {
    try manager.removeItem(atPath: old)
  }
  let names = try manager.contentsOfDirectory(atPath: source).filter {
    isSymbolGraph($0, of: module)
  }
  guard !names.isEmpty else {
    throw UsageError(description: "no symbol graph of \(module) in \(source)")
  }
  for name in names {
    var graph = try readObject("\(source)/\(name)")
    // Re-exported symbols appear in the module's own graph only; its extensions to other
    // modules' types (in MODULE@OTHER files) are its own even when their USRs start with the
    // other module's prefix.
    if let droppedModule, name == "\(module).symbols.json" {
      let prefix = usrPrefix(of: droppedModule)
      let symbols = graph["symbols"] as? [Object] ?? []
      graph["symbols"] = symbols.filter {
        !((($0["identifier"] as? Object)?["precise"] as? String) ?? "").hasPrefix(prefix)
      }
      let relationships = graph["relationships"] as? [Object] ?? []
      graph["relationships"] = relationships.filter {
        !(($0["source"] as? String) ?? "").hasPrefix(prefix)
      }
    }
    let data = try JSONSerialization.data(withJSONObject: graph)
    guard manager.createFile(atPath: "\(destination)/\(name)", contents: data) else {
      throw UsageError(description: "cannot write \(destination)/\(name)")
    }
  }
}

// MARK: - check

struct Options {
  var module = ""
  var symbolGraphs = ""
  var archive = ""
  var diagnostics = ""
  var root = FileManager.default.currentDirectoryPath

  init(_ arguments: [String]) throws {
    var index = 0
    func value() throws -> String {
      guard index + 1 < arguments.count else {
        throw UsageError(description: "\(arguments[index]) needs a value")
      }
      index += 2
      return arguments[index - 1]
    }
    while index < arguments.count {
      switch arguments[index] {
      case "--symbol-graphs": symbolGraphs = try value()
      case "--archive": archive = try value()
      case "--diagnostics": diagnostics = try value()
      case "--root": root = try value()
      case let argument where !argument.hasPrefix("-") && module.isEmpty:
        module = argument
        index += 1
      default:
        throw UsageError(description: "unknown argument \(arguments[index])")
      }
    }
    guard !module.isEmpty, !symbolGraphs.isEmpty, !archive.isEmpty, !diagnostics.isEmpty else {
      throw UsageError(
        description:
          "usage: docs-check check MODULE --symbol-graphs DIR --archive DIR --diagnostics FILE [--root DIR]"
      )
    }
  }
}

/// Reports problems and counts them.
struct Report {
  let root: String
  private(set) var problems: [String] = []

  /// A path relative to the package root, from a path or a `file://` URL.
  func relative(_ location: String) -> String {
    var path = location
    if path.hasPrefix("file://") { path = String(path.dropFirst("file://".count)) }
    path = path.removingPercentEncoding ?? path
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  mutating func add(_ problem: String) {
    problems.append(problem)
  }
}

/// The page a `doc://` reference names, as written in a ``link``: `VeilCore/ModalSpring/bounce`.
func pageName(_ reference: String) -> String {
  guard let range = reference.range(of: "/documentation/") else { return reference }
  return String(reference[range.upperBound...])
}

/// DocC's diagnostics: every warning and error is a problem.
func checkDiagnostics(_ options: Options, into report: inout Report) throws {
  let diagnostics = try readObject(options.diagnostics)["diagnostics"] as? [Object] ?? []
  for diagnostic in diagnostics {
    let severity = diagnostic["severity"] as? String ?? "warning"
    guard severity == "warning" || severity == "error" else { continue }
    var place = report.relative(diagnostic["source"] as? String ?? options.module)
    if let start = (diagnostic["range"] as? Object)?["start"] as? Object,
      let line = start["line"] as? Int, let column = start["column"] as? Int
    {
      place += ":\(line):\(column)"
    }
    let summary = diagnostic["summary"] as? String ?? "(no summary)"
    let fix = ((diagnostic["solutions"] as? [Object])?.first?["summary"] as? String).map {
      " (\($0))"
    }
    report.add("\(place): \(severity): \(summary)\(fix ?? "")")
  }
}

/// The doc comment's lines, or `nil` when the symbol has none written in this module.
func ownDocumentation(of symbol: Object, module: String) -> [String]? {
  guard let comment = symbol["docComment"] as? Object else { return nil }
  // A comment inherited from a protocol or the standard library names its module.
  if let origin = comment["module"] as? String, origin != module { return nil }
  let lines = (comment["lines"] as? [Object] ?? []).compactMap { $0["text"] as? String }
  return lines.contains { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ? lines : nil
}

/// The symbol graphs: a doc comment on every public declaration, `- Returns:` on every function
/// that returns a value.
func checkSymbolGraphs(_ options: Options, into report: inout Report) throws -> Int {
  let paths = files(in: options.symbolGraphs, suffix: ".symbols.json")
  guard !paths.isEmpty else {
    throw UsageError(description: "no symbol graphs in \(options.symbolGraphs)")
  }
  let functionKinds: Set = ["swift.func", "swift.method", "swift.type.method", "swift.func.op"]
  var declared = 0
  for path in paths {
    let graph = try readObject(path)
    for symbol in graph["symbols"] as? [Object] ?? [] {
      let kind = (symbol["kind"] as? Object)?["identifier"] as? String ?? ""
      // Extension blocks (`extension View { … }`) group symbols and carry no documentation of
      // their own; compiler-synthesized symbols have no place in the sources.
      guard kind != "swift.extension", let location = symbol["location"] as? Object else {
        continue
      }
      declared += 1
      let name = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
      var place = report.relative(location["uri"] as? String ?? path)
      if let position = location["position"] as? Object, let line = position["line"] as? Int {
        place += ":\(line + 1)"
      }
      guard let lines = ownDocumentation(of: symbol, module: options.module) else {
        report.add("\(place): public \(name) has no doc comment")
        continue
      }
      if functionKinds.contains(kind),
        let returns = (symbol["functionSignature"] as? Object)?["returns"] as? [Object]
      {
        let type = returns.compactMap { $0["spelling"] as? String }.joined()
          .trimmingCharacters(in: .whitespaces)
        let documentsReturn = lines.contains {
          $0.trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("- returns:")
        }
        if !["", "Void", "()"].contains(type) && !documentsReturn {
          report.add("\(place): \(name) returns \(type) but its doc comment has no '- Returns:'")
        }
      }
    }
  }
  return declared
}

/// The kinds of symbol (as DocC's coverage names them) that are types: each must be curated.
let typeKinds: Set = [
  "Structure", "Enumeration", "Class", "Protocol", "Type Alias", "Extended Module",
  "Extended Structure", "Extended Enumeration", "Extended Class", "Extended Protocol",
]

/// The kinds of the types a module declares: each has an example.
let declaredTypeKinds: Set = ["Structure", "Enumeration", "Class", "Protocol"]

/// DocC's coverage: a summary on every page, an example on every type, every parameter
/// documented. Returns the kind of
/// every symbol page, by reference.
func checkCoverage(_ options: Options, into report: inout Report) throws -> [String: String] {
  let path = "\(options.archive)/documentation-coverage.json"
  guard let entries = try readJSON(path) as? [Object] else {
    throw UsageError(description: "\(path) is not a list")
  }
  var kinds: [String: String] = [:]
  for entry in entries {
    guard let kind = entry["kind"] as? Object, kind["isSymbol"] as? Bool == true,
      let reference = entry["referencePath"] as? String
    else { continue }
    let kindName = kind["name"] as? String ?? ""
    kinds[reference] = kindName
    let page = pageName(reference)
    if entry["hasAbstract"] as? Bool != true {
      report.add("\(page): the \(kindName.lowercased()) has no summary")
    }
    if declaredTypeKinds.contains(kindName) && entry["hasCodeListing"] as? Bool != true {
      report.add("\(page): the \(kindName.lowercased()) has no ```swift example")
    }
    let specific = (entry["kindSpecificData"] as? Object)?["associatedValue"] as? Object
    if let documented = specific?["documented"] as? Int, let total = specific?["total"] as? Int,
      documented < total
    {
      report.add("\(page): \(documented) of its \(total) parameters are documented")
    }
  }
  return kinds
}

/// The rendered pages: nothing on the landing page, and no type anywhere, left to DocC's
/// automatic grouping only. (DocC also lists a nested type under its parent when a `## Topics`
/// section elsewhere curates it; that is fine.)
func checkCuration(_ options: Options, kinds: [String: String], into report: inout Report) {
  let data = "\(options.archive)/data/documentation"
  guard let enumerator = FileManager.default.enumerator(atPath: data) else {
    report.add("\(data): no rendered pages")
    return
  }
  var curated: Set<String> = []
  var automatic: Set<String> = []
  for case let file as String in enumerator where file.hasSuffix(".json") {
    guard let page = try? readObject("\(data)/\(file)") else { continue }
    let metadata = page["metadata"] as? Object ?? [:]
    let isModule = metadata["symbolKind"] as? String == "module"
    for section in page["topicSections"] as? [Object] ?? [] {
      let identifiers = section["identifiers"] as? [String] ?? []
      if section["generated"] as? Bool == true {
        automatic.formUnion(
          identifiers.filter { isModule || typeKinds.contains(kinds[$0] ?? "") })
      } else {
        curated.formUnion(identifiers)
      }
    }
  }
  for identifier in automatic.subtracting(curated).sorted() {
    report.add(
      "\(pageName(identifier)): the \((kinds[identifier] ?? "page").lowercased()) is in no "
        + "'## Topics' section; list it on the landing page (\(options.module).md)")
  }
}

func check(_ arguments: [String]) throws -> Int32 {
  let options = try Options(arguments)
  var report = Report(root: options.root)
  try checkDiagnostics(options, into: &report)
  let declared = try checkSymbolGraphs(options, into: &report)
  let kinds = try checkCoverage(options, into: &report)
  checkCuration(options, kinds: kinds, into: &report)
  for problem in report.problems {
    print(problem)
  }
  let pages = kinds.count
  if report.problems.isEmpty {
    print(
      "\(options.module): \(declared) public declarations and \(pages) symbol pages documented, "
        + "every link resolved, every type curated.")
    return 0
  }
  print("\(options.module): \(report.problems.count) documentation problem(s).")
  return 1
}

// MARK: - Main

/// What `docs-check --help` prints: the two commands, as the comment at the top of this file
/// describes them.
let helpText = """
  usage: docs-check split SOURCE DESTINATION MODULE [--drop-module NAME]
         docs-check check MODULE --symbol-graphs DIR --archive DIR --diagnostics FILE [--root DIR]
         docs-check --help

  split   copies MODULE's symbol graphs from SOURCE to DESTINATION; --drop-module leaves out
          the symbols that MODULE re-exports from NAME.
  check   reports every DocC warning, undocumented public symbol, missing `- Returns:`, page
          without a summary, type without a swift example, undocumented parameter and
          uncurated type of MODULE, one line each; exits 1 when it reported anything.

  Scripts/build-docs runs both. Exit status 2 means a wrong use or an unreadable input.
  """

let arguments = Array(CommandLine.arguments.dropFirst())
do {
  switch arguments.first {
  case "-h", "--help", "help":
    print(helpText)
  case "split":
    try split(Array(arguments.dropFirst()))
  case "check":
    exit(try check(Array(arguments.dropFirst())))
  default:
    throw UsageError(description: "usage: docs-check split|check … (see --help)")
  }
} catch {
  FileHandle.standardError.write(Data("docs-check: \(error)\n".utf8))
  exit(2)
}
