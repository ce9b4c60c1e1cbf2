import Foundation

/// `antrain-bench [--json FILE] [--quick] [--antrain PATH] [--no-build]`: measures the
/// parser, the analysis, `antrain check`, the language server and library search on
/// generated logs, and prints a table with each figure against its target (issue #6).
///
/// `--profile STAGE` and `--write-log FILE` serve profilers: one stage (once, or several
/// times for its median), or the log itself for `valgrind --tool=callgrind antrain check FILE`.
enum BenchmarkCommand {
    static let usage = """
        antrain-bench [--json FILE] [--quick] [--coach-only | --server-only | --web-only | --health-only [--bytes N]] [--antrain PATH] [--no-build]
        antrain-bench --profile parse|validate|full [--bytes N] [--requests RUNS]
        antrain-bench --profile didchange|completion|hover|references|highlight|symbol|codelens [--lines N] [--requests N]
        antrain-bench --write-log FILE [--bytes N]
        antrain-bench --spawn-and-measure EXECUTABLE [ARGUMENT...]

          --json FILE    also write the results as JSON to FILE
          --quick        small inputs and few repetitions: a smoke test, not the issue's figures
          --coach-only   only the coach's repository section (12 athletes × 10 years beside one alone);
                         with --requests N, N keystrokes in each workspace
          --server-only  only the language server on one athlete's large document (hover, symbols, ...)
          --web-only     only `antrain serve`: pages, 100 clients at once and memory, alone and in a coach's repository
          --health-only  only `antrain import` of a generated Apple Health export of N bytes (default 1 GiB)
          --antrain PATH the antrain executable to time `check` with (default: the one beside the bench)
          --no-build     use the antrain beside the bench as it is (by default it is brought up to date first)
          --profile STAGE  run one throughput stage RUNS times (default once) and print the median, or
                           one kind of server request on a document of N lines (default 20000)
                           N times (default 100): for valgrind or perf
          --write-log FILE write the generated log to FILE and stop
          --bytes N      the log size for --profile (default 1000000) and --write-log (default 10000000)
          --spawn-and-measure  run EXECUTABLE and print its wall seconds, peak RSS bytes and exit status
                         (how the bench measures `antrain check` without lending it its own memory peak)

        Run it on a release build: swift run -c release antrain-bench
        The table goes to stdout, progress to stderr. Exit status: 0 measured (targets may be missed),
        1 a measurement failed, 2 bad usage.
        """

    struct Options {
        var jsonPath: String?
        var isQuick = false
        var isCoachOnly = false
        var isServerOnly = false
        var isWebOnly = false
        var isHealthOnly = false
        var antrainPath: String?
        var mayBuild = true
        var profileStage: String?
        var logPath: String?
        var bytes: Int?
        var lines: Int?
        var requests: Int?
    }

    /// The sizes and repetitions of one run.
    struct Plan {
        var smallBytes = 1_000_000, largeBytes = 10_000_000
        var smallRuns = 9, largeRuns = 5
        var checkRuns = 5
        var serverLines = 100_000, serverRequests = 200, initializeRuns = 50
        var searchRounds = 100
        var importRuns = 7
        var coachAthletes = 12, coachDays = 3650
        /// The Apple Health export `import` reads: 1 GiB, as issue #45 asks.
        var healthBytes = 1 << 30
        /// The seconds one figure may take; slow code gets fewer runs, never a longer bench.
        var budget = 20.0

        static let quick = Plan(largeBytes: 2_000_000, smallRuns: 5, checkRuns: 3, serverLines: 20_000,
                                serverRequests: 50, initializeRuns: 10, searchRounds: 20, importRuns: 3, coachAthletes: 3, coachDays: 730,
                                healthBytes: 64 << 20, budget: 5)
    }

