import AntrainFixtures
import Foundation

/// `antrain serve` as a process (TOOLING.md §8.4): Home, the report and problems on one
/// athlete's ten years and on a coach's repository (the first request, then the median and
/// p99 of many on one kept-alive connection), 100 clients at once on loopback, and the
/// server's peak memory beside the language server's for the same workspace.
struct WebServerBenchmark {
    var executable: String
    var athletes: Int
    var days: Int
    var requests: Int
    var progress: (String) -> Void

    func run() async throws -> ReportSection {
        var section = ReportSection(title: "`antrain serve`: pages of one athlete, in their own repository and in a coach's",
                                    columns: ["measure", "one athlete alone", "coach's repository"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("antrain-web-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = CoachWorkspace(athletes: athletes, days: days, splitsYears: false).files()
        let coach = folder.appendingPathComponent("coach").path, alone = folder.appendingPathComponent("alone").path
        try write(files, to: coach)
        try write(files.filter { $0.path.hasPrefix("a01/") || $0.path.hasPrefix("common/") }, to: alone)
        let bytes = files.reduce(0) { $0 + $1.text.utf8.count }

        var results: [[String: Double]] = []
        for root in [alone, coach] {
            progress("antrain serve on \(root)")
            results.append(try measure(root: root, state: folder.appendingPathComponent("state").path))
        }
        let pages: [(String, String, Double)] = [("Home", "home", 50), ("report", "report", 300), ("problems", "problems", 300)]
        for (name, key, target) in pages {
            for (label, metric) in [("first request", "\(key)First"), ("median", "\(key)Median"), ("p99", "\(key)P99")] {
                let isChecked = label == "p99"
                section.rows.append(ReportRow(
                    ["\(name), \(label)", Figure.milliseconds(results[0][metric]!), Figure.milliseconds(results[1][metric]!)],
                    metrics: ["aloneSeconds": results[0][metric]!, "coachSeconds": results[1][metric]!],
                    target: isChecked ? .atMost(target, "ms") : nil, checkedFigure: isChecked ? results[1][metric]! * 1e3 : nil))
            }
        }
        section.rows.append(ReportRow(
            ["a set added to a session: written and answered, median", Figure.milliseconds(results[0]["setMedian"]!),
             Figure.milliseconds(results[1]["setMedian"]!)],
            metrics: ["aloneSeconds": results[0]["setMedian"]!, "coachSeconds": results[1]["setMedian"]!]))
        section.rows.append(ReportRow(
            ["a set added to a session: written and answered, p99", Figure.milliseconds(results[0]["setP99"]!),
             Figure.milliseconds(results[1]["setP99"]!)],
            metrics: ["aloneSeconds": results[0]["setP99"]!, "coachSeconds": results[1]["setP99"]!],
            target: .atMost(50, "ms"), checkedFigure: results[0]["setP99"]! * 1e3))
        section.rows.append(ReportRow(
            ["100 clients at once × 5 Home requests: errors", "\(Int(results[0]["crowdErrors"]!))", "\(Int(results[1]["crowdErrors"]!))"],
            metrics: ["aloneErrors": results[0]["crowdErrors"]!, "coachErrors": results[1]["crowdErrors"]!],
            target: .atMost(0, "errors"), checkedFigure: results[1]["crowdErrors"]!))
        section.rows.append(ReportRow(
            ["100 clients at once: p99", Figure.milliseconds(results[0]["crowdP99"]!), Figure.milliseconds(results[1]["crowdP99"]!)],
            metrics: ["aloneSeconds": results[0]["crowdP99"]!, "coachSeconds": results[1]["crowdP99"]!]))
        section.rows.append(ReportRow(
            ["server peak RSS after every page", CheckProcessBenchmark.mebibytes(results[0]["peakBytes"]!),
             CheckProcessBenchmark.mebibytes(results[1]["peakBytes"]!)],
            metrics: ["aloneBytes": results[0]["peakBytes"]!, "coachBytes": results[1]["peakBytes"]!]))
        // Beside it, the language server on the same workspaces, every athlete indexed.
        progress("antrain lsp on the same workspaces, for its memory")
        let lsp = try [alone, coach].map {
            try CoachBenchmark.serverMemory(executable: executable, root: $0, log: "a01/log.antrain", folder: folder.path, budget: 60)
        }
        section.rows.append(ReportRow(
            ["language server peak RSS, the same workspace", CheckProcessBenchmark.mebibytes(lsp[0]), CheckProcessBenchmark.mebibytes(lsp[1])],
            metrics: ["aloneBytes": lsp[0], "coachBytes": lsp[1]]))
        section.notes = [
            "- The coach's repository: \(files.count) files, \(Figure.grouped(bytes)) bytes; pages of athlete `a01` (`?athlete=a01`), "
                + "the problems page of the whole workspace. Times are the client's on loopback, request sent to answer read: the server's "
                + "time plus a loopback round trip. \(requests) requests per page after the first.",
            "- The language server's peak is measured as in the coach's section: initialize, open the athlete's log, workspace symbols (every athlete indexed), shut down.",
        ]
        return section
    }

    private func measure(root: String, state: String) throws -> [String: Double] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["serve", root, "--port", "0", "--no-token"]
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_STATE_HOME": state, "LANG": "C"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        var line = Data()
        while !line.contains(0x0A) {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty { break }
            line.append(byte)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let colon = text.range(of: "127.0.0.1:"), let port = Int(text[colon.upperBound...].prefix { $0.isNumber }) else {
            throw BenchHTTP.Failure(description: "antrain serve printed \(text)")
        }
        let secrets = (try? String(contentsOfFile: state + "/antrain/serve-secrets", encoding: .utf8)) ?? ""
        BenchHTTP.csrf = secrets.split(separator: "\n").dropFirst().first.map(String.init) ?? ""
        var figures: [String: Double] = [:]
        let athlete = FileManager.default.fileExists(atPath: root + "/a02") ? "athlete=a01&" : ""
        for (key, path) in [("home", "/?\(athlete)date=2026-06-01&time=07:00"), ("report", "/report?\(athlete)"), ("problems", "/problems")] {
            let connection = try BenchHTTP(port: port)
            let first = try connection.get(path)
            var samples = Samples()
            for _ in 0..<requests { samples.append(try connection.get(path)) }
            figures["\(key)First"] = first
            figures["\(key)Median"] = samples.median
            figures["\(key)P99"] = samples.percentile(99)
        }
        // A session at the end of ten years: each set added is written to the log and answered.
        let writer = try BenchHTTP(port: port)
        let query = athlete.isEmpty ? "" : "?athlete=a01"
        // The log's last day: the session goes into the ten-year log itself, the file holding that day.
        let day = "\(BenchLogs.today)"
        _ = try writer.post("/api/action\(query)", #"{"id":"bench-start","kind":"start","name":"Barbell Bench Press","date":"\#(day)","time":"23:30"}"#)
        var sets = Samples()
        for number in 0..<requests {
            sets.append(try writer.post("/api/action\(query)", #"{"id":"bench-\#(number)","kind":"addSet","exercise":0,"text":"100x5 @8","date":"\#(day)","time":"23:40","entryDate":"\#(day)","entryTime":"23:30"}"#))
        }
        figures["setMedian"] = sets.median
        figures["setP99"] = sets.percentile(99)
        let crowd = BenchHTTP.crowd(port: port, clients: 100, requests: 5, path: "/?\(athlete)date=2026-06-01")
        figures["crowdErrors"] = Double(crowd.errors)
        figures["crowdP99"] = crowd.samples.percentile(99)
        figures["peakBytes"] = Self.peakResidentBytes(of: process.processIdentifier)
        return figures
    }

    /// `VmHWM` of a running process (Linux), in bytes.
    static func peakResidentBytes(of pid: Int32) -> Double {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
        return kilobytes * 1024
    }

    private func write(_ files: [(path: String, text: String)], to root: String) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        for (path, text) in files {
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }
}
