@testable import AntrainCLI
import AntrainAnalysis
import AntrainModel
import Foundation
import Testing

/// `import --into` on logs far longer than one of the host's chunks (``ChunkedText/chunkLines``
/// lines), from every importer: a second import of the same export appends nothing, because
/// the log's workouts are asked of the whole file, not of its first chunk.
@Suite struct ImportIntoLongLogTests {
    /// 500 workouts of three exercises with three sets each, on distinct days: the imported
    /// log is about 500 × (1 header + 3 items × 4 lines + 1 blank) = 7,000 lines, so well over
    /// eight chunks of 800 lines.
    static let workouts = 500

    /// The `i`-th workout's day, 28 days a month from 2020-01-01 (every date valid).
    static func day(_ index: Int) -> (year: Int, month: Int, day: Int) {
        (2020 + index / 336, index % 336 / 28 + 1, index % 28 + 1)
    }

    static func iso(_ index: Int) -> String {
        let (year, month, day) = day(index)
        return String(format: "%04d-%02d-%02d", year, month, day)
    }

    /// A load that differs from set to set, so that every set is a line of its own.
    static func load(_ workout: Int, _ exercise: Int, _ set: Int) -> Int { 40 + (workout % 20) * 2 + exercise * 10 + set * 5 }

    static func strong() -> String {
        let names = ["Bench Press (Barbell)", "Squat (Barbell)", "Deadlift (Barbell)"]
        var rows = ["Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"]
        for workout in 0..<workouts {
            for (exercise, name) in names.enumerated() {
                for set in 0..<3 {
                    rows.append("\(iso(workout)) 07:30:00,\"Full Body\",1h 5m,\"\(name)\",\(set + 1),\(load(workout, exercise, set)).0,5,0,0,\"\",\"\",")
                }
            }
        }
        return rows.joined(separator: "\n") + "\n"
    }

    static func hevy() -> String {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let names = ["Bench Press (Barbell)", "Squat (Barbell)", "Deadlift (Barbell)"]
        var rows = ["title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe"]
        for workout in 0..<workouts {
            let (year, month, day) = day(workout)
            let date = "\(day) \(months[month - 1]) \(year)"
            for (exercise, name) in names.enumerated() {
                for set in 0..<3 {
                    rows.append("Full Body,\"\(date), 07:30\",\"\(date), 08:35\",,\(name),,,\(set),normal,\(load(workout, exercise, set)),5,,,")
                }
            }
        }
        return rows.joined(separator: "\n") + "\n"
    }

    static func fitNotes() -> String {
        let names = [("Flat Barbell Bench Press", "Chest"), ("Barbell Squat", "Legs"), ("Deadlift", "Back")]
        var rows = ["Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time,Comment"]
        for workout in 0..<workouts {
            for (exercise, (name, category)) in names.enumerated() {
                for set in 0..<3 { rows.append("\(iso(workout)),\(name),\(category),\(load(workout, exercise, set)).0,5,,,,") }
            }
        }
        return rows.joined(separator: "\n") + "\n"
    }

    /// Antrain's own CSV: the export of a log of the same workouts.
    static func antrain(in folder: TemporaryFolder) throws -> String {
        var log = ""
        let names = ["Barbell Bench Press", "Barbell Back Squat", "Deadlift"]
        for workout in 0..<workouts {
            log += "\(iso(workout)) 07:30 lifting Full Body\n"
            for (exercise, name) in names.enumerated() {
                log += "  \(name): " + (0..<3).map { "\(load(workout, exercise, $0))x5" }.joined(separator: ", ") + "\n"
            }
            log += "\n"
        }
        try folder.write("source/log.antrain", log)
        let export = folder.run(["export", "source", "--format", "csv"])
        #expect(export.exit == .success, "\(export.errors)")
        return export.output
    }

    enum Format: String, CaseIterable { case strong, hevy, fitnotes, antrain }

    @Test(arguments: Format.allCases)
    func intoTheSameExportAppendsNothingToALongLog(_ format: Format) throws {
        let folder = try TemporaryFolder()
        let csv: String = switch format {
        case .strong: Self.strong()
        case .hevy: Self.hevy()
        case .fitnotes: Self.fitNotes()
        case .antrain: try Self.antrain(in: folder)
        }
        try folder.write("export.csv", csv)
        let first = folder.run(["import", "export.csv", "--from", format.rawValue, "-o", "log.antrain"])
        #expect(first.exit == .success, "\(first.errors)")
        #expect(first.errors.contains("Wrote 500 lifting workouts with 4500 sets in all"), "\(first.errors)")
        let once = try folder.read("log.antrain")
        let lines = once.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines > 5 * AnalysisHost.chunkLines, "the log must span several chunks (\(lines) lines)")

