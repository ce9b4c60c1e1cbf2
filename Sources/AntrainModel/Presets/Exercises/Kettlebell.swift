/// Kettlebell presets: swings, cleans, snatches, presses, squats, carries and the get-up.
///
/// The seed has only the seven categories of ``ExerciseCategory``, none of them for
/// kettlebells, so kettlebell work takes category `.dumbbell` (the nearest hand-held free
/// weight) with equipment `.kettlebell`; the equipment is what tells the two apart.
extension PresetExercises {
    /// The kettlebell presets (category `.dumbbell`, equipment `.kettlebell`).
    public static let kettlebell: [ExerciseDTO] = [
        ExerciseDTO(
            "Kettlebell Swing", .dumbbell, muscles: [.glutes, .hamstrings, .core],
            equipment: .kettlebell,
            aliases: ["KB Swing", "Kettlebell Swings", "Russian Kettlebell Swing", "Russian Swing"]
        ),
        ExerciseDTO(
            "American Kettlebell Swing", .dumbbell, muscles: [.glutes, .hamstrings, .shoulders],
            equipment: .kettlebell, aliases: ["American Swing", "Overhead Kettlebell Swing"]
        ),
        ExerciseDTO(
            "Single Arm Kettlebell Swing", .dumbbell, muscles: [.glutes, .hamstrings, .core],
            equipment: .kettlebell, aliases: ["One Arm Kettlebell Swing", "One Arm KB Swing"]
        ),
        ExerciseDTO(
            "Kettlebell Goblet Squat", .dumbbell, muscles: [.quads, .glutes, .core],
            equipment: .kettlebell, aliases: ["KB Goblet Squat", "Goblet Squat (Kettlebell)"]
        ),
        ExerciseDTO(
            "Kettlebell Front Squat", .dumbbell, muscles: [.quads, .glutes, .core],
            equipment: .kettlebell, aliases: ["Double Kettlebell Front Squat"]
        ),
        ExerciseDTO(
            "Kettlebell Deadlift", .dumbbell, muscles: [.glutes, .hamstrings, .back],
            equipment: .kettlebell, aliases: ["KB Deadlift"]
        ),
        ExerciseDTO(
            "Kettlebell Single Leg Deadlift", .dumbbell, muscles: [.hamstrings, .glutes, .core],
            equipment: .kettlebell, aliases: ["Kettlebell Single Leg RDL", "KB Single Leg RDL"]
        ),
        ExerciseDTO(
            "Kettlebell Reverse Lunge", .dumbbell, muscles: [.quads, .glutes],
            equipment: .kettlebell, aliases: ["KB Reverse Lunge"]
        ),
        ExerciseDTO(
            "Kettlebell Clean", .dumbbell, muscles: [.fullBody], equipment: .kettlebell,
            aliases: ["KB Clean"]
        ),
        ExerciseDTO(
            "Kettlebell Snatch", .dumbbell, muscles: [.fullBody], equipment: .kettlebell,
            aliases: ["KB Snatch"]
        ),
        ExerciseDTO(
            "Kettlebell Press", .dumbbell, muscles: [.shoulders, .triceps], equipment: .kettlebell,
            aliases: ["KB Press", "Kettlebell Overhead Press", "Kettlebell Shoulder Press"]
        ),
        ExerciseDTO(
            "Kettlebell Push Press", .dumbbell, muscles: [.shoulders, .triceps, .quads],
            equipment: .kettlebell, aliases: ["KB Push Press"]
        ),
        ExerciseDTO(
            "Kettlebell Clean and Press", .dumbbell, muscles: [.fullBody, .shoulders],
            equipment: .kettlebell, aliases: ["KB Clean and Press"]
        ),
        ExerciseDTO(
            "Bottoms Up Kettlebell Press", .dumbbell, muscles: [.shoulders, .core],
            equipment: .kettlebell, aliases: ["Bottoms Up Press"]
        ),
        ExerciseDTO(
            "Kettlebell Thruster", .dumbbell, muscles: [.quads, .shoulders, .glutes],
            equipment: .kettlebell, aliases: ["KB Thruster", "Thruster (Kettlebell)"]
        ),
        ExerciseDTO(
            "Kettlebell High Pull", .dumbbell, muscles: [.back, .shoulders, .glutes],
            equipment: .kettlebell, aliases: ["KB High Pull"]
        ),
        ExerciseDTO(
            "Kettlebell Row", .dumbbell, muscles: [.back, .biceps], equipment: .kettlebell,
            aliases: ["KB Row"]
        ),
        ExerciseDTO(
            "Turkish Get Up", .dumbbell, muscles: [.fullBody, .core, .shoulders],
            equipment: .kettlebell, aliases: ["TGU", "Kettlebell Turkish Get Up"]
        ),
        ExerciseDTO(
            "Kettlebell Windmill", .dumbbell, muscles: [.core, .shoulders], equipment: .kettlebell,
            aliases: ["Windmill"]
        ),
        ExerciseDTO(
            "Kettlebell Halo", .dumbbell, muscles: [.shoulders, .core], equipment: .kettlebell,
            aliases: ["Halo"]
        ),
        ExerciseDTO(
            "Kettlebell Front Rack Carry", .dumbbell, muscles: [.core, .fullBody],
            equipment: .kettlebell, aliases: ["Front Rack Carry", "Rack Carry"]
        ),
        ExerciseDTO(
            "Kettlebell Gorilla Row", .dumbbell, muscles: [.back, .biceps], equipment: .kettlebell,
            aliases: ["Gorilla Row (Kettlebell)", "Gorilla Row"]
        ),
        ExerciseDTO(
            "Kettlebell Around the World", .dumbbell, muscles: [.core, .shoulders], equipment: .kettlebell
        ),
        ExerciseDTO(
            "Kettlebell Curl", .dumbbell, muscles: [.biceps], equipment: .kettlebell,
            aliases: ["Kettlebell Bicep Curl"]
        ),
    ]
}
