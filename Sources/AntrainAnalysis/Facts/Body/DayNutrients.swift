import AntrainBasics
import AntrainModel

/// One athlete's fibre, sugar, saturated fat and sodium on one day (LANGUAGE.md §9.2): the
/// sum over the day's foods that have a figure, and the foods that have none (so a total is
/// never passed off as complete).
public struct DayNutrients: Sendable, Hashable {
    /// Nil for a nutrient no food of the day has a figure for.
    public var totals = Nutrients()
    /// The foods eaten without a figure for some nutrient, in the order first eaten, each with
    /// the nutrients it lacks (a bit per ``Nutrients/Kind``): every food line of every log
    /// adds to a day, so this stays a short array rather than a dictionary of lists.
    private var lacking: [LackingFigures] = []

    private struct LackingFigures: Sendable, Hashable {
        var name: String
        var kinds: UInt8
    }

    /// Per nutrient, the foods eaten that day without a figure for it (each name once).
    public var unknown: [Nutrients.Kind: [String]] {
        var unknown: [Nutrients.Kind: [String]] = [:]
        for kind in Nutrients.Kind.allCases {
            let names = foods(lacking: kind)
            if !names.isEmpty { unknown[kind] = names }
        }
        return unknown
    }

    /// The foods eaten that day without a figure for `kind`, in the order first eaten: one
    /// nutrient's part of ``unknown``, with no dictionary made for the others.
    public func foods(lacking kind: Nutrients.Kind) -> [String] {
        let bit = Self.bit(of: kind)
        return lacking.filter { $0.kinds & 1 << bit != 0 }.map(\.name)
    }

    /// ``foods(lacking:)`` joined with `separator` (`Ayran, Salted Nuts`), nil when every food
    /// has the figure (as ``appendFoodNames(lacking:separator:to:)`` writes it).
    public func foodNames(lacking kind: Nutrients.Kind, separator: String) -> String? {
        guard hasFoods(lacking: kind) else { return nil }
        var names = UTF8Buffer(capacity: 64)
        appendFoodNames(lacking: kind, separator: separator, to: &names)
        return names.text
    }

    /// Whether some food of the day has no figure for `kind`.
    public func hasFoods(lacking kind: Nutrients.Kind) -> Bool {
        let bit = Self.bit(of: kind)
        return lacking.contains { $0.kinds & 1 << bit != 0 }
    }

    /// Appends ``foods(lacking:)`` joined with `, `, as ``appendFoodNames(lacking:separator:to:)``
    /// writes it: the separator a literal, for a meal's hover, which writes these every day.
    func appendFoodNames(lacking kind: Nutrients.Kind, to buffer: inout UTF8Buffer) {
        appendFoodNames(lacking: kind, to: &buffer) { $0.append(", ") }
    }

    /// Appends ``foods(lacking:)`` joined with `separator`: a meal's hover writes the names
    /// into its text, with no list or string made for them.
    public func appendFoodNames(lacking kind: Nutrients.Kind, separator: String, to buffer: inout UTF8Buffer) {
        appendFoodNames(lacking: kind, to: &buffer) { $0.append(separator) }
    }

    private func appendFoodNames(lacking kind: Nutrients.Kind, to buffer: inout UTF8Buffer, separator: (inout UTF8Buffer) -> Void) {
        let bit = Self.bit(of: kind)
        var first = true
        for index in lacking.indices where lacking[index].kinds & 1 << bit != 0 {
            if !first { separator(&buffer) }
            buffer.append(lacking[index].name)
            first = false
        }
    }

    /// The bit of `kind` in ``LackingFigures/kinds``, the one place that says it (its place in
    /// `Nutrients.Kind.allCases`, without the array made for each question).
    private static func bit(of kind: Nutrients.Kind) -> Int {
        switch kind {
        case .fiber: 0
        case .sugar: 1
        case .satFat: 2
        case .sodium: 3
        }
    }

    /// The foods eaten that day without a figure for one of `kinds`, each named once: those
    /// lacking the first of `kinds` in the order first eaten, then those lacking the next and
    /// not named yet, and so on (the union of ``unknown`` over `kinds`, in their order).
    ///
    /// The answer to "which foods do these totals leave out" for the report's weeks (all four
    /// nutrients), with no dictionary of lists made per day.
    public func foodsWithoutFigures(for kinds: [Nutrients.Kind] = Nutrients.Kind.allCases) -> [String] {
        // `lacking` names each food once: a flag per entry says whether it is named yet.
        var named = [Bool](repeating: false, count: lacking.count)
        var names: [String] = []
        for kind in kinds {
            let bit = Self.bit(of: kind)
            for (index, food) in lacking.enumerated() where !named[index] && food.kinds & 1 << bit != 0 {
                named[index] = true
                names.append(food.name)
            }
        }
        return names
    }

