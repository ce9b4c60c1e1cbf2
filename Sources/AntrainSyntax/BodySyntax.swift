/// A `key: value` line of an entry's body.
public struct PropertySyntax: Hashable, Sendable {
    public var key: TextRange
    /// The key as the grammar knows it (`per 100g`, `note`), or `nil` for an unknown key.
    public var knownKey: PropertyKey?
    public var value: PropertyValueSyntax
    /// The value's text, trimmed, without a trailing note; empty when nothing follows `:`.
    public var valueRange: TextRange
    public var range: TextRange
}

/// The parsed value of a property; its shape depends on the key.
public enum PropertyValueSyntax: Hashable, Sendable {
    /// Free text or a single word (notes, names, enum values).
    case text(TextRange)
    /// A comma-separated list (`muscles:`, `aliases:`).
    case list([TextRange])
    case duration(DurationSyntax)
    indirect case distance(DistanceSyntax)
    case pace(PaceSyntax)
    case quantity(QuantitySyntax)
    /// Height in centimetres (`180 cm`, `1.80 m`, `5 ft 11 in`).
    case height(centimetres: Double, range: TextRange)
    /// `380 kcal, 30 protein, 40 carbs, 12 fat`.
    indirect case macros(MacrosSyntax)
    /// A value that did not read; the parser reported why.
    case invalid
    /// Nothing after the colon.
    case empty
}

/// The four figures of a food, per 100 g.
public struct MacrosSyntax: Hashable, Sendable {
    public var kcal: NumberSyntax?
    public var protein: NumberSyntax?
    public var carbs: NumberSyntax?
    public var fat: NumberSyntax?
}

/// An exercise (or metcon movement, or template line): a name and its sets.
public struct ExerciseItemSyntax: Hashable, Sendable {
    /// The `+` that opens the line: the item joins the superset of the item above it.
    public var superset: TextRange?
    public var name: NameSyntax
    public var colon: TextRange?
    /// Sets written on the item's own line.
    public var inlineSets: [SetSyntax]
    /// Deeper-indented lines under the item (set lines, blanks, comments, errors).
    public var children: [BodyLineSyntax]
    public var range: TextRange

    /// Every set of the item in written order, inline first.
    public var allSets: [SetSyntax] {
        var sets = inlineSets
        for child in children { if case .sets(let more) = child.content { sets += more } }
        return sets
    }
}

/// A food line of a meal: `Chicken Breast 200g`.
public struct FoodItemSyntax: Hashable, Sendable {
    public var name: NameSyntax
    public var amount: AmountSyntax?
    public var range: TextRange
}

/// What one body line holds.
public enum BodyLineContent: Hashable, Sendable {
    case blank
    case comment
    case property(PropertySyntax)
    case exercise(ExerciseItemSyntax)
    case food(FoodItemSyntax)
    /// A deeper line of sets under an exercise.
    case sets([SetSyntax])
    /// `week 2 "3s" intensity 105%` in a program.
    case programWeek(ProgramWeekSyntax)
    /// `thu: Lower A @8` in a program, under the week above it.
    case programDay(ProgramDaySyntax)
    /// A line that could not be read; a diagnostic says why (none under an unknown entry kind).
    case unreadable
}

/// One physical line inside an entry's body.
public struct BodyLineSyntax: Hashable, Sendable {
    /// 0-based line number.
    public var line: Int
    /// The whole line including its indentation and line break.
    public var range: TextRange
    /// The line without indentation, trailing spaces, note and line break.
    public var contentRange: TextRange
    /// Indentation width, a tab counting as ``Parser/tabWidth`` spaces.
    public var indentWidth: Int
    public var content: BodyLineContent
    /// `# ...` after the content: the item's note (for a comment line, the comment).
    public var note: TextRange?
}
