import AntrainBasics
@testable import AntrainImport
import Foundation
import Testing

/// `antrain import`'s summary and row reasons in Turkish (issue #17): every key translated
/// with the same arguments, and the summaries of real export shapes written again in Turkish,
/// each line by hand.
@Suite struct ImportLanguageTests {
    /// "Set" is a Turkish word too.
    static let sameInBoth: Set = ["import.count.set.one"]

    @Test func everyKeyHasTurkishWithTheSamePlaceholders() {
        #expect(ImportMessages.all.count > 50)
        for key in ImportMessages.all {
            #expect(key.translationProblems.isEmpty, "\(key.translationProblems)")
            #expect(key.turkish != key.english || Self.sameInBoth.contains(key.id), "\(key.id) is not translated")
        }
        #expect(Set(ImportMessages.all.map(\.id)).count == ImportMessages.all.count, "a key id is used twice")
    }

    /// A key made in AntrainImport but left out of ``ImportMessages/all`` would escape the
    /// test above.
    @Test func everyKeyInTheSourcesIsListed() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/AntrainImport")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        let listed = Set(ImportMessages.all.map(\.id))
        var found = 0
        for case let url as URL in files where url.pathExtension == "swift" {
            var rest = try String(contentsOf: url, encoding: .utf8)[...]
            while let range = rest.range(of: "MessageKey(\"") {
                let id = String(rest[range.upperBound...].prefix { $0 != "\"" })
                #expect(listed.contains(id), "\(url.lastPathComponent): \(id) is not in ImportMessages.all")
                found += 1
                rest = rest[range.upperBound...]
            }
        }
        #expect(found == ImportMessages.all.count)
    }

    @Test func aStrongExportWithABadRowInTurkish() throws {
        var request = ImportTests.request()
        request.sourceName = "strong-ios.csv"
        let result = try Importer.run(try ImportTests.bytes("strong-ios"), request)
        let lines = result.summary.map { $0.text(in: .tr) }
        #expect(lines.first == "strong-ios.csv okundu (Strong dışa aktarımı), 14 satır: 10 set satırı, 0 besin satırı, "
            + "1 dinlenme sayacı, 1 not satırı, 1 boş set, 1 bozuk satır")
        // The export's 10 set rows all became sets: nine lifted and the morning run.
        #expect(lines.contains("2 ağırlık antrenmanı ve 1 kardiyo kaydı yazıldı, toplam 10 set"))
        #expect(lines.contains("Dinlenme sayacı satırları set değildir: süreleri, üstteki setten sonraki dinlenme olarak yazıldı"))
        #expect(lines.contains("Okunamayan 1 satır atlandı:"))
        #expect(lines.contains("  satır 15: Reps \"abc\" bir sayı değil"))
        // The English twin of the same line.
        #expect(result.summary.map(\.english).contains("Wrote 2 lifting workouts, 1 cardio entry with 10 sets in all"))
    }

    @Test func rowReasonsInBothLanguages() throws {
        let hevy = "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe\n"
            + "Push,\"15 Sep 2025, 07:48\",\"15 Sep 2025, 08:52\",,Bench Press (Barbell),,,0,heavy,80,8,,,\n"
            + "Push,\"15 Sep 2025, 07:48\",\"15 Sep 2025, 08:52\",,Bench Press (Barbell),,,1,normal,80,8,,,\n"
            + "Push,\"15 Sep 2025, 07:48\",\"15 Sep 2025, 08:52\",,Bench Press (Barbell),,,2,normal\n"
        let result = try Importer.run(Array(hevy.utf8), ImportTests.request())
        #expect(result.malformedRows == 1)
        let english = result.summary.map(\.english)
        #expect(english.contains("line 2: set_type \"heavy\" is not normal, warmup, failure or dropset: the set is imported as a working set"))
        #expect(english.contains("  line 4: the row has 9 fields; the header has 14"))
        let turkish = result.summary.map { $0.text(in: .tr) }
        #expect(turkish.contains("satır 2: set_type \"heavy\" geçersiz: normal, warmup, failure ya da dropset olmalı: set, normal set olarak alındı"))
        #expect(turkish.contains("  satır 4: satırda 9 alan var, başlıkta 14"))
        #expect(turkish.contains("1 ağırlık antrenmanı yazıldı, toplam 2 set"))
    }

    @Test func aThousandsCountIsGroupedAsEachLanguageWritesIt() {
        var rows = RowCounts()
        rows.rows = 12_345
        rows.sets = 12_345
        let summary = ImportSummary(source: "big.csv", format: .strong, rows: rows, written: WrittenCounts(), renamed: [], defined: [],
                                    duplicates: 0)
        #expect(summary.lines[0].english.hasPrefix("Read 12,345 rows of big.csv (Strong export): 12,345 set rows,"))
        #expect(summary.lines[0].text(in: .tr).hasPrefix("big.csv okundu (Strong dışa aktarımı), 12.345 satır: 12.345 set satırı,"))
    }
}
