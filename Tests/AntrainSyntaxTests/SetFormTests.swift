import AntrainSyntax
import Testing

/// Every set form of LANGUAGE.md §3.1's table, read exactly: load, unit, reps, duration,
/// count, RPE, tags, rest and box.
@Suite struct SetFormTests {
    @Test func loadTimesReps() {
        checkSet("100x5", ReadSet(load: .weight(100), reps: 5))
    }

    @Test func spacesAroundTimes() {
        checkSet("100 x 5", ReadSet(load: .weight(100), reps: 5))
    }

    @Test func poundsForOneSet() {
        checkSet("225lb x 5", ReadSet(load: .weight(225), unit: .lb, reps: 5))
        checkSet("225lbs x 5", ReadSet(load: .weight(225), unit: .lb, reps: 5))
        checkSet("225lbx5", ReadSet(load: .weight(225), unit: .lb, reps: 5))
    }

    @Test func kilogramsForOneSet() {
        checkSet("100kg x 5", ReadSet(load: .weight(100), unit: .kg, reps: 5))
        checkSet("100kgx5", ReadSet(load: .weight(100), unit: .kg, reps: 5))
    }

    @Test func unitWithASpace() {
        checkSet("100 kg x 5", ReadSet(load: .weight(100), unit: .kg, reps: 5))
        checkSet("BW + 10 x 6", ReadSet(load: .bodyweight(offset: 10), reps: 6))
    }

    @Test func unitsAndTimesAreCaseInsensitive() {
        checkSet("100X5", ReadSet(load: .weight(100), reps: 5))
        checkSet("225LB x 5", ReadSet(load: .weight(225), unit: .lb, reps: 5))
        checkSet("100KGx5", ReadSet(load: .weight(100), unit: .kg, reps: 5))
        checkSet("60S", ReadSet(duration: 60))
    }

    @Test func decimalLoad() {
        checkSet("97.5x5", ReadSet(load: .weight(97.5), reps: 5))
    }

    @Test func repeatedSet() {
        checkSet("100x5x3", ReadSet(load: .weight(100), reps: 5, count: 3))
        checkSet("100 x 5 x 3", ReadSet(load: .weight(100), reps: 5, count: 3))
    }

    @Test func repsWithoutLoad() {
        checkSet("x12", ReadSet(reps: 12))
    }

    @Test func bodyweightReps() {
        checkSet("BWx12", ReadSet(load: .bodyweight(offset: 0), reps: 12))
        checkSet("bw x 12", ReadSet(load: .bodyweight(offset: 0), reps: 12))
    }

    @Test func weightedBodyweight() {
        checkSet("BW+10x6", ReadSet(load: .bodyweight(offset: 10), reps: 6))
        checkSet("BW+25lb x6", ReadSet(load: .bodyweight(offset: 25), unit: .lb, reps: 6))
    }

    @Test func assistedBodyweight() {
        checkSet("BW-20x8", ReadSet(load: .bodyweight(offset: -20), reps: 8))
    }

    @Test func rpe() {
        checkSet("100x5 @8.5", ReadSet(load: .weight(100), reps: 5, rpe: 8.5))
        checkSet("100x5@8", ReadSet(load: .weight(100), reps: 5, rpe: 8))
    }

    @Test(arguments: [
        ("warmup", SetTagSyntax.Kind.warmup), ("w", .warmup), ("drop", .drop), ("d", .drop),
        ("failure", .failure), ("f", .failure), ("WARMUP", .warmup),
    ])
    func tags(_ written: String, _ tag: SetTagSyntax.Kind) {
        checkSet("60x10 \(written)", ReadSet(load: .weight(60), reps: 10, tags: [tag]))
    }

    @Test func timeSetAlone() {
        checkSet("60s", ReadSet(duration: 60))
        checkSet("1:30", ReadSet(duration: 90))
        checkSet("2min", ReadSet(duration: 120))
    }

