/// Issue #25's targets (parsing at the speed of reading), read from the figures the other
/// sections of the same run measured, each beside its target: the table the issue asks to be
/// filled from one run.
enum IssueTargets {
    static func parsingSpeed(from report: BenchmarkReport) -> ReportSection {
        var section = ReportSection(title: "Against issue #25's targets (figures of this run)", columns: ["figure", "this run"])
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
        let ledger = rows(named: "ledger bal (same size)", inSection: check, of: report).first?.metrics["medianSeconds"]
        for (name, cores, limit, ratioLimit) in [("wall time", "two cores", 0.12, 0.2), ("wall time, one core", "one core", 0.2, 0.25)] {
            guard let row = rows(named: name, inSection: check, of: report).first, let wall = row.metrics["medianSeconds"] else { continue }
            section.rows.append(ReportRow(["\(check) \(row.cells[1]), \(cores)", Figure.seconds(wall)], metrics: ["medianSeconds": wall],
                                          target: .atMost(limit, "s"), checkedFigure: wall))
            guard let ledger, ledger > 0 else { continue }
            section.rows.append(ReportRow(["\(check) \(row.cells[1]), \(cores), ÷ `ledger bal` of the same size", Figure.fixed(wall / ledger, decimals: 3) + "×"],
                                          metrics: ["ratio": wall / ledger], target: .atMost(ratioLimit, "×"), checkedFigure: wall / ledger))
        }
        if let rss = rows(named: "peak RSS", inSection: check, of: report).first,
           let median = rss.metrics["medianBytes"], let ratio = rss.metrics["ratioToFileSize"], ratio > 0 {
            let limit = 2 * (median / ratio) + 30 * mebibyte
            section.rows.append(ReportRow(["\(check) \(rss.cells[1]), peak RSS (≤ 2 × file + 30 MiB)", CheckProcessBenchmark.mebibytes(median)],
                                          metrics: ["medianBytes": median, "limitBytes": limit],
                                          target: .atMost(limit / mebibyte, "MiB"), checkedFigure: median / mebibyte))
        }
        section.notes = ["- Each figure is copied from its section above; a figure not measured in this run is left out. "
                         + "Issue #25's targets are for the bench's 1 MB and 10 MB logs; `ledger bal` runs in the same run, "
                         + "on a journal of the same size."]
        return section
    }

    /// The rows called `name` in the sections whose title starts with `title`.
    private static func rows(named name: String, inSection title: String, of report: BenchmarkReport) -> [ReportRow] {
        report.sections.filter { $0.title.hasPrefix(title) }.flatMap(\.rows).filter { $0.cells.first == name }
    }
}
