import AntrainSyntax
import Foundation
import Testing

/// The editor grammars hold the vocabularies' words: every spelling of every word appears in
/// each grammar, and no grammar keeps a word the format no longer has. A word added to a
/// vocabulary (Sources/AntrainSyntax/Vocabulary*.swift) fails here, naming the grammar files to
/// update, until each has it.
///
/// The grammars are read as text: a grammar's word lists are its alternations (`(?i:run|bike)`
/// in TextMate and Sublime, `%(run|bike)` in Vim, `\\(run\\|bike\\)` and `'("run" "bike")` in
/// Emacs), and a list is the vocabulary's when most of its words are.
@Suite struct GrammarVocabularyTests {
    static let grammars = [
        "Grammar/antrain.tmLanguage.json", "editors/sublime/Antrain.sublime-syntax",
        "editors/vim/syntax/antrain.vim", "editors/emacs/antrain-mode.el",
    ]

    /// Each vocabulary with the spellings the grammars must highlight: all of them, but for
    /// durations the forms glued to a number (`45min`, `30dk`), which is how the grammars
    /// read a duration.
    static let vocabularies: [(name: String, highlighted: [String], known: Set<String>)] = [
        entry(DatedKindWord.self), entry(DefinitionWord.self), entry(CardioTypeWord.self), entry(MetconTypeWord.self),
        entry(SetTagWord.self), entry(ProgramWeekday.self), entry(ProgramPhase.self), entry(FoodUnitWord.self),
        ("DurationUnitWord", DurationUnitWord.allCases.flatMap(\.glued).map(\.description), Set(DurationUnits.all)),
        // `per 100g` is two words, which every grammar spells as a pattern of its own.
        ("PropertyKey", PropertyKey.allCases.map(\.rawValue).filter { !$0.contains(" ") }, Set(PropertyKey.allCases.map(\.rawValue))),
    ]

    static func entry<Word: Vocabulary>(_ vocabulary: Word.Type) -> (name: String, highlighted: [String], known: Set<String>) {
        ("\(Word.self)", Word.allSpellings, Set(Word.allSpellings))
    }

    @Test(arguments: grammars)
    func everyWordOfEveryVocabularyIsInTheGrammar(_ path: String) throws {
        let lists = try wordLists(inGrammarAt: path)
        for vocabulary in Self.vocabularies {
            let missing = Self.missing(vocabulary.highlighted, from: lists)
            #expect(missing.isEmpty, "\(path) lacks the \(vocabulary.name) words \(missing): add them to its word lists")
        }
    }

    @Test(arguments: grammars)
    func noGrammarKeepsAWordTheFormatDropped(_ path: String) throws {
        let lists = try wordLists(inGrammarAt: path)
        for vocabulary in Self.vocabularies where vocabulary.name != "PropertyKey" {
            for (list, stale) in Self.stale(lists, known: vocabulary.known) {
                #expect(stale.isEmpty, "\(path) has \(stale.sorted()) in its \(vocabulary.name) list \(list.sorted()): no such word")
            }
        }
    }

