import AntrainAnalysis
import AntrainModel

/// `antrain report --format html`: one self-contained page with inline SVG charts, readable
/// without JavaScript, with a print style, in the athlete's language (`<html lang>`, titles,
/// notes, legends, axes and tables; numbers with the decimal comma in Turkish).
public struct ReportHTML {
    let report: ProgressReport
    let phrases: Phrases

    public init(_ report: ProgressReport, language: ProfileLanguage) {
        self.report = report
        phrases = Phrases(language: language)
    }

    /// The page in English. (An overload rather than a default argument: a default's `.en`
    /// would be written at the caller, which would have to import AntrainBasics.)
    public init(_ report: ProgressReport) {
        self.init(report, language: .en)
    }

    private var unit: WeightUnit { report.unit }
    private func weight(_ kilograms: Double) -> Double { unit.fromKilograms(kilograms) }
    private func load(_ kilograms: Double) -> String { phrases.load(kilograms, unit: unit) }

    /// The standalone page (`report --format html`).
    public var html: String { page(embedding: nil) }

    /// What a server adds to the page it serves (`antrain serve`'s `/report`): a nonce that
    /// lets the page's one inline style pass the server's Content-Security-Policy, and the
    /// server's own head and navigation around the report.
    public struct Embedding: Sendable {
        public var styleNonce: String
        public var head: String
        public var bodyStart: String
        public var bodyEnd: String

        public init(styleNonce: String, head: String, bodyStart: String, bodyEnd: String) {
            self.styleNonce = styleNonce
            self.head = head
            self.bodyStart = bodyStart
            self.bodyEnd = bodyEnd
        }
    }

    public func page(embedding: Embedding?) -> String {
        let title = phrases.reportTitle(name: report.name)
        let nonce = embedding.map { " nonce=\"\($0.styleNonce)\"" } ?? ""
        var page = """
            <!doctype html>
            <html lang="\(phrases.htmlLanguage)"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(SVGChart.escape(title))</title>
            <style\(nonce)>\(Self.style)</style>\(embedding?.head ?? "")
            </head><body>\(embedding?.bodyStart ?? "")<main>
            <header><h1>\(SVGChart.escape(title))</h1><p class="period">\(period)</p></header>

            """
        page += cards()
        let lifts = report.e1rm.filter { !$0.points.isEmpty }
        page += section(phrases.e1rmTitle,
                        note: phrases.e1rmNote(formula: report.formula.rawValue, resolution: report.e1rmResolution, lifts: report.e1rmLifts,
                                               count: lifts.count),
                        body: SVGChart.lines(lifts.map { series in
                            SVGChart.Line(name: series.exercise, points: series.points.map { (Double($0.date.dayNumber), weight($0.kilograms)) })
                        }, unit: unit.rawValue, label: phrases.e1rmTitle, phrases: phrases))
        page += section(phrases.volumeTitle(byMonth: byMonth), note: phrases.volumeNote(byMonth: byMonth), body: volumeChart())
        // The average on top, solid; each weigh-in under it, faint: over years of daily weigh-ins
        // the trend is what a lifter reads.
        page += section(phrases.bodyweight, note: ([phrases.bodyweightNote] + (report.bmi.map { [phrases.latestBMI($0)] } ?? [])).joined(separator: " · "),
                        body: SVGChart.lines([
                            SVGChart.Line(name: phrases.bodyweightLine, points: report.bodyweight.map { (Double($0.date.dayNumber), weight($0.kilograms)) },
                                          isFaint: true, colourIndex: 0),
                            SVGChart.Line(name: phrases.sevenDayAverage, points: report.bodyweight.map { (Double($0.date.dayNumber), weight($0.sevenDayAverage)) },
                                          colourIndex: 0),
                        ].filter { !$0.points.isEmpty }, unit: unit.rawValue, label: phrases.bodyweight, phrases: phrases))
        if let body = report.body { page += bodySections(body) }
        if !report.nutrients.isEmpty { page += section(phrases.nutrientsHeading(goals: report.nutrientGoals), note: "", body: nutrientTable()) }
        let nutrition = nutritionBuckets()
        page += section(phrases.caloriesTitle,
                        note: phrases.caloriesNote(byMonth: byMonth, goal: phrases.number(report.goals.calories, decimals: 0)),
                        body: SVGChart.stackedBars(
                            weeks: nutrition.map(\.start),
                            stacks: [SVGChart.Stack(name: phrases.caloriesPerDay, values: nutrition.map(\.average.calories))],
                            unit: "kcal", label: phrases.caloriesTitle, goal: report.goals.calories, phrases: phrases))
        page += section(phrases.macrosTitle, note: phrases.macrosNote(byMonth: byMonth), body: macrosChart(nutrition))
        page += section(phrases.personalRecords, note: phrases.recordsNote, body: recordsTable())
        if !report.cardio.isEmpty { page += section(phrases.cardioByWeek, note: "", body: cardioTable()) }
        if let program = report.program {
            page += section(phrases.programHeading(program), note: phrases.programNote,
                            body: ReportProgram(page: program, phrases: phrases, unit: unit).html)
        }
        page += "<footer>\(SVGChart.escape(phrases.footer))</footer>\n</main>\(embedding?.bodyEnd ?? "")</body></html>\n"
        return page
    }

