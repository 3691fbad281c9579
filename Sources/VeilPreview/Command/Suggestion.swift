/// "Did you mean…?" for mistyped options, subcommands and style names.
enum Suggestion {
  /// The candidate closest to `input` by edit distance, if it is close enough to be a typo:
  /// at most 2 edits, and fewer than half of the input's characters.
  ///
  /// Case is ignored, so `fullscreen` suggests `fullScreen`.
  ///
  /// - Parameters:
  ///   - input: What was typed.
  ///   - candidates: What could have been meant.
  /// - Returns: The closest candidate, or nil when none is close.
  static func closest(to input: String, among candidates: [String]) -> String? {
    let typed = Array(input.lowercased().unicodeScalars)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      // More than 2 characters longer or shorter is more than 2 edits: skip the quadratic
      // distance, which a megabyte-long argument would make slow.
      guard abs(candidate.unicodeScalars.count - typed.count) <= 2 else { continue }
      let distance = editDistance(typed, Array(candidate.lowercased().unicodeScalars))
      if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    guard let best, best.distance <= 2, best.distance * 2 < max(typed.count, 1) else {
      return nil
    }
    return best.candidate
  }

  /// The Levenshtein distance: insertions, deletions and substitutions.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
