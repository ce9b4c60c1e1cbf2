import AntrainAnalysis
import AntrainModel
import AntrainSyntax
import Testing

/// `LogMerge.merge`: a three-way merge by entries, checked byte for byte.
@Suite struct LogMergeTests {
    static let monday = "2026-11-02 lifting Upper A\n  Bench Press: 100x5\n"
    static let tuesday = "\n2026-11-03 cardio run 5km 25min\n"
    static let wednesday = "\n2026-11-04 lifting Lower A\n  Barbell Squat: 120x5\n"

    // MARK: Clean merges

    @Test func twoSidesAppendingDifferentDaysMergeInDateOrder() {
        // Theirs' Tuesday goes after ours' Monday, the last entry not later than it.
        checkClean(base: Self.monday, ours: Self.monday + Self.wednesday, theirs: Self.monday + Self.tuesday,
                   Self.monday + Self.tuesday + Self.wednesday)
        checkClean(base: Self.monday, ours: Self.monday + Self.tuesday, theirs: Self.monday + Self.wednesday,
                   Self.monday + Self.tuesday + Self.wednesday)
    }

    @Test func aNewEntryOfTheSameDateGoesAfterOursOfThatDate() {
        let lunch = "\n2026-11-02 13:00 lunch\n  Rice 180g\n"
        let breakfast = "\n2026-11-02 08:00 breakfast\n  Oats 80g\n"
        checkClean(base: Self.monday, ours: Self.monday + lunch, theirs: Self.monday + breakfast, Self.monday + lunch + breakfast)
    }

    @Test func anEntryOlderThanAllOfOursGoesBeforeOursFirstDatedEntry() {
        let definition = "exercise Landmine Press\n  category: barbell\n\n"
        let sunday = "2026-11-01 bodyweight 80kg\n\n"
        checkClean(base: definition + Self.monday, ours: definition + Self.monday + Self.wednesday,
                   theirs: definition + sunday + Self.monday, definition + sunday + Self.monday + Self.wednesday)
    }

    @Test func anEditedSetAndAnAppendedMealMergeCleanly() {
        let edited = "2026-11-02 lifting Upper A\n  Bench Press: 102.5x5\n"
        let meal = "\n2026-11-02 20:00 dinner\n  Salmon 180g\n"
        checkClean(base: Self.monday + Self.wednesday, ours: edited + Self.wednesday, theirs: Self.monday + Self.wednesday + meal,
                   edited + meal + Self.wednesday)
    }

    @Test func anEntryDeletedOnOneSideAndUntouchedOnTheOtherIsDeleted() {
        checkClean(base: Self.monday + Self.tuesday + Self.wednesday, ours: Self.monday + Self.wednesday,
                   theirs: Self.monday + Self.tuesday + Self.wednesday + "\n2026-11-05 bodyweight 79kg\n",
                   Self.monday + Self.wednesday + "\n2026-11-05 bodyweight 79kg\n")
        checkClean(base: Self.monday + Self.tuesday + Self.wednesday, ours: Self.monday + Self.tuesday + Self.wednesday + "\n2026-11-05 bodyweight 79kg\n",
                   theirs: Self.monday + Self.wednesday, Self.monday + Self.wednesday + "\n2026-11-05 bodyweight 79kg\n")
    }

    @Test func identicalAdditionsMergeToOne() {
        let definition = "exercise Landmine Press\n  category: barbell\n\n"
        checkClean(base: Self.monday, ours: definition + Self.monday + Self.tuesday, theirs: definition + Self.monday + Self.wednesday,
                   definition + Self.monday + Self.tuesday + Self.wednesday)
    }

    @Test func commentsTravelWithTheEntryBelow() {
        let commented = "\n# deload week\n2026-11-04 lifting Lower A\n  Barbell Squat: 100x5\n"
        checkClean(base: Self.monday, ours: Self.monday + Self.tuesday, theirs: Self.monday + commented, Self.monday + Self.tuesday + commented)
    }

    @Test func aNewDefinitionFollowsTheEntryItFollowsInTheirs() {
        let profile = "profile\n  name: Burak\n\n"
        let food = "food Protein Bar\n  per 100g: 380 kcal, 30 protein, 40 carbs, 12 fat\n\n"
        checkClean(base: profile + Self.monday, ours: profile + Self.monday + Self.tuesday, theirs: profile + food + Self.monday,
                   profile + food + Self.monday + Self.tuesday)
    }

