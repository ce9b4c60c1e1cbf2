import AntrainAnalysis
import AntrainModel

/// The program page of `antrain report` as text lines and as an HTML section (issue #26).
struct ReportProgram {
    let page: ProgramPage
    let phrases: Phrases
    let unit: WeightUnit

    private func load(_ point: ProgramPage.Load) -> String {
        point.isBodyweight ? Format.bodyweight(plus: point.kilograms, unit: unit, language: phrases.language)
            : phrases.load(point.kilograms, unit: unit)
    }

    /// Loads over the program, the same load written once: `100 kg → 102.5 kg → 92.5 kg`,
    /// `BW → BW+5 kg` for a bodyweight lift.
    private func loads(_ exercise: ProgramPage.Exercise) -> String {
        var shown: [String] = []
        for point in exercise.loads where shown.last != load(point) { shown.append(load(point)) }
        return shown.isEmpty ? "–" : shown.joined(separator: " → ")
    }

    var lines: [String] {
        var lines = [phrases.programHeading(page)]
        lines += page.weeks.map { "  " + phrases.programWeek($0) }
        for exercise in page.exercises {
            lines.append("  \(exercise.exercise): \(exercise.rule) · \(loads(exercise))" + (phrases.programStreak(exercise, unit: unit).map { " · \($0)" } ?? ""))
        }
        return lines
    }

    var html: String {
        var html = "<ul class=\"weeks\">" + page.weeks.map { "<li>\(SVGChart.escape(phrases.programWeek($0)))</li>" }.joined() + "</ul>"
        html += "<table><thead><tr>" + phrases.programColumns.map { "<th>\(SVGChart.escape($0))</th>" }.joined() + "</tr></thead><tbody>"
        for exercise in page.exercises {
            html += "<tr><td>\(SVGChart.escape(exercise.exercise))</td><td><code>\(SVGChart.escape(exercise.rule))</code></td>"
                + "<td>\(SVGChart.escape(loads(exercise)))</td><td>\(SVGChart.escape(phrases.programStreak(exercise, unit: unit) ?? "–"))</td></tr>"
        }
        return html + "</tbody></table>"
    }
}
