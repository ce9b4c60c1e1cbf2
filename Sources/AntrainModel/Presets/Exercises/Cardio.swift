/// Cardio presets: running, cycling, rowing, swimming, walking and the gym's cardio machines.
///
/// Muscle groups name what does most of the work; whole-body machines (rower, ski erg, air
/// bike) lead with `.fullBody`. Equipment is `.machine` for indoor machines and `.none` for
/// moving under one's own power.
extension PresetExercises {
    /// The cardio presets.
    public static let cardio: [ExerciseDTO] = [
        ExerciseDTO(
            "Running", .cardio, muscles: [.quads, .hamstrings, .calves, .glutes], equipment: .none,
            aliases: [
                "Run", "Jogging", "Jog", "Treadmill Run", "Treadmill Running",
                "Running (Treadmill)", "Treadmill"
            ]
        ),
        ExerciseDTO(
            "Sprint", .cardio, muscles: [.quads, .hamstrings, .glutes, .calves], equipment: .none,
            aliases: ["Sprints", "Sprinting"]
        ),
        ExerciseDTO(
            "Hill Sprint", .cardio, muscles: [.glutes, .quads, .hamstrings, .calves],
            equipment: .none, aliases: ["Hill Sprints", "Hill Repeats"]
        ),
        ExerciseDTO(
            "Trail Running", .cardio, muscles: [.quads, .hamstrings, .calves, .glutes],
            equipment: .none, aliases: ["Trail Run"]
        ),
        ExerciseDTO(
            "Walking", .cardio, muscles: [.quads, .glutes, .calves], equipment: .none,
            aliases: ["Walk", "Treadmill Walk", "Incline Walk", "Brisk Walk"]
        ),
        ExerciseDTO(
            "Hiking", .cardio, muscles: [.quads, .glutes, .calves], equipment: .none,
            aliases: ["Hike"]
        ),
        ExerciseDTO(
            "Rucking", .cardio, muscles: [.fullBody], equipment: .none,
            aliases: ["Ruck", "Ruck March"]
        ),
        ExerciseDTO(
            "Cycling", .cardio, muscles: [.quads, .glutes, .hamstrings, .calves], equipment: .none,
            aliases: ["Bike", "Biking", "Bicycle", "Road Cycling", "Mountain Biking"]
        ),
        ExerciseDTO(
            "Stationary Bike", .cardio, muscles: [.quads, .glutes, .hamstrings],
            equipment: .machine,
            aliases: [
                "Exercise Bike", "Spin Bike", "Spinning", "Indoor Cycling", "Recumbent Bike",
                "Cycling (Indoor)"
            ]
        ),
        ExerciseDTO(
            "Air Bike", .cardio, muscles: [.fullBody], equipment: .machine,
            aliases: ["Assault Bike", "Echo Bike", "Fan Bike", "Airdyne"]
        ),
        ExerciseDTO(
            "Rowing Machine", .cardio, muscles: [.fullBody, .back, .quads], equipment: .machine,
            aliases: ["Rowing", "Rower", "Indoor Rowing", "Row Erg", "Erg", "Row Machine"]
        ),
        ExerciseDTO(
            "Swimming", .cardio, muscles: [.fullBody], equipment: .none,
            aliases: ["Swim", "Lap Swimming"]
        ),
        ExerciseDTO(
            "Elliptical", .cardio, muscles: [.quads, .glutes], equipment: .machine,
            aliases: ["Elliptical Trainer", "Cross Trainer", "Elliptical Machine"]
        ),
        ExerciseDTO(
            "Ski Erg", .cardio, muscles: [.fullBody, .back, .triceps], equipment: .machine,
            aliases: ["Ski Machine"]
        ),
        ExerciseDTO(
            "Cross Country Skiing", .cardio, muscles: [.fullBody], equipment: .none,
            aliases: ["XC Skiing", "Nordic Skiing"]
        ),
        ExerciseDTO(
            "Jump Rope", .cardio, muscles: [.calves, .fullBody], equipment: .none,
            aliases: ["Skipping", "Skipping Rope", "Jumping Rope", "Single Under", "Single Unders"]
        ),
        ExerciseDTO(
            "Stair Climber", .cardio, muscles: [.quads, .glutes, .calves], equipment: .machine,
            aliases: ["StairMaster", "Stepmill", "Stair Stepper", "Stair Climbing", "Stair Machine", "Stair Machine (Floors)", "Stair Machine (Steps)"]
        ),
        ExerciseDTO(
            "Boxing", .cardio, muscles: [.fullBody, .shoulders], equipment: .none,
            aliases: ["Heavy Bag", "Bag Work", "Shadow Boxing"]
        ),
        ExerciseDTO(
            "Kayaking", .cardio, muscles: [.back, .shoulders, .core], equipment: .none,
            aliases: ["Kayak", "Paddling"]
        ),
        ExerciseDTO(
            "Aerobics", .cardio, muscles: [.fullBody], equipment: .none,
            aliases: ["Aerobic Class"]
        ),
        ExerciseDTO(
            "HIIT", .cardio, muscles: [.fullBody], equipment: .none,
            aliases: ["High Intensity Interval Training"]
        ),
        ExerciseDTO(
            "Climbing", .cardio, muscles: [.back, .forearms, .fullBody], equipment: .none,
            aliases: ["Rock Climbing", "Bouldering"]
        ),
        ExerciseDTO(
            "Skating", .cardio, muscles: [.quads, .glutes], equipment: .none,
            aliases: ["Ice Skating", "Inline Skating"]
        ),
        ExerciseDTO(
            "Skiing", .cardio, muscles: [.fullBody], equipment: .none,
            aliases: ["Alpine Skiing", "Downhill Skiing"]
        ),
        ExerciseDTO(
            "Snowboarding", .cardio, muscles: [.fullBody], equipment: .none
        ),
        ExerciseDTO(
            "Pilates", .cardio, muscles: [.core, .fullBody], equipment: .none
        ),
        ExerciseDTO(
            "Yoga", .cardio, muscles: [.fullBody], equipment: .none
        ),
        ExerciseDTO(
            "Stretching", .cardio, muscles: [.fullBody], equipment: .none,
            aliases: ["Mobility"]
        ),
    ]
}
