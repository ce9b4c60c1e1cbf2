/// The figures of a custom food, each per 100 g (LANGUAGE.md §4, §9.2): the names of the
/// pairs of `per 100g: 380 kcal, 30 protein, 40 carbs, 12 fat, 10 fiber` and, spelled as the
/// canonical word, the food's separate properties (`fiber: 10`). The model's `Nutrients.Kind`
/// has a case for each of the last four.
///
/// `saturated fat` and `doymuş yağ` are two words: the reader takes the first and any word
/// after it (``twoWordStarts``), as it always has: `doymuş yag`, its second word typed
/// without the Turkish letter, is still saturated fat.
public enum NutrientKeyWord: Vocabulary {
    case kcal, protein, carbs, fat, fiber, sugar, satFat, sodium

    public var english: [StaticString] {
        switch self {
        case .kcal: ["kcal", "cal", "calories"]
        case .protein: ["protein", "p"]
        case .carbs: ["carbs", "carb", "c"]
        case .fat: ["fat", "f"]
        case .fiber: ["fiber", "fibre"]
        case .sugar: ["sugar", "sugars"]
        case .satFat: ["satfat", "saturated fat"]
        case .sodium: ["sodium"]
        }
    }

    /// `lif`, `şeker`, `doymuş yağ`, `sodyum`; Turkish labels say kcal, protein, karbonhidrat
    /// and yağ, but the format has always read the English four there.
    public var turkish: [StaticString] {
        switch self {
        case .kcal, .protein, .carbs, .fat: []
        case .fiber: ["lif"]
        case .sugar: ["şeker"]
        case .satFat: ["doymuş yağ"]
        case .sodium: ["sodyum"]
        }
    }

    /// Sodium is counted in milligrams (a figure written `0.4g sodium` is 400); every other
    /// figure in grams (kcal aside, which a unit never follows).
    public var isInMilligrams: Bool { self == .sodium }

    /// `value` written in `unit` (or with none) in the figure's own unit: grams, or milligrams
    /// for sodium.
    public func value(_ value: Double, writtenIn unit: NutrientUnitWord?) -> Double {
        switch (isInMilligrams, unit) {
        case (true, .grams?): value * 1000
        case (false, .milligrams?): value / 1000
        default: value
        }
    }

    /// The separate property that gives the figure (`fiber: 10`), spelled as the word's
    /// canonical English.
    public var propertyKey: PropertyKey {
        switch self {
        case .kcal: .kcal
        case .protein: .protein
        case .carbs: .carbs
        case .fat: .fat
        case .fiber: .fiber
        case .sugar: .sugar
        case .satFat: .satfat
        case .sodium: .sodium
        }
    }

    public static let matcher = WordMatcher(spellingTable())

    /// The first words of the two-word spellings (`saturated`, `doymuş`), each with its figure.
    public static let twoWordStarts = WordMatcher(allCases.flatMap { word in
        word.spellings.map(\.description).filter { $0.contains(" ") }.map { (String($0.prefix { $0 != " " }), word) }
    })

    /// The figure a name starts with: the word is a one-word spelling, or the first word of a
    /// two-word one (`saturated` of `saturated fat`). `word` is one word, in any ASCII case.
    public static func starting(with word: String) -> NutrientKeyWord? {
        var word = word
        return word.withUTF8 { matcher.match($0, 0..<$0.count) ?? twoWordStarts.match($0, 0..<$0.count) }
    }
}

/// The units a figure of `per 100g:` may carry between its number and its name (`30g protein`,
/// `400mg sodium`), and a separate figure after its number (`sodium: 2.3g`).
public enum NutrientUnitWord: Vocabulary {
    case grams, milligrams

    public var english: [StaticString] {
        switch self {
        case .grams: ["g"]
        case .milligrams: ["mg"]
        }
    }

    public var turkish: [StaticString] { [] }

    public static let matcher = WordMatcher(spellingTable())
}

/// The units of a food's amount (LANGUAGE.md §3.4): `200g`, `1.5 kg`, `250ml`, `1l`, `2oz`,
/// `2 servings`. Millilitres and litres are taken as grams. Turkish cooks write the same
/// units (`gr` and `gram` are Turkish too).
public enum FoodUnitWord: Vocabulary {
    case grams, kilograms, millilitres, litres, ounces, servings

    public var english: [StaticString] {
        switch self {
        case .grams: ["g", "gr", "gram", "grams"]
        case .kilograms: ["kg"]
        case .millilitres: ["ml"]
        case .litres: ["l"]
        case .ounces: ["oz"]
        // The plural first: an amount is mostly more than one (`150 servings` is the fix of a
        // bare `Rice 150`).
        case .servings: ["servings", "serving"]
        }
    }

    public var turkish: [StaticString] { [] }

    /// The spellings written right after their number (`80g`, `1.5l`); the others after a
    /// space (`200 grams`, `2 servings`), as the formatter writes them.
    public var glued: [StaticString] {
        switch self {
        case .grams: ["g", "gr"]
        case .kilograms: ["kg"]
        case .millilitres: ["ml"]
        case .litres: ["l"]
        case .ounces: ["oz"]
        case .servings: []
        }
    }

    /// The grams one unit weighs (a millilitre taken as a gram); nil for a serving, which
    /// weighs what the food's serving does.
    public var grams: Double? {
        switch self {
        case .grams, .millilitres: 1
        case .kilograms, .litres: 1000
        case .ounces: 28.349523125
        case .servings: nil
        }
    }

    /// What `number` of this unit amounts to: a mass in grams, or a count of servings.
    public func amount(of number: Double) -> AmountSyntax.Kind {
        grams.map { .grams(number * $0) } ?? .servings(number)
    }

    /// `number` in this unit as the formatter writes it: `150g`, `150 servings`.
    public func written(_ number: String) -> String {
        glued.isEmpty ? "\(number) \(spelling)" : "\(number)\(spelling)"
    }

    public static let matcher = WordMatcher(spellingTable())
}
