import AntrainAnalysis
import AntrainModel
import AntrainSyntax
import Foundation

/// Parse, validate and full-analysis throughput, each beside a plain byte scan of the same
/// buffer, the practical limit of any pass over the text.
///
/// The stages nest, so each row includes the ones above it:
/// - **parse**: the line index and the lossless tree with syntax diagnostics
///   (`Parser.parse(SourceText(bytes:))`);
/// - **validate**: `WorkspaceSnapshot.check` with the buffer as one piece: parse, then
///   definitions, lowering to the domain models, training history, workspace rules, each
///   tree dropped once lowered and meals kept only as day totals: all `antrain check`
///   computes, on one core;
/// - **full analysis**: parse and `WorkspaceSnapshot.analyze` (the editor's analysis, which
///   keeps the tree and every model), then what an editor asks of a whole document once it is
///   open: every diagnostic at its line and UTF-16 column (as `publishDiagnostics` sends
///   them), the outline, the folding ranges, and the hover summary of every lifting and meal
///   header (the totals, volume, sets per muscle and day-against-goals figures of each
///   workout and meal).
struct ThroughputBenchmark {
    struct Input {
        var label: String
        var log: GeneratedLog
        var runs: Int
    }

    struct Stage: Sendable {
        var name: String
        var target: Target?
        var run: @Sendable ([UInt8]) -> Void
    }

    static let settings = AnalysisSettings(today: BenchLogs.today)

    static let stages = [
        Stage(name: "byte scan", target: nil) { bytes in
            let result = scan(bytes)
            Sink.keep(result.lines &+ Int(truncatingIfNeeded: result.sum))
        },
        Stage(name: "parse", target: nil) { Sink.keep(parse($0).items.count) },
        Stage(name: "parse + validate", target: .atLeast(60, "MB/s")) { Sink.keep(validate($0).files[0].diagnostics.count) },
        Stage(name: "full analysis", target: .atLeast(25, "MB/s")) { Sink.keep(fullAnalysis($0)) },
    ]

    /// Inputs in increasing size.
    var inputs: [Input]
    /// The seconds one figure may take (see ``Samples/collect(runs:budget:)``).
    var budget: Double
    var progress: (String) -> Void

    func run() -> ReportSection {
        var section = ReportSection(
            title: "Throughput (median of N runs, one core)",
            columns: ["stage", "input", "runs", "median", "MB/s", "lines/s", "time ÷ scan"])
        // The median of each stage on the previous (smaller) input, to foresee runs that
        // cannot fit the budget.
        var previous: [String: (bytes: Int, seconds: Double)] = [:]
        var smallerBytes: Int?
        for input in inputs {
            // A log twice the smaller one's size, to see how slow stages grow (made when needed).
            var probe: GeneratedLog?
            let log = input.log
            progress("throughput on \(input.label): \(Figure.grouped(log.bytes.count)) bytes, \(Figure.grouped(log.lineCount)) lines")
            var scanSeconds = Double.nan
            for stage in Self.stages {
                // At least linear: a stage whose smaller run, scaled up, already needs more than
                // twice the budget is not run; its throughput can only be lower.
                if let smaller = previous[stage.name] {
                    var foreseen = (seconds: smaller.seconds * Double(log.bytes.count) / Double(smaller.bytes), exponent: 1.0)
                    if foreseen.seconds > budget / 4, let smallerBytes, 2 * smallerBytes < log.bytes.count {
                        let probeLog = probe ?? BenchLogs.generate(approximateBytes: 2 * smallerBytes)
                        probe = probeLog
                        progress("  \(stage.name): probing how it grows on \(Figure.grouped(probeLog.bytes.count)) bytes")
                        foreseen = Self.foresee(stage, smaller: smaller, probe: probeLog, size: log.bytes.count)
                    }
                    if foreseen.seconds > 2 * budget {
                        section.rows.append(skippedRow(stage, input: input, foreseen: foreseen))
                        continue
                    }
                }
                progress("  \(stage.name)")
                let runs = stage.name == "byte scan" ? max(input.runs, 9) : input.runs
                let samples = Samples.collect(runs: runs, budget: budget) { stage.run(log.bytes) }
                let seconds = samples.median
                if stage.name == "byte scan" { scanSeconds = seconds }
                previous[stage.name] = (log.bytes.count, seconds)
                let megabytesPerSecond = log.megabytes / seconds
                let linesPerSecond = Double(log.lineCount) / seconds
                section.rows.append(ReportRow(
                    [stage.name, input.label, samples.countText, Figure.milliseconds(seconds),
                     Figure.significant(megabytesPerSecond), Figure.significant(linesPerSecond / 1e6) + " M",
                     Figure.significant(seconds / scanSeconds) + "×"],
                    metrics: ["bytes": Double(log.bytes.count), "lines": Double(log.lineCount), "runs": Double(samples.count),
                              "medianSeconds": seconds, "minSeconds": samples.minimum, "maxSeconds": samples.maximum,
                              "megabytesPerSecond": megabytesPerSecond, "linesPerSecond": linesPerSecond,
                              "timeRatioToScan": seconds / scanSeconds],
                    target: stage.target, checkedFigure: megabytesPerSecond))
            }
            smallerBytes = log.bytes.count
            // One more validate run, so only on the small input: the inputs differ only in length.
            let found = input.label == inputs.first?.label ? "; the analysis reports \(Self.diagnosticSummary(log.bytes))" : ""
            section.notes.append("- \(input.label): \(Figure.grouped(log.bytes.count)) bytes, \(Figure.grouped(log.lineCount)) lines\(found).")
        }
        section.notes += [
            "- MB is 10^6 bytes; lines/s in millions. \"time ÷ scan\" is the stage's median time over the byte scan's.",
            "- Each figure has a budget of \(Figure.significant(budget)) s: \"2 of 5\" runs means the budget ran out first. "
                + "A stage whose time on the larger input is foreseen to exceed twice the budget is not run; it is foreseen "
                + "from one run on a log twice the smaller one's size (time ∝ size^k, k ≥ 1), and its row shows the foreseen "
                + "time and MB/s.",
        ]
        return section
    }

