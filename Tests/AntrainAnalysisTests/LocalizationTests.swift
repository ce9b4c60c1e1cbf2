import AntrainAnalysis
import AntrainBasics
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Foundation
import Testing

/// The editor in Turkish (issue #17): every key translated with the same arguments, no key
/// outside the lists the test reads, and the hovers, lenses, hints and completions of
/// NavigationTests' log written again for an athlete with `language: tr`, figures by hand.
@Suite struct LocalizationTests {
    // MARK: - The catalogue

    @Test func everyEditorKeyHasATurkishTemplateWithTheSameArguments() {
        #expect(!EditorMessages.all.isEmpty)
        for key in EditorMessages.all {
            #expect(key.translationProblems.isEmpty, "\(key.translationProblems)")
        }
    }

    /// The check each layer's tests rely on finds a missing Turkish template and a changed
    /// placeholder, and passes a key that says the same in both.
    @Test func theTranslationCheckFindsWhatIsWrong() {
        #expect(MessageKey("test.empty", en: "Reps must be at least 1 (found {found})", tr: "").translationProblems
            == ["test.empty has no tr template"])
        #expect(MessageKey("test.renamed", en: "Reps must be at least 1 (found {found})", tr: "Tekrar en az 1 olmalı (yazılan: {value})")
            .translationProblems == ["test.renamed: the tr template has other placeholders than the English: Tekrar en az 1 olmalı (yazılan: {value})"])
        #expect(MessageKey("test.dropped", en: "{what} must be more than 0", tr: "sıfırdan büyük olmalı").translationProblems.count == 1)
        #expect(MessageKey("test.good", en: "Reps must be at least 1 (found {found})", tr: "Tekrar en az 1 olmalı (yazılan: {found})")
            .translationProblems.isEmpty)
        #expect(LocalizedText.verbatim("Bench Press").text(in: .tr) == "Bench Press")
    }

    @Test func twoKeysNeverShareAnIdWithDifferentEnglish() {
        var english: [String: String] = [:]
        for key in EditorMessages.all {
            if let other = english[key.id] { #expect(other == key.english, "\(key.id) has two English templates") }
            english[key.id] = key.english
        }
    }

    /// The source scan: a key declared in `Sources/` with an editor prefix but missing from
    /// ``EditorMessages/all`` would escape the test above. (The diagnostics' keys have their own.)
    @Test func everyEditorKeyInTheSourcesIsInTheList() throws {
        let prefixes = ["word.", "hover.", "lens.", "inlay.", "completion.", "refactor.", "rename.", "definition."]
        let listed = Set(EditorMessages.all.map(\.id))
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var found = 0
        for case let url as URL in files where url.pathExtension == "swift" {
            for id in Self.messageIDs(in: try String(contentsOf: url, encoding: .utf8)) where prefixes.contains(where: id.hasPrefix) {
                found += 1
                #expect(listed.contains(id), "\(id) in \(url.lastPathComponent) is missing from EditorMessages.all")
            }
        }
        #expect(found >= listed.count)
    }

    /// The first argument of each `MessageKey(` call: its id.
    static func messageIDs(in text: String) -> [String] {
        var ids: [String] = []
        var rest = text[...]
        while let call = rest.range(of: "MessageKey(") {
            rest = rest[call.upperBound...].drop { $0 == " " || $0 == "\n" }
            guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { continue }
            ids.append(String(rest[rest.index(after: rest.startIndex)..<close]))
            rest = rest[close...]
        }
        return ids
    }

    // MARK: - NavigationTests' log for a Turkish athlete

    static let profile = "profile\n  name: Ayşe\n  language: tr\n"

    /// Definitions, the log, then the profile: the log keeps file index 1.
    static func snapshot(profile: String = LocalizationTests.profile) -> WorkspaceSnapshot {
        WorkspaceSnapshot.analyze([
            SourceFile(name: "definitions.antrain", text: NavigationTests.definitions),
            SourceFile(name: "log.antrain", text: NavigationTests.log),
            SourceFile(name: "profile.antrain", text: profile),
        ], settings: testSettings)
    }

    let snapshot = LocalizationTests.snapshot()
    var turkish: Language { snapshot.language(ofFile: 1, fallback: nil) }

    func offset(_ needle: String) -> Int {
        let text = NavigationTests.log
        guard let range = text.range(of: needle) else {
            Issue.record("no \(needle)")
            return 0
        }
        return text.utf8.distance(from: text.startIndex, to: range.lowerBound)
    }

    func hover(_ needle: String, language: Language? = nil) throws -> String {
        try #require(HoverEngine.hover(in: snapshot, fileIndex: 1, offset: offset(needle) + 1, language: language ?? turkish)).markdown
    }

    @Test func theProfileChoosesTurkish() {
        #expect(turkish == .tr)
    }

    @Test func aSetInTurkish() throws {
        let text = try hover("105x5 @9")
        #expect(text.contains("**105 kg × 5** @ RPE 9"), "\(text)")
        // 105 × 5 = 525; e1RM 105 × 36 / 32 = 118.125 → 118, the best so far: 100 %.
        #expect(text.contains("hacim 525 kg · e1RM 118 kg (brzycki) — en iyi e1RM'inize (118 kg) göre %100"), "\(text)")
        // 105 kg on the 20 kg bar: 42.5 a side = 25 + 15 + 2.5, with the decimal comma.
        #expect(text.contains("**Plaka (her tarafa):** 25 + 15 + 2,5 — 20 kg bar"), "\(text)")
    }

    @Test func aSetWithADecimalE1RMInTurkish() throws {
        let text = try hover("100x5 @8")
        // 100 × 36 / 32 = 112.5, the first session: 100 %.
        #expect(text.contains("hacim 500 kg · e1RM 112,5 kg (brzycki) — en iyi e1RM'inize (112,5 kg) göre %100"), "\(text)")
    }

    @Test func anExerciseInTurkish() throws {
        let text = try hover("Bench Press 102.5")
        // 102.5 × 5 + 105 × 5 = 512.5 + 525 = 1037.5 kg; top set 105 × 5; e1RM 118.125 → 118.
        #expect(text.contains("**Bu antrenman:** 2 set, 10 tekrar, hacim 1037,5 kg, en ağır set 105 kg × 5, en iyi e1RM 118 kg"), "\(text)")
        #expect(text.contains("**Önceki antrenman** (2026-11-16): 100x5 @8"), "\(text)")
        #expect(text.contains("**e1RM, son 2 antrenman:** ▁█ 112,5 → 118 kg"), "\(text)")
        #expect(text.contains("🏆 **Yeni rekor:** en ağır set, e1RM, hacim"), "\(text)")
        #expect(!text.contains("session"), "\(text)")
    }

    @Test func aMealInTurkish() throws {
        let text = try hover("2026-11-18 lunch")
        // Bar 60 g: 228 kcal, 18 P, 24 C, 7.2 F; oats 50 g: 200 kcal, 6 P, 33 C, 4 F.
        #expect(text.hasPrefix("**Öğle yemeği — 2026-11-18**\n\n428 kcal · protein 24 g · karbonhidrat 57 g · yağ 11,2 g"), "\(text)")
        #expect(text.contains("hedeflerinize göre:**"), "\(text)")
        #expect(!text.contains("against"), "\(text)")
    }

    @Test func codeLensesInTurkish() {
        // NavigationTests: 1160 kg, then 1397.5 kg with every record beaten.
        #expect(WorkoutLenses.lenses(snapshot: snapshot, fileIndex: 1, language: turkish).map(\.title) == [
            "3 set · hacim 1160 kg",
            "3 set · hacim 1397,5 kg · 🏆 yeni rekor: Barbell Bench Press (en ağır set 105 kg × 5, e1RM, hacim); Landmine Press (en ağır set 45 kg × 8, e1RM, hacim)",
        ])
    }

    @Test func inlayHintsInTurkish() {
        let labels = InlayHints.hints(in: TextRange(0, NavigationTests.log.utf8.count), snapshot: snapshot, fileIndex: 1, language: turkish)
            .map(\.label)
        #expect(labels == [
            "e1RM 112,5 kg", "e1RM 49,5 kg", "e1RM 53 kg", "e1RM 118 kg", "e1RM 56 kg",
            "228 kcal", "200 kcal", "gün toplamı 428 kcal", "380 kcal", "gün toplamı 808 kcal", "5:12 /km",
        ])
    }

    @Test func completionDetailsInTurkish() {
        let source = NavigationTests.log + "2026-11-20 "
        let snapshot = WorkspaceSnapshot.analyze([
            SourceFile(name: "definitions.antrain", text: NavigationTests.definitions), SourceFile(name: "log.antrain", text: source),
            SourceFile(name: "profile.antrain", text: Self.profile),
        ], settings: testSettings)
        let items = CompletionEngine.complete(in: snapshot, fileIndex: 1, offset: source.utf8.count, language: .tr).items
        #expect(items.first { $0.label == "lifting" }?.detail == "setler ve tekrarlar")
        #expect(items.first { $0.label == "max" }?.detail == "antrenman maksimumu: max Bench Press 120kg")
        // The inserted text stays the log's syntax.
        #expect(items.first { $0.label == "lifting" }?.insertText == "lifting")
    }

    @Test func aRenameRefusalInTurkish() throws {
        let at = offset("Bench Press 100x5") + 1
        guard case .failure(let refusal) = SymbolRename.edits(at: at, to: "Bench", in: snapshot, fileIndex: 1) else {
            Issue.record("a preset was renamed")
            return
        }
        #expect(refusal.message(in: .tr).hasPrefix("`Barbell Bench Press`, Antrain'in hazır `exercise` kütüphanesinden"))
        #expect(refusal.message.hasPrefix("`Barbell Bench Press` is a preset"))
    }

    // MARK: - Which language

    @Test func withoutAProfileLanguageTheEditorsLocaleDecides() throws {
        let snapshot = Self.snapshot(profile: "profile\n  name: Ayşe\n")
        #expect(snapshot.language(ofFile: 1, fallback: .tr) == .tr)
        #expect(snapshot.language(ofFile: 1, fallback: nil) == .en)
        let language = snapshot.language(ofFile: 1, fallback: Language(locale: "tr-TR"))
        let set = try #require(HoverEngine.hover(in: snapshot, fileIndex: 1, offset: offset("105x5") + 1, language: language)).markdown
        #expect(set.contains("**Plaka (her tarafa):**"))
        let english = try #require(HoverEngine.hover(in: snapshot, fileIndex: 1, offset: offset("105x5") + 1,
                                                     language: snapshot.language(ofFile: 1, fallback: nil))).markdown
        #expect(english.contains("**Plates per side:** 25 + 15 + 2.5 on a 20 kg bar"))
    }

    @Test func theProfileWinsOverTheEditorsLocale() {
        #expect(Self.snapshot(profile: "profile\n  language: en\n").language(ofFile: 1, fallback: .tr) == .en)
        #expect(snapshot.language(ofFile: 1, fallback: .en) == .tr)
    }
}
