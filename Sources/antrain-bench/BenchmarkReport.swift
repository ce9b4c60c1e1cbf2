import Foundation

/// A bound that a figure is held to (issue #6), shown beside it as PASS or MISS.
struct Target: Sendable, Encodable {
    enum Comparison: String, Sendable, Encodable {
        case atLeast = ">="
        case atMost = "<="
    }

    var comparison: Comparison
    var value: Double
    var unit: String

    static func atLeast(_ value: Double, _ unit: String) -> Target { Target(comparison: .atLeast, value: value, unit: unit) }
    static func atMost(_ value: Double, _ unit: String) -> Target { Target(comparison: .atMost, value: value, unit: unit) }

    func isMet(by figure: Double) -> Bool {
        guard figure.isFinite else { return false }
        return comparison == .atLeast ? figure >= value : figure <= value
    }

    var text: String { "\(comparison == .atLeast ? "≥" : "≤") \(Figure.significant(value)) \(unit)" }
}

/// One line of a table: the cells people read, and the numbers machines read.
struct ReportRow: Sendable {
    var cells: [String]
    /// Named figures in base units (seconds, bytes, MB/s), for the JSON file.
    var metrics: [String: Double]
    var target: Target?
    /// The figure the target is compared with, in the target's unit.
    var checkedFigure: Double?

    init(_ cells: [String], metrics: [String: Double], target: Target? = nil, checkedFigure: Double? = nil) {
        self.cells = cells
        self.metrics = metrics
        self.target = target
        self.checkedFigure = checkedFigure
    }

    var isMet: Bool? {
        guard let target else { return nil }
        return checkedFigure.map(target.isMet(by:)) ?? false
    }

    var status: String {
        switch isMet {
        case true?: "PASS"
        case false?: "MISS"
        case nil: ""
        }
    }
}

/// One table of the report.
struct ReportSection: Sendable {
    var title: String
    var columns: [String]
    var rows: [ReportRow] = []
    /// Sentences printed under the table.
    var notes: [String] = []

    var hasTargets: Bool { rows.contains { $0.target != nil } }

    /// The table as Markdown, padded so it also reads well in a terminal.
    func markdown() -> String {
        var header = columns
        if hasTargets { header += ["target", "status"] }
        let body = rows.map { row in
            hasTargets ? row.cells + [row.target?.text ?? "", row.status] : row.cells
        }
        var widths = header.map(\.count)
        for cells in body {
            for (column, cell) in cells.enumerated() where column < widths.count {
                widths[column] = max(widths[column], cell.count)
            }
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { column, cell in
                cell + String(repeating: " ", count: max(0, widths[column] - cell.count))
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        var lines = ["### \(title)", "", line(header)]
        lines.append("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
        lines += body.map(line)
        if !notes.isEmpty { lines += [""] + notes }
        return lines.joined(separator: "\n")
    }
}

/// Everything one run measured, with the machine it ran on.
struct BenchmarkReport: Sendable {
    var machine: [String: String]
    var sections: [ReportSection] = []

    var targetsMet: Int { sections.flatMap(\.rows).filter { $0.isMet == true }.count }
    var targetsChecked: Int { sections.flatMap(\.rows).filter { $0.target != nil }.count }

    func markdown() -> String {
        var parts = ["## Antrain benchmark", "",
                     machine.sorted { $0.key < $1.key }.map { "- \($0.key): \($0.value)" }.joined(separator: "\n")]
        parts += sections.map { "\n" + $0.markdown() }
        parts.append("\nTargets met: \(targetsMet) of \(targetsChecked).")
        return parts.joined(separator: "\n")
    }

    func json() throws -> Data {
        let document = JSONDocument(
            machine: machine,
            targetsMet: targetsMet,
            targetsChecked: targetsChecked,
            sections: sections.map { section in
                JSONDocument.Section(title: section.title, notes: section.notes, rows: section.rows.map { row in
                    JSONDocument.Row(
                        name: row.cells.first ?? "", cells: Dictionary(zip(section.columns, row.cells), uniquingKeysWith: { first, _ in first }),
                        metrics: row.metrics.filter { $0.value.isFinite }, target: row.target,
                        status: row.target == nil ? nil : row.status)
                })
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(document)
    }

    private struct JSONDocument: Encodable {
        struct Row: Encodable {
            var name: String
            var cells: [String: String]
            var metrics: [String: Double]
            var target: Target?
            var status: String?
        }

        struct Section: Encodable {
            var title: String
            var notes: [String]
            var rows: [Row]
        }

        var machine: [String: String]
        var targetsMet: Int
        var targetsChecked: Int
        var sections: [Section]
    }
}
