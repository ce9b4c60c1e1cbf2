/// The whole preset food library and its data version.
///
/// Each category file holds one array; this file joins them in a fixed order so the library
/// (and anything that numbers or snapshots it) sees the same sequence on every run.
extension PresetFoods {
    /// The version of the preset data (the seed's preset `version`, always at least 1).
    ///
    /// Raise it whenever a preset is added, renamed, removed, given new aliases or new figures,
    /// so stored copies of the library know they are stale.
    public static let version = 5

    /// Every preset food, category file by category file.
    ///
    /// Built from an array of arrays rather than a chain of `+`, which keeps type-checking fast.
    public static let all: [FoodDTO] = [
        protein, carb, fat, vegetable, fruit, dairy, other,
    ].flatMap { $0 }
}
