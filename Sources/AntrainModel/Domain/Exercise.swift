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
    /// Done one side at a time (`unilateral: yes`, LANGUAGE.md §8.2): a set written with one
    /// number of reps means that many on each side, and counts both in volume.
    public var isUnilateral = false

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

    private enum CodingKeys: String, CodingKey {
        case name, category, muscleGroups, equipment, aliases, isCustom, version, isPlaceholder, isUnilateral
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        category = try container.decode(ExerciseCategory.self, forKey: .category)
        muscleGroups = try container.decode([MuscleGroup].self, forKey: .muscleGroups)
        equipment = try container.decode(Equipment.self, forKey: .equipment)
        aliases = try container.decode([String].self, forKey: .aliases)
        isCustom = try container.decode(Bool.self, forKey: .isCustom)
        version = try container.decode(Int.self, forKey: .version)
        isPlaceholder = try container.decode(Bool.self, forKey: .isPlaceholder)
        isUnilateral = try container.decodeIfPresent(Bool.self, forKey: .isUnilateral) ?? false
    }

    /// Writes the exercise as the export always has, adding `isUnilateral` only when true.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(category, forKey: .category)
        try container.encode(muscleGroups, forKey: .muscleGroups)
        try container.encode(equipment, forKey: .equipment)
        try container.encode(aliases, forKey: .aliases)
        try container.encode(isCustom, forKey: .isCustom)
        try container.encode(version, forKey: .version)
        try container.encode(isPlaceholder, forKey: .isPlaceholder)
        if isUnilateral { try container.encode(true, forKey: .isUnilateral) }
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
