/// Bodyweight presets: pull-ups, dips, push-ups, unloaded squats and lunges, hamstring and
/// back work, and core exercises.
///
/// Added or assisting load is written on the set (`BW+10x6`), so "Weighted Pull Up" is an
/// alias of Pull Up rather than an exercise of its own. Gymnastics skills met mostly in
/// conditioning workouts (muscle-ups, handstand push-ups, toes to bar) are in `Metcon.swift`.
extension PresetExercises {
    /// The bodyweight presets.
    public static let bodyweight: [ExerciseDTO] = [
        ExerciseDTO(
            "Pull Up", .bodyweight, muscles: [.back, .biceps], equipment: .none,
            aliases: ["Pull-up", "Pullup", "Pull Ups", "Weighted Pull Up", "Pull Up (Weighted)", "Negative Pull Up", "Ring Pull Up"]
        ),
        ExerciseDTO(
            "Wide Grip Pull Up", .bodyweight, muscles: [.back, .biceps], equipment: .none,
            aliases: ["Wide Pull Up", "Wide Grip Pullup", "Wide Grip Pull Ups"]
        ),
        ExerciseDTO(
            "Chin Up", .bodyweight, muscles: [.back, .biceps], equipment: .none,
            aliases: ["Chin-up", "Chinup", "Chin Ups", "Weighted Chin Up", "Chin Up (Weighted)"]
        ),
        ExerciseDTO(
            "Neutral Grip Pull Up", .bodyweight, muscles: [.back, .biceps], equipment: .none,
            aliases: ["Hammer Grip Pull Up"]
        ),
        ExerciseDTO(
            "Scapular Pull Up", .bodyweight, muscles: [.back], equipment: .none,
            aliases: ["Scap Pull Up", "Scapular Pull Ups"]
        ),
        ExerciseDTO(
            "Dead Hang", .bodyweight, muscles: [.back], equipment: .none, aliases: ["Bar Hang"]
        ),
        ExerciseDTO(
            "Inverted Row", .bodyweight, muscles: [.back, .biceps], equipment: .none,
            aliases: [
                "Bodyweight Row", "Australian Pull Up", "Ring Row", "Inverted Row (Bodyweight)",
                "Inverted Rows", "Low Row (Suspension)", "Suspension Row", "TRX Row"
            ]
        ),
        ExerciseDTO(
            "Dip", .bodyweight, muscles: [.chest, .triceps, .shoulders], equipment: .none,
            aliases: [
                "Dips", "Parallel Bar Dip", "Chest Dip", "Weighted Dip", "Triceps Dip",
                "Tricep Dip", "Tricep Dips", "Triceps Dips", "Weighted Dips",
                "Chest Dip (Weighted)", "Triceps Dip (Weighted)"
            ]
        ),
        ExerciseDTO(
            "Ring Dip", .bodyweight, muscles: [.chest, .triceps, .shoulders], equipment: .none,
            aliases: ["Ring Dips"]
        ),
        ExerciseDTO(
            "Bench Dip", .bodyweight, muscles: [.triceps], equipment: .none,
            aliases: ["Bench Dips", "Chair Dip", "Floor Triceps Dip", "Floor Dip"]
        ),
        ExerciseDTO(
            "Push Up", .bodyweight, muscles: [.chest, .triceps, .shoulders], equipment: .none,
            aliases: ["Push-up", "Pushup", "Push Ups", "Press Up", "Push Up (Weighted)", "Ring Push Up"]
        ),
        ExerciseDTO(
            "Knee Push Up", .bodyweight, muscles: [.chest, .triceps, .shoulders], equipment: .none,
            aliases: ["Push Up (Knees)", "Kneeling Push Up", "Knee Push Ups"]
        ),
        ExerciseDTO("Incline Push Up", .bodyweight, muscles: [.chest, .triceps], equipment: .none, aliases: ["Incline Push Ups"]),
        ExerciseDTO(
            "Decline Push Up", .bodyweight, muscles: [.chest, .shoulders, .triceps],
            equipment: .none, aliases: ["Feet Elevated Push Up"]
        ),
        ExerciseDTO(
            "Diamond Push Up", .bodyweight, muscles: [.triceps, .chest], equipment: .none,
            aliases: ["Close Grip Push Up", "Triangle Push Up", "Push Up - Close Grip"]
        ),
        ExerciseDTO("Pike Push Up", .bodyweight, muscles: [.shoulders, .triceps], equipment: .none),
        ExerciseDTO("Archer Push Up", .bodyweight, muscles: [.chest, .triceps], equipment: .none),
        ExerciseDTO(
            "Plyometric Push Up", .bodyweight, muscles: [.chest, .triceps], equipment: .none,
            aliases: ["Plyo Push Up", "Clap Push Up", "Clap Push Ups"]
        ),
        ExerciseDTO(
            "Air Squat", .bodyweight, muscles: [.quads, .glutes], equipment: .none,
            aliases: ["Bodyweight Squat", "Squat (Bodyweight)", "Squat (Suspension)"]
        ),
        ExerciseDTO(
            "Jump Squat", .bodyweight, muscles: [.quads, .glutes, .calves], equipment: .none,
            aliases: ["Squat Jump"]
        ),
        ExerciseDTO(
            "Pistol Squat", .bodyweight, muscles: [.quads, .glutes, .core], equipment: .none,
            aliases: ["Pistol", "Single Leg Squat", "Pistol Squats", "Assisted Pistol Squats", "Assisted Pistol Squat"]
        ),
        ExerciseDTO(
            "Split Squat", .bodyweight, muscles: [.quads, .glutes], equipment: .none,
            aliases: ["Static Lunge", "Split Squats"]
        ),
        ExerciseDTO(
            "Lunge", .bodyweight, muscles: [.quads, .glutes, .hamstrings], equipment: .none,
            aliases: ["Lunges", "Forward Lunge", "Bodyweight Lunge", "Lunge (Bodyweight)"]
        ),
        ExerciseDTO(
            "Walking Lunge", .bodyweight, muscles: [.quads, .glutes, .hamstrings], equipment: .none,
            aliases: ["Walking Lunges"]
        ),
        ExerciseDTO(
            "Reverse Lunge", .bodyweight, muscles: [.quads, .glutes], equipment: .none,
            aliases: ["Reverse Lunges"]
        ),
        ExerciseDTO(
            "Jumping Lunge", .bodyweight, muscles: [.quads, .glutes, .calves], equipment: .none,
            aliases: ["Jump Lunge", "Lunge Jump"]
        ),
        ExerciseDTO(
            "Step Up", .bodyweight, muscles: [.quads, .glutes], equipment: .none,
            aliases: ["Step Ups", "Box Step Up"]
        ),
        ExerciseDTO(
            "Wall Sit", .bodyweight, muscles: [.quads], equipment: .none,
            aliases: ["Wall Squat", "Wall Sits"]
        ),
        ExerciseDTO("Sissy Squat", .bodyweight, muscles: [.quads], equipment: .none, aliases: ["Sissy Squat (Weighted)"]),
        ExerciseDTO(
            "Broad Jump", .bodyweight, muscles: [.quads, .glutes, .hamstrings], equipment: .none,
            aliases: ["Standing Broad Jump"]
        ),
        ExerciseDTO(
            "Nordic Hamstring Curl", .bodyweight, muscles: [.hamstrings], equipment: .none,
            aliases: [
                "Nordic Curl", "Nordics", "Nordic Ham Curl", "Nordic Hamstrings Curls",
                "Nordic Hamstring Curls"
            ]
        ),
        ExerciseDTO(
            "Glute Ham Raise", .bodyweight, muscles: [.hamstrings, .glutes], equipment: .machine,
            aliases: ["GHR"]
        ),
        ExerciseDTO(
            "Glute Bridge", .bodyweight, muscles: [.glutes, .hamstrings], equipment: .none,
            aliases: ["Bodyweight Glute Bridge", "Glute Bridges"]
        ),
        ExerciseDTO(
            "Bodyweight Hip Thrust", .bodyweight, muscles: [.glutes, .hamstrings], equipment: .none,
            aliases: ["Hip Thrust (Bodyweight)", "Bench Hip Thrust"]
        ),
        ExerciseDTO(
            "Single Leg Glute Bridge", .bodyweight, muscles: [.glutes, .hamstrings],
            equipment: .none, aliases: ["Single Leg Bridge"]
        ),
        ExerciseDTO(
            "45 Degree Back Extension", .bodyweight, muscles: [.back, .glutes, .hamstrings],
            equipment: .none,
            aliases: [
                "Back Extension", "Hyperextension", "Hyperextensions", "45 Degree Hyperextension",
                "Back Extension (Hyperextension)", "Back Extension (Weighted Hyperextension)",
                "Back Extensions"
            ]
        ),
        ExerciseDTO(
            "Single Leg Calf Raise", .bodyweight, muscles: [.calves], equipment: .none,
            aliases: ["Bodyweight Calf Raise", "Standing Calf Raise (Bodyweight)", "Single Leg Standing Calf Raise", "Single Leg Standing Calf Raise (Barbell)", "Single Leg Standing Calf Raise (Dumbbell)", "Single Leg Standing Calf Raise (Machine)"]
        ),
        ExerciseDTO(
            "Plank", .bodyweight, muscles: [.core], equipment: .none,
            aliases: ["Front Plank", "Forearm Plank", "Planks"]
        ),
        ExerciseDTO("Side Plank", .bodyweight, muscles: [.core], equipment: .none),
        ExerciseDTO(
            "Copenhagen Plank", .bodyweight, muscles: [.core], equipment: .none,
            aliases: ["Copenhagen Side Plank"]
        ),
        ExerciseDTO(
            "Crunch", .bodyweight, muscles: [.core], equipment: .none,
            aliases: ["Crunches", "Ab Crunch", "Crunch (Weighted)", "Weighted Crunch"]
        ),
        ExerciseDTO(
            "Decline Crunch", .bodyweight, muscles: [.core], equipment: .none,
            aliases: ["Decline Crunches", "Decline Crunch (Weighted)"]
        ),
        ExerciseDTO(
            "Reverse Crunch", .bodyweight, muscles: [.core], equipment: .none,
            aliases: ["Reverse Crunches"]
        ),
        ExerciseDTO(
            "Sit Up", .bodyweight, muscles: [.core], equipment: .none, aliases: ["Sit Ups", "Sit Up (Weighted)"]
        ),
        ExerciseDTO(
            "Bicycle Crunch", .bodyweight, muscles: [.core], equipment: .none,
            aliases: ["Bicycle Crunches", "Bicycle Crunch Raised Legs", "Elbow to Knee"]
        ),
        ExerciseDTO(
            "Hanging Leg Raise", .bodyweight, muscles: [.core], equipment: .none,
            aliases: ["HLR", "Hanging Leg Raises"]
        ),
        ExerciseDTO(
            "Hanging Knee Raise", .bodyweight, muscles: [.core], equipment: .none,
            aliases: ["Knee Raise", "Hanging Knee Raises"]
        ),
        ExerciseDTO(
            "Captain's Chair Knee Raise", .bodyweight, muscles: [.core], equipment: .machine,
            aliases: [
                "Knee Raise (Captain's Chair)", "Knee Raise Parallel Bars", "Vertical Knee Raise",
                "Roman Chair Knee Raise"
            ]
        ),
        ExerciseDTO(
            "Captain's Chair Leg Raise", .bodyweight, muscles: [.core], equipment: .machine,
            aliases: ["Leg Raise Parallel Bars", "Vertical Leg Raise", "Roman Chair Leg Raise"]
        ),
        ExerciseDTO(
            "Lying Leg Raise", .bodyweight, muscles: [.core], equipment: .none,
            aliases: ["Leg Raise", "Leg Raises", "Flat Leg Raise"]
        ),
        ExerciseDTO(
            "Lying Knee Raise", .bodyweight, muscles: [.core], equipment: .none,
            aliases: ["Flat Knee Raise", "Lying Knee Tuck"]
        ),
        ExerciseDTO(
            "Ab Wheel Rollout", .bodyweight, muscles: [.core], equipment: .none,
            aliases: ["Ab Wheel", "Ab Rollout", "Ab Roller", "Ab Rollouts", "Ab Wheel Rollouts"]
        ),
        ExerciseDTO(
            "Russian Twist", .bodyweight, muscles: [.core], equipment: .none,
            aliases: ["Russian Twists", "Russian Twist (Bodyweight)", "Russian Twist (Weighted)"]
        ),
        ExerciseDTO(
            "Mountain Climber", .bodyweight, muscles: [.core, .fullBody], equipment: .none,
            aliases: ["Mountain Climbers"]
        ),
        ExerciseDTO(
            "Dead Bug", .bodyweight, muscles: [.core], equipment: .none, aliases: ["Dead Bugs"]
        ),
        ExerciseDTO(
            "Bird Dog", .bodyweight, muscles: [.core, .back], equipment: .none,
            aliases: ["Bird Dogs"]
        ),
        ExerciseDTO(
            "Hollow Body Hold", .bodyweight, muscles: [.core], equipment: .none,
            aliases: ["Hollow Hold", "Hollow Body", "Hollow Rock"]
        ),
        ExerciseDTO(
            "L-Sit", .bodyweight, muscles: [.core], equipment: .none, aliases: ["L-Sit Hold"]
        ),
        ExerciseDTO("V-Up", .bodyweight, muscles: [.core], equipment: .none, aliases: ["V-Ups", "Jackknife Sit Up", "Jackknife"]),
        ExerciseDTO(
            "Flutter Kick", .bodyweight, muscles: [.core], equipment: .none,
            aliases: ["Flutter Kicks", "Ab Scissors", "Scissor Kicks"]
        ),
        ExerciseDTO(
            "Superman", .bodyweight, muscles: [.back, .glutes], equipment: .none,
            aliases: ["Superman Hold"]
        ),
        ExerciseDTO("Dragon Flag", .bodyweight, muscles: [.core], equipment: .none, aliases: ["Dragonfly"]),
        ExerciseDTO(
            "Front Lever", .bodyweight, muscles: [.back, .core], equipment: .none,
            aliases: ["Front Lever Hold", "Front Lever Raise"]
        ),
        ExerciseDTO(
            "Jumping Jack", .bodyweight, muscles: [.fullBody], equipment: .none,
            aliases: ["Jumping Jacks", "Star Jump"]
        ),
        ExerciseDTO("High Knees", .bodyweight, muscles: [.fullBody, .core], equipment: .none, aliases: ["High Knee Skips"]),
        ExerciseDTO("Bear Crawl", .bodyweight, muscles: [.fullBody, .core], equipment: .none),
        ExerciseDTO(
            "Suspension Curl", .bodyweight, muscles: [.biceps], equipment: .none,
            aliases: ["Bicep Curl (Suspension)", "TRX Curl"]
        ),
        ExerciseDTO(
            "Suspension Chest Fly", .bodyweight, muscles: [.chest], equipment: .none,
            aliases: ["Chest Fly (Suspension)", "TRX Chest Fly"]
        ),
        ExerciseDTO(
            "Suspension Front Raise", .bodyweight, muscles: [.shoulders], equipment: .none,
            aliases: ["Front Raise (Suspension)"]
        ),
        ExerciseDTO(
            "Suspension Tricep Extension", .bodyweight, muscles: [.triceps], equipment: .none,
            aliases: ["Triceps Extension (Suspension)", "TRX Tricep Extension"]
        ),
        ExerciseDTO(
            "Suspension Jackknife", .bodyweight, muscles: [.core], equipment: .none,
            aliases: ["Jack Knife (Suspension)", "TRX Jackknife"]
        ),
        ExerciseDTO(
            "Downward Dog", .bodyweight, muscles: [.shoulders, .hamstrings], equipment: .none
        ),
        ExerciseDTO(
            "Fire Hydrant", .bodyweight, muscles: [.glutes], equipment: .none,
            aliases: ["Fire Hydrants"]
        ),
        ExerciseDTO(
            "Frog Jump", .bodyweight, muscles: [.quads, .glutes], equipment: .none,
            aliases: ["Frog Jumps"]
        ),
        ExerciseDTO(
            "Donkey Kick", .bodyweight, muscles: [.glutes], equipment: .none,
            aliases: ["Glute Kickback on Floor", "Donkey Kicks"]
        ),
        ExerciseDTO(
            "Heel Taps", .bodyweight, muscles: [.core], equipment: .none,
            aliases: ["Heel Touches"]
        ),
        ExerciseDTO(
            "Side Lying Leg Raise", .bodyweight, muscles: [.glutes], equipment: .none,
            aliases: ["Lateral Leg Raises", "Side Leg Raise"]
        ),
        ExerciseDTO(
            "Lateral Lunge", .bodyweight, muscles: [.quads, .glutes], equipment: .none,
            aliases: ["Side Lunge", "Lateral Squat", "Cossack Squat"]
        ),
        ExerciseDTO(
            "Oblique Crunch", .bodyweight, muscles: [.core], equipment: .none,
            aliases: ["Oblique Crunches"]
        ),
        ExerciseDTO(
            "One Arm Push Up", .bodyweight, muscles: [.chest, .triceps, .core], equipment: .none,
            aliases: ["One Arm Push Ups"]
        ),
        ExerciseDTO(
            "Plank Up", .bodyweight, muscles: [.core, .triceps], equipment: .none,
            aliases: ["Plank Pushup", "Up Down Plank"]
        ),
        ExerciseDTO(
            "Reverse Plank", .bodyweight, muscles: [.core, .glutes], equipment: .none
        ),
        ExerciseDTO(
            "Shoulder Taps", .bodyweight, muscles: [.core, .shoulders], equipment: .none,
            aliases: ["Plank Shoulder Taps"]
        ),
        ExerciseDTO(
            "Spiderman Plank", .bodyweight, muscles: [.core], equipment: .none,
            aliases: ["Spiderman", "Spiderman Crunch"]
        ),
        ExerciseDTO(
            "Sternum Pull Up", .bodyweight, muscles: [.back, .biceps], equipment: .none,
            aliases: ["Sternum Pull up (Gironda)", "Gironda Pull Up"]
        ),
        ExerciseDTO(
            "Toe Touch Crunch", .bodyweight, muscles: [.core], equipment: .none,
            aliases: ["Toe Touch", "Toe Touches"]
        ),
        ExerciseDTO(
            "Neck Curl", .bodyweight, muscles: [.neck], equipment: .none,
            aliases: ["Lying Neck Curls", "Lying Neck Curls (Weighted)", "Neck Flexion", "Boyun Bükme"]
        ),
        ExerciseDTO(
            "Neck Extension", .bodyweight, muscles: [.neck], equipment: .none,
            aliases: ["Lying Neck Extension", "Lying Neck Extension (Weighted)", "Boyun Açma"]
        ),
    ]
}
