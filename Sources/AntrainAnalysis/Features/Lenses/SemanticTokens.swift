import AntrainModel
import AntrainSyntax

/// A highlighted range, editor-agnostic; the server encodes it for LSP.
public struct SemanticToken: Sendable, Hashable {
    public var range: TextRange
    public var type: SemanticTokenType
    public var modifiers: SemanticTokenModifiers
}

/// Token types, each one that editors' themes colour (the server names them in its legend).
public enum SemanticTokenType: Int, Sendable, CaseIterable {
    case keyword, number, string, comment, `operator`, property, function, type, variable, enumMember, decorator, modifier, `struct`
}

/// Token modifiers (standard LSP names), as a bit set in legend order.
public struct SemanticTokenModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A preset exercise or food (the library that ships with Antrain).
    public static let defaultLibrary = SemanticTokenModifiers(rawValue: 1 << 0)
    /// The name in a custom definition (`exercise NAME`).
    public static let declaration = SemanticTokenModifiers(rawValue: 1 << 1)
    /// A `# note` kept with its item, as opposed to a comment line.
    public static let documentation = SemanticTokenModifiers(rawValue: 1 << 2)

    /// Every modifier, in bit order.
    public static let all: [SemanticTokenModifiers] = [.defaultLibrary, .declaration, .documentation]
}

/// Semantic highlighting of a whole file: dates, keywords, exercise names (preset, custom or
/// unknown), food names, numbers, units, RPE, tags, notes and comments.
public enum SemanticHighlighter {
    /// Units wherever they follow a number; the figure names of `per 100g:` are units there
    /// only (``FileHighlighter``), since `p`, `c` and `f` are other words elsewhere.
    static let unitWords: Set<String> = Set(["cm", "ft", "in", NutrientKeyWord.kcal.spelling, "rounds", "round"]
        + FoodUnitWord.allSpellings + NutrientUnitWord.allSpellings + LoadUnit.allSpellings + DistanceSyntax.Unit.allSpellings
        + DurationUnits.all)

    public static func tokens(in snapshot: WorkspaceSnapshot, fileIndex: Int) -> [SemanticToken] {
        var highlighter = FileHighlighter(snapshot: snapshot, tree: snapshot.files[fileIndex].tree)
        highlighter.run()
        return highlighter.tokens
    }
}

/// Walks a file's lines and classifies each token by the node it belongs to.
struct FileHighlighter {
    let snapshot: WorkspaceSnapshot
    let tree: SyntaxTree
    var tokens: [SemanticToken] = []
    private var lexed: [Token] = []
    private var exerciseKinds: [String: (SemanticTokenType, SemanticTokenModifiers)] = [:]
    private var foodKinds: [String: (SemanticTokenType, SemanticTokenModifiers)] = [:]

    init(snapshot: WorkspaceSnapshot, tree: SyntaxTree) {
        self.snapshot = snapshot
        self.tree = tree
    }

    mutating func run() {
        for item in tree.items {
            switch item {
            case .trivia(_, let range, let isComment):
                if isComment { emitComments(in: range) }
            case .entry(let entry):
                highlight(entry)
            }
        }
    }

    private mutating func highlight(_ entry: EntrySyntax) {
        var names: [(TextRange, SemanticTokenType, SemanticTokenModifiers)] = []
        switch entry.header {
        case .lifting(let title, _): if let title { names.append((title.range, .string, [])) }
        case .metcon(let type, _, _, let result):
            if let type { names.append((type, .enumMember, [])) }
            if let result { names.append((result.range, .string, [])) }
        case .cardio(let type, _, _, _): if let type { names.append((type, .enumMember, [])) }
        case .meal(_, let name?): names.append((name.range, .string, []))
        case .exerciseDefinition(let name?): names.append((name.range, .function, .declaration))
        case .foodDefinition(let name?): names.append((name.range, .type, .declaration))
        case .recipeDefinition(let name?): names.append((name.range, .type, .declaration))
        case .template(let name?): names.append((name.range, .struct, .declaration))
        case .programDefinition(let name?): names.append((name.range, .struct, .declaration))
        case .measure(let measurements): for measurement in measurements { names.append((measurement.siteRange, .property, [])) }
        case .programStart(.program(let name)?): names.append((name.range, .struct, []))
        case .programStart(.none(let range)?): names.append((range, .keyword, []))
        case .trainingMax(let name?, _):
            let (type, modifiers) = exerciseStyle(tree.source.text(name.textRange))
            names.append((name.range, type, modifiers))
        default: break
        }
        if let keyword = entry.keyword { names.append((keyword, .keyword, [])) }
        emitLine(entry.headerRange, names: names, noteIsDocumentation: true)
        for line in entry.body { highlight(line, kind: entry.kind) }
    }

