/// Metcon presets: the movements of conditioning workouts: burpees, box jumps, wall balls,
/// gymnastics skills, the Olympic lifts and their variants, sled and rope work.
///
/// Equipment says what is held or loaded: the Olympic lifts and thrusters are `.barbell`, sled
/// work is `.plate`. Medicine balls, boxes, ropes and rings have no case in ``Equipment``, so
/// they are `.none`. Running and rowing inside a metcon use the cardio presets.
extension PresetExercises {
    /// The metcon presets.
    public static let metcon: [ExerciseDTO] = [
        ExerciseDTO(
            "Burpee", .metcon, muscles: [.fullBody], equipment: .none, aliases: ["Burpees"]
        ),
        ExerciseDTO(
            "Bar Facing Burpee", .metcon, muscles: [.fullBody], equipment: .none,
            aliases: ["Bar Facing Burpees", "Burpee Over the Bar"]
        ),
        ExerciseDTO(
            "Burpee Box Jump Over", .metcon, muscles: [.fullBody], equipment: .none,
            aliases: ["BBJO", "Burpee Box Jump"]
        ),
        ExerciseDTO(
            "Box Jump", .metcon, muscles: [.quads, .glutes, .calves], equipment: .none,
            aliases: ["Box Jumps", "Lateral Box Jump"]
        ),
        ExerciseDTO(
            "Box Jump Over", .metcon, muscles: [.quads, .glutes, .calves], equipment: .none,
            aliases: ["Box Jump Overs"]
        ),
        ExerciseDTO(
            "Wall Ball", .metcon, muscles: [.quads, .shoulders, .glutes], equipment: .none,
            aliases: ["Wall Balls", "Wall Ball Shot", "Wall Ball Shots"]
        ),
        ExerciseDTO(
            "Medicine Ball Slam", .metcon, muscles: [.fullBody, .core], equipment: .none,
            aliases: ["Ball Slam", "Slam Ball", "Med Ball Slam", "Ball Slams"]
        ),
        ExerciseDTO(
            "Thruster", .metcon, muscles: [.quads, .shoulders, .glutes, .triceps],
            equipment: .barbell, aliases: ["Thrusters", "Barbell Thruster", "Thruster (Barbell)"]
        ),
        ExerciseDTO(
            "Dumbbell Thruster", .metcon, muscles: [.quads, .shoulders, .glutes],
            equipment: .dumbbell, aliases: ["DB Thruster"]
        ),
        ExerciseDTO(
            "Cluster", .metcon, muscles: [.fullBody], equipment: .barbell,
            aliases: ["Squat Clean Thruster"]
        ),
        ExerciseDTO(
            "Double Under", .metcon, muscles: [.calves, .fullBody], equipment: .none,
            aliases: ["Double Unders", "DU", "DUs"]
        ),
        ExerciseDTO(
            "Toes to Bar", .metcon, muscles: [.core, .back], equipment: .none,
            aliases: ["T2B", "TTB"]
        ),
        ExerciseDTO(
            "Knees to Elbow", .metcon, muscles: [.core, .back], equipment: .none,
            aliases: ["Knees to Elbows", "K2E"]
        ),
        ExerciseDTO(
            "Muscle Up", .metcon, muscles: [.back, .chest, .triceps], equipment: .none,
            aliases: ["Bar Muscle Up", "BMU"]
        ),
        ExerciseDTO(
            "Ring Muscle Up", .metcon, muscles: [.back, .chest, .triceps], equipment: .none,
            aliases: ["RMU"]
        ),
        ExerciseDTO("Kipping Pull Up", .metcon, muscles: [.back, .biceps], equipment: .none),
        ExerciseDTO("Butterfly Pull Up", .metcon, muscles: [.back, .biceps], equipment: .none),
        ExerciseDTO(
            "Chest to Bar Pull Up", .metcon, muscles: [.back, .biceps], equipment: .none,
            aliases: ["Chest to Bar", "C2B", "CTB"]
        ),
        ExerciseDTO(
            "Handstand Push Up", .metcon, muscles: [.shoulders, .triceps], equipment: .none,
            aliases: ["HSPU"]
        ),
        ExerciseDTO(
            "Strict Handstand Push Up", .metcon, muscles: [.shoulders, .triceps], equipment: .none,
            aliases: ["Strict HSPU"]
        ),
        ExerciseDTO(
            "Handstand Walk", .metcon, muscles: [.shoulders, .core], equipment: .none,
            aliases: ["Handstand Walking"]
        ),
        ExerciseDTO(
            "Handstand Hold", .metcon, muscles: [.shoulders, .core], equipment: .none,
            aliases: ["Handstand", "Wall Handstand"]
        ),
        ExerciseDTO(
            "Rope Climb", .metcon, muscles: [.back, .biceps], equipment: .none,
            aliases: ["Rope Climbs"]
        ),
        ExerciseDTO("GHD Sit Up", .metcon, muscles: [.core], equipment: .machine),
        ExerciseDTO(
            "Clean and Jerk", .metcon, muscles: [.fullBody], equipment: .barbell,
            aliases: ["C&J", "Clean & Jerk", "Clean and Jerk (Barbell)"]
        ),
        ExerciseDTO(
            "Snatch", .metcon, muscles: [.fullBody], equipment: .barbell,
            aliases: ["Squat Snatch", "Full Snatch", "Snatch (Barbell)"]
        ),
        ExerciseDTO(
            "Power Snatch", .metcon, muscles: [.fullBody], equipment: .barbell,
            aliases: ["Power Snatch (Barbell)"]
        ),
        ExerciseDTO("Hang Power Snatch", .metcon, muscles: [.fullBody], equipment: .barbell),
        ExerciseDTO(
            "Squat Clean", .metcon, muscles: [.fullBody], equipment: .barbell,
            aliases: ["Clean", "Full Clean", "Clean (Barbell)"]
        ),
        ExerciseDTO(
            "Power Clean", .metcon, muscles: [.fullBody], equipment: .barbell,
            aliases: ["Power Clean (Barbell)"]
        ),
        ExerciseDTO("Hang Power Clean", .metcon, muscles: [.fullBody], equipment: .barbell),
        ExerciseDTO(
            "Hang Clean", .metcon, muscles: [.fullBody], equipment: .barbell,
            aliases: ["Hang Squat Clean", "Hang Clean (Barbell)"]
        ),
        ExerciseDTO(
            "Push Jerk", .metcon, muscles: [.shoulders, .quads, .triceps], equipment: .barbell
        ),
        ExerciseDTO(
            "Split Jerk", .metcon, muscles: [.shoulders, .quads, .triceps], equipment: .barbell,
            aliases: ["Jerk"]
        ),
        ExerciseDTO(
            "Sumo Deadlift High Pull", .metcon, muscles: [.fullBody], equipment: .barbell,
            aliases: ["SDHP", "Sumo Deadlift High Pull (Barbell)"]
        ),
        ExerciseDTO(
            "Devil Press", .metcon, muscles: [.fullBody], equipment: .dumbbell,
            aliases: ["Devil's Press"]
        ),
        ExerciseDTO(
            "Dumbbell Snatch", .metcon, muscles: [.fullBody], equipment: .dumbbell,
            aliases: ["DB Snatch", "Alternating Dumbbell Snatch"]
        ),
        ExerciseDTO(
            "Man Maker", .metcon, muscles: [.fullBody], equipment: .dumbbell,
            aliases: ["Man Makers"]
        ),
        ExerciseDTO(
            "Sled Push", .metcon, muscles: [.quads, .glutes, .calves], equipment: .plate,
            aliases: ["Prowler Push", "Prowler"]
        ),
        ExerciseDTO(
            "Sled Pull", .metcon, muscles: [.hamstrings, .glutes, .quads], equipment: .plate,
            aliases: ["Sled Drag"]
        ),
        ExerciseDTO(
            "Battle Ropes", .metcon, muscles: [.shoulders, .core, .fullBody], equipment: .none,
            aliases: ["Battle Rope", "Battling Ropes"]
        ),
        ExerciseDTO(
            "Shuttle Run", .metcon, muscles: [.quads, .hamstrings, .calves], equipment: .none,
            aliases: ["Shuttle Runs", "Shuttle Sprint"]
        ),
    ]
}
