import Foundation
import Testing

/// The TextMate grammar (`Grammar/antrain.tmLanguage.json`), run through `TextMateMatcher`.
///
/// Each test tokenizes a small document and names, in order of appearance, pieces of text
/// and the scope each must carry over exactly its extent (`.exact`), or must not carry
/// (`.absent`). A scope matches by prefix at a dot: `constant.numeric.load` matches
/// `constant.numeric.load.antrain`.
@Suite struct TextMateGrammarTests {
    @Test func grammarLoadsWithEveryRegexCompiling() throws {
        let grammar = try loadAntrainGrammar()
        #expect(grammar.scopeName == "source.antrain")
    }

    @Test func datesTimesAndEntryKinds() {
        checkGrammarScopes("""
            2026-11-20 07:30 lifting Push Day 1h05min
              Bench Press 100x5
            2026-11-21 lift
              Squat 100x5
            2026-11-22 18:00 cardio run 5.2km 26:30
            2026-11-23 metcon amrap 20min 7 rounds "Cindy"
            2026-11-24 bodyweight 78.4kg
            2026-11-25 weight 173 lb
            2026-11-26 liftng
            """, [
                .exact("2026-11-20", "constant.numeric.date"), .exact("07:30", "constant.numeric.time"),
                .exact("lifting", "keyword.control.kind.lifting"), .exact("2026-11-21", "constant.numeric.date"),
                .exact("lift", "keyword.control.kind.lifting"),
                .exact("cardio", "keyword.control.kind.cardio"), .exact("run", "support.type.cardio"),
                .exact("metcon", "keyword.control.kind.metcon"), .exact("amrap", "support.type.metcon"),
                .exact("bodyweight", "keyword.control.kind.bodyweight"), .exact("2026-11-25", "constant.numeric.date"),
                .exact("weight", "keyword.control.kind.bodyweight"), .exact("173", "constant.numeric.weight"),
                .exact("2026-11-26", "constant.numeric.date"), .absent("liftng", "keyword"),
            ])
    }

    @Test func aDateOnlyCountsAtTheStartOfAnUnindentedLine() {
        checkGrammarScopes("# 2026-11-20 lifting\nnotes 2026-11-20 lifting\n", [
            .absent("2026-11-20", "constant.numeric.date"), .absent("2026-11-20", "constant.numeric.date"),
        ])
    }

    @Test func liftingHeaderTitleDurationAndNote() {
        checkGrammarScopes("2026-11-02 07:30 lifting Upper A 1h05min # felt strong\n  Bench Press 100x5\n", [
            .exact("Upper", "entity.name.section.title"), .exact("A", "entity.name.section.title"),
            .exact("1", "constant.numeric.duration"), .exact("h", "keyword.other.unit"),
            .exact("05", "constant.numeric.duration"), .exact("min", "keyword.other.unit"),
            .exact("# felt strong", "comment.line.note"), .absent("# felt strong", "comment.line.number-sign"),
        ])
    }

    @Test func exerciseNamesWithAndWithoutColon() {
        checkGrammarScopes("""
            2026-11-20 lifting
              Bench Press 60x10 warmup, 100x5 @8
              Incline Dumbbell Press: 30x10x3
              45 Degree Back Extension x12
              Bench Press 100 x 5
              Pull Up BWx8
              Plank 60s
              "Curl: 21s" 20x7
              Tavuk Göğsü Press 1:30
              Barbell Squat
                [ ] 140x3
            """, [
                .exact("Bench Press", "entity.name.function.exercise"),
                .exact("Incline Dumbbell Press", "entity.name.function.exercise"),
                .exact(":", "punctuation.separator.key-value"),
                .exact("45 Degree Back Extension", "entity.name.function.exercise"),
                .exact("Bench Press", "entity.name.function.exercise"), .exact("100", "constant.numeric.load"),
                .exact("Pull Up", "entity.name.function.exercise"), .exact("Plank", "entity.name.function.exercise"),
                .exact("\"Curl: 21s\"", "entity.name.function.exercise"),
                .exact("Tavuk Göğsü Press", "entity.name.function.exercise"),
                .exact("1:30", "constant.numeric.duration"),
                .exact("Barbell Squat", "entity.name.function.exercise"),
                .absent("140x3", "entity.name.function.exercise"),
            ])
    }

