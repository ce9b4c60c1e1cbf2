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
public enum DocumentOutline {
    public static func symbols(_ tree: SyntaxTree) -> [OutlineSymbol] {
        tree.entries.compactMap { entry -> OutlineSymbol? in
            guard entry.kind != nil else { return nil }
            var headerEnd = entry.headerRange.upperBound
            if let note = entry.note { headerEnd = note.lowerBound }
            let name = tree.source.text(TextRange(entry.headerRange.lowerBound, headerEnd)).trimmingSpaces
            var children: [OutlineSymbol] = []
            for line in entry.body {
                switch line.content {
                case .exercise(let item):
                    let sets = item.allSets.reduce(0) { $0 + $1.repeatCount }
                    // The item with its set lines, up to the last one that is not blank.
                    var end = line.contentRange.upperBound
                    for child in item.children where child.content != .blank && child.content != .comment {
                        end = max(end, child.contentRange.upperBound, child.note?.upperBound ?? 0)
                    }
                    children.append(OutlineSymbol(
                        name: tree.source.text(item.name.textRange), detail: "\(sets) set\(sets == 1 ? "" : "s")",
                        kind: .item, range: TextRange(line.contentRange.lowerBound, end), selectionRange: item.name.range,
                        children: []))
                case .food(let item):
                    children.append(OutlineSymbol(
                        name: tree.source.text(item.name.textRange), detail: item.amount.map { tree.source.text($0.range) },
                        kind: .item, range: line.range, selectionRange: item.name.range, children: []))
                default:
                    break
                }
            }
            let kind: OutlineSymbol.Kind = switch entry.header {
            case .profile: .profile
            case .template: .template
            case .exerciseDefinition, .foodDefinition: .definition
            default: .datedEntry
            }
            return OutlineSymbol(
                name: name, detail: nil, kind: kind, range: contentRange(entry, tree: tree),
                selectionRange: entry.headerRange, children: children)
        }
    }

    /// The entry without trailing blank and comment lines.
    static func contentRange(_ entry: EntrySyntax, tree: SyntaxTree) -> TextRange {
        var end = entry.headerRange.upperBound
        for line in entry.body {
            switch line.content {
            case .blank, .comment: continue
            default: end = max(end, line.contentRange.upperBound, line.note?.upperBound ?? 0)
            }
            if case .exercise(let item) = line.content {
                for child in item.children where child.content != .blank { end = max(end, child.contentRange.upperBound, child.note?.upperBound ?? 0) }
            }
        }
        return TextRange(entry.headerRange.lowerBound, end)
    }
}

/// Folding: one range per entry, from its header to its last body line.
public enum FoldingRanges {
    public static func ranges(_ tree: SyntaxTree) -> [(startLine: Int, endLine: Int)] {
        tree.entries.compactMap { entry in
            let range = DocumentOutline.contentRange(entry, tree: tree)
            let endLine = tree.source.lineIndex.line(containing: range.upperBound)
            return endLine > entry.line ? (entry.line, endLine) : nil
        }
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
