import AntrainModel

/// Fibre, sugar, saturated fat and sodium per logged day, by week (LANGUAGE.md §9.2), for
/// `antrain report`.
public struct NutrientWeek: Sendable, Encodable, Hashable {
    /// The Monday.
    public var week: LocalDate
    /// Days with at least one meal; the averages are per such day.
    public var days: Int
    /// Nil for a nutrient no food of the week has a figure for.
    public var average: Nutrients
    /// The foods eaten that week without a figure for one of the four or more, each named
    /// once: the averages leave them out, so they are floors, not totals ("unknown is not 0").
    public var foodsWithoutFigures: [String]

    /// The weeks of `figures`' athlete with meals on days `inPeriod` accepts, when any food has a figure.
    public static func weeks(_ figures: AthleteFigures, inPeriod: (LocalDate) -> Bool) -> [NutrientWeek] {
        var weeks: [LocalDate: (days: Int, totals: Nutrients, withoutFigures: [String])] = [:]
        for day in figures.daysWithMeals.sorted() where inPeriod(day) {
            let week = ProgressReport.week(of: day)
            let dayNutrients = DayNutrients(snapshot: figures.snapshot, athlete: figures.athlete, date: day)
            var entry = weeks[week] ?? (0, Nutrients(), [])
            entry.days += 1
            for kind in Nutrients.Kind.allCases {
                if let value = dayNutrients.totals[kind] { entry.totals[kind] = (entry.totals[kind] ?? 0) + value }
            }
            for name in dayNutrients.foodsWithoutFigures() where !entry.withoutFigures.contains(name) { entry.withoutFigures.append(name) }
            weeks[week] = entry
        }
        guard weeks.values.contains(where: { !$0.totals.isEmpty }) else { return [] }
        return weeks.keys.sorted().map { week in
            let entry = weeks[week]!
            var average = Nutrients()
            for kind in Nutrients.Kind.allCases { average[kind] = entry.totals[kind].map { $0 / Double(entry.days) } }
            return NutrientWeek(week: week, days: entry.days, average: average, foodsWithoutFigures: entry.withoutFigures)
        }
    }
}
