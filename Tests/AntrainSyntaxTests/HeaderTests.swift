import AntrainSyntax
import Testing

/// Header lines of every kind (LANGUAGE.md §3, §4), and properties in any order.
@Suite struct HeaderTests {
    // MARK: Lifting

    @Test func liftingWithTimeTitleDurationAndNote() {
        let (tree, entry) = header("2026-11-20 07:30 lifting Push Day 1h05min # felt good")
        guard case .lifting(let title, let duration)? = entry?.header else { Issue.record("not lifting"); return }
        #expect(title.map { tree.source.text($0.textRange) } == "Push Day")
        #expect(duration?.seconds == 3900)
        #expect(entry?.date.map { [$0.year, $0.month, $0.day] } == [2026, 11, 20])
        #expect(entry?.time.map { [$0.hour, $0.minute] } == [7, 30])
        #expect(entry?.note.map(tree.source.text) == "# felt good")
        #expect(entry?.keyword.map(tree.source.text) == "lifting")
    }

    @Test func liftAlias() {
        let (_, entry) = header("2026-11-20 lift")
        #expect(entry?.kind == .lifting)
    }

    @Test func keywordsAreCaseInsensitive() {
        #expect(header("2026-11-20 LIFTING").1?.kind == .lifting)
        #expect(header("2026-11-20 Breakfast").1?.header == .meal(kind: .breakfast, customName: nil))
        #expect(header("2026-11-20 Cardio Run 5km").1?.kind == .cardio)
    }

    @Test func liftingQuotedTitle() {
        let (tree, entry) = header("2026-11-20 lifting \"Push Day 2\" 45min")
        guard case .lifting(let title, let duration)? = entry?.header else { Issue.record("not lifting"); return }
        #expect(title.map { tree.source.text($0.textRange) } == "Push Day 2")
        #expect(title?.isQuoted == true)
        #expect(duration?.seconds == 2700)
    }

    @Test func liftingDurationOnly() {
        guard case .lifting(let title, let duration)? = header("2026-11-20 lifting 1:05:00").1?.header else {
            Issue.record("not lifting"); return
        }
        #expect(title == nil)
        #expect(duration?.seconds == 3900)
    }

    @Test(arguments: [
        ("1h05min", 3900.0), ("1h05", 3900), ("1h 30min", 5400), ("1h", 3600), ("45min", 2700), ("45 min", 2700),
        ("90s", 90), ("26:30", 1590), ("1:05:00", 3900), ("2 hours", 7200),
        // Turkish: saat, dakika, saniye (issue #24).
        ("30dk", 1800), ("45sn", 45), ("1sa 10dk", 4200), ("1sa10dk", 4200), ("1sa10", 4200), ("1sa", 3600),
        ("2 saat", 7200), ("30 dakika", 1800), ("90 saniye", 90), ("1DK", 60), ("2dk 30sn", 150),
    ])
    func durationForms(_ written: String, _ seconds: Double) {
        guard case .lifting(_, let duration)? = header("2026-11-20 lifting \(written)").1?.header else {
            Issue.record("not lifting"); return
        }
        #expect(duration?.seconds == seconds, "`\(written)`")
    }

    // MARK: Cardio

    @Test func cardioDistanceAndDuration() {
        let (tree, entry) = header("2026-11-21 18:00 cardio run 5.2km 26:30   # easy, zone 2")
        guard case .cardio(let type, let distance, let duration, let pace)? = entry?.header else {
            Issue.record("not cardio"); return
        }
        #expect(type.map(tree.source.text) == "run")
        #expect(distance?.kilometres == 5.2)
        #expect(duration?.seconds == 1590)
        #expect(pace == nil)
        #expect(entry?.note.map(tree.source.text) == "# easy, zone 2")
    }

    @Test func cardioNumbersInAnyOrder() {
        guard case .cardio(_, let distance, let duration, _)? = header("2026-11-21 cardio run 26:30 5.2km").1?.header else {
            Issue.record("not cardio"); return
        }
        #expect(distance?.kilometres == 5.2)
        #expect(duration?.seconds == 1590)
    }

    @Test func cardioWithPace() {
        let (_, entry) = header("2026-11-14 cardio swim 1.5km 38:00 pace 25:20/km")
        guard case .cardio(_, let distance, let duration, let pace)? = entry?.header else { Issue.record("not cardio"); return }
        #expect(distance?.kilometres == 1.5)
        #expect(duration?.seconds == 2280)
        #expect(pace?.secondsPerKilometre == 1520)
        #expect(pace?.isPerMile == false)
    }

