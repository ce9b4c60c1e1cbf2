import AntrainModel
import AntrainSyntax
import Foundation
import JSONRPC

/// Language-server latencies on a large open document, through the real server loop.
///
/// One session opens the document, then sends, each in turn and each waiting for its
/// answer: one-character edits (a set's reps digit changed, then changed back, at points
/// spread over the file) timed to their `publishDiagnostics`; completions of an exercise
/// name typed halfway; hovers on a set; hovers on a meal header. `initialize` is timed on
/// fresh servers.
struct ServerBenchmark {
    static let uri = "file:///bench/antrain-bench.antrain"

    var log: GeneratedLog
    var label: String
    var requests: Int
    var initializeRuns: Int
    /// The seconds one series may take, warm-ups included.
    var budget: Double
    var progress: (String) -> Void

    func run() async throws -> ReportSection {
        var section = ReportSection(
            title: "Language server on a \(label) document (in-process server loop)",
            columns: ["measure", "requests", "median", "p99", "max"])
        progress("initialize × \(initializeRuns) on fresh servers")
        var initialize = Samples()
        for _ in 0..<initializeRuns {
            let client = BenchClient(today: BenchLogs.today)
            initialize.append(try await client.request("initialize", LSPParams.initialize).seconds)
            try client.notify("initialized", .object([:]))
            try await client.close()
        }
        section.rows.append(row("initialize", initialize, target: .atMost(50, "ms"), checked: initialize.p99))

        progress("splitting a 2 MB didOpen message")
        let split = try Self.splitLargeMessage(runs: 20)
        section.rows.append(row("JSON-RPC: split a 2 MB didOpen", split, target: .atMost(50, "ms"), checked: split.p99))

        let positions = BenchPositions(log.bytes, count: requests + Self.warmups)
        let client = BenchClient(today: BenchLogs.today)
        _ = try await client.request("initialize", LSPParams.initialize)
        try client.notify("initialized", .object([:]))
        progress("didOpen of \(Figure.grouped(log.lineCount)) lines")
        let text = String(decoding: log.bytes, as: UTF8.self)
        let open = try await client.notifyAndAwaitDiagnostics(
            "textDocument/didOpen", LSPParams.didOpen(uri: Self.uri, text: text), uri: Self.uri, version: 1)
        section.rows.append(row("didOpen → publishDiagnostics", Samples([open.seconds])))

        progress("didChange × \(requests)")
        var version = 1
        let edits = try await series { index in
            // Even edits change a digit, odd ones restore it: the text ends as it began.
            let edit = positions.edits[index / 2 % positions.edits.count]
            version += 1
            let params = LSPParams.didChange(uri: Self.uri, version: version, at: edit.position,
                                             replacingOne: index % 2 == 0 ? edit.replacement : edit.original)
            return try await client.notifyAndAwaitDiagnostics(
                "textDocument/didChange", params, uri: Self.uri, version: version).seconds
        }
        section.rows.append(row("didChange (1 char) → publishDiagnostics", edits, target: .atMost(20, "ms"), checked: edits.p99))

        progress("completion × \(requests)")
        var emptyCompletions = 0
        let completions = try await series { index in
            let answer = try await client.request(
                "textDocument/completion", LSPParams.textDocumentPosition(uri: Self.uri, positions.exerciseNames[index]))
            if !Self.hasItems(answer.result) { emptyCompletions += 1 }
            return answer.seconds
        }
        section.rows.append(row("completion: exercise name", completions, target: .atMost(10, "ms"), checked: completions.p99))

        var emptyHovers = 0
        for (name, points) in [("hover: set", positions.sets), ("hover: meal header", positions.mealHeaders)] {
            progress("\(name) × \(requests)")
            let hovers = try await series { index in
                let answer = try await client.request("textDocument/hover", LSPParams.textDocumentPosition(uri: Self.uri, points[index]))
                if answer.result.map({ String(decoding: $0, as: UTF8.self) == "null" }) ?? true { emptyHovers += 1 }
                return answer.seconds
            }
            section.rows.append(row(name, hovers, target: .atMost(10, "ms"), checked: hovers.p99))
        }

        // The navigation requests (issue #16): each p99 within 5 ms.
        func at(_ points: [LSPPosition]) -> (Int) -> JSONValue {
            { index in LSPParams.textDocumentPosition(uri: Self.uri, points[index]) }
        }
        let document: JSONValue = ["textDocument": ["uri": .string(Self.uri)]]
        let navigation: [(name: String, method: String, params: (Int) -> JSONValue)] = [
            ("pull diagnostics (whole document)", "textDocument/diagnostic", { _ in document }),
            ("definition: exercise name", "textDocument/definition", at(positions.exerciseNames)),
            ("references: exercise name", "textDocument/references", at(positions.exerciseNames)),
            ("prepareRename: exercise name", "textDocument/prepareRename", at(positions.exerciseNames)),
            ("documentHighlight: exercise name", "textDocument/documentHighlight", at(positions.exerciseNames)),
            ("workspace/symbol \"bench\"", "workspace/symbol", { _ in ["query": "bench"] }),
            ("inlayHint: 60 lines", "textDocument/inlayHint", { index in
                let start = positions.sets[index]
                return ["textDocument": ["uri": .string(Self.uri)], "range": [
                    "start": LSPParams.position(LSPPosition(line: start.line, character: 0)),
                    "end": LSPParams.position(LSPPosition(line: start.line + 60, character: 0)),
                ]]
            }),
            ("codeLens (whole document)", "textDocument/codeLens", { _ in document }),
            ("codeLens/resolve: a lifting entry", "codeLens/resolve", { index in
                ["range": ["start": LSPParams.position(LSPPosition(line: 0, character: 0)), "end": LSPParams.position(LSPPosition(line: 0, character: 0))],
                 "data": ["uri": .string(Self.uri), "offset": .integer(positions.liftingHeaders[index])]]
            }),
            ("selectionRange: set", "textDocument/selectionRange", { index in
                ["textDocument": ["uri": .string(Self.uri)], "positions": [LSPParams.position(positions.sets[index])]]
            }),
        ]
        for request in navigation {
            progress("\(request.name) × \(requests)")
            let samples = try await series { index in
                try await client.request(request.method, request.params(index), refusalIsAnAnswer: request.method == "textDocument/prepareRename").seconds
            }
            section.rows.append(row(request.name, samples, target: .atMost(5, "ms"), checked: samples.p99))
        }
        try await client.close()

        section.notes = [
            "- Document: \(Figure.grouped(log.lineCount)) lines, \(Figure.grouped(log.bytes.count)) bytes; "
                + "\(open.count) diagnostics after opening. \(Self.warmups) unmeasured requests precede each series.",
            "- Targets are checked against the p99 (for initialize: the p99 of \(initializeRuns) fresh servers).",
            "- Every answer was checked: \(emptyCompletions) empty completion lists, \(emptyHovers) empty hovers.",
        ]
        return section
    }

