import AntrainAnalysis
import AntrainBasics
import AntrainSyntax
import AntrainTestSupport
import Foundation
import Testing

/// Every diagnostic has its Turkish twin (issue #17): each key of the catalogue is translated
/// with the same placeholders, no key escapes the list, real diagnostics read as expected in
/// Turkish, and English stays as it was.
@Suite struct TurkishDiagnosticsTests {
    // MARK: The catalogue

    @Test func everyKeyHasATurkishTemplateWithTheSamePlaceholders() {
        let keys = DiagnosticMessages.all
        #expect(keys.count == Set(keys.map(\.id)).count, "an id is listed twice")
        for key in keys {
            #expect(key.translationProblems.isEmpty, "\(key.translationProblems)")
            // Only a load's shape and "program" read the same in both languages.
            #expect(key.turkish != key.english || ["unit.load", "kind.program", "place.with-when"].contains(key.id), "\(key.id) is not translated")
        }
    }

    @Test func everyDiagnosticKeyInSourcesIsListed() throws {
        let listed = Set(DiagnosticMessages.all.map(\.id))
        let prefixes = ["syntax.", "analysis.", "fix.", "subject.", "kind.", "list.", "unit.", "place."]
        let found = try Self.messageKeyIDs().filter { id in prefixes.contains { id.hasPrefix($0) } }
        #expect(found.count > 100, "the scan found too few keys: \(found.count)")
        for id in found.sorted() where !listed.contains(id) {
            Issue.record("\(id) is declared in Sources but missing from DiagnosticMessages.all")
        }
    }

    // MARK: Real diagnostics in Turkish

