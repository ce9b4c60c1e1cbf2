import AntrainSyntax
import Foundation
import AntrainTestSupport
import Testing

/// The Turkish words of the format (issue #17) as the parser reads them: each one gives
/// the header, or the program line, its English twin gives.
@Suite struct TurkishKeywordSyntaxTests {
    /// What follows each English kind word in a sample header.
    static let datedTails: [String: String] = [
        "lifting": " Göğüs Günü 45min", "cardio": " run 5km 25min", "breakfast": "", "lunch": "", "dinner": "",
        "snack": "", "meal": " \"Antrenman öncesi\"", "bodyweight": " 78.4kg", "max": " Bench Press 100kg",
    ]

    @Test(arguments: Keywords.turkishDatedKinds.map { [$0.turkish, $0.english] })
    func datedKindReadsAsItsEnglishTwin(_ twin: [String]) {
        let tail = Self.datedTails[twin[1]] ?? ""
        let turkish = onlyEntry("2026-11-20 07:30 \(twin[0])\(tail)")
        let english = onlyEntry("2026-11-20 07:30 \(twin[1])\(tail)")
        #expect(turkish.entry?.kind == english.entry?.kind, "\(twin)")
        #expect(turkish.entry.map { turkish.tree.source.text($0.keyword!) } == twin[0])
        #expect(shape(turkish.entry?.header, turkish.tree) == shape(english.entry?.header, english.tree), "\(twin)")
    }

    @Test(arguments: Keywords.turkishDefinitionKinds.map { [$0.turkish, $0.english] })
    func definitionKindReadsAsItsEnglishTwin(_ twin: [String]) {
        let tail = twin[1] == "profile" ? "" : " Ev Yoğurdu"
        let turkish = onlyEntry("\(twin[0])\(tail)")
        let english = onlyEntry("\(twin[1])\(tail)")
        #expect(turkish.entry?.kind == english.entry?.kind, "\(twin)")
        #expect(shape(turkish.entry?.header, turkish.tree) == shape(english.entry?.header, english.tree), "\(twin)")
    }

    @Test func turkishKeywordsTakeAnUpperCaseFirstLetter() {
        #expect(onlyEntry("2026-11-20 Antrenman").entry?.kind == .lifting)
        #expect(onlyEntry("2026-11-20 KARDIYO koşu").entry?.kind == .cardio)
        #expect(onlyEntry("Besin Ev Yoğurdu").entry?.kind == .food)
    }

    @Test func programYokEndsTheProgramLikeNone() {
        let tree = Parser.parse("2026-12-01 program yok\n2026-12-02 program Yok # bitti\n")
        #expect(tree.diagnostics.isEmpty)
        for entry in tree.entries {
            guard case .programStart(.none(let range)?) = entry.header else { Issue.record("\(entry.header)"); continue }
            #expect(tree.source.text(range).lowercased() == "yok")
        }
    }

    @Test func haftaStartsAWeekLikeWeek() {
        let source = """
            program Dalga
              hafta 1 "5ler" intensity 100%
                pzt: Üst A
              Hafta 2 deload volume 50%
                per: Üst A @8

            """
        let tree = Parser.parse(source)
        #expect(tree.diagnostics.isEmpty, "\(tree.diagnostics.map(\.message))")
        #expect(tree.printed() == Array(source.utf8))
        let lines = tree.entries.first?.body.map(\.content) ?? []
        let weeks = lines.compactMap { if case .programWeek(let week) = $0 { week } else { nil } }
        #expect(weeks.map { tree.source.text($0.keyword) } == ["hafta", "Hafta"])
        #expect(weeks.map { $0.number?.value } == [1, 2])
        #expect(weeks.map(\.phase) == [nil, .deload])
        #expect(weeks.map { $0.volume?.percent.value } == [nil, 50])
    }

    @Test func haftaFollowedByAColonIsAProperty() {
        // `week:` is a property (reported as unknown), not a week; so is `hafta:`.
        let tree = Parser.parse("program Dalga\n  hafta: 1\n")
        let lines = tree.entries.first?.body.map(\.content) ?? []
        #expect(lines.allSatisfy { if case .programWeek = $0 { false } else { true } })
    }

    @Test func aTurkishTypoSuggestsTheTurkishWordAndAnEnglishTypoTheEnglishOne() {
        assertParse("2026-11-20 1️⃣antrenmn\n", diagnostics: [DiagnosticSpec("1️⃣", code: "unknown-entry-kind", messageContains: "antrenman")],
                    fixedSource: "2026-11-20 antrenman\n")
        assertParse("2026-11-20 1️⃣kardyo koşu\n", diagnostics: [DiagnosticSpec("1️⃣", code: "unknown-entry-kind", messageContains: "kardiyo")],
                    fixedSource: "2026-11-20 kardiyo koşu\n")
        assertParse("2026-11-20 1️⃣liftng\n", diagnostics: [DiagnosticSpec("1️⃣", code: "unknown-entry-kind", messageContains: "lifting")],
                    fixedSource: "2026-11-20 lifting\n")
        // A tie (one edit from `cardio` and from `kardiyo`) goes to the English word.
        assertParse("2026-11-20 1️⃣kardio run\n", diagnostics: [DiagnosticSpec("1️⃣", code: "unknown-entry-kind", messageContains: "`cardio`")],
                    fixedSource: "2026-11-20 cardio run\n")
    }

    // MARK: - Helpers

    private func onlyEntry(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> (tree: SyntaxTree, entry: EntrySyntax?) {
        let tree = Parser.parse(line + "\n")
        #expect(tree.diagnostics.isEmpty, "\(line): \(tree.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        #expect(tree.entries.count == 1, sourceLocation: sourceLocation)
        return (tree, tree.entries.first)
    }

    /// A header with every number masked: the keyword's length moves every range, so what
    /// two spellings must share is the case, the meal and which parts are there. (The
    /// analysis tests compare the values, through the models.)
    private func shape(_ header: EntryHeaderSyntax?, _ tree: SyntaxTree) -> String {
        guard let header else { return "nil" }
        return "\(header)".replacingOccurrences(of: #"[0-9]+"#, with: "#", options: .regularExpression)
    }
}
