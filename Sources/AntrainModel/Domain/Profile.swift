import AntrainBasics

/// The user's profile (the seed's singleton `UserProfile`).
public struct UserProfile: Codable, Sendable, Hashable {
    public var name: String?
    public var heightCm: Double?
    public var unit: WeightUnit
    public var calorieGoal: Double
    public var proteinGoal: Double
    public var carbsGoal: Double
    public var fatGoal: Double
    /// The language messages are written in for this athlete; `nil` follows the editor or system.
    public var language: ProfileLanguage?
    /// The smallest load step as written (`rounding: 2.5 kg`), in kilograms; `nil` for the
    /// unit's default. See ``loadStepKg``.
    public var roundingKg: Double?
    /// The bar's weight as written (`bar: 15 kg`), in kilograms; `nil` for the unit's default.
    public var barKg: Double?
    /// The plates at hand as written (`plates: 25, 20, 10, 5, 2.5`), in kilograms, heaviest
    /// first; `nil` for the unit's default set.
    public var platesKg: [Double]?
    /// How e1RM is estimated for this athlete (`e1rm: rpe`); `nil` for Brzycki. See
    /// ``oneRepMaxFormula``.
    public var e1rm: OneRepMaxFormula?
    /// The athlete's default progression rule (`progress:`, LANGUAGE.md §8.1); `nil` for the
    /// seed's RPE rule.
    public var progress: ProgressionRule?
    /// `sex:`, only for the U.S. Navy body-fat estimate (LANGUAGE.md §9.1).
    public var sex: BodySex?
    /// Daily goals beyond the macros (LANGUAGE.md §9.2): fibre a floor (g); sugar and
    /// saturated fat (g) and sodium (mg) ceilings. Nil: no goal.
    public var nutrientGoals: Nutrients?

    public init(
        name: String? = nil, heightCm: Double? = nil, unit: WeightUnit = .kg, calorieGoal: Double = 2000,
        proteinGoal: Double = 150, carbsGoal: Double = 200, fatGoal: Double = 65
    ) {
        self.name = name
        self.heightCm = heightCm
        self.unit = unit
        self.calorieGoal = calorieGoal
        self.proteinGoal = proteinGoal
        self.carbsGoal = carbsGoal
        self.fatGoal = fatGoal
    }

    /// The profile that applies when a workspace has none: kg and 2000/150/200/65.
    public static let defaults = UserProfile()

    public var goals: Macros {
        Macros(calories: calorieGoal, protein: proteinGoal, carbs: carbsGoal, fat: fatGoal)
    }

    /// The load step suggestions are rounded to, in `shown`: `rounding:`, else 2.5 kg or 5 lb.
    public func loadStep(in shown: WeightUnit) -> Double { roundingKg.map(shown.fromKilograms) ?? shown.roundingStep }

    /// The formula every e1RM of this athlete uses: `e1rm:`, else Brzycki (LANGUAGE.md §8.3).
    public var oneRepMaxFormula: OneRepMaxFormula { e1rm ?? .brzycki }

    /// The bar's weight in kilograms: `bar:`, else 20 kg or 45 lb.
    public var effectiveBarKg: Double { barKg ?? unit.toKilograms(unit == .kg ? 20 : 45) }

    /// The plates at hand in kilograms, heaviest first: `plates:`, else the usual set of the unit.
    public var effectivePlatesKg: [Double] {
        if let platesKg { return platesKg }
        let plates: [Double] = unit == .kg ? [25, 20, 15, 10, 5, 2.5, 1.25] : [45, 35, 25, 10, 5, 2.5]
        return plates.map(unit.toKilograms)
    }
}

/// The languages Antrain writes messages in (`language:` in a profile): the one ``Language``.
public typealias ProfileLanguage = Language

/// One bodyweight measurement (the seed's `BodyweightEntry`).
public struct BodyweightEntry: Codable, Sendable, Hashable {
    public var date: LocalDate
    public var time: LocalTime?
    public var weightKg: Double
    public var source: LogLocation

    public init(date: LocalDate, time: LocalTime?, weightKg: Double, source: LogLocation) {
        self.date = date
        self.time = time
        self.weightKg = weightKg
        self.source = source
    }
}

/// Body mass index with the seed's categories.
public struct BodyMassIndex: Sendable, Hashable {
    public enum Category: String, Sendable { case underweight, normal, overweight, obese }

    public let value: Double

    public init?(weightKg: Double, heightCm: Double) {
        guard weightKg > 0, heightCm > 0 else { return nil }
        let metres = heightCm / 100
        value = weightKg / (metres * metres)
    }

    public var category: Category {
        switch value {
        case ..<18.5: .underweight
        case ..<25: .normal
        case ..<30: .overweight
        default: .obese
        }
    }
}

/// A planned workout (the seed's `WorkoutTemplate`).
public struct WorkoutTemplate: Codable, Sendable, Hashable {
    public var name: String
    public var exercises: [WorkoutExercise]
    public var notes: String?
    public var source: LogLocation
    /// The rule of every exercise of the template (`progress:`), unless an item has its own.
    public var progress: ProgressionRule?

    public init(name: String, exercises: [WorkoutExercise], notes: String? = nil, source: LogLocation) {
        self.name = name
        self.exercises = exercises
        self.notes = notes
        self.source = source
    }
}
