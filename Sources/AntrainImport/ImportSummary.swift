import AntrainAnalysis

/// The summary `antrain import` prints on stderr: every row of the export is accounted
/// for, as a set written, a row that holds no set, or a row that did not read.
struct ImportSummary {
    var source: String
    var format: ImportFormat
    var rows: RowCounts
    var written: WrittenCounts
    var renamed: [(written: String, name: String)]
    var defined: [String]
    var duplicates: Int

    var lines: [String] {
        var lines = ["Read \(count(rows.rows, "row")) of \(source) (\(format.displayName) export): "
            + "\(count(rows.sets, "set row")), \(count(rows.foods, "food row")), \(count(rows.restTimers, "rest timer")), "
            + "\(count(rows.notes, "note row")), \(count(rows.emptySets, "empty set")), \(count(rows.malformed.count, "malformed row"))"]
        var wrote = "Wrote \(count(written.workouts, "lifting workout"))"
        if written.cardio > 0 { wrote += ", \(count(written.cardio, "cardio entry", plural: "cardio entries"))" }
        wrote += " with \(count(written.sets, "set")) in all"
        if written.meals > 0 { wrote += ", \(count(written.meals, "meal")) with \(count(written.foods, "food"))" }
        lines.append(wrote)
        if duplicates > 0 {
            lines.append("Left out \(count(duplicates, "workout")) the log already holds (same date, start time and exercises)")
        }
        if !renamed.isEmpty {
            let shown = renamed.prefix(12).map { "\($0.written) → \($0.name)" }.joined(separator: "; ")
            lines.append("Mapped \(count(renamed.count, "exercise name")) to the library: \(shown)\(renamed.count > 12 ? "; …" : "")")
        }
        if !defined.isEmpty {
            lines.append("Defined \(count(defined.count, "exercise")) the library lacks (check their category and muscles): "
                + defined.joined(separator: ", "))
        }
        if rows.restTimers > 0 { lines.append("Rest timer rows are not sets: their time is the rest after the set above") }
        if rows.notes > 0 { lines.append("Note rows are not sets: their text is the exercise's note") }
        if rows.emptySets > 0 { lines.append("Empty sets (no reps, time or distance) were not written") }
        if !rows.malformed.isEmpty {
            lines.append("Skipped \(count(rows.malformed.count, "row")) that did not read:")
            for (line, reason) in rows.malformed.prefix(50) { lines.append("  line \(line): \(reason)") }
            if rows.malformed.count > 50 { lines.append("  … and \(rows.malformed.count - 50) more") }
        }
        return lines
    }

    private func count(_ value: Int, _ noun: String, plural: String? = nil) -> String {
        "\(Format.grouped(value)) \(value == 1 ? noun : plural ?? noun + "s")"
    }
}
