/// The whole preset exercise library and its data version.
///
/// Each category file holds one array; this file joins them in a fixed order so the library
/// (and anything that numbers or snapshots it) sees the same sequence on every run.
///
/// Names as the Strong and Hevy apps write them, with the equipment in parentheses
/// ("Bench Press (Barbell)", "Triceps Pushdown (Cable - Straight Bar)", "Seated Cable Row -
/// V Grip (Cable)"), are aliases written exactly as the apps export them, so history imported
/// from either app resolves. The lookup key drops case, spaces, hyphens and parentheses, so
/// "Bench Press Barbell" finds the same preset; a name that means a movement with no preset
/// ("Bench Press - Wide Grip (Barbell)") got a preset of its own rather than a near alias.
extension PresetExercises {
    /// The version of the preset data (the seed's preset `version`, always at least 1).
    ///
    /// Raise it whenever a preset is added, renamed, removed or given new aliases, so stored
    /// copies of the library know they are stale.
    ///
    /// 2: the Strong and Hevy catalogue names, everyday names and plurals, and the presets
    /// they lacked (wide grip pull-up and bench press, decline and reverse crunch, ...).
    ///
    /// 3: Hevy's whole built-in catalogue (99 % of it and of Strong's resolves), wrist curls,
    /// hang snatch, snatch and clean pulls with their Turkish names, forearm and neck work.
    public static let version = 3

    /// Whether an alias is an app's import name, "Name (Equipment)" as Strong and Hevy write
    /// it: the lookup finds it, but search and completion do not offer it, so typing "bench"
    /// offers Dumbbell Bench Press rather than "Bench Press (Dumbbell)".
    public static func isImportName(_ alias: String) -> Bool {
        alias.contains("(")
    }

    /// Every preset exercise, category file by category file.
    ///
    /// Built from an array of arrays rather than a chain of `+`, which keeps type-checking fast.
    public static let all: [ExerciseDTO] = Array(
        [
            barbell, dumbbell, bodyweight, machine, cable, cardio, metcon, kettlebell, band,
        ].joined()
    )
}
