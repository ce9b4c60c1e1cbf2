import AntrainBasics
import AntrainFixtures
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Foundation
import Testing

@testable import AntrainAnalysis

/// The hover of every lifting and meal header of generated logs, the example, the golden
/// corpus, a coach's workspace and a day of nutrient goals, in English and Turkish, is the one
/// a plain writer gives: every message filled from a dictionary of arguments, every number a
/// `String`, the day's totals asked afresh for each meal. The hover itself shares a meal's day
/// part between the meals of that day and writes into one buffer (a full analysis hovers every
/// header of a long log); this holds it to the obvious text, byte for byte.
@Suite struct HeaderHoverTests {
    /// A workspace: its files as (folder, name, text).
    struct Workspace: Sendable, CustomStringConvertible {
        var description: String
        var files: [(folder: String, name: String, text: String)]
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A day of nutrient goals: a fibre floor, a sugar ceiling passed, a sodium ceiling kept,
    /// foods lacking figures (custom and preset), an unknown food, meals of one day in two
    /// files of one athlete.
    static let nutrientDay = Workspace(description: "nutrient goals", files: [
        ("", "a.antrain", """
            profile
              calories: 2400
              protein: 160
              carbs: 250
              fat: 70
              fiber: 30
              sugar: 20
              sodium: 2300
            food Bran Cereal
              per 100g: 350 kcal, 12 protein, 60 carbs, 4 fat, 30 fiber, 18 sugar, 0.8 satfat, 400 sodium
            food Salted Nuts
              per 100g: 600 kcal, 20 protein, 20 carbs, 50 fat
              fiber: 8
              sodium: 0.8g
            2026-11-20 08:00 breakfast
              Bran Cereal 60g
              Ayran 250ml
              Mystery Bar 40g
            2026-11-20 16:00 snack
              Salted Nuts 50g
            2026-11-20 13:00 meal "Pre-workout"
              Banana
              Oats 80g
            2026-11-20 lifting
              Bench Press 100x5, 100x5, [ ] 100x5
              Pull Up BW+10x8
            2026-11-21 öğle
              Tavuk Göğsü 200g

            """),
        ("", "b.antrain", """
            2026-11-20 19:00 dinner
              Chicken Breast 150g
              Rice 200g
              Salted Nuts 10g
            2026-11-22 dinner
              Mystery Bar 40g

            """),
    ])

    static let workspaces: [Workspace] = {
        var workspaces = [
            Workspace(description: "the bench's generator, 150 days", files: [("", "bench.antrain", LogGenerator(seed: 6).generate(days: 150))]),
            Workspace(description: "a generated log with mistakes", files: [
                ("", "mistakes.antrain", LogGenerator(seed: 4, options: .init(includeMistakes: true, mistakeRate: 0.05)).generate(days: 120)),
            ]),
            Workspace(description: "a coach's workspace", files: CoachWorkspace(athletes: 2, days: 60, seed: 3).files().map { path, text in
                let folder = path.contains("/") ? "/coach/" + path[..<path.lastIndex(of: "/")!] : "/coach"
                return (folder, path, text)
            }),
            nutrientDay,
        ]
        let example = repository.appendingPathComponent("Examples/november.antrain")
        let corpus = repository.appendingPathComponent("Tests/GoldenTests/Corpus")
        let golden = ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? [])
            .filter { $0.hasSuffix(".antrain") && !$0.hasSuffix(".fmt.antrain") }.sorted()
        for url in [example] + golden.map({ corpus.appendingPathComponent($0) }) {
            if let text = try? String(contentsOf: url, encoding: .utf8) {
                workspaces.append(Workspace(description: url.lastPathComponent, files: [("", url.lastPathComponent, text)]))
            }
        }
        return workspaces
    }()

    static func analyze(_ workspace: Workspace) -> WorkspaceSnapshot {
        WorkspaceSnapshot.analyze(workspace.files.map { SourceFile(name: $0.name, text: $0.text, folder: $0.folder) }, settings: testSettings)
    }

    @Test func theCorpusIsFound() {
        // The example and the golden corpus's five logs besides the four written here.
        #expect(Self.workspaces.count >= 10, "\(Self.workspaces.map(\.description))")
    }

