/// FIT exercises for the kettlebell presets (Sources/AntrainModel/Presets/Exercises/Kettlebell.swift).
///
/// Each preset gets the nearest exercise in Garmin's profile; a preset the profile has no
/// name for gets its category alone, which Garmin Connect shows as the family ("Bench Press").
extension FITExerciseMapping {
    static let kettlebell: [(preset: String, exercise: FITExercise)] = [
        ("Kettlebell Swing", FITExercise(.hipRaise, 23, "kettlebell_swing")),
        ("American Kettlebell Swing", FITExercise(.squat, 98, "squat_american_swing")),
        ("Single Arm Kettlebell Swing", FITExercise(.hipSwing, 0, "single_arm_kettlebell_swing")),
        ("Kettlebell Goblet Squat", FITExercise(.squat, 37, "goblet_squat")),
        ("Kettlebell Front Squat", FITExercise(.squat, 38, "kettlebell_squat")),
        ("Kettlebell Deadlift", FITExercise(.deadlift, 20, "kettlebell_deadlift")),
        ("Kettlebell Single Leg Deadlift", FITExercise(.deadlift, 6, "one_arm_one_leg_deadlift")),
        ("Kettlebell Reverse Lunge", FITExercise(.lunge, 32, "lunge")),
        ("Kettlebell Clean", FITExercise(.olympicLift, 11, "clean")),
        ("Kettlebell Snatch", FITExercise(.olympicLift, 18, "single_arm_kettlebell_snatch")),
        ("Kettlebell Press", FITExercise(.shoulderPress, 27, "strict_press")),
        ("Kettlebell Push Press", FITExercise(.shoulderPress, 13, "one_arm_push_press")),
        ("Kettlebell Clean and Press", FITExercise(.olympicLift, 27, "clean_and_press")),
        ("Bottoms Up Kettlebell Press", FITExercise(.shoulderPress, 27, "strict_press")),
        ("Kettlebell Thruster", FITExercise(.squat, 79, "thrusters")),
        ("Kettlebell High Pull", FITExercise(.olympicLift, 8, "barbell_high_pull")),
        ("Kettlebell Row", FITExercise(.row, 9, "kettlebell_row")),
        ("Turkish Get Up", FITExercise(.core, 89, "turkish_get_up")),
        ("Kettlebell Windmill", FITExercise(.core, 17, "kettlebell_windmill")),
        ("Kettlebell Halo", FITExercise(.lateralRaise, 33, "shaving_the_head")),
        ("Kettlebell Front Rack Carry", FITExercise(.carry, 7, "farmers_carry")),
        ("Kettlebell Gorilla Row", FITExercise(.row, 9, "kettlebell_row")),
        ("Kettlebell Around the World", FITExercise(.core)),
        ("Kettlebell Curl", FITExercise(.curl, 24, "kettlebell_biceps_curl")),
    ]
}
