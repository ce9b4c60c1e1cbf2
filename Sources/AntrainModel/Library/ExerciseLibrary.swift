/// Finds exercises by name or alias and searches them (the seed's `ExerciseLibraryProtocol`).
public protocol ExerciseLibraryProtocol: Sendable {
    /// The library's data version (presets ≥ 1).
    var version: Int { get }
    var allExercises: [Exercise] { get }
    func exercise(named name: String) -> Exercise?
    func searchExercises(query: String, category: ExerciseCategory?, muscleGroup: MuscleGroup?) -> [LibraryMatch<Exercise>]
}

/// The preset exercises, read-only, built once.
public struct PresetExerciseLibrary: ExerciseLibraryProtocol {
    public static let shared = PresetExerciseLibrary()

    private let library: NamedLibrary<Exercise>
    public let version = PresetExercises.version

    private init() {
        let version = PresetExercises.version
        library = NamedLibrary(PresetExercises.all.map { dto in
            var exercise = Exercise(name: dto.name, category: dto.category, muscleGroups: dto.muscles, equipment: dto.equipment,
                                    aliases: dto.aliases, isCustom: false, version: version)
            exercise.isUnilateral = PresetExercises.unilateral.contains(dto.name)
            return exercise
        }, staples: PresetExercises.staples, isSearched: { !PresetExercises.isImportName($0) })
    }

    public var allExercises: [Exercise] { library.items }

    public func exercise(named name: String) -> Exercise? { library.item(named: name) }

    public func searchExercises(query: String, category: ExerciseCategory?, muscleGroup: MuscleGroup?) -> [LibraryMatch<Exercise>] {
        library.search(query) { exercise in
            (category == nil || exercise.category == category) && (muscleGroup == nil || exercise.muscleGroups.contains(muscleGroup!))
        }
    }
}

/// Presets plus a workspace's custom exercises; custom names are looked up first (a custom
/// that clashes with a preset is an error the validator reports, so the order rarely shows).
public struct WorkspaceExerciseLibrary: ExerciseLibraryProtocol {
    public let presets: PresetExerciseLibrary
    private let custom: NamedLibrary<Exercise>

    public init(custom: [Exercise], presets: PresetExerciseLibrary = .shared) {
        self.presets = presets
        self.custom = NamedLibrary(custom)
    }

    public var version: Int { presets.version }
    public var customExercises: [Exercise] { custom.items }
    public var allExercises: [Exercise] { custom.items + presets.allExercises }

    public func exercise(named name: String) -> Exercise? {
        custom.item(named: name) ?? presets.exercise(named: name)
    }

    public func searchExercises(query: String, category: ExerciseCategory?, muscleGroup: MuscleGroup?) -> [LibraryMatch<Exercise>] {
        let filter: (Exercise) -> Bool = { exercise in
            (category == nil || exercise.category == category) && (muscleGroup == nil || exercise.muscleGroups.contains(muscleGroup!))
        }
        var matches = custom.search(query, where: filter)
        matches += presets.searchExercises(query: query, category: category, muscleGroup: muscleGroup)
        matches.sort { lhs, rhs in
            if lhs.score != rhs.score { return lhs.score > rhs.score }
            return lhs.item.name < rhs.item.name
        }
        return matches
    }
}
