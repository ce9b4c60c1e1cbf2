/// An exercise in the library: a preset, a user's custom one, or a placeholder for a name
/// the library does not know (an unknown name stays in the log, as LANGUAGE.md §5 asks).
public struct Exercise: Codable, Sendable, Hashable, Identifiable {
    /// The stored fields, compared as they are. An exercise is copied into every item that
    /// names it: kept in one shared box (``SharedValue``), a copy is one reference count.
    struct Fields: Sendable, Hashable {
        var name: String
        var category: ExerciseCategory
        var muscleGroups: [MuscleGroup]
        var equipment: Equipment
        var aliases: [String]
        var isCustom: Bool
        var version: Int
        var isPlaceholder: Bool
        var isUnilateral: Bool
    }

    private var fields: SharedValue<Fields>

    public var name: String {
        get { fields.value.name }
        set { fields.value.name = newValue }
    }
    public var category: ExerciseCategory {
        get { fields.value.category }
        set { fields.value.category = newValue }
    }
    public var muscleGroups: [MuscleGroup] {
        get { fields.value.muscleGroups }
        set { fields.value.muscleGroups = newValue }
    }
    public var equipment: Equipment {
        get { fields.value.equipment }
        set { fields.value.equipment = newValue }
    }
    public var aliases: [String] {
        get { fields.value.aliases }
        set { fields.value.aliases = newValue }
    }
    public var isCustom: Bool {
        get { fields.value.isCustom }
        set { fields.value.isCustom = newValue }
    }
    /// Presets are version ≥ 1 (the library's version); custom exercises are 0.
    public var version: Int {
        get { fields.value.version }
        set { fields.value.version = newValue }
    }
    /// True for a name that is neither preset nor custom.
    public var isPlaceholder: Bool {
        get { fields.value.isPlaceholder }
        set { fields.value.isPlaceholder = newValue }
    }
    /// Done one side at a time (`unilateral: yes`, LANGUAGE.md §8.2): a set written with one
    /// number of reps means that many on each side, and counts both in volume.
    public var isUnilateral: Bool {
        get { fields.value.isUnilateral }
        set { fields.value.isUnilateral = newValue }
    }

    public var id: String { name.lowercased() }

    public init(
        name: String, category: ExerciseCategory, muscleGroups: [MuscleGroup], equipment: Equipment,
        aliases: [String] = [], isCustom: Bool, version: Int, isPlaceholder: Bool = false
    ) {
        fields = SharedValue(Fields(
            name: name, category: category, muscleGroups: muscleGroups, equipment: equipment, aliases: aliases,
            isCustom: isCustom, version: version, isPlaceholder: isPlaceholder, isUnilateral: false))
    }

    private enum CodingKeys: String, CodingKey {
        case name, category, muscleGroups, equipment, aliases, isCustom, version, isPlaceholder, isUnilateral
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        fields = SharedValue(Fields(
            name: try container.decode(String.self, forKey: .name),
            category: try container.decode(ExerciseCategory.self, forKey: .category),
            muscleGroups: try container.decode([MuscleGroup].self, forKey: .muscleGroups),
            equipment: try container.decode(Equipment.self, forKey: .equipment),
            aliases: try container.decode([String].self, forKey: .aliases),
            isCustom: try container.decode(Bool.self, forKey: .isCustom),
            version: try container.decode(Int.self, forKey: .version),
            isPlaceholder: try container.decode(Bool.self, forKey: .isPlaceholder),
            isUnilateral: try container.decodeIfPresent(Bool.self, forKey: .isUnilateral) ?? false))
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