    /// Fibre and the others per logged day by week against their goals.
    private func nutrientTable() -> String {
        let kinds = Nutrients.Kind.allCases.filter { kind in report.nutrients.contains { $0.average[kind] != nil } }
        // A last column names the foods without figures, when a week has any.
        let hasGaps = report.nutrients.contains { !$0.foodsWithoutFigures.isEmpty }
        let head = "<tr><th></th>" + kinds.map { "<th>\(SVGChart.escape(phrases.nutrientName($0)))</th>" }.joined()
            + (hasGaps ? "<th></th>" : "") + "</tr>"
        let rows = report.nutrients.map { week in
            "<tr><td>\(week.week)</td>" + kinds.map { kind in
                "<td>\(week.average[kind].map { SVGChart.escape(phrases.nutrientAverage(kind, value: $0, goal: report.nutrientGoals?[kind], named: false)) } ?? "–")</td>"
            }.joined()
                + (hasGaps ? "<td class=\"gaps\">\(week.foodsWithoutFigures.isEmpty ? "" : SVGChart.escape(phrases.withoutFigures(week.foodsWithoutFigures)))</td>" : "")
                + "</tr>"
        }.joined()
        return "<table class=\"nutrients\"><thead>\(head)</thead><tbody>\(rows)</tbody></table>"
    }

    /// A chart per measured site (in cm, or in for pounds), and body fat with lean mass.
    private func bodySections(_ body: BodyReport) -> String {
        let lengthUnit = unit == .lb ? "in" : "cm"
        func length(_ centimetres: Double) -> Double { unit == .lb ? centimetres / BodyMeasurement.centimetresPerInch : centimetres }
        // One chart per site: left and right are two lines of the same chart.
        var charts = ""
        var sites: [BodyMeasurement.Site] = []
        for series in body.series where !sites.contains(series.site) { sites.append(series.site) }
        for site in sites {
            let name = phrases.site(site, side: nil)
            let lines = body.series.filter { $0.site == site }.map { series in
                SVGChart.Line(name: phrases.site(series.site, side: series.side), points: series.points.map { (Double($0.date.dayNumber), length($0.value)) })
            }
            charts += "<h3>\(SVGChart.escape(name))</h3>" + SVGChart.lines(lines, unit: lengthUnit, label: name, phrases: phrases)
        }
        var page = body.series.isEmpty ? "" : section(phrases.measurementsHeading, note: phrases.measurementsNote, body: charts)
        if !body.bodyFat.isEmpty {
            let chart = SVGChart.lines([SVGChart.Line(name: phrases.bodyFatHeading, points: body.bodyFat.map { (Double($0.date.dayNumber), $0.percent) })],
                                       unit: "%", label: phrases.bodyFatHeading, phrases: phrases)
            let rows = body.bodyFat.map { point in
                "<tr><td>\(point.date)</td><td>\(SVGChart.escape(phrases.bodyFatFigure(percent: point.percent, isEstimate: point.isEstimate, leanMassKg: point.leanMassKg, unit: unit)))</td></tr>"
            }.joined()
            page += section(phrases.bodyFatHeading, note: phrases.bodyFatNote, body: chart + "<table class=\"bodyfat\"><tbody>\(rows)</tbody></table>")
        }
        return page
    }

    private var period: String {
        SVGChart.escape(phrases.htmlPeriod(from: report.from, to: report.to, workouts: report.workouts, unit: unit))
    }

    private func cards() -> String {
        var cards: [(String, String)] = [(phrases.workoutsCard, "\(report.workouts)"), (phrases.exercisesCard, "\(report.records.count)")]
        if let top = report.records.first, let e1rm = top.bestE1RM { cards.append((phrases.bestE1RMCard(exercise: top.exercise), load(e1rm.kilograms))) }
        if let latest = report.bodyweight.last {
            cards.append((phrases.bodyweightCard(date: latest.date), "\(phrases.number(weight(latest.kilograms), decimals: 1)) \(unit.rawValue)"))
        }
        return "<section class=\"cards\">" + cards.map { "<div class=\"card\"><div class=\"figure\">\(SVGChart.escape($0.1))</div><div class=\"label\">\(SVGChart.escape($0.0))</div></div>" }.joined() + "</section>\n"
    }