    @Test func aSupersetPlusIsAnOperatorBeforeTheName() {
        checkGrammarScopes("""
            2026-11-24 lifting Arms
              Barbell Curl: 40x10x3
              + Triceps Pushdown: 30x12x3
              + "Cable Curl" 20x12
            """, [
                .exact("+", "keyword.operator.superset"),
                .exact("Triceps Pushdown", "entity.name.function.exercise"),
                .absent("Triceps Pushdown", "keyword.operator.superset"),
                .exact("\"Cable Curl\"", "entity.name.function.exercise"),
            ])
    }

    @Test func loadsUnitsTimesRepsAndCount() {
        checkGrammarScopes("""
            2026-11-20 lifting
              Squat: 100x5x3, 225lb x 5, 97.5 kg x 8
              Pull Up: BWx8, BW+10x6, BW-20kgx8
              Dip: BW+20 45s x3
            """, [
                .exact("100", "constant.numeric.load"), .exact("x", "keyword.operator.times"),
                .exact("5", "constant.numeric.reps"), .exact("x", "keyword.operator.times"),
                .exact("3", "constant.numeric.count"), .exact(",", "punctuation.separator.comma"),
                .exact("225", "constant.numeric.load"), .exact("lb", "keyword.other.unit"),
                .exact("5", "constant.numeric.reps"),
                .exact("97.5", "constant.numeric.load"), .exact("kg", "keyword.other.unit"),
                .exact("BW", "constant.language.bodyweight"), .exact("x", "keyword.operator.times"),
                .exact("8", "constant.numeric.reps"),
                .exact("BW", "constant.language.bodyweight"), .exact("+", "keyword.operator.arithmetic"),
                .exact("10", "constant.numeric.load"), .exact("6", "constant.numeric.reps"),
                .exact("-", "keyword.operator.arithmetic"), .exact("20", "constant.numeric.load"),
                .exact("kg", "keyword.other.unit"),
                .exact("BW", "constant.language.bodyweight"), .exact("20", "constant.numeric.load"),
                .exact("45", "constant.numeric.duration"), .exact("s", "keyword.other.unit"),
                .exact("3", "constant.numeric.count"),
            ])
    }

    @Test func rpeTagsAndBoxes() {
        checkGrammarScopes("""
            2026-11-21 lifting
              Bench Press 60x10 warmup, 100x5 @8.5 rest 2:00, 80x12 drop, 70x15 f
              Barbell Squat
                [x] 140x3 @9.5
                [ ] 140x3   # planned
            """, [
                .exact("warmup", "entity.name.tag"), .exact("@", "keyword.operator.rpe"),
                .exact("8.5", "constant.numeric.rpe"), .exact("rest", "entity.name.tag"),
                .exact("2:00", "constant.numeric.duration"), .exact("drop", "entity.name.tag"),
                .exact("f", "entity.name.tag"),
                .exact("[x]", "markup.checkbox.checked"), .exact("140", "constant.numeric.load"),
                .exact("9.5", "constant.numeric.rpe"),
                .exact("[ ]", "markup.checkbox.unchecked"), .exact("# planned", "comment.line.note"),
            ])
    }

    @Test func cardioDistancesDurationsAndPace() {
        checkGrammarScopes("""
            2026-11-12 cardio row 2000m 7:45
            2026-11-14 cardio swim 1.5km 38:00 pace 25:20/km
            2026-11-15 cardio walk 3mi 1:05:00
            2026-11-16 cardio bike 45min
              distance: 20km
              pace: 2:15/km
            """, [
                .exact("2000", "constant.numeric.distance"), .exact("m", "keyword.other.unit"),
                .exact("7:45", "constant.numeric.duration"), .exact("1.5", "constant.numeric.distance"),
                .exact("km", "keyword.other.unit"), .exact("pace", "keyword.other.pace"),
                .exact("25:20", "constant.numeric.pace"), .exact("/km", "keyword.other.unit"),
                .exact("3", "constant.numeric.distance"), .exact("mi", "keyword.other.unit"),
                .exact("1:05:00", "constant.numeric.duration"), .exact("45", "constant.numeric.duration"),
                .exact("min", "keyword.other.unit"), .exact("distance", "support.type.property-name"),
                .exact("20", "constant.numeric.distance"), .exact("pace", "support.type.property-name"),
                .exact("2:15", "constant.numeric.pace"),
            ])
    }

