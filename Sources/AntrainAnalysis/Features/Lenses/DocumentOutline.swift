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
    /// An entry's exercises or foods; none for an item.
    public var children: Children

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

    /// An entry's items, in order, read as symbols of kind ``Kind/item`` without children.
    ///
    /// The items of a whole outline are plain values in one array that every entry's
    /// children share a slice of: an outline has an item per exercise and food, and an array
    /// of symbols per entry (each symbol holding an empty array of its own) costs an
    /// allocation to make and a walk to free for every entry.
    public struct Children: RandomAccessCollection, Hashable, Sendable {
        let items: ArraySlice<Item>

        init(_ items: ArraySlice<Item> = []) { self.items = items }

        public var startIndex: Int { 0 }
        public var endIndex: Int { items.count }
        public subscript(position: Int) -> OutlineSymbol {
            let item = items[items.startIndex + position]
            return OutlineSymbol(
                nameRange: item.nameRange, detail: item.detail, kind: .item, range: item.range,
                selectionRange: item.selectionRange, children: Children())
        }
    }

    /// An item's symbol without its kind (always ``Kind/item``) and children (none).
    struct Item: Hashable, Sendable {
        var nameRange: TextRange
        var detail: Detail?
        var range: TextRange
        var selectionRange: TextRange
    }
}

/// The outline of a file: entries (date, kind, title) with their exercises or foods.
///
/// An entry's items and where its content ends are read from the tree's line records
/// (``EntrySyntax/itemLines``, ``EntrySyntax/contentEnd``): an editor asks for the outline of
/// a whole document, and building a view and a content for each line costs more than the
/// outline itself.
public enum DocumentOutline {
    public static func symbols(_ tree: SyntaxTree) -> [OutlineSymbol] {
        let entries = tree.entries
        var symbols: [OutlineSymbol] = []
        symbols.reserveCapacity(entries.count)
        // Each symbol's items in `items`, the shared array, which is complete (and so can be
        // sliced without being copied) only once every entry is read.
        var itemRanges: [Range<Int>] = []
        itemRanges.reserveCapacity(entries.count)
        var items: [OutlineSymbol.Item] = []
        items.reserveCapacity(tree.itemCount)
        for entryIndex in entries.indices {
            let entry = entries[entryIndex]
            guard let kind = kind(of: entry.kind) else { continue }
            let itemStart = items.count
            var lines = entry.itemLines
            while let line = lines.next() {
                switch line.kind {
                case .exercise(let setCount):
                    let itemEnd = max(line.contentRange.upperBound, line.childContentEnd ?? 0)
                    items.append(OutlineSymbol.Item(
                        nameRange: line.name.textRange, detail: .sets(setCount),
                        range: TextRange(line.contentRange.lowerBound, itemEnd), selectionRange: line.name.range))
                case .food(let amount):
                    items.append(OutlineSymbol.Item(
                        nameRange: line.name.textRange, detail: amount.map { .text($0) },
                        range: line.range, selectionRange: line.name.range))
                }
            }
            itemRanges.append(itemStart..<items.count)
            symbols.append(OutlineSymbol(
                nameRange: nameRange(of: entry, in: tree), detail: nil, kind: kind,
                range: contentRange(entry, tree: tree), selectionRange: entry.headerRange,
                children: OutlineSymbol.Children()))
        }
        for index in symbols.indices where !itemRanges[index].isEmpty {
            symbols[index].children = OutlineSymbol.Children(items[itemRanges[index]])
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
        // Through the buffer: each byte read through the source object is checked and
        // retained on its own, and an outline trims every entry's header.
        source.bytes.withUnsafeBufferPointer { bytes in
            var start = range.lowerBound
            var end = min(range.upperBound, bytes.count)
            while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
            while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
            return TextRange(start, end)
        }
    }

    /// The entry without trailing blank and comment lines.
    static func contentRange(_ entry: EntrySyntax, tree: SyntaxTree) -> TextRange {
        TextRange(entry.headerRange.lowerBound, entry.contentEnd.offset)
    }
}

/// Folding: one range per entry, from its header to its last body line.
public enum FoldingRanges {
    public static func ranges(_ tree: SyntaxTree) -> [(startLine: Int, endLine: Int)] {
        let entries = tree.entries
        var ranges: [(startLine: Int, endLine: Int)] = []
        ranges.reserveCapacity(entries.count)
        for index in entries.indices {
            let entry = entries[index]
            let endLine = entry.contentEnd.line
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
