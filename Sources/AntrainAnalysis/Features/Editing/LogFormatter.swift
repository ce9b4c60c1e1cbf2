import AntrainBasics
import AntrainSyntax

/// The result of formatting one file.
public struct FormatResult: Sendable {
    /// The file in canonical form (the input unchanged when it could not be formatted safely).
    public var bytes: [UInt8]
    /// Header lines (0-based) of the entries printed as written because formatting them
    /// would have changed what they mean. Empty unless the formatter has a bug; tests
    /// assert it.
    public var keptEntryLines: [Int]
    /// Where each entry of the input landed in `bytes`, by entry index; nil when the whole
    /// file was left unchanged.
    var entryChunks: [Range<Int>]?
    /// Whether the canonical form differs from the input.
    public var isChanged: Bool

    public var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// `antrain fmt` and the editor's formatting: the canonical form of Grammar/CANONICAL_FORM.md.
///
/// Safe by construction: names, notes, comments and strings keep their bytes, a line with
/// a `syntax` error keeps its text, and the output's models are compared with the input's
/// entry by entry — an entry whose meaning would change is printed as written. Named
/// `LogFormatter` because Foundation already has a `Formatter`.
public enum LogFormatter {
    /// The canonical form of `text`.
    public static func format(_ text: String) -> String {
        format(Parser.parse(text)).text
    }

    /// The canonical form of a parsed file.
    public static func format(_ tree: SyntaxTree) -> FormatResult {
        let original = FormatMeaning(tree)
        var kept = Set<Int>()
        for _ in 0..<3 {
            var writer = FormatWriter(tree: tree, keptEntries: kept)
            writer.write()
            let formatted = FormatMeaning(Parser.parse(SourceText(bytes: writer.output)))
            guard let changed = original.entriesChanged(in: formatted) else {
                if kept.count == original.entries.count { break }
                kept = Set(original.entries.indices)
                continue
            }
            if changed.isEmpty {
                let lines = tree.entries.enumerated().filter { kept.contains($0.offset) }.map(\.element.line)
                return FormatResult(
                    bytes: writer.output, keptEntryLines: lines, entryChunks: writer.entryChunks,
                    isChanged: writer.output != tree.source.bytes
                )
            }
            if changed.isSubset(of: kept) { break }
            kept.formUnion(changed)
        }
        return FormatResult(bytes: tree.source.bytes, keptEntryLines: tree.entries.map(\.line), entryChunks: nil, isChanged: false)
    }

    /// The edits that turn the file into its canonical form (LSP `textDocument/formatting`).
    public static func formattingEdits(for tree: SyntaxTree) -> [TextEdit] {
        let result = format(tree)
        guard result.isChanged else { return [] }
        return TextDiff.minimalEdits(from: tree.source.bytes, to: result.bytes)
    }

    /// The edits that put the entries touching `range` in canonical form, exactly as
    /// formatting the whole file would (LSP `textDocument/rangeFormatting`). Blank lines
    /// between entries are left alone.
    public static func rangeFormattingEdits(for tree: SyntaxTree, in range: TextRange) -> [TextEdit] {
        let result = format(tree)
        guard result.isChanged, let chunks = result.entryChunks else { return [] }
        let bytes = tree.source.bytes
        let byteOrderMarkLength = ByteOrderMark.length(in: bytes)
        var edits: [TextEdit] = []
        for (index, entry) in tree.entries.enumerated() where touches(entry.range, range, fileEnd: bytes.count) {
            let start = max(entry.range.lowerBound, byteOrderMarkLength)
            let old = Array(bytes[start..<entry.range.upperBound])
            let new = Array(result.bytes[chunks[index]])
            for edit in TextDiff.minimalEdits(from: old, to: new) {
                edits.append(TextEdit(
                    range: TextRange(edit.range.lowerBound + start, edit.range.upperBound + start), newText: edit.newText))
            }
        }
        return edits
    }

    /// A selection touches the entries it overlaps; a cursor, the entry it is in.
    private static func touches(_ entry: TextRange, _ range: TextRange, fileEnd: Int) -> Bool {
        if range.isEmpty {
            let offset = range.lowerBound
            return entry.lowerBound <= offset
                && (offset < entry.upperBound || (offset == entry.upperBound && offset == fileEnd))
        }
        return entry.lowerBound < range.upperBound && range.lowerBound < entry.upperBound
    }
}
