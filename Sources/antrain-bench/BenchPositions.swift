import AntrainSyntax

/// Where in a document the server bench edits, completes and hovers: points spread evenly
/// from the top of the file to the bottom, found by parsing it once beforehand.
struct BenchPositions {
    /// A reps digit, what it says, and another digit to change it to.
    struct Edit {
        var position: LSPPosition
        var original: String
        var replacement: String
    }

    /// Half as many as the other points: each is changed, then changed back.
    var edits: [Edit] = []
    /// Three characters into an exercise name: `Ben|ch Press`.
    var exerciseNames: [LSPPosition] = []
    /// Inside a set: `1|00x5`.
    var sets: [LSPPosition] = []
    /// Inside a meal header's kind: `2026-11-02 08:00 br|eakfast`.
    var mealHeaders: [LSPPosition] = []
    /// Byte offsets of lifting headers, for resolving their code lenses.
    var liftingHeaders: [Int] = []

    init(_ bytes: [UInt8], count: Int) {
        let tree = Parser.parse(SourceText(bytes: bytes))
        var repsDigits: [Int] = []
        var names: [Int] = []
        var sets: [Int] = []
        var meals: [Int] = []
        var lifting: [Int] = []
        for entry in tree.entries {
            switch entry.kind {
            case .lifting:
                lifting.append(entry.range.lowerBound)
                for line in entry.body {
                    guard case .exercise(let item) = line.content else { continue }
                    if item.name.range.length > 3 { names.append(item.name.range.lowerBound + 3) }
                    for set in item.allSets {
                        sets.append(set.range.lowerBound + 1)
                        if let reps = set.reps { repsDigits.append(reps.range.upperBound - 1) }
                    }
                }
            case .meal:
                if let keyword = entry.keyword { meals.append(keyword.lowerBound + 2) }
            default:
                break
            }
        }
        let lineIndex = tree.source.lineIndex
        func position(_ offset: Int) -> LSPPosition {
            let (line, column) = lineIndex.utf16Position(of: offset, in: bytes)
            return LSPPosition(line: line, character: column)
        }
        func spread(_ offsets: [Int], count: Int = count) -> [LSPPosition] {
            guard !offsets.isEmpty else { return [] }
            return (0..<count).map { position(offsets[$0 * offsets.count / count]) }
        }
        // Each edit point serves twice: once to change the digit, once to restore it.
        edits = spread(repsDigits, count: (count + 1) / 2).map { point in
            let offset = lineIndex.offset(line: point.line, utf16Column: point.character, in: bytes)
            let digit = bytes[offset] - UInt8(ascii: "0")
            return Edit(position: point, original: String(digit), replacement: String(digit == 9 ? 8 : digit + 1))
        }
        exerciseNames = spread(names)
        self.sets = spread(sets)
        mealHeaders = spread(meals)
        liftingHeaders = lifting.isEmpty ? [] : (0..<count).map { lifting[$0 * lifting.count / count] }
    }
}