    public init() {}

    /// The athlete's day, merged from each of their files' day totals (``DayTotals``, made
    /// as the file is lowered): a hover on every meal of a long log asks for its day, and
    /// going through the meals for each would cost the whole log per hover.
    public init(snapshot: WorkspaceSnapshot, athlete: Int, date: LocalDate) {
        for fileIndex in snapshot.fileIndices(ofAthlete: athlete) {
            if let day = snapshot.files[fileIndex].figures.mealTotalsByDay[date] { merge(day.nutrients) }
        }
    }

    /// Counts `grams` of `food` (a known food: a placeholder for an unknown name counts for
    /// nothing).
    mutating func add(_ food: FoodItem, grams: Double) {
        guard !food.isPlaceholder else { return }
        var sums = Nutrients()
        add(food, grams: grams, to: &sums)
        merge(sums)
    }

    /// Counts one meal's foods: their sums first, then the meal's sums added to the day's, so
    /// the day's figures are the ones of its meals added up (as ``merge(_:)`` adds a file's
    /// part). Every meal of a log comes here: the four nutrients are read by name, not
    /// through `Nutrients.Kind.allCases` (an array made per question).
    mutating func add(meal foods: [FoodEntry]) {
        var sums = Nutrients()
        for index in foods.indices where !foods[index].food.isPlaceholder {
            add(foods[index].food, grams: foods[index].grams, to: &sums)
        }
        merge(sums)
    }

    /// Adds `grams` of `food` to `sums`, and notes the nutrients it has no figure for.
    private mutating func add(_ food: FoodItem, grams: Double, to sums: inout Nutrients) {
        guard let per100g = food.nutrientsPer100g else {
            note(food.name, lacking: 0b1111)
            return
        }
        var kinds: UInt8 = 0
        // Each bit as ``bit(of:)`` says it.
        if let value = per100g.fiber { sums.fiber = (sums.fiber ?? 0) + value * grams / 100 } else { kinds |= 1 << 0 }
        if let value = per100g.sugar { sums.sugar = (sums.sugar ?? 0) + value * grams / 100 } else { kinds |= 1 << 1 }
        if let value = per100g.satFat { sums.satFat = (sums.satFat ?? 0) + value * grams / 100 } else { kinds |= 1 << 2 }
        if let value = per100g.sodiumMg { sums.sodiumMg = (sums.sodiumMg ?? 0) + value * grams / 100 } else { kinds |= 1 << 3 }
        if kinds != 0 { note(food.name, lacking: kinds) }
    }

    /// Adds figures summed elsewhere (a meal's, another file's part of the day).
    private mutating func merge(_ sums: Nutrients) {
        if let value = sums.fiber { totals.fiber = (totals.fiber ?? 0) + value }
        if let value = sums.sugar { totals.sugar = (totals.sugar ?? 0) + value }
        if let value = sums.satFat { totals.satFat = (totals.satFat ?? 0) + value }
        if let value = sums.sodiumMg { totals.sodiumMg = (totals.sodiumMg ?? 0) + value }
    }

    /// Adds a later part of the day.
    mutating func merge(_ other: DayNutrients) {
        merge(other.totals)
        for food in other.lacking { note(food.name, lacking: food.kinds) }
    }

    private mutating func note(_ name: String, lacking kinds: UInt8) {
        // The lengths first: most names noted differ from most of those before them.
        let length = name.utf8.count
        if let index = lacking.firstIndex(where: { $0.name.utf8.count == length && $0.name == name }) {
            lacking[index].kinds |= kinds
        } else {
            // Room for a day's few such foods at once, not grown one by one.
            if lacking.isEmpty { lacking.reserveCapacity(4) }
            lacking.append(LackingFigures(name: name, kinds: kinds))
        }
    }

    /// The nutrients worth showing: those with a goal or a figure.
    public func shown(goals: Nutrients?) -> [Nutrients.Kind] {
        Nutrients.Kind.allCases.filter { goals?[$0] != nil || totals[$0] != nil }
    }
}
