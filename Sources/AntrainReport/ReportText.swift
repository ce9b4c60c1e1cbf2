import AntrainAnalysis
import AntrainModel

/// `antrain report` as text: the same figures as the HTML page, as tables, in the athlete's
/// language (numbers with the decimal comma in Turkish, dates ISO in both).
public struct ReportText {
    let report: ProgressReport
    let phrases: Phrases

    public init(_ report: ProgressReport, language: ProfileLanguage) {
        self.report = report
        phrases = Phrases(language: language)
    }

    /// The text in English. (An overload rather than a default argument: a default's `.en`
    /// would be written at the caller, which would have to import AntrainBasics.)
    public init(_ report: ProgressReport) {
        self.init(report, language: .en)
    }

    private var unit: WeightUnit { report.unit }
    private func load(_ kilograms: Double) -> String { phrases.load(kilograms, unit: unit) }
    private func whole(_ value: Double) -> String { phrases.number(value, decimals: 0) }

    /// Fibre and the others per logged day by week, each against its goal.
    private func nutrientLines() -> [String] {
        var lines = ["", phrases.nutrientsHeading(goals: report.nutrientGoals)]
        for week in report.nutrients {
            var parts = Nutrients.Kind.allCases.compactMap { kind in
                week.average[kind].map { phrases.nutrientAverage(kind, value: $0, goal: report.nutrientGoals?[kind]) }
            }
            if !week.foodsWithoutFigures.isEmpty { parts.append(phrases.withoutFigures(week.foodsWithoutFigures)) }
            lines.append("  \(week.week): " + parts.joined(separator: " · "))
        }
        return lines
    }

    /// Each site's measurements in the period, then body fat with lean mass.
    private func bodyLines(_ body: BodyReport) -> [String] {
        var lines = ["", phrases.measurementsHeading]
        for series in body.series {
            let points = series.points.map { "\($0.date) \(phrases.length($0.value, unit: unit))" }
            lines.append("  \(phrases.site(series.site, side: series.side)): " + points.joined(separator: ", "))
        }
        if !body.bodyFat.isEmpty {
            lines.append("")
            lines.append(phrases.bodyFatHeading)
            for point in body.bodyFat {
                lines.append("  \(point.date): " + phrases.bodyFatFigure(percent: point.percent, isEstimate: point.isEstimate,
                                                                        leanMassKg: point.leanMassKg, unit: unit))
            }
        }
        return lines
    }

    public var text: String {
        var lines = [phrases.reportTitle(name: report.name), phrases.textPeriod(from: report.from, to: report.to, workouts: report.workouts), ""]
        lines.append(phrases.recordsHeading)
        if report.records.isEmpty { lines.append("  " + phrases.noneInPeriod) }
        for record in report.records {
            let heaviest = record.heaviest.map { "\(phrases.lift($0, unit: unit)) (\($0.date))" } ?? "–"
            let e1rm = record.bestE1RM.map { "\(load($0.kilograms)) (\($0.date))" } ?? "–"
            let volume = record.bestVolume.map { "\(whole(unit.fromKilograms($0.kilograms))) \(unit.rawValue) (\($0.date))" } ?? "–"
            lines.append("  \(record.exercise.padding(28)) \(heaviest.padding(28)) \(e1rm.padding(24)) \(volume)")
        }
        lines.append("")
        lines.append(phrases.e1rmHeading(formula: report.formula.rawValue, resolution: report.e1rmResolution))
        for series in report.e1rm {
            let points = series.points.map { "\($0.date) \(load($0.kilograms))" }
            lines.append("  \(series.exercise): " + points.joined(separator: ", "))
        }
        lines.append("")
        lines.append(phrases.weeklyMusclesHeading)
        for week in report.training {
            let muscles = week.muscles.map { phrases.muscleWeek($0.muscle, sets: $0.sets, volume: "\(whole(unit.fromKilograms($0.volumeKg))) \(unit.rawValue)") }
            lines.append("  \(week.week): \(phrases.workouts(week.workouts)) · " + muscles.joined(separator: " · "))
        }
        if !report.cardio.isEmpty {
            lines.append("")
            lines.append(phrases.cardioByWeek)
            for week in report.cardio {
                lines.append("  \(week.week): \(phrases.cardioSessions(week.sessions)) · \(phrases.number(week.distanceKm, decimals: 2)) km · "
                    + phrases.duration(week.durationSeconds) + (week.paceMinPerKm.map { " · " + Format.pace(minutesPerKm: $0) } ?? ""))
            }
        }
        lines.append("")
        let goals = report.goals
        lines.append(phrases.nutritionHeading(calories: whole(goals.calories), protein: whole(goals.protein), carbs: whole(goals.carbs), fat: whole(goals.fat)))
        if report.nutrition.isEmpty { lines.append("  " + phrases.noMeals) }
        for week in report.nutrition {
            let average = week.average
            lines.append("  \(week.week): " + phrases.nutritionWeek(days: week.days, calories: whole(average.calories), protein: whole(average.protein),
                                                                  carbs: whole(average.carbs), fat: whole(average.fat)))
        }
        lines.append("")
        lines.append(phrases.bodyweightHeading)
        if report.bodyweight.isEmpty { lines.append("  " + phrases.noneInPeriod) }
        for point in report.bodyweight {
            lines.append("  \(point.date): \(phrases.number(unit.fromKilograms(point.kilograms), decimals: 1)) \(unit.rawValue) "
                + "(\(phrases.number(unit.fromKilograms(point.sevenDayAverage), decimals: 1)))")
        }
        if let bmi = report.bmi { lines.append("  " + phrases.bmiFigure(bmi)) }
        if !report.nutrients.isEmpty { lines += nutrientLines() }
        if let body = report.body { lines += bodyLines(body) }
        if let page = report.program {
            lines.append("")
            lines += ReportProgram(page: page, phrases: phrases, unit: unit).lines
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
