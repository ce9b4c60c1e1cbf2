@testable import AntrainCLI
import Foundation
import Testing

/// `antrain import` of Apple Health's export.xml as a user runs it: from standard input, the
/// way `unzip -p` hands it over, found by its content or named by `--from`, and `--into`
/// twice.
@Suite struct ImportHealthTests {
    static let export = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!ELEMENT HealthData (ExportDate,Me,(Record|Workout)*)>
        ]>
        <HealthData locale="en_US">
         <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale" unit="kg" startDate="2026-11-20 07:00:00 +0100" endDate="2026-11-20 07:00:00 +0100" value="81.2"/>
         <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale" unit="kg" startDate="2026-11-21 07:01:00 +0100" endDate="2026-11-21 07:01:00 +0100" value="81.0"/>
         <Workout workoutActivityType="HKWorkoutActivityTypeWalking" duration="40" durationUnit="min" totalDistance="3.5" totalDistanceUnit="km" sourceName="iPhone" startDate="2026-11-21 12:00:00 +0100" endDate="2026-11-21 12:40:00 +0100"/>
        </HealthData>

        """

    @Test func fromStandardInputFoundByItsContent() throws {
        let folder = try TemporaryFolder()
        let run = folder.run(["import", "-"], stdin: Array(Self.export.utf8))
        #expect(run.exit == .success)
        #expect(run.output == """
            # Imported from - (Apple Health export)

            2026-11-21 12:00 cardio walk 3.5km 40:00 # Apple Health walking; iPhone

            2026-11-20 07:00 bodyweight 81.2

            2026-11-21 07:01 bodyweight 81

            """)
        #expect(folder.run(["import", "-", "--from", "apple-health"], stdin: Array(Self.export.utf8)).output == run.output)
        let wrong = folder.run(["import", "-", "--from", "apple-health"], stdin: Array("Day,Group\n".utf8))
        #expect(wrong.exit == .usageError)
        #expect(wrong.errors.contains("it is not an Apple Health export.xml"))
    }

    @Test func intoTwiceAddsNothingTheSecondTime() throws {
        let folder = try TemporaryFolder()
        try folder.write("export.xml", Self.export)
        // The log already has 2026-11-20's weight, written by hand later that day.
        try folder.write("log.antrain", "2026-11-20 20:00 bodyweight 81.9\n")
        let first = folder.run(["import", "export.xml", "--into", "log.antrain"])
        #expect(first.exit == .success)
        #expect(first.errors.contains("Left out 1 bodyweight and measurement readings of days the log already has"))
        let after = try String(contentsOfFile: folder.path("log.antrain"), encoding: .utf8)
        #expect(after == """
            2026-11-20 20:00 bodyweight 81.9

            # Imported from export.xml (Apple Health export)

            2026-11-21 12:00 cardio walk 3.5km 40:00 # Apple Health walking; iPhone

            2026-11-21 07:01 bodyweight 81

            """)
        let second = folder.run(["import", "export.xml", "--into", "log.antrain"])
        #expect(second.errors.contains("Nothing new for log.antrain"))
        #expect(try String(contentsOfFile: folder.path("log.antrain"), encoding: .utf8) == after)
        #expect(folder.run(["check", "log.antrain"]).exit == .success)
    }
}
