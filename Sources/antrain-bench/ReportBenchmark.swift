import Foundation
import AntrainAnalysis
import AntrainModel
import AntrainReport

/// `antrain report --format html` on ten years of logs: the analysis, the figures and the
/// page with its charts, without the process around them.
struct ReportBenchmark {
    var log: GeneratedLog
    var runs: Int
    var progress: (String) -> Void

    func run() -> ReportSection {
        var section = ReportSection(title: "Report", columns: ["log", "runs", "median", "max", "page"])
        progress("report --format html on a \(Figure.grouped(log.lineCount))-line log, \(runs) runs")
        let text = String(decoding: log.bytes, as: UTF8.self)
        var samples = Samples()
        var pageBytes = 0
        for _ in 0..<runs {
            let start = Stopwatch.now()
            let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", text: text)],
                                                     settings: AnalysisSettings(today: BenchLogs.today))
            let report = ProgressReport(figures: AthleteFigures(snapshot: snapshot, athlete: 0), from: nil, to: nil,
                                        unit: snapshot.displayUnit(ofFile: 0))
            pageBytes = ReportHTML(report).html.utf8.count
            samples.append(Stopwatch.seconds(since: start))
        }
        section.rows.append(ReportRow(
            ["\(String(format: "%.1f", log.megabytes)) MB, \(Figure.grouped(log.lineCount)) lines", "\(runs)",
             Figure.milliseconds(samples.median), Figure.milliseconds(samples.maximum), "\(Figure.grouped(pageBytes / 1024)) KiB"],
            metrics: ["medianSeconds": samples.median, "maxSeconds": samples.maximum, "pageBytes": Double(pageBytes)],
            target: .atMost(1, "s"), checkedFigure: samples.median))
        section.notes = ["- Parse, analysis, figures and the HTML page with its SVG charts, as `antrain report --format html` does them."]
        return section
    }
}
