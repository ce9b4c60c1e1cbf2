import Foundation

/// `antrain check` of a large log as a whole process: wall time and peak resident memory.
///
/// The built `antrain` runs on a temporary file, its output going to `/dev/null`, and is
/// waited for with `wait4`, whose `rusage` gives its peak resident memory. Wall time runs
/// from `posix_spawn` to the reaped exit: start-up, reading, parsing, analysis, printing and
/// tear-down.
///
/// The bench does not spawn `antrain` itself: glibc's `posix_spawn` shares the parent's
/// address space until `exec`, and Linux carries the old address space's high-water mark
/// into the new program's `ru_maxrss`, so a child of the bench (which holds the generated
/// logs, hundreds of MiB) would be reported at least as large as the bench. A fresh, small
/// copy of the bench (`--spawn-and-measure`) spawns `antrain` instead and prints what it
/// measured.
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
        // A folder of its own: `check` reads the other logs of a file's workspace (its git
        // repository, else its folder) for their definitions, and the system's temporary
        // folder may hold any number of them.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("antrain-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("log.antrain").path
        guard FileManager.default.createFile(atPath: path, contents: Data(log.bytes)) else {
            throw BenchmarkError("cannot write \(path)")
        }
        progress("antrain check on \(label), \(runs) runs: \(executable)")
        let results = try Self.measureRuns(executable, arguments: ["check", path], runs: runs, budget: budget)
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
        if let taskset = LedgerComparison.findOnPath("taskset") {
            // The same check held to one core (`taskset -c 0`, which then runs `antrain`
            // itself, so the process measured is `antrain`): issue #14 asks for both figures.
            progress("antrain check on \(label) on one core (taskset -c 0)")
            let oneCore = try Self.measureRuns(taskset, arguments: ["-c", "0", executable, "check", path], runs: runs, budget: budget)
            var seconds = Samples(oneCore.map(\.seconds))
            seconds.requested = runs
            section.rows.append(ReportRow(
                ["wall time, one core", label, seconds.countText, Figure.seconds(seconds.median), Figure.seconds(seconds.minimum),
                 Figure.seconds(seconds.maximum)],
                metrics: ["medianSeconds": seconds.median, "minSeconds": seconds.minimum, "maxSeconds": seconds.maximum,
                          "bytes": Double(log.bytes.count)]))
        } else {
            section.notes.append("- `taskset` is not on PATH, so the one-core row is left out.")
        }
        let statuses = Set(results.map(\.exitStatus)).sorted().map(String.init).joined(separator: ", ")
        section.notes += [
            "- Peak RSS target: 5 × file size + 30 MiB = \(Self.mebibytes(memoryLimit)); measured peak is "
                + "\(Figure.significant(memory.median / Double(log.bytes.count)))× the file size.",
            "- Exit status: \(statuses) (0 = no errors, 1 = errors found). Binary: `\(executable)`.",
        ]
        if let ledger = LedgerComparison.findLedger() {
            progress("ledger bal on a journal of the same size: \(ledger)")
            let comparison = try LedgerComparison(ledger: ledger, bytes: log.bytes.count, runs: runs, budget: budget)
                .run(checkMedian: wall.median, label: label)
            section.rows.append(comparison.row)
            section.notes.append(comparison.note)
        } else {
            section.notes.append("- `ledger` is not on PATH, so its side-by-side row is left out (`apt-get install ledger`).")
        }
        return section
    }

    /// Up to `runs` measured runs of a whole process within `budget` seconds, after one that
    /// warms the page cache (it is the only one when it takes the whole budget).
    static func measureRuns(_ executable: String, arguments: [String], runs: Int, budget: Double) throws -> [Run] {
        let warmup = try measure(executable, arguments: arguments)
        var results: [Run] = warmup.seconds >= budget ? [warmup] : []
        let start = Stopwatch.now()
        while results.count < runs, warmup.seconds + Stopwatch.seconds(since: start) < budget || results.isEmpty {
            results.append(try measure(executable, arguments: arguments))
        }
        return results
    }

    static func mebibytes(_ bytes: Double) -> String { Figure.significant(bytes / 1_048_576) + " MiB" }

    /// Runs `executable` through a fresh copy of the bench (see the type's comment) and reads
    /// back its wall time, peak RSS and exit status.
    static func measure(_ executable: String, arguments: [String]) throws -> Run {
        let bench = Bundle.main.executablePath ?? CommandLine.arguments[0]
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw BenchmarkError("pipe failed: \(String(cString: strerror(errno)))") }
        let measurer = try spawn(bench, arguments: [spawnAndMeasureFlag, executable] + arguments, standardOutput: ends[1])
        close(ends[1])
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = read(ends[0], &buffer, buffer.count)
            if count > 0 { output += buffer[0..<count]; continue }
            if count < 0, errno == EINTR { continue }
            break
        }
        close(ends[0])
        _ = try wait(measurer, executable: bench, arguments: [])
        let fields = String(decoding: output, as: UTF8.self).split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }
        guard fields.count == 3, let seconds = Double(fields[0]), let bytes = Int(fields[1]), let status = Int32(fields[2]) else {
            throw BenchmarkError("the measuring copy of the bench printed \(String(decoding: output, as: UTF8.self).debugDescription)")
        }
        return Run(seconds: seconds, peakResidentBytes: bytes, exitStatus: status)
    }

    static let spawnAndMeasureFlag = "--spawn-and-measure"

    /// `antrain-bench --spawn-and-measure EXECUTABLE ARGUMENTS...`: runs the executable and
    /// prints "SECONDS PEAK_RSS_BYTES EXIT_STATUS" on one line.
    static func spawnAndMeasure(_ arguments: [String]) -> Int32 {
        guard let executable = arguments.first else { return 2 }
        do {
            let start = Stopwatch.now()
            let pid = try spawn(executable, arguments: Array(arguments.dropFirst()), standardOutput: nil)
            let (status, usage) = try wait(pid, executable: executable, arguments: Array(arguments.dropFirst()))
            let seconds = Stopwatch.seconds(since: start)
            // Linux reports ru_maxrss in KiB.
            print("\(seconds) \(Int(usage.ru_maxrss) * 1024) \(status)")
            return 0
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return 1
        }
    }

    /// Starts `executable` with stderr (and stdout, unless `standardOutput` is given) sent to
    /// `/dev/null`.
    static func spawn(_ executable: String, arguments: [String], standardOutput: Int32?) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let standardOutput {
            posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchmarkError("cannot run \(executable): \(String(cString: strerror(spawned)))") }
        return pid
    }

    /// Waits for `pid`; its exit status must be 0 or 1 (`antrain check`'s "problems found").
    static func wait(_ pid: pid_t, executable: String, arguments: [String]) throws -> (status: Int32, usage: rusage) {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { throw BenchmarkError("wait4 failed: \(String(cString: strerror(errno)))") }
        }
        let exitStatus: Int32 = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -(status & 0x7F)
        guard exitStatus == 0 || exitStatus == 1 else {
            throw BenchmarkError("\(executable) \(arguments.joined(separator: " ")) exited with status \(exitStatus)")
        }
        return (exitStatus, usage)
    }
}

/// A failure that stops one part of the bench; the rest still runs.
struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