    private func section(_ title: String, note: String, body: String) -> String {
        "<section><h2>\(SVGChart.escape(title))</h2>" + (note.isEmpty ? "" : "<p class=\"note\">\(SVGChart.escape(note))</p>") + body + "</section>\n"
    }

    /// Half a year or more of weeks is drawn by month: 26 bars stay readable, 520 do not.
    private var byMonth: Bool { max(report.training.count, report.nutrition.count) > 26 }

    /// The first day of the bar a week belongs to: its Monday, or the first of its month.
    private func bucket(_ week: LocalDate) -> LocalDate { byMonth ? LocalDate(year: week.year, month: week.month, day: 1) : week }

    private func volumeChart() -> String {
        let muscles = MuscleGroup.allCases.filter { muscle in report.training.contains { $0.muscles.contains { $0.muscle == muscle } } }
        var starts: [LocalDate] = []
        var volumes: [[MuscleGroup: Double]] = []
        for week in report.training {
            if starts.last != bucket(week.week) {
                starts.append(bucket(week.week))
                volumes.append([:])
            }
            for muscle in week.muscles { volumes[volumes.count - 1][muscle.muscle, default: 0] += weight(muscle.volumeKg) }
        }
        let stacks = muscles.map { muscle in SVGChart.Stack(name: phrases.muscle(muscle), values: volumes.map { $0[muscle] ?? 0 }) }
        return SVGChart.stackedBars(weeks: starts, stacks: stacks, unit: unit.rawValue, label: phrases.volumeLabel, phrases: phrases)
    }

    /// Nutrition per bar: the average per logged day over the bar's weeks.
    private func nutritionBuckets() -> [(start: LocalDate, average: Macros)] {
        var buckets: [(start: LocalDate, days: Int, total: Macros)] = []
        for week in report.nutrition {
            let days = Double(week.days)
            let total = Macros(calories: week.average.calories * days, protein: week.average.protein * days,
                               carbs: week.average.carbs * days, fat: week.average.fat * days)
            if buckets.last?.start == bucket(week.week) {
                buckets[buckets.count - 1].days += week.days
                buckets[buckets.count - 1].total = buckets[buckets.count - 1].total + total
            } else {
                buckets.append((bucket(week.week), week.days, total))
            }
        }
        return buckets.map { bucket in
            let days = Double(max(bucket.days, 1))
            return (bucket.start, Macros(calories: bucket.total.calories / days, protein: bucket.total.protein / days,
                                         carbs: bucket.total.carbs / days, fat: bucket.total.fat / days))
        }
    }

    private func macrosChart(_ weeks: [(start: LocalDate, average: Macros)]) -> String {
        var lines: [SVGChart.Line] = []
        let macros: [(Phrases.Macro, KeyPath<Macros, Double>, Double)] = [(.protein, \Macros.protein, report.goals.protein),
                                                                          (.carbs, \Macros.carbs, report.goals.carbs), (.fat, \Macros.fat, report.goals.fat)]
        for (index, (macro, value, goal)) in macros.enumerated() {
            lines.append(SVGChart.Line(name: phrases.macroLine(macro), points: weeks.map { (Double($0.start.dayNumber), $0.average[keyPath: value]) },
                                       colourIndex: index))
            if let first = weeks.first, let last = weeks.last {
                // One week of meals: the goal spans that week, not one point (a line of no length
                // that the chart would not show).
                let end = max(last.start.dayNumber, first.start.dayNumber + 6)
                lines.append(SVGChart.Line(name: phrases.macroGoal(macro), points: [(Double(first.start.dayNumber), goal), (Double(end), goal)],
                                           isDashed: true, colourIndex: index))
            }
        }
        return SVGChart.lines(weeks.isEmpty ? [] : lines, unit: "g", label: phrases.macrosTitle, phrases: phrases)
    }

