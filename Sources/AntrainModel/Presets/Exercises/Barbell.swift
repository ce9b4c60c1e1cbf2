/// Barbell presets: the bench press, squat, deadlift and overhead press with their usual
/// variations, plus rows, hip thrusts, shrugs and bar curls.
///
/// The main lifts carry their equipment in the name ("Barbell Bench Press") so they sort
/// beside their dumbbell and machine cousins; the short names lifters type ("Bench Press",
/// "Squat", "Deadlift", "OHP", "RDL") are aliases. The Olympic lifts are in `Metcon.swift`.
extension PresetExercises {
    /// The barbell presets.
    public static let barbell: [ExerciseDTO] = [
        ExerciseDTO(
            "Barbell Bench Press", .barbell, muscles: [.chest, .triceps, .shoulders],
            equipment: .barbell,
            aliases: [
                "Bench Press", "Bench", "BP", "Flat Bench", "Flat Bench Press", "Barbell Bench",
                "BB Bench"
            ]
        ),
        ExerciseDTO(
            "Incline Barbell Bench Press", .barbell, muscles: [.chest, .shoulders, .triceps],
            equipment: .barbell,
            aliases: [
                "Incline Bench Press", "Incline Bench", "Incline Barbell Press", "Incline BB Bench"
            ]
        ),
        ExerciseDTO(
            "Decline Barbell Bench Press", .barbell, muscles: [.chest, .triceps],
            equipment: .barbell, aliases: ["Decline Bench Press", "Decline Bench"]
        ),
        ExerciseDTO(
            "Close Grip Bench Press", .barbell, muscles: [.triceps, .chest, .shoulders],
            equipment: .barbell, aliases: ["Close Grip Bench", "CGBP"]
        ),
        ExerciseDTO(
            "Paused Bench Press", .barbell, muscles: [.chest, .triceps, .shoulders],
            equipment: .barbell, aliases: ["Pause Bench", "Paused Bench", "Pause Bench Press"]
        ),
        ExerciseDTO(
            "Floor Press", .barbell, muscles: [.triceps, .chest], equipment: .barbell,
            aliases: ["Barbell Floor Press"]
        ),
        ExerciseDTO(
            "Barbell Overhead Press", .barbell, muscles: [.shoulders, .triceps, .core],
            equipment: .barbell,
            aliases: [
                "Overhead Press", "OHP", "Military Press", "Standing Press", "Strict Press",
                "Barbell Shoulder Press"
            ]
        ),
        ExerciseDTO(
            "Push Press", .barbell, muscles: [.shoulders, .triceps, .quads], equipment: .barbell,
            aliases: ["Barbell Push Press"]
        ),
        ExerciseDTO(
            "Seated Barbell Overhead Press", .barbell, muscles: [.shoulders, .triceps],
            equipment: .barbell, aliases: ["Seated Barbell Press", "Seated Military Press"]
        ),
        ExerciseDTO(
            "Behind the Neck Press", .barbell, muscles: [.shoulders, .triceps], equipment: .barbell,
            aliases: ["BTN Press"]
        ),
        ExerciseDTO(
            "Barbell Back Squat", .barbell, muscles: [.quads, .glutes, .hamstrings, .core],
            equipment: .barbell,
            aliases: ["Squat", "Back Squat", "Barbell Squat", "BB Squat", "High Bar Squat"]
        ),
        ExerciseDTO(
            "Low Bar Squat", .barbell, muscles: [.glutes, .quads, .hamstrings, .core],
            equipment: .barbell, aliases: ["Low Bar Back Squat"]
        ),
        ExerciseDTO(
            "Barbell Front Squat", .barbell, muscles: [.quads, .glutes, .core], equipment: .barbell,
            aliases: ["Front Squat"]
        ),
        ExerciseDTO(
            "Pause Squat", .barbell, muscles: [.quads, .glutes, .hamstrings], equipment: .barbell,
            aliases: ["Paused Squat"]
        ),
        ExerciseDTO(
            "Box Squat", .barbell, muscles: [.glutes, .quads, .hamstrings], equipment: .barbell,
            aliases: ["Barbell Box Squat"]
        ),
        ExerciseDTO(
            "Safety Bar Squat", .barbell, muscles: [.quads, .glutes, .hamstrings],
            equipment: .barbell, aliases: ["SSB Squat", "Safety Squat Bar Squat"]
        ),
        ExerciseDTO(
            "Zercher Squat", .barbell, muscles: [.quads, .glutes, .core], equipment: .barbell
        ),
        ExerciseDTO(
            "Overhead Squat", .barbell, muscles: [.quads, .shoulders, .core, .glutes],
            equipment: .barbell, aliases: ["OHS"]
        ),
        ExerciseDTO(
            "Barbell Lunge", .barbell, muscles: [.quads, .glutes, .hamstrings], equipment: .barbell,
            aliases: ["BB Lunge"]
        ),
        ExerciseDTO(
            "Barbell Split Squat", .barbell, muscles: [.quads, .glutes], equipment: .barbell
        ),
        ExerciseDTO("Barbell Step Up", .barbell, muscles: [.quads, .glutes], equipment: .barbell),
        ExerciseDTO(
            "Barbell Hip Thrust", .barbell, muscles: [.glutes, .hamstrings], equipment: .barbell,
            aliases: ["Hip Thrust", "Hip Thrusts", "BB Hip Thrust"]
        ),
        ExerciseDTO(
            "Barbell Glute Bridge", .barbell, muscles: [.glutes, .hamstrings], equipment: .barbell,
            aliases: ["BB Glute Bridge"]
        ),
        ExerciseDTO(
            "Barbell Deadlift", .barbell, muscles: [.back, .glutes, .hamstrings, .quads],
            equipment: .barbell, aliases: ["Deadlift", "Conventional Deadlift", "DL", "BB Deadlift"]
        ),
        ExerciseDTO(
            "Sumo Deadlift", .barbell, muscles: [.glutes, .quads, .hamstrings, .back],
            equipment: .barbell, aliases: ["Sumo DL"]
        ),
        ExerciseDTO(
            "Trap Bar Deadlift", .barbell, muscles: [.quads, .glutes, .back, .hamstrings],
            equipment: .barbell, aliases: ["Hex Bar Deadlift", "Trap Bar DL"]
        ),
        ExerciseDTO(
            "Deficit Deadlift", .barbell, muscles: [.back, .hamstrings, .glutes],
            equipment: .barbell
        ),
        ExerciseDTO(
            "Snatch Grip Deadlift", .barbell, muscles: [.back, .hamstrings, .glutes],
            equipment: .barbell
        ),
        ExerciseDTO(
            "Rack Pull", .barbell, muscles: [.back, .glutes], equipment: .barbell,
            aliases: ["Block Pull", "Rack Pulls"]
        ),
        ExerciseDTO(
            "Stiff Leg Deadlift", .barbell, muscles: [.hamstrings, .glutes, .back],
            equipment: .barbell, aliases: ["Stiff Legged Deadlift", "SLDL"]
        ),
        ExerciseDTO(
            "Barbell Romanian Deadlift", .barbell, muscles: [.hamstrings, .glutes, .back],
            equipment: .barbell, aliases: ["Romanian Deadlift", "RDL", "BB RDL"]
        ),
        ExerciseDTO(
            "Good Morning", .barbell, muscles: [.hamstrings, .back, .glutes], equipment: .barbell,
            aliases: ["Barbell Good Morning"]
        ),
        ExerciseDTO(
            "Barbell Row", .barbell, muscles: [.back, .biceps, .shoulders], equipment: .barbell,
            aliases: ["Bent Over Row", "Bent Over Barbell Row", "Barbell Bent Over Row", "BB Row"]
        ),
        ExerciseDTO("Pendlay Row", .barbell, muscles: [.back, .biceps], equipment: .barbell),
        ExerciseDTO(
            "Underhand Barbell Row", .barbell, muscles: [.back, .biceps], equipment: .barbell,
            aliases: ["Yates Row", "Reverse Grip Barbell Row"]
        ),
        ExerciseDTO("T-Bar Row", .barbell, muscles: [.back, .biceps], equipment: .barbell),
        ExerciseDTO(
            "Seal Row", .barbell, muscles: [.back, .biceps], equipment: .barbell,
            aliases: ["Barbell Seal Row"]
        ),
        ExerciseDTO(
            "Barbell Shrug", .barbell, muscles: [.back, .shoulders], equipment: .barbell,
            aliases: ["Shrug", "Shrugs", "BB Shrug"]
        ),
        ExerciseDTO(
            "Barbell Upright Row", .barbell, muscles: [.shoulders, .back], equipment: .barbell,
            aliases: ["Upright Row"]
        ),
        ExerciseDTO(
            "Barbell Curl", .barbell, muscles: [.biceps], equipment: .barbell,
            aliases: ["BB Curl", "Straight Bar Curl", "Standing Barbell Curl"]
        ),
        ExerciseDTO(
            "EZ Bar Curl", .barbell, muscles: [.biceps], equipment: .barbell, aliases: ["EZ Curl"]
        ),
        ExerciseDTO(
            "Barbell Preacher Curl", .barbell, muscles: [.biceps], equipment: .barbell,
            aliases: ["Preacher Curl", "EZ Bar Preacher Curl"]
        ),
        ExerciseDTO(
            "Reverse Barbell Curl", .barbell, muscles: [.biceps], equipment: .barbell,
            aliases: ["Reverse Curl", "Reverse Grip Curl"]
        ),
        ExerciseDTO(
            "Skull Crusher", .barbell, muscles: [.triceps], equipment: .barbell,
            aliases: [
                "Skull Crushers", "Lying Triceps Extension", "Lying Tricep Extension",
                "EZ Bar Skull Crusher"
            ]
        ),
        ExerciseDTO("JM Press", .barbell, muscles: [.triceps, .chest], equipment: .barbell),
        ExerciseDTO(
            "Barbell Calf Raise", .barbell, muscles: [.calves], equipment: .barbell,
            aliases: ["Standing Barbell Calf Raise"]
        ),
        ExerciseDTO("Barbell Rollout", .barbell, muscles: [.core], equipment: .barbell),
    ]
}