    @Test func timeSetInTurkishUnits() {
        checkSet("45sn", ReadSet(duration: 45))
        checkSet("2dk", ReadSet(duration: 120))
        checkSet("1dk 30sn", ReadSet(duration: 90))
        checkSet("BW+20 45sn x3", ReadSet(load: .bodyweight(offset: 20), duration: 45, count: 3))
        checkSet("45snx3", ReadSet(duration: 45, count: 3))
    }

    @Test func weightedTimeSetRepeated() {
        checkSet("BW+20 45s x3", ReadSet(load: .bodyweight(offset: 20), duration: 45, count: 3))
        checkSet("60s x3", ReadSet(duration: 60, count: 3))
    }

    @Test func loadedTimeSet() {
        // A farmer's carry: a load and a duration, no reps.
        checkSet("40kg 30s", ReadSet(load: .weight(40), unit: .kg, duration: 30))
    }

    @Test func plannedAndCheckedBoxes() {
        checkSet("[ ] 140x3", ReadSet(box: false, load: .weight(140), reps: 3), onOwnLine: true)
        checkSet("[x] 140x3", ReadSet(box: true, load: .weight(140), reps: 3), onOwnLine: true)
        checkSet("[X] 140x3", ReadSet(box: true, load: .weight(140), reps: 3), onOwnLine: true)
        checkSet("[] 140x3", ReadSet(box: false, load: .weight(140), reps: 3), onOwnLine: true)
    }

    @Test func plainSetHasNoBox() {
        let sets = readSets("140x3", onOwnLine: true)
        #expect(sets?.count == 1)
        #expect(sets?.first?.box == nil)
        #expect(sets?.first?.isPlanned == false)
    }

    @Test func restAfterSet() {
        checkSet("100x5 rest 2:00", ReadSet(load: .weight(100), reps: 5, tags: [.rest], rest: 120))
        checkSet("100x5 rest 90s", ReadSet(load: .weight(100), reps: 5, tags: [.rest], rest: 90))
    }

    @Test func everythingAtOnce() {
        checkSet(
            "[x] BW+10 x 6 x3 @8.5 failure rest 2:00",
            ReadSet(box: true, load: .bodyweight(offset: 10), reps: 6, count: 3, rpe: 8.5, tags: [.failure, .rest], rest: 120),
            onOwnLine: true
        )
    }

    @Test func tagsAndRPEInAnyOrder() {
        checkSet("60x10 warmup @5", ReadSet(load: .weight(60), reps: 10, rpe: 5, tags: [.warmup]))
    }

    @Test func templateSetWithoutLoad() {
        checkSet("x5x3 @8", ReadSet(reps: 5, count: 3, rpe: 8))
    }

    @Test func negativeLoadReadsForTheValidator() {
        // A negative load is read (the validator reports `negative-weight`), not a syntax error.
        checkSet("-5x5", ReadSet(load: .weight(-5), reps: 5))
    }

    @Test func setRangesCoverTheSetOnly() {
        let source = "2026-11-20 lifting\n  Bench Press 60x10 warmup, 100x5 @8   # top\n"
        let tree = Parser.parse(source)
        let sets = exercises(tree).first.map { Array($0.allSets) } ?? []
        #expect(sets.map { tree.source.text($0.range) } == ["60x10 warmup", "100x5 @8"])
        #expect(sets.map { $0.load.map { tree.source.text($0.range) } } == ["60", "100"])
        #expect(sets.map { $0.reps.map { tree.source.text($0.range) } } == ["10", "5"])
    }

    @Test func inlineAndDeeperSetsTogether() {
        let source = """
            2026-11-09 lifting
              Barbell Squat: 60x8 warmup, 112.5x5 @8
                [ ] 117.5x5
                120x3, 120x3

            """
        let tree = Parser.parse(source)
        #expect(tree.diagnostics.isEmpty)
        let item = exercises(tree).first
        #expect(item?.inlineSets.count == 2)
        #expect(item?.allSets.count == 5)
        #expect(item?.allSets.map(\.isPlanned) == [false, false, true, false, false])
    }

