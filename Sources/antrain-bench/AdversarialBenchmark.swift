import AntrainAnalysis
import AntrainSyntax

/// Inputs built to find the slow paths: a 3 MB line, 200,000 tiny entries, indentation 2,000
/// deep, and 50,000 distinct unknown exercise and food names (each looks for "did you mean"
/// candidates). Each is timed through `check`'s path and through the editor's full analysis.
struct AdversarialBenchmark {
    var progress: (String) -> Void

    struct Input {
        var name: String
        var bytes: [UInt8]
    }

    static func inputs() -> [Input] {
        var longLine = "2026-11-20 lifting\n  Bench Press: "
        while longLine.utf8.count < 3_000_000 { longLine += "100x5, " }
        longLine += "100x5\n"
        var entries = ""
        for index in 0..<200_000 { entries += "2026-11-\(10 + index % 10) bodyweight 80kg\n" }
        var deep = "2026-11-20 lifting\n  Bench Press: 100x5\n"
        for depth in 1...2_000 { deep += String(repeating: " ", count: 4 + depth) + "100x5\n" }
        var exercises = "2026-11-20 lifting\n"
        for index in 0..<50_000 { exercises += "  Qx\(index) Zv\(index * 7) Lift: 100x5\n" }
        var foods = "2026-11-20 12:00 lunch\n"
        for index in 0..<50_000 { foods += "  Qf\(index) Zw\(index * 7) Dish 100g\n" }
        return [
            Input(name: "one 3 MB line of sets", bytes: Array(longLine.utf8)),
            Input(name: "200,000 bodyweight entries", bytes: Array(entries.utf8)),
            Input(name: "2,000 set lines indented ever deeper", bytes: Array(deep.utf8)),
            Input(name: "50,000 distinct unknown exercises", bytes: Array(exercises.utf8)),
            Input(name: "50,000 distinct unknown foods", bytes: Array(foods.utf8)),
        ]
    }

    func run() -> ReportSection {
        var section = ReportSection(title: "Adversarial inputs", columns: ["input", "size", "check path", "full analysis", "diagnostics"])
        for input in Self.inputs() {
            progress("adversarial: \(input.name)")
            let check = Stopwatch.measure { ThroughputBenchmark.validate(input.bytes) }
            let full = Stopwatch.measure {
                WorkspaceSnapshot.analyze([SourceFile(name: "bench.antrain", tree: ThroughputBenchmark.parse(input.bytes))],
                                          settings: ThroughputBenchmark.settings)
            }
            let diagnostics = full.result.files[0].diagnostics.count
            section.rows.append(ReportRow(
                [input.name, "\(Figure.grouped(input.bytes.count / 1024)) KiB", Figure.seconds(check.seconds), Figure.seconds(full.seconds),
                 Figure.grouped(diagnostics)],
                metrics: ["bytes": Double(input.bytes.count), "checkSeconds": check.seconds, "fullSeconds": full.seconds,
                          "diagnostics": Double(diagnostics)]))
        }
        section.notes = ["- One run each, on one core (the check path without splitting the file into pieces)."]
        return section
    }
}
