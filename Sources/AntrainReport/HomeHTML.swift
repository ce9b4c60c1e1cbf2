import AntrainAnalysis
import AntrainModel

/// The seed's Home screen as HTML, for `antrain serve`'s `/`: the same ``HomeSummary`` that
/// `antrain summary` writes as text, in the same words, as sections a phone shows one under
/// another. A fragment: the server's page layout wraps it. Every text from a log is escaped.
public struct HomeHTML {
    let summary: HomeSummary
    let phrases: Phrases
    /// What the program's next day prescribes, one line per exercise, already written.
    let prescriptions: [String]

    public init(_ summary: HomeSummary, language: ProfileLanguage, prescriptions: [String] = []) {
        self.summary = summary
        phrases = Phrases(language: language)
        self.prescriptions = prescriptions
    }

    public var html: String {
        var html = "<h1 id=\"greeting\">\(escape(phrases.greeting(summary.greeting, name: summary.name)))</h1>\n"
        html += today
        html += program
        html += records
        html += workouts
        html += bodyweight
        return html
    }

    /// Today's meals against the goals alone (the food page shows it after adding).
    public var todayHTML: String { today }

    /// Bodyweight and measurements alone (the body page).
    public var bodyweightHTML: String { bodyweight }

    private func escape(_ text: String) -> String { SVGChart.escape(text) }
    private func number(_ value: Double, decimals: Int = 0) -> String { Format.number(value, decimals: decimals, language: phrases.language) }

    private func section(_ id: String, _ title: String, _ body: String) -> String {
        "<section id=\"\(id)\" aria-labelledby=\"\(id)-title\"><h2 id=\"\(id)-title\">\(escape(title))</h2>\n\(body)</section>\n"
    }

    /// The day's meals against the goals: a bar each (a `<meter>`, which a screen reader reads
    /// as its value against its maximum), or one line when nothing is eaten yet.
    private var today: String {
        guard summary.meals > 0 else {
            return section("today", phrases.nothingEaten(loggedOnDay: summary.loggedOnDay), "")
        }
        var body = "<ul class=\"bars\">"
        for line in summary.nutrition {
            let unit = line.name == "calories" ? "kcal" : "g"
            let percent = line.percent.map { "\(number($0)) %" } ?? ""
            let tone = (line.percent ?? 0) < 90 ? "under" : (line.percent ?? 0) <= 110 ? "near" : "over"
            body += "<li data-nutrient=\"\(escape(line.name))\"><span class=\"name\">\(escape(phrases.nutrient(line.name)))</span>"
                + "<meter class=\"\(tone)\" min=\"0\" max=\"\(max(line.goal, 1))\" value=\"\(line.value)\" aria-label=\"\(escape(phrases.nutrient(line.name)))\"></meter>"
                + "<span class=\"figure\">\(number(line.value)) / \(number(line.goal)) \(unit)</span><span class=\"percent\">\(percent)</span></li>"
        }
        body += "</ul>"
        var nutrients = ""
        for line in summary.nutrients {
            let decimals = line.nutrient == .sodium ? 0 : 1
            let unit = line.nutrient.unit
            var figure = "\(number(line.value, decimals: decimals)) \(unit)"
            if let goal = line.goal {
                figure += line.isFloor ? " / \(number(goal, decimals: decimals)) \(unit)"
                    : " · " + (line.value > goal ? phrases.overCeiling(number(line.value - goal, decimals: decimals), unit: unit)
                        : phrases.underCeiling(number(goal - line.value, decimals: decimals), unit: unit))
            }
            nutrients += "<li><span class=\"name\">\(escape(phrases.nutrientName(line.nutrient)))</span> <span class=\"figure\">\(escape(figure))</span></li>"
        }
        if !nutrients.isEmpty { body += "<ul class=\"nutrients\">\(nutrients)</ul>" }
        var withoutFigures: [String] = []
        for line in summary.nutrients {
            for name in line.unknownFoods where !withoutFigures.contains(name) { withoutFigures.append(name) }
        }
        if !withoutFigures.isEmpty { body += "<p class=\"note\">\(escape(phrases.withoutFigures(withoutFigures)))</p>" }
        return section("today", phrases.today(meals: summary.meals), body)
    }

