/// One preset exercise as written in the library's data files.
///
/// The data files are Swift code (one file per category) so the library is checked by the
/// compiler and costs no parsing at run time. A DTO becomes an ``Exercise`` when the
/// library is built.
public struct ExerciseDTO: Sendable {
    public let name: String
    public let category: ExerciseCategory
    public let muscles: [MuscleGroup]
    public let equipment: Equipment
    public let aliases: [String]

    public init(
        _ name: String,
        _ category: ExerciseCategory,
        muscles: [MuscleGroup],
        equipment: Equipment,
        aliases: [String] = []
    ) {
        self.name = name
        self.category = category
        self.muscles = muscles
        self.equipment = equipment
        self.aliases = aliases
    }
}

/// Namespace for the preset exercise data, one static array per category file.
public enum PresetExercises {}