    static func run(_ arguments: [String]) async -> Int32 {
        let options: Options
        do {
            options = try parse(arguments)
        } catch {
            printError("antrain-bench: \(error)\n\n\(usage)")
            return 2
        }
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            return 0
        }
        if let kind = options.profileStage {
            do {
                print(try await ServerBenchmark.profile(kind, lines: options.lines ?? 20_000, requests: options.requests ?? 100))
                return 0
            } catch {
                printError("antrain-bench: \(error)")
                return 1
            }
        }
        let plan = options.isQuick ? Plan.quick : Plan()
        let progress: (String) -> Void = { printError("antrain-bench: \($0)") }
        var report = BenchmarkReport(machine: Machine.describe(isQuick: options.isQuick))
        var failures = 0
        func attempt(_ title: String, _ body: () async throws -> ReportSection) async {
            do {
                report.sections.append(try await body())
            } catch {
                failures += 1
                progress("\(title) failed: \(error)")
                report.sections.append(ReportSection(title: title, columns: ["measure"], notes: ["- Not measured: \(error)"]))
            }
        }

        let server: () async throws -> ReportSection = {
            let document = BenchLogs.generate(lines: plan.serverLines)
            return try await ServerBenchmark(log: document, label: "\(Figure.grouped(plan.serverLines))-line", requests: plan.serverRequests,
                                             initializeRuns: plan.initializeRuns, budget: plan.budget, progress: progress).run()
        }
        // Needs no `antrain` executable: nothing to bring up to date.
        if options.isServerOnly {
            await attempt("Language server", server)
            print(report.markdown())
            return failures > 0 ? 1 : 0
        }

        // Before any measurement: bringing `antrain` up to date may compile for a minute.
        let executable = Result { try AntrainExecutable.locate(override: options.antrainPath, mayBuild: options.mayBuild, progress: progress) }

        let web: () async throws -> ReportSection = {
            try await WebServerBenchmark(executable: try executable.get(), athletes: plan.coachAthletes, days: plan.coachDays,
                                         requests: plan.serverRequests, progress: progress).run()
        }
        if options.isWebOnly {
            await attempt("`antrain serve`", web)
            print(report.markdown())
            return failures > 0 ? 1 : 0
        }
        let health: () throws -> ReportSection = {
            try AppleHealthBenchmark(executable: try executable.get(), bytes: options.bytes ?? plan.healthBytes, runs: options.isQuick ? 1 : 3,
                                     budget: plan.budget, progress: progress).run()
        }
        if options.isHealthOnly {
            await attempt("Apple Health import", health)
            print(report.markdown())
            return failures > 0 ? 1 : 0
        }

        if options.isCoachOnly {
            await attempt("A coach's repository") {
                // `--requests N`: N keystrokes per workspace (issue #41 asks 1,000), time allowing.
                try await CoachBenchmark(executable: try executable.get(), athletes: plan.coachAthletes, days: plan.coachDays,
                                         requests: options.requests ?? plan.serverRequests, runs: plan.checkRuns,
                                         budget: max(plan.budget, Double(options.requests ?? 0) * 0.02), progress: progress).run()
            }
            print(report.markdown())
            return failures > 0 ? 1 : 0
        }

        // First, so that its first call finds the libraries not yet built.
        report.sections.append(SearchBenchmark(rounds: plan.searchRounds, progress: progress).run())

        report.sections.append(ImportBenchmark(rows: 10_000, runs: plan.importRuns, progress: progress).run())
        report.sections.append(ReportBenchmark(log: generate(bytes: 1_700_000, progress: progress), runs: plan.importRuns,
                                               progress: progress).run())

        let small = generate(bytes: plan.smallBytes, progress: progress)
        let large = generate(bytes: plan.largeBytes, progress: progress)
        let smallLabel = megabytesLabel(plan.smallBytes), largeLabel = megabytesLabel(plan.largeBytes)
        report.sections.append(ThroughputBenchmark(
            inputs: [.init(label: smallLabel, log: small, runs: plan.smallRuns), .init(label: largeLabel, log: large, runs: plan.largeRuns)],
            budget: plan.budget, progress: progress).run())

        report.sections.append(AdversarialBenchmark(progress: progress).run())

        await attempt("`antrain check` as a whole process") {
            try CheckProcessBenchmark(executable: try executable.get(), log: large, label: largeLabel, runs: plan.checkRuns,
                                             budget: plan.budget, progress: progress).run()
        }

        await attempt("Language server", server)