    static let warmups = 5
    static let profileKinds: Set = ["didchange", "completion", "hover", "references", "highlight", "symbol", "codelens"]

    /// For profilers: opens a `lines`-line document, then sends `requests` requests of one
    /// kind (one of ``profileKinds``) and nothing else; returns a summary.
    static func profile(_ kind: String, lines: Int, requests: Int) async throws -> String {
        let log = BenchLogs.generate(lines: lines)
        let positions = BenchPositions(log.bytes, count: requests)
        let client = BenchClient(today: BenchLogs.today)
        _ = try await client.request("initialize", LSPParams.initialize)
        try client.notify("initialized", .object([:]))
        _ = try await client.notifyAndAwaitDiagnostics(
            "textDocument/didOpen", LSPParams.didOpen(uri: uri, text: String(decoding: log.bytes, as: UTF8.self)), uri: uri, version: 1)
        var samples = Samples()
        for index in 0..<requests {
            switch kind {
            case "didchange":
                let edit = positions.edits[index / 2 % positions.edits.count]
                let params = LSPParams.didChange(uri: uri, version: index + 2, at: edit.position,
                                                 replacingOne: index % 2 == 0 ? edit.replacement : edit.original)
                samples.append(try await client.notifyAndAwaitDiagnostics("textDocument/didChange", params, uri: uri, version: index + 2).seconds)
            case "completion":
                samples.append(try await client.request(
                    "textDocument/completion", LSPParams.textDocumentPosition(uri: uri, positions.exerciseNames[index])).seconds)
            case "references":
                samples.append(try await client.request(
                    "textDocument/references", LSPParams.textDocumentPosition(uri: uri, positions.exerciseNames[index])).seconds)
            case "highlight":
                samples.append(try await client.request(
                    "textDocument/documentHighlight", LSPParams.textDocumentPosition(uri: uri, positions.exerciseNames[index])).seconds)
            case "symbol":
                samples.append(try await client.request("workspace/symbol", ["query": "bench"]).seconds)
            case "codelens":
                samples.append(try await client.request("textDocument/codeLens", ["textDocument": ["uri": .string(uri)]]).seconds)
            default:
                samples.append(try await client.request("textDocument/hover", LSPParams.textDocumentPosition(uri: uri, positions.sets[index])).seconds)
            }
        }
        try await client.close()
        return "\(kind) × \(requests) on \(Figure.grouped(log.lineCount)) lines: median \(Figure.milliseconds(samples.median))"
    }