    @Test func cardioPaceFirstAndPerMile() {
        let (_, entry) = header("2026-11-14 cardio run pace 8:00/mi 3mi 24:00")
        guard case .cardio(let type, let distance, let duration, let pace)? = entry?.header else { Issue.record("not cardio"); return }
        #expect(type != nil)
        #expect(distance?.unit == .mi)
        #expect(abs((distance?.kilometres ?? 0) - 4.828032) < 1e-9)
        #expect(duration?.seconds == 1440)
        #expect(pace?.isPerMile == true)
        #expect(abs((pace?.secondsPerKilometre ?? 0) - 480 / 1.609344) < 1e-9)
    }

    @Test func cardioMetres() {
        guard case .cardio(_, let distance, let duration, _)? = header("2026-11-12 cardio row 2000m 7:45").1?.header else {
            Issue.record("not cardio"); return
        }
        #expect(distance?.kilometres == 2)
        #expect(distance?.unit == .m)
        #expect(duration?.seconds == 465)
    }

    @Test func cardioDurationOnly() {
        guard case .cardio(let type, let distance, let duration, _)? = header("2026-11-07 cardio bike 45min").1?.header else {
            Issue.record("not cardio"); return
        }
        #expect(type != nil)
        #expect(distance == nil)
        #expect(duration?.seconds == 2700)
    }

    @Test func cardioAndMetconInTurkishUnits() {
        guard case .cardio(_, let distance, let duration, _)? = header("2026-11-07 kardiyo koşu 5km 30dk").1?.header else {
            Issue.record("not cardio"); return
        }
        #expect(distance?.kilometres == 5)
        #expect(duration?.seconds == 1800)
        guard case .metcon(_, let time, _, _)? = header("2026-11-07 metcon amrap 20dk 7 rounds").1?.header else {
            Issue.record("not metcon"); return
        }
        #expect(time?.seconds == 1200)
    }

    @Test func cardioWithoutType() {
        guard case .cardio(let type, _, _, _)? = header("2026-11-07 cardio 5km").1?.header else { Issue.record("not cardio"); return }
        #expect(type == nil)
    }

    // MARK: Metcon

    @Test func metconAmrap() {
        let (tree, entry) = header("2026-11-22 metcon amrap 20min 7 rounds \"Cindy\"")
        guard case .metcon(let type, let duration, let rounds, let result)? = entry?.header else { Issue.record("not metcon"); return }
        #expect(type.map(tree.source.text) == "amrap")
        #expect(duration?.seconds == 1200)
        #expect(rounds?.value == 7)
        #expect(result.map { tree.source.text($0.textRange) } == "Cindy")
    }

    @Test func metconForTimeWithHashInResult() {
        let (tree, entry) = header("2026-11-23 metcon fortime 12:34 \"Fran 21-15-9 # Rx\"")
        guard case .metcon(let type, let duration, _, let result)? = entry?.header else { Issue.record("not metcon"); return }
        #expect(type.map(tree.source.text) == "fortime")
        #expect(duration?.seconds == 754)
        #expect(result.map { tree.source.text($0.textRange) } == "Fran 21-15-9 # Rx")
        #expect(entry?.note == nil)
    }

    @Test func metconForTimeHyphenated() {
        let (tree, entry) = header("2026-11-23 metcon for-time 12:34")
        guard case .metcon(let type, _, _, _)? = entry?.header else { Issue.record("not metcon"); return }
        #expect(type.map(tree.source.text) == "for-time")
    }

    @Test func metconPartsInAnyOrder() {
        let (_, entry) = header("2026-11-23 metcon emom \"Burpees\" 5 rounds 10min")
        guard case .metcon(_, let duration, let rounds, let result)? = entry?.header else { Issue.record("not metcon"); return }
        #expect(duration?.seconds == 600)
        #expect(rounds?.value == 5)
        #expect(result != nil)
    }

    // MARK: Meals

    @Test(arguments: [
        ("breakfast", MealKind.breakfast), ("lunch", .lunch), ("dinner", .dinner), ("snack", .snack),
        ("kahvaltı", .breakfast), ("öğle", .lunch), ("akşam", .dinner), ("atıştırmalık", .snack),
    ])
    func mealNames(_ word: String, _ meal: MealKind) {
        let (_, entry) = header("2026-11-20 08:00 \(word)")
        #expect(entry?.header == .meal(kind: meal, customName: nil), "`\(word)`")
    }

