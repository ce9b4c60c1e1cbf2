/// The kind of training an exercise belongs to (the seed's `ExerciseCategory`).
public enum ExerciseCategory: String, CaseIterable, Codable, Sendable, Hashable {
    case barbell, dumbbell, bodyweight, machine, cable, cardio, metcon
}

/// A muscle group an exercise trains (the seed's `MuscleGroup`).
public enum MuscleGroup: String, CaseIterable, Codable, Sendable, Hashable {
    case chest, back, shoulders, biceps, triceps, quads, hamstrings, glutes, calves, core, fullBody
    /// Wrist curls, wrist rollers and neck work train muscles no other group names; without
    /// these two their presets would claim biceps or back.
    case forearms, neck

    /// The name a lifter reads: "full body" rather than the raw value `fullBody`.
    public var displayName: String { self == .fullBody ? "full body" : rawValue }
}

/// What an exercise is done with.
public enum Equipment: String, CaseIterable, Codable, Sendable, Hashable {
    case barbell, dumbbell, none, machine, cable, kettlebell, plate, band
}

/// The shelf a food sits on (the seed's `FoodCategory`).
public enum FoodCategory: String, CaseIterable, Codable, Sendable, Hashable {
    case protein, carb, fat, vegetable, fruit, dairy, other
}
