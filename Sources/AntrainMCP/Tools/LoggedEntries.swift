import AntrainAnalysis
import AntrainSyntax

/// Entries compared as a log holds them: each entry's canonical text (``LogFormatter``), so
/// `Bench Press   100x5x3` is the entry `Bench Press 100x5x3` already written.
///
/// An assistant retries a call that seemed to fail; the `log` tool must not write the same
/// workout twice. Only an entry identical in canonical form counts: one set more, another
/// time or another note is another entry.
enum LoggedEntries {
    /// The positions, among `tree`'s entries, of those the log already holds.
    static func repeated(in tree: SyntaxTree, log: [UInt8]?) -> Set<Int> {
        guard let log, !log.isEmpty else { return [] }
        let held = Set(canonicalTexts(of: Parser.parse(SourceText(bytes: log))))
        let written = canonicalTexts(of: tree)
        return Set(written.indices.filter { held.contains(written[$0]) })
    }

    /// `tree`'s text without the entries at `positions`: the others as written, in order.
    static func text(of tree: SyntaxTree, leavingOut positions: Set<Int>) -> String {
        tree.entries.enumerated().filter { !positions.contains($0.offset) }.map { text(of: $0.element, in: tree) }.joined(separator: "\n")
    }

    /// Each entry's canonical text, in order.
    private static func canonicalTexts(of tree: SyntaxTree) -> [String] {
        tree.entries.map { LogFormatter.format(text(of: $0, in: tree)) }
    }

    /// One entry's text, its header to its last body line, ending in a line break.
    private static func text(of entry: EntrySyntax, in tree: SyntaxTree) -> String {
        let range = entry.range
        let text = String(decoding: tree.source.bytes[Int(range.start)..<Int(range.end)], as: UTF8.self)
        return text.hasSuffix("\n") ? text : text + "\n"
    }
}