    @Test(arguments: Language.allCases)
    func everyLiftingAndMealHeaderHoversAsThePlainWriterWritesIt(language: Language) {
        var compared = (meals: 0, lifting: 0, withNutrients: 0, notCounted: 0, withoutFigures: 0, program: 0)
        for workspace in Self.workspaces {
            let snapshot = Self.analyze(workspace)
            for fileIndex in snapshot.files.indices {
                for entry in snapshot.files[fileIndex].tree.entries where entry.kind == .lifting || entry.kind == .meal {
                    let hover = HoverEngine.hover(in: snapshot, fileIndex: fileIndex, offset: entry.headerRange.lowerBound, language: language)
                    let plain = PlainHeaderHover(snapshot: snapshot, fileIndex: fileIndex, entry: entry, language: language).markdown()
                    guard hover?.markdown == plain else {
                        Issue.record("\(workspace) file \(fileIndex) at \(entry.headerRange.lowerBound) (\(language)):\n\(hover?.markdown ?? "no hover")\n≠\n\(plain ?? "no hover")")
                        return
                    }
                    guard let plain else { continue }
                    if entry.kind == .meal {
                        compared.meals += 1
                        if plain.contains("\n- \(LocalizedText(NutrientMessages.name(.fiber)).text(in: language))") { compared.withNutrients += 1 }
                        if plain.contains(" · \(LocalizedText(NutrientMessages.name(.sugar)).text(in: language)): ") { compared.withoutFigures += 1 }
                        if plain.contains(LocalizedText(HoverMessages.notCounted, ["names": .text("")]).text(in: language)) { compared.notCounted += 1 }
                    } else {
                        compared.lifting += 1
                        if PlainHeaderHover(snapshot: snapshot, fileIndex: fileIndex, entry: entry, language: language).followsProgram { compared.program += 1 }
                    }
                }
            }
        }
        // Every kind of line was compared, not only the common ones.
        #expect(compared.meals > 1000 && compared.lifting > 100, "\(compared)")
        #expect(compared.withNutrients > 1000 && compared.notCounted > 0 && compared.withoutFigures > 0 && compared.program > 10, "\(compared)")
    }

    /// Every editor message written from arguments in order (``MessageKey/text(in:_:)``, what
    /// hovers use) is the message `LocalizedText` writes from a dictionary: text, numbers
    /// written in the language, a message inside a message, and a placeholder given nothing
    /// (kept as written).
    @Test(arguments: Language.allCases)
    func everyMessageWrittenFromPairsIsTheOneWrittenFromADictionary(language: Language) {
        let values: [MessageArgument] = [
            .text("Bench {Press} — ü"), .number(12_345.678, decimals: 2), .message(LocalizedText(HoverMessages.reps, ["count": .integer(5)])),
            .number(-0.25, decimals: 1), .text(""), .message(LocalizedText(DomainWords.percentKey, ["percent": .number(97.5, decimals: 1)])),
        ]
        var compared = 0
        for key in EditorMessages.all {
            // The last placeholder is left out, so one stays as written.
            let names = Template.placeholders(key.english).sorted()
            let given = Array(names.dropLast())
            let arguments = given.enumerated().map { ($0.element, values[$0.offset % values.count]) }
            let pairs: KeyValuePairs<String, MessageArgument>
            switch arguments.count {
            case 0: pairs = [:]
            case 1: pairs = [arguments[0].0: arguments[0].1]
            case 2: pairs = [arguments[0].0: arguments[0].1, arguments[1].0: arguments[1].1]
            case 3: pairs = [arguments[0].0: arguments[0].1, arguments[1].0: arguments[1].1, arguments[2].0: arguments[2].1]
            case 4: pairs = [arguments[0].0: arguments[0].1, arguments[1].0: arguments[1].1, arguments[2].0: arguments[2].1,
                             arguments[3].0: arguments[3].1]
            default:
                Issue.record("\(key.id) has \(names.count) placeholders: give the test a case for them")
                continue
            }
            let expected = LocalizedText(key, Dictionary(uniqueKeysWithValues: arguments)).text(in: language)
            var builder = TextBuilder(capacity: 8)
            builder += "> "
            builder.append(key, in: language, pairs)
            #expect(key.text(in: language, pairs) == expected, "\(key.id)")
            #expect(builder.text == "> " + expected, "\(key.id)")
            compared += 1
        }
        #expect(compared == EditorMessages.all.count)
    }

