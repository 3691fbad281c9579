/// The gallery page's player, all but its script: the toolbar that plays, pauses, scrubs,
/// steps and sets the speed, phase and loop, and the dialog that shows one style full size
/// with its curves. ``GalleryPlayerScript`` drives both.
enum GalleryPlayer {
  /// The speeds the player offers, in the order of the keys 1 to 4.
  static let speeds: [(value: StaticString, label: StaticString)] = [
    ("0.1", "0.1×"), ("0.25", "0.25×"), ("0.5", "0.5×"), ("1", "1×"),
  ]

  /// The toolbar: play, frame steps, the scrub slider and the time, the speeds, the phase
  /// menu and the loop box.
  static func writeControls(_ entries: [GalleryPage.Entry], to html: inout XMLWriter) {
    html.start("div")
    html.attribute("class", literal: "player")
    html.attribute("role", literal: "toolbar")
    html.attribute("aria-label", literal: "Player")
    button("veil-play", "Play", label: "Play or pause (space)", to: &html)
    button("veil-back", "◀︎ frame", label: "One frame back (←)", to: &html)
    button("veil-forward", "frame ▶︎", label: "One frame forward (→)", to: &html)
    html.empty("input") {
      $0.attribute("id", literal: "veil-scrub")
      $0.attribute("type", literal: "range")
      $0.attribute("min", literal: "0")
      $0.attribute("max", literal: "1")
      $0.attribute("step", literal: "any")
      $0.attribute("value", literal: "0")
      $0.attribute("aria-label", literal: "Time")
    }
    html.start("output")
    html.attribute("id", literal: "veil-time")
    html.text(literal: "0 ms · frame 0")
    html.end()
    writeSpeeds(to: &html)
    writePhaseMenu(entries, to: &html)
    html.start("label")
    html.empty("input") {
      $0.attribute("id", literal: "veil-loop")
      $0.attribute("type", literal: "checkbox")
      $0.attribute("checked", literal: "checked")
    }
    html.text(literal: " loop")
    html.end()
    html.end()  // div.player
  }

  /// One button per speed, the last pressed.
  private static func writeSpeeds(to html: inout XMLWriter) {
    html.start("span")
    html.attribute("class", literal: "speeds")
    html.attribute("role", literal: "group")
    html.attribute("aria-label", literal: "Speed")
    for (index, speed) in speeds.enumerated() {
      html.start("button")
      html.attribute("type", literal: "button")
      html.attribute("data-speed", literal: speed.value)
      html.attribute("title", "Speed \(speed.label) (\(index + 1))")
      html.attribute("aria-pressed", literal: index == speeds.count - 1 ? "true" : "false")
      html.text(literal: speed.label)
      html.end()
    }
    html.end()
  }

  /// The phase menu.
  private static func writePhaseMenu(_ entries: [GalleryPage.Entry], to html: inout XMLWriter) {
    html.start("select")
    html.attribute("id", literal: "veil-phase")
    html.attribute("aria-label", literal: "Phase")
    // The phases some drawing moves in (a drag plays in the dismissal even in a gallery of
    // presentations), both first when there are two.
    let names = Set(
      entries.flatMap { $0.drawing?.phases.filter { $0.duration > 0 }.map(\.name) ?? [] })
    var phases: [(StaticString, StaticString)] = []
    if names.contains("present") && names.contains("dismiss") {
      phases.append(("both", "both phases"))
    }
    if names.contains("present") { phases.append(("present", "presentation")) }
    if names.contains("dismiss") { phases.append(("dismiss", "dismissal")) }
    for (value, label) in phases {
      html.start("option")
      html.attribute("value", literal: value)
      html.text(literal: label)
      html.end()
    }
    html.end()
  }

  private static func button(
    _ id: StaticString, _ text: StaticString, label: StaticString, to html: inout XMLWriter
  ) {
    html.start("button")
    html.attribute("id", literal: id)
    html.attribute("type", literal: "button")
    html.attribute("title", literal: label)
    html.text(literal: text)
    html.end()
  }

  /// The dialog that shows one style full size with its curves, hidden until a card opens it.
  static func writeDetail(to html: inout XMLWriter) {
    html.start("div")
    html.attribute("id", literal: "veil-detail")
    html.attribute("role", literal: "dialog")
    html.attribute("aria-modal", literal: "true")
    html.attribute("aria-labelledby", literal: "veil-detail-name")
    html.attribute("hidden", literal: "hidden")
    html.start("div")
    html.attribute("class", literal: "sheet")
    html.start("h2")
    html.attribute("id", literal: "veil-detail-name")
    html.text(literal: "")
    html.end()
    button("veil-close", "Close", label: "Close (Esc)", to: &html)
    html.start("div")
    html.attribute("class", literal: "big")
    html.text(literal: "")
    html.end()
    html.start("div")
    html.attribute("class", literal: "plot")
    html.text(literal: "")
    html.end()
    html.end()
    html.end()
  }
}
