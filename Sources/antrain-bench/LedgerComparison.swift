import Foundation

/// `ledger bal` on a journal as large as the log `antrain check` reads, timed in the same run,
/// when `ledger` is on `PATH`: the plain-text-accounting tool Antrain is measured against.
///
/// The journal is not a translation of the log but has its size and shape: a dated
/// transaction per workout with a posting per exercise (a name and an amount in kg, like a
/// set line) and one balancing posting, so both tools read about as many dated records and
/// indented lines per byte.
struct LedgerComparison {
    var ledger: String
    var bytes: Int
    var runs: Int
    var budget: Double

    /// `ledger` on `PATH`, or nil (the bench then leaves the row out and says so).
    static func findLedger() -> String? { findOnPath("ledger") }

    /// The executable `name` on `PATH`, as a shell would find it, or nil.
    static func findOnPath(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func journal(bytes target: Int) -> (text: [UInt8], transactions: Int) {
        let exercises = ["Bench Press", "Back Squat", "Deadlift", "Overhead Press", "Barbell Row", "Pull Up", "Romanian Deadlift",
                         "Incline Dumbbell Press", "Leg Press", "Lat Pulldown", "Cable Fly", "Lateral Raise"]
        var text: [UInt8] = []
        text.reserveCapacity(target + 256)
        var transactions = 0
        var day = 0
        while text.count < target {
            let year = 2000 + day / 336, month = 1 + day / 28 % 12, dayOfMonth = 1 + day % 28
            text += "\(year)/\(month < 10 ? "0" : "")\(month)/\(dayOfMonth < 10 ? "0" : "")\(dayOfMonth) Workout \(transactions % 7)\n".utf8
            for posting in 0..<5 {
                let exercise = exercises[(transactions + posting * 5) % exercises.count]
                let volume = 400 + (transactions * 37 + posting * 113) % 3_000
                text += "    Training:\(exercise)    \(volume) kg\n".utf8
            }
            text += "    Equity:Done\n\n".utf8
            transactions += 1
            day += 1
        }
        return (text, transactions)
    }

    /// The rows' cells and the ratio note, beside `antrain check`'s median wall time.
    func run(checkMedian: Double, label: String) throws -> (row: ReportRow, note: String) {
        let (text, transactions) = Self.journal(bytes: bytes)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("antrain-bench-\(getpid()).ledger").path
        guard FileManager.default.createFile(atPath: path, contents: Data(text)) else { throw BenchmarkError("cannot write \(path)") }
        defer { try? FileManager.default.removeItem(atPath: path) }
        let results = try CheckProcessBenchmark.measureRuns(ledger, arguments: ["-f", path, "bal"], runs: runs, budget: budget)
        var wall = Samples(results.map(\.seconds))
        wall.requested = runs
        let memory = Samples(results.map { Double($0.peakResidentBytes) })
        let row = ReportRow(
            ["ledger bal (same size)", label, wall.countText, Figure.seconds(wall.median), Figure.seconds(wall.minimum), Figure.seconds(wall.maximum)],
            metrics: ["medianSeconds": wall.median, "minSeconds": wall.minimum, "maxSeconds": wall.maximum, "bytes": Double(text.count),
                      "medianPeakBytes": memory.median, "checkToLedgerRatio": checkMedian / wall.median])
        let note = "- `\(ledger) -f JOURNAL bal` on a journal of \(Figure.grouped(text.count)) bytes (\(Figure.grouped(transactions)) "
            + "transactions of six lines), peak RSS \(CheckProcessBenchmark.mebibytes(memory.median)): `antrain check` takes "
            + "\(Figure.significant(checkMedian / wall.median))× ledger's time (below 1: faster)."
        return (row, note)
    }
}
