/// Issue #14's targets (the compact tree), read from the figures the other sections of the
/// same run measured, each beside its target: the table the issue asks to be filled from one
/// run.
enum IssueTargets {
    static func compactTree(from report: BenchmarkReport) -> ReportSection {
        var section = ReportSection(title: "Against issue #14's targets (figures of this run)", columns: ["figure", "this run"])
        let mebibyte = 1_048_576.0

        for stage in ["parse + validate", "full analysis"] {
            for row in rows(named: stage, inSection: "Throughput", of: report) {
                guard let rate = row.metrics["megabytesPerSecond"], let bytes = row.metrics["bytes"] else { continue }
                let target: Target = stage == "full analysis" ? .atLeast(25, "MB/s") : .atLeast(60, "MB/s")
                section.rows.append(ReportRow(["\(stage), one core, \(Figure.significant(bytes / 1e6)) MB", "\(Figure.significant(rate)) MB/s"],
                                              metrics: ["megabytesPerSecond": rate], target: target, checkedFigure: rate))
            }
        }
        let check = "`antrain check`"
        for (name, cores, limit) in [("wall time", "two cores", 0.15), ("wall time, one core", "one core", 0.25)] {
            guard let row = rows(named: name, inSection: check, of: report).first, let wall = row.metrics["medianSeconds"] else { continue }
            section.rows.append(ReportRow(["\(check) \(row.cells[1]), \(cores)", Figure.seconds(wall)], metrics: ["medianSeconds": wall],
                                          target: .atMost(limit, "s"), checkedFigure: wall))
        }
        if let rss = rows(named: "peak RSS", inSection: check, of: report).first,
           let median = rss.metrics["medianBytes"], let ratio = rss.metrics["ratioToFileSize"], ratio > 0 {
            let limit = 2 * (median / ratio) + 30 * mebibyte
            section.rows.append(ReportRow(["\(check) \(rss.cells[1]), peak RSS (≤ 2 × file + 30 MiB)", CheckProcessBenchmark.mebibytes(median)],
                                          metrics: ["medianBytes": median, "limitBytes": limit],
                                          target: .atMost(limit / mebibyte, "MiB"), checkedFigure: median / mebibyte))
        }
        let server: [(row: String, figure: String, metric: String, limit: Double)] = [
            ("didOpen → publishDiagnostics", "didOpen → diagnostics", "medianSeconds", 60),
            ("didChange (1 char) → publishDiagnostics", "didChange → diagnostics, p99", "p99Seconds", 5),
            ("completion: exercise name", "completion, p99", "p99Seconds", 2),
            ("hover: set", "hover on a set, p99", "p99Seconds", 2),
            ("hover: meal header", "hover on a meal header, p99", "p99Seconds", 2),
        ]
        for (name, figure, metric, limit) in server {
            guard let seconds = rows(named: name, inSection: "Language server", of: report).first?.metrics[metric] else { continue }
            section.rows.append(ReportRow([figure, Figure.milliseconds(seconds)], metrics: [metric: seconds],
                                          target: .atMost(limit, "ms"), checkedFigure: seconds * 1000))
        }
        section.notes = ["- Each figure is copied from its section above (the server's on the document there); a figure not "
                         + "measured in this run is left out. Issue #14's targets are for the full 10 MB log and 100,000-line document."]
        return section
    }

    /// The rows called `name` in the sections whose title starts with `title`.
    private static func rows(named name: String, inSection title: String, of report: BenchmarkReport) -> [ReportRow] {
        report.sections.filter { $0.title.hasPrefix(title) }.flatMap(\.rows).filter { $0.cells.first == name }
    }
}
