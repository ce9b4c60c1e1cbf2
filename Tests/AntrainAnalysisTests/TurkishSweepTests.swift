import AntrainAnalysis
import AntrainBasics
import AntrainSyntax
import AntrainTestSupport
import Testing

/// A Turkish athlete sees no English sentence: every hover, code lens and inlay hint over
/// logs that use every feature, read for English words that have no place in Turkish text.
@Suite struct TurkishSweepTests {
    /// Words of the English texts that Turkish ones never contain (names in these logs avoid them).
    static let englishWords = [
        "This session", "Last session", "volume", " sets", "reps", "Planned", " done", "Plates", "You are in",
        "Training max", "of your", "Superset", "Note:", "planned, not done", "warm-up", "week ", "Day (",
        "Duration", "exercises", "per 100 g", "serving", "the ", " of ", " and ", "new PR", "day ",
    ]

    static let profile = "profile\n  language: tr\n  height: 180 cm\n\n"

    func snapshot() -> WorkspaceSnapshot {
        WorkspaceSnapshot.analyze([
            SourceFile(name: "profile.antrain", text: Self.profile),
            SourceFile(name: "definitions.antrain", text: NavigationTests.definitions),
            SourceFile(name: "log.antrain", text: NavigationTests.log + "\n2026-11-19 bodyweight 80kg\n2026-11-20 bodyweight 79.5kg\n"),
            SourceFile(name: "plan.antrain", text: PlanningEditorTests.log.replacingOccurrences(of: "Squat", with: "Front Squat")),
        ], settings: testSettings)
    }

    func englishIn(_ text: String) -> [String] { Self.englishWords.filter { text.contains($0) } }

    @Test func everyHoverIsTurkish() {
        let snapshot = snapshot()
        var checked = 0
        for fileIndex in snapshot.files.indices {
            let count = snapshot.files[fileIndex].tree.source.count
            for offset in stride(from: 0, to: count, by: 2) {
                guard let hover = HoverEngine.hover(in: snapshot, fileIndex: fileIndex, offset: offset, language: snapshot.language(ofFile: fileIndex, fallback: nil)) else { continue }
                checked += 1
                let english = englishIn(hover.markdown)
                #expect(english.isEmpty, "\(snapshot.files[fileIndex].name) at \(offset): \(english) in \(hover.markdown)")
            }
        }
        #expect(checked > 100)
        // The same hovers in English do contain the words, so the sweep can see them.
        let english = (0..<snapshot.files[2].tree.source.count).compactMap {
            HoverEngine.hover(in: snapshot, fileIndex: 2, offset: $0, language: .en)?.markdown
        }
        #expect(english.contains { !englishIn($0).isEmpty })
    }

    @Test func lensesAndHintsAreTurkish() {
        let snapshot = snapshot()
        var programLenses = 0
        defer { #expect(programLenses > 0, "the sweep's logs define a program") }
        for fileIndex in snapshot.files.indices {
            let language = snapshot.language(ofFile: fileIndex, fallback: nil)
            #expect(language == .tr)
            let lenses = WorkoutLenses.lenses(snapshot: snapshot, fileIndex: fileIndex, language: language)
                + ProgramLenses.lenses(snapshot: snapshot, fileIndex: fileIndex, language: language)
            for lens in lenses {
                #expect(englishIn(lens.title).isEmpty, "\(lens.title)")
            }
            programLenses += ProgramLenses.lenses(snapshot: snapshot, fileIndex: fileIndex, language: language).count
            let all = TextRange(0, snapshot.files[fileIndex].tree.source.count)
            for hint in InlayHints.hints(in: all, snapshot: snapshot, fileIndex: fileIndex, language: language) {
                #expect(englishIn(hint.label).isEmpty, "\(hint.label)")
            }
        }
    }
}
