@testable import AntrainAnalysis
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Testing

/// Definition, references, rename, workspace symbols, inlay hints, code lenses, highlights and
/// selection ranges on a two-file workspace, every figure worked out by hand below.
@Suite struct NavigationTests {
    static let definitions = """
        exercise Landmine Press
          category: barbell
          muscles: shoulders, triceps
          equipment: barbell
          aliases: landmine

        food Protein Bar
          brand: Acme
          per 100g: 380 kcal, 30 protein, 40 carbs, 12 fat
          serving: 60g
          category: protein

        food Oats Mix
          per 100g: 400 kcal, 12 protein, 66 carbs, 8 fat
          category: carb

        template Push A
          Bench Press 100x5x3
          Landmine Press 40x8x3

        """
    static let log = """
        2026-11-16 lifting Push A
          Bench Press 100x5 @8
          Landmine Press 40x8
          landmine 42.5x8

        2026-11-18 lifting
          template: Push A
          Bench Press 102.5x5 @8
            105x5 @9
          Landmine Press 45x8

        2026-11-18 lunch
          Protein Bar (Acme) 60g
          Oats Mix 50g

        2026-11-18 dinner
          Protein Bar 100g

        2026-11-19 cardio run 5km 26:00

        """

    let snapshot = WorkspaceSnapshot.analyze(
        [SourceFile(name: "definitions.antrain", text: Self.definitions), SourceFile(name: "log.antrain", text: Self.log)],
        settings: testSettings)

    /// The byte offset of the `nth` occurrence of `needle` in file `file` (0: definitions, 1: log).
    func offset(_ needle: String, file: Int = 1, nth: Int = 0) -> Int {
        let text = Array((file == 0 ? Self.definitions : Self.log).utf8), pattern = Array(needle.utf8)
        var found = 0
        for start in 0...(text.count - pattern.count) where Array(text[start..<start + pattern.count]) == pattern {
            if found == nth { return start }
            found += 1
        }
        Issue.record("no occurrence \(nth) of \(needle)")
        return 0
    }

    func range(_ needle: String, file: Int = 1, nth: Int = 0) -> TextRange {
        let start = offset(needle, file: file, nth: nth)
        return TextRange(start, start + needle.utf8.count)
    }

    func text(_ occurrence: SymbolOccurrence) -> String { snapshot.files[occurrence.fileIndex].tree.source.text(occurrence.range) }

    @Test func theWorkspaceChecksClean() {
        #expect(snapshot.files.flatMap(\.diagnostics).map(\.message) == [])
    }

    @Test func symbolUnderTheCursorIsTheLibrarysThing() throws {
        let alias = try #require(SymbolIndex.symbol(at: offset("landmine 42.5") + 3, in: snapshot, fileIndex: 1))
        #expect(alias.symbol.name == "Landmine Press")
        #expect(alias.range == range("landmine 42.5").prefix(8))
        let preset = try #require(SymbolIndex.symbol(at: offset("Bench Press 100x5 @8"), in: snapshot, fileIndex: 1))
        #expect(preset.symbol.name == "Barbell Bench Press")
        #expect(preset.symbol.isCustom == false)
        #expect(SymbolIndex.symbol(at: offset("100x5 @8") + 1, in: snapshot, fileIndex: 1) == nil)
    }