    @Test func untitledWorkoutsOfOneDayAreMatchedInOrder() {
        let first = "2026-11-02 lifting\n  Bench Press: 100x5\n"
        let second = "\n2026-11-02 lifting\n  Pull Up: BWx8\n"
        let secondEdited = "\n2026-11-02 lifting\n  Pull Up: BWx9\n"
        checkClean(base: first + second, ours: first + secondEdited, theirs: first + second + Self.wednesday, first + secondEdited + Self.wednesday)
    }

    @Test func alikeEntriesAreMatchedByTheirBytesFirst() {
        // Each side deletes a different one of two weigh-ins of one day: both are gone.
        let first = "2026-11-02 bodyweight 80kg\n", second = "2026-11-02 bodyweight 80.4kg\n"
        checkClean(base: first + second + Self.wednesday, ours: second + Self.wednesday, theirs: first + Self.wednesday, Self.wednesday)
        // One side deletes the first, the other edits the second: the edit stays.
        checkClean(base: first + second + Self.wednesday, ours: second + Self.wednesday, theirs: first + "2026-11-02 bodyweight 80.2kg\n" + Self.wednesday,
                   "2026-11-02 bodyweight 80.2kg\n" + Self.wednesday)
    }

    @Test func deletingEveryAlikeEntryWhileTheOtherSideAddsDeletesThemAll() {
        // The merge fuzzer's first finding.
        let runs = "# 1\n2026-11-04 05:30 cardio run 1km 30min\n# 2\n2026-11-04 05:30 cardio run 2km 30min\n# 3\n2026-11-04 05:30 cardio run 3km 30min\n"
        let lifts = "2026-11-08 lifting\n  Bench Press: 4x5\n2026-11-01 00:30 lifting\n  Bench Press: 5x5\n2026-11-01 00:30 lifting\n  Bench Press: 6x5\n"
        checkClean(base: runs, ours: lifts + runs, theirs: "", lifts)
    }

    @Test func linesAfterTheLastEntryStayLastAndGetALineBreak() {
        let base = "2026-11-02 bodyweight 80kg"
        checkClean(base: base, ours: base + "\n# weighed after breakfast", theirs: "2026-11-02 bodyweight 80kg\n2026-11-03 bodyweight 79.8kg",
                   "2026-11-02 bodyweight 80kg\n2026-11-03 bodyweight 79.8kg\n# weighed after breakfast")
    }

    @Test func anUnchangedSideGivesTheOtherByteForByte() {
        // Even out of date order, as git would.
        checkClean(base: Self.wednesday, ours: Self.wednesday, theirs: Self.wednesday + Self.tuesday, Self.wednesday + Self.tuesday)
        checkClean(base: Self.wednesday, ours: "not a log\n", theirs: Self.wednesday, "not a log\n")
    }

    // MARK: Conflicts

    @Test func theSameSetChangedDifferentlyIsAConflictAroundThatEntryAlone() {
        let ours = "2026-11-02 lifting Upper A\n  Bench Press: 102.5x5\n"
        let theirs = "2026-11-02 lifting Upper A\n  Bench Press: 105x5\n"
        checkConflict(base: Self.monday + Self.wednesday, ours: ours + Self.wednesday, theirs: theirs + Self.wednesday + Self.tuesday,
                      "<<<<<<< ours\n" + ours + "=======\n" + theirs + ">>>>>>> theirs\n" + Self.tuesday + Self.wednesday,
                      entries: ["2026-11-02 lifting Upper A"])
    }

    @Test func sharedCommentsStayOutsideTheMarkers() {
        let base = "# week 1\n2026-11-04 lifting Lower A\n  Barbell Squat: 120x5\n"
        checkConflict(base: Self.monday + "\n" + base, ours: Self.monday + "\n" + base.replacingOccurrences(of: "120x5", with: "125x5"),
                      theirs: Self.monday + "\n" + base.replacingOccurrences(of: "120x5", with: "115x5"),
                      Self.monday + "\n# week 1\n<<<<<<< ours\n2026-11-04 lifting Lower A\n  Barbell Squat: 125x5\n=======\n"
                          + "2026-11-04 lifting Lower A\n  Barbell Squat: 115x5\n>>>>>>> theirs\n",
                      entries: ["2026-11-04 lifting Lower A"])
    }

