/// The lossless syntax tree of one file, and the diagnostics found while reading it.
///
/// Every byte of the source belongs to exactly one top-level node (an entry, or a trivia
/// line between entries), so ``printed()`` gives back the input byte for byte. The nodes live
/// in a ``SyntaxArena``; the tree and its views are cheap handles on it.
public struct SyntaxTree: Sendable {
    public let source: SourceText
    public let arena: SyntaxArena
    public let diagnostics: [Diagnostic]
    /// Indices in `items` of the undated entries (profile, exercise, food, template,
    /// program), so the workspace can collect definitions without walking every workout and
    /// meal.
    public let definitionItems: [Int]

    init(source: SourceText, arena: SyntaxArena, diagnostics: [Diagnostic], definitionItems: [Int]) {
        self.source = source
        self.arena = arena
        self.diagnostics = diagnostics
        self.definitionItems = definitionItems
    }

    /// A tree without nodes: a source's diagnostics only, or a stand-in for a source not read.
    public init(source: SourceText, diagnostics: [Diagnostic] = []) {
        self.init(source: source, arena: .empty, diagnostics: diagnostics, definitionItems: [])
    }

    /// The pieces of lines the grammar could not take, in file order (each has a syntax
    /// diagnostic in ``diagnostics``).
    public var errors: [SyntaxError] { arena.errors }

    /// The top-level pieces in file order.
    @inlinable public var items: TopLevelItems { TopLevelItems(arena: arena) }

    /// The entries in file order.
    @inlinable public var entries: Entries { Entries(arena: arena) }

    /// How many exercise and food items the tree holds, in all its entries: room to reserve
    /// for a reader that collects them.
    public var itemCount: Int { arena.exercises.count + arena.foods.count }

    /// The source text reassembled from the nodes' ranges: equal to the input.
    public func printed() -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(source.count)
        var expected = 0
        for item in arena.topLevel {
            let range = item.range
            // A byte order mark sits before the first node.
            if expected == 0, range.lowerBound > 0 { output += source.bytes[0..<range.lowerBound] }
            output += source.bytes[range.lowerBound..<range.upperBound]
            expected = range.upperBound
        }
        if expected == 0, arena.topLevel.isEmpty { output += source.bytes }
        return output
    }

    /// The entry whose range contains `offset`, if any.
    public func entry(at offset: Int) -> EntrySyntax? {
        let items = arena.topLevel
        // Entries are in file order: binary search over the top-level items.
        var low = 0
        var high = items.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = items[mid].range
            if offset < range.lowerBound {
                high = mid - 1
            } else if offset >= range.upperBound {
                low = mid + 1
            } else {
                return items[mid].entry >= 0 ? EntrySyntax(arena: arena, index: items[mid].entry) : nil
            }
        }
        // The very end of a file without a final newline belongs to the last entry.
        if offset == source.count, let last = items.last, last.entry >= 0 { return EntrySyntax(arena: arena, index: last.entry) }
        return nil
    }
}

/// A top-level piece of a file, in order: entries and the lines between them.
public enum TopLevelSyntax: Equatable, Sendable {
    case entry(EntrySyntax)
    /// A blank line or a column-0 comment line outside any entry, or an indented line that
    /// belongs to no entry (with a diagnostic).
    case trivia(line: Int, range: TextRange, isComment: Bool)

    /// The piece's range, line break included.
    public var range: TextRange {
        switch self {
        case .entry(let entry): entry.range
        case .trivia(_, let range, _): range
        }
    }
}

/// The top-level pieces of a tree, read from its arena.
public struct TopLevelItems: RandomAccessCollection, Sendable {
    @usableFromInline let arena: SyntaxArena
    @inlinable init(arena: SyntaxArena) { self.arena = arena }
    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { arena.topLevel.count }

    @inlinable public subscript(position: Int) -> TopLevelSyntax {
        let raw = arena.topLevel[position]
        if raw.entry >= 0 { return .entry(EntrySyntax(arena: arena, index: raw.entry)) }
        return .trivia(line: Int(raw.line), range: raw.range, isComment: raw.isComment)
    }
}

/// The entries of a tree in file order, read from its arena.
public struct Entries: RandomAccessCollection, Sendable {
    @usableFromInline let arena: SyntaxArena
    @inlinable init(arena: SyntaxArena) { self.arena = arena }
    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { arena.entries.count }
    @inlinable public subscript(position: Int) -> EntrySyntax { EntrySyntax(arena: arena, index: Int32(position)) }
}
