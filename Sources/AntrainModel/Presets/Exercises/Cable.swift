/// Cable presets: pulldowns, rows, pushdowns, curls, flyes, raises and core work on a cable
/// stack.
///
/// Banded versions of these moves are in `Band.swift`.
extension PresetExercises {
    /// The cable presets.
    public static let cable: [ExerciseDTO] = [
        ExerciseDTO(
            "Lat Pulldown", .cable, muscles: [.back, .biceps], equipment: .cable,
            aliases: [
                "Lat Pulldowns", "Wide Grip Lat Pulldown", "Pulldown", "Cable Lat Pulldown",
                "Lat Pulldown (Cable)", "Lat Pulldown - Wide Grip (Cable)", "Pulldowns"
            ]
        ),
        ExerciseDTO(
            "Close Grip Lat Pulldown", .cable, muscles: [.back, .biceps], equipment: .cable,
            aliases: [
                "Close Grip Pulldown", "V Bar Pulldown", "Neutral Grip Pulldown",
                "Lat Pulldown - Close Grip (Cable)"
            ]
        ),
        ExerciseDTO(
            "Reverse Grip Lat Pulldown", .cable, muscles: [.back, .biceps], equipment: .cable,
            aliases: [
                "Reverse Grip Pulldown", "Underhand Pulldown", "Lat Pulldown - Underhand (Cable)",
                "Reverse Grip Lat Pulldown (Cable)"
            ]
        ),
        ExerciseDTO(
            "Single Arm Lat Pulldown", .cable, muscles: [.back, .biceps], equipment: .cable,
            aliases: ["One Arm Pulldown", "Lat Pulldown (Single Arm)"]
        ),
        ExerciseDTO(
            "Straight Arm Pulldown", .cable, muscles: [.back], equipment: .cable,
            aliases: [
                "Straight Arm Lat Pulldown", "Cable Pullover", "Straight Arm Lat Pulldown (Cable)", "Rope Straight Arm Pulldown"
            ]
        ),
        ExerciseDTO(
            "Seated Cable Row", .cable, muscles: [.back, .biceps], equipment: .cable,
            aliases: [
                "Cable Row", "Seated Row", "Low Row", "Cable Seated Row", "Seated Row (Cable)",
                "Seated Wide-Grip Row (Cable)", "Seated Cable Row - V Grip (Cable)",
                "Seated Cable Row - Bar Grip", "Seated Cable Row - Bar Wide Grip", "Cable Rows",
                "Seated Rows"
            ]
        ),
        ExerciseDTO(
            "Single Arm Cable Row", .cable, muscles: [.back, .biceps], equipment: .cable,
            aliases: ["One Arm Cable Row"]
        ),
        ExerciseDTO(
            "Face Pull", .cable, muscles: [.shoulders, .back], equipment: .cable,
            aliases: ["Face Pulls", "Cable Face Pull", "Rope Face Pull", "Face Pull (Cable)"]
        ),
        ExerciseDTO(
            "Tricep Pushdown", .cable, muscles: [.triceps], equipment: .cable,
            aliases: [
                "Triceps Pushdown", "Tricep Pushdowns", "Cable Pushdown", "Pushdown",
                "Tricep Pressdown", "Triceps Pressdown", "Triceps Pushdown (Cable - Straight Bar)",
                "Single Arm Triceps Pushdown (Cable)"
            ]
        ),
        ExerciseDTO(
            "Tricep Rope Pushdown", .cable, muscles: [.triceps], equipment: .cable,
            aliases: [
                "Rope Pushdown", "Triceps Rope Pushdown", "Rope Tricep Pushdown", "Rope Pushdowns"
            ]
        ),
        ExerciseDTO(
            "Cable Overhead Tricep Extension", .cable, muscles: [.triceps], equipment: .cable,
            aliases: [
                "Cable Overhead Triceps Extension", "Cable Overhead Extension",
                "Overhead Cable Extension", "Overhead Triceps Extension (Cable)",
                "Triceps Extension (Cable)"
            ]
        ),
        ExerciseDTO(
            "Cable Tricep Kickback", .cable, muscles: [.triceps], equipment: .cable,
            aliases: ["Cable Triceps Kickback", "Triceps Kickback (Cable)"]
        ),
        ExerciseDTO(
            "Cable Curl", .cable, muscles: [.biceps], equipment: .cable,
            aliases: ["Cable Bicep Curl", "Cable Biceps Curl", "Bicep Curl (Cable)", "Cable Curls", "Single Arm Curl (Cable)"]
        ),
        ExerciseDTO(
            "Cable Hammer Curl", .cable, muscles: [.biceps], equipment: .cable,
            aliases: ["Rope Hammer Curl", "Rope Curl", "Hammer Curl (Cable)", "Rope Cable Curl"]
        ),
        ExerciseDTO(
            "Bayesian Curl", .cable, muscles: [.biceps], equipment: .cable,
            aliases: ["Bayesian Cable Curl", "Behind the Back Curl (Cable)", "Behind the Back Cable Curl"]
        ),
        ExerciseDTO(
            "Cable Crossover", .cable, muscles: [.chest, .shoulders], equipment: .cable,
            aliases: [
                "Cable Fly", "Cable Flye", "Cable Chest Fly", "High to Low Cable Fly",
                "Cable Fly Crossovers", "Seated Chest Flys (Cable)", "Single Arm Cable Crossover"
            ]
        ),
        ExerciseDTO(
            "Low to High Cable Fly", .cable, muscles: [.chest, .shoulders], equipment: .cable,
            aliases: ["Low Cable Fly", "Low Cable Fly Crossovers"]
        ),
        ExerciseDTO(
            "Cable Chest Press", .cable, muscles: [.chest, .triceps, .shoulders], equipment: .cable,
            aliases: ["Standing Cable Press", "Bench Press (Cable)"]
        ),
        ExerciseDTO(
            "Cable Lateral Raise", .cable, muscles: [.shoulders], equipment: .cable,
            aliases: [
                "Cable Side Raise", "Single Arm Cable Lateral Raise", "Lateral Raise (Cable)",
                "Cable Lateral Raises", "Single Arm Lateral Raise (Cable)"
            ]
        ),
        ExerciseDTO(
            "Cable Front Raise", .cable, muscles: [.shoulders], equipment: .cable,
            aliases: ["Front Raise (Cable)"]
        ),
        ExerciseDTO(
            "Cable Rear Delt Fly", .cable, muscles: [.shoulders, .back], equipment: .cable,
            aliases: [
                "Cable Reverse Fly", "Reverse Cable Crossover", "Reverse Fly (Cable)",
                "Rear Delt Reverse Fly (Cable)", "Reverse Fly Single Arm (Cable)"
            ]
        ),
        ExerciseDTO(
            "Cable Upright Row", .cable, muscles: [.shoulders, .back], equipment: .cable,
            aliases: ["Upright Row (Cable)"]
        ),
        ExerciseDTO("Cable Shrug", .cable, muscles: [.back, .shoulders], equipment: .cable, aliases: ["Shrug (Cable)"]),
        ExerciseDTO(
            "Cable External Rotation", .cable, muscles: [.shoulders], equipment: .cable,
            aliases: ["External Rotation"]
        ),
        ExerciseDTO(
            "Cable Internal Rotation", .cable, muscles: [.shoulders], equipment: .cable,
            aliases: ["Internal Rotation"]
        ),
        ExerciseDTO(
            "Cable Crunch", .cable, muscles: [.core], equipment: .cable,
            aliases: ["Kneeling Cable Crunch", "Rope Crunch", "Cable Crunches"]
        ),
        ExerciseDTO(
            "Cable Woodchopper", .cable, muscles: [.core], equipment: .cable,
            aliases: ["Woodchopper", "Wood Chop", "Cable Wood Chop", "Cable Twist (Down to up)", "Cable Twist (Up to down)"]
        ),
        ExerciseDTO(
            "Pallof Press", .cable, muscles: [.core], equipment: .cable,
            aliases: ["Cable Pallof Press", "Anti-Rotation Press", "Cable Core Palloff Press"]
        ),
        ExerciseDTO(
            "Cable Pull Through", .cable, muscles: [.glutes, .hamstrings], equipment: .cable,
            aliases: ["Pull Through"]
        ),
        ExerciseDTO(
            "Cable Glute Kickback", .cable, muscles: [.glutes], equipment: .cable,
            aliases: ["Glute Kickback", "Cable Kickback", "Standing Cable Glute Kickbacks"]
        ),
        ExerciseDTO(
            "Cable Hip Abduction", .cable, muscles: [.glutes], equipment: .cable,
            aliases: ["Standing Cable Abduction"]
        ),
        ExerciseDTO(
            "Overhead Cable Curl", .cable, muscles: [.biceps], equipment: .cable,
            aliases: ["Overhead Curl (Cable)", "High Cable Curl"]
        ),
        ExerciseDTO(
            "Cable Reverse Curl", .cable, muscles: [.biceps, .forearms], equipment: .cable,
            aliases: ["Reverse Curl (Cable)"]
        ),
        ExerciseDTO(
            "Squat Row", .cable, muscles: [.back, .quads], equipment: .cable
        ),
    ]
}
