/// Energy and the three macronutrients, in kcal and grams.
public struct Macros: Codable, Sendable, Hashable {
    public var calories: Double
    public var protein: Double
    public var carbs: Double
    public var fat: Double

    public init(calories: Double, protein: Double, carbs: Double, fat: Double) {
        self.calories = calories
        self.protein = protein
        self.carbs = carbs
        self.fat = fat
    }

    public static let zero = Macros(calories: 0, protein: 0, carbs: 0, fat: 0)

    public func scaled(by factor: Double) -> Macros {
        Macros(calories: calories * factor, protein: protein * factor, carbs: carbs * factor, fat: fat * factor)
    }

    public static func + (lhs: Macros, rhs: Macros) -> Macros {
        Macros(calories: lhs.calories + rhs.calories, protein: lhs.protein + rhs.protein,
               carbs: lhs.carbs + rhs.carbs, fat: lhs.fat + rhs.fat)
    }

    /// 4 kcal per gram of protein and carbs, 9 per gram of fat (Atwater).
    public var caloriesFromMacros: Double { 4 * protein + 4 * carbs + 9 * fat }
}

/// One food eaten (the seed's `FoodEntry`).
public struct FoodEntry: Codable, Sendable, Hashable {
    public var food: FoodItem
    public var writtenName: String
    /// The amount in grams, within ``PlausibleRange/foodAmount``: what every figure reads.
    public var grams: Double
    public var notes: String?
    /// The amount as written when it lies outside ``PlausibleRange/foodAmount`` (`Almonds
    /// 30l`, 30 000 g: an `implausible-value` error), else nil. Figures and charts read the
    /// bounded ``grams``; `export` writes this one, so it never changes what was written.
    public var writtenGrams: Double?

    public init(food: FoodItem, writtenName: String, grams: Double, notes: String? = nil, writtenGrams: Double? = nil) {
        self.food = food
        self.writtenName = writtenName
        self.grams = grams
        self.notes = notes
        self.writtenGrams = writtenGrams
    }

    public var macros: Macros { food.macros(grams: grams) }
}

/// One meal (the seed's `Meal`).
public struct Meal: Codable, Sendable, Hashable {
    public var name: String
    public var time: LocalTime?
    public var foods: [FoodEntry]
    public var notes: String?
    public var source: LogLocation

    public init(name: String, time: LocalTime?, foods: [FoodEntry], notes: String? = nil, source: LogLocation) {
        self.name = name
        self.time = time
        self.foods = foods
        self.notes = notes
        self.source = source
    }

    public var totals: Macros { Self.totals(of: foods) }

    /// The macros of `foods` added up: a meal's ``totals``, for a reader that holds the foods
    /// without the meal (a hover reading a meal where it lies would copy it to ask it).
    public static func totals(of foods: [FoodEntry]) -> Macros { foods.reduce(.zero) { $0 + $1.macros } }
}

/// All meals of one day (the seed's `NutritionLog`: one log per day).
public struct NutritionLog: Codable, Sendable, Hashable {
    public var date: LocalDate
    public var meals: [Meal]

    public init(date: LocalDate, meals: [Meal]) {
        self.date = date
        self.meals = meals
    }

    public var totals: Macros { meals.reduce(.zero) { $0 + $1.totals } }
}