    @Test func severalSetsOnOneDeeperLine() {
        let sets = readSets("BWx8, BW+5x7, x6 @9", onOwnLine: true)
        #expect(sets?.count == 3)
        #expect(sets?.map(\.reps?.value) == [8, 7, 6])
    }

    // MARK: - Helpers

    /// What one set reads as, in plain values.
    struct ReadSet: Equatable, CustomStringConvertible {
        var box: Bool?
        var load: LoadSyntax.Kind?
        var unit: LoadUnit?
        var reps: Double?
        var duration: Double?
        var count: Double?
        var rpe: Double?
        var tags: [SetTagSyntax.Kind] = []
        var rest: Double?

        init(
            box: Bool? = nil, load: LoadSyntax.Kind? = nil, unit: LoadUnit? = nil, reps: Double? = nil,
            duration: Double? = nil, count: Double? = nil, rpe: Double? = nil, tags: [SetTagSyntax.Kind] = [],
            rest: Double? = nil
        ) {
            self.box = box
            self.load = load
            self.unit = unit
            self.reps = reps
            self.duration = duration
            self.count = count
            self.rpe = rpe
            self.tags = tags
            self.rest = rest
        }

        /// The set at `position` of `sets`, with its tags.
        init(_ sets: SetList, at position: Int) {
            let set = sets[position]
            let tags = sets.tags(of: set)
            self.init(
                box: set.box?.isChecked, load: set.load?.kind, unit: set.load?.unit, reps: set.reps?.value,
                duration: set.duration?.seconds, count: set.count?.value, rpe: set.rpe?.value,
                tags: tags.map(\.kind), rest: tags.compactMap(\.rest).first?.seconds
            )
        }

        var description: String {
            "box \(String(describing: box)) load \(String(describing: load)) \(String(describing: unit)) reps \(String(describing: reps)) duration \(String(describing: duration)) count \(String(describing: count)) rpe \(String(describing: rpe)) tags \(tags) rest \(String(describing: rest))"
        }
    }

    /// Reads `written` as the only set of an exercise (inline after `Bench Press:`, and also
    /// on a deeper line of its own) and compares it with `expected`.
    private func checkSet(
        _ written: String, _ expected: ReadSet, onOwnLine: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let places = onOwnLine ? [true] : [false, true]
        for ownLine in places {
            guard let sets = readSets(written, onOwnLine: ownLine, sourceLocation: sourceLocation) else { continue }
            #expect(sets.count == 1, "`\(written)` reads as \(sets.count) sets", sourceLocation: sourceLocation)
            guard !sets.isEmpty else { continue }
            #expect(ReadSet(sets, at: 0) == expected, "`\(written)`\(ownLine ? " on its own line" : "")", sourceLocation: sourceLocation)
        }
    }

    /// The sets of `written`, checking that the line reads without diagnostics.
    private func readSets(
        _ written: String, onOwnLine: Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) -> SetList? {
        let source = onOwnLine
            ? "2026-11-20 lifting\n  Bench Press\n    \(written)\n"
            : "2026-11-20 lifting\n  Bench Press: \(written)\n"
        let tree = Parser.parse(source)
        #expect(tree.diagnostics.isEmpty, "\(tree.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        #expect(tree.printed() == Array(source.utf8), sourceLocation: sourceLocation)
        #expect(exercises(tree).count == 1, sourceLocation: sourceLocation)
        return exercises(tree).first?.allSets
    }
}

/// The exercise items of every entry of a tree, in order.
func exercises(_ tree: SyntaxTree) -> [ExerciseItemSyntax] {
    tree.entries.flatMap { entry in
        entry.body.compactMap { line in
            if case .exercise(let item) = line.content { item } else { nil }
        }
    }
}