    private func recordsTable() -> String {
        guard !report.records.isEmpty else { return "<p class=\"empty\">\(SVGChart.escape(phrases.noLifts))</p>" }
        var html = "<table class=\"records\"><thead><tr>" + phrases.recordsColumns.map { "<th>\(SVGChart.escape($0))</th>" }.joined() + "</tr></thead><tbody>"
        for record in report.records {
            let heaviest = record.heaviest.map { "\(SVGChart.escape(phrases.lift($0, unit: unit))) <span class=\"date\">\($0.date)</span>" } ?? "–"
            let e1rm = record.bestE1RM.map { "\(load($0.kilograms)) <span class=\"date\">\($0.date)</span>" } ?? "–"
            let volume = record.bestVolume.map { "\(phrases.number(weight($0.kilograms), decimals: 0)) \(unit.rawValue) <span class=\"date\">\($0.date)</span>" } ?? "–"
            // Each cell names its column, so a phone's narrow screen can show a record as a card.
            let label = phrases.recordsColumns.map { " data-label=\"\(SVGChart.escape($0))\"" }
            html += "<tr><td class=\"exercise\">\(SVGChart.escape(record.exercise))</td><td class=\"number\"\(label[1])>\(record.sessions)</td>"
                + "<td\(label[2])>\(heaviest)</td><td\(label[3])>\(e1rm)</td><td\(label[4])>\(volume)</td></tr>"
        }
        return html + "</tbody></table>"
    }

    private func cardioTable() -> String {
        var html = "<table><thead><tr>" + phrases.cardioColumns.map { "<th>\(SVGChart.escape($0))</th>" }.joined() + "</tr></thead><tbody>"
        for week in report.cardio {
            html += "<tr><td>\(week.week)</td><td class=\"number\">\(week.sessions)</td><td class=\"number\">\(phrases.number(week.distanceKm, decimals: 2)) km</td>"
                + "<td class=\"number\">\(phrases.duration(week.durationSeconds))</td><td class=\"number\">\(week.paceMinPerKm.map { Format.pace(minutesPerKm: $0) } ?? "–")</td></tr>"
        }
        return html + "</tbody></table>"
    }

    static let style = """
        :root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827;background:#f8fafc}
        main{max-width:820px;margin:0 auto;padding:24px}
        h1{font-size:1.6rem;margin:0}h2{font-size:1.15rem;margin:0 0 4px}
        .period,.note,.date,footer{color:#6b7280;font-size:.85rem}.date{white-space:nowrap}
        section{background:#fff;border:1px solid #e5e7eb;border-radius:10px;padding:16px;margin:16px 0;break-inside:avoid}
        .cards{display:flex;gap:12px;background:none;border:none;padding:0;flex-wrap:wrap}
        .card{flex:1;min-width:150px;background:#fff;border:1px solid #e5e7eb;border-radius:10px;padding:12px}
        .figure{font-size:1.4rem;font-weight:600}.label{color:#6b7280;font-size:.8rem}
        svg{width:100%;height:auto;display:block}
        .grid{stroke:#e5e7eb}.axis{stroke:#9ca3af}.tick{font-size:11px;fill:#6b7280}.unit{font-size:12px;fill:#374151}
        .legend{list-style:none;padding:0;margin:8px 0 0;display:flex;flex-wrap:wrap;gap:12px;font-size:.85rem}
        svg.swatch{display:inline-block;width:12px;height:12px;margin-right:6px;vertical-align:-1px}
        svg.swatch.dashed{width:16px}
        svg.swatch.faint{opacity:.3}
        table{width:100%;border-collapse:collapse;font-size:.9rem}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #f1f5f9}
        th{color:#6b7280;font-weight:500}.number{text-align:right;font-variant-numeric:tabular-nums}
        .empty{color:#6b7280;font-style:italic}
        @media (max-width:520px){main{padding:12px}section{padding:12px}table{font-size:.8rem;display:block;overflow-x:auto}th,td{padding:4px}
        td .date{display:block;white-space:nowrap}.card{min-width:40%}
        table.records,table.records tbody,table.records tr{display:block}table.records thead{display:none}
        table.records tr{border-bottom:1px solid #e5e7eb;padding:6px 0}table.records td{display:flex;justify-content:space-between;gap:8px;border:none;padding:2px 0}
        table.records td.exercise{font-weight:600}table.records td::before{content:attr(data-label);color:#6b7280}
        table.records td .date{display:inline;margin-left:6px}}
        @media (prefers-color-scheme:dark){:root{color-scheme:dark;color:#e5e7eb;background:#0b1120}
        section,.card{background:#111827;border-color:#1f2937}.period,.note,.date,footer,.label,th,.tick,.empty{color:#9ca3af}
        .grid{stroke:#1f2937}.unit{fill:#d1d5db}th,td{border-color:#1f2937}}
        @media print{:root{background:#fff}main{padding:0}section{border-color:#d1d5db;box-shadow:none}}
        """
}
