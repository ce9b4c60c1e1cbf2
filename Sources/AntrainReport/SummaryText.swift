import AntrainAnalysis
import AntrainModel

/// `antrain summary` on a terminal: the Home screen as lines, with bars against the goals,
/// and colour only when asked for (a terminal without `NO_COLOR`).
public struct SummaryText {
    let summary: HomeSummary
    let phrases: Phrases
    let colour: Bool

    public init(_ summary: HomeSummary, language: ProfileLanguage, colour: Bool) {
        self.summary = summary
        phrases = Phrases(language: language)
        self.colour = colour
    }

    public var text: String {
        var lines = [bold(phrases.greeting(summary.greeting, name: summary.name)), ""]
        lines += today
        if summary.meals > 0 { lines += nutritionBars }
        lines.append("")
        lines += rest
        return lines.joined(separator: "\n") + "\n"
    }

    /// The day's heading; with no meal, one line that says what is (not) logged instead of
    /// four empty bars, and the next day the program plans.
    private var today: [String] {
        guard summary.meals == 0 else { return [bold(phrases.today(meals: summary.meals))] }
        let next = summary.nextProgramDay.map { " · " + phrases.nextProgramDay($0) } ?? ""
        return [bold(phrases.nothingEaten(loggedOnDay: summary.loggedOnDay)) + next]
    }

    /// The day's nutrition against the goals, one bar each.
    private var nutritionBars: [String] {
        var lines: [String] = []
        // The names' column: 12 wide, or wider for a longer name ("karbonhidrat").
        let nameWidth = max(12, (summary.nutrition.map { phrases.nutrient($0.name).count }.max() ?? 0) + 1)
        for line in summary.nutrition {
            let unit = line.name == "calories" ? " kcal" : " g"
            let name = phrases.nutrient(line.name).padding(nameWidth)
            let figures = "\(Format.number(line.value, decimals: 0, language: phrases.language)) / \(Format.number(line.goal, decimals: 0, language: phrases.language))\(unit)".padding(20)
            let percent = line.percent.map { "\(Format.number($0, decimals: 0, language: phrases.language)) %" } ?? ""
            lines.append("  \(name)\(Self.bar(line.percent ?? 0, colour: colour)) \(figures) \(percent)")
        }
        for line in summary.nutrients { lines.append(nutrientLine(line, nameWidth: nameWidth)) }
        // The foods those figures leave out, so that a total is not read as complete.
        var withoutFigures: [String] = []
        for line in summary.nutrients {
            for name in line.unknownFoods where !withoutFigures.contains(name) { withoutFigures.append(name) }
        }
        if !withoutFigures.isEmpty { lines.append("  " + phrases.withoutFigures(withoutFigures)) }
        return lines
    }

    /// Records, recent workouts, the program and the bodyweight.
    private var rest: [String] {
        var lines = [bold(phrases.records)]
        if summary.records.isEmpty { lines.append("  " + phrases.noRecords) }
        for record in summary.records {
            let lift = Format.lift(record.loadKg, reps: record.reps, bodyweightOffset: record.bodyweightOffsetKg, unit: summary.unit,
                                   language: phrases.language)
            lines.append("  \(record.exercise.padding(28)) \(lift)".padding(50)
                + "  " + dim(phrases.relative(daysAgo: record.daysAgo)))
        }
        lines.append("")
        lines.append(bold(phrases.recentWorkouts))
        if summary.workouts.isEmpty { lines.append("  " + phrases.noWorkouts) }
        for workout in summary.workouts {
            var text = "  \(phrases.relative(daysAgo: workout.daysAgo).padding(12)) \(phrases.workoutType(workout.type))"
            if let title = workout.title { text += " · \(title)" }
            if let time = workout.time { text += " · \(time)" }
            if workout.sets > 0 { text += " · \(phrases.sets(workout.sets))" }
            lines.append(text)
        }
        if let program = summary.program {
            lines.append("")
            lines.append(bold(phrases.program) + " " + phrases.programStatus(program))
        }
        lines.append("")
        lines.append(bold(phrases.bodyweight))
        if let weight = summary.bodyweight {
            var text = "  \(Format.number(summary.unit.fromKilograms(weight.weightKg), decimals: 1, language: phrases.language)) \(summary.unit.rawValue) · "
                + phrases.relative(daysAgo: weight.daysAgo)
            if let bmi = weight.bmi, let category = weight.bmiCategory {
                text += " · \(phrases.bmi) \(Format.number(bmi, language: phrases.language)) (\(phrases.bmiCategory(category)))"
            } else {
                text += " · " + phrases.setHeight
            }
            lines.append(text)
        } else {
            lines.append("  " + phrases.noBodyweight)
        }
        if let body = summary.body { lines += bodyLines(body) }
        return lines
    }