    /// The names of a food's figures are read after a number in one place, `per 100g:`: one list
    /// of the grammar holds every one-word name, and each two-word name (`saturated fat`) is
    /// spelled with the grammar's blanks between its words.
    @Test(arguments: grammars)
    func everyNutrientNameIsInOneListOfTheGrammar(_ path: String) throws {
        let lists = try wordLists(inGrammarAt: path)
        let names = Self.nutrientNames.filter { !$0.contains(" ") }
        let closest = lists.max { $0.intersection(names).count < $1.intersection(names).count } ?? []
        #expect(Set(names).isSubset(of: closest),
                "\(path) lacks the NutrientKeyWord names \(names.filter { !closest.contains($0) }) in its list \(closest.sorted())")
        let text = try grammarText(at: path)
        for name in Self.nutrientNames where name.contains(" ") {
            #expect(Self.spellsTwoWords(name, in: text), "\(path) lacks the two-word name `\(name)`: its words with the grammar's blanks between")
        }
        for (list, stale) in Self.stale(lists, known: Self.nutrientListWords) {
            #expect(stale.isEmpty, "\(path) has \(stale.sorted()) in its NutrientKeyWord list \(list.sorted()): no such name")
        }
    }

    static let nutrientNames = NutrientKeyWord.allSpellings

    /// What a list of figure names may also hold: the units before a name (`30g protein`), and
    /// the property keys, whose lists share most of their words with the names (`fiber:`).
    static let nutrientListWords = Set(nutrientNames + NutrientUnitWord.allSpellings + PropertyKey.allCases.map(\.rawValue))

    /// Whether `text` spells the two words of `name` with one of the grammars' patterns for
    /// blanks between them: `[ \t]+` (Sublime, Emacs; `[ \\t]+` in JSON) or `\s+` (Vim).
    static func spellsTwoWords(_ name: String, in text: String) -> Bool {
        let words = name.split(separator: " ")
        guard words.count == 2 else { return false }
        return [#"[ \t]+"#, #"[ \\t]+"#, #"\s+"#].contains { text.contains(words[0] + $0 + words[1]) }
    }

    /// The words of `highlighted` that no list of the grammar holds.
    static func missing(_ highlighted: [String], from lists: [Set<String>]) -> [String] {
        let words = lists.reduce(into: Set<String>()) { $0.formUnion($1) }
        return highlighted.filter { !words.contains($0) }
    }

    /// The lists that are a vocabulary's (most of their words are `known`), each with its
    /// words the vocabulary does not know. Property keys are left out by the caller: a
    /// grammar's lists of nutrient units (`kcal|protein|carbs|fat|g`) share most of their words
    /// with the keys, and are no lists of keys.
    static func stale(_ lists: [Set<String>], known: Set<String>) -> [(list: Set<String>, stale: Set<String>)] {
        lists.filter { $0.count > 1 && $0.filter(known.contains).count * 2 > $0.count }
            .map { ($0, $0.subtracting(known)) }
    }

    /// The checks themselves fail when they should: a word left out of a grammar, a word the
    /// format dropped, and a list that only shares a word with a vocabulary.
    @Test func theChecksFindAMissingAndAStaleWord() {
        let known: Set<String> = ["warmup", "w", "drop", "d", "failure", "f", "rest"]
        let lists: [Set<String>] = [["warmup", "w", "drop", "d", "failure", "f", "cooldown"], ["rest", "kg", "lb"]]
        #expect(Self.missing(["warmup", "rest", "superset"], from: lists) == ["superset"])
        #expect(Self.stale(lists, known: known).map(\.stale) == [["cooldown"]])
    }

    @Test func theTwoWordCheckReadsEachGrammarsBlanks() {
        #expect(Self.spellsTwoWords("saturated fat", in: #"carbs|saturated[ \t]+fat|sodium"#))
        #expect(Self.spellsTwoWords("saturated fat", in: #""(?i:saturated[ \\t]+fat|lif)""#))
        #expect(Self.spellsTwoWords("doymuş yağ", in: #"%(doymuş\s+yağ|p)"#))
        #expect(!Self.spellsTwoWords("saturated fat", in: "saturated|fat"))
    }

    /// The extraction itself: the lists it finds in each grammar's syntax.
    @Test func wordListsAreFoundInEachGrammarSyntax() {
        #expect(wordLists(in: #"match": "(?i:run|bike|koşu)(?![\\p{L}])""#, syntax: .textMate) == [["run", "bike", "koşu"]])
        #expect(wordLists(in: "/\\v%(amrap|emom|fortime|for-time)>/ '\n      \\ . '", syntax: .vim) == [["amrap", "emom", "fortime", "for-time"]])
        #expect(wordLists(in: "%(lifting|lift'\n      \\ . '|antrenman)>", syntax: .vim) == [["lifting", "lift", "antrenman"]])
        #expect(wordLists(in: #""metcon[ \t]+\\(amrap\\|emom\\)\\_>" "\\(?:run\\|bike\"#, syntax: .emacs) == [["amrap", "emom"]])
        #expect(wordLists(in: "'(\"lifting\" \"lift\"\n    \"antrenman\")", syntax: .emacs) == [["lifting", "lift", "antrenman"]])
        #expect(wordLists(in: #"(?i:kg|lbs|lb|\%)"#, syntax: .textMate) == [["kg", "lbs", "lb"]])
    }
}

// MARK: - Reading word lists out of a grammar

enum GrammarSyntax { case textMate, vim, emacs }

func wordLists(inGrammarAt path: String) throws -> [Set<String>] {
    let syntax: GrammarSyntax = path.hasSuffix(".vim") ? .vim : path.hasSuffix(".el") ? .emacs : .textMate
    return wordLists(in: try grammarText(at: path), syntax: syntax)
}

/// The text of the file at `path` in the package.
func grammarText(at path: String, filePath: String = #filePath) throws -> String {
    let root = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
}

/// The alternations of `text` whose alternatives are words, as sets of lowercase words (other
/// alternatives, such as `\%` or `per\s*100\s*g`, are left out of the set).
func wordLists(in text: String, syntax: GrammarSyntax) -> [Set<String>] {
    var text = text
    let groups: [Regex<(Substring, Substring)>]
    let separator: String
    switch syntax {
    case .textMate:
        groups = [try! Regex(#"\(\?i:([^()]*)\)"#)]
        separator = "|"
    case .vim:
        // Patterns are built from strings joined across lines: `'...'\n      \ . '...'`.
        text = text.replacing(try! Regex(#"'\s*\n\s*\\\s*\.\s*'"#), with: "")
        groups = [try! Regex(#"%\(([^()]*)\)"#)]
        separator = "|"
    case .emacs:
        // Strings joined by `concat` across lines: `"...\\|ski"\n   "\\|koşu..."`.
        text = text.replacing(try! Regex(#""\s*\n\s*"(?=\\\\\|)"#), with: "")
        groups = [try! Regex(#"\\\\\((?:\?:)?((?:[^\\()]|\\\\\|)*)\\\\\)"#), try! Regex(#"'\(((?:\s*"[^"]*")+)\s*\)"#)]
        separator = "\\\\|"
    }
    let word = try! Regex(#"^[\p{L}\p{N}][\p{L}\p{N}-]*$"#)
    var lists: [Set<String>] = []
    for group in groups {
        for match in text.matches(of: group) {
            let body = String(match.output.1)
            let alternatives = body.hasPrefix("\"") || body.first?.isWhitespace == true
                ? body.split(whereSeparator: \.isWhitespace).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
                : body.components(separatedBy: separator)
            let words = Set(alternatives.filter { $0.wholeMatch(of: word) != nil }.map { $0.lowercased() })
            if !words.isEmpty { lists.append(words) }
        }
    }
    return lists
}