    private mutating func highlight(_ line: BodyLineSyntax, kind: EntryKind?) {
        var names: [(TextRange, SemanticTokenType, SemanticTokenModifiers)] = []
        switch line.content {
        case .blank: return
        case .comment:
            emitComments(in: line.range)
            return
        case .exercise(let item):
            let (type, modifiers) = exerciseStyle(tree.source.text(item.name.textRange))
            names.append((item.name.range, type, modifiers))
            emitLine(line.range, names: names, noteIsDocumentation: true)
            for child in item.children { highlight(child, kind: kind) }
            return
        case .food(let item):
            let (type, modifiers) = foodStyle(tree.source.text(item.name.textRange))
            names.append((item.name.range, type, modifiers))
        case .property(let property):
            names.append((property.key, .property, []))
            if property.knownKey == .note || property.knownKey == .result || property.knownKey == .name
                || property.knownKey == .brand || property.knownKey == .template,
               !property.valueRange.isEmpty {
                names.append((property.valueRange, .string, []))
            }
            if property.knownKey == .progress { names += progressionWords(in: property.valueRange) }
            if property.knownKey == .per100g { names += nutrientNames(in: property.valueRange) }
        case .programWeek(let week):
            names.append((week.keyword, .keyword, []))
            if let name = week.name { names.append((name.range, .string, [])) }
            if let phase = week.phaseRange { names.append((phase, .enumMember, [])) }
        case .programDay(let day):
            names.append((day.dayRange, .keyword, []))
            if let template = day.template { names.append((template.range, .struct, [])) }
        case .measurements(let measurements):
            for measurement in measurements { names.append((measurement.siteRange, .property, [])) }
        case .sets, .unreadable:
            break
        }
        emitLine(line.range, names: names, noteIsDocumentation: true)
    }

    /// The figure names of a `per 100g:` value (`protein`, `p`, `saturated fat`, `lif`), shown
    /// as units like the `g` before them.
    private func nutrientNames(in range: TextRange) -> [(TextRange, SemanticTokenType, SemanticTokenModifiers)] {
        var words: [Token] = []
        tree.source.bytes.withUnsafeBufferPointer { buffer in
            Lexer.lexLine(buffer, from: range.lowerBound, to: range.upperBound, includingWhitespace: false, into: &words)
        }
        var names: [(TextRange, SemanticTokenType, SemanticTokenModifiers)] = []
        var index = 0
        tree.source.bytes.withUnsafeBufferPointer { buffer in
            while index < words.count {
                let word = words[index]
                let bytes = Int(word.start)..<Int(word.end)
                if word.kind == .word, NutrientKeyWord.twoWordStarts.match(buffer, bytes) != nil,
                   index + 1 < words.count, words[index + 1].kind == .word {
                    names.append((TextRange(start: word.start, end: words[index + 1].end), .modifier, []))
                    index += 1
                } else if word.kind == .word, NutrientKeyWord.matcher.match(buffer, bytes) != nil {
                    names.append((word.range, .modifier, []))
                }
                index += 1
            }
        }
        return names
    }

    /// How an exercise name is shown: preset, custom, or unknown.
    private mutating func exerciseStyle(_ name: String) -> (SemanticTokenType, SemanticTokenModifiers) {
        if let cached = exerciseKinds[name] { return cached }
        let style: (SemanticTokenType, SemanticTokenModifiers)
        if let exercise = snapshot.definitions.exercises.exercise(named: name) {
            style = (.function, exercise.isCustom ? [] : .defaultLibrary)
        } else {
            style = (.variable, [])
        }
        exerciseKinds[name] = style
        return style
    }

