/// Machine presets: selectorized and plate-loaded stations, Smith machine lifts and the
/// assisted pull-up and dip machines.
///
/// Lat pulldowns and cable rows are on a cable stack and live in `Cable.swift`; a plate-loaded
/// pulldown is "Lat Pulldown Machine". The apps' assisted pull-ups and dips ("Pull Up
/// (Assisted)", "Chest Dip (Assisted)") are aliases of the assisted machines here; the
/// assistance is written as a `BW-` load.
extension PresetExercises {
    /// The machine presets.
    public static let machine: [ExerciseDTO] = [
        ExerciseDTO(
            "Leg Press", .machine, muscles: [.quads, .glutes, .hamstrings], equipment: .machine,
            aliases: [
                "Leg Press Machine", "45 Degree Leg Press", "Seated Leg Press",
                "Leg Press (Machine)", "Seated Leg Press (Machine)",
                "Leg Press Horizontal (Machine)", "Horizontal Leg Press"
            ]
        ),
        ExerciseDTO(
            "Single Leg Press", .machine, muscles: [.quads, .glutes], equipment: .machine,
            aliases: ["Single Leg Leg Press", "One Leg Press", "Single Leg Press (Machine)"]
        ),
        ExerciseDTO(
            "Hack Squat", .machine, muscles: [.quads, .glutes], equipment: .machine,
            aliases: ["Hack Squat Machine", "Machine Hack Squat", "Hack Squats"]
        ),
        ExerciseDTO(
            "Pendulum Squat", .machine, muscles: [.quads, .glutes], equipment: .machine,
            aliases: ["Pendulum Squat (Machine)"]
        ),
        ExerciseDTO(
            "Belt Squat", .machine, muscles: [.quads, .glutes], equipment: .machine,
            aliases: ["Belt Squat Machine"]
        ),
        ExerciseDTO(
            "Smith Machine Squat", .machine, muscles: [.quads, .glutes], equipment: .machine,
            aliases: ["Smith Squat", "Squat (Smith Machine)"]
        ),
        ExerciseDTO(
            "Smith Machine Split Squat", .machine, muscles: [.quads, .glutes], equipment: .machine,
            aliases: ["Smith Split Squat"]
        ),
        ExerciseDTO(
            "Smith Machine Hip Thrust", .machine, muscles: [.glutes, .hamstrings],
            equipment: .machine, aliases: ["Smith Hip Thrust", "Hip Thrust (Smith Machine)"]
        ),
        ExerciseDTO(
            "Smith Machine Bench Press", .machine, muscles: [.chest, .triceps, .shoulders],
            equipment: .machine,
            aliases: ["Smith Bench", "Smith Machine Bench", "Bench Press (Smith Machine)"]
        ),
        ExerciseDTO(
            "Smith Machine Incline Press", .machine, muscles: [.chest, .shoulders, .triceps],
            equipment: .machine,
            aliases: [
                "Smith Incline Press", "Incline Smith Press", "Incline Bench Press (Smith Machine)"
            ]
        ),
        ExerciseDTO(
            "Smith Machine Overhead Press", .machine, muscles: [.shoulders, .triceps],
            equipment: .machine,
            aliases: ["Smith Shoulder Press", "Smith OHP", "Overhead Press (Smith Machine)"]
        ),
        ExerciseDTO(
            "Leg Extension", .machine, muscles: [.quads], equipment: .machine,
            aliases: ["Leg Extensions", "Quad Extension", "Leg Extension (Machine)", "Single Leg Extensions", "Single Leg Extension"]
        ),
        ExerciseDTO(
            "Lying Leg Curl", .machine, muscles: [.hamstrings], equipment: .machine,
            aliases: [
                "Leg Curl", "Leg Curls", "Hamstring Curl", "Prone Leg Curl",
                "Lying Leg Curl (Machine)", "Hamstring Curls"
            ]
        ),
        ExerciseDTO(
            "Seated Leg Curl", .machine, muscles: [.hamstrings], equipment: .machine,
            aliases: ["Seated Hamstring Curl", "Seated Leg Curl (Machine)"]
        ),
        ExerciseDTO(
            "Standing Calf Raise", .machine, muscles: [.calves], equipment: .machine,
            aliases: [
                "Calf Raise", "Calf Raises", "Machine Calf Raise", "Standing Calf Raise (Machine)",
                "Calf Raise (Machine)", "Standing Calf Raise (Smith)"
            ]
        ),
        ExerciseDTO(
            "Seated Calf Raise", .machine, muscles: [.calves], equipment: .machine,
            aliases: [
                "Seated Calf Raises", "Seated Calf Raise (Machine)",
                "Seated Calf Raise (Plate Loaded)"
            ]
        ),
        ExerciseDTO(
            "Leg Press Calf Raise", .machine, muscles: [.calves], equipment: .machine,
            aliases: [
                "Calf Press", "Calf Press on Leg Press", "Calf Press on Seated Leg Press",
                "Calf Press (Machine)", "Calf Extension (Machine)"
            ]
        ),
        ExerciseDTO(
            "Hip Abduction", .machine, muscles: [.glutes], equipment: .machine,
            aliases: [
                "Hip Abduction Machine", "Abductor Machine", "Hip Abductor",
                "Hip Abductor (Machine)", "Hip Abductions"
            ]
        ),
        ExerciseDTO(
            "Hip Adduction", .machine, muscles: [.quads, .glutes], equipment: .machine,
            aliases: [
                "Hip Adduction Machine", "Adductor Machine", "Hip Adductor",
                "Hip Adductor (Machine)", "Hip Adductions"
            ]
        ),
        ExerciseDTO(
            "Glute Kickback Machine", .machine, muscles: [.glutes, .hamstrings],
            equipment: .machine, aliases: ["Machine Glute Kickback", "Rear Kick (Machine)"]
        ),
        ExerciseDTO(
            "Hip Thrust Machine", .machine, muscles: [.glutes, .hamstrings], equipment: .machine,
            aliases: ["Machine Hip Thrust"]
        ),
        ExerciseDTO(
            "Chest Press Machine", .machine, muscles: [.chest, .triceps, .shoulders],
            equipment: .machine,
            aliases: [
                "Machine Chest Press", "Chest Press", "Seated Chest Press",
                "Iso-Lateral Chest Press (Machine)", "Iso-Lateral Chest Press"
            ]
        ),
        ExerciseDTO(
            "Incline Chest Press Machine", .machine, muscles: [.chest, .shoulders, .triceps],
            equipment: .machine, aliases: ["Machine Incline Press", "Incline Machine Press"]
        ),
        ExerciseDTO(
            "Pec Deck", .machine, muscles: [.chest], equipment: .machine,
            aliases: [
                "Pec Fly", "Machine Fly", "Pec Deck Fly", "Pec Deck (Machine)",
                "Butterfly (Pec Deck)", "Chest Fly (Machine)", "Butterfly"
            ]
        ),
        ExerciseDTO(
            "Reverse Pec Deck", .machine, muscles: [.shoulders, .back], equipment: .machine,
            aliases: [
                "Rear Delt Machine", "Machine Rear Delt Fly", "Reverse Machine Fly",
                "Reverse Fly (Machine)", "Rear Delt Reverse Fly (Machine)"
            ]
        ),
        ExerciseDTO(
            "Shoulder Press Machine", .machine, muscles: [.shoulders, .triceps],
            equipment: .machine,
            aliases: [
                "Machine Shoulder Press", "Machine Overhead Press", "Shoulder Press (Plate Loaded)",
                "Shoulder Press (Machine Plates)", "Seated Shoulder Press (Machine)"
            ]
        ),
        ExerciseDTO(
            "Lateral Raise Machine", .machine, muscles: [.shoulders], equipment: .machine,
            aliases: ["Machine Lateral Raise"]
        ),
        ExerciseDTO(
            "Seated Row Machine", .machine, muscles: [.back, .biceps], equipment: .machine,
            aliases: [
                "Machine Row", "Machine Seated Row", "Iso-Lateral Row (Machine)",
                "Iso-Lateral Low Row", "Iso-Lateral Row"
            ]
        ),
        ExerciseDTO(
            "High Row Machine", .machine, muscles: [.back, .biceps], equipment: .machine,
            aliases: ["Iso-Lateral High Row (Machine)", "Machine High Row", "High Row"]
        ),
        ExerciseDTO(
            "Chest Supported T-Bar Row", .machine, muscles: [.back, .biceps], equipment: .machine,
            aliases: ["T-Bar Row Machine"]
        ),
        ExerciseDTO(
            "Lat Pulldown Machine", .machine, muscles: [.back, .biceps], equipment: .machine,
            aliases: ["Machine Lat Pulldown", "Vertical Traction (Machine)"]
        ),
        ExerciseDTO(
            "Assisted Pull Up", .machine, muscles: [.back, .biceps], equipment: .machine,
            aliases: [
                "Assisted Chin Up", "Assisted Pull Up Machine", "Pull Up (Assisted)",
                "Chin Up (Assisted)"
            ]
        ),
        ExerciseDTO(
            "Assisted Dip", .machine, muscles: [.chest, .triceps], equipment: .machine,
            aliases: [
                "Assisted Dips", "Assisted Dip Machine", "Chest Dip (Assisted)",
                "Triceps Dip (Assisted)"
            ]
        ),
        ExerciseDTO(
            "Machine Dip", .machine, muscles: [.triceps, .chest], equipment: .machine,
            aliases: ["Seated Dip", "Dip Machine", "Seated Dip Machine"]
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
            aliases: ["Tricep Extension Machine", "Triceps Extension (Machine)", "Seated Triceps Press"]
        ),
        ExerciseDTO(
            "Machine Shrug", .machine, muscles: [.back, .shoulders], equipment: .machine,
            aliases: ["Shrug Machine", "Shrug (Smith Machine)"]
        ),
        ExerciseDTO(
            "Ab Crunch Machine", .machine, muscles: [.core], equipment: .machine,
            aliases: ["Machine Crunch", "Crunch Machine"]
        ),
        ExerciseDTO(
            "Rotary Torso", .machine, muscles: [.core], equipment: .machine,
            aliases: ["Torso Rotation Machine", "Torso Rotation"]
        ),
        ExerciseDTO(
            "Back Extension Machine", .machine, muscles: [.back, .glutes], equipment: .machine,
            aliases: ["Machine Back Extension", "Lower Back Machine"]
        ),
        ExerciseDTO(
            "Reverse Hyperextension", .machine, muscles: [.glutes, .hamstrings, .back],
            equipment: .machine, aliases: ["Reverse Hyper"]
        ),
        ExerciseDTO(
            "Smith Machine Deadlift", .machine, muscles: [.hamstrings, .glutes, .back], equipment: .machine,
            aliases: ["Deadlift (Smith Machine)", "Smith Deadlift"]
        ),
        ExerciseDTO(
            "Decline Chest Press Machine", .machine, muscles: [.chest, .triceps], equipment: .machine,
            aliases: ["Decline Bench Press (Machine)", "Decline Chest Press"]
        ),
        ExerciseDTO(
            "Smith Machine Decline Press", .machine, muscles: [.chest, .triceps], equipment: .machine,
            aliases: ["Decline Bench Press (Smith Machine)", "Smith Decline Press"]
        ),
        ExerciseDTO(
            "Pullover Machine", .machine, muscles: [.back], equipment: .machine,
            aliases: ["Pullover (Machine)", "Machine Pullover"]
        ),
        ExerciseDTO(
            "Squat Machine", .machine, muscles: [.quads, .glutes], equipment: .machine,
            aliases: ["Squat (Machine)", "Machine Squat"]
        ),
        ExerciseDTO(
            "Standing Leg Curl", .machine, muscles: [.hamstrings], equipment: .machine,
            aliases: ["Standing Leg Curls", "Standing Leg Curl (Machine)"]
        ),
    ]
}
