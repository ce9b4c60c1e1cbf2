import AntrainModel

/// One athlete's fibre, sugar, saturated fat and sodium on one day (LANGUAGE.md §9.2): the
/// sum over the day's foods that have a figure, and the foods that have none (so a total is
/// never passed off as complete).
public struct DayNutrients: Sendable, Hashable {
    /// Nil for a nutrient no food of the day has a figure for.
    public var totals = Nutrients()
    /// Per nutrient, the foods eaten that day without a figure for it (each name once).
    public var unknown: [Nutrients.Kind: [String]] = [:]

    public init() {}

    /// The athlete's day, merged from each of their files' day totals (``DayTotals``, made
    /// as the file is lowered): a hover on every meal of a long log asks for its day, and
    /// going through the meals for each would cost the whole log per hover.
    public init(snapshot: WorkspaceSnapshot, athlete: Int, date: LocalDate) {
        for fileIndex in snapshot.fileIndices(ofAthlete: athlete) {
            if let day = snapshot.files[fileIndex].figures.mealTotalsByDay[date] { merge(day.nutrients) }
        }
    }

    /// Counts `grams` of `food` (a known food: a placeholder for an unknown name counts for
    /// nothing).
    mutating func add(_ food: FoodItem, grams: Double) {
        guard !food.isPlaceholder else { return }
        for kind in Nutrients.Kind.allCases {
            if let per100g = food.nutrientsPer100g?[kind] {
                totals[kind] = (totals[kind] ?? 0) + per100g * grams / 100
            } else if !(unknown[kind] ?? []).contains(food.name) {
                unknown[kind, default: []].append(food.name)
            }
        }
    }

    /// Adds a later part of the day.
    mutating func merge(_ other: DayNutrients) {
        for kind in Nutrients.Kind.allCases {
            if let value = other.totals[kind] { totals[kind] = (totals[kind] ?? 0) + value }
            for name in other.unknown[kind] ?? [] where !(unknown[kind] ?? []).contains(name) {
                unknown[kind, default: []].append(name)
            }
        }
    }

    /// The nutrients worth showing: those with a goal or a figure.
    public func shown(goals: Nutrients?) -> [Nutrients.Kind] {
        Nutrients.Kind.allCases.filter { goals?[$0] != nil || totals[$0] != nil }
    }
}