    /// How a food name is shown: preset, custom, or unknown (looked up once per name).
    private mutating func foodStyle(_ name: String) -> (SemanticTokenType, SemanticTokenModifiers) {
        if let cached = foodKinds[name] { return cached }
        let food = snapshot.definitions.foods.food(named: name)
        let style: (SemanticTokenType, SemanticTokenModifiers) = food.map { (.type, $0.isCustom ? [] : .defaultLibrary) } ?? (.variable, [])
        foodKinds[name] = style
        return style
    }

    /// Emits `names` and classifies every other token of the line by its kind.
    private mutating func emitLine(
        _ range: TextRange, names: [(TextRange, SemanticTokenType, SemanticTokenModifiers)], noteIsDocumentation: Bool
    ) {
        let lineIndex = tree.source.lineIndex
        let line = lineIndex.line(containing: range.lowerBound)
        let end = lineIndex.lineContentEnd(line, in: tree.source.bytes)
        lexed.removeAll(keepingCapacity: true)
        tree.source.bytes.withUnsafeBufferPointer { buffer in
            Lexer.lexLine(buffer, from: range.lowerBound, to: min(end, range.upperBound), includingWhitespace: false, into: &lexed)
        }
        var pending = names.sorted { $0.0.start < $1.0.start }
        var nameIndex = 0
        for token in lexed {
            while nameIndex < pending.count, pending[nameIndex].0.end <= token.start {
                let name = pending[nameIndex]
                tokens.append(SemanticToken(range: name.0, type: name.1, modifiers: name.2))
                nameIndex += 1
            }
            if nameIndex < pending.count, pending[nameIndex].0.start <= token.start, token.end <= pending[nameIndex].0.end {
                continue  // inside a name
            }
            if let type = classify(token) {
                let modifiers: SemanticTokenModifiers = token.kind == .comment && noteIsDocumentation ? .documentation : []
                tokens.append(SemanticToken(range: token.range, type: type, modifiers: modifiers))
            }
        }
        while nameIndex < pending.count {
            let name = pending[nameIndex]
            tokens.append(SemanticToken(range: name.0, type: name.1, modifiers: name.2))
            nameIndex += 1
        }
        pending.removeAll()
    }

    private func classify(_ token: Token) -> SemanticTokenType? {
        switch token.kind {
        case .date, .clock, .number: return .number
        case .string: return .string
        case .comment: return .comment
        case .times, .at, .leftBracket, .rightBracket, .plus, .minus: return .operator
        case .punctuation where token.length == 1 && tree.source.bytes[Int(token.start)] == UInt8(ascii: "|"): return .operator
        case .word:
            let word = tree.source.text(token.range).lowercased()
            if word == "bw" || word == "pace" || Self.planningWords.contains(word) { return .keyword }
            if word.hasPrefix("rir") || word.hasSuffix("rir") { return .decorator }
            if SetTagWord.matching(word) != nil { return .decorator }
            if SemanticHighlighter.unitWords.contains(word) { return .modifier }
            return nil
        default: return nil
        }
    }

    /// The rule and option words of a `progress:` value (`linear`, `stall`) as keywords; its
    /// numbers and units are classified like any other.
    private func progressionWords(in range: TextRange) -> [(TextRange, SemanticTokenType, SemanticTokenModifiers)] {
        let keywords = Set(ProgressionRuleReader.ruleWords + ProgressionRuleReader.optionWords)
        return ProgressionRuleReader.words(tree.source.text(range)).compactMap { word in
            guard keywords.contains(word.text.lowercased()) else { return nil }
            return (TextRange(start: range.start + UInt32(word.offsets.lowerBound), end: range.start + UInt32(word.offsets.upperBound)), .keyword, [])
        }
    }

    /// Words of planning lines (LANGUAGE.md §7) shown as keywords wherever they stand.
    static let planningWords: Set<String> = ["intensity", "volume", "none"]

    private mutating func emitComments(in range: TextRange) {
        emitLine(range, names: [], noteIsDocumentation: false)
    }
}
