/// The lossless syntax tree of one file, and the diagnostics found while reading it.
///
/// Every byte of the source belongs to exactly one top-level node (an entry, or a trivia
/// line between entries), so ``printed()`` gives back the input byte for byte.
public struct SyntaxTree: Sendable {
    public let source: SourceText
    public let items: [TopLevelSyntax]
    public let diagnostics: [Diagnostic]
    /// Indices in `items` of the undated entries (profile, exercise, food, template), so the
    /// workspace can collect definitions without walking every workout and meal.
    public let definitionItems: [Int]

    public init(source: SourceText, items: [TopLevelSyntax], diagnostics: [Diagnostic], definitionItems: [Int]? = nil) {
        self.source = source
        self.items = items
        self.diagnostics = diagnostics
        self.definitionItems = definitionItems ?? items.indices.filter { index in
            if case .entry(let entry) = items[index], let kind = entry.kind { return !kind.isDated }
            return false
        }
    }

    /// The entries in file order.
    public var entries: [EntrySyntax] {
        items.compactMap { if case .entry(let entry) = $0 { entry } else { nil } }
    }

    /// The source text reassembled from the nodes' ranges: equal to the input.
    public func printed() -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(source.count)
        var expected = 0
        for item in items {
            let range: TextRange
            switch item {
            case .entry(let entry): range = entry.range
            case .trivia(_, let triviaRange, _): range = triviaRange
            }
            // A byte order mark sits before the first node.
            if expected == 0, range.lowerBound > 0 { output += source.bytes[0..<range.lowerBound] }
            output += source.bytes[range.lowerBound..<range.upperBound]
            expected = range.upperBound
        }
        if expected == 0, items.isEmpty { output += source.bytes }
        return output
    }

    /// The entry whose range contains `offset`, if any.
    public func entry(at offset: Int) -> EntrySyntax? {
        // Entries are in file order: binary search over the top-level items.
        var low = 0
        var high = items.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range: TextRange
            switch items[mid] {
            case .entry(let entry): range = entry.range
            case .trivia(_, let triviaRange, _): range = triviaRange
            }
            if offset < range.lowerBound {
                high = mid - 1
            } else if offset >= range.upperBound {
                low = mid + 1
            } else {
                if case .entry(let entry) = items[mid] { return entry }
                return nil
            }
        }
        // The very end of a file without a final newline belongs to the last entry.
        if offset == source.count, case .entry(let entry)? = items.last { return entry }
        return nil
    }
}
