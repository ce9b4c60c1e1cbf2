import AntrainAnalysis
import Foundation
import AntrainModel
import AntrainSyntax
import Testing

/// The gym pages' changes, on texts written by hand: each one touches its own lines only,
/// lands on the text as it is now, and is refused only where the page's view is wrong.
@Suite struct SessionTextTests {
    static let key = SessionText.EntryKey(date: LocalDate(year: 2026, month: 12, day: 7), time: LocalTime(hour: 7, minute: 30))

    static let log = """
        2026-12-06 bodyweight 80kg

        2026-12-07 07:30 lifting Push
          Barbell Bench Press
            [ ] 100x5
            [ ] 100x5
          Pull Up: BWx8, BWx8   # written by hand in an editor

        2026-12-08 bodyweight 80.5kg

        """

    private func apply(_ change: SessionText.Change, to text: String = log, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        switch SessionText.apply(change, to: Array(text.utf8)) {
        case .success(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .failure(let refusal):
            Issue.record("refused: \(refusal)", sourceLocation: sourceLocation)
            return nil
        }
    }

    private func refusal(_ change: SessionText.Change, to text: String = log) -> SessionText.Refusal? {
        if case .failure(let refusal) = SessionText.apply(change, to: Array(text.utf8)) { return refusal }
        return nil
    }

    @Test func completingAPlannedSetChangesThatLineOnly() {
        let done = apply(.replaceSet(Self.key, exercise: 0, set: 1, expected: "[ ] 100x5", written: "100x5 @8"))
        #expect(done == Self.log.replacingOccurrences(of: "    [ ] 100x5\n  Pull", with: "    100x5 @8\n  Pull"))
    }

    @Test func aSetChangedElsewhereIsRefusedWithWhatItReadsNow() {
        let edited = Self.log.replacingOccurrences(of: "    [ ] 100x5\n    [ ] 100x5", with: "    102.5x5\n    [ ] 100x5")
        #expect(refusal(.replaceSet(Self.key, exercise: 0, set: 0, expected: "[ ] 100x5", written: "100x5"), to: edited) == .setChanged(now: "102.5x5"))
        // Another set of the same entry, changed elsewhere, does not stop this one.
        #expect(apply(.replaceSet(Self.key, exercise: 0, set: 1, expected: "[ ] 100x5", written: "100x5"), to: edited)?
            .contains("    102.5x5\n    100x5\n") == true)
    }

    @Test func aSetAndAnExerciseAreAddedWhereAnEditorWouldTypeThem() {
        #expect(apply(.addSet(Self.key, exercise: 0, written: "90x8"))?.contains("    [ ] 100x5\n    90x8\n  Pull Up") == true)
        let added = apply(.addExercise(Self.key, name: "Barbell Row", sets: ["[ ] 70x8"]))
        #expect(added?.contains("  Pull Up: BWx8, BWx8   # written by hand in an editor\n  Barbell Row\n    [ ] 70x8\n\n2026-12-08") == true)
        // Sets written on the exercise's line by hand cannot take a set line.
        #expect(refusal(.addSet(Self.key, exercise: 1, written: "BWx8")) == .noSuchSet)
    }

