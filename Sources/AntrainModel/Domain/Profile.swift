/// The user's profile (the seed's singleton `UserProfile`).
public struct UserProfile: Codable, Sendable, Hashable {
    public var name: String?
    public var heightCm: Double?
    public var unit: WeightUnit
    public var calorieGoal: Double
    public var proteinGoal: Double
    public var carbsGoal: Double
    public var fatGoal: Double

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
}

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

    public init(name: String, exercises: [WorkoutExercise], notes: String? = nil, source: LogLocation) {
        self.name = name
        self.exercises = exercises
        self.notes = notes
        self.source = source
    }
}
