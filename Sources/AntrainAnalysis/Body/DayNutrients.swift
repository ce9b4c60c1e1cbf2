import AntrainModel

/// One athlete's fibre, sugar, saturated fat and sodium on one day (LANGUAGE.md §9.2): the
/// sum over the day's foods that have a figure, and the foods that have none (so a total is
/// never passed off as complete).
public struct DayNutrients: Sendable, Hashable {
    /// Nil for a nutrient no food of the day has a figure for.
    public var totals = Nutrients()
    /// Per nutrient, the foods eaten that day without a figure for it (each name once).
    public var unknown: [Nutrients.Kind: [String]] = [:]

    public init(snapshot: WorkspaceSnapshot, athlete: Int, date: LocalDate) {
        // Only the files with a meal that day build their models.
        for fileIndex in snapshot.fileIndices(ofAthlete: athlete) where snapshot.files[fileIndex].figures.mealTotalsByDay[date] != nil {
            for meal in snapshot.files[fileIndex].lowered.meals where meal.date == date {
                for food in meal.meal.foods where !food.food.isPlaceholder { add(food) }
            }
        }
    }

    private mutating func add(_ entry: FoodEntry) {
        for kind in Nutrients.Kind.allCases {
            if let per100g = entry.food.nutrientsPer100g?[kind] {
                totals[kind] = (totals[kind] ?? 0) + per100g * entry.grams / 100
            } else if !(unknown[kind] ?? []).contains(entry.food.name) {
                unknown[kind, default: []].append(entry.food.name)
            }
        }
    }

    /// The nutrients worth showing: those with a goal or a figure.
    public func shown(goals: Nutrients?) -> [Nutrients.Kind] {
        Nutrients.Kind.allCases.filter { goals?[$0] != nil || totals[$0] != nil }
    }
}