    @Test func metconRoundsResultAndMovements() {
        checkGrammarScopes("""
            2026-11-05 metcon for-time 12:34 "Fran #1 21-15-9"
            2026-11-06 metcon emom 10min 10 rounds
              Pull Up x5
              result: 10 rounds done
            """, [
                .exact("for-time", "support.type.metcon"), .exact("12:34", "constant.numeric.duration"),
                .exact("\"Fran #1 21-15-9\"", "string.quoted.double"), .absent("#1", "comment"),
                .exact("emom", "support.type.metcon"), .exact("10", "constant.numeric.duration"),
                .exact("min", "keyword.other.unit"), .exact("10", "constant.numeric.rounds"),
                .exact("rounds", "keyword.other.unit"), .exact("Pull Up", "entity.name.function.exercise"),
                .exact("5", "constant.numeric.reps"), .exact("result", "support.type.property-name"),
                .exact("10 rounds done", "string.unquoted.result"),
            ])
    }

    @Test func mealsFoodsAndAmounts() {
        checkGrammarScopes("""
            2026-11-20 08:00 kahvaltı
              Egg x3
              Oats 80g
              Milk 250 ml
              Water 1.5l
              Almonds 2oz   # salted
              Protein Bar 2 servings
              Tavuk Göğsü 200g
              Banana
              Rice 150
            2026-11-20 atıştırmalık
            2026-11-20 meal "Pre-workout"
            """, [
                .exact("kahvaltı", "keyword.control.kind.meal"),
                .exact("Egg", "entity.name.type.food"), .exact("x", "keyword.operator.times"),
                .exact("3", "constant.numeric.amount"), .exact("Oats", "entity.name.type.food"),
                .exact("80", "constant.numeric.amount"), .exact("g", "keyword.other.unit"),
                .exact("Milk", "entity.name.type.food"), .exact("ml", "keyword.other.unit"),
                .exact("1.5", "constant.numeric.amount"), .exact("l", "keyword.other.unit"),
                .exact("Almonds", "entity.name.type.food"), .exact("oz", "keyword.other.unit"),
                .exact("# salted", "comment.line.note"),
                .exact("Protein Bar", "entity.name.type.food"), .exact("servings", "keyword.other.unit"),
                .exact("Tavuk Göğsü", "entity.name.type.food"), .exact("Banana", "entity.name.type.food"),
                // A bare number is not an amount: the parser reports it (amount-without-unit).
                .exact("Rice 150", "entity.name.type.food"),
                .exact("atıştırmalık", "keyword.control.kind.meal"), .exact("meal", "keyword.control.kind.meal"),
                .exact("\"Pre-workout\"", "string.quoted.double"),
            ])
    }

    @Test func definitionsAndTheirProperties() {
        checkGrammarScopes("""
            profile
              name: Burak
              height: 180 cm
              unit: kg
              calories: 2400
            exercise Landmine Press
              category: barbell
              muscles: shoulders, triceps
              aliases: landmine, lp
            food Protein Bar   # from the shop
              brand: Acme
              per 100g: 380 kcal, 30 protein
              serving: 60g
            template Upper A
              Bench Press: x5x3 @8
              note: deload week
            """, [
                .exact("profile", "storage.type.profile"), .exact("name", "support.type.property-name"),
                .exact("Burak", "string.unquoted.name"), .exact("180", "constant.numeric.height"),
                .exact("cm", "keyword.other.unit"), .exact("kg", "support.constant.unit"),
                .exact("2400", "constant.numeric.goal"),
                .exact("exercise", "storage.type.exercise"), .exact("Landmine Press", "entity.name.function.exercise"),
                .exact("barbell", "support.constant.category"), .exact("shoulders", "support.constant.muscle"),
                .exact("landmine", "entity.name.function.exercise"), .exact("lp", "entity.name.function.exercise"),
                .exact("food", "storage.type.food"), .exact("Protein Bar", "entity.name.type.food"),
                .exact("# from the shop", "comment.line.note"), .exact("Acme", "string.unquoted.brand"),
                .exact("per 100g", "support.type.property-name"), .exact("380", "constant.numeric.macro"),
                .exact("kcal", "keyword.other.unit"), .exact("protein", "keyword.other.unit"),
                .exact("60", "constant.numeric.amount"),
                .exact("template", "storage.type.template"), .exact("Upper A", "entity.name.type.template"),
                .exact("Bench Press", "entity.name.function.exercise"), .exact("5", "constant.numeric.reps"),
                .exact("3", "constant.numeric.count"), .exact("note", "support.type.property-name"),
                .exact("deload week", "string.unquoted.note"),
            ])
    }

