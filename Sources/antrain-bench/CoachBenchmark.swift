import AntrainFixtures
import AntrainModel
import Foundation
import JSONRPC

/// A coach's repository (TOOLING.md §4): athletes × ten years, each a folder with a profile
/// and one log, the shared definitions in `common/`, written by ``CoachWorkspace`` into a
/// temporary git repository. Beside it, the first athlete alone (their folder and `common/`
/// in a repository of their own): what the same work costs when no other athlete is there.
///
/// Rows: a keystroke's diagnostics in the athlete's log with either workspace open; didOpen
/// of that log → its diagnostics; the server's peak memory once the whole workspace is
/// indexed (`antrain lsp` as a process); `summary` and `report` of the athlete as processes.
struct CoachBenchmark {
    var executable: String
    var athletes: Int
    var days: Int
    var requests: Int
    var runs: Int
    var budget: Double
    var progress: (String) -> Void

    func run() async throws -> ReportSection {
        var section = ReportSection(
            title: "A coach's repository: \(athletes) athletes × \(days / 365) years, beside one athlete alone",
            columns: ["measure", "coach's repository", "one athlete alone", "ratio"])
        progress("writing a coach's repository of \(athletes) athletes")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("antrain-coach-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = CoachWorkspace(athletes: athletes, days: days, splitsYears: false).files()
        let coach = folder.appendingPathComponent("coach").path, alone = folder.appendingPathComponent("alone").path
        try Self.write(files, to: coach)
        try Self.write(files.filter { $0.path.hasPrefix("a01/") || $0.path.hasPrefix("common/") }, to: alone)
        let bytes = files.reduce(0) { $0 + $1.text.utf8.count }
        let log = files.first { $0.path == "a01/log.antrain" }!.text

        let coachServer = try await keystrokes(root: coach, log: log)
        let aloneServer = try await keystrokes(root: alone, log: log)
        func ratio(_ a: Double, _ b: Double) -> String { Figure.fixed(a / b, decimals: 2) + "×" }
        section.rows.append(ReportRow(
            ["didOpen of the athlete's log → publishDiagnostics", Figure.milliseconds(coachServer.open), Figure.milliseconds(aloneServer.open),
             ratio(coachServer.open, aloneServer.open)],
            metrics: ["coachSeconds": coachServer.open, "aloneSeconds": aloneServer.open],
            target: .atMost(300, "ms"), checkedFigure: coachServer.open * 1e3))
        section.rows.append(ReportRow(
            ["didChange (1 char) → publishDiagnostics, median", Figure.milliseconds(coachServer.edits.median),
             Figure.milliseconds(aloneServer.edits.median), ratio(coachServer.edits.median, aloneServer.edits.median)],
            metrics: ["coachSeconds": coachServer.edits.median, "aloneSeconds": aloneServer.edits.median],
            target: .atMost(2.5, "ms"), checkedFigure: coachServer.edits.median * 1e3))
        section.rows.append(ReportRow(
            ["didChange (1 char) → publishDiagnostics, p99", Figure.milliseconds(coachServer.edits.p99),
             Figure.milliseconds(aloneServer.edits.p99), ratio(coachServer.edits.p99, aloneServer.edits.p99)],
            metrics: ["coachSeconds": coachServer.edits.p99, "aloneSeconds": aloneServer.edits.p99],
            target: .atMost(5, "ms"), checkedFigure: coachServer.edits.p99 * 1e3))
        // Issue #41: the coach's tail holds within 1.5× (+1 ms) of one athlete's.
        let margin = coachServer.edits.p99 - (1.5 * aloneServer.edits.p99 + 0.001)
        section.rows.append(ReportRow(
            ["p99 over (1.5 × alone + 1 ms)", Figure.milliseconds(margin), "", ""],
            metrics: ["marginSeconds": margin], target: .atMost(0, "ms"), checkedFigure: margin * 1e3))

        progress("antrain lsp indexing the coach's repository, as a process")
        let coachMemory = try Self.serverMemory(executable: executable, root: coach, log: "a01/log.antrain", folder: folder.path, budget: budget)
        let aloneMemory = try Self.serverMemory(executable: executable, root: alone, log: "a01/log.antrain", folder: folder.path, budget: budget)
        let mebibyte = 1_048_576.0
        let limit = 6 * Double(bytes) + 40 * mebibyte
        section.rows.append(ReportRow(
            ["server peak RSS, whole workspace indexed", CheckProcessBenchmark.mebibytes(coachMemory), CheckProcessBenchmark.mebibytes(aloneMemory),
             ratio(coachMemory, aloneMemory)],
            metrics: ["coachBytes": coachMemory, "aloneBytes": aloneMemory, "limitBytes": limit],
            target: .atMost(limit / mebibyte, "MiB"), checkedFigure: coachMemory / mebibyte))

        for command in [["summary"], ["report", "--format", "html"]] {
            progress("antrain \(command.joined(separator: " ")) of one athlete, coach's repository and alone")
            let inCoach = try CheckProcessBenchmark.measureRuns(executable, arguments: command + ["\(coach)/a01"], runs: runs, budget: budget)
            let byItself = try CheckProcessBenchmark.measureRuns(executable, arguments: command + ["\(alone)/a01"], runs: runs, budget: budget)
            let time = (Samples(inCoach.map(\.seconds)).median, Samples(byItself.map(\.seconds)).median)
            let memory = (Samples(inCoach.map { Double($0.peakResidentBytes) }).median, Samples(byItself.map { Double($0.peakResidentBytes) }).median)
            let name = "antrain \(command.joined(separator: " ")) a01"
            section.rows.append(ReportRow(
                ["\(name): wall time", Figure.seconds(time.0), Figure.seconds(time.1), ratio(time.0, time.1)],
                metrics: ["coachSeconds": time.0, "aloneSeconds": time.1], target: .atMost(1.5, "×"), checkedFigure: time.0 / time.1))
            section.rows.append(ReportRow(
                ["\(name): peak RSS", CheckProcessBenchmark.mebibytes(memory.0), CheckProcessBenchmark.mebibytes(memory.1), ratio(memory.0, memory.1)],
                metrics: ["coachBytes": memory.0, "aloneBytes": memory.1], target: .atMost(1.5, "×"), checkedFigure: memory.0 / memory.1))
        }
        section.notes = [
            "- The coach's repository: \(files.count) files, \(Figure.grouped(bytes)) bytes; the athlete's log "
                + "\(Figure.grouped(log.utf8.count)) bytes. One athlete alone: their folder and `common/`, in a repository of their own.",
            "- Keystrokes: \(coachServer.edits.count) edits in the athlete's log (a digit changed, then changed back), each timed to its "
                + "diagnostics, after \(ServerBenchmark.warmups) unmeasured ones. The memory limit is 6 × the text + 40 MiB.",
        ]
        return section
    }

    private static func write(_ files: [(path: String, text: String)], to root: String) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        for (path, text) in files {
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// Opens the athlete's log in a server whose workspace is `root`, then times keystrokes.
    /// With `ANTRAIN_BENCH_SLOWEST` set, prints the slowest edits with their numbers: a tail
    /// in a run of its own (a few neighbouring edits) from one that comes back (a cost).
    private func keystrokes(root: String, log: String) async throws -> (open: Double, edits: Samples) {
        let uri = "file://\(root)/a01/log.antrain"
        let client = BenchClient(today: BenchLogs.today)
        var initialize = LSPParams.initialize
        if case .object(var fields) = initialize {
            fields["rootUri"] = .string("file://\(root)")
            initialize = .object(fields)
        }
        _ = try await client.request("initialize", initialize)
        try client.notify("initialized", .object([:]))
        progress("didOpen in \(root)")
        let open = try await client.notifyAndAwaitDiagnostics("textDocument/didOpen", LSPParams.didOpen(uri: uri, text: log), uri: uri, version: 1)
        // The other athletes are indexed between messages: let that finish before timing edits.
        _ = try await client.request("workspace/symbol", ["query": "bench"])
        let positions = BenchPositions(Array(log.utf8), count: requests + ServerBenchmark.warmups)
        var samples = Samples()
        samples.requested = requests
        var version = 1
        let start = Stopwatch.now()
        for index in 0..<(ServerBenchmark.warmups + requests) {
            let edit = positions.edits[index / 2 % positions.edits.count]
            version += 1
            let params = LSPParams.didChange(uri: uri, version: version, at: edit.position,
                                             replacingOne: index % 2 == 0 ? edit.replacement : edit.original)
            let seconds = try await client.notifyAndAwaitDiagnostics("textDocument/didChange", params, uri: uri, version: version).seconds
            if index >= ServerBenchmark.warmups { samples.append(seconds) }
            if Stopwatch.seconds(since: start) >= budget, samples.count > 0 { break }
        }
        try await client.close()
        if ProcessInfo.processInfo.environment["ANTRAIN_BENCH_SLOWEST"] != nil {
            let slowest = samples.values.enumerated().sorted { $0.element > $1.element }.prefix(15)
            progress("slowest edits in \(root): " + slowest.map { "#\($0.offset) \(Int($0.element * 1e6))µs" }.joined(separator: ", "))
        }
        return (open.seconds, samples)
    }

    /// `antrain lsp` as a process: initialize on `root`, open the log, ask for workspace
    /// symbols (which needs every athlete indexed), shut down; its peak resident bytes.
    static func serverMemory(executable: String, root: String, log: String, folder: String, budget: Double) throws -> Double {
        let text = try String(contentsOfFile: "\(root)/\(log)", encoding: .utf8)
        let messages: [Data] = [
            try OutgoingMessage.request(id: .integer(1), method: "initialize", params: [
                "processId": .null, "rootUri": .string("file://\(root)"), "capabilities": [:],
            ] as JSONValue),
            try OutgoingMessage.notification(method: "initialized", params: [:] as JSONValue),
            try OutgoingMessage.notification(method: "textDocument/didOpen", params: LSPParams.didOpen(uri: "file://\(root)/\(log)", text: text)),
            try OutgoingMessage.request(id: .integer(2), method: "workspace/symbol", params: ["query": "bench"] as JSONValue),
            try OutgoingMessage.request(id: .integer(3), method: "shutdown", params: JSONValue.null),
            OutgoingMessage.notification(method: "exit"),
        ]
        var input = Data()
        for body in messages { input += Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body }
        let inputPath = "\(folder)/lsp-input-\(URL(fileURLWithPath: root).lastPathComponent)"
        try input.write(to: URL(fileURLWithPath: inputPath))
        // The shell execs `antrain`: the process measured is the server itself.
        let runs = try CheckProcessBenchmark.measureRuns(
            "/bin/sh", arguments: ["-c", "exec '\(executable)' lsp < '\(inputPath)' > /dev/null 2>&1"], runs: 1, budget: budget)
        return Samples(runs.map { Double($0.peakResidentBytes) }).median
    }
}
