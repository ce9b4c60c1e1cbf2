import AntrainModel

/// A day's fibre, sugar, saturated fat and sodium against the profile's goals, for
/// `antrain summary` (LANGUAGE.md §9.2).
public struct NutrientLine: Sendable, Encodable, Hashable {
    public var nutrient: Nutrients.Kind
    /// Grams, or milligrams for sodium; 0 when no food of the day has a figure.
    public var value: Double
    public var goal: Double?
    /// Fibre's goal is a floor to reach; the others' are ceilings.
    public var isFloor: Bool
    /// Foods of the day without a figure for it: the value leaves them out.
    public var unknownFoods: [String]

    /// The nutrients with a goal or a figure on `date`.
    public static func lines(snapshot: WorkspaceSnapshot, athlete: Int, date: LocalDate) -> [NutrientLine] {
        let day = DayNutrients(snapshot: snapshot, athlete: athlete, date: date)
        let goals = snapshot.athletes[athlete].profile.nutrientGoals
        return day.shown(goals: goals).map { kind in
            NutrientLine(nutrient: kind, value: day.totals[kind] ?? 0, goal: goals?[kind], isFloor: kind.isFloor,
                         unknownFoods: day.foods(lacking: kind))
        }
    }
}
