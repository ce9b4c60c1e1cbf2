import AntrainAnalysis
import AntrainSyntax
import Testing

/// The outline (document symbols) and folding ranges of one small document, compared whole.
@Suite struct OutlineTests {
    /// Line numbers (0-based) on the right.
    static let document = [
        "profile",  // 0
        "  unit: kg",  // 1
        "2026-11-20 07:30 lifting Push Day 1h05min # felt good",  // 2
        "  Bench Press 100x5 @8, 100x5x2",  // 3
        "  Pull Up",  // 4
        "    BWx8",  // 5
        "    BWx6 # last one ugly",  // 6
        "  note: shoulder fine",  // 7
        "  # a comment at the end of the body",  // 8
        "",  // 9
        "2026-11-20 12:30 lunch",  // 10
        "  Tavuk Göğsü 200g",  // 11
        "  Rice",  // 12
        "# week 47",  // 13
        "exercise Landmine Press",  // 14
        "  category: barbell",  // 15
        "  muscles: shoulders",  // 16
        "template Push Day",  // 17
        "  Bench Press: x5x3 @8",  // 18
        "2026-11-21 bodyweight 80kg",  // 19
        "",  // 20
    ].joined(separator: "\n")

    @Test func symbolsAreTheEntriesWithTheirItems() {
        let tree = Parser.parse(Self.document)
        let lines = tree.source.lineIndex
        func describe(_ symbol: OutlineSymbol, indent: String) -> [String] {
            let first = lines.line(containing: symbol.range.lowerBound)
            // The line of the last byte: a range may end with its line break.
            let last = lines.line(containing: max(symbol.range.lowerBound, symbol.range.upperBound - 1))
            let selection = tree.source.text(symbol.selectionRange)
            let line = "\(indent)\(symbol.kind) \"\(symbol.name(in: tree.source))\"\(symbol.detail(in: tree.source).map { " (\($0))" } ?? "") lines \(first)–\(last) selects \"\(selection)\""
            return [line] + symbol.children.flatMap { describe($0, indent: indent + "  ") }
        }
        let outline = DocumentOutline.symbols(tree).flatMap { describe($0, indent: "") }
        #expect(outline == [
            "profile \"profile\" lines 0–1 selects \"profile\"",
            // The header's note is not part of the name; the body ends at its last item or property.
            "datedEntry \"2026-11-20 07:30 lifting Push Day 1h05min\" lines 2–7 selects \"2026-11-20 07:30 lifting Push Day 1h05min # felt good\"",
            // 100x5 and 100x5x2: three sets. An exercise's range holds its set lines.
            "  item \"Bench Press\" (3 sets) lines 3–3 selects \"Bench Press\"",
            "  item \"Pull Up\" (2 sets) lines 4–6 selects \"Pull Up\"",
            "datedEntry \"2026-11-20 12:30 lunch\" lines 10–12 selects \"2026-11-20 12:30 lunch\"",
            "  item \"Tavuk Göğsü\" (200g) lines 11–11 selects \"Tavuk Göğsü\"",
            "  item \"Rice\" lines 12–12 selects \"Rice\"",
            "definition \"exercise Landmine Press\" lines 14–16 selects \"exercise Landmine Press\"",
            "template \"template Push Day\" lines 17–18 selects \"template Push Day\"",
            "  item \"Bench Press\" (3 sets) lines 18–18 selects \"Bench Press\"",
            "datedEntry \"2026-11-21 bodyweight 80kg\" lines 19–19 selects \"2026-11-21 bodyweight 80kg\"",
        ])
    }

    @Test func foldingIsOneRangePerEntryWithABody() {
        let ranges = FoldingRanges.ranges(Parser.parse(Self.document)).map { [$0.startLine, $0.endLine] }
        // Each entry from its header to its last item or property: trailing comments and blank
        // lines stay unfolded, and a one-line entry (the bodyweight) has no range.
        #expect(ranges == [[0, 1], [2, 7], [10, 12], [14, 16], [17, 18]])
    }
}
