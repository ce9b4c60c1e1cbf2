/// Barbell presets: the bench press, squat, deadlift and overhead press with their usual
/// variations, plus rows, hip thrusts, shrugs and bar curls.
///
/// The main lifts carry their equipment in the name ("Barbell Bench Press") so they sort
/// beside their dumbbell and machine cousins; the short names lifters type ("Bench Press",
/// "Squat", "Deadlift", "OHP", "RDL") are aliases. The Olympic lifts are in `Metcon.swift`, but for
/// the hang snatch and the snatch and clean pulls, trained as strength work.
extension PresetExercises {
    /// The barbell presets.
    public static let barbell: [ExerciseDTO] = [
        ExerciseDTO(
            "Barbell Bench Press", .barbell, muscles: [.chest, .triceps, .shoulders],
            equipment: .barbell,
            aliases: [
                "Bench Press", "Bench", "BP", "Flat Bench", "Flat Bench Press", "Barbell Bench",
                "BB Bench", "Bench Press (Barbell)", "Flat Barbell Bench Press"
            ]
        ),
        ExerciseDTO(
            "Wide Grip Bench Press", .barbell, muscles: [.chest, .shoulders, .triceps],
            equipment: .barbell, aliases: ["Bench Press - Wide Grip (Barbell)", "Wide Grip Bench"]
        ),
        ExerciseDTO(
            "Incline Barbell Bench Press", .barbell, muscles: [.chest, .shoulders, .triceps],
            equipment: .barbell,
            aliases: [
                "Incline Bench Press", "Incline Bench", "Incline Barbell Press", "Incline BB Bench",
                "Incline Bench Press (Barbell)"
            ]
        ),
        ExerciseDTO(
            "Decline Barbell Bench Press", .barbell, muscles: [.chest, .triceps],
            equipment: .barbell,
            aliases: ["Decline Bench Press", "Decline Bench", "Decline Bench Press (Barbell)"]
        ),
        ExerciseDTO(
            "Close Grip Bench Press", .barbell, muscles: [.triceps, .chest, .shoulders],
            equipment: .barbell,
            aliases: ["Close Grip Bench", "CGBP", "Bench Press - Close Grip (Barbell)"]
        ),
        ExerciseDTO(
            "Paused Bench Press", .barbell, muscles: [.chest, .triceps, .shoulders],
            equipment: .barbell, aliases: ["Pause Bench", "Paused Bench", "Pause Bench Press"]
        ),
        ExerciseDTO(
            "Floor Press", .barbell, muscles: [.triceps, .chest], equipment: .barbell,
            aliases: ["Barbell Floor Press", "Floor Press (Barbell)"]
        ),
        ExerciseDTO(
            "Barbell Overhead Press", .barbell, muscles: [.shoulders, .triceps, .core],
            equipment: .barbell,
            aliases: [
                "Overhead Press", "OHP", "Military Press", "Standing Press", "Strict Press",
                "Barbell Shoulder Press", "Overhead Press (Barbell)", "Strict Military Press",
                "Strict Military Press (Barbell)", "Standing Military Press", "Standing Military Press (Barbell)"
            ]
        ),
        ExerciseDTO(
            "Push Press", .barbell, muscles: [.shoulders, .triceps, .quads], equipment: .barbell,
            aliases: ["Barbell Push Press", "Push Press (Barbell)"]
        ),
        ExerciseDTO(
            "Seated Barbell Overhead Press", .barbell, muscles: [.shoulders, .triceps],
            equipment: .barbell,
            aliases: [
                "Seated Barbell Press", "Seated Military Press", "Seated Overhead Press (Barbell)"
            ]
        ),
        ExerciseDTO(
            "Behind the Neck Press", .barbell, muscles: [.shoulders, .triceps], equipment: .barbell,
            aliases: ["BTN Press"]
        ),
        ExerciseDTO(
            "Barbell Back Squat", .barbell, muscles: [.quads, .glutes, .hamstrings, .core],
            equipment: .barbell,
            aliases: [
                "Squat", "Back Squat", "Barbell Squat", "BB Squat", "High Bar Squat",
                "Squat (Barbell)", "Squats", "Back Squats", "Full Squat", "ATG Squat"
            ]
        ),
        ExerciseDTO(
            "Low Bar Squat", .barbell, muscles: [.glutes, .quads, .hamstrings, .core],
            equipment: .barbell, aliases: ["Low Bar Back Squat"]
        ),
        ExerciseDTO(
            "Barbell Front Squat", .barbell, muscles: [.quads, .glutes, .core], equipment: .barbell,
            aliases: ["Front Squat", "Front Squat (Barbell)", "Front Squats"]
        ),
        ExerciseDTO(
            "Pause Squat", .barbell, muscles: [.quads, .glutes, .hamstrings], equipment: .barbell,
            aliases: ["Paused Squat", "Pause Squat (Barbell)"]
        ),
        ExerciseDTO(
            "Box Squat", .barbell, muscles: [.glutes, .quads, .hamstrings], equipment: .barbell,
            aliases: ["Barbell Box Squat", "Box Squat (Barbell)"]
        ),
        ExerciseDTO(
            "Safety Bar Squat", .barbell, muscles: [.quads, .glutes, .hamstrings],
            equipment: .barbell, aliases: ["SSB Squat", "Safety Squat Bar Squat"]
        ),
        ExerciseDTO(
            "Zercher Squat", .barbell, muscles: [.quads, .glutes, .core], equipment: .barbell,
            aliases: ["Zercher Squat (Barbell)"]
        ),
        ExerciseDTO(
            "Overhead Squat", .barbell, muscles: [.quads, .shoulders, .core, .glutes],
            equipment: .barbell, aliases: ["OHS", "Overhead Squat (Barbell)"]
        ),
        ExerciseDTO(
            "Barbell Lunge", .barbell, muscles: [.quads, .glutes, .hamstrings], equipment: .barbell,
            aliases: ["BB Lunge", "Lunge (Barbell)", "Reverse Lunge (Barbell)"]
        ),
        ExerciseDTO(
            "Barbell Split Squat", .barbell, muscles: [.quads, .glutes], equipment: .barbell
        ),
        ExerciseDTO("Barbell Step Up", .barbell, muscles: [.quads, .glutes], equipment: .barbell),
        ExerciseDTO(
            "Barbell Hip Thrust", .barbell, muscles: [.glutes, .hamstrings], equipment: .barbell,
            aliases: ["Hip Thrust", "Hip Thrusts", "BB Hip Thrust", "Hip Thrust (Barbell)"]
        ),
        ExerciseDTO(
            "Barbell Glute Bridge", .barbell, muscles: [.glutes, .hamstrings], equipment: .barbell,
            aliases: ["BB Glute Bridge", "Glute Bridge (Barbell)", "Partial Glute Bridge (Barbell)"]
        ),
        ExerciseDTO(
            "Barbell Deadlift", .barbell, muscles: [.back, .glutes, .hamstrings, .quads],
            equipment: .barbell,
            aliases: [
                "Deadlift", "Conventional Deadlift", "DL", "BB Deadlift", "Deadlift (Barbell)",
                "Deadlifts"
            ]
        ),
        ExerciseDTO(
            "Sumo Deadlift", .barbell, muscles: [.glutes, .quads, .hamstrings, .back],
            equipment: .barbell, aliases: ["Sumo DL", "Sumo Deadlift (Barbell)", "Sumo Deadlifts"]
        ),
        ExerciseDTO(
            "Trap Bar Deadlift", .barbell, muscles: [.quads, .glutes, .back, .hamstrings],
            equipment: .barbell, aliases: ["Hex Bar Deadlift", "Trap Bar DL", "Deadlift (Trap bar)"]
        ),
        ExerciseDTO(
            "Deficit Deadlift", .barbell, muscles: [.back, .hamstrings, .glutes],
            equipment: .barbell, aliases: ["Deficit Deadlift (Barbell)"]
        ),
        ExerciseDTO(
            "Snatch Grip Deadlift", .barbell, muscles: [.back, .hamstrings, .glutes],
            equipment: .barbell
        ),
        ExerciseDTO(
            "Rack Pull", .barbell, muscles: [.back, .glutes], equipment: .barbell,
            aliases: ["Block Pull", "Rack Pulls", "Rack Pull (Barbell)"]
        ),
        ExerciseDTO(
            "Stiff Leg Deadlift", .barbell, muscles: [.hamstrings, .glutes, .back],
            equipment: .barbell,
            aliases: [
                "Stiff Legged Deadlift", "SLDL", "Stiff Leg Deadlift (Barbell)",
                "Straight Leg Deadlift", "Stiff Leg Deadlifts"
            ]
        ),
        ExerciseDTO(
            "Barbell Romanian Deadlift", .barbell, muscles: [.hamstrings, .glutes, .back],
            equipment: .barbell,
            aliases: [
                "Romanian Deadlift", "RDL", "BB RDL", "Romanian Deadlift (Barbell)",
                "Romanian Deadlifts", "RDLs"
            ]
        ),
        ExerciseDTO(
            "Good Morning", .barbell, muscles: [.hamstrings, .back, .glutes], equipment: .barbell,
            aliases: ["Barbell Good Morning", "Good Morning (Barbell)", "Good Mornings"]
        ),
        ExerciseDTO(
            "Barbell Row", .barbell, muscles: [.back, .biceps, .shoulders], equipment: .barbell,
            aliases: [
                "Bent Over Row", "Bent Over Barbell Row", "Barbell Bent Over Row", "BB Row",
                "Bent Over Row (Barbell)", "Barbell Rows", "Bent Over Rows"
            ]
        ),
        ExerciseDTO(
            "Pendlay Row", .barbell, muscles: [.back, .biceps], equipment: .barbell,
            aliases: ["Pendlay Row (Barbell)"]
        ),
        ExerciseDTO(
            "Underhand Barbell Row", .barbell, muscles: [.back, .biceps], equipment: .barbell,
            aliases: [
                "Yates Row", "Reverse Grip Barbell Row", "Bent Over Row - Underhand (Barbell)"
            ]
        ),
        ExerciseDTO("T-Bar Row", .barbell, muscles: [.back, .biceps], equipment: .barbell),
        ExerciseDTO(
            "Seal Row", .barbell, muscles: [.back, .biceps], equipment: .barbell,
            aliases: ["Barbell Seal Row"]
        ),
        ExerciseDTO(
            "Meadows Row", .barbell, muscles: [.back, .biceps], equipment: .barbell,
            aliases: ["Meadows Rows (Barbell)", "Meadows Row (Barbell)", "Meadows Rows"]
        ),
        ExerciseDTO(
            "Barbell Shrug", .barbell, muscles: [.back, .shoulders], equipment: .barbell,
            aliases: ["Shrug", "Shrugs", "BB Shrug", "Shrug (Barbell)"]
        ),
        ExerciseDTO(
            "Barbell Upright Row", .barbell, muscles: [.shoulders, .back], equipment: .barbell,
            aliases: ["Upright Row", "Upright Row (Barbell)", "Upright Rows"]
        ),
        ExerciseDTO(
            "Barbell Front Raise", .barbell, muscles: [.shoulders], equipment: .barbell,
            aliases: ["Front Raise (Barbell)"]
        ),
        ExerciseDTO(
            "Barbell Curl", .barbell, muscles: [.biceps], equipment: .barbell,
            aliases: [
                "BB Curl", "Straight Bar Curl", "Standing Barbell Curl", "Bicep Curl (Barbell)",
                "Barbell Curls", "Barbell Bicep Curl", "Drag Curl"
            ]
        ),
        ExerciseDTO(
            "EZ Bar Curl", .barbell, muscles: [.biceps], equipment: .barbell,
            aliases: ["EZ Curl", "EZ Bar Biceps Curl", "EZ Bar Bicep Curl"]
        ),
        ExerciseDTO(
            "Barbell Preacher Curl", .barbell, muscles: [.biceps], equipment: .barbell,
            aliases: [
                "Preacher Curl", "EZ Bar Preacher Curl", "Preacher Curl (Barbell)",
                "Preacher Curls"
            ]
        ),
        ExerciseDTO(
            "Reverse Barbell Curl", .barbell, muscles: [.biceps], equipment: .barbell,
            aliases: ["Reverse Curl", "Reverse Grip Curl", "Reverse Curl (Barbell)"]
        ),
        ExerciseDTO(
            "Skull Crusher", .barbell, muscles: [.triceps], equipment: .barbell,
            aliases: [
                "Skull Crushers", "Lying Triceps Extension", "Lying Tricep Extension",
                "EZ Bar Skull Crusher", "Skullcrusher (Barbell)"
            ]
        ),
        ExerciseDTO(
            "Barbell Overhead Tricep Extension", .barbell, muscles: [.triceps], equipment: .barbell,
            aliases: [
                "Triceps Extension (Barbell)", "Barbell Overhead Triceps Extension",
                "EZ Bar Overhead Extension"
            ]
        ),
        ExerciseDTO("JM Press", .barbell, muscles: [.triceps, .chest], equipment: .barbell, aliases: ["JM Press (Barbell)"]),
        ExerciseDTO(
            "Barbell Calf Raise", .barbell, muscles: [.calves], equipment: .barbell,
            aliases: ["Standing Barbell Calf Raise", "Standing Calf Raise (Barbell)"]
        ),
        ExerciseDTO("Barbell Rollout", .barbell, muscles: [.core], equipment: .barbell),
        ExerciseDTO(
            "Barbell Wrist Curl", .barbell, muscles: [.forearms], equipment: .barbell,
            aliases: ["Wrist Curl", "Wrist Curls", "Wrist Curl (Barbell)", "BB Wrist Curl", "Behind the Back Bicep Wrist Curl (Barbell)", "Behind the Back Wrist Curl", "Bilek Bükme", "Halterle Bilek Bükme"]
        ),
        ExerciseDTO(
            "Barbell Reverse Wrist Curl", .barbell, muscles: [.forearms], equipment: .barbell,
            aliases: ["Reverse Wrist Curl", "Reverse Wrist Curls", "Reverse Wrist Curl (Barbell)", "Wrist Extension", "Wrist Extensions", "Seated Wrist Extension (Barbell)", "Ters Bilek Bükme"]
        ),
        ExerciseDTO(
            "Feet Up Bench Press", .barbell, muscles: [.chest, .triceps, .shoulders], equipment: .barbell,
            aliases: ["Feet Up Bench Press (Barbell)", "Feet Up Bench"]
        ),
        ExerciseDTO(
            "Barbell Clean and Press", .metcon, muscles: [.fullBody], equipment: .barbell,
            aliases: ["Clean and Press", "Clean and Press (Barbell)"]
        ),
        ExerciseDTO(
            "Deadlift High Pull", .metcon, muscles: [.fullBody], equipment: .barbell,
            aliases: ["Deadlift High Pull (Barbell)"]
        ),
        ExerciseDTO(
            "Jump Shrug", .metcon, muscles: [.fullBody], equipment: .barbell,
            aliases: ["Jump Shrug (Barbell)"]
        ),
        ExerciseDTO(
            "Single Arm Landmine Press", .barbell, muscles: [.shoulders, .chest, .triceps], equipment: .barbell,
            aliases: ["Single Arm Landmine Press (Barbell)"]
        ),
        ExerciseDTO(
            "Barbell Sumo Squat", .barbell, muscles: [.quads, .glutes], equipment: .barbell,
            aliases: ["Sumo Squat (Barbell)"]
        ),
        ExerciseDTO(
            "Press Under", .metcon, muscles: [.shoulders, .fullBody], equipment: .barbell,
            aliases: ["Snatch Press Under"]
        ),
        // Olympic pulls and the hang snatch are strength work with a bar, as the squat is:
        // their records and e1RM chart like any barbell lift's (issue #42).
        ExerciseDTO(
            "Hang Snatch", .barbell, muscles: [.fullBody], equipment: .barbell,
            aliases: ["Hang Snatch (Barbell)", "Hang Squat Snatch", "Asılı Koparma"]
        ),
        ExerciseDTO(
            "Snatch Pull", .barbell, muscles: [.back, .hamstrings, .glutes], equipment: .barbell,
            aliases: ["Snatch Pulls", "Snatch Pull (Barbell)", "Snatch Grip Pull", "Koparma Çekişi"]
        ),
        ExerciseDTO(
            "Clean Pull", .barbell, muscles: [.back, .hamstrings, .glutes], equipment: .barbell,
            aliases: ["Clean Pulls", "Clean Pull (Barbell)", "Silkme Çekişi"]
        ),
    ]
}