    @Test func finishingWritesTheDurationAndRemovesUndonePlannedSets() {
        let started = apply(.replaceSet(Self.key, exercise: 0, set: 0, expected: "[ ] 100x5", written: "100x5"))!
        let finished = apply(.finish(Self.key, duration: "45min"), to: started)
        #expect(finished == """
            2026-12-06 bodyweight 80kg

            2026-12-07 07:30 lifting Push 45min
              Barbell Bench Press
                100x5
              Pull Up: BWx8, BWx8   # written by hand in an editor

            2026-12-08 bodyweight 80.5kg

            """)
    }

    /// Finishing with no set done would leave `2026-12-07 07:30 lifting Push 5min` with no
    /// exercise, an error: refused, the text unchanged.
    @Test func finishingWithNoSetDoneIsRefused() {
        let untouched = """
            2026-12-07 07:30 lifting Push
              Barbell Bench Press
                [ ] 100x5
                [ ] 100x5

            """
        #expect(refusal(.finish(Self.key, duration: "5min"), to: untouched) == .nothingDone)
        // One set done is enough: the undone ones go, the done one stays.
        let oneDone = untouched.replacingOccurrences(of: "    [ ] 100x5\n    [ ] 100x5", with: "    100x5 @8\n    [ ] 100x5")
        #expect(apply(.finish(Self.key, duration: "5min"), to: oneDone) == "2026-12-07 07:30 lifting Push 5min\n  Barbell Bench Press\n    100x5 @8\n")
    }

    /// An exercise added above in an editor moves the page's exercise down: with its name, the
    /// set still lands on it (never on the exercise now at its old place), and so does a set added.
    @Test func anExerciseAddedAboveMovesNoSetOfThePage() {
        let moved = Self.log.replacingOccurrences(of: "lifting Push\n", with: "lifting Push\n  Leg Press: 200x10\n")
        let done = apply(.replaceSet(Self.key, exercise: 0, set: 1, expected: "[ ] 100x5", written: "100x5 @8", name: "Barbell Bench Press"),
                         to: moved)
        #expect(done == moved.replacingOccurrences(of: "    [ ] 100x5\n  Pull Up", with: "    100x5 @8\n  Pull Up"))
        let added = apply(.addSet(Self.key, exercise: 0, written: "100x4", name: "Barbell Bench Press"), to: moved)
        #expect(added == moved.replacingOccurrences(of: "    [ ] 100x5\n  Pull Up", with: "    [ ] 100x5\n    100x4\n  Pull Up"))
        // Without the name, the place alone: the set there is another exercise's, so it is refused.
        #expect(refusal(.replaceSet(Self.key, exercise: 0, set: 1, expected: "[ ] 100x5", written: "100x5 @8"), to: moved) == .noSuchSet)
    }

    @Test func discardingRemovesTheEntryAndOneBlankLine() {
        #expect(apply(.removeEntry(Self.key)) == "2026-12-06 bodyweight 80kg\n\n2026-12-08 bodyweight 80.5kg\n")
        #expect(refusal(.removeEntry(SessionText.EntryKey(date: Self.key.date, time: LocalTime(hour: 8, minute: 0)))) == .noSuchEntry)
    }

    @Test func aNewEntryGoesAfterTheLastOfItsDate() {
        let date = LocalDate(year: 2026, month: 12, day: 7)
        let added = apply(.appendEntry(date: date, text: "2026-12-07 07:00 bodyweight 79.8kg\n"))
        #expect(added?.contains("    [ ] 100x5\n  Pull Up: BWx8, BWx8   # written by hand in an editor\n\n2026-12-07 07:00 bodyweight 79.8kg\n\n2026-12-08") == true)
        #expect(apply(.appendEntry(date: date, text: "2026-12-07 bodyweight 79kg"), to: "") == "2026-12-07 bodyweight 79kg\n")
        #expect(apply(.appendEntry(date: date, text: "2026-12-07 bodyweight 79kg\n"), to: "2026-12-01 bodyweight 80kg")
            == "2026-12-01 bodyweight 80kg\n\n2026-12-07 bodyweight 79kg\n")
    }

    @Test func aFoodJoinsTheDaysMealOfItsKind() {
        let text = "2026-12-07 08:00 breakfast\n  Oats 80g\n2026-12-07 12:00 lunch\n  Rice 150g\n"
        let date = LocalDate(year: 2026, month: 12, day: 7)
        #expect(apply(.addFood(date: date, time: LocalTime(hour: 9, minute: 0), meal: .breakfast, line: "Milk 250ml"), to: text)
            == "2026-12-07 08:00 breakfast\n  Oats 80g\n  Milk 250ml\n2026-12-07 12:00 lunch\n  Rice 150g\n")
        #expect(apply(.addFood(date: date, time: LocalTime(hour: 19, minute: 0), meal: .dinner, line: "Salmon 200g"), to: text)
            == text + "\n2026-12-07 19:00 dinner\n  Salmon 200g\n")
    }

    @Test func theSessionIsReadAsThePageShowsIt() {
        let session = SessionText.session(Self.key, in: Array(Self.log.utf8))
        #expect(session?.header == "2026-12-07 07:30 lifting Push")
        #expect(session?.exercises.map(\.name) == ["Barbell Bench Press", "Pull Up"])
        #expect(session?.exercises.map(\.sets) == [["[ ] 100x5", "[ ] 100x5"], ["BWx8", "BWx8   # written by hand in an editor"]])
        #expect(SessionText.sessions(on: Self.key.date, in: Array(Self.log.utf8)).map(\.isFinished) == [false])
    }
}
