/// Machine presets: selectorized and plate-loaded stations, Smith machine lifts and the
/// assisted pull-up and dip machines.
///
/// Lat pulldowns and cable rows are on a cable stack and live in `Cable.swift`; a plate-loaded
/// pulldown is "Lat Pulldown Machine".
extension PresetExercises {
    /// The machine presets.
    public static let machine: [ExerciseDTO] = [
        ExerciseDTO(
            "Leg Press", .machine, muscles: [.quads, .glutes, .hamstrings], equipment: .machine,
            aliases: ["Leg Press Machine", "45 Degree Leg Press", "Seated Leg Press"]
        ),
        ExerciseDTO(
            "Single Leg Press", .machine, muscles: [.quads, .glutes], equipment: .machine,
            aliases: ["Single Leg Leg Press", "One Leg Press"]
        ),
        ExerciseDTO(
            "Hack Squat", .machine, muscles: [.quads, .glutes], equipment: .machine,
            aliases: ["Hack Squat Machine", "Machine Hack Squat"]
        ),
        ExerciseDTO("Pendulum Squat", .machine, muscles: [.quads, .glutes], equipment: .machine),
        ExerciseDTO(
            "Belt Squat", .machine, muscles: [.quads, .glutes], equipment: .machine,
            aliases: ["Belt Squat Machine"]
        ),
        ExerciseDTO(
            "Smith Machine Squat", .machine, muscles: [.quads, .glutes], equipment: .machine,
            aliases: ["Smith Squat"]
        ),
        ExerciseDTO(
            "Smith Machine Split Squat", .machine, muscles: [.quads, .glutes], equipment: .machine,
            aliases: ["Smith Split Squat"]
        ),
        ExerciseDTO(
            "Smith Machine Hip Thrust", .machine, muscles: [.glutes, .hamstrings],
            equipment: .machine, aliases: ["Smith Hip Thrust"]
        ),
        ExerciseDTO(
            "Smith Machine Bench Press", .machine, muscles: [.chest, .triceps, .shoulders],
            equipment: .machine, aliases: ["Smith Bench", "Smith Machine Bench"]
        ),
        ExerciseDTO(
            "Smith Machine Incline Press", .machine, muscles: [.chest, .shoulders, .triceps],
            equipment: .machine, aliases: ["Smith Incline Press", "Incline Smith Press"]
        ),
        ExerciseDTO(
            "Smith Machine Overhead Press", .machine, muscles: [.shoulders, .triceps],
            equipment: .machine, aliases: ["Smith Shoulder Press", "Smith OHP"]
        ),
        ExerciseDTO(
            "Leg Extension", .machine, muscles: [.quads], equipment: .machine,
            aliases: ["Leg Extensions", "Quad Extension"]
        ),
        ExerciseDTO(
            "Lying Leg Curl", .machine, muscles: [.hamstrings], equipment: .machine,
            aliases: ["Leg Curl", "Leg Curls", "Hamstring Curl", "Prone Leg Curl"]
        ),
        ExerciseDTO(
            "Seated Leg Curl", .machine, muscles: [.hamstrings], equipment: .machine,
            aliases: ["Seated Hamstring Curl"]
        ),
        ExerciseDTO(
            "Standing Calf Raise", .machine, muscles: [.calves], equipment: .machine,
            aliases: ["Calf Raise", "Calf Raises", "Machine Calf Raise"]
        ),
        ExerciseDTO(
            "Seated Calf Raise", .machine, muscles: [.calves], equipment: .machine,
            aliases: ["Seated Calf Raises"]
        ),
        ExerciseDTO(
            "Leg Press Calf Raise", .machine, muscles: [.calves], equipment: .machine,
            aliases: ["Calf Press"]
        ),
        ExerciseDTO(
            "Hip Abduction", .machine, muscles: [.glutes], equipment: .machine,
            aliases: ["Hip Abduction Machine", "Abductor Machine", "Hip Abductor"]
        ),
        ExerciseDTO(
            "Hip Adduction", .machine, muscles: [.quads, .glutes], equipment: .machine,
            aliases: ["Hip Adduction Machine", "Adductor Machine", "Hip Adductor"]
        ),
        ExerciseDTO(
            "Glute Kickback Machine", .machine, muscles: [.glutes, .hamstrings],
            equipment: .machine, aliases: ["Machine Glute Kickback"]
        ),
        ExerciseDTO(
            "Hip Thrust Machine", .machine, muscles: [.glutes, .hamstrings], equipment: .machine,
            aliases: ["Machine Hip Thrust"]
        ),
        ExerciseDTO(
            "Chest Press Machine", .machine, muscles: [.chest, .triceps, .shoulders],
            equipment: .machine,
            aliases: ["Machine Chest Press", "Chest Press", "Seated Chest Press"]
        ),
        ExerciseDTO(
            "Incline Chest Press Machine", .machine, muscles: [.chest, .shoulders, .triceps],
            equipment: .machine, aliases: ["Machine Incline Press", "Incline Machine Press"]
        ),
        ExerciseDTO(
            "Pec Deck", .machine, muscles: [.chest], equipment: .machine,
            aliases: ["Pec Fly", "Machine Fly", "Pec Deck Fly"]
        ),
        ExerciseDTO(
            "Reverse Pec Deck", .machine, muscles: [.shoulders, .back], equipment: .machine,
            aliases: ["Rear Delt Machine", "Machine Rear Delt Fly", "Reverse Machine Fly"]
        ),
        ExerciseDTO(
            "Shoulder Press Machine", .machine, muscles: [.shoulders, .triceps],
            equipment: .machine, aliases: ["Machine Shoulder Press", "Machine Overhead Press"]
        ),
        ExerciseDTO(
            "Lateral Raise Machine", .machine, muscles: [.shoulders], equipment: .machine,
            aliases: ["Machine Lateral Raise"]
        ),
        ExerciseDTO(
            "Seated Row Machine", .machine, muscles: [.back, .biceps], equipment: .machine,
            aliases: ["Machine Row", "Machine Seated Row"]
        ),
        ExerciseDTO(
            "Chest Supported T-Bar Row", .machine, muscles: [.back, .biceps], equipment: .machine,
            aliases: ["T-Bar Row Machine"]
        ),
        ExerciseDTO(
            "Lat Pulldown Machine", .machine, muscles: [.back, .biceps], equipment: .machine,
            aliases: ["Machine Lat Pulldown"]
        ),
        ExerciseDTO(
            "Assisted Pull Up", .machine, muscles: [.back, .biceps], equipment: .machine,
            aliases: ["Assisted Chin Up", "Assisted Pull Up Machine"]
        ),
        ExerciseDTO(
            "Assisted Dip", .machine, muscles: [.chest, .triceps], equipment: .machine,
            aliases: ["Assisted Dips", "Assisted Dip Machine"]
        ),
        ExerciseDTO(
            "Machine Dip", .machine, muscles: [.triceps, .chest], equipment: .machine,
            aliases: ["Seated Dip", "Dip Machine"]
        ),
        ExerciseDTO(
            "Machine Preacher Curl", .machine, muscles: [.biceps], equipment: .machine,
            aliases: ["Preacher Curl Machine"]
        ),
        ExerciseDTO(
            "Machine Bicep Curl", .machine, muscles: [.biceps], equipment: .machine,
            aliases: ["Bicep Curl Machine", "Machine Curl"]
        ),
        ExerciseDTO(
            "Machine Tricep Extension", .machine, muscles: [.triceps], equipment: .machine,
            aliases: ["Tricep Extension Machine"]
        ),
        ExerciseDTO(
            "Machine Shrug", .machine, muscles: [.back, .shoulders], equipment: .machine,
            aliases: ["Shrug Machine"]
        ),
        ExerciseDTO(
            "Ab Crunch Machine", .machine, muscles: [.core], equipment: .machine,
            aliases: ["Machine Crunch", "Crunch Machine"]
        ),
        ExerciseDTO(
            "Rotary Torso", .machine, muscles: [.core], equipment: .machine,
            aliases: ["Torso Rotation Machine"]
        ),
        ExerciseDTO(
            "Back Extension Machine", .machine, muscles: [.back, .glutes], equipment: .machine,
            aliases: ["Machine Back Extension", "Lower Back Machine"]
        ),
        ExerciseDTO(
            "Reverse Hyperextension", .machine, muscles: [.glutes, .hamstrings, .back],
            equipment: .machine, aliases: ["Reverse Hyper"]
        ),
    ]
}