    /// Numbers and dates written into a buffer are the ones `Format` and `description` write.
    @Test func numbersAndDatesWrittenInPlaceAreTheFormattedOnes() {
        for language in Language.allCases {
            for value in [0, 0.05, -0.04, 1.25, 97.5, 1234.5, 12_345.678, -98_765.4321, 1e14, 1e16, .infinity, .nan] {
                for decimals in 0...3 {
                    var builder = TextBuilder(capacity: 8)
                    builder.append(number: value, decimals: decimals, in: language)
                    #expect(builder.text == Format.number(value, decimals: decimals, language: language), "\(value) \(decimals) \(language)")
                }
            }
        }
        for date in [LocalDate(year: 2026, month: 1, day: 5), LocalDate(year: 2026, month: 11, day: 20), LocalDate(year: 999, month: 12, day: 31),
                     LocalDate(year: 12026, month: 3, day: 9)] {
            var builder = TextBuilder(capacity: 8)
            builder.append(date)
            #expect(builder.text == date.description)
        }
    }

    /// A day's foods without figures, and one nutrient's, are the union of ``DayNutrients/unknown``
    /// in the nutrients' order, on every day of the corpus: the report's weeks and the
    /// summary's lines read them so.
    @Test func theFoodsWithoutFiguresAreTheUnionOfEachNutrients() {
        var days = 0, withGaps = 0
        for workspace in Self.workspaces {
            let snapshot = Self.analyze(workspace)
            for athlete in snapshot.athletes.indices {
                for date in AthleteFigures(snapshot: snapshot, athlete: athlete).daysWithMeals {
                    let day = DayNutrients(snapshot: snapshot, athlete: athlete, date: date)
                    let unknown = day.unknown
                    var union: [String] = []
                    for kind in Nutrients.Kind.allCases {
                        #expect(day.foods(lacking: kind) == unknown[kind] ?? [], "\(workspace) \(date) \(kind)")
                        #expect(day.foodNames(lacking: kind, separator: ", ") == unknown[kind]?.joined(separator: ", "), "\(workspace) \(date) \(kind)")
                        for name in unknown[kind] ?? [] where !union.contains(name) { union.append(name) }
                    }
                    #expect(day.foodsWithoutFigures() == union, "\(workspace) \(date)")
                    let some: [Nutrients.Kind] = [.sodium, .fiber]
                    let someUnion = some.flatMap { unknown[$0] ?? [] }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                    #expect(day.foodsWithoutFigures(for: some) == someUnion, "\(workspace) \(date)")
                    days += 1
                    if !union.isEmpty { withGaps += 1 }
                }
            }
        }
        #expect(days > 500 && withGaps > 10, "\(days) days, \(withGaps) with foods without figures")
    }

    /// The same meal hovered in both languages and again: what is kept for one language is
    /// never given for the other.
    @Test func aDayIsKeptPerLanguage() {
        let snapshot = Self.analyze(Self.nutrientDay)
        let entry = snapshot.files[0].tree.entries.first { $0.kind == .meal }!
        func hover(_ language: Language) -> String? {
            HoverEngine.hover(in: snapshot, fileIndex: 0, offset: entry.headerRange.lowerBound, language: language)?.markdown
        }
        let english = hover(.en), turkish = hover(.tr)
        // Four meals in two files. Fibre: bran 60 × 30 % = 18, nuts 50 × 8 % = 4, banana (one
        // of 118 g) × 2.6 % = 3.068, oats 80 × 10.1 % = 8.08, rice 200 × 0.4 % = 0.8, nuts
        // 10 × 8 % = 0.8 → 34.748 g of 30: 115.8 %. Sugar: 10.8 + 14.431 + 0.792 + 0.1 = 26.12 g,
        // 6.12 over 20. Ayran has no figures; the unknown Mystery Bar counts for nothing.
        #expect(english?.contains("**Day (4 meals) against your goals:**") == true, "\(english ?? "")")
        #expect(english?.contains("- Fibre 34.7 / 30 g (116 %) · Fibre: no figure for Ayran\n") == true, "\(english ?? "")")
        #expect(english?.contains("- Sugar 26.1 g: over the ceiling of 20 g by 6.1 g") == true, "\(english ?? "")")
        #expect(turkish?.contains("- Lif 34,7 / 30 g (%116) · Lif: Ayran için değer yok\n") == true, "\(turkish ?? "")")
        #expect(hover(.en) == english && hover(.tr) == turkish)
    }
}

