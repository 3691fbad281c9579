import Foundation
import VeilCore
import VeilPreview

/// Every figure the benchmark prints, gathered in one run.
struct BenchmarkReport {
  var measurements: [Measurement] = []
  var integratorError = 0.0
  var galleryMilliseconds = 0.0

  /// The spring the comparisons share: the style's own presentation spring.
  static let style = ModalStyle.lightbox
  static let container = ModalContainer(
    size: Size(width: 390, height: 844), safeArea: Insets(top: 47, bottom: 34))

  static func run(iterations: (Int) -> Int, runs: Int) -> BenchmarkReport {
    let animation = style.animation(for: .presenting)
    let spring = animation.spring ?? .smooth
    let midPresentation = animation.logicalDuration / 2
    var report = BenchmarkReport()
    report.measurements += curveMeasurements(
      spring: spring, at: midPresentation, iterations: iterations, runs: runs)
    report.measurements += integratorMeasurements(
      spring: spring, at: midPresentation, iterations: iterations, runs: runs)
    report.measurements += gestureMeasurements(iterations: iterations, runs: runs)
    report.measurements.append(machineMeasurement(iterations: iterations, runs: runs))
    report.measurements.append(
      MotionPlanBenchmark.measurePlanBuild(
        container: container, iterations: iterations(2_000), runs: runs))
    report.integratorError = Self.integratorError(spring: spring)
    report.galleryMilliseconds = Self.galleryMilliseconds(runs: runs)
    return report
  }

  /// Inputs vary a little per iteration so nothing is hoisted; all stay mid-presentation.
  static let jitter = 1e-6

  /// The closed forms: the spring's value and its exact stepper, a timing curve, and a whole
  /// frame sampled mid-presentation.
  static func curveMeasurements(
    spring: ModalSpring, at midPresentation: Double, iterations: (Int) -> Int, runs: Int
  ) -> [Measurement] {
    let jitter = Self.jitter
    var measurements: [Measurement] = []
    measurements.append(
      measure("spring.value", iterations: iterations(2_000_000), runs: runs) { index in
        spring.value(target: 1, time: midPresentation + Double(index & 63) * jitter)
      })

    // Playing forward with the exact stepper: one 120 Hz frame per call, restarted every
    // 128 frames.
    let stepper = spring.stepper(deltaTime: 1.0 / 120)
    var stepValue = 0.0
    var stepVelocity = 0.0
    measurements.append(
      measure("spring.step", iterations: iterations(2_000_000), runs: runs) { index in
        if index & 127 == 0 { (stepValue, stepVelocity) = (0, 0) }
        stepper.advance(value: &stepValue, velocity: &stepVelocity, target: 1)
        return stepValue
      })

    let curve = TimingCurve.easeInOut
    measurements.append(
      measure("curve.value", iterations: iterations(2_000_000), runs: runs) { index in
        curve.value(at: (Double(index & 1023) + 0.5) / 1024)
      })

    let sampler = FrameSampler(style: style, container: container)
    measurements.append(
      measure("frame.sample", iterations: iterations(2_000_000), runs: runs) { index in
        let frame = sampler.frame(.presenting, at: midPresentation + Double(index & 63) * jitter)
        return frame.contentOpacity + frame.offset.y + frame.backdropStrength
      })
    return measurements
  }

  /// The numerical integrator the closed form is compared with: evaluating a time from rest,
  /// and advancing one frame.
  static func integratorMeasurements(
    spring: ModalSpring, at midPresentation: Double, iterations: (Int) -> Int, runs: Int
  ) -> [Measurement] {
    let jitter = Self.jitter
    var measurements: [Measurement] = []
    measurements.append(
      measure("integrator.verlet", iterations: iterations(200_000), runs: runs) { index in
        VerletSpring.value(
          of: spring, target: 1, at: midPresentation + Double(index & 63) * jitter)
      })

    // Playing forward, an integrator only advances one 120 Hz frame per call.
    let frameInterval = 1.0 / 120
    var forward = VerletSpring(spring: spring, target: 1)
    measurements.append(
      measure("integrator.step", iterations: iterations(2_000_000), runs: runs) { _ in
        if forward.time > spring.exactSettlingDuration {
          forward = VerletSpring(spring: spring, target: 1)
        }
        forward.advance(until: forward.time + frameInterval)
        return forward.position
      })
    return measurements
  }