        await attempt("A coach's repository") {
            try await CoachBenchmark(executable: try executable.get(), athletes: plan.coachAthletes, days: plan.coachDays,
                                     requests: plan.serverRequests, runs: plan.checkRuns, budget: plan.budget, progress: progress).run()
        }
        await attempt("`antrain serve`", web)

        await attempt("Apple Health import", health)

        report.sections.append(IssueTargets.parsingSpeed(from: report))

        print(report.markdown())
        if let path = options.jsonPath {
            do {
                try report.json().write(to: URL(fileURLWithPath: path))
                progress("wrote \(path)")
            } catch {
                progress("cannot write \(path): \(error)")
                failures += 1
            }
        }
        return failures == 0 ? 0 : 1
    }

    /// `--write-log` and `--profile`, which need no concurrency; nil for a full run.
    static func runForProfiler(_ arguments: [String]) -> Int32? {
        guard let options = try? parse(arguments) else { return nil }
        if let path = options.logPath {
            return writeLog(to: path, bytes: options.bytes ?? 10_000_000)
        }
        guard let name = options.profileStage, !ServerBenchmark.profileKinds.contains(name) else { return nil }
        guard let stage = ThroughputBenchmark.stages.first(where: { $0.name.contains(name) }) else {
            printError("antrain-bench: no stage \(name); use parse, validate, full, didchange, completion or hover")
            return 2
        }
        let log = BenchLogs.generate(approximateBytes: options.bytes ?? 1_000_000)
        let runs = options.requests ?? 1
        var samples = Samples()
        for _ in 0..<runs { samples.append(Stopwatch.measure { stage.run(log.bytes) }.seconds) }
        let each = runs == 1 ? "" : ", median of \(runs) runs (\(Figure.seconds(samples.minimum))–\(Figure.seconds(samples.maximum)))"
        print("\(stage.name): \(Figure.grouped(log.bytes.count)) bytes in \(Figure.seconds(samples.median))\(each), "
              + "\(Figure.significant(log.megabytes / samples.median)) MB/s (checksum \(Sink.checksum))")
        return 0
    }

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json", "--antrain", "--profile", "--write-log", "--bytes", "--lines", "--requests":
                guard let value = remaining.popFirst(), !value.hasPrefix("--") else { throw BenchmarkError("\(argument) needs a value") }
                switch argument {
                case "--json": options.jsonPath = value
                case "--antrain": options.antrainPath = value
                case "--profile": options.profileStage = value
                case "--write-log": options.logPath = value
                default:
                    guard let number = Int(value), number > 0 else { throw BenchmarkError("\(argument) needs a positive number") }
                    switch argument {
                    case "--bytes": options.bytes = number
                    case "--lines": options.lines = number
                    default: options.requests = number
                    }
                }
            case "--quick": options.isQuick = true
            case "--coach-only": options.isCoachOnly = true
            case "--web-only": options.isWebOnly = true
            case "--server-only": options.isServerOnly = true
            case "--health-only": options.isHealthOnly = true
            case "--no-build": options.mayBuild = false
            case "--help", "-h": break
            default: throw BenchmarkError("unknown argument \(argument)")
            }
        }
        return options
    }

    private static func generate(bytes: Int, progress: (String) -> Void) -> GeneratedLog {
        let (seconds, log) = Stopwatch.measure { BenchLogs.generate(approximateBytes: bytes) }
        progress("generated \(megabytesLabel(bytes)) log: \(Figure.grouped(log.lineCount)) lines in \(Figure.seconds(seconds))")
        return log
    }

    private static func writeLog(to path: String, bytes: Int) -> Int32 {
        let log = BenchLogs.generate(approximateBytes: bytes)
        guard FileManager.default.createFile(atPath: path, contents: Data(log.bytes)) else {
            printError("antrain-bench: cannot write \(path)")
            return 1
        }
        print("\(path): \(Figure.grouped(log.bytes.count)) bytes, \(Figure.grouped(log.lineCount)) lines")
        return 0
    }

    private static func megabytesLabel(_ bytes: Int) -> String { "\(Figure.significant(Double(bytes) / 1e6)) MB" }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