/// A lifting or meal header's hover as the obvious code writes it (the hover's code before it
/// was made fast): lines of `String`s joined, messages from `LocalizedText`.
struct PlainHeaderHover {
    let snapshot: WorkspaceSnapshot
    let fileIndex: Int
    let entry: EntrySyntax
    let language: Language

    var file: FileAnalysis { snapshot.files[fileIndex] }
    var unit: WeightUnit { snapshot.displayUnit(ofFile: fileIndex) }
    var history: TrainingHistory { snapshot.history(ofFile: fileIndex) }

    func say(_ key: MessageKey, _ arguments: [String: MessageArgument] = [:]) -> String { LocalizedText(key, arguments).text(in: language) }
    func count(_ count: Int, _ one: MessageKey, _ other: MessageKey) -> String { LocalizedText.count(count, one: one, other: other).text(in: language) }
    func number(_ value: Double, decimals: Int = 1) -> String { Format.number(value, decimals: decimals, language: language) }
    func percent(_ value: Double) -> String { DomainWords.percent(value, in: language) }
    func load(_ kilograms: Double) -> String { Format.load(kilograms, unit: unit, language: language) }

    func markdown() -> String? {
        switch entry.kind {
        case .meal: meal()
        case .lifting: lifting()
        default: nil
        }
    }

    func macros(_ macros: Macros) -> String {
        say(HoverMessages.macros, ["kcal": .text(number(macros.calories, decimals: 0)), "protein": .text(number(macros.protein)),
                                   "carbs": .text(number(macros.carbs)), "fat": .text(number(macros.fat))])
    }

    func meal() -> String? {
        guard let lowered = file.lowered.meals.first(where: { $0.entryRange.lowerBound == entry.range.lowerBound }) else { return nil }
        let date = lowered.date
        var lines = ["**\(DomainWords.mealTitle(lowered.meal.name, in: language)) — \(date)**", macros(lowered.meal.totals)]
        let totals = AthleteFigures(snapshot: snapshot, athlete: file.athlete).dayNutrition(on: date)
        let profile = snapshot.profile(ofFile: fileIndex)
        let goals = profile.goals
        var day = count(totals.meals, HoverMessages.dayOne, HoverMessages.dayOther) + "\n"
        let rows: [(MessageKey, Double, Double, Int, String)] = [
            (HoverMessages.goalKcal, totals.macros.calories, goals.calories, 0, ""),
            (HoverMessages.goalProtein, totals.macros.protein, goals.protein, 1, " g"),
            (HoverMessages.goalCarbs, totals.macros.carbs, goals.carbs, 1, " g"),
            (HoverMessages.goalFat, totals.macros.fat, goals.fat, 1, " g"),
        ]
        for (name, value, goal, decimals, unit) in rows {
            day += "\n- \(say(name)) \(number(value, decimals: decimals)) / \(number(goal, decimals: decimals))\(unit)"
            if goal > 0 { day += " (\(percent(value / goal * 100)))" }
        }
        let nutrients = DayNutrients(snapshot: snapshot, athlete: file.athlete, date: date)
        let nutrientGoals = profile.nutrientGoals
        for kind in Nutrients.Kind.allCases where nutrientGoals?[kind] != nil || nutrients.totals[kind] != nil {
            day += "\n" + nutrientLine(kind, value: nutrients.totals[kind] ?? 0, goal: nutrientGoals?[kind], unknown: nutrients.unknown[kind] ?? [])
        }
        lines.append(day)
        let unknown = lowered.meal.foods.filter(\.food.isPlaceholder).map(\.writtenName)
        if !unknown.isEmpty { lines.append(say(HoverMessages.notCounted, ["names": .text(unknown.joined(separator: ", "))])) }
        return lines.joined(separator: "\n\n")
    }

    func nutrientLine(_ kind: Nutrients.Kind, value: Double, goal: Double?, unknown: [String]) -> String {
        let decimals = kind == .sodium ? 0 : 1
        let name = MessageArgument.message(LocalizedText(NutrientMessages.name(kind)))
        var arguments: [String: MessageArgument] = ["nutrient": name, "value": .text(number(value, decimals: decimals)), "unit": .text(kind.unit)]
        let key: MessageKey
        if let goal {
            arguments["goal"] = .text(number(goal, decimals: decimals))
            if kind.isFloor {
                key = NutrientMessages.floorLine
                arguments["percent"] = .text(percent(goal > 0 ? value / goal * 100 : 0))
            } else if value > goal {
                key = NutrientMessages.overCeiling
                arguments["over"] = .text(number(value - goal, decimals: decimals))
            } else {
                key = NutrientMessages.underCeiling
                arguments["left"] = .text(number(goal - value, decimals: decimals))
            }
        } else {
            key = NutrientMessages.noGoal
        }
        var line = "- " + say(key, arguments)
        if !unknown.isEmpty, value > 0 || goal != nil {
            line += " · " + say(NutrientMessages.unknownFoods, ["nutrient": name, "names": .text(unknown.joined(separator: ", "))])
        }
        return line
    }