    /// Where the athlete is in their program, the next day it plans and what that day prescribes.
    private var program: String {
        guard summary.program != nil || summary.nextProgramDay != nil else { return "" }
        var body = ""
        if let program = summary.program { body += "<p>\(escape(phrases.programStatus(program)))</p>" }
        if let next = summary.nextProgramDay { body += "<p class=\"next-day\">\(escape(phrases.nextProgramDay(next)))</p>" }
        if !prescriptions.isEmpty {
            body += "<ul class=\"prescriptions\">" + prescriptions.map { "<li>\(escape($0))</li>" }.joined() + "</ul>"
        }
        return section("program", phrases.program, body)
    }

    private var records: String {
        guard !summary.records.isEmpty else { return section("records", phrases.records, "<p class=\"empty\">\(escape(phrases.noRecords))</p>") }
        var body = "<ul class=\"rows\">"
        for record in summary.records {
            let lift = Format.lift(record.loadKg, reps: record.reps, bodyweightOffset: record.bodyweightOffsetKg, unit: summary.unit,
                                   language: phrases.language)
            body += "<li><span class=\"name\">\(escape(record.exercise))</span><span class=\"figure\">\(escape(lift))</span>"
                + "<span class=\"when\">\(escape(phrases.relative(daysAgo: record.daysAgo)))</span></li>"
        }
        return section("records", phrases.records, body + "</ul>")
    }

    private var workouts: String {
        guard !summary.workouts.isEmpty else {
            return section("workouts", phrases.recentWorkouts, "<p class=\"empty\">\(escape(phrases.noWorkouts))</p>")
        }
        var body = "<ul class=\"rows\">"
        for workout in summary.workouts {
            var text = phrases.workoutType(workout.type)
            if let title = workout.title { text += " · \(title)" }
            if let time = workout.time { text += " · \(time)" }
            let sets = workout.sets > 0 ? phrases.sets(workout.sets) : ""
            body += "<li><span class=\"name\">\(escape(text))</span><span class=\"figure\">\(escape(sets))</span>"
                + "<span class=\"when\">\(escape(phrases.relative(daysAgo: workout.daysAgo)))</span></li>"
        }
        return section("workouts", phrases.recentWorkouts, body + "</ul>")
    }

    private var bodyweight: String {
        var body: String
        if let weight = summary.bodyweight {
            var text = "\(number(summary.unit.fromKilograms(weight.weightKg), decimals: 1)) \(summary.unit.rawValue) · "
                + phrases.relative(daysAgo: weight.daysAgo)
            if let bmi = weight.bmi, let category = weight.bmiCategory {
                text += " · \(phrases.bmi) \(number(bmi, decimals: 1)) (\(phrases.bmiCategory(category)))"
            } else {
                text += " · " + phrases.setHeight
            }
            body = "<p class=\"figure\">\(escape(text))</p>"
        } else {
            body = "<p class=\"empty\">\(escape(phrases.noBodyweight))</p>"
        }
        if let measurements = summary.body { body += self.measurements(measurements) }
        return section("bodyweight", phrases.bodyweight, body)
    }

    private func measurements(_ body: BodySummary) -> String {
        var html = "<h3>\(escape(phrases.measurementsHeading))</h3><ul class=\"rows\">"
        for line in body.measurements where line.site.isLength {
            var text = phrases.length(line.value, unit: summary.unit)
            if let change = line.change { text += " (\(change >= 0 ? "+" : "−")\(phrases.length(abs(change), unit: summary.unit)))" }
            html += "<li><span class=\"name\">\(escape(phrases.site(line.site, side: line.side)))</span><span class=\"figure\">\(escape(text))</span>"
                + "<span class=\"when\">\(escape(phrases.relative(daysAgo: line.daysAgo)))</span></li>"
        }
        html += "</ul>"
        if let ratio = body.waistToHeight { html += "<p>\(escape(phrases.waistToHeight(ratio)))</p>" }
        if let fat = body.bodyFat {
            html += "<p>\(escape(phrases.bodyFatHeading)): "
                + escape(phrases.bodyFatFigure(percent: fat.percent, isEstimate: fat.isEstimate, leanMassKg: fat.leanMassKg, unit: summary.unit))
                + " · \(fat.date)</p>"
        }
        return html
    }
}
