/// An exercise in the library: a preset, a user's custom one, or a placeholder for a name
/// the library does not know (an unknown name stays in the log, as LANGUAGE.md §5 asks).
public struct Exercise: Codable, Sendable, Hashable, Identifiable {
    public var name: String
    public var category: ExerciseCategory
    public var muscleGroups: [MuscleGroup]
    public var equipment: Equipment
    public var aliases: [String]
    public var isCustom: Bool
    /// Presets are version ≥ 1 (the library's version); custom exercises are 0.
    public var version: Int
    /// True for a name that is neither preset nor custom.
    public var isPlaceholder: Bool

    public var id: String { name.lowercased() }

    public init(
        name: String, category: ExerciseCategory, muscleGroups: [MuscleGroup], equipment: Equipment,
        aliases: [String] = [], isCustom: Bool, version: Int, isPlaceholder: Bool = false
    ) {
        self.name = name
        self.category = category
        self.muscleGroups = muscleGroups
        self.equipment = equipment
        self.aliases = aliases
        self.isCustom = isCustom
        self.version = version
        self.isPlaceholder = isPlaceholder
    }

    /// A stand-in for a name the library does not know.
    public static func placeholder(named name: String) -> Exercise {
        Exercise(name: name, category: .barbell, muscleGroups: [], equipment: .none,
                 isCustom: true, version: 0, isPlaceholder: true)
    }

    /// "preset", "custom" or "unknown", for hover and tables.
    public var originDescription: String {
        isPlaceholder ? "unknown" : isCustom ? "custom" : "preset"
    }
}
