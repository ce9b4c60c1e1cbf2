/// FIT exercises for the cable presets (Sources/AntrainModel/Presets/Exercises/Cable.swift).
///
/// Each preset gets the nearest exercise in Garmin's profile; a preset the profile has no
/// name for gets its category alone, which Garmin Connect shows as the family ("Bench Press").
extension FITExerciseMapping {
    static let cable: [(preset: String, exercise: FITExercise)] = [
        ("Lat Pulldown", FITExercise(.pullUp, 13, "lat_pulldown")),
        ("Close Grip Lat Pulldown", FITExercise(.pullUp, 5, "close_grip_lat_pulldown")),
        ("Reverse Grip Lat Pulldown", FITExercise(.pullUp, 18, "reverse_grip_pulldown")),
        ("Single Arm Lat Pulldown", FITExercise(.pullUp, 13, "lat_pulldown")),
        ("Straight Arm Pulldown", FITExercise(.pullUp, 20, "straight_arm_pulldown")),
        ("Seated Cable Row", FITExercise(.row, 18, "seated_cable_row")),
        ("Single Arm Cable Row", FITExercise(.row, 20, "single_arm_cable_row")),
        ("Face Pull", FITExercise(.row, 5, "face_pull")),
        ("Tricep Pushdown", FITExercise(.tricepsExtension, 39, "triceps_pressdown")),
        ("Tricep Rope Pushdown", FITExercise(.tricepsExtension, 19, "rope_pressdown")),
        ("Cable Overhead Tricep Extension", FITExercise(.tricepsExtension, 5, "cable_overhead_triceps_extension")),
        ("Cable Tricep Kickback", FITExercise(.tricepsExtension, 3, "cable_kickback")),
        ("Cable Curl", FITExercise(.curl, 8, "cable_biceps_curl")),
        ("Cable Hammer Curl", FITExercise(.curl, 9, "cable_hammer_curl")),
        ("Bayesian Curl", FITExercise(.curl, 7, "behind_the_back_one_arm_cable_curl")),
        ("Cable Crossover", FITExercise(.flye, 0, "cable_crossover")),
        ("Low to High Cable Fly", FITExercise(.flye, 0, "cable_crossover")),
        ("Cable Chest Press", FITExercise(.benchPress, 20, "single_arm_cable_chest_press")),
        ("Cable Lateral Raise", FITExercise(.lateralRaise, 14, "one_arm_cable_lateral_raise")),
        ("Cable Front Raise", FITExercise(.lateralRaise, 5, "cable_front_raise")),
        ("Cable Rear Delt Fly", FITExercise(.flye, 6, "single_arm_standing_cable_reverse_flye")),
        ("Cable Upright Row", FITExercise(.shrug, 24, "upright_row")),
        ("Cable Shrug", FITExercise(.shrug)),
        ("Cable External Rotation", FITExercise(.shoulderStability, 4, "cable_external_rotation")),
        ("Cable Internal Rotation", FITExercise(.shoulderStability, 33, "cable_internal_rotation")),
        ("Cable Crunch", FITExercise(.crunch, 1, "cable_crunch")),
        ("Cable Woodchopper", FITExercise(.chop, 2, "cable_woodchop")),
        ("Pallof Press", FITExercise(.core, 6, "cable_core_press")),
        ("Cable Pull Through", FITExercise(.chop, 0, "cable_pull_through")),
        ("Cable Glute Kickback", FITExercise(.hipStability, 30, "standing_rear_leg_raise")),
        ("Cable Hip Abduction", FITExercise(.hipStability, 27, "standing_cable_hip_abduction")),
        ("Overhead Cable Curl", FITExercise(.curl, 8, "cable_biceps_curl")),
        ("Cable Reverse Curl", FITExercise(.curl, 8, "cable_biceps_curl")),
        ("Squat Row", FITExercise(.row, 1, "cable_row_standing")),
    ]
}