    @Test func referencesOfAnExerciseAreItsDefinitionTemplateAndEveryLoggedUse() throws {
        let (symbol, _) = try #require(SymbolIndex.symbol(at: offset("Landmine Press 45x8"), in: snapshot, fileIndex: 1))
        let found = SymbolIndex.occurrences(of: symbol, in: snapshot)
        #expect(found.map { [$0.fileIndex, $0.range.lowerBound] } == [
            [0, offset("Landmine Press", file: 0)], [0, offset("Landmine Press 40x8x3", file: 0)],
            [1, offset("Landmine Press 40x8")], [1, offset("landmine 42.5")], [1, offset("Landmine Press 45x8")],
        ])
        #expect(found.map(text) == ["Landmine Press", "Landmine Press", "Landmine Press", "landmine", "Landmine Press"])
        #expect(found.map(\.isDefinition) == [true, false, false, false, false])
    }

    @Test func referencesOfATemplateAreTheWorkoutsThatFollowIt() throws {
        let (symbol, _) = try #require(SymbolIndex.symbol(at: offset("Push A", file: 0), in: snapshot, fileIndex: 0))
        let found = SymbolIndex.occurrences(of: symbol, in: snapshot)
        #expect(found.map { [$0.fileIndex, $0.range.lowerBound] } == [
            [0, offset("Push A", file: 0)], [1, offset("Push A")], [1, offset("Push A", nth: 1)],
        ])
    }

    @Test func referencesOfAFoodIncludeItsBrandedUses() throws {
        let (symbol, _) = try #require(SymbolIndex.symbol(at: offset("Protein Bar 100g"), in: snapshot, fileIndex: 1))
        #expect(SymbolIndex.occurrences(of: symbol, in: snapshot).map(text) == ["Protein Bar", "Protein Bar (Acme)", "Protein Bar"])
    }

    @Test func definitionOfACustomExerciseIsItsName() throws {
        let (symbol, _) = try #require(SymbolIndex.symbol(at: offset("landmine 42.5"), in: snapshot, fileIndex: 1))
        #expect(SymbolDefinition.of(symbol, in: snapshot) == .site(fileIndex: 0, nameRange: range("Landmine Press", file: 0)))
    }

    @Test func definitionOfAPresetIsAReadOnlyTextThatParsesClean() throws {
        let (symbol, _) = try #require(SymbolIndex.symbol(at: offset("Bench Press 100x5 @8"), in: snapshot, fileIndex: 1))
        guard case .preset(let fileName, let text, let nameRange) = SymbolDefinition.of(symbol, in: snapshot) else {
            Issue.record("expected a preset view")
            return
        }
        #expect(fileName == "Barbell-Bench-Press.antrain")
        #expect(SourceText(text).text(nameRange) == "Barbell Bench Press")
        #expect(text.contains("\nexercise Barbell Bench Press\n  category: barbell\n"))
        #expect(text.contains("read-only"))
        #expect(Parser.parse(text).diagnostics.isEmpty)
    }

    @Test func renameEditsEveryUseWrittenByNameAndKeepsAliases() throws {
        let edits = try SymbolRename.edits(at: offset("Landmine Press 45x8") + 2, to: "Landmine Push Press", in: snapshot, fileIndex: 1).get()
        #expect(edits.map { [$0.fileIndex, $0.edit.range.lowerBound, $0.edit.range.length] } == [
            [0, offset("Landmine Press", file: 0), 14], [0, offset("Landmine Press 40x8x3", file: 0), 14],
            [1, offset("Landmine Press 40x8"), 14], [1, offset("Landmine Press 45x8"), 14],
        ])
        #expect(Set(edits.map(\.edit.newText)) == ["Landmine Push Press"])
    }

    @Test func renamingABrandedFoodKeepsTheBrand() throws {
        let edits = try SymbolRename.edits(at: offset("Protein Bar", file: 0), to: "Whey Bar", in: snapshot, fileIndex: 0).get()
        #expect(edits.map { [$0.fileIndex, $0.edit.range.lowerBound, $0.edit.range.length] } == [
            [0, offset("Protein Bar", file: 0), 11], [1, offset("Protein Bar (Acme)"), 11], [1, offset("Protein Bar 100g"), 11],
        ])
    }

    @Test func renameRefusesPresetsAliasesCollisionsAndNamesThatDoNotReadBack() {
        func refusal(_ at: Int, _ name: String, file: Int = 1) -> String? {
            if case .failure(let refusal) = SymbolRename.edits(at: at, to: name, in: snapshot, fileIndex: file) { return refusal.message }
            return nil
        }
        #expect(refusal(offset("Bench Press 100x5 @8"), "My Bench")
            == "`Barbell Bench Press` is a preset of Antrain's exercise library, so it cannot be renamed; define your own `exercise` to log it under another name")
        #expect(refusal(offset("landmine 42.5"), "Mine")
            == "`landmine` is an alias of `Landmine Press`; rename `Landmine Press` where it is written by name, or change the alias in its definition's `aliases:`")
        #expect(refusal(offset("Landmine Press 45x8"), "bench press")
            == "`bench press` already names the exercise `Barbell Bench Press`; choose a name no other exercise uses")
        #expect(refusal(offset("Landmine Press 45x8"), "Press 100x5")?.hasPrefix("`Press 100x5` would not read back as one exercise name") == true)
        #expect(refusal(offset("Landmine Press 45x8"), "  ") == "A name cannot be empty")
        if case .failure(let refusal)? = SymbolRename.prepare(at: offset("Bench Press 100x5 @8"), in: snapshot, fileIndex: 1) {
            #expect(refusal.message.hasPrefix("`Barbell Bench Press` is a preset"))
        } else {
            Issue.record("prepareRename accepted a preset")
        }
        let accepted = try? SymbolRename.prepare(at: offset("Push A"), in: snapshot, fileIndex: 1)?.get()
        #expect(accepted?.range == range("Push A"))
        #expect(accepted?.placeholder == "Push A")
    }

    @Test func workspaceSymbolsFindEntriesByNameAndDate() {
        #expect(Set(WorkspaceSymbols.search("push", in: snapshot).map(\.name)) == ["template Push A", "2026-11-16 lifting Push A"])
        // The day's three entries first; near dates follow, as a typo would.
        #expect(Set(WorkspaceSymbols.search("2026-11-18", in: snapshot).prefix(3).map(\.name))
            == ["2026-11-18 dinner", "2026-11-18 lunch", "2026-11-18 lifting"])
        let bar = WorkspaceSymbols.search("protein bar", in: snapshot)
        #expect(bar.first?.name == "food Protein Bar")
        #expect(bar.first?.range == TextRange(offset("food Protein Bar", file: 0), offset("food Protein Bar", file: 0) + 16))
    }

    @Test func inlayHintsGiveKcalRunningDayTotalPaceAndTopSetE1RM() {
        let all = InlayHints.hints(in: TextRange(0, Self.log.utf8.count), snapshot: snapshot, fileIndex: 1)
        // Protein Bar 60 g: 380 × 0.6 = 228 kcal; Oats Mix 50 g: 200; lunch ends the day so far at 428;
        // dinner's 100 g of the bar is 380, the day 808. 5 km in 26:00 is 5:12 /km. Brzycki:
        // 100 × 36 / 32 = 112.5; 40 × 36 / 29 = 49.66 → 49.5 kg; 42.5 → 52.76 → 53 kg;
        // 105 × 36 / 32 = 118.125 → 118 kg; 45 × 36 / 29 = 55.86 → 56 kg.
        #expect(all.map { "\($0.offset) \($0.label)" } == [
            "\(range("100x5 @8").upperBound) e1RM 112.5 kg",
            "\(range("40x8").upperBound) e1RM 49.5 kg",
            "\(range("42.5x8").upperBound) e1RM 53 kg",
            "\(range("105x5 @9").upperBound) e1RM 118 kg",
            "\(range("45x8").upperBound) e1RM 56 kg",
            "\(range("Protein Bar (Acme) 60g").upperBound) 228 kcal",
            "\(range("Oats Mix 50g").upperBound) 200 kcal",
            "\(range("Oats Mix 50g").upperBound) day 428 kcal",
            "\(range("Protein Bar 100g").upperBound) 380 kcal",
            "\(range("Protein Bar 100g").upperBound) day 808 kcal",
            "\(range("2026-11-19 cardio run 5km 26:00").upperBound) 5:12 /km",
        ])
        // Only the requested range: the lunch's lines.
        let lunch = InlayHints.hints(in: range("  Protein Bar (Acme) 60g\n  Oats Mix 50g"), snapshot: snapshot, fileIndex: 1)
        #expect(lunch.map(\.label) == ["228 kcal", "200 kcal", "day 428 kcal"])
    }

    @Test func codeLensesGiveSetsVolumeAndNewRecords() {
        // 16th: 3 sets, 100 × 5 + 40 × 8 + 42.5 × 8 = 500 + 320 + 340 = 1160 kg, a first session.
        // 18th: 102.5 × 5 + 105 × 5 + 45 × 8 = 512.5 + 525 + 360 = 1397.5 kg; every record beaten.
        #expect(WorkoutLenses.lenses(snapshot: snapshot, fileIndex: 1).map(\.title) == [
            "3 sets · volume 1160 kg",
            "3 sets · volume 1397.5 kg · 🏆 new PR: Barbell Bench Press (heaviest set 105 kg × 5, e1RM, volume); Landmine Press (heaviest set 45 kg × 8, e1RM, volume)",
        ])
        #expect(WorkoutLenses.lenses(snapshot: snapshot, fileIndex: 1).first?.range == range("2026-11-16 lifting Push A"))
    }

    @Test func hoverShowsPlatesPerSideAndTheE1RMTrend() throws {
        // 105 kg on the default 20 kg bar: 42.5 a side = 25 + 15 + 2.5.
        let set = try #require(HoverEngine.hover(in: snapshot, fileIndex: 1, offset: offset("105x5") + 1))
        #expect(set.markdown.contains("**Plates per side:** 25 + 15 + 2.5 on a 20 kg bar"))
        // Bench on the 16th: 112.5 kg e1RM; on the 18th: 118.125, shown as 118 kg.
        let exercise = try #require(HoverEngine.hover(in: snapshot, fileIndex: 1, offset: offset("Bench Press 102.5") + 1))
        #expect(exercise.markdown.contains("**e1RM, last 2 sessions:** ▁█ 112.5 → 118 kg"))
        let first = try #require(HoverEngine.hover(in: snapshot, fileIndex: 1, offset: offset("Bench Press 100x5") + 1))
        #expect(!first.markdown.contains("e1RM, last"))
    }

    @Test func selectionGrowsFromTheSetToTheExerciseToTheEntry() {
        let ranges = SelectionRanges.ranges(at: offset("105x5") + 1, in: snapshot.files[1].tree)
        let source = snapshot.files[1].tree.source
        #expect(ranges.map(source.text) == [
            "105x5 @9",
            "Bench Press 102.5x5 @8\n    105x5 @9",
            "2026-11-18 lifting\n  template: Push A\n  Bench Press 102.5x5 @8\n    105x5 @9\n  Landmine Press 45x8",
        ])
        #expect(SelectionRanges.ranges(at: offset("Oats") + 1, in: snapshot.files[1].tree).map(source.text) == [
            "Oats Mix", "Oats Mix 50g", "2026-11-18 lunch\n  Protein Bar (Acme) 60g\n  Oats Mix 50g",
        ])
    }
}

extension TextRange {
    /// The first `length` bytes of the range.
    func prefix(_ length: Int) -> TextRange { TextRange(lowerBound, lowerBound + length) }
}
