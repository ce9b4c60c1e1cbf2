import AntrainSyntax

/// An outline entry, editor-agnostic (the server maps it to `DocumentSymbol`).
///
/// Names and details are kept as ranges of the tree's source (and a set count), and written
/// as text by ``name(in:)`` and ``detail(in:)`` when the server sends them: the outline of a
/// long log has a symbol per exercise and food, and a `String` made for each of them costs
/// more than finding them.
public struct OutlineSymbol: Sendable, Hashable {
    public enum Kind: Sendable, Hashable { case datedEntry, definition, profile, template, item, property }

    /// What is shown beside a name.
    public enum Detail: Sendable, Hashable {
        /// An exercise's number of sets: "1 set", "3 sets".
        case sets(Int)
        /// Written text, such as a food's amount (`200g`).
        case text(TextRange)
    }

    /// The name's range in the source, trimmed (an entry's header without its note).
    public var nameRange: TextRange
    public var detail: Detail?
    public var kind: Kind
    public var range: TextRange
    public var selectionRange: TextRange
    public var children: [OutlineSymbol]

    /// The name as shown, from the source of the tree the symbol was found in.
    public func name(in source: SourceText) -> String { source.text(nameRange) }

    /// The detail as shown, from the source of the tree the symbol was found in.
    public func detail(in source: SourceText) -> String? {
        switch detail {
        case .sets(let count)?: String(count) + (count == 1 ? " set" : " sets")
        case .text(let range)?: source.text(range)
        case nil: nil
        }
    }
}

/// The outline of a file: entries (date, kind, title) with their exercises or foods.
///
/// Entries and lines are read by index through the views' cheap accessors (``BodyLineSyntax``
/// `exercise`, `food`, `sets`), and a line's whole ``BodyLineContent`` is built only for the
/// few lines that are none of those: an editor asks for the outline of a whole document, and
/// building each line's content (copying its payload) costs more than the outline itself.
public enum DocumentOutline {
    public static func symbols(_ tree: SyntaxTree) -> [OutlineSymbol] {
        let entries = tree.entries
        var symbols: [OutlineSymbol] = []
        symbols.reserveCapacity(entries.count)
        for entryIndex in entries.indices {
            let entry = entries[entryIndex]
            guard let kind = kind(of: entry.kind) else { continue }
            var children: [OutlineSymbol] = []
            // The entry's end without trailing blank and comment lines (``contentRange``),
            // found in the same pass as its items: each line is read once.
            var end = ContentEnd(entry)
            let body = entry.body
            for index in body.indices {
                let line = body[index]
                if let item = line.exercise {
                    let itemEnd = end.add(exercise: item, line: line)
                    if children.isEmpty { children.reserveCapacity(body.count - index) }
                    children.append(OutlineSymbol(
                        nameRange: item.name.textRange, detail: .sets(setCount(item)), kind: .item,
                        range: TextRange(line.contentRange.lowerBound, itemEnd), selectionRange: item.name.range, children: []))
                } else if let food = line.food {
                    end.add(line)
                    if children.isEmpty { children.reserveCapacity(body.count - index) }
                    children.append(OutlineSymbol(
                        nameRange: food.name.textRange, detail: food.amount.map { .text($0.range) }, kind: .item,
                        range: line.range, selectionRange: food.name.range, children: []))
                } else if isContent(line.content) {
                    end.add(line)
                }
            }
            symbols.append(OutlineSymbol(
                nameRange: nameRange(of: entry, in: tree), detail: nil, kind: kind,
                range: TextRange(entry.headerRange.lowerBound, end.offset), selectionRange: entry.headerRange, children: children))
        }
        return symbols
    }

    /// What an entry is in an outline, or nil for a line that is no entry.
    static func kind(of entry: EntrySyntax) -> OutlineSymbol.Kind? { kind(of: entry.kind) }

