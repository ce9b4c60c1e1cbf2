import AntrainAnalysis
import AntrainBasics
import AntrainFIT
@testable import AntrainImport
import AntrainModel
import AntrainSyntax
import Foundation
import Testing

/// Apple Health's `export.xml` in both shapes — older exports with a workout's distance and
/// energy in its attributes, newer ones with `WorkoutStatistics` — each with the internal DTD
/// at the top, several sources for one day, pounds, body fat as a fraction and offsets in the
/// dates; and the scanner fed a few bytes at a time.
@Suite struct AppleHealthImportTests {
    static func bytes(_ name: String) throws -> [UInt8] {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "xml", subdirectory: "Exports"))
        return [UInt8](try Data(contentsOf: url))
    }

    static func run(_ name: String, blockSize: Int = ByteBlocks.blockSize, zone: FITZone? = nil) throws -> ImportResult {
        var request = ImportTests.request()
        request.sourceName = name + ".xml"
        request.zone = zone
        return try Importer.runAppleHealth(ByteBlocks(bytes: try bytes(name), blockSize: blockSize), request)
    }

    @Test func olderExportWithAttributes() throws {
        let result = try Self.run("apple-health-older")
        // Both weigh-ins of 2021-03-01 are kept (182.4 lb at 07:05, Dan's iPhone's 184.0 at 21:30); 0.245 is 24.5 %;
        // 34 in × 2.54 = 86.36 → 86.4 cm. The run: 25.2167 min = 1513 s = 25:13, 3.12 mi as written.
        #expect(result.text == """
            # Imported from apple-health-older.xml (Apple Health export)

            # Apple Health's strength workouts hold no exercises or sets: each is one time set as long as the workout
            exercise Strength Training
              category: bodyweight
              muscles: fullBody
              equipment: none

            2021-03-01 18:15 cardio run 3.12mi 25:13 # Apple Health running; 321 kcal, Apple Watch

            2021-03-02 07:08 lifting 52min
              note: Traditional strength training from Apple Health, 240 kcal, Apple Watch
              Strength Training:
                52:00

            2021-03-01 07:05 bodyweight 182.4lb

            2021-03-01 21:30 bodyweight 184lb

            2021-03-02 06:58 bodyweight 181.8lb

            2021-03-01 07:05 measure bodyfat 24.5%

            2021-03-01 07:20 measure waist 86.4cm

            """)
        let summary = result.summary.map { $0.text(in: .en) }
        #expect(summary.contains("Read 5 body mass, body fat and waist records: kept them all"))
        // 5.91667 ft × 12 × 2.54 = 180.34 cm.
        #expect(summary.contains("Latest height 180.3 cm (2020-01-01): a log keeps height in the profile, as height: 180.3 cm"))
        #expect(summary.contains("Left out 1 workout of a type no entry holds: Yoga (1)"))
        #expect(summary.contains("Wrote 3 bodyweight readings"))
        #expect(summary.contains("Records of other types (heart rate, steps…) not read, as a log has no entry for them: 1"))
        Self.checksClean(result.text)
    }

    @Test func newerExportWithWorkoutStatistics() throws {
        let result = try Self.run("apple-health-newer")
        // Two body masses on 2026-11-21 from two sources, each at its own time: 06:50 (Health), 07:02 (Tartı).
        // The ride: 62.5 min = 3750 s = 1:02:30; 24.837 km → 24.84; heart rate 141.6 → 142.
        #expect(result.text == """
            # Imported from apple-health-newer.xml (Apple Health export)

            2026-11-21 18:00 cardio bike 24.84km 1:02:30 # Apple Health cycling; 512 kcal, avg HR 142 bpm, Apple Watch & iPhone

            2026-11-22 07:00 cardio swim 1500m 30:00 # Apple Health swimming; Apple Watch

            2026-11-21 06:50 bodyweight 80.6

            2026-11-21 07:02 bodyweight 80.35

            2026-11-21 07:02 measure bodyfat 18.2%

            """)
        Self.checksClean(result.text)
    }

    /// A log takes several weigh-ins a day, the last counting (LANGUAGE.md §3.5): every body mass
    /// is written at its own time, in time order whatever the file's order; a reading two apps
    /// synced twice (the same moment and value) is written once. Body fat stays the day's first.
    @Test func everyWeighInOfADayIsKept() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE HealthData [
            <!ELEMENT HealthData (ExportDate,Me,(Record|Workout)*)>
            ]>
            <HealthData locale="en_US">
             <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Withings" unit="kg" creationDate="2026-11-20 21:40:03 +0100" startDate="2026-11-20 21:40:00 +0100" endDate="2026-11-20 21:40:00 +0100" value="82.1"/>
             <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Withings" unit="kg" creationDate="2026-11-20 07:00:05 +0100" startDate="2026-11-20 07:00:00 +0100" endDate="2026-11-20 07:00:00 +0100" value="81.2"/>
             <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Health Mate" unit="kg" creationDate="2026-11-20 07:00:09 +0100" startDate="2026-11-20 07:00:00 +0100" endDate="2026-11-20 07:00:00 +0100" value="81.2"/>
             <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Dan's iPhone" unit="kg" creationDate="2026-11-20 13:15:00 +0100" startDate="2026-11-20 13:15:00 +0100" endDate="2026-11-20 13:15:00 +0100" value="81.7"/>
             <Record type="HKQuantityTypeIdentifierBodyFatPercentage" sourceName="Withings" unit="%" creationDate="2026-11-20 07:00:05 +0100" startDate="2026-11-20 07:00:00 +0100" endDate="2026-11-20 07:00:00 +0100" value="0.18"/>
             <Record type="HKQuantityTypeIdentifierBodyFatPercentage" sourceName="Withings" unit="%" creationDate="2026-11-20 21:40:03 +0100" startDate="2026-11-20 21:40:00 +0100" endDate="2026-11-20 21:40:00 +0100" value="0.185"/>
            </HealthData>

            """
        var request = ImportTests.request()
        request.sourceName = "export.xml"
        let result = try Importer.runAppleHealth(ByteBlocks(bytes: Array(xml.utf8)), request)
        #expect(result.text == """
            # Imported from export.xml (Apple Health export)

            2026-11-20 07:00 bodyweight 81.2

            2026-11-20 13:15 bodyweight 81.7

            2026-11-20 21:40 bodyweight 82.1

            2026-11-20 07:00 measure bodyfat 18%

            """)
        let summary = result.summary.map(\.english)
        #expect(summary.contains("Wrote 3 bodyweight readings"))
        #expect(summary.contains("Read 6 body mass, body fat and waist records: kept every weigh-in and the day's first body fat and waist, "
            + "left out 2 (a later body fat or waist the same day, or a weigh-in recorded twice)"))
        #expect(result.summary.map { $0.text(in: .tr) }.contains("6 vücut ağırlığı, yağ oranı ve bel kaydı okundu: her tartım ve günün ilk yağ oranı "
            + "ve bel ölçüsü alındı, 2 kayıt alınmadı (aynı gün daha sonraki yağ oranı ya da bel ölçüsü, ya da iki kez kaydedilmiş bir tartım)"))
        Self.checksClean(result.text)
    }

    /// Blocks of 7 bytes split every tag, entity and DTD line somewhere: the same log.
    @Test func blockBoundariesChangeNothing() throws {
        for name in ["apple-health-older", "apple-health-newer"] {
            #expect(try Self.run(name, blockSize: 7).text == Self.run(name).text)
        }
    }

    /// `--tz` moves the written times: 06:50 at +03:00 is 03:50 UTC.
    @Test func aZoneMovesTheTimes() throws {
        let result = try Self.run("apple-health-newer", zone: FITZone { _ in 0 })
        #expect(result.text.contains("2026-11-21 03:50 bodyweight 80.6\n"))
        #expect(result.text.contains("2026-11-21 15:00 cardio bike"))
    }

    @Test func theScannerSkipsWhatItWasNotAskedFor() throws {
        let xml = """
            <?xml version="1.0"?><!DOCTYPE HealthData [ <!-- it's "quoted" ] > --> <!ATTLIST A b CDATA "x>y"> ]>
            <HealthData><Other note="a > b"/><!-- <Record type="no"/> --><![CDATA[ <Record type="no"/> ]]>
            <Record type="A &amp; B &#x41;&#66;" value='1'/><Record
              type="two"
            >text</Record></HealthData>
            """
        var scanner = XMLTagScanner(blocks: ByteBlocks(bytes: Array(xml.utf8), blockSize: 3), names: ["Record"])
        var tags: [XMLTag] = []
        while let tag = try scanner.next() { tags.append(tag) }
        #expect(tags.map(\.attributes) == [["type": "A & B AB", "value": "1"], ["type": "two"], [:]])
        #expect(tags.map(\.isEmpty) == [true, false, false])
        #expect(tags.map(\.isEnd) == [false, false, true])
    }

    @Test func aFileWithoutHealthDataIsRefused() {
        #expect(throws: ImportFailure.notAppleHealth) {
            try Importer.runAppleHealth(ByteBlocks(bytes: Array("<?xml version=\"1.0\"?><gpx></gpx>".utf8)), ImportTests.request())
        }
    }

    @Test func dates() {
        let date = AppleHealthDate("2021-03-01 18:15:07 -0500")
        #expect(date?.date == LocalDate(year: 2021, month: 3, day: 1))
        #expect(date?.time == LocalTime(hour: 18, minute: 15))
        // 18:15:07 at -05:00 is 23:15:07 UTC: 18687 days × 86400 + 83707 s.
        #expect(date?.unixSeconds == Int64(18_687 * 86_400 + 83_707))
        #expect(AppleHealthDate("yesterday") == nil)
    }

    static func checksClean(_ text: String) {
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "imported.antrain", text: text)],
                                                 settings: AnalysisSettings(today: LocalDate(year: 2026, month: 11, day: 25)))
        let diagnostics = snapshot.files.flatMap(\.diagnostics)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        #expect(LogFormatter.format(text) == text)
    }
}
