extension PresetExercises {
    /// The exercises most lifters log, ranked first among equally good matches: "inc db"
    /// abbreviates Incline Dumbbell Press far more often than Incline Dumbbell Fly.
    /// Completion ranks by the user's own history first; this is only the starting prior.
    public static let staples = [
        "Barbell Bench Press", "Barbell Back Squat", "Barbell Deadlift", "Barbell Overhead Press", "Barbell Row",
        "Pull Up", "Chin Up", "Barbell Romanian Deadlift", "Incline Dumbbell Press", "Dumbbell Bench Press",
        "Lat Pulldown", "Leg Press", "Dumbbell Curl", "Tricep Pushdown", "Dip", "Push Up", "Barbell Hip Thrust",
        "Barbell Front Squat", "Dumbbell Lateral Raise", "Face Pull", "Lying Leg Curl", "Leg Extension",
        "Standing Calf Raise", "Plank", "Seated Cable Row", "One Arm Dumbbell Row", "Incline Barbell Bench Press",
        "Bulgarian Split Squat", "Hammer Curl", "Barbell Curl", "Running", "Cycling", "Rowing Machine",
    ]
}
