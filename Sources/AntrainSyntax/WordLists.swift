/// Unit and keyword spellings the value readers accept, as static lists so that matching
/// a word never allocates (an array literal at the call site would, on every token). The
/// units are read from their vocabularies (``LoadUnit``, ``DurationUnitWord``,
/// ``DistanceSyntax/Unit``), where each is defined once; set tags are matched through
/// ``SetTagWord``'s own matcher.
enum WordLists {
    static let loadUnits: [StaticString] = LoadUnit.allCases.flatMap(\.spellings)
    static let minutesAfterHours: [StaticString] = DurationUnitWord.minutes.afterLargerUnit
    static let secondsAfterMinutes: [StaticString] = DurationUnitWord.seconds.afterLargerUnit
    static let miles: [StaticString] = DistanceSyntax.Unit.mi.spellings
    /// A food's amount in grams (or millilitres, taken as grams), in thousands, in servings.
    static let grams: [StaticString] = ["g", "gr", "gram", "grams", "ml"]
    static let kilograms: [StaticString] = ["kg", "l"]
    static let servings: [StaticString] = ["serving", "servings"]
    static let ounces: [StaticString] = ["oz"]
    /// The units of a food's amount, matched in one lookup (a food line asks this of its
    /// last word).
    static let foodAmountUnits = WordMatcher<FoodAmountUnit>(
        [(grams, FoodAmountUnit.grams), (kilograms, .kilograms), (ounces, .ounces), (servings, .servings)]
            .flatMap { spellings, unit in spellings.map { ($0.description, unit) } })
    static let rounds: [StaticString] = ["rounds", "round", "rds", "rd"]
    static let rir: [StaticString] = ["rir"]
    /// `week` and its Turkish `hafta`, which start a week of a program.
    static let week: [StaticString] = ["week", "hafta"]
    /// `none` and its Turkish `yok`, which end a program (`DATE program none`).
    static let noProgram: [StaticString] = ["none", "yok"]
}

/// What a food's amount unit counts: grams (or millilitres), thousands of them, ounces, or
/// servings (``WordLists/foodAmountUnits``).
enum FoodAmountUnit: Sendable {
    case grams, kilograms, ounces, servings

    /// What `number` of this unit amounts to: a mass in grams, or a count of servings.
    func amount(of number: Double) -> AmountSyntax.Kind {
        switch self {
        case .grams: .grams(number)
        case .kilograms: .grams(number * 1000)
        case .ounces: .grams(number * 28.349523125)
        case .servings: .servings(number)
        }
    }
}
