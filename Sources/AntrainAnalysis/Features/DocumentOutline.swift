import AntrainSyntax

/// An outline entry, editor-agnostic (the server maps it to `DocumentSymbol`).
public struct OutlineSymbol: Sendable, Hashable {
    public enum Kind: Sendable, Hashable { case datedEntry, definition, profile, template, item, property }
    public var name: String
    public var detail: String?
    public var kind: Kind
    public var range: TextRange
    public var selectionRange: TextRange
    public var children: [OutlineSymbol]
}

/// The outline of a file: entries (date, kind, title) with their exercises or foods.
///
/// Entries and lines are read by index and sets counted in place: an editor asks for the
/// outline of a whole document, and copying every line (arrays and all) or gathering an
/// item's sets into a new array cost more than the outline itself.
public enum DocumentOutline {
    public static func symbols(_ tree: SyntaxTree) -> [OutlineSymbol] {
        var symbols: [OutlineSymbol] = []
        symbols.reserveCapacity(tree.items.count)
        for item in tree.items {
            guard case .entry(let entry) = item, let kind = kind(of: entry) else { continue }
            let name = name(of: entry, in: tree)
            var children: [OutlineSymbol] = []
            children.reserveCapacity(entry.body.count)
            // The entry's end without trailing blank and comment lines (``contentRange``),
            // found in the same pass as its items: each line is read once.
            var entryEnd = entry.headerRange.upperBound
            for index in entry.body.indices {
                let line = entry.body[index]
                let content = line.content
                guard isContent(content) else { continue }
                entryEnd = max(entryEnd, line.contentRange.upperBound, line.note?.upperBound ?? 0)
                switch content {
                case .exercise(let item):
                    let sets = setCount(item)
                    // The item with its set lines, up to the last one that is not blank.
                    var end = line.contentRange.upperBound
                    var childrenEnd = end
                    for child in item.children.indices {
                        let childLine = item.children[child]
                        let childContent = childLine.content
                        if case .blank = childContent { continue }
                        let childEnd = max(childLine.contentRange.upperBound, childLine.note?.upperBound ?? 0)
                        childrenEnd = max(childrenEnd, childEnd)
                        if isContent(childContent) { end = max(end, childEnd) }
                    }
                    entryEnd = max(entryEnd, childrenEnd)
                    children.append(OutlineSymbol(
                        name: tree.source.text(item.name.textRange), detail: String(sets) + (sets == 1 ? " set" : " sets"),
                        kind: .item, range: TextRange(line.contentRange.lowerBound, end),
                        selectionRange: item.name.range, children: []))
                case .food(let item):
                    children.append(OutlineSymbol(
                        name: tree.source.text(item.name.textRange), detail: item.amount.map { tree.source.text($0.range) },
                        kind: .item, range: line.range, selectionRange: item.name.range, children: []))
                default:
                    break
                }
            }
            symbols.append(OutlineSymbol(
                name: name, detail: nil, kind: kind, range: TextRange(entry.headerRange.lowerBound, entryEnd),
                selectionRange: entry.headerRange, children: children))
        }
        return symbols
    }

    /// What an entry is in an outline, or nil for a line that is no entry.
    static func kind(of entry: EntrySyntax) -> OutlineSymbol.Kind? {
        switch entry.header {
        case .profile: .profile
        case .template: .template
        case .exerciseDefinition, .foodDefinition, .recipeDefinition: .definition
        case .unknownKind, .unreadable: nil
        default: .datedEntry
        }
    }

    /// An entry's name in outlines and symbol searches: its header without the note
    /// (`2026-11-20 07:30 lifting Push A`).
    static func name(of entry: EntrySyntax, in tree: SyntaxTree) -> String {
        let headerEnd = entry.note?.lowerBound ?? entry.headerRange.upperBound
        return tree.source.text(trimmed(TextRange(entry.headerRange.lowerBound, headerEnd), in: tree.source))
    }

    /// `range` without leading and trailing spaces and tabs, trimmed on the bytes.
    private static func trimmed(_ range: TextRange, in source: SourceText) -> TextRange {
        var start = range.lowerBound
        var end = min(range.upperBound, source.count)
        while start < end, source.bytes[start] == UInt8(ascii: " ") || source.bytes[start] == UInt8(ascii: "\t") { start += 1 }
        while end > start, source.bytes[end - 1] == UInt8(ascii: " ") || source.bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        return TextRange(start, end)
    }

    /// How many sets an item stands for (`100x5x3` is three), inline and on its set lines.
    private static func setCount(_ item: ExerciseItemSyntax) -> Int {
        var count = 0
        for set in item.inlineSets.indices { count += item.inlineSets[set].repeatCount }
        for child in item.children.indices {
            guard case .sets(let sets) = item.children[child].content else { continue }
            for set in sets.indices { count += sets[set].repeatCount }
        }
        return count
    }

    /// Whether a body line holds more than a blank or a comment.
    private static func isContent(_ content: BodyLineContent) -> Bool {
        switch content {
        case .blank, .comment: false
        default: true
        }
    }

    /// The entry without trailing blank and comment lines.
    static func contentRange(_ entry: EntrySyntax, tree: SyntaxTree) -> TextRange {
        var end = entry.headerRange.upperBound
        for index in entry.body.indices {
            let line = entry.body[index]
            let content = line.content
            guard isContent(content) else { continue }
            end = max(end, line.contentRange.upperBound, line.note?.upperBound ?? 0)
            if case .exercise(let item) = content {
                for child in item.children.indices {
                    let childLine = item.children[child]
                    if case .blank = childLine.content { continue }
                    end = max(end, childLine.contentRange.upperBound, childLine.note?.upperBound ?? 0)
                }
            }
        }
        return TextRange(entry.headerRange.lowerBound, end)
    }
}

/// Folding: one range per entry, from its header to its last body line.
public enum FoldingRanges {
    public static func ranges(_ tree: SyntaxTree) -> [(startLine: Int, endLine: Int)] {
        var ranges: [(startLine: Int, endLine: Int)] = []
        for item in tree.items {
            guard case .entry(let entry) = item else { continue }
            let range = DocumentOutline.contentRange(entry, tree: tree)
            let endLine = tree.source.lineIndex.line(containing: range.upperBound)
            if endLine > entry.line { ranges.append((entry.line, endLine)) }
        }
        return ranges
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var start = startIndex
        var end = endIndex
        while start < end, self[start] == " " || self[start] == "\t" { start = index(after: start) }
        while end > start, self[index(before: end)] == " " || self[index(before: end)] == "\t" { end = index(before: end) }
        return String(self[start..<end])
    }
}
