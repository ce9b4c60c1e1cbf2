/// Unit and keyword spellings the value readers accept, as static lists so that matching
/// a word never allocates (an array literal at the call site would, on every token). The
/// units are read from their vocabularies (``LoadUnit``, ``DurationUnitWord``,
/// ``DistanceSyntax/Unit``), where each is defined once; set tags, food amounts and the
/// figures of a food are matched through their vocabularies' own matchers (``SetTagWord``,
/// ``FoodUnitWord``, ``NutrientKeyWord``).
enum WordLists {
    static let loadUnits: [StaticString] = LoadUnit.allCases.flatMap(\.spellings)
    static let minutesAfterHours: [StaticString] = DurationUnitWord.minutes.afterLargerUnit
    static let secondsAfterMinutes: [StaticString] = DurationUnitWord.seconds.afterLargerUnit
    static let miles: [StaticString] = DistanceSyntax.Unit.mi.spellings
    static let rounds: [StaticString] = ["rounds", "round", "rds", "rd"]
    static let rir: [StaticString] = ["rir"]
    /// `week` and its Turkish `hafta`, which start a week of a program.
    static let week: [StaticString] = ["week", "hafta"]
    /// `none` and its Turkish `yok`, which end a program (`DATE program none`).
    static let noProgram: [StaticString] = ["none", "yok"]
}
