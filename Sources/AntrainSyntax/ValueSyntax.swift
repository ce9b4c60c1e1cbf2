/// A number as written, with its value.
public struct NumberSyntax: Hashable, Sendable {
    public var value: Double
    public var range: TextRange

    public init(value: Double, range: TextRange) {
        self.value = value
        self.range = range
    }

    /// Whether the number was written without a fractional part (`5`, not `5.5`).
    @inlinable public var isWhole: Bool { value == value.rounded() }
}

/// The units a load may be written in.
public enum LoadUnit: String, Hashable, Sendable, CaseIterable {
    case kg, lb

    /// The unit a lowercase word names (`lbs` is `lb`), from the spellings of
    /// ``LoadUnit/english``.
    public static func named(_ word: String) -> LoadUnit? { byName[word] }

    private static let byName: [String: LoadUnit] = Dictionary(uniqueKeysWithValues: spellingTable())
}

/// A length of time: `1h05min`, `26:30`, `1:05:00`, `45min`, `60s`.
public struct DurationSyntax: Hashable, Sendable {
    public var seconds: Double
    public var range: TextRange
}

/// A distance, kept in kilometres: `5.2km`, `2000m`, `3mi`.
public struct DistanceSyntax: Hashable, Sendable {
    public enum Unit: String, Hashable, Sendable, CaseIterable { case km, m, mi }
    public var kilometres: Double
    public var unit: Unit
    public var number: NumberSyntax
    public var range: TextRange
}

/// A pace, kept in seconds per kilometre: `5:05/km`, `8:10/mi`.
public struct PaceSyntax: Hashable, Sendable {
    public var secondsPerKilometre: Double
    public var isPerMile: Bool
    public var range: TextRange
}

/// A number with an optional unit word after it (`78.4kg`, `180 cm`, `2400`).
public struct QuantitySyntax: Hashable, Sendable {
    public var number: NumberSyntax
    /// The unit as written, lower-cased (`kg`, `cm`), if any.
    public var unit: String?
    public var unitRange: TextRange?
    public var range: TextRange
}

/// How much of a food was eaten.
public struct AmountSyntax: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A mass (or volume taken as mass): kept in grams.
        case grams(Double)
        /// A count of default servings: `x3`, `3x`, `2 servings`.
        case servings(Double)
        /// A number with no unit (`Rice 150`): an error, with fixes.
        case bare(Double)
    }

    public var kind: Kind
    public var number: NumberSyntax
    public var range: TextRange
}

/// A name as written: a run of words or a double-quoted string.
public struct NameSyntax: Hashable, Sendable {
    public var range: TextRange
    public var isQuoted: Bool
    /// Whether a quoted name has its closing `"`; an unterminated one runs to the end of the
    /// line (with a diagnostic), and its last character is text, not a quote.
    public var isClosed = true

    /// The range of the name's text, without the quotes.
    public var textRange: TextRange {
        guard isQuoted, range.length >= 1 else { return range }
        return TextRange(start: range.start + 1, end: isClosed && range.length >= 2 ? range.end - 1 : range.end)
    }
}
