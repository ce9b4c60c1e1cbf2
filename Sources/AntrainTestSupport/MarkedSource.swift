import AntrainSyntax
import Testing

/// An inline test document with emoji markers taken out: the text, and where each marker was.
///
/// Tests write positions as markers in the text itself (`"  Bench Press 1️⃣100x5"`), as
/// rust-analyzer's `$0` and swift-syntax's `1️⃣` do, so a range in a test reads at a glance and
/// survives edits to the lines around it. The markers are the keycap emoji 0️⃣ to 9️⃣ and 🔟.
/// Any other keycap (`#️⃣`, `*️⃣`) is an unknown marker, and a marker written twice is a
/// mistake in the test: both record an issue against the test.
public struct MarkedSource: Sendable {
    /// The text with every marker removed.
    public let text: String
    /// The UTF-8 bytes of ``text``.
    public let bytes: [UInt8]
    /// Each marker's UTF-8 byte offset in ``text``.
    public let offsets: [String: Int]
    /// The markers in the order they appear.
    public let markers: [String]

    /// Takes the markers out of `marked`.
    ///
    /// - Parameters:
    ///   - marked: the document with markers.
    ///   - sourceLocation: where a duplicate or unknown marker is reported.
    public init(_ marked: String, sourceLocation: SourceLocation = #_sourceLocation) {
        var output: [UInt8] = []
        var offsets: [String: Int] = [:]
        var markers: [String] = []
        let scalars = Array(marked.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if let (marker, length) = Self.marker(in: scalars, at: index) {
                if !Self.knownMarkers.contains(marker) {
                    Issue.record("Unknown marker \(marker); use 0️⃣ to 9️⃣ or 🔟", sourceLocation: sourceLocation)
                } else if offsets[marker] != nil {
                    Issue.record("Marker \(marker) appears twice in the test document", sourceLocation: sourceLocation)
                } else {
                    offsets[marker] = output.count
                    markers.append(marker)
                }
                index += length
                continue
            }
            output.append(contentsOf: String(scalars[index]).utf8)
            index += 1
        }
        self.bytes = output
        self.text = String(decoding: output, as: UTF8.self)
        self.offsets = offsets
        self.markers = markers
    }

    /// The keycap markers a test may use, in order.
    public static let knownMarkers: [String] = (0...9).map { "\($0)\u{FE0F}\u{20E3}" } + ["\u{1F51F}"]

    /// The byte offset of `marker`, recording an issue when the document does not have it.
    public func offset(of marker: String, sourceLocation: SourceLocation = #_sourceLocation) -> Int? {
        guard let offset = offsets[Self.normalized(marker)] else {
            Issue.record("The test document has no marker \(marker)", sourceLocation: sourceLocation)
            return nil
        }
        return offset
    }

    /// The LSP position (0-based line, UTF-16 column) of `marker` in `source`, which is
    /// usually `SourceText(bytes)` of this document.
    public func position(
        of marker: String, in source: SourceText, sourceLocation: SourceLocation = #_sourceLocation
    ) -> TextPosition? {
        guard let offset = offset(of: marker, sourceLocation: sourceLocation) else { return nil }
        let position = source.lineIndex.utf16Position(of: offset, in: source.bytes)
        return TextPosition(line: position.line, utf16Column: position.column)
    }

    /// The LSP position of `marker` in this document.
    public func position(of marker: String, sourceLocation: SourceLocation = #_sourceLocation) -> TextPosition? {
        position(of: marker, in: SourceText(bytes: bytes), sourceLocation: sourceLocation)
    }

    /// The marker and its length in scalars at `index`: a digit, `#` or `*`, an optional
    /// variation selector, and the combining keycap; or the single-scalar 🔟.
    private static func marker(in scalars: [Unicode.Scalar], at index: Int) -> (String, Int)? {
        let scalar = scalars[index]
        if scalar == "\u{1F51F}" { return ("\u{1F51F}", 1) }
        guard ("0"..."9").contains(scalar) || scalar == "#" || scalar == "*" else { return nil }
        var next = index + 1
        if next < scalars.count, scalars[next] == "\u{FE0F}" { next += 1 }
        guard next < scalars.count, scalars[next] == "\u{20E3}" else { return nil }
        return ("\(scalar)\u{FE0F}\u{20E3}", next + 1 - index)
    }

    /// A marker written without its variation selector, in the form ``offsets`` uses.
    static func normalized(_ marker: String) -> String {
        let scalars = Array(marker.unicodeScalars)
        if scalars.count == 2, scalars[1] == "\u{20E3}" { return "\(scalars[0])\u{FE0F}\u{20E3}" }
        return marker
    }
}

/// A position as LSP counts it: 0-based line and UTF-16 column.
public struct TextPosition: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var utf16Column: Int

    public init(line: Int, utf16Column: Int) {
        self.line = line
        self.utf16Column = utf16Column
    }

    /// `3:14`, 1-based like an editor's status bar.
    public var description: String { "\(line + 1):\(utf16Column + 1)" }
}
