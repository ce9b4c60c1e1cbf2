import AntrainSyntax

/// How the client counts characters in a line (LSP 3.17 `PositionEncodingKind`).
public enum PositionEncoding: String, Sendable {
    case utf16 = "utf-16"
    case utf8 = "utf-8"
}

/// Converts between byte offsets (what the analysis speaks) and LSP positions, only here
/// at the edge.
struct PositionConverter {
    let source: SourceText
    let encoding: PositionEncoding

    func position(_ offset: Int) -> Position {
        switch encoding {
        case .utf16:
            let (line, column) = source.lineIndex.utf16Position(of: offset, in: source.bytes)
            return Position(line: line, character: column)
        case .utf8:
            let (line, column) = source.lineIndex.utf8Position(of: offset)
            return Position(line: line, character: column)
        }
    }

    func range(_ range: TextRange) -> LSPRange {
        LSPRange(start: position(range.lowerBound), end: position(range.upperBound))
    }

    /// The byte offset of a position, clamped into the document: positions past the end of
    /// a line or of the file are tolerated, as LSP asks.
    func offset(_ position: Position) -> Int {
        switch encoding {
        case .utf16: source.lineIndex.offset(line: position.line, utf16Column: max(0, position.character), in: source.bytes)
        case .utf8: source.lineIndex.offset(line: position.line, utf8Column: max(0, position.character), in: source.bytes)
        }
    }

    func textRange(_ range: LSPRange) -> TextRange {
        let start = offset(range.start)
        let end = max(start, offset(range.end))
        return TextRange(start, end)
    }
}
