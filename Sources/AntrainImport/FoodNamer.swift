import AntrainAnalysis
import AntrainModel

/// How each imported food is written in the log, and the `food` definitions the import adds.
///
/// A food goes by its library name when the library knows it and, for formats that carry
/// their own figures (Cronometer), when the library's figures for the amount agree with the
/// row's within 2 % (or 0.2 g / kcal, so a trace of fat does not count as a disagreement);
/// else it gets a definition per 100 g from its first row, once for the whole import. A later
/// row of the same name whose figures per 100 g differ by more than 0.5 % gets a definition
/// of its own (`Name 2`), so the day's totals stay the rows'.
///
/// A row in another unit than grams (`1.00 cup`) gets a definition of that unit: its figures
/// for one of the unit written as per 100 g, `serving: 100`, and the real amount in a comment;
/// the log writes the row's count as servings (`1.5 servings`). When one unit holds more
/// than 100 g of macros or 900 kcal (`1.00 full recipe`), the nominal serving is the next
/// multiple of 100 g that holds them (`serving: 300`, the figures per 100 g a third).
struct FoodNamer {
    let library: WorkspaceFoodLibrary
    let checksFigures: Bool
    private(set) var definitions: [Definition] = []

    struct Definition {
        var name: String
        var figures: ImportedFoodFigures
        /// The unit one serving stands for (`1 cup`), nil for a definition per 100 g.
        var servingComment: String?
        /// The nominal grams of that serving: 100, or a multiple of 100 when one unit's protein,
        /// carbs and fat pass 100 g (a whole recipe), since 100 g of food cannot hold more.
        var servingGrams: Double = 100
    }

    init(library: WorkspaceFoodLibrary, checksFigures: Bool) {
        self.library = library
        self.checksFigures = checksFigures
    }

    mutating func name(for food: ImportedFood) -> String {
        if let serving = food.serving {
            // Hundreds of nominal grams: enough that 100 g holds at most 100 g of macros and 900 kcal.
            let unit = Self.figures(of: food, scale: 1 / serving.count)
            let hundreds = max(1, ((unit.protein + unit.carbs + unit.fat) / 100).rounded(.up), (unit.kcal / 900).rounded(.up))
            let figures = Self.figures(of: food, scale: 1 / serving.count / hundreds)
            let grams = hundreds * 100
            let comment = "1 \(serving.unit) of \(food.name): one serving stands for it, as a nominal \(Int(grams)) g"
            return named(AppExerciseName.writable("\(food.name) per \(serving.unit)"), figures, comment: comment, servingGrams: grams)
        }
        if let known = library.food(named: food.name), !checksFigures || Self.agrees(known, food) { return known.displayName }
        let name = AppExerciseName.writable(food.name)
        guard food.grams > 0 else { return name }
        return named(name, Self.figures(of: food, scale: 100 / food.grams), comment: nil, grams: food.grams)
    }

    /// The definition of `base` (or `base 2`, `base 3`…) whose figures agree with these; a
    /// new one when none does.
    ///
    /// `grams`: the row's amount, when the figures were worked out per 100 g from it: a row's
    /// figures are written rounded (`57` kcal for 28.3 g), so what the rounding alone can
    /// explain is no difference.
    private mutating func named(_ base: String, _ figures: ImportedFoodFigures, comment: String?, servingGrams: Double = 100,
                                grams: Double? = nil) -> String {
        var number = 1
        while true {
            let name = number == 1 ? base : "\(base) \(number)"
            number += 1
            if let existing = definitions.first(where: { $0.name.lowercased() == name.lowercased() }) {
                if Self.close(existing.figures, figures, rowGrams: grams) { return existing.name }
                continue
            }
            if let known = library.food(named: name) {
                // Defined by an earlier import into this workspace: the same figures are the same food.
                if Self.close(ImportedFoodFigures(kcal: known.caloriesPer100g, protein: known.proteinPer100g, carbs: known.carbsPer100g,
                                                  fat: known.fatPer100g), figures, rowGrams: grams) { return known.displayName }
                continue
            }
            definitions.append(Definition(name: name, figures: figures, servingComment: comment, servingGrams: servingGrams))
            return name
        }
    }

    static func figures(of food: ImportedFood, scale: Double) -> ImportedFoodFigures {
        var figures = ImportedFoodFigures(kcal: food.kcal * scale, protein: food.protein * scale, carbs: food.carbs * scale, fat: food.fat * scale)
        for kind in Nutrients.Kind.allCases { figures.nutrients[kind] = food.nutrients[kind].map { $0 * scale } }
        return figures
    }

    /// The library's figures for the row's grams against the row's: within 2 % or 0.2.
    static func agrees(_ known: FoodItem, _ food: ImportedFood) -> Bool {
        let library = known.macros(grams: food.grams)
        let pairs = [(library.calories, food.kcal), (library.protein, food.protein), (library.carbs, food.carbs), (library.fat, food.fat)]
        return pairs.allSatisfy { abs($0.0 - $0.1) <= max(0.02 * abs($0.1), 0.2) }
    }

    /// Two rows' figures per 100 g within 0.5 % (or 0.05): the same food. With `rowGrams`,
    /// `right` was worked out from a row of that many grams whose kcal were written to the
    /// unit and the rest to a tenth: up to half of that, per 100 g, is the rounding's.
    static func close(_ left: ImportedFoodFigures, _ right: ImportedFoodFigures, rowGrams: Double? = nil) -> Bool {
        let perHundred = rowGrams.map { $0 > 0 ? 100 / $0 : 0 } ?? 0
        let pairs = [(left.kcal, right.kcal, 0.5), (left.protein, right.protein, 0.05), (left.carbs, right.carbs, 0.05), (left.fat, right.fat, 0.05)]
        return pairs.allSatisfy { abs($0.0 - $0.1) <= max(0.005 * abs($0.1), 0.05, $0.2 * perHundred + abs($0.1) * 0.05 * perHundred / 100) }
    }
}

/// A meal as `--into` compares it: the same date, meal and foods is the same meal.
public struct MealFingerprint: Hashable, Sendable {
    public var date: LocalDate
    public var meal: String
    public var foods: [String]

    public init(date: LocalDate, meal: String, foods: [String]) {
        self.date = date
        let lower = meal.lowercased()
        self.meal = ["breakfast", "lunch", "dinner", "snack"].contains(lower) ? lower : "snack"
        self.foods = foods.map { $0.lowercased() }.sorted()
    }

    /// A lowered meal's fingerprint.
    public init(date: LocalDate, _ meal: Meal) {
        self.init(date: date, meal: meal.name, foods: meal.foods.map { $0.food.displayName })
    }
}

/// A bodyweight or measurement day as `--into` compares it: one reading of a kind a day.
public struct BodyFingerprint: Hashable, Sendable {
    public static let bodyweight = "bodyweight"
    public var date: LocalDate
    /// `bodyweight`, or a measurement site (`waist`, `bodyfat`).
    public var kind: String

    public init(date: LocalDate, kind: String) {
        self.date = date
        self.kind = kind
    }
}