  /// The gestures: a drag's frame, and a sheet's release decision.
  static func gestureMeasurements(iterations: (Int) -> Int, runs: Int) -> [Measurement] {
    let sampler = FrameSampler(style: style, container: container)
    let drag = measure("drag.update", iterations: iterations(2_000_000), runs: runs) { index in
      let frame = sampler.frame(dragging: Vector(x: 3, y: 40 + Double(index & 255)))
      return frame.offset.y + frame.backdropStrength
    }

    let sheet = SheetDrag(
      SheetStyle(
        detents: [.height(120), .fraction(0.3), .medium, .fraction(0.75), .large],
        selectedDetentIdentifier: .medium),
      context: container.sheetDetentContext)
    let release = measure("sheet.release", iterations: iterations(1_000_000), runs: runs) {
      index in
      let release = sheet.release(
        translation: -60 + Double(index & 127), velocity: -900 + Double(index & 1023) * 2)
      return release.to
    }
    return [drag, release]
  }

  /// The presentation machine over a whole cycle, four steps: present, presented, dismiss,
  /// dismissed.
  static func machineMeasurement(iterations: (Int) -> Int, runs: Int) -> Measurement {
    var machine = PresentationMachine<ModalIdentity>()
    return measure("machine.step", iterations: iterations(2_000_000), runs: runs) { index in
      let effects: PresentationMachine<ModalIdentity>.Effects
      switch index & 3 {
      case 0: effects = machine.step(.bindingChanged(.flag))
      case 2: effects = machine.step(.bindingChanged(nil))
      default:
        effects = machine.step(
          .transitionFinished(machine.runningTransition ?? TransitionID(rawValue: 0)))
      }
      return Double(effects.count)
    }
  }

  /// Milliseconds to render every built-in style's filmstrip SVG (the median of `runs`).
  static func galleryMilliseconds(runs: Int) -> Double {
    let previews = ModalStyle.builtIns.map { StylePreview($0) }
    let measurement = measure("gallery.render", iterations: 1, runs: Swift.max(runs, 5)) { _ in
      var bytes = 0
      for preview in previews {
        bytes += preview.render(.filmstrip).count
      }
      return Double(bytes)
    }
    return measurement.nanosecondsPerOperation / 1e6
  }

  /// The integrator's largest deviation from the closed form over a whole presentation, as a
  /// fraction of the distance travelled (1).
  static func integratorError(spring: ModalSpring) -> Double {
    var integrator = VerletSpring(spring: spring, target: 1)
    var worst = 0.0
    while integrator.time <= spring.exactSettlingDuration {
      integrator.advance()
      let exact = spring.value(target: 1, time: integrator.time)
      worst = Swift.max(worst, Swift.abs(integrator.position - exact))
    }
    return worst
  }

  func nanoseconds(_ name: String) -> Double {
    measurements.first { $0.name == name }?.nanosecondsPerOperation ?? .nan
  }

  /// The figures as the README quotes them: one line per benchmark, then the comparisons.
  var text: String {
    var lines = measurements.map { pad($0.name) + format($0.nanosecondsPerOperation) + " ns/op" }
    if galleryMilliseconds > 0 {
      lines.append(pad("gallery.render") + format(galleryMilliseconds) + " ms")
    }
    lines.append(
      pad("integrator.error") + String(format: "%.2e", integratorError) + " of the distance")
    lines.append(
      pad("plan.build") + String(format: "%.3f", nanoseconds("plan.build") / 1e6)
        + " ms per presentation planned")
    lines.append(
      "frame budget share at 120 Hz: "
        + String(format: "%.4f", nanoseconds("frame.sample") / (1e9 / 120) * 100) + " %")
    return lines.joined(separator: "\n")
  }

  /// The same figures as a JSON object.
  var json: String {
    var fields = measurements.map { "  \"\($0.name)\": \(format($0.nanosecondsPerOperation))" }
    fields.append("  \"unit\": \"ns/op\"")
    if galleryMilliseconds > 0 {
      fields.append("  \"gallery.render.ms\": \(format(galleryMilliseconds))")
    }
    fields.append("  \"integrator.error\": \(integratorError)")
    fields.append(
      "  \"ratio.integrator.verlet/spring.value\": "
        + format(nanoseconds("integrator.verlet") / nanoseconds("spring.value")))
    fields.append(
      "  \"frame.budget.share.120hz.percent\": "
        + String(format: "%.4f", nanoseconds("frame.sample") / (1e9 / 120) * 100))
    return "{\n" + fields.joined(separator: ",\n") + "\n}"
  }

  private func pad(_ name: String) -> String {
    name.padding(toLength: 20, withPad: " ", startingAt: 0)
  }

  private func format(_ value: Double) -> String {
    String(format: "%.1f", value)
  }
}