    @Test func deletedOnOneSideAndChangedOnTheOtherIsAConflict() {
        let changed = "\n2026-11-04 lifting Lower A\n  Barbell Squat: 125x5\n"
        checkConflict(base: Self.monday + Self.wednesday, ours: Self.monday, theirs: Self.monday + changed,
                      Self.monday + "<<<<<<< ours\n=======\n" + changed + ">>>>>>> theirs\n", entries: ["2026-11-04 lifting Lower A"])
    }

    @Test func differentAdditionsWithOneIdentityAreAConflict() {
        checkConflict(base: Self.monday, ours: Self.monday + "\n2026-11-05 bodyweight 79kg\n", theirs: Self.monday + "\n2026-11-05 bodyweight 79.5kg\n",
                      Self.monday + "\n<<<<<<< ours\n2026-11-05 bodyweight 79kg\n=======\n2026-11-05 bodyweight 79.5kg\n>>>>>>> theirs\n",
                      entries: ["2026-11-05 bodyweight"])
    }

    @Test func linesAfterTheLastEntryChangedDifferentlyAreAConflict() {
        checkConflict(base: Self.monday, ours: Self.monday + "# end of week 1\n", theirs: Self.monday + "# week 1 done\n",
                      Self.monday + "<<<<<<< ours\n# end of week 1\n=======\n# week 1 done\n>>>>>>> theirs\n",
                      entries: ["the lines after the last entry"])
    }

    @Test func labelsAndMarkerSizeAreGits() {
        let outcome = LogMerge.merge(base: bytes(Self.monday), ours: bytes(Self.monday + "\n2026-11-05 bodyweight 79kg\n"),
                                     theirs: bytes(Self.monday + "\n2026-11-05 bodyweight 80kg\n"),
                                     labels: LogMerge.Labels(ours: "HEAD", theirs: "phone", markerSize: 3))
        guard case .merged(let text, _) = outcome else { Issue.record("no merge: \(outcome)"); return }
        #expect(String(decoding: text, as: UTF8.self)
            == Self.monday + "\n<<< HEAD\n2026-11-05 bodyweight 79kg\n===\n2026-11-05 bodyweight 80kg\n>>> phone\n")
    }

    // MARK: Falling back

    @Test func aSideThatDoesNotParseWholeIsReported() {
        #expect(LogMerge.merge(base: bytes(Self.monday), ours: bytes(Self.monday + Self.tuesday), theirs: bytes(Self.monday + "\n2026-11-04 liftin\n"))
            == .unreadable(.theirs))
        #expect(LogMerge.merge(base: bytes("  Bench Press: 100x5\n"), ours: bytes(Self.monday), theirs: bytes(Self.tuesday)) == .unreadable(.base))
    }

    // MARK: Helpers

    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    func checkClean(base: String, ours: String, theirs: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let outcome = LogMerge.merge(base: bytes(base), ours: bytes(ours), theirs: bytes(theirs))
        #expect(outcome == .merged(bytes(expected), conflicts: []), "\(describe(outcome))", sourceLocation: sourceLocation)
    }

    func checkConflict(base: String, ours: String, theirs: String, _ expected: String, entries: [String],
                       sourceLocation: SourceLocation = #_sourceLocation) {
        let outcome = LogMerge.merge(base: bytes(base), ours: bytes(ours), theirs: bytes(theirs))
        guard case .merged(let text, let conflicts) = outcome else {
            Issue.record("no merge: \(outcome)", sourceLocation: sourceLocation)
            return
        }
        #expect(String(decoding: text, as: UTF8.self) == expected, sourceLocation: sourceLocation)
        #expect(conflicts.map(\.description) == entries, sourceLocation: sourceLocation)
    }

    func describe(_ outcome: LogMerge.Outcome) -> String {
        switch outcome {
        case .merged(let text, let conflicts): "merged \(conflicts):\n" + String(decoding: text, as: UTF8.self)
        case .unreadable(let side): "unreadable \(side)"
        }
    }
}
