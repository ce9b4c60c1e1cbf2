import AntrainModel

/// The exporter's tables read backwards, for `antrain import` of FIT files: a set's category
/// and exercise name back to a preset, a session's sport back to a cardio type. Built from
/// the same rows as the export, never a second copy, so a row added there reads back too.
extension FITExerciseMapping {
    private static let presetByExercise: [FITExerciseKey: String] = {
        var table: [FITExerciseKey: String] = [:]
        // The first row in the library's order wins: `barbell_bench_press` is written for
        // Barbell, Decline and Paused Bench Press and reads back as Barbell Bench Press.
        for row in rows {
            guard let name = row.exercise.name else { continue }
            let key = FITExerciseKey(category: row.exercise.category.rawValue, name: name)
            if table[key] == nil { table[key] = row.preset }
        }
        return table
    }()

    /// The preset a set's `category` and `category_subtype` name, or nil when the table has
    /// no row with that exact name (a category alone names no preset: many share it).
    public static func preset(category: UInt16, name: UInt16?) -> String? {
        guard let name else { return nil }
        return presetByExercise[FITExerciseKey(category: category, name: name)]
    }

    /// Garmin's name of the exercise when some row of the table carries it (`barbell_bench_press`).
    public static func profileName(category: UInt16, name: UInt16) -> String? {
        rows.first { $0.exercise.category.rawValue == category && $0.exercise.name == name }?.exercise.profileName
    }

    /// The muscle group whose custom exercises the export files under `category`: the
    /// reverse of ``custom(category:muscles:)``, for the definition of an unmapped exercise.
    public static func muscle(of category: FITExerciseCategory) -> MuscleGroup? {
        MuscleGroup.allCases.first { custom(category: .barbell, muscles: [$0]).category == category && $0 != .forearms }
            ?? MuscleGroup.allCases.first { custom(category: .barbell, muscles: [$0]).category == category }
    }
}

private struct FITExerciseKey: Hashable {
    var category: UInt16
    var name: UInt16
}

extension FITSportKind {
    /// The cardio type of a session's sport and sub-sport: the type the export writes as
    /// exactly that pair, else the one it writes with the same sport and a generic sub-sport
    /// (a treadmill run, `running`/`treadmill`, is a run). Nil for sports no cardio entry
    /// holds (training, tennis...).
    public static func cardioType(sport: UInt8, subSport: UInt8?) -> CardioType? {
        let exact = CardioType.allCases.first { of($0).sport.rawValue == sport && of($0).subSport.rawValue == (subSport ?? 0) }
        return exact ?? CardioType.allCases.first { of($0).sport.rawValue == sport && of($0).subSport == .generic }
    }

    /// Whether a session is strength training (`training`/`strength_training`).
    public static func isStrength(sport: UInt8, subSport: UInt8?) -> Bool {
        sport == strength.sport.rawValue && subSport == strength.subSport.rawValue
    }
}
