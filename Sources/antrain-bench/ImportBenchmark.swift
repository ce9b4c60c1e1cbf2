import AntrainImport
import AntrainModel

/// `antrain import` of a Strong export of 10,000 rows (about four years of training): CSV
/// reading, grouping, name mapping and writing the log, without the process around it.
struct ImportBenchmark {
    var rows: Int
    var runs: Int
    var progress: (String) -> Void

    /// Names as Strong writes them, with the suffixes the mapping strips.
    static let exercises = [
        "Bench Press (Barbell)", "Squat (Barbell)", "Deadlift (Barbell)", "Overhead Press (Barbell)", "Lat Pulldown (Cable)",
        "Bicep Curl (Dumbbell)", "Pull Up (Assisted)", "Triceps Pushdown (Cable - Straight Bar)", "Leg Press", "Plank",
        "Landmine Press (Barbell)", "Seated Row (Cable)",
    ]

    func run() -> ReportSection {
        var section = ReportSection(title: "Import", columns: ["export", "rows", "runs", "median", "max"])
        progress("import of a \(rows)-row Strong export, \(runs) runs")
        let csv = Self.strongExport(rows: rows)
        let request = ImportRequest(
            format: nil, exportUnit: .kg, logUnit: .kg, exercises: WorkspaceExerciseLibrary(custom: []),
            foods: WorkspaceFoodLibrary(custom: []), sourceName: "strong.csv")
        var samples = Samples()
        var written = 0
        for _ in 0..<runs {
            let start = Stopwatch.now()
            written = (try? Importer.run(csv, request))?.text.utf8.count ?? 0
            samples.append(Stopwatch.seconds(since: start))
        }
        section.rows.append(ReportRow(
            ["Strong, \(Figure.grouped(csv.count / 1024)) KiB", Figure.grouped(rows), "\(runs)", Figure.milliseconds(samples.median),
             Figure.milliseconds(samples.maximum)],
            metrics: ["rows": Double(rows), "medianSeconds": samples.median, "maxSeconds": samples.maximum],
            target: .atMost(0.5, "s"), checkedFigure: samples.median))
        section.notes = [
            "- A generated Strong export (format a): sets with warm-ups, RPE and notes, a rest-timer row after every third set; "
                + "\(Figure.grouped(written / 1024)) KiB of log written per run.",
        ]
        return section
    }

    /// A Strong export of `rows` rows: 16 rows a workout, one workout every other day.
    static func strongExport(rows: Int) -> [UInt8] {
        var text = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        var day = LocalDate(year: 2021, month: 1, day: 4)
        var row = 0
        var workout = 0
        while row < rows {
            let date = "\(day) 18:0\(workout % 10):00"
            let name = workout % 2 == 0 ? "Push Day" : "\"Pull, Legs\""
            for index in 0..<16 where row < rows {
                let exercise = exercises[(workout * 3 + index / 4) % exercises.count]
                let order = index % 4 == 0 ? "W" : "\(index % 4)"
                if index % 4 == 3 {
                    text += "\(date),\(name),1h 5m,\"\(exercise)\",Rest Timer,0,0,0,120,\"\",\"\",\n"
                } else {
                    let weight = 40 + Double((workout + index) % 30) * 2.5
                    let note = index == 5 ? "\"felt \"\"heavy\"\"\"" : "\"\""
                    text += "\(date),\(name),1h 5m,\"\(exercise)\",\(order),\(weight),\(5 + index % 4),0,0,\(note),\"\",\(index % 4 == 0 ? "" : "8")\n"
                }
                row += 1
            }
            workout += 1
            day = day.adding(days: 2)
        }
        return Array(text.utf8)
    }
}
