import AntrainSyntax

/// Expanding a selection (TOOLING.md §2): set or name → the exercise or food with its set
/// lines → the entry. Ranges come innermost first, each inside the next.
public enum SelectionRanges {
    public static func ranges(at offset: Int, in tree: SyntaxTree) -> [TextRange] {
        guard let entry = tree.entry(at: min(max(0, offset), tree.source.count)) else { return [] }
        let entryRange = DocumentOutline.contentRange(entry, tree: tree)
        var ranges: [TextRange] = []
        for line in entry.body where line.range.contains(offset) || (line.range.upperBound == offset && offset == tree.source.count) {
            switch line.content {
            case .exercise(let item):
                if item.name.range.touches(offset) { ranges.append(item.name.range) }
                if let set = item.inlineSets.first(where: { $0.range.touches(offset) }) { ranges.append(set.range) }
                // On a deeper set line: the set, the set line, then the whole item.
                for child in item.children where child.range.contains(offset) {
                    if case .sets(let sets) = child.content, let set = sets.first(where: { $0.range.touches(offset) }) { ranges.append(set.range) }
                    ranges.append(child.contentRange)
                }
                ranges.append(itemRange(item, line: line))
            case .food(let item):
                if item.name.range.touches(offset) { ranges.append(item.name.range) }
                if let amount = item.amount, amount.range.touches(offset) { ranges.append(amount.range) }
                ranges.append(line.contentRange)
            case .property:
                ranges.append(line.contentRange)
            default:
                break
            }
        }
        if entry.headerRange.touches(offset), ranges.isEmpty { ranges.append(entry.headerRange) }
        ranges.append(entryRange)
        // Each range must hold the one before it; drop any that does not (a cursor in trailing space).
        var nested: [TextRange] = []
        for range in ranges where nested.last.map({ range.lowerBound <= $0.lowerBound && range.upperBound >= $0.upperBound && range != $0 }) ?? true {
            nested.append(range)
        }
        return nested
    }

    /// The item line with its deeper set lines, up to the last that is not blank.
    private static func itemRange(_ item: ExerciseItemSyntax, line: BodyLineSyntax) -> TextRange {
        var end = line.contentRange.upperBound
        for child in item.children {
            if case .blank = child.content { continue }
            end = max(end, child.contentRange.upperBound)
        }
        return TextRange(line.contentRange.lowerBound, end)
    }
}
