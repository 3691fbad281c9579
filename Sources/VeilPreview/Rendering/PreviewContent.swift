import Foundation
import VeilCore

/// Your own picture in place of the stand-in card: `--content FILE`, an SVG or a PNG, embedded
/// in the renderings and scaled into the style's content frame.
///
/// The picture fills the content's shape (its corner radius clips it) and keeps its aspect
/// ratio, centred, over the content's white background, at the size of the fully presented
/// content; when a frame's content is larger or smaller, it scales with it.
///
/// ```swift
/// let content = PreviewContent(bytes: Array(pngData))
/// ```
public struct PreviewContent: Hashable, Sendable {
  /// What the file is, as its media type.
  ///
  /// ```swift
  /// let isPNG = PreviewContent(bytes: bytes)?.kind == .png
  /// ```
  public enum Kind: Hashable, Sendable {
    /// An SVG drawing.
    case svg
    /// A PNG image.
    case png

    /// The media type a data URL names it with: `image/svg+xml` or `image/png`.
    public var mediaType: String {
      switch self {
      case .svg: "image/svg+xml"
      case .png: "image/png"
      }
    }
  }

  /// The file's bytes.
  public let bytes: [UInt8]
  /// What the file is.
  public let kind: Kind

  /// The content of a file, or nil when it is neither a PNG (by its signature) nor an SVG (text
  /// with an `<svg` element in its first 4 KB).
  ///
  /// - Parameter bytes: The file's bytes.
  public init?(bytes: [UInt8]) {
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      kind = .png
    } else if String(decoding: bytes.prefix(4_096), as: UTF8.self).contains("<svg") {
      kind = .svg
    } else {
      return nil
    }
    self.bytes = bytes
  }

  /// The id of the pattern that paints the picture.
  static let patternID: StaticString = "user-content"
  /// A fill that paints with the pattern of ``patternID``.
  static let patternFill: StaticString = "url(#user-content)"

  /// Writes a pattern that paints the picture into a `size` rectangle at the origin, over
  /// white, keeping its aspect ratio.
  func writePattern(size: Size, to xml: inout XMLWriter) {
    xml.start("pattern")
    xml.attribute("id", literal: Self.patternID)
    xml.attribute("patternUnits", literal: "userSpaceOnUse")
    xml.attribute("x", literal: "0")
    xml.attribute("y", literal: "0")
    xml.attribute("width", size.width)
    xml.attribute("height", size.height)
    xml.empty("rect") {
      $0.attribute("width", size.width)
      $0.attribute("height", size.height)
      $0.attribute("fill", literal: StandIn.contentColor)
    }
    xml.empty("image") {
      $0.attribute("width", size.width)
      $0.attribute("height", size.height)
      $0.attribute("preserveAspectRatio", literal: "xMidYMid meet")
      $0.attribute("xlink:href") { value in
        value.append("data:")
        value.append(escaping: kind.mediaType)
        value.append(";base64,")
        value.append(escaping: Data(bytes).base64EncodedString())
      }
    }
    xml.end()
  }
}