    @Test func liftingPropertiesAreNotExercises() {
        checkGrammarScopes("""
            2026-11-20 lifting
              Bench Press 100x5
              note: shoulder felt tight
              duration: 1h05min
              rpe: 8
              template: Upper A
            """, [
                .exact("note", "support.type.property-name"), .absent("note", "entity.name.function"),
                .exact("shoulder felt tight", "string.unquoted.note"),
                .exact("duration", "support.type.property-name"), .exact("05", "constant.numeric.duration"),
                .exact("rpe", "support.type.property-name"), .exact("8", "constant.numeric.rpe"),
                .exact("template", "support.type.property-name"), .exact("Upper A", "entity.name.type.template"),
            ])
    }

    @Test func commentLinesAndNotesHaveDifferentScopes() {
        checkGrammarScopes("""
            # a comment line
            2026-11-20 lifting Push "Day #2"
              # an indented comment
              Pull Up: BWx8   # a note
            # a comment inside the body does not end it
              Dip: BWx10
            """, [
                .exact("# a comment line", "comment.line.number-sign"),
                .exact("\"Day #2\"", "string.quoted.double"), .absent("#2", "comment"),
                .exact("# an indented comment", "comment.line.number-sign"),
                .exact("# a note", "comment.line.note"), .absent("# a note", "comment.line.number-sign"),
                .exact("# a comment inside the body does not end it", "comment.line.number-sign"),
                .exact("Dip", "entity.name.function.exercise"),
            ])
    }

    @Test func anUnindentedLineEndsTheBody() {
        checkGrammarScopes("""
            2026-11-20 lunch
              Rice 150g
            2026-11-20 bodyweight 78.4kg
              Bench Press 100x5
            """, [
                .exact("Rice", "entity.name.type.food"), .exact("78.4", "constant.numeric.weight"),
                .exact("kg", "keyword.other.unit"), .absent("Bench Press", "entity.name"),
            ])
    }

    /// The realistic example log: every exercise and food is found, and nothing else is.
    @Test func novemberExampleNamesEveryExerciseAndFood() throws {
        let root = try antrainRepositoryRoot()
        let text = try String(contentsOf: root.appendingPathComponent("Examples/november.antrain"), encoding: .utf8)
        let lines = try loadAntrainGrammar().tokenize(text)
        func names(_ scope: String) -> Set<String> {
            let tokens = lines.flatMap(\.tokens)
            return Set(tokens.filter { $0.scopes.contains { scopeMatches($0, scope) } }.map(\.text))
        }
        #expect(names("entity.name.function.exercise") == [
            "Landmine Press", "landmine", "Bench Press", "Barbell Row", "Pull Up", "Barbell Squat",
            "Romanian Deadlift", "Plank",
        ])
        #expect(names("entity.name.type.food") == [
            "Protein Bar", "Egg", "Oats", "Milk", "Banana", "Chicken Breast", "Rice", "Olive Oil", "Apple",
            "Salmon", "Potato", "Broccoli",
        ])
        for line in lines where line.text.first?.isNumber == true {
            #expect(scopeMatches(line.scopes[0].last ?? "", "constant.numeric.date"), "\(line.text)")
        }
        for line in lines where line.text.trimmingCharacters(in: .whitespaces).hasPrefix("#") {
            #expect(line.scopes.allSatisfy { $0.contains { scopeMatches($0, "comment.line.number-sign") } })
        }
    }
}