    /// Whether the entry is a lifting workout that carries out a program's day.
    var followsProgram: Bool {
        guard let index = file.lowered.workouts.firstIndex(where: { $0.entryRange.lowerBound == entry.range.lowerBound }) else { return false }
        return snapshot.programDay(of: WorkoutReference(file: fileIndex, index: index)) != nil
    }

    func lifting() -> String? {
        guard let index = file.lowered.workouts.firstIndex(where: { $0.entryRange.lowerBound == entry.range.lowerBound }) else { return nil }
        let lowered = file.lowered.workouts[index]
        let reference = WorkoutReference(file: fileIndex, index: index)
        return (programDayLines(lowered, reference: reference) + [summary(lowered.workout)]).joined(separator: "\n\n")
    }

    func programDayLines(_ lowered: LoweredWorkout, reference: WorkoutReference) -> [String] {
        guard let day = snapshot.programDay(of: reference) else { return [] }
        var lines = [say(HoverMessages.programDay, [
            "program": .text(day.program.name), "week": .text(String(day.weekNumber)), "weeks": .text(String(day.program.durationWeeks)),
            "weekday": .text(DomainWords.weekday(day.day.weekday, in: language)), "template": .text(day.day.templateName),
        ])]
        if let planned = SuggestedLoads.workout(for: day, in: snapshot, ofFile: fileIndex) {
            let plannedSets = planned.exercises.reduce(0) { $0 + $1.sets.count }
            let plannedVolume = planned.exercises.reduce(0.0) { total, exercise in
                total + exercise.sets.reduce(0.0) { $0 + ($1.weight ?? 0) * Double($1.reps) }
            }
            let done = WorkoutTotals(lowered.workout, bodyweight: history.bodyweight(on: lowered.workout.date))
            lines.append(say(HoverMessages.programDayFigures, [
                "plannedSets": .text(count(plannedSets, HoverMessages.setsOne, HoverMessages.setsOther)), "plannedVolume": .text(load(plannedVolume)),
                "doneSets": .text(count(done.completedSets, HoverMessages.setsOne, HoverMessages.setsOther)), "doneVolume": .text(load(done.volume)),
            ]))
        }
        return lines
    }

    func summary(_ workout: Workout) -> String {
        let totals = WorkoutTotals(workout, bodyweight: history.bodyweight(on: workout.date))
        var lines = ["**\(workout.title ?? say(HoverMessages.untitledWorkout)) — \(workout.date)\(workout.time.map { " \($0)" } ?? "")**"]
        if workout.duration > 0 { lines.append(say(HoverMessages.duration, ["duration": .text(Format.duration(workout.duration))])) }
        var figures = [count(workout.exercises.count, HoverMessages.exercisesOne, HoverMessages.exercisesOther),
                       count(totals.completedSets, HoverMessages.setsDoneOne, HoverMessages.setsDoneOther)]
        if totals.plannedSets > 0 { figures.append(say(HoverMessages.planned, ["count": .text(String(totals.plannedSets))])) }
        figures.append(say(HoverMessages.reps, ["count": .text(String(totals.reps))]))
        figures.append(say(HoverMessages.volume, ["volume": .text(load(totals.volume))]))
        lines.append(figures.joined(separator: " · "))
        if !totals.setsPerMuscle.isEmpty {
            let muscles = totals.setsPerMuscle.sorted { ($1.value, $0.key.rawValue) < ($0.value, $1.key.rawValue) }
            lines.append(say(HoverMessages.setsPerMuscle, ["muscles": .text(muscles.map { "\(DomainWords.muscle($0.key, in: language)) \($0.value)" }.joined(separator: ", "))]))
        }
        if let template = workout.templateName { lines.append(say(HoverMessages.template, ["name": .text(template)])) }
        if let notes = workout.notes { lines.append(say(HoverMessages.note, ["note": .text(notes)])) }
        return lines.joined(separator: "\n\n")
    }
}