    @Test func energyMismatchWritesDecimalCommas() {
        let diagnostic = only("energy-mismatch", """
            food Protein Bar
              per 100g: 500.5 kcal, 10.5 protein, 10 carbs, 10 fat

            """)
        #expect(diagnostic?.message(in: .tr)
            == "500,5 kcal makrolarla uyuşmuyor: makrolardan 172 kcal çıkıyor (4·protein + 4·karbonhidrat + 9·yağ); değerleri kontrol edin")
    }

    @Test func suspiciousLoadWritesTheLoadTheTurkishWay() {
        let diagnostic = only("suspicious-load", """
            2026-11-18 lifting
              Bench Press 70x5
            2026-11-20 lifting
              Bench Press 112.5x5

            """)
        #expect(diagnostic?.message(in: .tr)
            == "112,5 kg bu egzersizdeki önceki en iyi ağırlığınızın (70 kg) 1,5 katından fazla: yazım hatası olabilir mi?")
    }

    @Test func unknownExerciseSuggestsAndFixesInTurkish() {
        let diagnostic = only("unknown-exercise", """
            2026-11-20 lifting
              Bench Pres 100x5

            """)
        #expect(diagnostic?.message(in: .tr)
            == "`Bench Pres` hazır ya da özel bir egzersiz değil. Şunu mu demek istediniz: `Bench Press`? Takip etmek için `exercise Bench Pres` ile tanımlayın")
        let titles = diagnostic?.fixes.map { $0.title(in: .tr) } ?? []
        #expect(titles.contains("`Bench Press` olarak değiştir"))
        #expect(titles.contains("`Bench Pres` adlı özel egzersizi tanımla"))
    }

    @Test func repsNotPositive() {
        let diagnostic = only("reps-not-positive", """
            2026-11-20 lifting
              Barbell Squat 100x0

            """)
        #expect(diagnostic?.message(in: .tr) == "Tekrar sayısı en az 1 olan bir tam sayı olmalı (yazılan: 0)")
    }

    @Test func tooLongNamesItsSubject() {
        let diagnostic = only("too-long", """
            profile
              name: \(String(repeating: "p", count: 51))

            """)
        #expect(diagnostic?.message(in: .tr) == "Profil adı en fazla 50 karakter olabilir (şu an 51 karakter)")
    }

    @Test func missingPropertyJoinsTheListInTurkish() {
        let exercise = only("missing-property", """
            exercise Landmine Press
              equipment: barbell

            """)
        #expect(exercise?.message(in: .tr) == "Özel bir egzersiz için `category:` ve `muscles:` gerekli")
        let food = only("missing-property", """
            food Village Ayran
              kcal: 36

            """)
        #expect(food?.message(in: .tr) == "Özel bir besin için `protein:` ve `carbs:` ve `fat:` gerekli")
    }

    @Test func futureDate() {
        let diagnostic = only("future-date", """
            2026-11-23 lifting
              Barbell Squat 100x5

            """)
        #expect(diagnostic?.message(in: .tr)
            == "2026-11-23 gelecekte bir tarih; planlanan setleri `[ ]` ile işaretleyin ya da tarihi kontrol edin")
    }

    @Test func unknownValueReadsWithALowerCaseSubject() {
        let diagnostic = only("unknown-enum-value", """
            profile
              unit: kilo

            """)
        #expect(diagnostic?.message(in: .tr).hasPrefix("`kilo` geçerli bir birim değil.") == true)
    }

    @Test func syntaxDiagnosticsAndTheirFixes() {
        let kind = only("unknown-entry-kind", """
            2026-11-20 liftng
              Barbell Squat 100x5

            """)
        #expect(kind?.message(in: .tr) == "`liftng` bir kayıt türü değil. Şunu mu demek istediniz: `lifting`?")
        #expect(kind?.fixes.first?.title(in: .tr) == "`lifting` olarak değiştir")
        let date = only("invalid-date", """
            2026-02-30 lifting
              Barbell Squat 100x5

            """)
        #expect(date?.message(in: .tr) == "2026-02-30 takvimde olmayan bir tarih; YYYY-AA-GG biçiminde yazın")
        let value = only("syntax", """
            2026-11-20 lifting
              duration: soon
              Barbell Squat 100x5

            """)
        #expect(value?.message(in: .tr) == "`duration:` için `45min`, `1h05min` ya da `1:05:00` gibi bir süre bekleniyordu")
    }

    @Test func tabIndentationFixTitle() {
        let diagnostic = only("tab-indentation", "2026-11-20 lifting\n\tBarbell Squat 100x5\n")
        #expect(diagnostic?.fixes.first?.title(in: .tr) == "Sekmeleri boşluklarla değiştir")
    }

    // MARK: English as before

    @Test func englishStaysAsItWas() {
        #expect(only("reps-not-positive", "2026-11-20 lifting\n  Barbell Squat 100x0\n")?.message
            == "Reps must be a whole number, at least 1 (found 0)")
        #expect(only("missing-property", "exercise Landmine Press\n  equipment: barbell\n")?.message
            == "A custom exercise needs `category:` and `muscles:`")
        let suspicious = only("suspicious-load", "2026-11-18 lifting\n  Bench Press 70x5\n2026-11-20 lifting\n  Bench Press 112.5x5\n")
        #expect(suspicious?.message == "112.5 kg is more than 1.5 × your previous best of 70 kg for this exercise: a typo?")
        #expect(suspicious?.message(in: .en) == suspicious?.message)
    }

    // MARK: Helpers

    /// The one diagnostic with `code` of the log `text`; records an issue when there is not
    /// exactly one.
    private func only(_ code: String, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Diagnostic? {
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", text: text)], settings: testSettings)
        let all = snapshot.files.flatMap(\.diagnostics)
        let matching = all.filter { $0.code.rawValue == code }
        guard matching.count == 1 else {
            Issue.record("expected one \(code), found: \(all.map { "[\($0.code)] \($0.message)" })", sourceLocation: sourceLocation)
            return nil
        }
        return matching[0]
    }

    /// Every id declared as `MessageKey("id", …)` under `Sources/`.
    static func messageKeyIDs() throws -> Set<String> {
        var root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        while root.pathComponents.count > 1, !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            root.deleteLastPathComponent()
        }
        let sources = root.appendingPathComponent("Sources")
        var ids = Set<String>()
        guard let files = FileManager.default.enumerator(atPath: sources.path) else { return ids }
        let marker = "MessageKey(\""
        for case let file as String in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            var rest = text[...]
            while let found = rest.range(of: marker) {
                rest = rest[found.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                ids.insert(String(rest[..<end]))
                rest = rest[end...]
            }
        }
        return ids
    }
}