/// What a piece of text must (or must not) carry.
struct GrammarScopeExpectation {
    enum Kind { case exact, absent }
    let text: String
    let scope: String
    let kind: Kind

    static func exact(_ text: String, _ scope: String) -> Self { Self(text: text, scope: scope, kind: .exact) }
    static func absent(_ text: String, _ scope: String) -> Self { Self(text: text, scope: scope, kind: .absent) }
}

/// Finds each expectation's text, in order, and checks its scopes.
func checkGrammarScopes(
    _ source: String, _ expectations: [GrammarScopeExpectation], sourceLocation: SourceLocation = #_sourceLocation
) {
    let lines: [TextMateLine]
    do { lines = try loadAntrainGrammar().tokenize(source) } catch {
        Issue.record("grammar: \(error)", sourceLocation: sourceLocation)
        return
    }
    var line = 0, column = 0
    var previous: GrammarScopeExpectation?
    for expectation in expectations {
        // Search from the previous text's start: the next one may lie inside it (`"Fran #1"`, then
        // `#1`), and an `.absent` after an `.exact` of the same text checks the same place.
        if let previous, previous.text == expectation.text, previous.kind == expectation.kind { column += 1 }
        previous = expectation
        var found: Range<Int>?
        while line < lines.count {
            let units = Array(lines[line].text.utf16), needle = Array(expectation.text.utf16)
            if let start = (column...max(column, units.count)).first(where: { units[$0...].starts(with: needle) }),
               start + needle.count <= units.count {
                found = start..<(start + needle.count)
                break
            }
            line += 1
            column = 0
        }
        guard let range = found else {
            Issue.record("\"\(expectation.text)\" not found in order", sourceLocation: sourceLocation)
            return
        }
        let scopes = lines[line].scopes
        let has = { (index: Int) in lines[line].has(expectation.scope, at: index) }
        let description = "\"\(expectation.text)\" on line \(line + 1) has \(scopes[range.lowerBound])"
        switch expectation.kind {
        case .exact:
            let isExact = range.allSatisfy(has) && !has(range.lowerBound - 1) && !has(range.upperBound)
            #expect(isExact, "expected exactly \(expectation.scope): \(description)", sourceLocation: sourceLocation)
        case .absent:
            #expect(!range.contains(where: has), "expected no \(expectation.scope): \(description)",
                    sourceLocation: sourceLocation)
        }
        column = range.lowerBound
    }
}

/// `constant.numeric.load` matches `constant.numeric.load` and `constant.numeric.load.antrain`.
func scopeMatches(_ scope: String, _ expected: String) -> Bool {
    scope == expected || scope.hasPrefix(expected + ".")
}

extension TextMateLine {
    /// Whether the UTF-16 unit at `index` carries `scope` (by prefix, as `scopeMatches`).
    func has(_ scope: String, at index: Int) -> Bool {
        scopes.indices.contains(index) && scopes[index].contains { scopeMatches($0, scope) }
    }
}

private let sharedAntrainGrammar = Result {
    try TextMateGrammar(contentsOf: antrainRepositoryRoot().appendingPathComponent("Grammar/antrain.tmLanguage.json"))
}

func loadAntrainGrammar() throws -> TextMateGrammar { try sharedAntrainGrammar.get() }

/// The package root: the nearest folder above this file (symlinks resolved) that holds
/// `Package.swift` and `Grammar/`, or `$ANTRAIN_ROOT`.
func antrainRepositoryRoot(filePath: String = #filePath) throws -> URL {
    if let root = ProcessInfo.processInfo.environment["ANTRAIN_ROOT"], !root.isEmpty {
        return URL(fileURLWithPath: root)
    }
    var folder = URL(fileURLWithPath: filePath).resolvingSymlinksInPath().deletingLastPathComponent()
    while folder.path != "/" {
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
           fileManager.fileExists(atPath: folder.appendingPathComponent("Grammar").path) {
            return folder
        }
        folder = folder.deletingLastPathComponent()
    }
    throw TextMateGrammarError.invalidGrammar("no folder with Package.swift and Grammar/ above \(filePath)")
}