    /// The time `stage` will take on `size` bytes, from its time on the smaller input and one
    /// run on `probe`: time ∝ size^k, with k from the two (and never below 1).
    static func foresee(_ stage: Stage, smaller: (bytes: Int, seconds: Double), probe: GeneratedLog, size: Int)
        -> (seconds: Double, exponent: Double)
    {
        let probeSeconds = Stopwatch.measure { stage.run(probe.bytes) }.seconds
        let exponent = max(1, Foundation.log(probeSeconds / smaller.seconds) / Foundation.log(Double(probe.bytes.count) / Double(smaller.bytes)))
        return (probeSeconds * pow(Double(size) / Double(probe.bytes.count), exponent), exponent)
    }

    private func skippedRow(_ stage: Stage, input: Input, foreseen: (seconds: Double, exponent: Double)) -> ReportRow {
        let megabytesPerSecond = input.log.megabytes / foreseen.seconds
        return ReportRow(
            [stage.name, input.label, "not run", "≈ " + Figure.seconds(foreseen.seconds) + " (foreseen, k = \(Figure.fixed(foreseen.exponent, decimals: 1)))",
             "≈ " + Figure.significant(megabytesPerSecond), "", ""],
            metrics: ["bytes": Double(input.log.bytes.count), "foreseenSeconds": foreseen.seconds, "growthExponent": foreseen.exponent,
                      "foreseenMegabytesPerSecond": megabytesPerSecond],
            target: stage.target, checkedFigure: megabytesPerSecond)
    }

    /// `2 errors, 3 warnings, 0 notes (unknown-food 2, ...)`: what a run of validate found.
    static func diagnosticSummary(_ bytes: [UInt8]) -> String {
        let diagnostics = validate(bytes).files[0].diagnostics
        let severities = [(Severity.error, "errors"), (.warning, "warnings"), (.information, "notes")].map { severity, name in
            "\(diagnostics.filter { $0.severity == severity }.count) \(name)"
        }
        var codes: [String: Int] = [:]
        for diagnostic in diagnostics { codes[diagnostic.code.rawValue, default: 0] += 1 }
        let common = codes.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(5).map { "`\($0.key)` \($0.value)" }
        return severities.joined(separator: ", ") + (common.isEmpty ? "" : " (\(common.joined(separator: ", ")))")
    }

    /// Counts line breaks and sums the bytes in one tight, branch-free loop: the cheapest
    /// pass over the text there is, and so the practical limit of any stage.
    static func scan(_ bytes: [UInt8]) -> (lines: Int, sum: UInt64) {
        bytes.withUnsafeBufferPointer { buffer in
            var lines = 0
            var sum: UInt64 = 0
            for byte in buffer {
                lines &+= byte == UInt8(ascii: "\n") ? 1 : 0
                sum &+= UInt64(byte)
            }
            return (lines, sum)
        }
    }

    static func parse(_ bytes: [UInt8]) -> SyntaxTree {
        Parser.parse(SourceText(bytes: bytes))
    }

    /// What `antrain check` computes, on one core: the buffer is one piece, so nothing runs
    /// in parallel.
    static func validate(_ bytes: [UInt8]) -> WorkspaceSnapshot {
        WorkspaceSnapshot.check([UnparsedSource(name: "bench.antrain", text: SourceText(bytes: bytes))], settings: settings)
    }

    /// Parse, the editor's analysis (which keeps every model and the tree) and the
    /// whole-document editor features; returns a figure that depends on all of them, so none
    /// can be optimised away.
    static func fullAnalysis(_ bytes: [UInt8]) -> Int {
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "bench.antrain", tree: parse(bytes))], settings: settings)
        let file = snapshot.files[0]
        let source = file.tree.source
        var work = 0
        for diagnostic in file.diagnostics {
            let start = source.lineIndex.utf16Position(of: diagnostic.range.lowerBound, in: source.bytes)
            let end = source.lineIndex.utf16Position(of: diagnostic.range.upperBound, in: source.bytes)
            work &+= start.line &+ start.column &+ end.line &+ end.column
        }
        work &+= DocumentOutline.symbols(file.tree).count
        work &+= FoldingRanges.ranges(file.tree).count
        for entry in file.tree.entries where entry.kind == .lifting || entry.kind == .meal {
            work &+= HoverEngine.hover(in: snapshot, fileIndex: 0, offset: entry.headerRange.lowerBound)?.markdown.utf8.count ?? 0
        }
        return work
    }
}
