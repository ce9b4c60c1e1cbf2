import AntrainSyntax
import Foundation
import Testing

/// The food's words are spelled once, in their vocabularies (``NutrientKeyWord``,
/// ``NutrientUnitWord``, ``FoodUnitWord``): no other line of the sources that can name them
/// writes two spellings of one vocabulary as string literals, the way the per 100g reader
/// (`case "fiber", "fibre", "lif":`), completion's lists and the writers spelled them before.
///
/// One literal on a line is left alone (a hint's label `fibre`, `g` compared as a byte in
/// place), and so is a message's placeholder name (`"kcal": .text(...)`).
@Suite struct FoodWordsSpelledOnceTests {
    /// Each vocabulary with its spellings, and the first words of its two-word ones, which a
    /// reader compares on their own (`saturated`).
    static let vocabularies: [(name: String, words: Set<String>)] = [
        ("NutrientKeyWord", words(NutrientKeyWord.allSpellings)),
        ("NutrientUnitWord", words(NutrientUnitWord.allSpellings)),
        ("FoodUnitWord", words(FoodUnitWord.allSpellings)),
    ]

    /// The targets that can name the vocabularies, or write log text through the analysis's
    /// `FoodText`; the model, the reports and the fixtures' generator (which imports nothing)
    /// cannot.
    static let targets = ["AntrainSyntax", "AntrainAnalysis", "AntrainLSP", "AntrainMCP", "AntrainWeb", "AntrainCLI", "AntrainImport"]

    /// The files that may, each with why.
    static let exceptions: [String: String] = [
        "Sources/AntrainSyntax/Vocabulary+Food.swift": "the vocabularies themselves",
        "Sources/AntrainAnalysis/Facts/Progress/HomeSummary.swift": "the home page's lines are named by their messages' keys, not written to a log",
        "Sources/AntrainImport/Formats/CronometerReader.swift": "Cronometer's export names its own units",
    ]

    /// Single lines that may, each with why.
    static let lineExceptions: [(path: String, line: String, reason: String)] = [
        ("Sources/AntrainAnalysis/Features/Hover/HoverWriter+Nutrients.swift", #"let unit: StaticString = kind == .sodium ? "mg" : "g""#,
         "the model's `Nutrients.Kind.unit` in hover, as a literal that copies no string per day (HeaderHoverTests ties the two)"),
    ]

    @Test func noOtherSourceLineSpellsTwoWordsOfAFoodVocabulary() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var found: [String] = []
        for target in Self.targets {
            let folder = root.appendingPathComponent("Sources/\(target)")
            let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            for file in files.sorted() where file.hasSuffix(".swift") {
                let path = "Sources/\(target)/\(file)"
                guard Self.exceptions[path] == nil else { continue }
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                found += Self.linesSpellingTwoWords(in: text)
                    .filter { found in !Self.lineExceptions.contains { $0.path == path && lines[found.line - 1].contains($0.line) } }
                    .map { "\(path):\($0.line) spells the \($0.vocabulary) words \($0.words)" }
            }
        }
        #expect(found.isEmpty, "read them from the vocabulary (Sources/AntrainSyntax/Vocabulary+Food.swift):\n\(found.joined(separator: "\n"))")
    }

    /// The check finds a reader's switch, a list and a dictionary, and leaves one word, other
    /// words, comments and translations alone.
    @Test func theCheckFindsTwoWordsOnALine() {
        let text = """
            case "kcal", "cal", "calories": macros.kcal = number
            let units = ["g", "mg"]
            let words: [Nutrients.Kind: String] = [.fiber: "fiber", .sugar: "sugar"]
            if word == "saturated" || word == "doymuş" {}
            case .kcal: "kcal"
            let served = ["g", "kcal"]
            // `12 protein, 60 carbs`: "protein", "carbs"
            static let sugar = MessageKey("report.nutrient.sugar", en: "sugar", tr: "şeker")
            say(message, ["protein": .text(protein), "carbs": .number(carbs)])
            let spelled = ["kcal": .kcal, "cal": .kcal]
            """
        #expect(Self.linesSpellingTwoWords(in: text).map { "\($0.line) \($0.vocabulary)" } == [
            "1 NutrientKeyWord", "2 NutrientUnitWord", "3 NutrientKeyWord", "4 NutrientKeyWord", "10 NutrientKeyWord",
        ])
    }

    /// The lines of `text` with string literals that spell two words of one vocabulary (comment
    /// lines and message translations aside).
    static func linesSpellingTwoWords(in text: String) -> [(line: Int, vocabulary: String, words: [String])] {
        // A literal, and after it what makes it a placeholder's name.
        let literal = try! Regex<(Substring, Substring, Substring?)>(#""((?:[^"\\]|\\.)*)"(\s*:\s*\.(?:text|number|message)\()?"#)
        var found: [(Int, String, [String])] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("//") || line.contains("MessageKey(") { continue }
            let literals = line.matches(of: literal).filter { $0.output.2 == nil }.map { String($0.output.1) }
            for vocabulary in vocabularies {
                let words = literals.filter(vocabulary.words.contains).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                if words.count >= 2 { found.append((index + 1, vocabulary.name, words)) }
            }
        }
        return found
    }

    private static func words(_ spellings: [String]) -> Set<String> {
        Set(spellings + spellings.filter { $0.contains(" ") }.map { String($0.prefix { $0 != " " }) })
    }
}
