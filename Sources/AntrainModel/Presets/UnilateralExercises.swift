/// The presets done one side at a time (LANGUAGE.md §8.2), by name: a set of one of them
/// written `20x10` is 10 reps on each side and counts both in volume; `20x10|9` gives each
/// side its own. Kept as one list beside the category files so that marking a preset does
/// not touch its entry.
extension PresetExercises {
    public static let unilateral: Set<String> = [
        // Legs
        "Bulgarian Split Squat", "Split Squat", "Pistol Squat", "Lunge", "Walking Lunge", "Reverse Lunge", "Barbell Lunge",
        "Dumbbell Lunge", "Dumbbell Walking Lunge", "Dumbbell Reverse Lunge", "Kettlebell Reverse Lunge",
        "Single Leg Romanian Deadlift", "Kettlebell Single Leg Deadlift", "Single Leg Press", "Single Leg Glute Bridge",
        "Single Leg Calf Raise",
        // Back and arms
        "One Arm Dumbbell Row", "Single Arm Cable Row", "Single Arm Lat Pulldown", "Single Arm Kettlebell Swing",
    ]
}