    /// The time to split one 2 MB `didOpen` into method and raw parameters (the framing and
    /// the JSON scan the server does before it decodes anything).
    static func splitLargeMessage(runs: Int) throws -> Samples {
        let line = "2024-05-01 lifting \"Push\" # Tavuk Göğsü 🐔 \\ {x} [y]\n  Bench Press 100x5 @8\n"
        let text = String(repeating: line, count: 2_000_000 / line.utf8.count + 1)
        let body = try OutgoingMessage.notification(method: "textDocument/didOpen", params: LSPParams.didOpen(uri: uri, text: text))
        var samples = Samples()
        samples.requested = runs
        for _ in 0..<runs {
            let start = Stopwatch.now()
            guard case .notification = IncomingMessage(parsing: body) else { throw BenchmarkError("the 2 MB didOpen did not split") }
            samples.append(Stopwatch.seconds(since: start))
        }
        return samples
    }

    /// Runs `body` for warm-ups, then `requests` times, collecting the seconds it reports;
    /// stops early once the series has taken `budget` seconds (after one measured request).
    private func series(_ body: (Int) async throws -> Double) async throws -> Samples {
        var samples = Samples()
        samples.requested = requests
        let start = Stopwatch.now()
        for index in 0..<(Self.warmups + requests) {
            let seconds = try await body(index)
            if index >= Self.warmups { samples.append(seconds) }
            if Stopwatch.seconds(since: start) >= budget, samples.count > 0 { break }
        }
        return samples
    }

    private func row(_ name: String, _ samples: Samples, target: Target? = nil, checked: Double? = nil) -> ReportRow {
        ReportRow(
            [name, samples.countText, Figure.milliseconds(samples.median), Figure.milliseconds(samples.p99),
             Figure.milliseconds(samples.maximum)],
            metrics: ["count": Double(samples.count), "medianSeconds": samples.median, "p99Seconds": samples.p99,
                      "maxSeconds": samples.maximum],
            target: target, checkedFigure: checked.map { $0 * 1e3 })
    }

    private static func hasItems(_ result: Data?) -> Bool {
        struct List: Decodable { struct Item: Decodable {}; var items: [Item] }
        guard let result, let list = try? JSONDecoder().decode(List.self, from: result) else { return false }
        return !list.items.isEmpty
    }
}