    @Test func customMealName() {
        let (tree, entry) = header("2026-11-20 17:00 meal \"Pre-workout\"")
        guard case .meal(let kind, let name)? = entry?.header else { Issue.record("not a meal"); return }
        #expect(kind == nil)
        #expect(name.map { tree.source.text($0.textRange) } == "Pre-workout")
        #expect(name?.isQuoted == true)
    }

    // MARK: Bodyweight

    @Test func bodyweightWithUnit() {
        let (tree, entry) = header("2026-11-20 bodyweight 78.4kg")
        guard case .bodyweight(let weight)? = entry?.header else { Issue.record("not bodyweight"); return }
        #expect(weight?.number.value == 78.4)
        #expect(weight?.unit == "kg")
        #expect(weight.map { tree.source.text($0.range) } == "78.4kg")
    }

    @Test func weightAliasWithPounds() {
        guard case .bodyweight(let weight)? = header("2026-11-20 07:00 weight 173 lb").1?.header else {
            Issue.record("not bodyweight"); return
        }
        #expect(weight?.number.value == 173)
        #expect(weight?.unit == "lb")
    }

    @Test func bodyweightWithoutUnit() {
        guard case .bodyweight(let weight)? = header("2026-11-20 bodyweight 78.4").1?.header else { Issue.record("not bodyweight"); return }
        #expect(weight?.number.value == 78.4)
        #expect(weight?.unit == nil)
    }

    // MARK: Dates and times

    @Test func invalidDateIsReported() {
        let tree = Parser.parse("2026-02-30 bodyweight 78kg\n")
        #expect(tree.diagnostics.map(\.code) == [.invalidDate])
        #expect(tree.entries.first?.date?.isValid == false)
        #expect(tree.entries.first?.kind == .bodyweight)
    }

    @Test func leapDay() {
        #expect(Parser.parse("2028-02-29 bodyweight 78kg\n").diagnostics.isEmpty)
        #expect(Parser.parse("2100-02-29 bodyweight 78kg\n").diagnostics.map(\.code) == [.invalidDate])
    }

    @Test func invalidTimeIsReported() {
        let tree = Parser.parse("2026-11-20 25:10 bodyweight 78kg\n")
        #expect(tree.diagnostics.map(\.code) == [.invalidTime])
    }

    // MARK: Definitions

    @Test func profileWithPropertiesInAnyOrder() {
        let source = """
            profile
              fat: 65
              unit: kg
              height: 180 cm
              name: Burak
              protein: 150
              carbs: 200
              calories: 2000

            """
        let tree = Parser.parse(source)
        #expect(tree.diagnostics.isEmpty)
        let entry = tree.entries.first
        #expect(entry?.header == .profile)
        let keys = properties(entry).map(\.knownKey)
        #expect(keys == [.fat, .unit, .height, .name, .protein, .carbs, .calories])
        if case .height(let centimetres, _)? = properties(entry).first(where: { $0.knownKey == .height })?.value {
            #expect(centimetres == 180)
        } else {
            Issue.record("height did not read")
        }
    }

    @Test(arguments: [("180 cm", 180.0), ("1.80 m", 180), ("5 ft 11 in", 180.34), ("180cm", 180)])
    func heightForms(_ written: String, _ centimetres: Double) {
        let tree = Parser.parse("profile\n  height: \(written)\n")
        #expect(tree.diagnostics.isEmpty)
        guard case .height(let value, _)? = properties(tree.entries.first).first?.value else {
            Issue.record("`\(written)` did not read as a height"); return
        }
        #expect(abs(value - centimetres) < 1e-9, "`\(written)`")
    }

    @Test func exerciseDefinition() {
        let source = """
            exercise Landmine Press
              aliases: landmine, lm press
              equipment: barbell
              muscles: shoulders, triceps, core
              category: barbell

            """
        let tree = Parser.parse(source)
        #expect(tree.diagnostics.isEmpty)
        guard case .exerciseDefinition(let name?)? = tree.entries.first?.header else { Issue.record("not an exercise"); return }
        #expect(tree.source.text(name.textRange) == "Landmine Press")
        let muscles = properties(tree.entries.first).first { $0.knownKey == .muscles }
        guard case .list(let items)? = muscles?.value else { Issue.record("muscles is no list"); return }
        #expect(items.map(tree.source.text) == ["shoulders", "triceps", "core"])
        let aliases = properties(tree.entries.first).first { $0.knownKey == .aliases }
        guard case .list(let names)? = aliases?.value else { Issue.record("aliases is no list"); return }
        #expect(names.map(tree.source.text) == ["landmine", "lm press"])
    }

