/// Dumbbell presets: presses, flyes, raises, rows, curls, extensions, lunges and carries done
/// with one or two dumbbells.
///
/// A plate held in the hands is free-weight work too, so the plate front raise sits here with
/// equipment `.plate`. Kettlebell work shares the `.dumbbell` category but has its own file.
extension PresetExercises {
    /// The dumbbell presets (and hand-held plate work).
    public static let dumbbell: [ExerciseDTO] = [
        ExerciseDTO(
            "Dumbbell Bench Press", .dumbbell, muscles: [.chest, .triceps, .shoulders],
            equipment: .dumbbell,
            aliases: [
                "DB Bench Press", "DB Bench", "Flat Dumbbell Press", "Dumbbell Chest Press",
                "Bench Press (Dumbbell)", "Dumbbell Press", "Flat Dumbbell Bench Press"
            ]
        ),
        ExerciseDTO(
            "Incline Dumbbell Press", .dumbbell, muscles: [.chest, .shoulders, .triceps],
            equipment: .dumbbell,
            aliases: [
                "Incline DB Press", "Incline Dumbbell Bench Press", "Incline DB Bench",
                "Incline Bench Press (Dumbbell)", "Incline Dumbbell Bench"
            ]
        ),
        ExerciseDTO(
            "Decline Dumbbell Press", .dumbbell, muscles: [.chest, .triceps], equipment: .dumbbell,
            aliases: [
                "Decline DB Press", "Decline Dumbbell Bench Press",
                "Decline Bench Press (Dumbbell)"
            ]
        ),
        ExerciseDTO(
            "Dumbbell Floor Press", .dumbbell, muscles: [.triceps, .chest], equipment: .dumbbell,
            aliases: ["DB Floor Press", "Floor Press (Dumbbell)"]
        ),
        ExerciseDTO(
            "Dumbbell Squeeze Press", .dumbbell, muscles: [.chest, .triceps], equipment: .dumbbell,
            aliases: ["Squeeze Press", "Crush Press", "Hex Press (Dumbbell)", "Hex Press"]
        ),
        ExerciseDTO(
            "Dumbbell Fly", .dumbbell, muscles: [.chest], equipment: .dumbbell,
            aliases: [
                "Dumbbell Flye", "DB Fly", "Dumbbell Flyes", "Chest Fly (Dumbbell)", "Chest Fly",
                "Dumbbell Chest Fly", "Flat Dumbbell Fly"
            ]
        ),
        ExerciseDTO(
            "Incline Dumbbell Fly", .dumbbell, muscles: [.chest, .shoulders], equipment: .dumbbell,
            aliases: [
                "Incline DB Fly", "Incline Dumbbell Flye", "Incline Chest Fly (Dumbbell)",
                "Incline Chest Fly"
            ]
        ),
        ExerciseDTO(
            "Dumbbell Pullover", .dumbbell, muscles: [.chest, .back], equipment: .dumbbell,
            aliases: ["DB Pullover", "Pullover", "Pullover (Dumbbell)"]
        ),
        ExerciseDTO(
            "Dumbbell Shoulder Press", .dumbbell, muscles: [.shoulders, .triceps],
            equipment: .dumbbell,
            aliases: [
                "DB Shoulder Press", "Dumbbell Overhead Press", "DB OHP", "Seated Dumbbell Press",
                "Shoulder Press (Dumbbell)", "Overhead Press (Dumbbell)",
                "Seated Overhead Press (Dumbbell)", "Seated Shoulder Press", "Shoulder Press",
                "Seated Dumbbell Shoulder Press"
            ]
        ),
        ExerciseDTO(
            "Arnold Press", .dumbbell, muscles: [.shoulders, .triceps], equipment: .dumbbell,
            aliases: ["Dumbbell Arnold Press", "Arnold Press (Dumbbell)"]
        ),
        ExerciseDTO(
            "Dumbbell Lateral Raise", .dumbbell, muscles: [.shoulders], equipment: .dumbbell,
            aliases: [
                "Lateral Raise", "Lateral Raises", "Side Raise", "Side Lateral Raise",
                "DB Lateral Raise", "Lateral Raise (Dumbbell)", "Lat Raise", "Lat Raises",
                "Side Delt Raise", "Seated Lateral Raise (Dumbbell)"
            ]
        ),
        ExerciseDTO(
            "Dumbbell Front Raise", .dumbbell, muscles: [.shoulders], equipment: .dumbbell,
            aliases: ["Front Raise", "DB Front Raise", "Front Raise (Dumbbell)"]
        ),
        ExerciseDTO(
            "Plate Front Raise", .dumbbell, muscles: [.shoulders], equipment: .plate,
            aliases: ["Front Raise (Plate)", "Overhead Plate Raise"]
        ),
        ExerciseDTO(
            "Dumbbell Rear Delt Fly", .dumbbell, muscles: [.shoulders, .back], equipment: .dumbbell,
            aliases: [
                "Rear Delt Fly", "Reverse Fly", "Bent Over Reverse Fly", "DB Rear Delt Fly",
                "Reverse Fly (Dumbbell)", "Rear Delt Reverse Fly (Dumbbell)", "Rear Delt Raise", "Chest Supported Reverse Fly (Dumbbell)"
            ]
        ),
        ExerciseDTO(
            "Dumbbell Y Raise", .dumbbell, muscles: [.shoulders, .back], equipment: .dumbbell,
            aliases: ["Y Raise", "Incline Y Raise", "Chest Supported Y Raise (Dumbbell)"]
        ),
        ExerciseDTO(
            "Dumbbell Upright Row", .dumbbell, muscles: [.shoulders, .back], equipment: .dumbbell,
            aliases: ["DB Upright Row", "Upright Row (Dumbbell)"]
        ),
        ExerciseDTO(
            "Dumbbell Shrug", .dumbbell, muscles: [.back, .shoulders], equipment: .dumbbell,
            aliases: ["DB Shrug", "Shrug (Dumbbell)", "Dumbbell Shrugs"]
        ),
        ExerciseDTO(
            "One Arm Dumbbell Row", .dumbbell, muscles: [.back, .biceps], equipment: .dumbbell,
            aliases: [
                "Dumbbell Row", "DB Row", "Single Arm Dumbbell Row", "One Arm DB Row",
                "Bent Over One Arm Row (Dumbbell)", "Dumbbell Rows"
            ]
        ),
        ExerciseDTO(
            "Dumbbell Bent Over Row", .dumbbell, muscles: [.back, .biceps, .shoulders],
            equipment: .dumbbell,
            aliases: [
                "Bent Over Row (Dumbbell)", "Bent Over Dumbbell Row", "Two Arm Dumbbell Row",
                "DB Bent Over Row"
            ]
        ),
        ExerciseDTO(
            "Chest Supported Dumbbell Row", .dumbbell, muscles: [.back, .biceps, .shoulders],
            equipment: .dumbbell,
            aliases: [
                "Incline Dumbbell Row", "Chest Supported DB Row", "Incline Row (Dumbbell)",
                "Chest Supported Incline Row (Dumbbell)", "Chest Supported Row"
            ]
        ),
        ExerciseDTO(
            "Renegade Row", .dumbbell, muscles: [.back, .core, .chest], equipment: .dumbbell, aliases: ["Renegade Row (Dumbbell)"]
        ),
        ExerciseDTO(
            "Dumbbell Curl", .dumbbell, muscles: [.biceps], equipment: .dumbbell,
            aliases: [
                "DB Curl", "Dumbbell Bicep Curl", "Dumbbell Biceps Curl", "Bicep Curl",
                "Biceps Curl", "Bicep Curl (Dumbbell)", "Bicep Curls", "Dumbbell Curls"
            ]
        ),
        ExerciseDTO(
            "Hammer Curl", .dumbbell, muscles: [.biceps], equipment: .dumbbell,
            aliases: [
                "Dumbbell Hammer Curl", "DB Hammer Curl", "Hammer Curl (Dumbbell)", "Hammer Curls"
            ]
        ),
        ExerciseDTO(
            "Cross Body Hammer Curl", .dumbbell, muscles: [.biceps], equipment: .dumbbell,
            aliases: ["Crossbody Curl", "Pinwheel Curl (Dumbbell)", "Pinwheel Curl"]
        ),
        ExerciseDTO(
            "Incline Dumbbell Curl", .dumbbell, muscles: [.biceps], equipment: .dumbbell,
            aliases: [
                "Incline Curl", "Incline DB Curl", "Incline Curl (Dumbbell)",
                "Seated Incline Curl (Dumbbell)"
            ]
        ),
        ExerciseDTO(
            "Concentration Curl", .dumbbell, muscles: [.biceps], equipment: .dumbbell,
            aliases: ["Concentration Curl (Dumbbell)", "Reverse Grip Concentration Curl"]
        ),
        ExerciseDTO(
            "Dumbbell Preacher Curl", .dumbbell, muscles: [.biceps], equipment: .dumbbell,
            aliases: ["DB Preacher Curl", "Preacher Curl (Dumbbell)"]
        ),
        ExerciseDTO(
            "Spider Curl", .dumbbell, muscles: [.biceps], equipment: .dumbbell,
            aliases: ["Dumbbell Spider Curl", "Spider Curl (Dumbbell)", "Spider Curl (Barbell)"]
        ),
        ExerciseDTO("Zottman Curl", .dumbbell, muscles: [.biceps], equipment: .dumbbell, aliases: ["Zottman Curl (Dumbbell)"]),
        ExerciseDTO(
            "Dumbbell Reverse Curl", .dumbbell, muscles: [.biceps], equipment: .dumbbell,
            aliases: ["Reverse Curl (Dumbbell)", "DB Reverse Curl"]
        ),
        ExerciseDTO(
            "Dumbbell Overhead Tricep Extension", .dumbbell, muscles: [.triceps],
            equipment: .dumbbell,
            aliases: [
                "Overhead Tricep Extension", "Overhead Triceps Extension",
                "Dumbbell Overhead Extension", "Triceps Extension (Dumbbell)", "Tricep Extension",
                "Triceps Extension", "Overhead Tricep Extensions", "Single Arm Tricep Extension (Dumbbell)"
            ]
        ),
        ExerciseDTO(
            "Dumbbell Tricep Kickback", .dumbbell, muscles: [.triceps], equipment: .dumbbell,
            aliases: [
                "Tricep Kickback", "Triceps Kickback", "DB Kickback", "Triceps Kickback (Dumbbell)"
            ]
        ),
        ExerciseDTO(
            "Dumbbell Skull Crusher", .dumbbell, muscles: [.triceps], equipment: .dumbbell,
            aliases: [
                "DB Skull Crusher", "Dumbbell Lying Tricep Extension", "Skullcrusher (Dumbbell)"
            ]
        ),
        ExerciseDTO("Tate Press", .dumbbell, muscles: [.triceps], equipment: .dumbbell, aliases: ["Wide-Elbow Triceps Press (Dumbbell)"]),
        ExerciseDTO(
            "Goblet Squat", .dumbbell, muscles: [.quads, .glutes, .core], equipment: .dumbbell,
            aliases: ["Dumbbell Goblet Squat", "DB Goblet Squat", "Goblet Squats"]
        ),
        ExerciseDTO(
            "Dumbbell Squat", .dumbbell, muscles: [.quads, .glutes], equipment: .dumbbell,
            aliases: ["Squat (Dumbbell)", "DB Squat"]
        ),
        ExerciseDTO(
            "Dumbbell Sumo Squat", .dumbbell, muscles: [.quads, .glutes], equipment: .dumbbell,
            aliases: ["Sumo Squat", "Sumo Squat (Dumbbell)", "Sumo Squat (Kettlebell)"]
        ),
        ExerciseDTO(
            "Dumbbell Lunge", .dumbbell, muscles: [.quads, .glutes, .hamstrings],
            equipment: .dumbbell,
            aliases: ["DB Lunge", "Dumbbell Forward Lunge", "Lunge (Dumbbell)"]
        ),
        ExerciseDTO(
            "Dumbbell Walking Lunge", .dumbbell, muscles: [.quads, .glutes, .hamstrings],
            equipment: .dumbbell, aliases: ["DB Walking Lunge", "Walking Lunge (Dumbbell)"]
        ),
        ExerciseDTO(
            "Dumbbell Reverse Lunge", .dumbbell, muscles: [.quads, .glutes], equipment: .dumbbell,
            aliases: ["DB Reverse Lunge", "Reverse Lunge (Dumbbell)"]
        ),
        ExerciseDTO(
            "Dumbbell Split Squat", .dumbbell, muscles: [.quads, .glutes], equipment: .dumbbell,
            aliases: ["Split Squat (Dumbbell)", "DB Split Squat"]
        ),
        ExerciseDTO(
            "Bulgarian Split Squat", .dumbbell, muscles: [.quads, .glutes], equipment: .dumbbell,
            aliases: [
                "BSS", "Rear Foot Elevated Split Squat", "RFESS", "Dumbbell Bulgarian Split Squat",
                "Bulgarian Split Squats"
            ]
        ),
        ExerciseDTO(
            "Dumbbell Step Up", .dumbbell, muscles: [.quads, .glutes], equipment: .dumbbell,
            aliases: ["DB Step Up", "Step Up (Dumbbell)"]
        ),
        ExerciseDTO(
            "Dumbbell Romanian Deadlift", .dumbbell, muscles: [.hamstrings, .glutes, .back],
            equipment: .dumbbell,
            aliases: [
                "Dumbbell RDL", "DB RDL", "DB Romanian Deadlift", "Romanian Deadlift (Dumbbell)"
            ]
        ),
        ExerciseDTO(
            "Dumbbell Stiff Leg Deadlift", .dumbbell, muscles: [.hamstrings, .glutes, .back],
            equipment: .dumbbell,
            aliases: [
                "Stiff Leg Deadlift (Dumbbell)", "DB Stiff Leg Deadlift",
                "Dumbbell Stiff Legged Deadlift"
            ]
        ),
        ExerciseDTO(
            "Single Leg Romanian Deadlift", .dumbbell, muscles: [.hamstrings, .glutes, .core],
            equipment: .dumbbell,
            aliases: [
                "Single Leg RDL", "SL RDL", "One Leg RDL",
                "Single Leg Romanian Deadlift (Dumbbell)", "Single Leg Romanian Deadlift (Barbell)"
            ]
        ),
        ExerciseDTO(
            "Dumbbell Deadlift", .dumbbell, muscles: [.glutes, .hamstrings, .back, .quads],
            equipment: .dumbbell, aliases: ["DB Deadlift", "Deadlift (Dumbbell)"]
        ),
        ExerciseDTO(
            "Dumbbell Hip Thrust", .dumbbell, muscles: [.glutes, .hamstrings], equipment: .dumbbell,
            aliases: ["DB Hip Thrust"]
        ),
        ExerciseDTO(
            "Dumbbell Calf Raise", .dumbbell, muscles: [.calves], equipment: .dumbbell,
            aliases: ["DB Calf Raise", "Standing Calf Raise (Dumbbell)"]
        ),
        ExerciseDTO(
            "Farmer's Walk", .dumbbell, muscles: [.fullBody, .core, .back], equipment: .dumbbell,
            aliases: ["Farmers Walk", "Farmer's Carry", "Farmers Carry", "Farmer Carry"]
        ),
        ExerciseDTO("Suitcase Carry", .dumbbell, muscles: [.core], equipment: .dumbbell),
        ExerciseDTO(
            "Dumbbell Side Bend", .dumbbell, muscles: [.core], equipment: .dumbbell,
            aliases: ["Side Bend", "Side Bend (Dumbbell)"]
        ),
        ExerciseDTO(
            "Dumbbell Wrist Curl", .dumbbell, muscles: [.forearms], equipment: .dumbbell,
            aliases: ["Wrist Curl (Dumbbell)", "DB Wrist Curl", "Seated Palms Up Wrist Curl", "Dambılla Bilek Bükme"]
        ),
        ExerciseDTO(
            "Dumbbell Reverse Wrist Curl", .dumbbell, muscles: [.forearms], equipment: .dumbbell,
            aliases: ["Reverse Wrist Curl (Dumbbell)", "Wrist Extension (Dumbbell)", "Dambılla Ters Bilek Bükme"]
        ),
        ExerciseDTO(
            "Dumbbell Around the World", .dumbbell, muscles: [.chest, .shoulders], equipment: .dumbbell,
            aliases: ["Around The World", "Around the World (Dumbbell)"]
        ),
        ExerciseDTO(
            "Curtsy Lunge", .dumbbell, muscles: [.glutes, .quads], equipment: .dumbbell,
            aliases: ["Curtsy Lunge (Dumbbell)", "Curtsy Lunges"]
        ),
        ExerciseDTO(
            "Decline Dumbbell Fly", .dumbbell, muscles: [.chest], equipment: .dumbbell,
            aliases: ["Decline Chest Fly (Dumbbell)", "Decline Fly"]
        ),
        ExerciseDTO(
            "Frog Pump", .bodyweight, muscles: [.glutes], equipment: .dumbbell,
            aliases: ["Frog Pumps (Dumbbell)", "Frog Pumps"]
        ),
        ExerciseDTO(
            "Overhead Dumbbell Lunge", .dumbbell, muscles: [.quads, .glutes, .shoulders], equipment: .dumbbell,
            aliases: ["Overhead Lunge"]
        ),
        ExerciseDTO(
            "Waiter Curl", .dumbbell, muscles: [.biceps], equipment: .dumbbell,
            aliases: ["Waiter Curl (Dumbbell)"]
        ),
        ExerciseDTO(
            "Plate Curl", .dumbbell, muscles: [.biceps, .forearms], equipment: .plate
        ),
        ExerciseDTO(
            "Svend Press", .dumbbell, muscles: [.chest], equipment: .plate,
            aliases: ["Plate Squeeze (Svend Press)", "Plate Squeeze", "Plate Press"]
        ),
        ExerciseDTO(
            "Wrist Roller", .dumbbell, muscles: [.forearms], equipment: .plate,
            aliases: ["Wrist Rollers", "Forearm Roller"]
        ),
        ExerciseDTO(
            "Single Leg Hip Thrust", .bodyweight, muscles: [.glutes, .hamstrings], equipment: .none,
            aliases: ["Single Leg Hip Thrust (Dumbbell)", "Single Leg Hip Thrusts"]
        ),
    ]
}
