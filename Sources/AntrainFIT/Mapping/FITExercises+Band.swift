/// FIT exercises for the band presets (Sources/AntrainModel/Presets/Exercises/Band.swift).
///
/// Each preset gets the nearest exercise in Garmin's profile; a preset the profile has no
/// name for gets its category alone, which Garmin Connect shows as the family ("Bench Press").
extension FITExerciseMapping {
    static let band: [(preset: String, exercise: FITExercise)] = [
        ("Band Pull Apart", FITExercise(.bandedExercises, 32, "pull_apart")),
        ("Band Assisted Pull Up", FITExercise(.pullUp, 42, "band_assisted_pull_up")),
        ("Band Lateral Walk", FITExercise(.bandedExercises, 24, "lateral_band_walks")),
        ("Monster Walk", FITExercise(.bandedExercises, 24, "lateral_band_walks")),
        ("Clamshell", FITExercise(.bandedExercises, 6, "clam_shells")),
        ("Banded Glute Bridge", FITExercise(.bandedExercises, 17, "glute_bridge")),
        ("Banded Squat", FITExercise(.bandedExercises, 42, "squat")),
        ("Band Good Morning", FITExercise(.legCurl, 12, "band_good_morning")),
        ("Shoulder Dislocate", FITExercise(.warmUp, 76, "shoulder_sweeps")),
        ("Band Face Pull", FITExercise(.bandedExercises, 13, "face_pull")),
        ("Band Pushdown", FITExercise(.bandedExercises, 44, "tricep_extension")),
        ("Band Curl", FITExercise(.bandedExercises, 7, "curl")),
        ("Band Overhead Press", FITExercise(.shoulderPress)),
        ("Band Lateral Raise", FITExercise(.bandedExercises, 25, "lateral_raise")),
        ("Band Chest Press", FITExercise(.bandedExercises, 5, "chest_press")),
        ("Band Chest Fly", FITExercise(.bandedExercises, 15, "fly")),
        ("Band Row", FITExercise(.bandedExercises, 35, "row")),
        ("Band Lat Pulldown", FITExercise(.bandedExercises, 26, "latpull")),
        ("Band Pallof Press", FITExercise(.core, 6, "cable_core_press")),
        ("Band External Rotation", FITExercise(.shoulderStability, 1, "band_external_rotation")),
        ("Band Pull Through", FITExercise(.chop, 0, "cable_pull_through")),
        ("Band Deadlift", FITExercise(.bandedExercises, 9, "deadlift")),
        ("Band Front Raise", FITExercise(.bandedExercises, 16, "front_raise")),
        ("Band Hammer Curl", FITExercise(.bandedExercises, 7, "curl")),
    ]
}