    /// `fibre       ████░░ 12 / 30 g  40 %`; a ceiling as room left or the amount over.
    private func nutrientLine(_ line: NutrientLine, nameWidth: Int) -> String {
        let decimals = line.nutrient == .sodium ? 0 : 1
        let unit = line.nutrient.unit
        func figure(_ value: Double) -> String { Format.number(value, decimals: decimals, language: phrases.language) }
        let name = phrases.nutrientName(line.nutrient).padding(nameWidth)
        guard let goal = line.goal else { return "  \(name)\(figure(line.value)) \(unit)" }
        if line.isFloor {
            let percent = goal > 0 ? line.value / goal * 100 : 0
            return "  \(name)\(Self.bar(percent, colour: colour)) " + "\(figure(line.value)) / \(figure(goal)) \(unit)".padding(20)
                + " \(Format.number(percent, decimals: 0, language: phrases.language)) %"
        }
        let text = line.value > goal ? phrases.overCeiling(figure(line.value - goal), unit: unit)
            : phrases.underCeiling(figure(goal - line.value), unit: unit)
        return "  \(name)" + "\(figure(line.value)) \(unit)".padding(21) + "≤ \(figure(goal)) \(unit) · \(text)"
    }

    /// The latest measurements, each with its change, then body fat and lean mass.
    private func bodyLines(_ body: BodySummary) -> [String] {
        var lines = ["", bold(phrases.measurementsHeading)]
        for line in body.measurements where line.site.isLength {
            var text = "  \(phrases.site(line.site, side: line.side).padding(14)) \(phrases.length(line.value, unit: summary.unit))"
            if let change = line.change {
                text += " (\(change >= 0 ? "+" : "−")\(phrases.length(abs(change), unit: summary.unit)))"
            }
            lines.append(text.padding(40) + "  " + dim(phrases.relative(daysAgo: line.daysAgo)))
        }
        if let ratio = body.waistToHeight {
            lines.append("  " + phrases.waistToHeight(ratio))
        }
        if let fat = body.bodyFat {
            lines.append("  \(phrases.bodyFatHeading.lowercased().padding(14)) "
                + phrases.bodyFatFigure(percent: fat.percent, isEstimate: fat.isEstimate, leanMassKg: fat.leanMassKg, unit: summary.unit)
                + " · " + fat.date.description)
        }
        return lines
    }

    private func bold(_ text: String) -> String { colour ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
    private func dim(_ text: String) -> String { colour ? "\u{1B}[2m\(text)\u{1B}[0m" : text }

    /// Twenty cells for 0–100 %, full past the goal: green under 90 %, yellow to 110 %, red above.
    static func bar(_ percent: Double, colour: Bool) -> String {
        // Clamped as a Double first: a percent past Int's range (a typo's calories) would trap.
        let filled = percent.isNaN ? 0 : Int(max(0, min(20, (percent / 5).rounded())))
        let cells = String(repeating: "█", count: filled) + String(repeating: "░", count: 20 - filled)
        guard colour else { return cells }
        let code = percent < 90 ? "32" : percent <= 110 ? "33" : "31"
        return "\u{1B}[\(code)m\(cells)\u{1B}[0m"
    }
}

extension String {
    /// The text padded with spaces to `width` characters (never cut).
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