    @Test func quotedExerciseDefinitionName() {
        let tree = Parser.parse("exercise \"Press: Landmine\"\n  category: barbell\n  muscles: shoulders\n")
        guard case .exerciseDefinition(let name?)? = tree.entries.first?.header else { Issue.record("not an exercise"); return }
        #expect(tree.source.text(name.textRange) == "Press: Landmine")
    }

    @Test func foodDefinitionWithPer100g() {
        let source = """
            food Protein Bar
              brand: Acme
              per 100g: 380 kcal, 30 protein, 40 carbs, 12 fat
              serving: 60g
              category: protein

            """
        let tree = Parser.parse(source)
        #expect(tree.diagnostics.isEmpty)
        let per100g = properties(tree.entries.first).first { $0.knownKey == .per100g }
        guard case .macros(let macros)? = per100g?.value else { Issue.record("per 100g did not read"); return }
        #expect([macros.kcal?.value, macros.protein?.value, macros.carbs?.value, macros.fat?.value] == [380, 30, 40, 12])
        let serving = properties(tree.entries.first).first { $0.knownKey == .serving }
        guard case .quantity(let quantity)? = serving?.value else { Issue.record("serving did not read"); return }
        #expect(quantity.number.value == 60)
        #expect(quantity.unit == "g")
    }

    @Test func foodDefinitionWithSeparateFigures() {
        let source = "food Ayran\n  kcal: 36\n  protein: 1.7\n  carbs: 2.6\n  fat: 2\n  serving: 200g\n"
        let tree = Parser.parse(source)
        #expect(tree.diagnostics.isEmpty)
        #expect(properties(tree.entries.first).map(\.knownKey) == [.kcal, .protein, .carbs, .fat, .serving])
    }

    @Test func templateWithLoadlessSets() {
        let source = """
            template Push Day
              Bench Press: x5x3 @8
              Overhead Press: x8x3
              Plank: 60s x3

            """
        let tree = Parser.parse(source)
        #expect(tree.diagnostics.isEmpty)
        guard case .template(let name?)? = tree.entries.first?.header else { Issue.record("not a template"); return }
        #expect(tree.source.text(name.textRange) == "Push Day")
        #expect(exercises(tree).map { tree.source.text($0.name.textRange) } == ["Bench Press", "Overhead Press", "Plank"])
        #expect(exercises(tree).map { $0.allSets.first?.count?.value } == [3, 3, 3])
        #expect(exercises(tree).first?.allSets.first?.load == nil)
    }

    @Test func liftingPropertiesInAnyOrder() {
        let source = """
            2026-11-20 lifting
              rpe: 8
              Bench Press 100x5
              template: Push Day
              duration: 1h05min
              note: shoulder felt tight

            """
        let tree = Parser.parse(source)
        #expect(tree.diagnostics.isEmpty)
        #expect(properties(tree.entries.first).map(\.knownKey) == [.rpe, .template, .duration, .note])
        #expect(exercises(tree).count == 1)
    }

    @Test func cardioAndMetconProperties() {
        let source = """
            2026-11-21 cardio run
              pace: 5:05/km
              duration: 26:30
              note: easy
              distance: 5.2km
            2026-11-22 metcon amrap
              result: 7 rounds + 3
              rounds: 7
              duration: 20min

            """
        let tree = Parser.parse(source)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.entries.count == 2)
        #expect(properties(tree.entries.first).map(\.knownKey) == [.pace, .duration, .note, .distance])
        #expect(properties(tree.entries.last).map(\.knownKey) == [.result, .rounds, .duration])
    }

    @Test func unknownPropertyKeyIsKeptWithoutAKnownKey() {
        let tree = Parser.parse("2026-11-20 lifting\n  mood: great\n  Bench Press 100x5\n")
        #expect(tree.diagnostics.isEmpty)
        let property = properties(tree.entries.first).first
        #expect(property?.knownKey == nil)
        #expect(property.map { tree.source.text($0.key) } == "mood")
    }

    // MARK: - Helpers

    /// Parses one header line, expecting no diagnostics.
    private func header(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> (SyntaxTree, EntrySyntax?) {
        let tree = Parser.parse(line + "\n")
        #expect(tree.diagnostics.isEmpty, "\(tree.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        #expect(tree.entries.count == 1, sourceLocation: sourceLocation)
        return (tree, tree.entries.first)
    }
}

/// The properties of an entry's body, in order.
func properties(_ entry: EntrySyntax?) -> [PropertySyntax] {
    (entry.map { Array($0.body) } ?? []).compactMap { line in
        if case .property(let property) = line.content { property } else { nil }
    }
}
