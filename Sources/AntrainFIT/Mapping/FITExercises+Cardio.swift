/// FIT exercises for the cardio presets (Sources/AntrainModel/Presets/Exercises/Cardio.swift).
///
/// Each preset gets the nearest exercise in Garmin's profile; a preset the profile has no
/// name for gets its category alone, which Garmin Connect shows as the family ("Bench Press").
extension FITExerciseMapping {
    static let cardio: [(preset: String, exercise: FITExercise)] = [
        ("Running", FITExercise(.run, 0, "run")),
        ("Sprint", FITExercise(.run, 3, "sprint")),
        ("Hill Sprint", FITExercise(.run, 3, "sprint")),
        ("Trail Running", FITExercise(.run, 0, "run")),
        ("Walking", FITExercise(.run, 1, "walk")),
        ("Hiking", FITExercise(.run, 1, "walk")),
        ("Rucking", FITExercise(.run, 1, "walk")),
        ("Cycling", FITExercise(.bike, 0, "bike")),
        ("Stationary Bike", FITExercise(.indoorBike, 3, "stationary_bike")),
        ("Air Bike", FITExercise(.indoorBike, 0, "air_bike")),
        ("Rowing Machine", FITExercise(.indoorRow, 0, "rowing_machine")),
        ("Swimming", FITExercise(.cardio)),
        ("Elliptical", FITExercise(.elliptical, 0, "elliptical")),
        ("Ski Erg", FITExercise(.cardio)),
        ("Cross Country Skiing", FITExercise(.cardio)),
        ("Jump Rope", FITExercise(.cardio, 6, "jump_rope")),
        ("Stair Climber", FITExercise(.stairStepper, 0, "stair_stepper")),
        ("Boxing", FITExercise(.cardio, 42, "punch")),
        ("Kayaking", FITExercise(.cardio)),
        ("Aerobics", FITExercise(.cardio)),
        ("HIIT", FITExercise(.cardio)),
        ("Climbing", FITExercise(.cardio)),
        ("Skating", FITExercise(.cardio)),
        ("Skiing", FITExercise(.cardio)),
        ("Snowboarding", FITExercise(.cardio)),
        ("Pilates", FITExercise(.move)),
        ("Yoga", FITExercise(.pose)),
        ("Stretching", FITExercise(.warmUp)),
    ]
}
