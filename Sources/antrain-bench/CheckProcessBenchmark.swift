import Foundation

/// `antrain check` of a large log as a whole process: wall time and peak resident memory.
///
/// The built `antrain` runs on a temporary file, its output going to `/dev/null`; the
/// bench waits for it with `wait4`, which returns the child's own `rusage`, so `ru_maxrss`
/// is that process's peak and nobody else's. Wall time runs from `posix_spawn` to the
/// reaped exit: start-up, reading, parsing, analysis, printing and tear-down.
struct CheckProcessBenchmark {
    var executable: String
    var log: GeneratedLog
    var label: String
    var runs: Int
    /// The seconds all runs together may take, after the first.
    var budget: Double
    var progress: (String) -> Void

    struct Run {
        var seconds: Double
        var peakResidentBytes: Int
        var exitStatus: Int32
    }

    func run() throws -> ReportSection {
        var section = ReportSection(
            title: "`antrain check` as a whole process (median of N runs)",
            columns: ["measure", "input", "runs", "median", "min", "max"])
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("antrain-bench-\(getpid()).antrain").path
        guard FileManager.default.createFile(atPath: path, contents: Data(log.bytes)) else {
            throw BenchmarkError("cannot write \(path)")
        }
        defer { try? FileManager.default.removeItem(atPath: path) }
        progress("antrain check on \(label), \(runs) runs: \(executable)")
        // The first run warms the page cache; it is the only one when it takes the whole budget.
        let warmup = try Self.spawn(executable, arguments: ["check", path])
        var results: [Run] = warmup.seconds >= budget ? [warmup] : []
        let start = Stopwatch.now()
        while results.count < runs, warmup.seconds + Stopwatch.seconds(since: start) < budget || results.isEmpty {
            results.append(try Self.spawn(executable, arguments: ["check", path]))
        }
        var wall = Samples(results.map(\.seconds))
        wall.requested = runs
        let runsText = wall.countText
        let memory = Samples(results.map { Double($0.peakResidentBytes) })
        let mebibyte = 1_048_576.0
        let memoryLimit = 5 * Double(log.bytes.count) + 30 * mebibyte
        section.rows.append(ReportRow(
            ["wall time", label, runsText, Figure.seconds(wall.median), Figure.seconds(wall.minimum), Figure.seconds(wall.maximum)],
            metrics: ["medianSeconds": wall.median, "minSeconds": wall.minimum, "maxSeconds": wall.maximum, "bytes": Double(log.bytes.count)],
            target: .atMost(0.4, "s"), checkedFigure: wall.median))
        section.rows.append(ReportRow(
            ["peak RSS", label, runsText, Self.mebibytes(memory.median), Self.mebibytes(memory.minimum), Self.mebibytes(memory.maximum)],
            metrics: ["medianBytes": memory.median, "minBytes": memory.minimum, "maxBytes": memory.maximum,
                      "limitBytes": memoryLimit, "ratioToFileSize": memory.median / Double(log.bytes.count)],
            target: .atMost(memoryLimit / mebibyte, "MiB"), checkedFigure: memory.median / mebibyte))
        let statuses = Set(results.map(\.exitStatus)).sorted().map(String.init).joined(separator: ", ")
        section.notes = [
            "- Peak RSS target: 5 × file size + 30 MiB = \(Self.mebibytes(memoryLimit)); measured peak is "
                + "\(Figure.significant(memory.median / Double(log.bytes.count)))× the file size.",
            "- Exit status: \(statuses) (0 = no errors, 1 = errors found). Binary: `\(executable)`.",
        ]
        return section
    }

    static func mebibytes(_ bytes: Double) -> String { Figure.significant(bytes / 1_048_576) + " MiB" }

    /// Runs `executable` with stdout and stderr sent to `/dev/null` and waits for it.
    static func spawn(_ executable: String, arguments: [String]) throws -> Run {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        let start = Stopwatch.now()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchmarkError("cannot run \(executable): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { throw BenchmarkError("wait4 failed: \(String(cString: strerror(errno)))") }
        }
        let seconds = Stopwatch.seconds(since: start)
        // Linux reports ru_maxrss in KiB.
        let exitStatus: Int32 = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -(status & 0x7F)
        guard exitStatus == 0 || exitStatus == 1 else {
            throw BenchmarkError("\(executable) \(arguments.joined(separator: " ")) exited with status \(exitStatus)")
        }
        return Run(seconds: seconds, peakResidentBytes: Int(usage.ru_maxrss) * 1024, exitStatus: exitStatus)
    }
}

/// A failure that stops one part of the bench; the rest still runs.
struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