        let again = folder.run(["import", "export.csv", "--from", format.rawValue, "--into", "log.antrain"])
        #expect(again.exit == .success, "\(again.errors)")
        #expect(again.errors.contains("Left out 500 workouts the log already holds"), "\(again.errors)")
        #expect(again.errors.contains("Nothing new for log.antrain"), "\(again.errors)")
        #expect(try folder.read("log.antrain") == once)
    }

    /// A second `--into` of the same input leaves a log of several chunks as it was.
    static func expectNothingNewTheSecondTime(_ arguments: [String], in folder: TemporaryFolder) throws {
        let first = folder.run(["import"] + arguments + ["-o", "log.antrain"])
        #expect(first.exit == .success, "\(first.errors)")
        let once = try folder.read("log.antrain")
        let lines = once.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines > 5 * AnalysisHost.chunkLines, "the log must span several chunks (\(lines) lines)")
        let again = folder.run(["import"] + arguments + ["--into", "log.antrain"])
        #expect(again.exit == .success, "\(again.errors)")
        #expect(again.errors.contains("Nothing new for log.antrain"), "\(again.errors)")
        #expect(try folder.read("log.antrain") == once)
    }

    /// Cronometer's servings: 500 days of three meals of two foods (about 6,000 lines).
    @Test func cronometerMeals() throws {
        let folder = try TemporaryFolder()
        var rows = ["Day,Time,Group,Food Name,Amount,Energy (kcal),Carbs (g),Fat (g),Protein (g),Category"]
        for day in 0..<Self.workouts {
            for (time, group) in [("07:45 AM", "Breakfast"), ("12:30 PM", "Lunch"), ("07:15 PM", "Dinner")] {
                rows.append("\(Self.iso(day)),\(time),\(group),\"Oats, Rolled, Dry\",\(40 + day % 30).00 g,150.0,27.0,2.6,5.2,Breakfast Cereals")
                rows.append("\(Self.iso(day)),\(time),\(group),\"Milk, Whole\",1.00 cup,149.0,11.7,7.9,7.7,Dairy and Egg Products")
            }
        }
        try folder.write("servings.csv", rows.joined(separator: "\n") + "\n")
        try Self.expectNothingNewTheSecondTime(["servings.csv", "--from", "cronometer"], in: folder)
    }

    /// Apple Health: 500 walks and 2,000 weigh-ins (about 5,000 lines).
    @Test func appleHealthWorkoutsAndWeighIns() throws {
        let folder = try TemporaryFolder()
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n"
        for day in 0..<2000 {
            let date = LocalDate(year: 2020, month: 1, day: 1).adding(days: day)
            xml += " <Record type=\"HKQuantityTypeIdentifierBodyMass\" sourceName=\"Scale\" unit=\"kg\" startDate=\"\(date) 07:00:00 +0100\" "
                + "endDate=\"\(date) 07:00:00 +0100\" value=\"\(80 + Double(day % 20) / 10)\"/>\n"
            if day % 4 == 0 {
                xml += " <Workout workoutActivityType=\"HKWorkoutActivityTypeWalking\" duration=\"40\" durationUnit=\"min\" totalDistance=\"3.5\" "
                    + "totalDistanceUnit=\"km\" sourceName=\"iPhone\" startDate=\"\(date) 12:00:00 +0100\" endDate=\"\(date) 12:40:00 +0100\"/>\n"
            }
        }
        try folder.write("export.xml", xml + "</HealthData>\n")
        try Self.expectNothingNewTheSecondTime(["export.xml"], in: folder)
    }

    /// FIT activities: the long log exported to one file per workout, imported, then again.
    @Test func fitActivities() throws {
        let folder = try TemporaryFolder()
        _ = try Self.antrain(in: folder)
        let export = folder.run(["export", "source", "--format", "fit", "-o", "fit"])
        #expect(export.exit == .success, "\(export.errors)")
        try Self.expectNothingNewTheSecondTime(["fit", "--tz", "UTC"], in: folder)
    }
}