    /// What an entry of `kind` is in an outline: read from the entry's kind, without copying
    /// its header (nil for a date followed by no entry kind, or a line that is no entry).
    private static func kind(of kind: EntryKind?) -> OutlineSymbol.Kind? {
        switch kind {
        case .profile?: .profile
        case .template?: .template
        case .exercise?, .food?, .recipe?: .definition
        case nil: nil
        default: .datedEntry
        }
    }

    /// An entry's name in outlines and symbol searches: its header without the note
    /// (`2026-11-20 07:30 lifting Push A`).
    static func name(of entry: EntrySyntax, in tree: SyntaxTree) -> String {
        tree.source.text(nameRange(of: entry, in: tree))
    }

    /// The range of ``name(of:in:)``.
    static func nameRange(of entry: EntrySyntax, in tree: SyntaxTree) -> TextRange {
        let headerEnd = entry.note?.lowerBound ?? entry.headerRange.upperBound
        return trimmed(TextRange(entry.headerRange.lowerBound, headerEnd), in: tree.source)
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
        let sets = item.allSets
        var count = 0
        for set in sets.indices { count += sets.repeatCount(at: set) }
        return count
    }

    /// Whether a body line holds more than a blank or a comment.
    fileprivate static func isContent(_ content: BodyLineContent) -> Bool {
        switch content {
        case .blank, .comment: false
        default: true
        }
    }

    /// The entry without trailing blank and comment lines.
    static func contentRange(_ entry: EntrySyntax, tree: SyntaxTree) -> TextRange {
        TextRange(entry.headerRange.lowerBound, ContentEnd(entry, lines: entry.body).offset)
    }
}

/// Where an entry's content ends, without trailing blank and comment lines, and on which
/// line: the end of its last item or property line (with its note), or of the last line
/// under an exercise that is not blank.
///
/// Every line passed in lies after the ones before it, so the latest end is on the line that
/// gave it, and folding needs no search of the line table.
struct ContentEnd {
    private(set) var offset: Int
    private(set) var line: Int

    init(_ entry: EntrySyntax) {
        offset = entry.headerRange.upperBound
        line = entry.line
    }

    /// The end of `entry` over all of `lines` (its body).
    init(_ entry: EntrySyntax, lines body: BodyLines) {
        self.init(entry)
        for index in body.indices {
            let line = body[index]
            if let item = line.exercise {
                add(exercise: item, line: line)
            } else if line.food != nil || DocumentOutline.isContent(line.content) {
                add(line)
            }
        }
    }

    /// Takes in a body line that is no blank or comment line.
    mutating func add(_ line: BodyLineSyntax) {
        extend(to: max(line.contentRange.upperBound, line.note?.upperBound ?? 0), line: line.line)
    }

    /// Takes in an exercise's line and the lines under it; returns the end of the item with
    /// its set lines, up to the last one that is neither blank nor a comment.
    @discardableResult
    mutating func add(exercise item: ExerciseItemSyntax, line: BodyLineSyntax) -> Int {
        add(line)
        var itemEnd = line.contentRange.upperBound
        let children = item.children
        for child in children.indices {
            let childLine = children[child]
            let isSetLine = childLine.sets != nil
            if !isSetLine, case .blank = childLine.content { continue }
            let childEnd = max(childLine.contentRange.upperBound, childLine.note?.upperBound ?? 0)
            extend(to: childEnd, line: childLine.line)
            if isSetLine || DocumentOutline.isContent(childLine.content) { itemEnd = max(itemEnd, childEnd) }
        }
        return itemEnd
    }

    private mutating func extend(to end: Int, line: Int) {
        if end > offset {
            offset = end
            self.line = line
        }
    }
}

/// Folding: one range per entry, from its header to its last body line.
public enum FoldingRanges {
    public static func ranges(_ tree: SyntaxTree) -> [(startLine: Int, endLine: Int)] {
        let entries = tree.entries
        var ranges: [(startLine: Int, endLine: Int)] = []
        for index in entries.indices {
            let entry = entries[index]
            let endLine = ContentEnd(entry, lines: entry.body).line
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
