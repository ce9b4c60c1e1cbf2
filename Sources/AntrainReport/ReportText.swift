import AntrainAnalysis
import AntrainModel

/// `antrain report` as text: the same figures as the HTML page, as tables.
public struct ReportText {
    let report: ProgressReport

    public init(_ report: ProgressReport) { self.report = report }

    private var unit: WeightUnit { report.unit }
    private func load(_ kilograms: Double) -> String { Format.load(kilograms, unit: unit) }

    public var text: String {
        var lines = ["Training report" + (report.name.map { " — \($0)" } ?? ""),
                     "\(report.from.map(\.description) ?? "first entry") to \(report.to.map(\.description) ?? "last entry") · \(report.workouts) workouts", ""]
        lines.append("Personal records (heaviest set · best e1RM · best session volume)")
        if report.records.isEmpty { lines.append("  none in this period") }
        for record in report.records {
            let heaviest = record.heaviest.map { "\(load($0.loadKg)) × \($0.reps) (\($0.date))" } ?? "–"
            let e1rm = record.bestE1RM.map { "\(load($0.kilograms)) (\($0.date))" } ?? "–"
            let volume = record.bestVolume.map { "\(Format.number(unit.fromKilograms($0.kilograms), decimals: 0)) \(unit.rawValue) (\($0.date))" } ?? "–"
            lines.append("  \(record.exercise.padding(28)) \(heaviest.padding(28)) \(e1rm.padding(24)) \(volume)")
        }
        lines.append("")
        lines.append("e1RM over time (\(report.formula.rawValue))")
        for series in report.e1rm {
            let points = series.points.map { "\($0.date) \(load($0.kilograms))" }
            lines.append("  \(series.exercise): " + points.joined(separator: ", "))
        }
        lines.append("")
        lines.append("Weekly working sets and volume per muscle group")
        for week in report.training {
            let muscles = week.muscles.map { "\($0.muscle.displayName) \($0.sets) sets \(Format.number(unit.fromKilograms($0.volumeKg), decimals: 0)) \(unit.rawValue)" }
            lines.append("  \(week.week): \(week.workouts) workout\(week.workouts == 1 ? "" : "s") · " + muscles.joined(separator: " · "))
        }
        if !report.cardio.isEmpty {
            lines.append("")
            lines.append("Cardio by week")
            for week in report.cardio {
                lines.append("  \(week.week): \(week.sessions) sessions · \(Format.number(week.distanceKm, decimals: 2)) km · "
                    + Format.duration(week.durationSeconds) + (week.paceMinPerKm.map { " · " + Format.pace(minutesPerKm: $0) } ?? ""))
            }
        }
        lines.append("")
        lines.append("Nutrition by week (average per logged day; goals \(Format.number(report.goals.calories, decimals: 0)) kcal, "
            + "\(Format.number(report.goals.protein, decimals: 0)) g protein, \(Format.number(report.goals.carbs, decimals: 0)) g carbs, "
            + "\(Format.number(report.goals.fat, decimals: 0)) g fat)")
        if report.nutrition.isEmpty { lines.append("  no meals in this period") }
        for week in report.nutrition {
            let average = week.average
            lines.append("  \(week.week): \(week.days) days · \(Format.number(average.calories, decimals: 0)) kcal · "
                + "\(Format.number(average.protein, decimals: 0)) g protein · \(Format.number(average.carbs, decimals: 0)) g carbs · "
                + "\(Format.number(average.fat, decimals: 0)) g fat")
        }
        lines.append("")
        lines.append("Bodyweight (7-day average)")
        if report.bodyweight.isEmpty { lines.append("  none in this period") }
        for point in report.bodyweight {
            lines.append("  \(point.date): \(Format.number(unit.fromKilograms(point.kilograms), decimals: 1)) \(unit.rawValue) "
                + "(\(Format.number(unit.fromKilograms(point.sevenDayAverage), decimals: 1)))")
        }
        if let bmi = report.bmi { lines.append("  BMI \(Format.number(bmi.value)) (\(bmi.category))") }
        return lines.joined(separator: "\n") + "\n"
    }
}
