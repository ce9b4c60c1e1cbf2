/// Cutting a large log into pieces at entry headers, so that each piece can be read on its
/// own: the language server re-reads only the piece an edit touches, and `antrain check`
/// reads the pieces of a large file on every core at once.
///
/// A piece ends before a line that starts an entry (an unindented line that is neither
/// blank nor a comment: ``LineStart``, the parser's own answer). Entries never span pieces,
/// and the blank and comment lines before a header stay in the piece before it, where the
/// parser puts them in a whole file too, so the pieces' trees say what the whole file's tree
/// says.
public enum EntryChunks {
    /// One piece: a byte range of whole lines and the line it starts at.
    public struct Piece: Hashable, Sendable {
        public var start: Int
        public var end: Int
        public var firstLine: Int
    }

    /// Whether the line starting at `offset` starts an entry (``LineStart``).
    public static func startsEntry(_ bytes: [UInt8], at offset: Int) -> Bool {
        LineStart.of(bytes, at: offset).startsEntry
    }

    /// Cuts `source[from..<to]` (whole lines, starting at line `firstLine`) into pieces of
    /// about `linesPerPiece` lines each, every cut made before an entry header.
    public static func cut(_ source: SourceText, from: Int, to: Int, firstLine: Int, linesPerPiece: Int) -> [Piece] {
        let lineIndex = source.lineIndex
        var pieces: [Piece] = []
        var pieceStart = from
        var pieceLine = firstLine
        var line = firstLine + max(1, linesPerPiece)
        while line < lineIndex.lineCount {
            let offset = lineIndex.lineStart(line)
            if offset >= to { break }
            // Never cut right after a byte order mark.
            if startsEntry(source.bytes, at: offset), offset > pieceStart, !(offset < 3 && from == 0) {
                pieces.append(Piece(start: pieceStart, end: offset, firstLine: pieceLine))
                pieceStart = offset
                pieceLine = line
                line += max(1, linesPerPiece)
            } else {
                line += 1
            }
        }
        pieces.append(Piece(start: pieceStart, end: to, firstLine: pieceLine))
        return pieces
    }

    /// The lines `lines` of `source` cut like ``cut(_:from:to:firstLine:linesPerPiece:)``, as
    /// ranges of lines of the same text: for readers that keep one text and parse a piece at a
    /// time (``Parser/parse(_:lines:)``).
    public static func lineRanges(_ source: SourceText, lines: Range<Int>, linesPerPiece: Int) -> [Range<Int>] {
        let index = source.lineIndex
        let end = lines.upperBound < index.lineCount ? index.lineStart(lines.upperBound) : source.count
        let pieces = cut(source, from: index.lineStart(lines.lowerBound), to: end, firstLine: lines.lowerBound,
                         linesPerPiece: linesPerPiece)
        return pieces.indices.map { piece in
            pieces[piece].firstLine..<(piece + 1 < pieces.count ? pieces[piece + 1].firstLine : lines.upperBound)
        }
    }

    /// The text of one piece as a source of its own (offsets count from the piece's start).
    public static func text(of piece: Piece, in source: SourceText) -> SourceText {
        SourceText(bytes: Array(source.bytes[piece.start..<piece.end]))
    }
}
